/**
 * Search analytics of the embedded index: the modal's client, observed. Each answered query is
 * handed to trackSearch (one event after the reader pauses); nothing is recorded unless analytics
 * is configured and consented (src/analytics/tagManager.ts). Algolia's own insights are DocSearch's.
 */
import { searchEventDelayMs } from '@site/config/analytics';
import type { SearchClient } from '@site/src/search/client';
import { trackSearch } from './tagManager';

const observed = new WeakMap<SearchClient, SearchClient>();

export function withSearchEvents(client: SearchClient): SearchClient {
  let wrapped = observed.get(client);
  if (!wrapped) {
    wrapped = {
      ...client,
      async search(input) {
        const response = await client.search(input);
        const first = response.results[0];
        if (first) trackSearch(first.query, first.nbHits, searchEventDelayMs);
        return response;
      },
    };
    observed.set(client, wrapped);
  }
  return wrapped;
}
