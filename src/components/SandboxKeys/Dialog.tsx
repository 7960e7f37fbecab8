/**
 * The sandbox keys dialog: the two fields, Save and Clear. Its own chunk, fetched when a reader
 * shows intent to open it (./index.tsx): every page with a code sample shows the control, few
 * readers open it.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { sandboxKeysText as text, validateSandboxKeys, type SandboxKeysErrors } from '@site/config/sandboxKeysForm';
import { clearSandboxKeys, saveSandboxKeys, useSandboxKeys } from './store';
import styles from './styles.module.css';

/** The modal dialog (native <dialog>: focus stays inside, Escape closes, the page behind is inert). */
export default function SandboxKeysDialog({ onClose }: { onClose: (message: string | undefined) => void }): React.ReactElement {
  const { keys, storageBlocked } = useSandboxKeys();
  const dialog = useRef<HTMLDialogElement>(null);
  const apiKeyInput = useRef<HTMLInputElement>(null);
  const pointOfSaleInput = useRef<HTMLInputElement>(null);
  const closingMessage = useRef<string | undefined>(undefined);
  const [apiKey, setApiKey] = useState(keys?.apiKey ?? '');
  const [pointOfSaleId, setPointOfSaleId] = useState(keys?.pointOfSaleId ?? '');
  const [errors, setErrors] = useState<SandboxKeysErrors>({});
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    apiKey: `${id}-api-key`,
    pointOfSaleId: `${id}-pos`,
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    apiKeyInput.current?.focus();
  }, []);

  function finish(message: string): void {
    closingMessage.current = message;
    dialog.current?.close();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const result = validateSandboxKeys({ apiKey, pointOfSaleId });
    setErrors(result.errors);
    if (result.errors.apiKey || result.errors.form) {
      apiKeyInput.current?.focus();
      return;
    }
    if (result.errors.pointOfSaleId) {
      pointOfSaleInput.current?.focus();
      return;
    }
    saveSandboxKeys(result.keys);
    finish(text.saved);
  }

  function onClear(): void {
    clearSandboxKeys();
    finish(text.cleared);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      onClose={() => onClose(closingMessage.current)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.header}>
          <h2 id={ids.title} className={styles.title}>
            {text.title}
          </h2>
          <button type="button" className={styles.close} aria-label={text.close} onClick={() => dialog.current?.close()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id={ids.intro} className={styles.intro}>
          {text.intro}
        </p>
        {storageBlocked && <p className={styles.note}>{text.storageBlocked}</p>}
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <KeyField
          id={ids.apiKey}
          label={text.apiKeyLabel}
          hint="From the sandbox dashboard: sk_test_ and 16 to 64 letters and digits."
          placeholder="sk_test_..."
          value={apiKey}
          onChange={setApiKey}
          error={errors.apiKey}
          inputRef={apiKeyInput}
        />
        <KeyField
          id={ids.pointOfSaleId}
          label={text.pointOfSaleIdLabel}
          hint="pos_test_ and letters and digits. Leave a field empty to keep its placeholder."
          placeholder="pos_test_..."
          value={pointOfSaleId}
          onChange={setPointOfSaleId}
          error={errors.pointOfSaleId}
          inputRef={pointOfSaleInput}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {text.save}
          </button>
          <button type="button" className={styles.secondary} onClick={onClear}>
            {text.clear}
          </button>
        </div>
      </form>
    </dialog>
  );
}

type KeyFieldProps = {
  id: string;
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: React.RefObject<HTMLInputElement | null>;
};

/** One labelled input of the dialog, with its hint and, after a refused Save, its error. */
function KeyField({ id, label, hint, placeholder, value, onChange, error, inputRef }: KeyFieldProps): React.ReactElement {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
