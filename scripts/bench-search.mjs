#!/usr/bin/env node
/**
 * bench:search — how heavy and how fast the embedded search is, measured in a real browser.
 *
 * Serves the build with scripts/serve.mjs on a free localhost port, opens Debian's Chromium and
 * prints:
 *   - the size of search-index.json: raw, gzip (node:zlib) and as served (serve.mjs gzips on the fly);
 *   - the time to fetch, parse and build the engine in the page (src/search/engine.ts, bundled
 *     with rspack into a temporary folder and loaded into the page);
 *   - engine.search latency p50/p95 over a fixed list of queries (typos, prefixes, several words),
 *     sent with the parameters the DocSearch modal sends;
 *   - end to end in the site's own DocSearch modal (Ctrl+K): from the input event to the hits in
 *     the DOM, the first query (which loads the index) and p50/p95 of the rest.
 * Numbers only; nothing is asserted. Only localhost is contacted.
 *
 * Usage: npm run bench:search [-- --dir build] [-- --runs 5]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, systemChromium as chromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const buildDir = resolve(root, option('dir', 'build'));
const runs = Math.max(1, Number(option('runs', '5')));

/** ~40 queries people type: whole words, prefixes (as typed, letter by letter), typos, several words. */
const queries = [
  // words and names
  'refund',
  'capture',
  'webhook',
  'apple pay',
  'test card',
  'idempotency',
  'hosted fields',
  'woocommerce',
  'subscription',
  'go live',
  'payout',
  'void',
  // prefixes
  're',
  'ref',
  'capt',
  'webh',
  'idem',
  'woo',
  'paym',
  'subs',
  'auth',
  'tok',
  // typos
  'refnd',
  'captre',
  'webhok',
  'idempotncy',
  'magnto',
  'woocomerce',
  'recuring',
  'sandbx',
  'aple pay',
  'authorisation',
  // several words
  'refund a payment',
  'test card numbers',
  'how to capture a payment',
  'webhook signature verification',
  'create payment session',
  'partial refund',
  'cancel an authorization',
  'point of sale',
];

/** What the DocSearch 3 modal sends with each query, with the contextual filters of a docs page. */
const modalRequest = {
  indexName: 'epic-docs',
  params: {
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
    ],
  },
};

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
const median = (values) => quantile(values, 0.5);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) =>
    `| ${row.map((cell, column) => String(cell)[column ? 'padStart' : 'padEnd'](widths[column])).join(' | ')} |`;
  console.log(
    `\n${title}\n${line(rows[0])}\n|${widths.map((width, column) => `${column ? '-'.repeat(width + 1) : '-'.repeat(width + 2)}${column ? ':' : ''}`).join('|')}|`,
  );
  for (const row of rows.slice(1)) console.log(line(row));
}

function freePort() {
  return new Promise((done, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** scripts/serve.mjs as a child process, resolved once the home page answers. */
async function startServer(port) {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', buildDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with code ${child.exitCode}: ${stderr.trim()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`serve.mjs did not answer on port ${port} within 15 s. ${stderr.trim()}`);
}

/** src/search/engine.ts (and MiniSearch) as one browser script defining window.SearchBench. */
async function bundleEngine(outDir) {
  let rspack;
  try {
    ({ rspack } = require('@rspack/core'));
  } catch {
    throw new Error('@rspack/core is not installed (it comes with @docusaurus/faster); run "npm ci".');
  }
  const config = {
    mode: 'production',
    target: 'web',
    context: root,
    entry: join(root, 'src/search/engine.ts'),
    output: { path: outDir, filename: 'engine.js', library: { type: 'window', name: 'SearchBench' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
  };
  await new Promise((done, failed) =>
    rspack(config, (error, stats) => {
      if (error) return failed(error);
      if (stats?.hasErrors()) return failed(new Error(stats.toString('errors-only')));
      done();
    }),
  );
  return readFileSync(join(outDir, 'engine.js'), 'utf8');
}

/** In the page: fetch, parse and build the engine `runs` times, then time engine.search. */
async function benchEngineInPage({ queries, runs, request }) {
  const { createEngine } = window.SearchBench;
  const loads = [];
  let engine;
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now();
    const response = await fetch('/search-index.json', { cache: 'no-store' });
    const text = await response.text();
    const t1 = performance.now();
    const records = JSON.parse(text);
    const t2 = performance.now();
    engine = createEngine(records);
    const t3 = performance.now();
    loads.push({ fetch: t1 - t0, parse: t2 - t1, build: t3 - t2, total: t3 - t0 });
  }
  for (const query of queries) engine.search({ ...request, query }); // warm-up
  const perQuery = {};
  for (let run = 0; run < runs; run += 1) {
    for (const query of queries) {
      const started = performance.now();
      const result = engine.search({ ...request, query });
      const took = performance.now() - started;
      perQuery[query] ??= { times: [], nbHits: result.nbHits, top: result.hits[0]?.url ?? '' };
      perQuery[query].times.push(took);
    }
  }
  const entry = performance.getEntriesByType('resource').find((item) => item.name.endsWith('/search-index.json'));
  return { loads, perQuery, records: engine.size, encodedBodySize: entry?.encodedBodySize ?? 0 };
}

/** In the page, with the modal open: type `query` (from the start screen) and wait for hits or "no results" in the DOM. */
async function typeAndWait(query) {
  const input = document.querySelector('.DocSearch-Input');
  const modal = document.querySelector('.DocSearch-Modal');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (value) => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const answered = () => modal.querySelector('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen');
  const until = (condition, timeout) =>
    new Promise((done) => {
      if (condition()) return done(true);
      const timer = setTimeout(() => {
        observer.disconnect();
        done(false);
      }, timeout);
      const observer = new MutationObserver(() => {
        if (!condition()) return;
        clearTimeout(timer);
        observer.disconnect();
        done(true);
      });
      observer.observe(modal, { childList: true, subtree: true, characterData: true });
    });
  type('');
  await until(() => !answered(), 5000);
  const started = performance.now();
  type(query);
  const ok = await until(answered, 10_000);
  const took = performance.now() - started;
  return {
    ok,
    took,
    hits: modal.querySelectorAll('.DocSearch-Hit').length,
    error: Boolean(modal.querySelector('.DocSearch-ErrorScreen')),
  };
}

async function main() {
  const indexFile = join(buildDir, 'search-index.json');
  if (!existsSync(indexFile)) {
    console.error(`bench:search: ${indexFile} is missing. Run "npm run build" first.`);
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(`bench:search: ${chromiumPath} is missing (Debian's chromium package; see scripts/ensure-chromium.sh).`);
    process.exit(1);
  }
  const raw = readFileSync(indexFile);
  const records = JSON.parse(raw.toString('utf8'));
  const pages = new Set(records.map((record) => record.url.split('#')[0])).size;

  const { chromium } = await import('playwright');
  const work = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const port = await freePort();
  let server;
  let browser;
  try {
    const bundle = await bundleEngine(work);
    server = await startServer(port);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Nothing but the local server: any other request fails.
    await context.route(/^(?!http:\/\/(127\.0\.0\.1|localhost):\d+\/)/, (route) => route.abort());
    const base = `http://127.0.0.1:${port}`;

    // 1. The engine alone, in a page of the site.
    const page = await context.newPage();
    await page.goto(`${base}/404.html`);
    await page.addScriptTag({ content: bundle });
    const engineRun = await page.evaluate(benchEngineInPage, { queries, runs, request: modalRequest });
    await page.close();

    // 2. The site's DocSearch modal, end to end.
    const site = await context.newPage();
    await site.goto(`${base}/get-started/core-concepts`);
    await site.waitForFunction(() => document.querySelector('.DocSearch-Button') !== null);
    await site.waitForLoadState('networkidle');
    await site.keyboard.press('Control+k');
    await site.locator('.DocSearch-Input').waitFor();
    const modal = [];
    for (const query of queries) modal.push({ query, ...(await site.evaluate(typeAndWait, query)) });
    const browserVersion = browser.version();

    // Report.
    console.log(
      `bench:search — ${buildDir.replace(`${root}/`, '')}, Chromium ${browserVersion}, ${queries.length} queries × ${runs} runs`,
    );
    table('Search index', [
      ['', 'value'],
      ['records', String(engineRun.records)],
      ['pages', String(pages)],
      ['raw', kb(raw.length)],
      ['gzip (zlib level 6)', kb(gzipSync(raw).length)],
      ['gzip (zlib level 9)', kb(gzipSync(raw, { level: 9 }).length)],
      ['as served by serve.mjs', engineRun.encodedBodySize ? kb(engineRun.encodedBodySize) : 'n/a'],
    ]);
    const load = (key) => engineRun.loads.map((item) => item[key]);
    table(`Engine load in the page (fetch+parse+build, ${runs} runs, no HTTP cache)`, [
      ['step', 'first', 'median', 'max'],
      ...['fetch', 'parse', 'build', 'total'].map((key) => [
        key,
        ms(load(key)[0]),
        ms(median(load(key))),
        ms(Math.max(...load(key))),
      ]),
    ]);
    const samples = Object.values(engineRun.perQuery).flatMap((item) => item.times);
    const modalOk = modal.filter((item) => item.ok && !item.error);
    const warm = modalOk.slice(1).map((item) => item.took);
    table('Query latency', [
      ['measure', 'samples', 'p50', 'p95', 'max'],
      [
        'engine.search in the page',
        String(samples.length),
        ms(quantile(samples, 0.5)),
        ms(quantile(samples, 0.95)),
        ms(Math.max(...samples)),
      ],
      [
        'modal: input → hits in DOM',
        String(warm.length),
        ms(quantile(warm, 0.5)),
        ms(quantile(warm, 0.95)),
        ms(Math.max(...warm)),
      ],
      ['modal: first query (loads index)', '1', ms(modal[0]?.took), '', ''],
    ]);
    const rows = Object.entries(engineRun.perQuery).map(([query, item]) => ({ query, ...item, median: median(item.times) }));
    rows.sort((a, b) => b.median - a.median);
    table('Slowest queries (engine.search, median of runs)', [
      ['query', 'median', 'hits', 'top hit'],
      ...rows.slice(0, 8).map((item) => [item.query, ms(item.median), String(item.nbHits), item.top]),
    ]);
    const failed = modal.filter((item) => !item.ok || item.error);
    const empty = modal.filter((item) => item.ok && !item.error && item.hits === 0).map((item) => item.query);
    console.log(
      `\nModal: ${modal.length - failed.length}/${modal.length} queries answered${failed.length ? ` (no answer or error: ${failed.map((item) => item.query).join(', ')})` : ''}; no hits for: ${empty.join(', ') || 'none'}.`,
    );
    console.log('Timer resolution in the page is about 0.1 ms (Chromium coarsens performance.now()).');
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:search: ${error?.stack ?? error}`);
  process.exit(1);
});
