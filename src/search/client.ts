/**
 * The search client the DocSearch modal and the search page talk to. By default it is the
 * embedded engine, answered by a Web Worker (./worker.ts): the worker fetches the split index's
 * manifest and the parts each query needs (build/search-engine/), lazily, and answers Algolia's
 * multi-query requests, so the page's main thread never parses or searches it. With Algolia configured, the modal and
 * the search page use Algolia's own client instead (searchPageClient.ts for the page).
 */
import type { SearchRequest, SearchResponse, SearchResult } from './types';

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

type Reply = { id: number; results?: SearchResult[]; error?: { message: string } };
type Pending = { resolve: (results: SearchResult[]) => void; reject: (error: Error) => void };

export type EmbeddedSearchClient = SearchClient & {
  /** Starts the worker and the index download before the first query (the modal is opening). */
  warm: () => void;
};

export function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(searchIndexError(message));
    pending.clear();
    worker?.terminate();
    worker = undefined; // the next keystroke starts a new one
  };
  const workerFor = (): Worker => {
    if (worker) return worker;
    // The bundler (Rspack or webpack 5) emits the worker and its imports as a chunk of their own.
    const started = new Worker(new URL(/* webpackChunkName: "search-worker" */ './worker.ts', import.meta.url));
    started.onmessage = ({ data }: MessageEvent<Reply>) => {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if (data.error) request.reject(searchIndexError(data.error.message));
      else request.resolve(data.results ?? []);
    };
    started.onerror = (event) => {
      event.preventDefault();
      failAll(`The search worker could not run: ${event.message || 'it failed to load'}.`);
    };
    worker = started;
    return started;
  };
  const ask = (requests?: SearchRequest[]): Promise<SearchResult[]> =>
    new Promise((resolve, reject) => {
      let target: Worker;
      try {
        target = workerFor();
      } catch (error) {
        reject(searchIndexError(`The search worker could not start: ${String(error)}`));
        return;
      }
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      target.postMessage({ id: nextId, indexUrl, ...(requests && { requests }) });
    });
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      // Only what the engine reads crosses to the worker (DocSearch's requests are plain data).
      return { results: await ask(requests) };
    },
    warm() {
      ask().catch(() => {
        // A failed warm-up shows on the first query, which tries again.
      });
    },
    addAlgoliaAgent() {
      // The embedded engine has no user agent to report to.
    },
    async clearCache() {
      failAll('The search index was cleared.');
    },
  };
}

/** One client per page load, shared by the modal and the search page. */
let shared: EmbeddedSearchClient | undefined;
export function embeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  shared ??= createEmbeddedSearchClient(indexUrl);
  return shared;
}
