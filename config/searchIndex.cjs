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
 * The same index split by term (src/search/shards.ts), in this folder: manifest.json and the parts
 * a query loads. The browser's search worker reads this one; search-engine.json stays for the
 * scripts and tests that want the whole index at once.
 */
exports.searchPartsDir = 'search-engine';
