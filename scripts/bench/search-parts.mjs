#!/usr/bin/env node
/**
 * search-parts — which parts of the split index (src/search/shards.ts) a question typed key by key
 * loads, and their size gzip, in Node: the first query's transfer of bench:search estimated in
 * seconds, without a browser, for this tree's engine or an earlier commit's (its src/search and
 * config/ checked out under node_modules/.cache, its own index built from the folder's records and
 * split in memory). Why: a change to the ranking can make a keystroke read words whose parts it
 * did not load before (issue 28, ask 3: the 10x transfer went from 93 to 277 KB that way); this
 * names the keystroke and the parts. Every keystroke is asked (the browser may skip some), so the
 * figure is an upper bound of bench:search's. Parts only: the manifest is counted once, the
 * worker's code is not.
 *
 * Usage: node scripts/bench/search-parts.mjs [--dir build-scale-10] [--query "capture payment"]
 *                                            [--at 0e8ac62,HEAD] [--whole (the question only, not key by key)]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { searchIndexFile } from '../../config/searchIndex.cjs';
import { engineTreeAt } from './engine-tree.mjs';
import { optionReader } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = optionReader(args);
const dir = resolve(option('dir', join(root, 'build')));
const query = option('query', 'capture payment');
const commits = option('at', '').split(',').filter(Boolean);
const keyByKey = !args.includes('--whole');

const records = JSON.parse(readFileSync(join(dir, searchIndexFile), 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

for (const commit of commits.length ? commits : ['']) {
  const tree = engineTreeAt(commit);
  // Earlier trees kept buildIndex in engine.ts.
  const builder = existsSync(join(tree, 'src/search/buildIndex.ts')) ? 'buildIndex.ts' : 'engine.ts';
  const { buildIndex } = jiti(join(tree, 'src/search', builder));
  const { splitIndex, loadShardedEngine } = jiti(join(tree, 'src/search/shards.ts'));
  const { manifest, parts } = splitIndex(buildIndex(records));
  const size = (name) => gzipSync(JSON.stringify(parts.get(name))).length;
  const engine = loadShardedEngine(manifest, async (name) => JSON.parse(JSON.stringify(parts.get(name))));
  let total = gzipSync(JSON.stringify(manifest)).length;
  console.log(`\n${commit || 'this tree'} on ${dir} (${parts.size} parts), manifest ${kb(total)}`);
  const steps = keyByKey ? [...query].map((_, at) => query.slice(0, at + 1)) : [query];
  let before = new Set();
  for (const typed of steps) {
    await engine.search({ indexName: 'i', query: typed, hitsPerPage: 20 });
    const loaded = engine.loaded().filter((name) => !before.has(name));
    const bytes = loaded.reduce((sum, name) => sum + size(name), 0);
    total += bytes;
    const kinds = ['t', 'w', 'd'].map((kind) => `${kind}: ${loaded.filter((name) => name.startsWith(kind)).length}`);
    console.log(
      `  ${JSON.stringify(typed).padEnd(22)} ${String(loaded.length).padStart(4)} parts ${kb(bytes).padStart(9)}  (${kinds.join(', ')})`,
    );
    before = new Set(engine.loaded());
  }
  console.log(`  total: ${before.size} parts, ${kb(total)} gzip with the manifest`);
}
