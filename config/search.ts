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
 * Hits the modal shows per group (lvl0: "Get started", "Products", "API reference"…; DocSearch's
 * `maxResultsPerGroup`, default 5): with 5, one group's hits fill the first screen ("subscription"
 * showed three API reference pages); with 2, the third hit is the best of another kind of page
 * (the concept page that explains a subscription). Chosen on the tuning half's judged labels
 * (issue 28; the figures in scripts/BENCHMARKS.md). scripts/bench/search-eval.mjs groups hits the same way.
 */
export const modalResultsPerGroup = 2;

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

/**
 * The search mode as the browser receives it (siteConfig.customFields.search, written by
 * docusaurus.config.ts from searchMode()), checked: a wrong shape stops the build (the search bar
 * is rendered on every page) with a message naming the field, instead of a search bar that
 * breaks on the first keystroke. src/search/settings.ts is the one reader in the browser.
 */
export function searchModeFromConfig(value: unknown): SearchMode {
  const where = 'siteConfig.customFields.search';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where} must be an object set by config/search.ts searchMode(); got ${describe(value)}.`);
  }
  const fields = value as Record<string, unknown>;
  const text = (name: string): string => {
    const field = fields[name];
    if (typeof field !== 'string' || field.trim() === '') {
      throw new Error(
        `${where}.${name} must be a non-empty string for the ${String(fields.backend)} backend; got ${describe(field)}.`,
      );
    }
    return field;
  };
  if (fields.backend === 'embedded') {
    return { backend: 'embedded', indexName: text('indexName'), indexUrl: text('indexUrl') };
  }
  if (fields.backend === 'algolia') {
    const { insights } = fields;
    if (typeof insights !== 'boolean') {
      throw new Error(`${where}.insights must be true or false for the algolia backend; got ${describe(insights)}.`);
    }
    return { backend: 'algolia', indexName: text('indexName'), appId: text('appId'), apiKey: text('apiKey'), insights };
  }
  throw new Error(`${where}.backend must be "embedded" or "algolia"; got ${describe(fields.backend)}.`);
}

/** A value as a message shows it: short, and a string in quotes. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  const shown = typeof value === 'object' && value !== null ? 'an object' : JSON.stringify(value);
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
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
