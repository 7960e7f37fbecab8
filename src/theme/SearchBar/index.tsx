/**
 * Ejected from @docusaurus/theme-search-algolia 3.10.2 (theme/SearchBar) for @docsearch/react 3.9: the stock bar always
 * preconnects to Algolia's servers and always builds an Algolia client. Ours does both only when
 * Algolia is configured; by default the modal is answered by the embedded index. Ask AI (DocSearch 4) is left out.
 */
import React, { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type { SearchMode } from '@site/config/search';
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
  searchPagePath?: string | false;
  searchParameters?: { facetFilters?: string[] };
  insights?: boolean;
};

let DocSearchModal: ComponentType<DocSearchModalProps> | null = null;
function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{ DocSearchModal: Modal }]) => {
      DocSearchModal = Modal as ComponentType<DocSearchModalProps>;
    },
  );
}

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

function useSearchMode(): SearchMode {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.search as SearchMode;
}

/** Embedded: the modal's client is ours. Algolia: Algolia's client, tagged with our versions. */
function useTransformSearchClient(mode: SearchMode) {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: { addAlgoliaAgent: (segment: string, version?: string) => void }) => {
      if (mode.backend === 'embedded') {
        return withSearchEvents(embeddedSearchClient(mode.indexUrl)) as unknown as typeof searchClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [mode, docusaurusVersion],
  );
}

/** Algolia records carry absolute URLs that must become site paths; embedded records are site paths already. */
function useTransformItems(mode: SearchMode) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState(
    () => (items: InternalDocSearchHit[] | StoredDocSearchHit[]) =>
      mode.backend === 'embedded' ? items : items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
  );
  return transformItems;
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode }) {
  // Analytics (consented only): the opened hit's 1-based position in the list.
  const position = '__autocomplete_id' in hit && typeof hit.__autocomplete_id === 'number' ? hit.__autocomplete_id + 1 : 0;
  return (
    <Link to={hit.url} onClick={() => trackSearchClick(position, hit.url)}>
      {children}
    </Link>
  );
}

function ResultsFooter({ state, onClose }: { state: { query: string; context: Record<string, unknown> }; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch(props: AlgoliaConfig) {
  const mode = useSearchMode();
  const consent = useConsent();
  const navigator = useNavigator(props.externalUrlRegex);
  const contextualFacetFilters = useAlgoliaContextualFacetFilters() as string[];
  const configFacetFilters = props.searchParameters?.facetFilters ?? [];
  const searchParameters = {
    ...props.searchParameters,
    facetFilters: props.contextualSearch ? mergeFacetFilters(contextualFacetFilters, configFacetFilters) : configFacetFilters,
  };
  const transformItems = useTransformItems(mode);
  const transformSearchClient = useTransformSearchClient(mode);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);
  const openModal = useCallback(() => {
    prepareSearchContainer();
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // no duplicate key in the modal input
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useMemo(
    () =>
      ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const { contextualSearch: _contextual, externalUrlRegex: _external, searchPagePath, ...docSearchProps } = props;
  return (
    <>
      <Head>
        {/* Lets CSS hide Algolia's logo when Algolia does not answer. */}
        <html data-search-backend={mode.backend} />
      </Head>
      {mode.backend === 'algolia' && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster early: the first query is faster. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            getMissingResultsUrl={({ query }: { query: string }) =>
              `${urls.contactSupport}?topic=docs-search&q=${encodeURIComponent(query)}`
            }
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems as DocSearchModalProps['transformItems']}
            hitComponent={Hit as DocSearchModalProps['hitComponent']}
            transformSearchClient={transformSearchClient as unknown as DocSearchModalProps['transformSearchClient']}
            {...(searchPagePath && {
              resultsFooterComponent: resultsFooterComponent as DocSearchModalProps['resultsFooterComponent'],
            })}
            {...docSearchProps}
            // Algolia's insights (click and view events in batches of 20, DocSearch's own) only after consent.
            insights={Boolean(props.insights) && consent.decision === 'granted'}
            placeholder="Search docs"
            translations={translations.modal}
            searchParameters={searchParameters as DocSearchModalProps['searchParameters']}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as AlgoliaConfig)} />;
}
