/**
 * Inspiration, "Liquor store with Age Verification": the payment window with its age check
 * first, for an order that contains spirits (minimum age 18).
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Badge, Button, Field, Lines, Secured } from '../Parts';
import styles from './styles.module.css';

export default function LiquorStoreCheckout(): React.ReactElement {
  return (
    <Frame address="checkout.acmepay.example/s/ses_6Bw3Ng8Tq2Km7Zx4Lr" {...illustrationTexts.LiquorStoreCheckout}>
      <div className={styles.head}>
        <p className={styles.merchant}>Nørrebro Wine &amp; Spirits</p>
        <ol className={styles.steps}>
          <li className={styles.done}>
            <span className={styles.dot} aria-hidden="true">
              ✓
            </span>
            Age check <Badge tone="success">Verified 18+</Badge>
          </li>
          <li className={styles.current}>
            <span className={styles.dot} aria-hidden="true">
              2
            </span>
            Payment
          </li>
        </ol>
      </div>
      <div className={styles.body}>
        <div className={styles.order}>
          <p className={styles.label}>Order 10046</p>
          <Lines
            lines={[
              { label: 'Islay single malt, 70 cl', amount: 'DKK 299.00' },
              { label: 'Delivery, ID checked at the door', amount: 'DKK 50.00' },
              { label: 'Total', amount: 'DKK 349.00', strong: true },
            ]}
          />
          <p className={styles.notice}>This order contains products with a minimum age of 18.</p>
        </div>
        <div className={styles.form}>
          <Field label="Card number" value="4900 0000 0000 0003" />
          <div className={styles.pair}>
            <Field label="Expiry" value="12/35" />
            <Field label="CVC" value="•••" focused />
          </div>
          <Button>Pay DKK 349.00</Button>
          <Secured />
        </div>
      </div>
    </Frame>
  );
}
