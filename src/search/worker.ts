/**
 * The search worker: fetches the serialised index (built by the search-index plugin), loads it
 * with MiniSearch (no indexing in the browser) and answers the DocSearch modal's multi-query
 * requests, so neither the download's parsing nor a query ever runs on the page's main thread.
 * Messages: { id, indexUrl, requests? } → { id, results } or { id, error: { name, message } };
 * without requests it only loads the index (the modal is about to open).
 */
import { loadEngine, type Engine, type SerialisedIndex } from './engine';
import type { SearchRequest } from './types';

type Message = { id: number; indexUrl: string; requests?: SearchRequest[] };

const engines = new Map<string, Promise<Engine>>();

function engineFor(indexUrl: string): Promise<Engine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The search index ${indexUrl} answered HTTP ${response.status}.`);
        return loadEngine((await response.json()) as SerialisedIndex);
      })
      .catch((error: unknown) => {
        engines.delete(indexUrl); // the next query tries again
        throw error;
      });
    engines.set(indexUrl, engine);
  }
  return engine;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Message>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = ({ data: { id, indexUrl, requests } }) => {
  engineFor(indexUrl)
    .then((engine) => scope.postMessage({ id, results: requests?.map((request) => engine.search(request)) ?? [] }))
    .catch((error: unknown) =>
      scope.postMessage({
        id,
        error: {
          message: error instanceof Error ? error.message : `The search index ${indexUrl} could not be loaded: ${String(error)}`,
        },
      }),
    );
};
