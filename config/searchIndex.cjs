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
 * Whole pages ranked up or down by route prefix: none. Issue 28 took the route boosts out (the
 * API reference up, schema pages, the changelog and the inspiration pages down): ranking comes
 * from the page's structure (src/search/engine.ts), measured on questions it was not tuned on
 * (scripts/search-eval.mjs). The hook stays for a site that must pin a page.
 */
exports.searchBoosts = [];
