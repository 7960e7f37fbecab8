/** The home page hero: site title, tagline, the two first steps and a first API call. */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { brand, routes, testCredentials, urls } from '@site/config/brand';
import styles from './styles.module.css';

const firstCall = `curl ${urls.apiSandbox}/v1/sessions \\
  -H "Authorization: Bearer ${testCredentials.apiKey}" \\
  -H "Idempotency-Key: 5f1c0e0a-order-1042" \\
  -H "Content-Type: application/json" \\
  -d '{"pointOfSaleId": "${testCredentials.pointOfSaleId}",
       "amount": 12500, "currency": "EUR",
       "orderId": "order-1042",
       "integration": "payment_window"}'`;

export default function HomeHero(): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <Heading as="h1" className={styles.title}>
            {brand.siteTitle}
          </Heading>
          <p className={styles.tagline}>{brand.tagline}</p>
          <p className={styles.pitch}>
            Accept cards, Apple Pay and Google Pay with a hosted payment page, card fields inside your own checkout, or a link you
            send to your customer. Start in the sandbox with a test key; nothing is charged.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={routes.getStarted}>
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to={routes.api}>
              API reference
            </Link>
          </div>
        </div>
        <figure className={styles.sample}>
          <figcaption className={styles.caption}>Create a payment session in the sandbox</figcaption>
          <pre className={styles.code} tabIndex={0}>
            <code>{firstCall}</code>
          </pre>
        </figure>
      </div>
    </header>
  );
}
