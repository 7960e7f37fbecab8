/**
 * Test Card widget: floating at the bottom right on desktop widths, it shows the sandbox
 * test card with a copy button per value and links to the test-cards section.
 */
import React, { useId, useState } from 'react';
import Link from '@docusaurus/Link';
import { useWindowSize } from '@docusaurus/theme-common';
import { desktopBreakpoint, routes, testCard } from '@site/config/brand';
import CopyValue from '../CopyValue';
import styles from './styles.module.css';

const values = [
  { label: 'Card number', value: testCard.number },
  { label: 'Expiry', value: testCard.expiry },
  { label: 'CVC', value: testCard.cvc },
] as const;

function CardIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <rect x="2" y="5" width="20" height="14" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M2 9.5h20" stroke="currentColor" strokeWidth="1.8" />
      <path d="M6 15h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export default function TestCardWidget(): React.ReactElement | null {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // 'desktop' above the theme's 996 px breakpoint; during SSR the size is unknown and nothing renders.
  const windowSize = useWindowSize({ desktopBreakpoint });
  if (windowSize !== 'desktop') {
    return null;
  }
  return (
    <aside className={styles.widget} aria-label="Test card">
      {open && (
        <div id={panelId} className={styles.panel}>
          <p className={styles.heading}>Sandbox test card</p>
          <dl className={styles.values}>
            {values.map(({ label, value }) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>
                  <code className={styles.value}>{value}</code>
                  <CopyValue label={label} value={value} />
                </dd>
              </div>
            ))}
          </dl>
          <Link className={styles.more} to={routes.testCards}>
            More test cards and scenarios
          </Link>
        </div>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <CardIcon />
        <span>{open ? 'Hide test card' : 'Test card'}</span>
      </button>
    </aside>
  );
}
