/**
 * `algoliasearch/lite` as the stock search page sees it (@docusaurus/theme-search-algolia 3.10.2
 * theme/SearchPage): src/plugins/search-page-client resolves that page's import, and no other, to
 * this module. The page calls `liteClient(appId, apiKey)` on every render and drives the client
 * with algoliasearch-helper; it gets the client of the configured search mode (clientForMode.ts),
 * as the DocSearch modal does:
 * - Algolia: Algolia's own lite client (clientForMode.ts imports the real package: the alias
 *   applies to the page's file only).
 * - Embedded (default): the shared embedded client (the search worker), through the adapter below.
 */
import siteConfig from '@generated/docusaurus.config';
import type { SearchMode } from '@site/config/search';
import type { SearchClient } from './client';
import { searchClientFor } from './clientForMode';
import type { SearchHit, SearchRequest, SearchResult } from './types';

/** A request as algoliasearch-helper sends it: the search parameters, query included, in `params`. */
type HelperRequest = { indexName: string; params?: Record<string, unknown> };
type PageResult = SearchResult & { facets: Record<string, Record<string, number>> };

/**
 * What a DocSearch index's settings give the page on Algolia: highlights in the class the page
 * renames to its styled `search-result-match`, and a snippet of the text (30 words: a results
 * page has room for more than the modal's 10).
 */
const indexSettings = {
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  attributesToSnippet: ['content:30'],
  snippetEllipsisText: '…',
};

/**
 * The helper's extra request per refined disjunctive facet (`language`, `docusaurus_tag`:
 * hitsPerPage 0) asks only for facet counts, which the engine does not compute and the page does
 * not show: answered here with none, without a search in the worker.
 */
function facetCounts(request: SearchRequest): PageResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    facets: {},
  };
}

/** A hit as the page renders it: an absolute URL, and a text snippet only for a hit in the text. */
function pageHit(hit: SearchHit): SearchHit {
  const { content, ...headings } = hit._snippetResult;
  return {
    ...hit,
    // The page turns Algolia's absolute URLs into site paths (useSearchResultUrlProcessor: `new URL(url)`).
    url: new URL(hit.url, window.location.href).href,
    // The page shows any snippet of content, followed by "...": none for a heading, no second ellipsis.
    _snippetResult:
      hit.content && content ? { ...headings, content: { ...content, value: content.value.replace(/…$/, '') } } : headings,
  };
}

function forSearchPage(client: SearchClient): SearchClient {
  return {
    ...client,
    async search(input) {
      const requests = (Array.isArray(input) ? input : input.requests).map(
        ({ indexName, params }: HelperRequest) => ({ ...indexSettings, ...params, indexName }) as SearchRequest,
      );
      const searched = requests.filter((request) => request.hitsPerPage !== 0);
      const { results } = await client.search(searched);
      return {
        results: requests.map((request): PageResult => {
          if (request.hitsPerPage === 0) return facetCounts(request);
          const result = results[searched.indexOf(request)]!;
          // The engine reads at most 64 characters; the page keeps a result only for its own query.
          return { ...result, query: request.query ?? '', facets: {}, hits: result.hits.map(pageHit) };
        }),
      };
    },
  };
}

let embedded: SearchClient | undefined;

/** The stock page's `liteClient(appId, apiKey)`: the themeConfig's values, which the mode holds too. */
export function liteClient(appId: string, apiKey: string): SearchClient {
  const mode = siteConfig.customFields?.search as SearchMode;
  if (mode.backend === 'algolia') return searchClientFor({ ...mode, appId, apiKey });
  embedded ??= forSearchPage(searchClientFor(mode));
  return embedded;
}
