/**
 * The DocSearch modal with our props, loaded on demand (SearchBar's dynamic import on the first
 * hover, focus, touch, click or shortcut): DocSearch's code and styles stay out of main.js.
 * What the stock bar (@docusaurus/theme-search-algolia 3.10.2 theme/SearchBar) gave the modal is
 * given here too: contextual facet filters (language and docs version: the modal answers from
 * the version being read), the "See all N results" footer, site paths for hits, translations.
 * Ours on top: by default the modal is answered by the embedded index (the search worker, warmed
 * as the modal opens), with no preconnect to Algolia; opened results and Enter are reported to
 * analytics (consented only); Algolia's insights only after consent; a "missing results" link to
 * support; our placeholder. With Algolia configured, the modal's own Algolia client answers.
 */
import React, { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import { modalHitsPerPage, modalResultsPerGroup } from '@site/config/search';
import { searchMode as mode } from '@site/src/search/settings';
import { embeddedSearchClient } from '@site/src/search/client';
import { urls } from '@site/config/brand';
import { useConsent } from '@site/src/analytics/consent';
import { withSearchEvents } from '@site/src/analytics/searchEvents';
import { trackSearchClick } from '@site/src/analytics/tagManager';

type AlgoliaConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  insights?: boolean;
  searchPagePath?: string | false;
  searchParameters?: { facetFilters?: string[] };
};
type Hit = InternalDocSearchHit | StoredDocSearchHit;
type SearchClientLike = { addAlgoliaAgent: (segment: string, version?: string) => void };

/** The modal's props are DocSearch's; its types describe Algolia's client, ours answers the same calls. */
const Modal = DocSearchModal as unknown as ComponentType<Record<string, unknown>>;

function useNavigator(externalUrlRegex?: string) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({ itemUrl, item }: { itemUrl: string; item?: { __autocomplete_id?: number } }) {
      if (typeof item?.__autocomplete_id === 'number') trackSearchClick(item.__autocomplete_id + 1, itemUrl); // Enter
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

/** A click that the browser should handle itself: new tab or window, download, not the main button. */
function opensElsewhere(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A hit as a plain link: a click navigates inside the site (history.push, as Docusaurus's Link and
 * our navigator do) and a pointer on it preloads its page's code (as Link does), but nothing
 * happens as hits appear. Docusaurus's Link prefetched every visible hit's page (one
 * IntersectionObserver per hit, renewed on each render, and a prefetch task per hit after each
 * keystroke): most of the main thread's work between two keystrokes after the hits' own rendering.
 */
function HitLink({ hit, children }: { hit: Hit; children: React.ReactNode }) {
  const history = useHistory();
  // Analytics (consented only): the opened hit's 1-based position in the list.
  const position = '__autocomplete_id' in hit && typeof hit.__autocomplete_id === 'number' ? hit.__autocomplete_id + 1 : 0;
  const internal = hit.url.startsWith('/');
  const preload = internal ? () => void window.docusaurus.preload(hit.url) : undefined;
  return (
    <a
      href={hit.url}
      onMouseEnter={preload}
      onTouchStart={preload}
      onClick={(event) => {
        trackSearchClick(position, hit.url);
        if (!internal || opensElsewhere(event)) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
    </a>
  );
}

function ResultsFooter({ state, onClose }: { state: { query: string; context: { nbHits?: number } }; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export type SearchModalProps = { onClose: () => void; initialQuery?: string };

export default function SearchModal({ onClose, initialQuery }: SearchModalProps): React.ReactElement {
  const {
    siteConfig,
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const consent = useConsent();
  const navigator = useNavigator(algolia.externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters() as string[];
  const embedded = mode.backend === 'embedded';
  const indexUrl = mode.backend === 'embedded' ? mode.indexUrl : '';

  // The worker and the index download start as the modal opens, while the reader types.
  useEffect(() => {
    if (embedded) embeddedSearchClient(indexUrl).warm();
  }, [embedded, indexUrl]);

  const transformSearchClient = useCallback(
    (client: SearchClientLike) => {
      if (embedded) return withSearchEvents(embeddedSearchClient(indexUrl));
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client;
    },
    [embedded, indexUrl, docusaurusVersion],
  );
  // Embedded records carry site paths already; Algolia's absolute URLs become site paths.
  const transformItems = useCallback(
    (items: Hit[]) => (embedded ? items : items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) }))),
    [embedded, processSearchResultUrl],
  );
  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    return {
      hitsPerPage: modalHitsPerPage,
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch ? mergeFacetFilters(contextualFilters, configured) : configured,
    };
    // contextualFilters is a new array on every render; its content only changes with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [algolia.contextualSearch, algolia.searchParameters, JSON.stringify(contextualFilters)]);
  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: { query: string; context: { nbHits?: number } } }) {
        return <ResultsFooter state={state} onClose={onClose} />;
      },
    [onClose],
  );

  return (
    <Modal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={HitLink}
      transformSearchClient={transformSearchClient}
      {...(algolia.searchPagePath && { resultsFooterComponent })}
      searchParameters={searchParameters}
      maxResultsPerGroup={modalResultsPerGroup}
      translations={translations.modal}
      placeholder="Search docs"
      getMissingResultsUrl={({ query }: { query: string }) =>
        `${urls.contactSupport}?topic=docs-search&q=${encodeURIComponent(query)}`
      }
      // Algolia's insights (click and view events in batches of 20, DocSearch's own) only after consent.
      insights={Boolean(algolia.insights) && consent.decision === 'granted'}
    />
  );
}
