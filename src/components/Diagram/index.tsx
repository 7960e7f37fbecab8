/**
 * A Mermaid diagram drawn at build time (src/plugins/mermaid-svg): the light and the dark SVG are
 * both in the page's HTML and CSS shows the one of the current colour mode ([data-theme]), so
 * readers load no Mermaid code, nothing renders after load, and diagrams show without JavaScript.
 * MDX renders each diagram with it (src/theme/MDXComponents maps the `mermaid` element to it):
 * @docusaurus/theme-mermaid, whose component renders in the browser, is not installed, and the
 * classic theme's own `@theme/Mermaid` is a placeholder that renders nothing.
 */
import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The SVG for light mode (and for readers without JavaScript or a colour mode). */
  light?: string;
  /** The SVG for dark mode. */
  dark?: string;
  /** The diagram's accessible name (its accTitle, or its kind). */
  label?: string;
  /** The Mermaid source: only when the build-time step did not run (a plain MDX compile). */
  value?: string;
}

export default function Diagram({ light, dark, label, value }: Props): React.ReactElement {
  if (!light || !dark) {
    // Only reachable when this component is used without the remark plugin: show the source.
    return (
      <pre className={styles.source} data-diagram="source">
        <code>{value ?? ''}</code>
      </pre>
    );
  }
  return (
    // tabIndex: a wide diagram scrolls sideways on a phone, and keyboard readers scroll it too.
    <figure
      className={clsx('docusaurus-mermaid-container', styles.diagram)}
      data-diagram="static"
      aria-label={label}
      tabIndex={0}
    >
      <div className={styles.light} dangerouslySetInnerHTML={{ __html: light }} />
      <div className={styles.dark} dangerouslySetInnerHTML={{ __html: dark }} />
    </figure>
  );
}
