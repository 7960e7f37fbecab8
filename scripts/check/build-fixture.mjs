#!/usr/bin/env node
/**
 * The API pipeline on specs other than ours (npm run test:specs): for each fixture spec of
 * tests/fixtures/openapi/ and ../shared/fixtures/openapi/ (or those named), generates the reference into its own folder
 * (generated/fixtures/<name>/api, never the site's generated/api), builds the API reference alone
 * (tests/fixtures/docusaurus.fixture.config.ts) into build-fixture-<name>, and checks:
 *
 * - every page of the spec is a route (none lost, one for each operation, webhook and schema, the
 *   heading of each the title pages.json gives), every API page renders in Chromium (served
 *   with the build's security headers) with no console error, no page error and a heading;
 * - every search record and every llms.txt entry points to a page that exists, and every API
 *   page has its Markdown twin;
 * - the link check passes, and the Content-Security-Policy lets the explorer reach the spec's servers;
 * - and it prints the build's time and peak memory (the whole process tree's RSS, polled) against
 *   the limits, PASS or FAIL: a benchmark figure, not part of the exit status.
 *
 * Usage: node scripts/check/build-fixture.mjs [name ...] [--skip-build] [--skip-render] [--results <file.json>]
 *        [--port 3230 (the first port tried)]
 * Exit status: 0 when every check of every fixture passes, 1 otherwise (the failures are listed).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir, availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../config/chromium.mjs';
import { checkLinks } from './check-links.mjs';
import { operationsOf, readSpec } from '../../spec/index.mjs';
import { searchIndexFile } from '../../config/searchIndex.cjs';

/**
 * Where the fixture specs are: our own edge cases in tests/fixtures/openapi, and the public specs
 * of a real provider, read where the workplace keeps them (../shared/fixtures/openapi, not copied
 * into the project, as its README asks; ACME_FIXTURE_SPECS names another folder).
 */
const fixtureDirs = [
  'tests/fixtures/openapi',
  process.env.ACME_FIXTURE_SPECS ?? join('..', 'shared', 'fixtures', 'openapi'),
].filter((dir) => existsSync(dir));
const specPathOf = (name) => {
  for (const dir of fixtureDirs)
    for (const ext of ['yaml', 'yml']) if (existsSync(join(dir, `${name}.${ext}`))) return join(dir, `${name}.${ext}`);
  return undefined;
};
const fixtureConfig = 'tests/fixtures/docusaurus.fixture.config.ts';
/** Limits of a fixture build (issue 15): the largest real spec must build in 2 minutes under 2.5 GB. */
const limits = { buildSeconds: 120, peakMegabytes: 2560 };

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const skipBuild = args.includes('--skip-build');
/** --skip-render: no Chromium pass (the large-spec benchmark, scripts/bench/bench-large-spec.mjs, times the build only). */
const skipRender = args.includes('--skip-render');
/** --results <file>: each fixture's figures and failures as JSON, for a benchmark to read. */
const resultsFile = option('results', '');
let port = Number(option('port', '3230'));
const optionValues = new Set([option('port', ''), resultsFile].filter(Boolean));
const named = args.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const available = fixtureDirs
  .flatMap((dir) => readdirSync(dir).filter((file) => /\.ya?ml$/.test(file)))
  .map((file) => file.replace(/\.ya?ml$/, ''))
  .sort();
if (fixtureDirs.length < 2)
  console.warn(
    'build-fixture: ../shared/fixtures/openapi is not here (set ACME_FIXTURE_SPECS): only our own edge-case spec is built.',
  );
const unknown = named.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(
    `build-fixture: no fixture ${unknown.join(', ')} in ${fixtureDirs.join(', ')} (there are: ${available.join(', ')})`,
  );
  process.exit(1);
}
const fixtures = named.length > 0 ? named : available;

/** Every process under pid (itself included), from /proc. */
function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const out = [];
  const walk = (id) => {
    out.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(pid);
  return out;
}

/** Resident memory of a process tree, in kB. */
function treeRss(pid) {
  let total = 0;
  for (const id of processTree(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return total;
}

/**
 * Runs a command with env, its output kept (printed when it fails). Returns the exit code, the
 * seconds it took and the peak RSS of its process tree (polled every 250 ms) in MB.
 */
function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    // GNU time, when installed, adds the CPU seconds (the wall time depends on the machine's load).
    const timed = existsSync('/usr/bin/time');
    const timeFile = join(tmpdir(), `build-fixture-${process.pid}-${Math.random().toString(36).slice(2)}.time`);
    const child = timed
      ? spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...commandArgs], {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const poll = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('close', (code) => {
      clearInterval(poll);
      let cpuSeconds;
      if (timed && existsSync(timeFile)) {
        const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
        cpuSeconds = user + system;
        rmSync(timeFile, { force: true });
      }
      resolve({
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds,
        peakMegabytes: Math.round(peak / 1024),
        output,
      });
    });
  });
}

/** The routes a build serves (routes.txt, written by src/plugins/route-list). */
const readRoutes = (outDir) => new Set(readFileSync(join(outDir, 'routes.txt'), 'utf8').split('\n').filter(Boolean));

/** The first port from `from` on that nothing listens on (another build's server may hold --port). */
async function freePort(from) {
  for (let candidate = from; candidate < from + 50; candidate += 1) {
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error(`no free port from ${from} to ${from + 49}`);
}

/** Starts scripts/ops/serve.mjs on the build and waits until it answers with this build's routes. */
async function serve(outDir) {
  port = await freePort(port);
  const expected = readFileSync(join(outDir, 'routes.txt'), 'utf8');
  const server = spawn(process.execPath, ['scripts/ops/serve.mjs', '--port', String(port), '--dir', outDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk) => (errors += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://localhost:${port}/routes.txt`);
      if (response.ok && (await response.text()) === expected) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the build's server did not start on port ${port}: ${errors.trim() || 'no output'}`);
}

/**
 * Opens every route in Chromium: no console error, no page error, an h1, and where `titles` names
 * the route's title (the spec's, with the component name where two are equal) that h1 says it.
 * Returns the failures.
 */
async function renderAll(routes, titles = new Map()) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const failures = [];
  let rendered = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const queue = [...routes];
    const worker = async () => {
      const page = await context.newPage();
      let current = '';
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: console error: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message.slice(0, 300)}`));
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        current = route;
        try {
          const response = await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'load', timeout: 30_000 });
          if (!response?.ok()) problems.push(`${route}: HTTP ${response?.status()}`);
          const heading = page.locator('main h1, article h1').first();
          await heading.waitFor({ timeout: 15_000 });
          const title = titles.get(route);
          const shown = (await heading.innerText()).trim();
          if (title !== undefined && shown !== title.trim())
            problems.push(`${route}: its heading is "${shown}", expected "${title}"`);
          // Hydration errors and lazy chunks surface shortly after load.
          await page.waitForTimeout(150);
          rendered += 1;
        } catch (error) {
          problems.push(`${route}: ${error.message.split('\n')[0]}`);
        }
      }
      failures.push(...problems);
      await page.close();
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    await browser.close();
  }
  return { rendered, failures };
}

/** The checks on a built fixture that need no browser. Returns figures and failures. */
function checkBuild(name, spec, apiDir, outDir) {
  const failures = [];
  const routes = readRoutes(outDir);
  const pages = JSON.parse(readFileSync(join(apiDir, 'pages.json'), 'utf8'));
  const apiRoutes = [
    ...pages.overview,
    ...pages.operations.map((page) => page.route),
    ...pages.schemas.map((page) => page.route),
  ];
  for (const route of apiRoutes)
    if (!routes.has(route)) failures.push(`${route}: a page of the spec that the build does not serve`);
  // One page for each operation and each schema of the spec (none merged into another's).
  const document = readSpec(spec);
  const specOperations = operationsOf(document).length;
  const specSchemas = Object.keys(document?.components?.schemas ?? {}).length;
  if (new Set(pages.operations.map((page) => page.route)).size !== specOperations)
    failures.push(
      `${specOperations} operations and webhooks in the spec, ${new Set(pages.operations.map((page) => page.route)).size} operation pages`,
    );
  if (new Set(pages.schemas.map((page) => page.route)).size !== specSchemas)
    failures.push(`${specSchemas} schemas in the spec, ${new Set(pages.schemas.map((page) => page.route)).size} schema pages`);
  const extra = [...routes].filter((route) => route.startsWith('/api') && !apiRoutes.includes(route));
  for (const route of extra) failures.push(`${route}: an API route pages.json does not account for`);

  // Search records: each points to a page that exists.
  const records = JSON.parse(readFileSync(join(outDir, searchIndexFile), 'utf8'));
  const apiRecords = records.filter((record) => record.url.startsWith('/api'));
  const missingRecordPages = new Set(records.map((record) => record.url.split('#')[0]).filter((route) => !routes.has(route)));
  for (const route of missingRecordPages) failures.push(`search records point to ${route}, which is not a page`);
  const recordPages = new Set(apiRecords.map((record) => record.url.split('#')[0]));
  for (const route of apiRoutes.filter((route) => !pages.overview.includes(route))) {
    if (!recordPages.has(route)) failures.push(`${route}: no search record`);
  }

  // llms.txt: each entry's twin exists and is the twin of a page; every API page has a twin.
  const llms = readFileSync(join(outDir, 'llms.txt'), 'utf8');
  const twins = [...llms.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((match) =>
    decodeURIComponent(new URL(match[1]).pathname),
  );
  for (const twin of twins) {
    if (!existsSync(join(outDir, twin))) failures.push(`llms.txt lists ${twin}, which was not written`);
    const route = twin === '/index.md' ? '/' : twin.replace(/\.md$/, '');
    if (!routes.has(route)) failures.push(`llms.txt lists ${twin}, the twin of ${route}, which is not a page`);
  }
  for (const route of apiRoutes) {
    if (!existsSync(join(outDir, `${route.slice(1)}.md`))) failures.push(`${route}: no Markdown twin`);
  }
  // Each operation's twin carries a runnable curl request (spec/samples.mjs).
  for (const page of pages.operations.filter((each) => each.kind === 'operation')) {
    const file = join(outDir, `${page.route.slice(1)}.md`);
    if (existsSync(file) && !readFileSync(file, 'utf8').includes('curl -X '))
      failures.push(`${page.route}: its Markdown twin has no curl sample`);
  }
  const twinText = apiRoutes
    .filter((route) => existsSync(join(outDir, `${route.slice(1)}.md`)))
    .map((route) => readFileSync(join(outDir, `${route.slice(1)}.md`), 'utf8'))
    .join('\n');
  const schemes = Object.values(document?.components?.securitySchemes ?? {});
  if (
    !schemes.some((scheme) => scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') &&
    /Authorization: Bearer/.test(twinText)
  ) {
    failures.push('the Markdown twins tell readers to send a Bearer key, which no security scheme of the spec asks for');
  }

  // Links, and the CSP's connect-src for the spec's servers. A link that the spec's own
  // descriptions make (a provider's spec links to its own documentation site, /risk-management/...)
  // is the spec's content, not the pipeline's: reported, not failed.
  const links = checkLinks({ dir: outDir, spec });
  const fromSpec = new Set(links.broken.filter((item) => item.page.startsWith(`${spec}#`)).map((item) => item.link));
  const warnings = [];
  for (const item of links.broken) {
    if (fromSpec.has(item.link)) {
      if (item.page.startsWith(`${spec}#`))
        warnings.push(`the spec's description at ${item.page.slice(spec.length)} links to ${item.link}: ${item.reason}`);
    } else failures.push(`broken link on ${item.page}: ${item.link} (${item.reason})`);
  }
  const headers = readFileSync(join(outDir, '_headers'), 'utf8');
  const connect = /connect-src ([^;]*)/.exec(headers)?.[1] ?? '';
  for (const server of document?.servers ?? []) {
    try {
      const origin = new URL(server.url).origin;
      if (!connect.split(' ').includes(origin)) failures.push(`the CSP's connect-src lacks the spec's server ${origin}`);
    } catch {
      // a relative server URL: the site's own origin
    }
  }
  return {
    failures,
    warnings,
    figures: {
      operations: pages.operations.length,
      schemas: pages.schemas.length,
      apiRoutes,
      titles: new Map([...pages.operations, ...pages.schemas].map((page) => [page.route, page.title])),
      records: records.length,
      apiRecords: apiRecords.length,
      twins: twins.length,
      links: links.links,
    },
  };
}

const results = [];
for (const name of fixtures) {
  const spec = /** @type {string} */ (specPathOf(name));
  const apiDir = `generated/fixtures/${name}/api`;
  const outDir = `build-fixture-${name}`;
  // The site's configuration (the fixture build) reads the spec and folder from these; gen-api takes them as arguments.
  const env = { ACME_OPENAPI_SPEC: spec, ACME_API_DIR: apiDir };
  console.log(`\n== ${name} (${basename(spec)})`);
  const result = { name, failures: [], warnings: [] };
  results.push(result);
  if (!skipBuild) {
    const gen = await run(process.execPath, ['scripts/build/gen-api.mjs', '--spec', spec, '--out', apiDir], {});
    result.genSeconds = gen.seconds;
    result.genPeakMegabytes = gen.peakMegabytes;
    if (gen.code !== 0) {
      result.failures.push(`generation failed:\n${gen.output.trim()}`);
      console.log(`   generation failed (${gen.seconds.toFixed(1)} s)`);
      continue;
    }
    console.log(`   generated ${apiDir}/ in ${gen.seconds.toFixed(1)} s (peak ${gen.peakMegabytes} MB)`);
    const load = loadavg()[0];
    // As a provider builds, with `npm run build` (its render threads' memory limit, see package.json
    // and scripts/BENCHMARKS.md, "A large provider spec"); without its prebuild, which would
    // generate our own spec's reference: the fixture's was generated above.
    const build = await run(
      'npm',
      ['run', '--ignore-scripts', 'build', '--', '--config', fixtureConfig, '--out-dir', outDir],
      env,
    );
    result.buildSeconds = build.seconds;
    result.cpuSeconds = build.cpuSeconds;
    result.peakMegabytes = build.peakMegabytes;
    console.log(
      `   built ${outDir}/ in ${build.seconds.toFixed(1)} s (${build.cpuSeconds === undefined ? '' : `${build.cpuSeconds.toFixed(0)} s of CPU, `}load ${load.toFixed(1)} on ${availableParallelism()} cores at the start), peak memory ${build.peakMegabytes} MB`,
    );
    if (build.code !== 0) {
      const lines = build.output.split('\n').filter((line) => !/^npm warn/.test(line));
      result.failures.push(`the build failed:\n${lines.slice(-60).join('\n')}`);
      continue;
    }
    // Time and memory are measured and printed against the limits (PASS/FAIL), never part of the
    // exit status: the machines are shared and noisy, and a timing is a benchmark, not a test.
    const cores = availableParallelism();
    const timeOk = load <= cores ? build.seconds <= limits.buildSeconds : (build.cpuSeconds ?? 0) <= limits.buildSeconds * cores;
    result.figuresLine = `build ${build.seconds.toFixed(0)} s wall${build.cpuSeconds === undefined ? '' : `, ${build.cpuSeconds.toFixed(0)} s CPU`} (limit ${limits.buildSeconds} s${load > cores ? `; busy machine, load ${load.toFixed(1)}: CPU time judged` : ''}) ${timeOk ? 'PASS' : 'FAIL'}; peak ${build.peakMegabytes} MB (limit ${limits.peakMegabytes} MB) ${build.peakMegabytes <= limits.peakMegabytes ? 'PASS' : 'FAIL'}`;
    console.log(`   ${result.figuresLine}`);
  }
  if (!existsSync(join(outDir, 'routes.txt'))) {
    result.failures.push(`${outDir}/routes.txt is missing: build it first (run without --skip-build)`);
    continue;
  }
  const checked = checkBuild(name, spec, apiDir, outDir);
  result.failures.push(...checked.failures);
  result.warnings.push(...checked.warnings);
  Object.assign(result, checked.figures);
  console.log(
    `   ${checked.figures.operations} operations, ${checked.figures.schemas} schemas; ${checked.figures.records} search records (${checked.figures.apiRecords} API), ${checked.figures.twins} llms.txt entries, ${checked.figures.links} internal links checked`,
  );
  if (skipRender) continue;
  const started = performance.now();
  const server = await serve(outDir);
  try {
    const { rendered, failures } = await renderAll(checked.figures.apiRoutes, checked.figures.titles);
    result.rendered = rendered;
    result.failures.push(...failures);
    console.log(
      `   rendered ${rendered} of ${checked.figures.apiRoutes.length} API pages in Chromium in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    server.kill();
  }
}

console.log('\nbuild-fixture: summary');
let failed = 0;
for (const result of results) {
  const figures =
    result.buildSeconds === undefined
      ? ''
      : ` build ${result.buildSeconds.toFixed(1)} s${result.cpuSeconds === undefined ? '' : ` (${result.cpuSeconds.toFixed(0)} s CPU)`}, peak ${result.peakMegabytes} MB,`;
  console.log(
    `  ${result.failures.length === 0 ? 'ok  ' : 'FAIL'} ${result.name}:${figures} ${result.rendered ?? 0} pages rendered, ${result.records ?? 0} records, ${result.twins ?? 0} twins`,
  );
  for (const warning of result.warnings) console.log(`       note: ${warning}`);
  if (result.failures.length > 0) {
    failed += 1;
    for (const failure of result.failures.slice(0, 40)) console.log(`       - ${failure.replace(/\n/g, '\n         ')}`);
    if (result.failures.length > 40) console.log(`       ... and ${result.failures.length - 40} more`);
  }
}
if (resultsFile) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      results.map(({ apiRoutes: _routes, titles: _titles, ...result }) => result),
      null,
      2,
    )}\n`,
  );
}
process.exit(failed === 0 ? 0 : 1);
