/**
 * Inspiration, "In-app checkout with Hosted Fields": Pedal City's native app with the payment
 * step in a web view, where the card fields are Acme iframes and the pay button is the app's.
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Button, Field, HostedLegend, Lines } from '../Parts';
import styles from './styles.module.css';

export default function AppCheckout(): React.ReactElement {
  return (
    <Frame variant="phone" {...illustrationTexts.AppCheckout}>
      <div className={styles.appBar}>
        <span aria-hidden="true">‹</span>
        <span className={styles.title}>Buy a pass</span>
        <span className={styles.spacer} />
      </div>
      <div className={styles.webview}>
        <div className={styles.pass}>
          <span className={styles.passIcon} aria-hidden="true">
            ⚲
          </span>
          <div>
            <p className={styles.passName}>30-day pass</p>
            <p className={styles.muted}>Unlimited rides up to 45 minutes</p>
          </div>
        </div>
        <Lines lines={[{ label: 'Total today', amount: 'EUR 24.00', strong: true }]} />
        <div className={styles.fields}>
          <Field label="Card number" value="4900 0000 0000 0003" hosted focused />
          <div className={styles.pair}>
            <Field label="Expiry" value="12/35" hosted />
            <Field label="CVC" value="CVC" hint hosted />
          </div>
        </div>
        <HostedLegend />
        <Button>Pay EUR 24.00</Button>
        <p className={styles.muted}>Your pass starts as soon as the payment is confirmed.</p>
      </div>
    </Frame>
  );
}
