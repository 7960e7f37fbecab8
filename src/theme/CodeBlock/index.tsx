/**
 * Code blocks with the reader's sandbox keys: a block whose text holds the placeholder API key
 * or point-of-sale id (config/sandboxKeys.ts) gets the "Use your sandbox keys" control above it
 * and, once the reader has saved keys, shows them instead (so the copy button copies them too).
 * The server HTML and the first client render show the placeholders; the keys come after mount.
 * That a block remounts after hydration only when the reader's colour mode is not the default
 * is patches/@docusaurus+theme-classic+3.10.2.patch.
 */
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { hasSandboxKeyPlaceholder, substituteSandboxKeys } from '@site/config/sandboxKeys';
import SandboxKeysControl from '@site/src/components/SandboxKeys';
import { sampleText } from '@site/src/components/SandboxKeys/sampleText';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper({ children, ...props }: Props): React.ReactElement {
  const { keys } = useSandboxKeys();
  const text = sampleText(children);
  if (text === undefined || !hasSandboxKeyPlaceholder(text)) return <CodeBlock {...props}>{children}</CodeBlock>;
  return (
    <div data-sandbox-keys-sample="">
      <SandboxKeysControl />
      <CodeBlock {...props}>{substituteSandboxKeys(text, keys)}</CodeBlock>
    </div>
  );
}
