/**
 * Where the fixture builds (scripts/check/build-fixture.mjs, npm run test:specs and
 * npm run bench:large-spec) keep Rspack's persistent cache: a folder of their own, beside the
 * site's (node_modules/.cache/rspack), so that a benchmark can start from a known state (cold:
 * the folder removed, as on a clean clone or in CI; warm: a rebuild) whatever was built before,
 * and a fixture build leaves the site's cache alone. tests/fixtures/docusaurus.fixture.config.ts
 * points the bundler there; scripts/bench/bench-large-spec.mjs removes it for a cold build.
 * CommonJS: the TypeScript config and the .mjs scripts both import it.
 */
exports.fixtureBundlerCacheDir = 'node_modules/.cache/rspack-fixtures';
