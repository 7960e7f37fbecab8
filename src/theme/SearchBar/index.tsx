/**
 * The classic search bar (@docusaurus/theme-search-algolia 3.10.2 theme/SearchBar with
 * @docsearch/react 3.9), given our props: by default the DocSearch modal is answered by the
 * embedded index (its search client replaces Algolia's), and then no preconnect to Algolia's
 * servers (`preconnect={false}`, patches/@docusaurus+theme-search-algolia+3.10.2.patch). In both
 * modes: opened results and Enter are reported to analytics (consented only), Algolia's insights
 * only after consent, a "missing results" link to support, and our placeholder.
 */
import React, { useCallback, useState, type ComponentType } from 'react';
import type { InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import type { SearchMode } from '@site/config/search';
import { embeddedSearchClient } from '@site/src/search/client';
import { urls } from '@site/config/brand';
import { useConsent } from '@site/src/analytics/consent';
import { withSearchEvents } from '@site/src/analytics/searchEvents';
import { trackSearchClick } from '@site/src/analytics/tagManager';

/** The stock SearchBar passes its props on to DocSearch and the modal (they override themeConfig.algolia). */
const SearchBar = OriginalSearchBar as unknown as ComponentType<Record<string, unknown>>;

type AlgoliaConfig = { externalUrlRegex?: string; insights?: boolean };
type Hit = InternalDocSearchHit | StoredDocSearchHit;

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

function HitLink({ hit, children }: { hit: Hit; children: React.ReactNode }) {
  // Analytics (consented only): the opened hit's 1-based position in the list.
  const position = '__autocomplete_id' in hit && typeof hit.__autocomplete_id === 'number' ? hit.__autocomplete_id + 1 : 0;
  return (
    <Link to={hit.url} onClick={() => trackSearchClick(position, hit.url)}>
      {children}
    </Link>
  );
}

/** Embedded records carry site paths already (Algolia's absolute URLs are the stock bar's to rewrite). */
const sitePathItems = (items: Hit[]): Hit[] => items;

export default function SearchBarWrapper(): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const consent = useConsent();
  const navigator = useNavigator(algolia.externalUrlRegex);
  const embedded = mode.backend === 'embedded';
  const indexUrl = embedded ? mode.indexUrl : '';
  // Embedded: the modal's client is ours. Algolia: the stock bar's (Algolia's, tagged with our versions).
  const transformSearchClient = useCallback(() => withSearchEvents(embeddedSearchClient(indexUrl)), [indexUrl]);
  return (
    <>
      <Head>
        {/* Lets CSS hide Algolia's logo when Algolia does not answer. */}
        <html data-search-backend={mode.backend} />
      </Head>
      <SearchBar
        {...(embedded && { preconnect: false, transformSearchClient, transformItems: sitePathItems })}
        navigator={navigator}
        hitComponent={HitLink}
        getMissingResultsUrl={({ query }: { query: string }) =>
          `${urls.contactSupport}?topic=docs-search&q=${encodeURIComponent(query)}`
        }
        // Algolia's insights (click and view events in batches of 20, DocSearch's own) only after consent.
        insights={Boolean(algolia.insights) && consent.decision === 'granted'}
        placeholder="Search docs"
      />
    </>
  );
}
