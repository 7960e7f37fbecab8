/**
 * `algoliasearch/lite` as the stock search page sees it with Algolia configured (see
 * searchPageClient.ts for embedded mode; src/plugins/search-page-client picks one at build time):
 * Algolia's own lite client (this module's import is not aliased: it gets the real package),
 * whose search never rejects into the page's helper (searchPageStatus.ts).
 */
import { liteClient as algoliaLiteClient } from 'algoliasearch/lite';
import type { SearchClient } from './client';
import { answeredEvenUnreachable, type PageResult } from './searchPageStatus';

export function liteClient(appId: string, apiKey: string): SearchClient {
  const client = algoliaLiteClient(appId, apiKey);
  // Algolia's `{ requests }` form takes the parameters flat; its types are its own.
  const search = answeredEvenUnreachable(
    (requests) => client.search({ requests } as never) as unknown as Promise<{ results: PageResult[] }>,
  );
  return Object.assign(Object.create(client) as SearchClient, { search });
}
