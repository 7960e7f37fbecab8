/**
 * Inspiration, "SaaS subscriptions with Hosted Fields": the last step of Ledgerly's sign-up,
 * where the first month is paid and the card is stored for the monthly renewals.
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Badge, Button, Field, HostedLegend } from '../Parts';
import styles from './styles.module.css';

export default function SaasSignup(): React.ReactElement {
  return (
    <Frame address="shop.example/signup/billing" {...illustrationTexts.SaasSignup}>
      <div className={styles.wrap}>
        <ol className={styles.progress}>
          <li className={styles.doneStep}>Account</li>
          <li className={styles.doneStep}>Company</li>
          <li className={styles.currentStep}>Billing</li>
        </ol>
        <div className={styles.plans}>
          <div className={styles.plan}>
            <span className={styles.planName}>Solo</span>
            <span className={styles.muted}>EUR 19 / month</span>
          </div>
          <div className={`${styles.plan} ${styles.selected}`}>
            <span className={styles.planName}>
              Team <Badge tone="brand">Selected</Badge>
            </span>
            <span className={styles.muted}>EUR 49 / month · 5 users</span>
          </div>
        </div>
        <div className={styles.fields}>
          <Field className={styles.wide} label="Card number" value="4900 0000 0000 0003" hosted />
          <Field label="Expiry" value="12 / 35" hosted />
          <Field label="CVC" value="•••" hosted focused />
        </div>
        <HostedLegend />
        <p className={styles.consent}>
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          I allow Ledgerly to charge this card EUR 49.00 every month, on the day I signed up, until I cancel in Settings →
          Billing.
        </p>
        <Button>Start subscription · EUR 49.00 today</Button>
        <p className={styles.next}>Next charge: EUR 49.00 on 1 July 2025</p>
      </div>
    </Frame>
  );
}
