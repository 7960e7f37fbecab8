#!/usr/bin/env node
/**
 * engine.search alone, in Node, for this tree's engine and the engines of earlier commits, on the
 * same questions (the evaluation set and the team's set), interleaved query by query so that a
 * busy machine slows both alike. Why: a warm-query regression seen in the browser (bench:search)
 * is split from the worker, the page and the machine's load by timing the ranking code alone; and
 * a change made for speed is shown to change no result (--same).
 * An earlier engine is that commit's whole src/search (and config/) checked out under
 * node_modules/.cache; it loads the folder's built index (search-engine.json) when it reads that
 * format, or indexes the folder's records (search-index.json) with its own code. The folder may be
 * a build or a scaled site of scripts/bench/search-scale.mjs (--dir build-scale-10).
 * A benchmark, never an assertion: prints p50/p95/max per engine. With --same, also compares the
 * first page of hits (10, everything the modal shows of each: URL, type, hierarchy, highlights,
 * snippets) and the hit count of every question between each earlier engine and this tree's, prints
 * the questions that differ and exits 1 if any does.
 *
 * Usage: node scripts/bench/bench-search-engine.mjs [--against ecc000a,HEAD] [--rounds 5] [--dir build]
 *                                                  [--same] [--slowest]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineTreeAt } from './engine-tree.mjs';
import { evaluationSet, facetFilters } from './search-eval.mjs';
import { optionReader } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = optionReader(args);
/** Earlier commits whose engine is timed beside this tree's (comma-separated). */
const against = option('against', 'ecc000a').split(',');
const rounds = Number(option('rounds', 5));
const dir = resolve(option('dir', join(root, 'build')));

const team = JSON.parse(readFileSync(join(root, 'tests/search-questions.json'), 'utf8'));
const queries = [...evaluationSet().map((item) => item.q), ...[...team.tuned, ...team.heldOut].map((item) => item.q)];

const jiti = require('jiti')(fileURLToPath(import.meta.url));
const serialised = JSON.parse(readFileSync(join(dir, 'search-engine.json'), 'utf8'));
let records;
const recordsOf = () => (records ??= JSON.parse(readFileSync(join(dir, 'search-index.json'), 'utf8')));

/** The engine of an earlier commit: its src/search and config/ in a folder of their own, beside this tree's node_modules. */
function engineAt(commit) {
  const tree = engineTreeAt(commit);
  const module = jiti(join(tree, 'src/search/engine.ts'));
  return serialised.format === module.indexFormat ? module.loadEngine(serialised) : module.createEngine(recordsOf());
}
const current = jiti(join(root, 'src/search/engine.ts')).loadEngine(serialised);

const request = (query) => ({ indexName: 'epic-docs', query, hitsPerPage: 10, facetFilters });
const engines = { ...Object.fromEntries(against.map((commit) => [commit, engineAt(commit)])), current };

if (args.includes('--same')) {
  // Everything of an answer but its timing and its random query id.
  const shown = ({ processingTimeMS, queryID, ...result }) => JSON.stringify(result);
  let differ = 0;
  for (const commit of against) {
    const changed = queries.filter(
      (query) => shown(engines[commit].search(request(query))) !== shown(current.search(request(query))),
    );
    differ += changed.length;
    console.log(
      `${commit} vs this tree, ${dir}: ${queries.length - changed.length} of ${queries.length} questions give the same first 10 hits and count`,
    );
    for (const query of changed.slice(0, 20)) console.log(`  differs: ${query}`);
  }
  if (differ) process.exitCode = 1;
}

const times = Object.fromEntries(Object.keys(engines).map((name) => [name, []]));
for (const query of queries) for (const engine of Object.values(engines)) engine.search(request(query)); // warm-up
for (let round = 0; round < rounds; round += 1) {
  for (const [at, query] of queries.entries()) {
    const names = Object.keys(engines);
    const order = names.map((_, k) => names[(k + at + round) % names.length]);
    for (const name of order) {
      const started = process.hrtime.bigint();
      engines[name].search(request(query));
      times[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
}
const pick = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
console.log(`${queries.length} questions x ${rounds} rounds, interleaved, ${serialised.docs.length} sections`);
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} p50 ${pick(sorted, 0.5).toFixed(2)} ms  p95 ${pick(sorted, 0.95).toFixed(2)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`,
  );
}
if (args.includes('--slowest')) {
  const perQuery = queries.map((query, at) => [
    query,
    Math.max(...Array.from({ length: rounds }, (_, r) => times.current[r * queries.length + at])),
  ]);
  for (const [query, ms] of perQuery.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(2)} ms  ${query}`);
}
