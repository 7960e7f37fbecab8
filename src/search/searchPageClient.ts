/**
 * `algoliasearch/lite` as the stock search page sees it (@docusaurus/theme-search-algolia 3.10.2
 * theme/SearchPage) in embedded mode: src/plugins/search-page-client resolves that page's import,
 * and no other, to this module (to searchPageClientAlgolia.ts with Algolia configured, so that
 * neither mode's /search carries the other's client). The page calls `liteClient(appId, apiKey)`
 * on every render and drives the client with algoliasearch-helper; it gets the shared embedded
 * client (the search worker, as the DocSearch modal does) through the adapter below, which never
 * rejects (searchPageStatus.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import type { SearchMode } from '@site/config/search';
import { embeddedSearchClient, type SearchClient } from './client';
import { answeredEvenUnreachable, emptyResult, type PageResult } from './searchPageStatus';
import type { SearchHit, SearchRequest } from './types';

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
    search: answeredEvenUnreachable(async (flat) => {
      const requests = flat.map((request): SearchRequest => ({ ...indexSettings, ...request }));
      // The helper's extra request per refined disjunctive facet (`language`, `docusaurus_tag`:
      // hitsPerPage 0) asks only for facet counts, which the engine does not compute and the page
      // does not show: answered with none, without a search in the worker.
      const searched = requests.filter((request) => request.hitsPerPage !== 0);
      const { results } = await client.search(searched);
      return {
        results: requests.map((request): PageResult => {
          if (request.hitsPerPage === 0) return emptyResult(request);
          const result = results[searched.indexOf(request)]!;
          // The engine reads at most 64 characters; the page keeps a result only for its own query.
          return { ...result, query: request.query ?? '', facets: {}, hits: result.hits.map(pageHit) };
        }),
      };
    }),
  };
}

let embedded: SearchClient | undefined;

/** The stock page's `liteClient(appId, apiKey)`: the embedded client ("embedded" placeholders as keys). */
export function liteClient(): SearchClient {
  const mode = siteConfig.customFields?.search as Extract<SearchMode, { backend: 'embedded' }>;
  embedded ??= forSearchPage(embeddedSearchClient(mode.indexUrl));
  return embedded;
}
