/**
 * Inspiration, "Webshop with the Payment Window": the Acme-hosted payment window that Nordic
 * Outdoor's customers are redirected to, with the order summary, wallets and the card form.
 */
import React from 'react';
import Frame from '../Frame';
import { illustrationTexts } from '../texts';
import { Button, Divider, Field, Lines, Secured, Wallets } from '../Parts';
import styles from './styles.module.css';

export default function PaymentWindowCheckout(): React.ReactElement {
  return (
    <Frame address="checkout.acmepay.example/s/ses_8Jd2Kq7Lm4Xp9Vb3Rt" {...illustrationTexts.PaymentWindowCheckout}>
      <div className={styles.layout}>
        <div className={styles.summary}>
          <p className={styles.merchant}>
            <span className={styles.logo} aria-hidden="true">
              ▲
            </span>
            Nordic Outdoor
          </p>
          <p className={styles.order}>Order #10045</p>
          <Lines
            lines={[
              { label: 'Trail tent, 2 persons', amount: 'EUR 99.00' },
              { label: 'Headlamp 400 lm', amount: 'EUR 21.00' },
              { label: 'Shipping', amount: 'EUR 5.00' },
              { label: 'Total', amount: 'EUR 125.00', strong: true },
            ]}
          />
          <p className={styles.back}>← Back to Nordic Outdoor</p>
        </div>
        <div className={styles.pay}>
          <Wallets methods={['Apple Pay', 'Google Pay']} />
          <Divider>or pay with card</Divider>
          <div className={styles.form}>
            <Field label="Card number" value="4900 0000 0000 0003" focused />
            <div className={styles.pair}>
              <Field label="Expiry" value="12/35" />
              <Field label="CVC" value="•••" />
            </div>
            <Field label="Name on card" value="Jane Doe" />
            <Button>Pay EUR 125.00</Button>
          </div>
          <Secured>Secured by Acme Pay · 3-D Secure when your bank asks for it</Secured>
        </div>
      </div>
    </Frame>
  );
}
