/** A copy-to-clipboard button for one value; shows a check mark for 1.5 s after copying. */
import React, { useEffect, useRef, useState } from 'react';
import { copyConfirmationMs } from '@site/config/brand';
import styles from './styles.module.css';

type Props = {
  /** What the value is, for the accessible name: "Copy Card number". */
  label: string;
  value: string;
};

type State = 'idle' | 'copied' | 'failed';

export default function CopyValue({ label, value }: Props): React.ReactElement {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(): Promise<void> {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), copyConfirmationMs);
  }

  const name = state === 'copied' ? `${label} copied` : `Copy ${label}`;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void copy()}
      aria-label={name}
      title={state === 'failed' ? 'Copying is blocked: select the value instead' : name}
      data-state={state}
    >
      {state === 'copied' ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="check">
          <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="copy">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      )}
      <span role="status" className={styles.status}>
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
