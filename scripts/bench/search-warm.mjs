#!/usr/bin/env node
/**
 * search-warm — bench:search's warm sequence (scripts/bench/search-queries.mjs: "refund", then the
 * 60 queries, each typed whole into the open modal) run in Node against a build's split index as
 * the search worker runs it (src/search/shards.ts, parts read from disk), split into where the
 * worker's time goes: reading and parsing the parts a query lacks, the search itself (searchCore),
 * and the answer's size as posted back to the page (JSON, about what structured clone copies).
 * Why: the browser's warm figure (input → hits in the DOM) adds the modal's own work to this; this
 * names the worker's share and the query behind it, in seconds, without a browser.
 * A benchmark, never an assertion. `--profile` writes a CPU profile (node --cpu-prof) of the
 * searches only (--rounds of the sequence on a warm engine: every part loaded by the first).
 *
 * `--against <commit>`: also asks that commit's split engine (its src/search, engine-tree.mjs) every
 * query of the sequence key by key, in step with this tree's (the same parts load in the same
 * order), and counts the answers that differ (hits, count, highlights; not the timing): a change
 * made for speed must change none. Exits 1 if any does.
 *
 * `--at <commit>` times that commit's engine instead of this tree's (the figures before a change).
 *
 * As bench:search does, the sequence waits after "refund" until the engine's background load (the
 * reader's pause: src/search/background.ts) is done; its parts are counted apart, not in any query's
 * rounds.
 *
 * `--keys`: each query of the first pass typed key by key (every keystroke asked, as a reader types),
 * with the keystrokes that fetch counted by the length of the word being typed.
 *
 * Usage: node scripts/bench/search-warm.mjs [--dir build-scale-10] [--rounds 5] [--slowest 10] [--keys] [--at main] [--against main]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchPartsDir } from '../../config/searchIndex.cjs';
import { engineTreeAt } from './engine-tree.mjs';
import { modalRequest, warmQueries } from './search-queries.mjs';
import { optionReader } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = optionReader(args);
const dir = resolve(option('dir', join(root, 'build')));
const rounds = Math.max(1, Number(option('rounds', 5)));
const slowest = Number(option('slowest', 10));
const against = option('against', '');
/** Each warm query typed key by key (a reader typing, every keystroke asked and answered), not whole (bench:search). */
const byKeys = args.includes('--keys');

/** The engine timed: this tree's, or an earlier commit's with --at (its src/search, engine-tree.mjs). */
const at = option('at', '');
const { loadShardedEngine } = jiti(join(engineTreeAt(at), 'src/search/shards.ts'));
const partsDir = join(dir, searchPartsDir);
const manifest = JSON.parse(readFileSync(join(partsDir, 'manifest.json'), 'utf8'));
let partMs = 0;
/** Fetches asked in one go (the engine's rounds: the words' parts, then a typo's, then the hits' sections). */
let batches = 0;
let batchOpen = false;
/** Parts loaded per round of the current query, by kind (t, w, d). */
let waves = [];
/** Parts the engine loads in the background (after the reader pauses), apart from any query's rounds. */
const background = [];
/** Parts loaded after an answer for the word being typed (src/search/background.ts typedStart); whether a query is being asked. */
const ahead = [];
let asking = false;
const engine = loadShardedEngine(
  manifest,
  async (name, inBackground) => {
    if (inBackground || !asking) {
      // The background load, or a part loaded ahead of the next keystroke after an answer (typedStart).
      if (!inBackground) ahead.push(name);
      const json = JSON.parse(readFileSync(join(partsDir, name), 'utf8'));
      background.push({ name, bytes: JSON.stringify(json).length });
      return json;
    }
    if (!batchOpen) {
      batchOpen = true;
      batches += 1;
      waves.push({});
      queueMicrotask(() => (batchOpen = false));
    }
    waves.at(-1)[name[0]] = (waves.at(-1)[name[0]] ?? 0) + 1;
    const started = performance.now();
    const json = JSON.parse(readFileSync(join(partsDir, name), 'utf8'));
    partMs += performance.now() - started;
    return json;
  },
  // As the worker runs it: what loads in the background once the reader pauses after an answer.
  { prefetch: true },
);

const ms = (value) => `${value.toFixed(2)} ms`;
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ask = async (query) => {
  partMs = 0;
  batches = 0;
  waves = [];
  const loadedBefore = engine.loaded().length;
  const started = performance.now();
  asking = true;
  const result = await engine.search({ ...modalRequest, query });
  asking = false;
  const took = performance.now() - started;
  const parts = engine.loaded().length - loadedBefore;
  // The next key comes later than a task: what the engine starts after an answer runs first.
  await new Promise((done) => setTimeout(done, 0));
  return {
    query,
    took,
    partMs,
    parts,
    batches,
    /** Requests one after the other if a browser sends 6 at a time to one host (HTTP/1.1). */
    serial: waves.reduce((sum, wave) => sum + Math.ceil(Object.values(wave).reduce((a, b) => a + b, 0) / 6), 0),
    waves: waves
      .map((wave) =>
        Object.entries(wave)
          .filter(([, n]) => n)
          .map(([kind, n]) => `${n} ${kind}`)
          .join(' + '),
      )
      .join(', then '),
    bytes: JSON.stringify(result).length,
    nbHits: result.nbHits,
  };
};

await ask('refund'); // the modal's first query loads the index: not a warm query
/** As bench:search after the first query: until the network is quiet (the reader pauses), so the background load, if any, is done. */
async function settle(settling) {
  let seen = -1;
  await new Promise((done) => setTimeout(done, 1100));
  while (settling.loaded().length !== seen) {
    seen = settling.loaded().length;
    await new Promise((done) => setTimeout(done, 300));
  }
}
await settle(engine);
console.log(
  `background load after the first answer: ${background.length} parts, ${(background.reduce((sum, item) => sum + item.bytes, 0) / 1000).toFixed(1)} KB raw`,
);
const first = [];
/** With --keys, every keystroke of the first pass (a query's last is also in `first`). */
const keystrokes = [];
for (const query of warmQueries) {
  if (byKeys) for (let end = 1; end < query.length; end += 1) keystrokes.push(await ask(query.slice(0, end)));
  const last = await ask(query);
  first.push(last);
  keystrokes.push(last);
}
const repeat = [];
for (let round = 0; round < rounds; round += 1) for (const query of warmQueries) repeat.push(await ask(query));

const row = (label, items) =>
  console.log(
    `${label.padEnd(46)} p50 ${ms(
      quantile(
        items.map((item) => item.took),
        0.5,
      ),
    ).padStart(9)}  p95 ${ms(
      quantile(
        items.map((item) => item.took),
        0.95,
      ),
    ).padStart(9)}  max ${ms(Math.max(...items.map((item) => item.took))).padStart(9)}`,
  );
console.log(
  `search-warm (${at || 'this tree'}): ${dir.replace(`${root}/`, '')}, ${manifest.docPage.length} sections, ${warmQueries.length} queries`,
);
row('first pass (as bench:search: parts load)', first);
row(`warm engine (${rounds} rounds, every part loaded)`, repeat);
const partTotal = first.reduce((sum, item) => sum + item.partMs, 0);
const tookTotal = first.reduce((sum, item) => sum + item.took, 0);
console.log(
  `first pass: ${first.reduce((sum, item) => sum + item.parts, 0)} parts loaded, ${ms(partTotal)} of ${ms(tookTotal)} reading and parsing them; answer size p50 ${(
    quantile(
      first.map((item) => item.bytes),
      0.5,
    ) / 1000
  ).toFixed(1)} KB, max ${(Math.max(...first.map((item) => item.bytes)) / 1000).toFixed(1)} KB`,
);
const fetching = first.filter((item) => item.batches);
console.log(
  `first pass: ${fetching.length} of ${first.length} queries fetch parts, in ${fetching.reduce((sum, item) => sum + item.batches, 0)} rounds (p95 ${quantile(
    first.map((item) => item.batches),
    0.95,
  )} a query); requests one after the other at 6 at a time (HTTP/1.1): p50 ${quantile(
    first.map((item) => item.serial),
    0.5,
  )}, p95 ${quantile(
    first.map((item) => item.serial),
    0.95,
  )} a query`,
);
if (byKeys) {
  const fetchingKeys = keystrokes.filter((item) => item.batches);
  console.log(
    `key by key: ${keystrokes.length} keystrokes, ${fetchingKeys.length} fetch parts (${keystrokes.reduce((sum, item) => sum + item.parts, 0)} parts, and ${ahead.length} more loaded ahead as a word's second letter was answered) in ${fetchingKeys.reduce((sum, item) => sum + item.batches, 0)} rounds; the last keystroke of a query: ${fetching.length} of ${first.length} fetch (in Node a part loads at once: a part loaded ahead is always ready at the next key)`,
  );
  console.log(
    `  keystrokes that fetch, by the length of the word being typed: ${JSON.stringify(
      Object.fromEntries(
        [...new Set(fetchingKeys.map((item) => item.query.split(/\s+/).at(-1).length))]
          .sort((a, b) => a - b)
          .map((length) => [length, fetchingKeys.filter((item) => item.query.split(/\s+/).at(-1).length === length).length]),
      ),
    )}`,
  );
}
console.log(`\nSlowest of the first pass (took, of which parts, parts loaded, hits, answer KB; the parts by round):`);
for (const item of [...first].sort((a, b) => b.took - a.took).slice(0, slowest))
  console.log(
    `  ${JSON.stringify(item.query).padEnd(36)} ${ms(item.took).padStart(9)} ${ms(item.partMs).padStart(9)} ${String(item.parts).padStart(4)} ${String(item.nbHits).padStart(6)} ${(item.bytes / 1000).toFixed(1).padStart(6)}  ${item.waves}`,
  );
const perQuery = new Map();
for (const item of repeat) perQuery.set(item.query, [...(perQuery.get(item.query) ?? []), item.took]);
console.log(`\nSlowest on a warm engine (median of ${rounds}):`);
for (const [query, times] of [...perQuery].sort((a, b) => quantile(b[1], 0.5) - quantile(a[1], 0.5)).slice(0, slowest))
  console.log(`  ${JSON.stringify(query).padEnd(36)} ${ms(quantile(times, 0.5)).padStart(9)}`);

if (against) {
  const fromDisk = async (name) => JSON.parse(readFileSync(join(partsDir, name), 'utf8'));
  // This tree's engine as the worker runs it (its background load after the reader's first pause), the other as it ran.
  const engines = [engineTreeAt(against), root].map((tree, at) =>
    jiti(join(tree, 'src/search/shards.ts')).loadShardedEngine(manifest, fromDisk, { prefetch: at === 1 }),
  );
  // Everything of an answer but its timing.
  const shown = ({ processingTimeMS, ...result }) => JSON.stringify(result);
  let asked = 0;
  const differ = [];
  for (const query of ['refund', ...warmQueries])
    for (let end = 1; end <= query.length; end += 1) {
      const typed = query.slice(0, end);
      const [before, after] = await Promise.all(engines.map((engine) => engine.search({ ...modalRequest, query: typed })));
      asked += 1;
      if (shown(before) !== shown(after)) differ.push(typed);
      if (typed === 'refund') await settle(engines[1]);
      // The next key comes later than a task: the parts this tree's engine loads ahead after an answer go first.
      else await new Promise((done) => setTimeout(done, 0));
    }
  console.log(
    `\n${against} vs this tree, every query key by key (${asked} keystrokes; this tree's engine loaded ${engines[1].loaded().filter((name) => name.startsWith('s')).length} display packs in the background): ${asked - differ.length} give the same answer${differ.length ? `; differ: ${differ.slice(0, 20).join(', ')}` : ''}`,
  );
  if (differ.length) process.exitCode = 1;
}
