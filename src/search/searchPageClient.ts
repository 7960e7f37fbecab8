/**
 * `algoliasearch/lite` as the stock search page sees it (@docusaurus/theme-search-algolia 3.10.2
 * theme/SearchPage): src/plugins/search-page-client resolves that page's import, and no other, to
 * this module. The page calls `liteClient(appId, apiKey)` on every render and drives the client
 * with algoliasearch-helper; it gets the client of the configured search mode, which never
 * rejects into the helper (searchPageStatus.ts):
 * - Embedded (default): the shared embedded client (the search worker, as the DocSearch modal
 *   does), through the adapter below.
 * - Algolia: Algolia's own lite client (this module's import of it is not aliased), imported on
 *   the first search: a chunk of its own, so that an embedded build's /search does not load it.
 *   The mode is read at run time (customFields, src/search/settings.ts), not chosen by the alias at build time: with
 *   the bundler's persistent cache, an Algolia build after an embedded one kept the embedded
 *   client (the rule's alias is not part of what invalidates the cached page module).
 */
import { searchMode as mode } from './settings';
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
          // The engine reads at most maxQueryLength characters; the page keeps a result only for its own query.
          return { ...result, query: request.query ?? '', facets: {}, hits: result.hits.map(pageHit) };
        }),
      };
    }),
  };
}

type AlgoliaLiteClient = ReturnType<(typeof import('algoliasearch/lite'))['liteClient']>;

/** Algolia's lite client, loaded with the first search; its `{ requests }` form takes the parameters flat. */
function algoliaClient(appId: string, apiKey: string): SearchClient {
  const agents: [segment: string, version?: string][] = [];
  let client: Promise<AlgoliaLiteClient> | undefined;
  const loaded = (): Promise<AlgoliaLiteClient> =>
    (client ??= import(/* webpackChunkName: "algolia-lite-client" */ 'algoliasearch/lite').then(
      ({ liteClient: lite }) => {
        const created = lite(appId, apiKey);
        for (const [segment, version] of agents) created.addAlgoliaAgent(segment, version);
        return created;
      },
      (error: unknown) => {
        client = undefined; // a chunk that failed to load: the next search tries again
        throw error;
      },
    ));
  return {
    // A chunk that cannot load fails the search like an unreachable host (searchPageStatus.ts).
    search: answeredEvenUnreachable(
      async (requests) => (await loaded()).search({ requests } as never) as unknown as Promise<{ results: PageResult[] }>,
    ),
    addAlgoliaAgent(segment, version) {
      // Each render's helper adds its agent again: keep one of each.
      if (!agents.some(([known]) => known === segment)) agents.push([segment, version]);
    },
    async clearCache() {
      if (client) await (await client).clearCache();
    },
  };
}

/** One client for the page's whole life: the stock page calls `liteClient` on every render. */
let client: SearchClient | undefined;

/** The stock page's `liteClient(appId, apiKey)`: the themeConfig's values, which the mode holds too. */
export function liteClient(appId: string, apiKey: string): SearchClient {
  client ??= mode.backend === 'algolia' ? algoliaClient(appId, apiKey) : forSearchPage(embeddedSearchClient(mode.indexUrl));
  return client;
}
