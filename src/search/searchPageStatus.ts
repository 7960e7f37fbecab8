/**
 * What the stock search page's client (searchPageClient.ts) shares between its two modes: the helper's requests flattened, an empty answer, and whether the index
 * could be reached, which src/theme/SearchPage reads to show "Unable to fetch results".
 *
 * The client never rejects: algoliasearch-helper turns a rejected search into an 'error' event,
 * which the stock page does not listen to (an uncaught "Uncaught, unspecified 'error' event", and
 * its spinner stays). A failed search is answered with no hits instead (the page shows no spinner
 * and no count), and its query is published here until an answer comes.
 */
import type { SearchClient } from './client';
import type { SearchRequest, SearchResult } from './types';

/** A request as algoliasearch-helper sends it: the search parameters, query included, in `params`. */
type HelperRequest = { indexName: string; params?: Record<string, unknown> };
export type PageResult = SearchResult & { facets: Record<string, Record<string, number>> };

/** The helper's requests as the embedded engine and Algolia's `{ requests }` form take them: flat. */
export function flatRequests(input: Parameters<SearchClient['search']>[0]): SearchRequest[] {
  return (Array.isArray(input) ? input : input.requests).map(
    ({ indexName, params }: HelperRequest) => ({ ...params, indexName }) as SearchRequest,
  );
}

/** A result with no hits for this request's query (the page keeps a result only for its own query). */
export function emptyResult(request: SearchRequest): PageResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    facets: {},
  };
}

/** The query of the last search that failed, or null since the last answer. */
let failedQuery: string | null = null;
const listeners = new Set<() => void>();

function publish(query: string | null): void {
  if (query === failedQuery) return;
  failedQuery = query;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the query whose search could not reach the index, or null. */
export const unreachableIndex = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  failedQuery: (): string | null => failedQuery,
  serverSnapshot: (): null => null,
};

/** The page's `search`: `answer`'s results, or empty ones (and the failure published) when it rejects. */
export function answeredEvenUnreachable(
  answer: (requests: SearchRequest[]) => Promise<{ results: PageResult[] }>,
): SearchClient['search'] {
  return async (input) => {
    const requests = flatRequests(input);
    try {
      const response = await answer(requests);
      publish(null);
      return response;
    } catch {
      publish(requests.find((request) => request.hitsPerPage !== 0)?.query ?? requests[0]?.query ?? '');
      return { results: requests.map(emptyResult) };
    }
  };
}
