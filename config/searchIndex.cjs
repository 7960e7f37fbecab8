/**
 * The embedded search index's file name in the build: the one home of it. The search-index
 * plugin writes it, config/search.ts serves it to the browser, and the Node scripts (push,
 * benchmarks, fixture builds) read it. CommonJS, like config/testData.cjs, so .mjs scripts and
 * TypeScript import the same value.
 */
exports.searchIndexFile = 'search-index.json';

/**
 * The embedded index the browser loads (a serialised MiniSearch index and what hits display),
 * written by the search-index plugin beside the records above and fetched by the search worker.
 */
exports.searchEngineFile = 'search-engine.json';

/**
 * Whole pages ranked up or down by route prefix: the canonical page above the pages that only
 * mention a word often. Schema pages are short and named after every field, so they would
 * otherwise outrank the operation and guide that explain the same word.
 */
exports.searchBoosts = [];
exports.oldSearchBoosts = [
  ['/api/schemas', 0.45],
  ['/api', 1.3],
  ['/changelog', 0.6],
  ['/inspiration', 0.8],
];
