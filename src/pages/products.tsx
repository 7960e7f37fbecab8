/** Products landing page: the four products, how they differ and where to start. */
import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { brand, routes } from '@site/config/brand';
import EntryCards from '@site/src/components/EntryCards';
import { products } from '@site/src/data/entryPoints';
import styles from './index.module.css';

const comparison = [
  {
    product: 'Payment Window',
    customerSees: 'A hosted payment page on checkout.acmepay.example',
    pci: 'SAQ A; with the overlay, the page that opens it must be protected against script attacks',
    effort: 'Low: one API call and a redirect',
  },
  {
    product: 'Hosted Fields',
    customerSees: 'Your checkout page, with card fields served by Acme Pay',
    pci: 'SAQ A, with the page that hosts the fields protected against script attacks (or the provider’s written confirmation)',
    effort: 'Medium: API call plus acme.js on your page',
  },
  {
    product: 'Age Verification',
    customerSees: 'An age check before the payment step',
    pci: 'SAQ A, as the Payment Window by redirect',
    effort: 'Low: one field on the session',
  },
  {
    product: 'Payment Links',
    customerSees: 'A link that opens a hosted payment page',
    pci: 'SAQ A: you still validate PCI DSS every year',
    effort: 'Low: one API call per link from your server; no checkout page',
  },
];

export default function Products(): React.ReactElement {
  return (
    <Layout
      title="Products"
      description={`The ${brand.name} products compared: Payment Window, Hosted Fields, Age Verification and Payment Links.`}
    >
      <main className={styles.main}>
        <Heading as="h1">{brand.name} products</Heading>
        <p className={styles.lead}>
          Four ways to take a payment, one API behind them. Choose by how much of the checkout you want to own; you can combine
          them on one point of sale.
        </p>
        <EntryCards items={products} headingLevel="h2" />
        <section className={styles.section} aria-labelledby="compare-heading">
          <Heading as="h2" id="compare-heading">
            At a glance
          </Heading>
          <div className="table-responsive">
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">What the customer sees</th>
                  <th scope="col">Your PCI scope</th>
                  <th scope="col">Effort</th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row) => (
                  <tr key={row.product}>
                    <th scope="row">{row.product}</th>
                    <td>{row.customerSees}</td>
                    <td>{row.pci}</td>
                    <td>{row.effort}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Still unsure? <Link to="/get-started/products">Compare the products in detail</Link> or use a{' '}
            <Link to={routes.plugins}>plugin for your shop system</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
