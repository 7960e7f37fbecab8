/**
 * Replaces @theme/NotFound/Content of @docusaurus/theme-classic 3.10.2 (our own content, no upstream
 * code; the classic theme lists this component as safe to swizzle for exactly this).
 *
 * Changed: the stock text only blames the linking site; ours helps the reader on with search,
 * home and getting started, and sets the title and description that unknown paths under the docs
 * route would otherwise lack (search results and link previews of a dead link show them).
 * Why: a wrapper could add to the stock text but not replace it. Upstream: nothing to send.
 * Delete when: the site is content with the stock 404 text.
 */
import React from 'react';
import { maxQueryLength } from '@site/config/search';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { brand, routes } from '@site/config/brand';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): React.ReactElement {
  return (
    <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
      {/* Unknown paths under the docs' base route render this content without the NotFound page's metadata. */}
      <PageMetadata
        title="Page Not Found"
        description={`This page of the ${brand.name} developer documentation does not exist. Search the docs, or start again from the home page or Get started.`}
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1">Page Not Found</Heading>
      <p>We could not find that page. It may have moved when the docs were reorganised, or the link has a typo.</p>
      <form className={styles.search} action={routes.search} method="get" role="search">
        <label htmlFor="not-found-search">Search the documentation</label>
        <div className={styles.searchRow}>
          <input id="not-found-search" name="q" type="search" maxLength={maxQueryLength} placeholder="Search docs" />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={routes.home}>Documentation home</Link>
        </li>
        <li>
          <Link to={routes.getStarted}>Get started</Link>
        </li>
        <li>
          <Link to={routes.api}>API reference</Link>
        </li>
        <li>
          <Link to={routes.testCards}>Test cards</Link>
        </li>
      </ul>
    </main>
  );
}
