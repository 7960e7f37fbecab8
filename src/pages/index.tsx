/** Home page: title, tagline and the entry points to every part of the docs. */
import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { brand } from '@site/config/brand';
import EntryCards from '@site/src/components/EntryCards';
import HomeHero from '@site/src/components/HomeHero';
import { developerTools, products } from '@site/src/data/entryPoints';
import styles from './index.module.css';

export default function Home(): React.ReactElement {
  return (
    <Layout title="" description={`${brand.tagline}: guides, API reference and test data for integrating ${brand.name}.`}>
      <main>
        <HomeHero />
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="products-heading">
            <Heading as="h2" id="products-heading">
              Products
            </Heading>
            <p className={styles.lead}>Pick how your customers pay. Every product runs on the same API and the same test card.</p>
            <EntryCards items={products} />
          </section>
          <section className={styles.section} aria-labelledby="build-heading">
            <Heading as="h2" id="build-heading">
              Build and ship
            </Heading>
            <EntryCards items={developerTools} />
          </section>
        </div>
      </main>
    </Layout>
  );
}
