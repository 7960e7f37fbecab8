/**
 * Wraps the Mermaid theme component so that a diagram is rendered when it comes near the viewport,
 * not while the page loads: Mermaid's code (about 1 MB) and its layout work stay off the first
 * load of a docs page whose diagrams are further down. Without IntersectionObserver the diagram
 * renders at once, as the stock component does.
 */
import React, { useEffect, useRef, useState } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the viewport a diagram starts rendering, so it is ready when the reader arrives. */
const renderAhead = '600px 0px';

export default function MermaidWrapper(props: Props): React.ReactElement {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: renderAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={near ? undefined : styles.pending} data-mermaid-slot={near ? 'rendering' : 'pending'}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
