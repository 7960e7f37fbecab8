/** A grid of linked cards, one per entry point. */
import React from 'react';
import Link from '@docusaurus/Link';
import type { EntryPoint } from '@site/src/data/entryPoints';
import styles from './styles.module.css';

type Props = {
  items: readonly EntryPoint[];
  /** Heading level of each card title, so the page outline stays in order. */
  headingLevel?: 'h2' | 'h3';
};

export default function EntryCards({ items, headingLevel = 'h3' }: Props): React.ReactElement {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.card}>
          <Link to={item.to} className={styles.link}>
            <Heading className={styles.title}>{item.title}</Heading>
          </Link>
          {item.badge && <span className={styles.badge}>{item.badge}</span>}
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
