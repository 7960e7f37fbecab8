/**
 * The search client the DocSearch modal and the search page talk to. By default it is the
 * embedded engine: the index (build/search-index.json) is fetched once, lazily, on the first
 * query, and answers Algolia's multi-query requests in the browser. With Algolia configured,
 * the same callers get Algolia's own lite client instead.
 */
import type { Engine } from './engine';
import type { SearchRequest, SearchResponse, SearchRecord } from './types';

export type SearchClient = {
  search: (input: { requests: SearchRequest[] } | SearchRequest[]) => Promise<SearchResponse>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache?: () => Promise<void>;
};

/**
 * An index that cannot be fetched fails like Algolia's client when every host is unreachable:
 * an error named "RetryError", which DocSearch shows as its "Unable to fetch results" screen.
 */
export function searchIndexError(message: string): Error {
  const error = new Error(message);
  error.name = 'RetryError';
  return error;
}
const isSearchIndexError = (error: unknown): error is Error => error instanceof Error && error.name === 'RetryError';

export function createEmbeddedSearchClient(indexUrl: string): SearchClient {
  let engine: Promise<Engine> | undefined;
  const loadEngine = (): Promise<Engine> => {
    // The engine's code (MiniSearch) is fetched with the index, on the first query, not with the page.
    engine ??= Promise.all([fetch(indexUrl), import(/* webpackChunkName: "search-engine" */ './engine')])
      .then(async ([response, { createEngine }]) => {
        if (!response.ok) throw searchIndexError(`The search index ${indexUrl} answered HTTP ${response.status}.`);
        return createEngine((await response.json()) as SearchRecord[]);
      })
      .catch((error: unknown) => {
        engine = undefined; // the next keystroke tries again
        throw isSearchIndexError(error)
          ? error
          : searchIndexError(`The search index ${indexUrl} could not be loaded: ${String(error)}`);
      });
    return engine;
  };
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const loaded = await loadEngine();
      return { results: requests.map((request) => loaded.search(request)) };
    },
    addAlgoliaAgent() {
      // The embedded engine has no user agent to report to.
    },
    async clearCache() {
      engine = undefined;
    },
  };
}

/** One client per page load, shared by the modal and the search page. */
let shared: SearchClient | undefined;
export function embeddedSearchClient(indexUrl: string): SearchClient {
  shared ??= createEmbeddedSearchClient(indexUrl);
  return shared;
}
