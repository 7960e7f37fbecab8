/**
 * The API explorer's generated code samples with the reader's sandbox keys: the placeholder key
 * and point-of-sale id are replaced, and so is the bearer token the theme masks as `<token>`.
 * Responses shown by the explorer (class `openapi-response__...`) are what the server sent and
 * stay as they are. The explorer renders only in the browser, after hydration.
 */
import React from 'react';
import ApiCodeBlock from '@theme-original/ApiExplorer/ApiCodeBlock';
import type { Props } from '@theme/CodeBlock';
import {
  explorerMaskedBearer,
  hasSandboxKeyPlaceholder,
  substituteSandboxKeys,
  type SandboxKeys,
} from '@site/config/sandboxKeys';
import SandboxKeysControl from '@site/src/components/SandboxKeys';
import { sampleText } from '@site/src/components/SandboxKeys/sampleText';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';

function substitute(text: string, keys: SandboxKeys | null): string {
  const substituted = substituteSandboxKeys(text, keys);
  return keys?.apiKey ? substituted.split(explorerMaskedBearer).join(`Bearer ${keys.apiKey}`) : substituted;
}

export default function ApiCodeBlockWrapper({ children, ...props }: Props): React.ReactElement {
  const { keys } = useSandboxKeys();
  const text = sampleText(children);
  const isResponse = props.className?.includes('openapi-response__') ?? false;
  if (isResponse || text === undefined || !(hasSandboxKeyPlaceholder(text) || text.includes(explorerMaskedBearer))) {
    return <ApiCodeBlock {...props}>{children}</ApiCodeBlock>;
  }
  return (
    <div data-sandbox-keys-sample="">
      <SandboxKeysControl />
      <ApiCodeBlock {...props}>{substitute(text, keys)}</ApiCodeBlock>
    </div>
  );
}
