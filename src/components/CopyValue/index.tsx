/** A copy-to-clipboard button for one value; shows a check mark for 1.5 s after copying. */
import React from 'react';
import { CopyIcon, useCopy } from './useCopy';
import styles from './styles.module.css';

type Props = {
  /** What the value is, for the accessible name: "Copy Card number". */
  label: string;
  value: string;
};

export default function CopyValue({ label, value }: Props): React.ReactElement {
  const { state, copy } = useCopy(() => value);
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
      <CopyIcon copied={state === 'copied'} />
      <span role="status" className="visually-hidden">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
