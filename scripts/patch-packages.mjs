#!/usr/bin/env node
/**
 * postinstall (and npm test, before the build): small fixes to installed packages, each for a
 * defect of the exact version we pin, each idempotent, each failing loudly when the installed
 * version is not the one it was written for (so an upgrade is reviewed, not silently unpatched).
 *
 * 1. @docsearch/react 3.9.0: when a search fails with a RetryError (every host, or our search
 *    index, unreachable), DocSearch sets the status to "error", but autocomplete's `finally` sets
 *    it straight back to "idle", so the "Unable to fetch results" screen the specification
 *    requires never shows. The fix keeps "error".
 * 2. @docusaurus/core 3.10.2: `window.docusaurus.prefetch` (run for every internal link that
 *    scrolls into view) appends one <link rel="prefetch"> per chunk of the linked route, and the
 *    chunks every docs route shares (layout, sidebar, version data) again for each link: 635
 *    <link>s for 39 files on an API page, ~200 ms of main thread at 1x CPU. The fix prefetches
 *    each URL once.
 *
 * After changing a patch, clear the bundler cache (`npm run clear`): it treats node_modules as
 * immutable and would keep the unpatched module.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const patches = [
  {
    name: 'docsearch-error-status',
    pkg: '@docsearch/react',
    version: '3.9.0',
    file: 'dist/esm/index.js',
    original: 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    patched: 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    name: 'docusaurus-prefetch-once',
    pkg: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/prefetch.js',
    original: `export default function prefetch(url) {
    return supportedPrefetchStrategy(url).catch(() => { }); // 404s are logged to the console anyway.
}`,
    patched: `// Patched by scripts/patch-packages.mjs: each URL is prefetched once.
const prefetched = new Map();
export default function prefetch(url) {
    if (!prefetched.has(url)) {
        prefetched.set(url, supportedPrefetchStrategy(url).catch(() => { })); // 404s are logged to the console anyway.
    }
    return prefetched.get(url);
}`,
  },
];

let failed = false;
for (const { name, pkg, version, file, original, patched } of patches) {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const installed = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  if (source.includes(patched)) continue;
  if (installed !== version || !source.includes(original)) {
    console.error(
      `patch-packages: ${name}: ${pkg} ${installed} is not the ${version} this fix was written for; review scripts/patch-packages.mjs.`,
    );
    failed = true;
    continue;
  }
  writeFileSync(path, source.replace(original, patched));
  console.log(`patch-packages: ${name} applied to ${pkg} ${version}`);
}
process.exit(failed ? 1 : 0);
