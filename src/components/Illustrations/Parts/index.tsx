/**
 * Building blocks of the checkout mock-ups: look-alike form fields, buttons, order lines and
 * wallet buttons. They are drawings, not controls: nothing here is focusable or submits, and the
 * whole mock-up is labelled once by its Frame.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type FieldProps = {
  label: string;
  /** Text shown in the box: a typed value, or a hint when `hint` is true. */
  value: string;
  /** Show `value` as a muted hint instead of typed text. */
  hint?: boolean;
  /** Draw the box as a Hosted Field: an Acme iframe inside the merchant's page. */
  hosted?: boolean;
  /** Draw the box with a focus ring. */
  focused?: boolean;
  /** A short check or error text under the box. */
  note?: string;
  className?: string;
};

export function Field({ label, value, hint, hosted, focused, note, className }: FieldProps): React.ReactElement {
  return (
    <div className={clsx(styles.field, className)}>
      <span className={styles.label}>{label}</span>
      <span className={clsx(styles.box, hosted && styles.hosted, focused && styles.focused)}>
        <span className={clsx(hint && styles.hint)}>{value}</span>
        {hosted && <span className={styles.iframeTag}>Acme</span>}
      </span>
      {note && <span className={styles.note}>{note}</span>}
    </div>
  );
}

type ButtonProps = {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'wallet';
  className?: string;
};

export function Button({ children, variant = 'primary', className }: ButtonProps): React.ReactElement {
  return <span className={clsx(styles.button, styles[variant], className)}>{children}</span>;
}

export type Line = { label: ReactNode; amount: string; strong?: boolean };

export function Lines({ lines }: { lines: readonly Line[] }): React.ReactElement {
  return (
    <dl className={styles.lines}>
      {lines.map((line, index) => (
        <div key={index} className={clsx(styles.line, line.strong && styles.total)}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Wallets({ methods }: { methods: readonly ('Apple Pay' | 'Google Pay')[] }): React.ReactElement {
  return (
    <div className={styles.wallets}>
      {methods.map((method) => (
        <Button key={method} variant="wallet">
          {method}
        </Button>
      ))}
    </div>
  );
}

export function Divider({ children }: { children: ReactNode }): React.ReactElement {
  return <div className={styles.divider}>{children}</div>;
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'success' | 'brand';
}): React.ReactElement {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}

/** The small print under a hosted-fields form that explains the dashed outline. */
export function HostedLegend(): React.ReactElement {
  return (
    <p className={styles.legend}>
      <span className={styles.legendSwatch} /> Dashed: card fields served by Acme Pay in iframes
    </p>
  );
}

export function Secured({ children = 'Secured by Acme Pay' }: { children?: ReactNode }): React.ReactElement {
  return <p className={styles.secured}>{children}</p>;
}
