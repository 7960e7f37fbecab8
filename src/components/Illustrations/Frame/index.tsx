/**
 * The device around an inspiration illustration: a browser window, a phone or a kiosk screen.
 * The mock-up inside is one image for assistive technology (role="img" with a label), and the
 * visible caption says what it shows. Colours come from Infima and Acme tokens only, so the
 * drawing follows the light and dark colour modes.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type FrameVariant = 'browser' | 'phone' | 'kiosk';

type Props = {
  /** What the picture shows, read by screen readers instead of the mock-up. */
  label: string;
  /** Visible caption under the picture. */
  caption: ReactNode;
  /** Address shown in the browser bar (browser and kiosk variants). */
  address?: string;
  /** The device drawn around the screen. */
  variant?: FrameVariant;
  children: ReactNode;
};

export default function Frame({ label, caption, address, variant = 'browser', children }: Props): React.ReactElement {
  return (
    <figure className={clsx(styles.figure, styles[variant])}>
      <div className={styles.device} role="img" aria-label={label}>
        {variant === 'phone' ? (
          <div className={styles.phoneTop} aria-hidden="true">
            <span className={styles.speaker} />
          </div>
        ) : (
          <div className={styles.chrome} aria-hidden="true">
            <span className={styles.dots}>
              <span />
              <span />
              <span />
            </span>
            {address && (
              <span className={styles.address}>
                <span className={styles.lock}>●</span>
                {address}
              </span>
            )}
          </div>
        )}
        <div className={styles.screen}>{children}</div>
        {variant === 'phone' && <div className={styles.homeBar} aria-hidden="true" />}
        {variant === 'kiosk' && <div className={styles.stand} aria-hidden="true" />}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
