#!/usr/bin/env node
/**
 * The large-spec benchmark (npm run bench:large-spec): a spec of at least 150 operations and 700
 * schemas, assembled from the public fixture specs (../shared/fixtures/openapi, or
 * ACME_FIXTURE_SPECS) by copying each one several times under its own prefix (paths, webhook
 * events, operationIds, tags and component names; every `#/components/...` reference rewritten),
 * goes through the whole pipeline of a provider's spec (scripts/check/build-fixture.mjs: generation,
 * build, the checks that every page is there) without the Chromium pass, and the time and peak
 * memory are printed against the target: 3 minutes and 3 GB on 2 cores. The copies keep their
 * titles, so every schema shares its title with its copies: the collision handling (spec/pages.mjs)
 * is exercised at scale too.
 *
 * The build is cold by default: the fixture builds' Rspack persistent cache (config/fixtureCache.cjs)
 * is removed first, as on a clean clone or in CI. With --warm it is kept (a rebuild). Without
 * this the figure depended on what the worktree had built before: the same build peaked 3.07 GB
 * warm and 3.6-3.9 GB cold (scripts/BENCHMARKS.md, "A large provider spec").
 *
 * A benchmark, not a test: the exit status says only whether the pipeline's checks passed.
 * Usage: node scripts/bench/bench-large-spec.mjs [--operations 150] [--schemas 700] [--warm]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { dump } from 'js-yaml';
import { operationsOf, readSpec } from '../../spec/index.mjs';
import { fixtureBundlerCacheDir } from '../../config/fixtureCache.cjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const wanted = { operations: option('operations', 150), schemas: option('schemas', 700) };
const cache = args.includes('--warm') ? 'warm' : 'cold';
const target = { seconds: 180, megabytes: 3072 };
const sourceDir = process.env.ACME_FIXTURE_SPECS ?? join('..', 'shared', 'fixtures', 'openapi');
const name = 'large-assembled';
const specDir = 'build-bench-large-spec';

if (!existsSync(sourceDir)) {
  console.error(`bench-large-spec: no fixture specs at ${sourceDir} (set ACME_FIXTURE_SPECS to their folder).`);
  process.exit(1);
}
const sources = readdirSync(sourceDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => readSpec(join(sourceDir, file)));
if (sources.length === 0) {
  console.error(`bench-large-spec: ${sourceDir} holds no .yaml spec.`);
  process.exit(1);
}

/** `value` with every `#/components/<section>/<Name>` reference (and mapping) renamed with `prefix`. */
function renamed(value, prefix) {
  if (typeof value === 'string')
    return value.replace(/^#\/components\/([^/]+)\/(.+)$/, (_, section, rest) => `#/components/${section}/${prefix}${rest}`);
  if (Array.isArray(value)) return value.map((item) => renamed(item, prefix));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, prefix)]));
}

/** Copy `n` of a spec: its paths under /c<n>, events c<n>.<event>, operationIds, tags and components prefixed. */
function copyOf(spec, n) {
  const prefix = `C${n}`;
  const copy = renamed(spec, prefix);
  const operations = operationsOf(copy);
  for (const { operation } of operations) {
    if (operation.operationId) operation.operationId = `${prefix}${operation.operationId}`;
    operation.tags = (operation.tags ?? ['Other']).map((tag) => `${prefix} ${tag}`);
  }
  const components = Object.fromEntries(
    Object.entries(copy.components ?? {}).map(([section, entries]) => [
      section,
      section === 'securitySchemes'
        ? entries
        : Object.fromEntries(Object.entries(entries ?? {}).map(([key, item]) => [`${prefix}${key}`, item])),
    ]),
  );
  return {
    paths: Object.fromEntries(Object.entries(copy.paths ?? {}).map(([path, item]) => [`/c${n}${path}`, item])),
    webhooks: Object.fromEntries(
      Object.entries(copy.webhooks ?? copy['x-webhooks'] ?? {}).map(([event, item]) => [`c${n}.${event}`, item]),
    ),
    tags: (copy.tags ?? []).map((tag) => ({ ...tag, name: `${prefix} ${tag.name}` })),
    components,
  };
}

const large = {
  openapi: '3.1.0',
  info: {
    title: 'Large Assembled API',
    version: '1.0.0',
    description: `Assembled by scripts/bench/bench-large-spec.mjs from ${sources.map((spec) => spec.info.title).join(', ')}.`,
  },
  servers: sources.find((spec) => spec.servers)?.servers ?? [],
  tags: [],
  paths: {},
  webhooks: {},
  components: { schemas: {} },
};
let operationCount = 0;
let schemaCount = 0;
for (let n = 1; operationCount < wanted.operations || schemaCount < wanted.schemas; n += 1) {
  for (const spec of sources) {
    const copy = copyOf(spec, n);
    Object.assign(large.paths, copy.paths);
    Object.assign(large.webhooks, copy.webhooks);
    large.tags.push(...copy.tags);
    for (const [section, entries] of Object.entries(copy.components))
      large.components[section] = { ...large.components[section], ...entries };
    operationCount = operationsOf(large).length;
    schemaCount = Object.keys(large.components.schemas).length;
  }
}
rmSync(specDir, { recursive: true, force: true });
mkdirSync(specDir, { recursive: true });
writeFileSync(join(specDir, `${name}.yaml`), dump(large, { lineWidth: -1, noRefs: true }));
console.log(
  `bench-large-spec: ${specDir}/${name}.yaml, ${operationCount} operations and ${schemaCount} schemas from ${sources.length} fixture specs; load ${loadavg()
    .map((each) => each.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`,
);

const resultsFile = join(specDir, 'results.json');
if (cache === 'cold') rmSync(fixtureBundlerCacheDir, { recursive: true, force: true });
const run = spawnSync(process.execPath, ['scripts/check/build-fixture.mjs', name, '--skip-render', '--results', resultsFile], {
  stdio: 'inherit',
  env: { ...process.env, ACME_FIXTURE_SPECS: resolve(specDir) },
});
const [result] = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
// A build that failed has a time too: no figures are printed for it (they would read as a PASS).
if (!result?.buildSeconds || result.operations === undefined) {
  console.log('bench-large-spec: the pipeline did not finish (see above).');
  process.exit(1);
}
const seconds = result.genSeconds + result.buildSeconds;
const peak = Math.max(result.genPeakMegabytes ?? 0, result.peakMegabytes ?? 0);
console.log(
  `\nbench-large-spec (${cache} bundler cache): ${result.operations} operation pages, ${result.schemas} schema pages: generation ${result.genSeconds.toFixed(0)} s + build ${result.buildSeconds.toFixed(0)} s = ${seconds.toFixed(0)} s (target ${target.seconds} s) ${seconds <= target.seconds ? 'PASS' : 'OVER'}; peak ${peak} MB (target ${target.megabytes} MB) ${peak <= target.megabytes ? 'PASS' : 'OVER'}; build CPU ${result.cpuSeconds?.toFixed(0) ?? '?'} s; page checks ${result.failures.length === 0 ? 'passed' : `FAILED (${result.failures.length})`}; load at the end ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
process.exit(run.status ?? 1);
