/**
 * Search configuration. The DocSearch modal and /search are answered by the embedded index by
 * default; setting ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY (and optionally ALGOLIA_INDEX_NAME)
 * switches both to Algolia. Setting only one of the two is an error that names the missing one.
 */
export const defaultIndexName = 'epic-docs';
import { searchIndexFile, searchPartsDir } from './searchIndex.cjs';

export { searchIndexFile };
/** What the browser's search worker fetches first: the split index's manifest (src/search/shards.ts), its parts beside it. */
export const searchIndexPath = `/${searchPartsDir}/manifest.json`;

/**
 * Hits the DocSearch modal asks for per query (DocSearch's own default is 20). Each hit DocSearch
 * renders costs the main thread about 3 ms at 4x CPU throttling; 10 halve a query's hit-list task
 * (~35-45 ms at 4x) and take 1-3 ms off the warm keystroke-to-hits time (scripts/BENCHMARKS.md).
 * The modal shows about 7 at a time; "See all N results" opens /search with every hit.
 */
export const modalHitsPerPage = 10;

/**
 * The longest search query (the specification: "the search input is limited to 64 characters"),
 * counted as an input's `maxLength` counts (UTF-16 code units). DocSearch's modal has the same
 * limit of its own (`MAX_QUERY_SIZE`, its input's maxLength and the selected text it pre-fills);
 * everything of ours reads this one: /search (src/theme/SearchPage), the 404 page's search, and
 * the embedded engine, which searches at most this much of any query it is sent.
 */
export const maxQueryLength = 64;

/** `query` cut to `maxQueryLength`, never between the two halves of a surrogate pair. */
export function clampQuery(query: string): string {
  if (query.length <= maxQueryLength) return query;
  const cut = query.slice(0, maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export type SearchMode =
  | { backend: 'embedded'; indexName: string; indexUrl: string }
  | { backend: 'algolia'; indexName: string; appId: string; apiKey: string; insights: boolean };

export function searchMode(env: NodeJS.ProcessEnv = process.env): SearchMode {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || defaultIndexName;
  if (appId && apiKey) {
    return { backend: 'algolia', indexName, appId, apiKey, insights: env.ALGOLIA_INSIGHTS === 'true' };
  }
  if (appId || apiKey) {
    const missing = appId ? 'ALGOLIA_SEARCH_API_KEY' : 'ALGOLIA_APP_ID';
    const given = appId ? 'ALGOLIA_APP_ID' : 'ALGOLIA_SEARCH_API_KEY';
    throw new Error(
      `Search: ${given} is set but ${missing} is missing. Set both to search with Algolia, or neither to use the embedded index.`,
    );
  }
  return { backend: 'embedded', indexName, indexUrl: searchIndexPath };
}

/** themeConfig.algolia for the classic theme's search (the DocSearch modal and /search). */
export function algoliaThemeConfig(mode: SearchMode) {
  return {
    appId: mode.backend === 'algolia' ? mode.appId : 'embedded',
    apiKey: mode.backend === 'algolia' ? mode.apiKey : 'embedded',
    indexName: mode.indexName,
    contextualSearch: true,
    searchPagePath: 'search',
    insights: mode.backend === 'algolia' && mode.insights,
  };
}
