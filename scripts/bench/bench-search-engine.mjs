#!/usr/bin/env node
/**
 * engine.search alone, in Node, for this tree's engine and the engine of an earlier commit, on the
 * same questions (the evaluation set and the team's set), interleaved query by query so that a
 * busy machine slows both alike. Why: a warm-query regression seen in the browser (bench:search)
 * is split from the worker, the page and the machine's load by timing the ranking code alone.
 * The current engine loads the built index (build/search-engine.json); the earlier one indexes the
 * build's records (build/search-index.json) with its own code, as its plugin did. A benchmark,
 * never an assertion: prints p50/p95/max per engine.
 *
 * Usage: node scripts/bench/bench-search-engine.mjs [--against ecc000a,HEAD] [--rounds 5] [--dir build]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluationSet, facetFilters } from './search-eval.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
/** Earlier commits whose engine is timed beside this tree's (comma-separated). */
const against = option('against', 'ecc000a').split(',');
const rounds = Number(option('rounds', 5));
const dir = resolve(option('dir', join(root, 'build')));

const team = JSON.parse(readFileSync(join(root, 'tests/search-questions.json'), 'utf8'));
const queries = [...evaluationSet().map((item) => item.q), ...[...team.tuned, ...team.heldOut].map((item) => item.q)];

// An earlier engine, its relative imports pointed at this tree; written under node_modules/.cache
// so that its own imports (minisearch) resolve.
const jiti = require('jiti')(fileURLToPath(import.meta.url));
const records = JSON.parse(readFileSync(join(dir, 'search-index.json'), 'utf8'));
function engineAt(commit) {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const tmp = mkdtempSync(join(root, 'node_modules/.cache/engine-'));
  const source = execFileSync('git', ['show', `${commit}:src/search/engine.ts`], { cwd: root, encoding: 'utf8' })
    .replaceAll("from './", `from '${join(root, 'src/search')}/`)
    .replaceAll("from '../../", `from '${root}/`);
  writeFileSync(join(tmp, 'engine.ts'), source);
  try {
    return jiti(join(tmp, 'engine.ts')).createEngine(records);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
const current = jiti(join(root, 'src/search/engine.ts')).loadEngine(
  JSON.parse(readFileSync(join(dir, 'search-engine.json'), 'utf8')),
);

const request = (query) => ({ indexName: 'epic-docs', query, hitsPerPage: 10, facetFilters });
const engines = { ...Object.fromEntries(against.map((commit) => [commit, engineAt(commit)])), current };
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
const pick = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
console.log(`${queries.length} questions x ${rounds} rounds, interleaved`);
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} p50 ${pick(sorted, 0.5).toFixed(2)} ms  p95 ${pick(sorted, 0.95).toFixed(2)} ms  max ${sorted.at(-1).toFixed(2)} ms`,
  );
}
if (args.includes('--slowest')) {
  const perQuery = queries.map((query, at) => [
    query,
    Math.max(...Array.from({ length: rounds }, (_, r) => times.current[r * queries.length + at])),
  ]);
  for (const [query, ms] of perQuery.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(2)} ms  ${query}`);
}
