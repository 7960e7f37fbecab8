/**
 * Inspiration, "Webshop checkout with Hosted Fields": Kiln & Co.'s own one-page checkout on
 * shop.example, where only the three card fields are Acme iframes.
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Badge, Button, Field, HostedLegend, Lines } from '../Parts';
import styles from './styles.module.css';

export default function HostedFieldsCheckout(): React.ReactElement {
  return (
    <Frame address="shop.example/checkout" {...illustrationTexts.HostedFieldsCheckout}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.brand}>Kiln &amp; Co.</p>
          <section className={styles.step}>
            <p className={styles.stepTitle}>
              <span className={styles.stepNo}>1</span> Delivery <Badge tone="success">✓ Done</Badge>
            </p>
            <p className={styles.muted}>Jane Doe · Vesterbrogade 12, 1620 København V</p>
          </section>
          <section className={styles.step}>
            <p className={styles.stepTitle}>
              <span className={styles.stepNo}>2</span> Shipping
            </p>
            <p className={styles.muted}>Two parcels: the mugs today, the bowl when it leaves the kiln (about 5 days).</p>
          </section>
          <section className={styles.step}>
            <p className={styles.stepTitle}>
              <span className={styles.stepNo}>3</span> Payment
            </p>
            <div className={styles.fields}>
              <Field className={styles.number} label="Card number" value="4900 0000 0000 0003" hosted focused />
              <Field label="Expiry" value="MM / YY" hint hosted />
              <Field label="CVC" value="123" hint hosted />
            </div>
            <HostedLegend />
            <p className={styles.muted}>Your card is charged per parcel, when it ships.</p>
            <Button className={styles.place}>Place order · EUR 125.00</Button>
          </section>
        </div>
        <aside className={styles.side}>
          <p className={styles.sideTitle}>Your order</p>
          <Lines
            lines={[
              { label: 'Stoneware mugs, set of 4', amount: 'EUR 70.00' },
              { label: 'Serving bowl, ash glaze', amount: 'EUR 50.00' },
              { label: 'Shipping', amount: 'EUR 5.00' },
              { label: 'Total', amount: 'EUR 125.00', strong: true },
            ]}
          />
        </aside>
      </div>
    </Frame>
  );
}
