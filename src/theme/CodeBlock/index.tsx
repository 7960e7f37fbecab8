/**
 * Code blocks with the reader's sandbox keys: a block whose text holds the placeholder API key
 * or point-of-sale id (config/sandboxKeys.ts) gets the "Use your sandbox keys" control above it
 * and, once the reader has saved keys, shows them instead (so the copy button copies them too).
 * The server HTML and the first client render show the placeholders; the keys come after mount.
 *
 * It also renders the block itself instead of wrapping the classic theme's CodeBlock (10 lines,
 * theme-classic 3.10.2 lib/theme/CodeBlock/index.js), to change one thing: the original remounts
 * every code block right after hydration (`key={String(isBrowser)}`) because the server renders
 * the Prism colours of the default colour mode and hydration does not patch a reader's other mode.
 * On an API page that rebuilt 27 highlighted examples in one blocking task. Here a block remounts
 * only when the mode the reader sees is not the one the server rendered: `useColorMode()` reports
 * the default mode until hydration is over (theme-common does so on purpose), then the reader's.
 */
import React, { isValidElement, type ReactNode } from 'react';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { hasSandboxKeyPlaceholder, substituteSandboxKeys } from '@site/config/sandboxKeys';
import SandboxKeysControl from '@site/src/components/SandboxKeys';
import { sampleText } from '@site/src/components/SandboxKeys/sampleText';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';

type Props = WrapperProps<typeof CodeBlockType>;

/** As the original: plain string children when there are no elements, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlock({ children: rawChildren, ...props }: Props): React.ReactElement {
  const { colorMode } = useColorMode();
  const { defaultMode } = useThemeConfig().colorMode;
  const children = maybeStringifyChildren(rawChildren);
  const rendered = colorMode === defaultMode ? 'server' : 'client';
  return typeof children === 'string' ? (
    <StringContent key={rendered} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={rendered} {...props}>
      {children}
    </ElementContent>
  );
}

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
