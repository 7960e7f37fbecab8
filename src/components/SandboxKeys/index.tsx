/**
 * "Use your sandbox keys": the compact control shown above every code sample that holds a
 * placeholder key or point-of-sale id. It opens a modal dialog with the two fields, Save and
 * Clear (./Dialog, loaded on intent); the values go to the shared store (store.ts) and every
 * sample on the site follows.
 */
import React, { lazy, Suspense, useRef, useState } from 'react';
import { sandboxKeysControlText as text } from '@site/config/sandboxKeys';
import { useSandboxKeys } from './store';
import styles from './styles.module.css';

/** The dialog's code, fetched at the first sign the reader means to open it (pointer or focus on the button). */
const loadDialog = () => import('./Dialog');
const SandboxKeysDialog = lazy(loadDialog);

function KeyIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className={styles.icon}>
      <circle cx="8" cy="15" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 12 19 4M16 7l2.5 2.5M14 9l2 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The control: a small button above a sample, and the dialog while it is open. */
export default function SandboxKeysControl(): React.ReactElement {
  const { keys } = useSandboxKeys();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const active = Boolean(keys);

  function onClose(message: string | undefined): void {
    setOpen(false);
    if (message) setAnnouncement(message);
    trigger.current?.focus();
  }

  return (
    <div className={styles.bar}>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        data-active={active}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAnnouncement('');
          setOpen(true);
        }}
      >
        <KeyIcon />
        {active ? text.openActive : text.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SandboxKeysDialog onClose={onClose} />
        </Suspense>
      )}
    </div>
  );
}
