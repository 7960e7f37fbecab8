#!/usr/bin/env node
/**
 * postinstall: one-line fix in @docsearch/react 3.9.0's bundled autocomplete core. When a search
 * fails with a RetryError (every host, or our search index, unreachable), DocSearch sets the
 * status to "error", but autocomplete's `finally` sets it straight back to "idle", so the
 * "Unable to fetch results" screen the specification requires never shows. The fix keeps "error".
 * Idempotent; fails loudly if the installed DocSearch is not the version it was written for.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@docsearch/react/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const file = join(root, 'dist/esm/index.js');
const original = 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const patched = 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

const source = readFileSync(file, 'utf8');
if (source.includes(patched)) {
  process.exit(0);
}
if (version !== '3.9.0' || !source.includes(original)) {
  console.error(
    `patch-docsearch: @docsearch/react ${version} is not the 3.9.0 this fix was written for; review scripts/patch-docsearch.mjs.`,
  );
  process.exit(1);
}
writeFileSync(file, source.replace(original, patched));
console.log('patch-docsearch: kept the search error status in @docsearch/react 3.9.0');
