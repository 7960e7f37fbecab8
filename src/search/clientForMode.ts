/**
 * The search client of the configured search mode (config/search.ts): the one place that
 * decides between the embedded index and Algolia. A module of its own so that Algolia's client
 * is bundled only where it can be used (the search page), not with the modal's embedded client.
 * The DocSearch modal needs no client in Algolia mode: the stock bar brings its own.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchMode } from '@site/config/search';
import { embeddedSearchClient, type SearchClient } from './client';

export function searchClientFor(mode: SearchMode): SearchClient {
  if (mode.backend === 'embedded') return embeddedSearchClient(mode.indexUrl);
  // Algolia's lite client answers the same multi-query requests; its types are its own.
  return liteClient(mode.appId, mode.apiKey) as unknown as SearchClient;
}
