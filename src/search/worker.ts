/**
 * The search worker: fetches the split index's manifest (built by the search-index plugin), then
 * per query only the parts its words and hits need (src/search/shards.ts), and answers the
 * DocSearch modal's multi-query requests, so neither a download's parsing nor a query ever runs
 * on the page's main thread.
 * Messages: { id, indexUrl, requests? } → { id, results } or { id, error: { name, message } };
 * without requests it only loads the index (the modal is about to open).
 */
import { loadShardedEngine, type Manifest, type ShardedEngine } from './shards';
import type { SearchRequest } from './types';

type Message = { id: number; indexUrl: string; requests?: SearchRequest[] };

const engines = new Map<string, Promise<ShardedEngine>>();

/** A part the reader's query waits for is fetched at the browser's default priority; the background load at low priority. */
async function fetchJson(url: string, background = false): Promise<unknown> {
  const response = await fetch(url, background ? { priority: 'low' } : {});
  if (!response.ok) throw new Error(`The search index ${url} answered HTTP ${response.status}.`);
  return response.json();
}

function engineFor(indexUrl: string): Promise<ShardedEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    const base = new URL(indexUrl, self.location.href);
    engine = fetchJson(base.href)
      .then((manifest) =>
        loadShardedEngine(manifest as Manifest, (name, background) => fetchJson(new URL(name, base).href, background), {
          // A reader who asked the browser to save data gets no background load (src/search/background.ts).
          prefetch: !(self.navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
        }),
      )
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
    .then(async (engine) =>
      scope.postMessage({ id, results: await Promise.all((requests ?? []).map((request) => engine.search(request))) }),
    )
    .catch((error: unknown) =>
      scope.postMessage({
        id,
        error: {
          message: error instanceof Error ? error.message : `The search index ${indexUrl} could not be loaded: ${String(error)}`,
        },
      }),
    );
};
