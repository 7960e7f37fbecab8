#!/usr/bin/env node
/**
 * search:reindex — the search index of a finished build made again from its records
 * (build/search-index.json) with the current engine code, without building the site: what the
 * search-index plugin's postBuild writes (src/plugins/search-index writeIndex: search-engine.json
 * and the split index the worker loads). For ranking work: a change to src/search/ is served and
 * measured (eval:search --index, the build tests, bench:search) in seconds instead of a build.
 * The records themselves come from the build's HTML and the spec: after a change to extraction,
 * `--reextract` extracts them again from the build's pages with the current code (and writes
 * search-index.json too).
 *
 * Usage: node scripts/build/search-reindex.mjs [--dir build] [--reextract]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchIndexFile } from '../../config/searchIndex.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = resolve(root, at >= 0 && args[at + 1] ? args[at + 1] : 'build');
const file = join(dir, searchIndexFile);
if (!existsSync(file)) {
  console.error(`search:reindex: ${file} is missing. Run "npm run build" first.`);
  process.exit(1);
}
const { writeIndex } = require('jiti')(fileURLToPath(import.meta.url))(join(root, 'src/plugins/search-index/index.ts'));
const records = args.includes('--reextract')
  ? await (await import('../bench/search-eval.mjs')).reextract(dir)
  : JSON.parse(readFileSync(file, 'utf8'));
console.log(`search:reindex: ${await writeIndex(dir, records)}`);
