/**
 * Replaces @theme/SearchPage of @docusaurus/theme-search-algolia 3.10.2 (a rewrite; stock: 520 lines).
 * Changed: the stock page always queries Algolia (algoliasearch-helper with its own client). Ours
 * lists every result from the same client as the DocSearch modal (the embedded index by default,
 * Algolia when configured), reads `q` on load and writes it back as you type.
 * Why: by default there is no Algolia index; the stock page has no way to take another client.
 * Upstream (to send to facebook/docusaurus): "SearchPage: accept a search client factory (as
 * DocSearch's transformSearchClient does for the modal), so a site that answers the modal from
 * its own index can answer the search page from it too."
 * Delete when: the installed theme's SearchPage takes a custom search client; then a wrapper
 * passes it ours.
 */
import React, { useEffect, useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { SearchMode } from '@site/config/search';
import type { SearchClient } from '@site/src/search/client';
import { searchClientFor } from '@site/src/search/clientForMode';
import type { SearchHit } from '@site/src/search/types';
import styles from './styles.module.css';

const maxQueryLength = 64;
const pageSize = 20;

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; hits: SearchHit[]; nbHits: number } | { status: 'error' };

function useSearchClient(mode: SearchMode): SearchClient {
  return useMemo(() => searchClientFor(mode), [mode]);
}

/** The hit's title path: page, then section, with the engine's escaped highlight markup. */
function titleOf(hit: SearchHit): string {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  return levels.map((level) => hit._highlightResult.hierarchy[level]?.value ?? '').join(' › ');
}

function SearchPageContent(): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const client = useSearchClient(mode);
  const facetFilters = useAlgoliaContextualFacetFilters() as string[];
  const history = useHistory();
  const location = useLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q')?.slice(0, maxQueryLength) ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });

  // Read q when the URL changes (back/forward, or a link to /search?q=...).
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get('q')?.slice(0, maxQueryLength) ?? '';
    setQuery((current) => (current === fromUrl ? current : fromUrl));
  }, [location.search]);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if ((search.get('q') ?? '') !== query) {
      if (query) search.set('q', query);
      else search.delete('q');
      history.replace({ search: search.toString() ? `?${search.toString()}` : '' });
    }
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    client
      .search({
        requests: [
          {
            indexName: mode.indexName,
            query,
            hitsPerPage: pageSize * 5,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            facetFilters,
          },
        ],
      })
      .then(({ results }) => {
        const [result] = results;
        if (current && result) setState({ status: 'done', hits: result.hits, nbHits: result.nbHits });
      })
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
    // facetFilters is a new array on every render; its content only changes with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, client, mode.indexName]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <>
      <PageMetadata title={title} description="Search the Acme Pay documentation and API reference." />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search docs
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.input}
            value={query}
            maxLength={maxQueryLength}
            placeholder="Search docs"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value.slice(0, maxQueryLength))}
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'done' && state.nbHits > 0 && <p>{state.nbHits === 1 ? '1 result' : `${state.nbHits} results`}</p>}
        </div>
        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'done' && state.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results for "<strong>{query}</strong>"
            </p>
            <p>
              Try other words, or browse <Link to="/get-started">Get started</Link> and the <Link to="/api">API reference</Link>.
            </p>
          </div>
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.objectID} className={styles.result}>
                <p className={styles.section}>{hit.hierarchy.lvl0}</p>
                <Heading as="h2" className={styles.resultTitle}>
                  {/* Highlight markup comes from the engine, which escapes the indexed text first. */}
                  <Link to={hit.url} dangerouslySetInnerHTML={{ __html: titleOf(hit) }} />
                </Heading>
                {hit._snippetResult.content?.value && (
                  <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }} />
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}

/** The contextual filters read the docs preferences, which the Layout provides: render inside it. */
export default function SearchPage(): React.ReactElement {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
