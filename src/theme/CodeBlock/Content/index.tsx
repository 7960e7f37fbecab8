/**
 * The highlighted code of a code block, with no client work the server already did.
 *
 * - Code the server highlighted is kept as it is: on hydration this wrapper renders an empty
 *   `dangerouslySetInnerHTML` frame, which React hydrates without looking inside, so the server's
 *   Prism markup stays and the browser neither re-tokenises it (prism-react-renderer's Highlight
 *   tokenises on every render) nor hydrates its thousands of spans.
 * - In a tab panel that is not the chosen one (src/theme/Tabs), the code is plain text: in the
 *   HTML for search, crawlers and llms.txt, without a span per token. It is highlighted when its
 *   tab is chosen.
 * - The code is rendered by React (the original component) once what the server sent no longer
 *   fits: the reader's sandbox keys changed the text, the reader's colour mode is not the one the
 *   server rendered (the patched classic CodeBlock remounts then), or a panel whose plain text the
 *   server sent is chosen. After a client-side navigation there is no server markup: React renders.
 * - In the browser, the original component and Prism load on demand (src/lib/prismLanguages): a
 *   block that must render before they are in shows its code as plain text for that moment. The
 *   server renders with them at once.
 */
import React, { useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { PanelSelectedContext } from '@site/src/components/ServerCodeTabs/panelContext';
import { usePrismRenderer } from '@site/src/lib/prismLanguages';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const subscribeNever = () => () => {};

export default function ContentWrapper(props: Props): React.ReactElement {
  const { metadata, wordWrap } = useCodeBlockContext();
  const selected = useContext(PanelSelectedContext);
  const { colorMode } = useColorMode();
  const { defaultMode } = useThemeConfig().colorMode;
  const onServer = typeof window === 'undefined';
  // This block's first render hydrates server HTML: not a block created after a navigation or a
  // remount (the colour mode can change before useIsBrowser() does: it turns true in a transition,
  // patches/README.md), nor any block of `docusaurus start`, which renders without server HTML.
  // React reads a store's server snapshot only while it hydrates.
  const hydratingNow = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [hydrating] = useState(() => !onServer && hydratingNow);
  // What the server rendered: this code, highlighted when its panel was the chosen one.
  const [server] = useState(() => ({ code: metadata.code, highlighted: selected }));
  const [rendered, setRendered] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const serverMarkupFits = metadata.code === server.code && (!selected || (server.highlighted && colorMode === defaultMode));
  if (hydrating && !rendered && !serverMarkupFits) setRendered(true);
  const keepServerMarkup = hydrating && !rendered && serverMarkupFits;
  // The original component, once it and the language's grammar are loaded (src/lib/prismLanguages): plain text until then.
  const Content = usePrismRenderer(metadata.language, selected && !keepServerMarkup);
  // The word-wrap button measures the <pre> through this ref; the original sets it when it renders.
  useLayoutEffect(() => {
    if (keepServerMarkup) wordWrap.codeBlockRef.current = frame.current?.querySelector('pre') ?? null;
  });
  if (keepServerMarkup) {
    return <div ref={frame} className={styles.frame} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div className={styles.frame}>
      {selected && Content ? (
        <Content {...props} />
      ) : (
        <pre
          ref={wordWrap.codeBlockRef}
          className={clsx(props.className, 'prism-code', `language-${metadata.language}`, 'thin-scrollbar')}
        >
          <code>{metadata.code}</code>
        </pre>
      )}
    </div>
  );
}
