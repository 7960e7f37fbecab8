/**
 * The embedded search index's file name in the build: the one home of it. The search-index
 * plugin writes it, config/search.ts serves it to the browser, and the Node scripts (push,
 * benchmarks, fixture builds) read it. CommonJS, like config/testData.cjs, so .mjs scripts and
 * TypeScript import the same value.
 */
exports.searchIndexFile = 'search-index.json';
