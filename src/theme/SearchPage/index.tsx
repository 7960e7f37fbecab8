/**
 * SearchPage wrapper: the stock page of @docusaurus/theme-search-algolia 3.10.2, answered by the
 * search client of the configured mode (the embedded index by default, Algolia when configured):
 * src/plugins/search-page-client gives the page's `liteClient` import our client. The "Powered by
 * Algolia" link is hidden by CSS when the embedded index answers (src/css/custom.css).
 * Added here:
 * - the page's own meta description (the stock page sets only a title; every route has a
 *   description of its own, tests/build/seo.spec.ts), rendered after the page so that it replaces
 *   the site's default;
 * - an accessible name for the stock page's version select (one per versioned docs plugin: the
 *   API reference's versions), which has none (axe `select-name`, critical). Upstream (to send to
 *   facebook/docusaurus): "SearchPage: the docs version <select> has no label; give it an
 *   aria-label (translatable)". Delete the effect when the installed page names it.
 * - "Unable to fetch results" (the DocSearch modal's error screen, same texts) when the search for
 *   the current query could not reach the index (src/search/searchPageStatus.ts): the stock page
 *   has no error state, and gets no hits from our client instead of an error; its "No results
 *   were found" is hidden meanwhile (./styles.module.css). Upstream: "SearchPage: show an error
 *   when the search fails (listen to the helper's 'error' event)".
 * - the specification's limit on the query (`maxQueryLength`, 64 characters, as in the modal): the
 *   stock input takes any length and the page shows and searches whatever `q` the URL holds (5,000
 *   characters filled the input and the heading). The input gets the limit as `maxLength`, and a
 *   longer `q` is cut in the URL before the page paints or searches it (its search waits 300 ms and
 *   reads the query then). Upstream: "SearchPage: limit the query like DocSearch's modal
 *   (MAX_QUERY_SIZE, 64): maxLength on the input and the query string read cut to it". Delete
 *   `useQueryLimit` when the installed page does both.
 */
import React, { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import { PageMetadata, useSearchQueryString } from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';
import { brand } from '@site/config/brand';
import { clampQuery, maxQueryLength } from '@site/config/search';
import { unreachableIndex } from '@site/src/search/searchPageStatus';
import styles from './styles.module.css';

/** The modal's error screen, under the stock page's form while the index cannot be reached. */
function UnreachableIndex(): React.ReactElement | null {
  const [query] = useSearchQueryString();
  const failedQuery = useSyncExternalStore(
    unreachableIndex.subscribe,
    unreachableIndex.failedQuery,
    unreachableIndex.serverSnapshot,
  );
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    // The stock page's column (its heading, form, count and results): rendered with the page.
    setContainer(document.querySelector('.container > form')?.parentElement ?? null);
  }, []);
  if (!container || !query || failedQuery !== query) return null;
  // theme-search-algolia's SearchTranslations defines both (its types say "maybe": DocSearch's props).
  const { titleText, helpText } = translations.modal!.errorScreen!;
  return createPortal(
    <div className={styles.unreachable} role="alert">
      <p className={styles.unreachableTitle}>{titleText}</p>
      <p>{helpText}</p>
    </div>,
    container,
  );
}

/** Keeps the page's query within `maxQueryLength`: typed into its input, or given in the URL. */
function useQueryLimit(): void {
  const [query, setQuery] = useSearchQueryString();
  // A layout effect: the cut query replaces the URL's before the browser paints the long one.
  useLayoutEffect(() => {
    const clamped = clampQuery(query);
    if (clamped !== query) setQuery(clamped);
  }, [query, setQuery]);
  useEffect(() => {
    // The stock page renders its input with the page; React does not manage this attribute.
    const input = document.querySelector<HTMLInputElement>('.container > form input[name="q"]');
    if (input) input.maxLength = maxQueryLength;
  }, []);
}

export default function SearchPageWrapper(): React.ReactElement {
  useQueryLimit();
  useEffect(() => {
    // The stock page renders its form's selects with the page; React does not manage this attribute.
    for (const select of document.querySelectorAll('.container > form select:not([aria-label])')) {
      select.setAttribute('aria-label', 'Version to search');
    }
  }, []);
  return (
    <>
      <SearchPage />
      <UnreachableIndex />
      <PageMetadata description={`Search the ${brand.name} documentation and API reference.`} />
    </>
  );
}
