#!/usr/bin/env node
/**
 * `npm run bench`: page weight and speed of the production build, for the home page, a docs page,
 * an API operation page and the five heaviest docs pages by element count (computed from the
 * build). Builds (and times the build), serves the build with compression on a free localhost
 * port (scripts/ops/serve.mjs), measures the JS and CSS each page loads (raw and gzip,
 * scripts/bench/page-weight.mjs), runs Lighthouse (desktop and mobile presets, median of 3 runs, pages
 * interleaved) on those pages and on the site's 404 page in the same run, runs the search
 * benchmark against the same server (scripts/bench/bench-search.mjs --url), prints the figures and the
 * targets with PASS/FAIL (those of issue 14: 1, 2, 3 and 7 here, 4 and 5 from the search
 * benchmark), and writes everything to bench-results.json. The machine's load average is printed
 * at the start and after Lighthouse. A benchmark: it prints, it never fails a test run.
 *
 * Usage: node scripts/bench/bench.mjs [--no-build] [--stock-compare] [--runs 3] [--dir build-bench]
 *   --no-build       measure the existing build in --dir (and --stock-dir with --stock-compare)
 *   --stock-compare  also build with ACME_STOCK_API_EXPLORER=1 (the plugin's eager API explorer)
 *                    into --stock-dir and compare the operation page's first load: stock vs lazy
 *   --no-lighthouse  page weight only
 *   --no-search      skip the search benchmark
 *   --heaviest N     how many of the heaviest docs pages to measure (default 5)
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { systemChromium } from '../../config/chromium.mjs';
import {
  benchPages,
  freePort,
  heaviestDocsPages,
  kib,
  measurePageWeight,
  plainDocsPage,
  startServer,
  weightTable,
} from './page-weight.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const flag = (name) => args.includes(`--${name}`);
const dir = option('dir', 'build-bench');
const stockDir = option('stock-dir', 'build-bench-stock');
const runs = Number(option('runs', '3'));
const stockCompare = flag('stock-compare');
const started = Date.now();

/**
 * The site's 404 page. Lighthouse refuses to audit a document answered with HTTP 404
 * (ERRORED_DOCUMENT_REQUEST), so it loads the same page from /404, which serve.mjs answers with
 * build/404.html and status 200: the same shell and the same "Page not found" content as
 * /this-page-does-not-exist.
 */
const notFoundPage = '/404';
/** Issue 14's budgets: a docs page's JS (plain Docusaurus 3.10.2 classic + 15 %), an API page's. */
const docsBudget = 196 * 1024;
const apiBudget = 300 * 1024;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const [homePage, docsPage, apiPage] = benchPages;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
];

const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);

/** Runs a command and resolves with its exit code and its standard output and error, interleaved. */
function runForOutput(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', (code) => resolve({ code, text: text.trimEnd() }));
  });
}

function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}\n${stderr.slice(-3000)}`)),
    );
  });
}

/** Builds into outDir and returns the build's wall time in seconds (the API pages are generated first, untimed). */
async function build(outDir, env = {}) {
  const begin = Date.now();
  await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', outDir], env);
  return Math.round((Date.now() - begin) / 100) / 10;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  load: { start: load() },
  runs,
  build: {},
  weight: {},
  lighthouse: {},
  targets: [],
};

// 1. Build(s).
if (!flag('no-build')) {
  log('generating the API pages (npm run gen:api)');
  await run(process.execPath, ['scripts/build/gen-api.mjs']);
  log(`building into ${dir}/`);
  results.build.seconds = await build(dir);
  log(`build: ${results.build.seconds} s`);
  if (stockCompare) {
    log(`building the stock comparison (ACME_STOCK_API_EXPLORER=1) into ${stockDir}/`);
    // Without the bundler's persistent cache: Rspack keys it by site and locale, not by this
    // variable, and a stock build started on the lazy build's cache hung (2026-11-23) instead of
    // rebuilding. So the stock build time is a cold one.
    results.build.stockSeconds = await build(stockDir, { ACME_STOCK_API_EXPLORER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' });
    log(`stock build: ${results.build.stockSeconds} s`);
  }
}
for (const folder of stockCompare ? [dir, stockDir] : [dir]) {
  if (!existsSync(`${folder}/index.html`)) {
    console.error(`bench: ${folder}/index.html is missing; run without --no-build.`);
    process.exit(1);
  }
}

// The heaviest docs pages of this build, and every page measured.
const heaviest = heaviestDocsPages(dir, Number(option('heaviest', '5')));
results.heaviest = heaviest;
const heavyPaths = heaviest.map((page) => page.path);
const weightPages = [...new Set([...benchPages, plainDocsPage, ...heavyPaths])];
const lighthousePages = [...new Set([...benchPages, ...heavyPaths, notFoundPage])];
log(`heaviest docs pages by element count: ${heaviest.map((page) => `${page.path} (${page.elements})`).join(', ')}`);
log(`load average (1, 5, 15 min): ${results.load.start} on ${results.cpus} CPUs`);

// 2. Serve and weigh.
const port = await freePort();
const server = await startServer(dir, port);
let stockServer;
try {
  log(`serving ${dir}/ on http://localhost:${port}; page weight (cold cache, until the network is idle)`);
  results.weight.pages = await measurePageWeight({ dir, port, pages: weightPages });
  console.log(`\nPage weight: what each page loads and runs on a first visit\n\n${weightTable(results.weight.pages)}\n`);
  if (stockCompare) {
    const stockPort = await freePort();
    stockServer = await startServer(stockDir, stockPort);
    log(`stock build on http://localhost:${stockPort}: page weight of ${apiPage}`);
    results.weight.stock = await measurePageWeight({ dir: stockDir, port: stockPort, pages: [apiPage] });
    stockServer.kill();
    stockServer = undefined;
    const [stock] = results.weight.stock;
    const lazy = results.weight.pages.find((page) => page.path === apiPage);
    console.log(`\nStock vs lazy API explorer, ${apiPage}, first load:`);
    console.log(`| build | JS raw | JS gzip | JS files |\n| --- | ---: | ---: | ---: |`);
    console.log(`| stock (eager explorer) | ${kib(stock.js.raw)} | ${kib(stock.js.gzip)} | ${stock.js.files} |`);
    console.log(`| lazy (this site) | ${kib(lazy.js.raw)} | ${kib(lazy.js.gzip)} | ${lazy.js.files} |`);
    console.log(`lazy / stock, JS gzip: ${((lazy.js.gzip / stock.js.gzip) * 100).toFixed(1)} %\n`);
  }

  // 3. Lighthouse: presets x pages x runs, pages interleaved so that a busy moment of the machine
  // spreads over all of them instead of one.
  if (!flag('no-lighthouse')) {
    const chrome = await chromeLauncher.launch({
      chromePath: systemChromium,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const total = 2 * runs * lighthousePages.length;
    let done = 0;
    try {
      for (const preset of ['desktop', 'mobile']) {
        results.lighthouse[preset] = Object.fromEntries(lighthousePages.map((path) => [path, { runs: [] }]));
        for (let attempt = 1; attempt <= runs; attempt += 1) {
          for (const path of lighthousePages) {
            const begin = Date.now();
            done += 1;
            let record;
            try {
              const result = await lighthouse(
                `http://localhost:${port}${path}`,
                { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
                preset === 'desktop' ? desktopConfig : undefined,
              );
              const { lhr } = result;
              results.lighthouseVersion = lhr.lighthouseVersion;
              if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
              record = {
                scores: Object.fromEntries(
                  categories.map((id) => [
                    id,
                    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
                  ]),
                ),
                metrics: Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.numericValue ?? null])),
                failed: categories
                  .filter((id) => id !== 'performance')
                  .flatMap((id) =>
                    lhr.categories[id].auditRefs
                      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
                      .map((ref) => `${id}: ${ref.id}`),
                  ),
              };
            } catch (error) {
              record = { error: String(error.message ?? error).split('\n')[0] };
            }
            results.lighthouse[preset][path].runs.push(record);
            const summary = record.error
              ? `error: ${record.error}`
              : categories.map((id) => `${id} ${record.scores[id]}`).join(', ');
            log(
              `lighthouse ${done}/${total}: ${preset} ${path} run ${attempt}: ${summary} (${Math.round((Date.now() - begin) / 1000)} s)`,
            );
          }
        }
        for (const path of lighthousePages) {
          const entry = results.lighthouse[preset][path];
          const ok = entry.runs.filter((record) => !record.error);
          entry.median = Object.fromEntries(categories.map((id) => [id, median(ok.map((record) => record.scores[id]))]));
          entry.metrics = Object.fromEntries(metricIds.map((id) => [id, median(ok.map((record) => record.metrics[id]))]));
          entry.failedAudits = [...new Set(ok.flatMap((record) => record.failed))];
        }
      }
    } finally {
      chrome.kill();
    }

    results.load.afterLighthouse = load();
    log(`load average after Lighthouse: ${results.load.afterLighthouse}`);
    const ms = (value) => (value == null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
    console.log(
      `\nLighthouse ${results.lighthouseVersion ?? '?'} on Node ${results.node}, ${results.cpus} CPUs, median of ${runs} (performance / accessibility / best practices / SEO; FCP, LCP, TBT, CLS)\n`,
    );
    console.log('| preset | page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | bytes |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const preset of ['desktop', 'mobile']) {
      for (const path of lighthousePages) {
        const { median: scores, metrics } = results.lighthouse[preset][path];
        const cls = metrics['cumulative-layout-shift'];
        console.log(
          `| ${preset} | ${path} | ${categories.map((id) => scores[id] ?? '–').join(' | ')} | ${ms(metrics['first-contentful-paint'])} | ${ms(metrics['largest-contentful-paint'])} | ${ms(metrics['total-blocking-time'])} | ${cls == null ? '–' : cls.toFixed(3)} | ${metrics['total-byte-weight'] == null ? '–' : kib(metrics['total-byte-weight'])} |`,
        );
      }
    }
    for (const preset of ['desktop', 'mobile']) {
      for (const path of benchPages) {
        const failed = results.lighthouse[preset][path].failedAudits;
        if (failed.length) console.log(`  ${preset} ${path}: audits below 100 in some run: ${failed.join(', ')}`);
      }
    }
  }

  // 4. Search (issue 14 targets 4 and 5): scripts/bench/bench-search.mjs against this server.
  if (!flag('no-search')) {
    log(`search benchmark: node scripts/bench/bench-search.mjs --url http://localhost:${port}`);
    // --dir too: a bench-search.mjs without --url serves the same build itself.
    const output = await runForOutput(process.execPath, [
      'scripts/bench/bench-search.mjs',
      '--url',
      `http://localhost:${port}`,
      '--dir',
      dir,
    ]);
    console.log(output.text);
    results.search = {
      exitCode: output.code,
      lines: output.text.split('\n').filter((line) => /^(PASS|FAIL)\b/.test(line.trim())),
    };
  }
} finally {
  server.kill();
  stockServer?.kill();
}

// 5. Targets.
const target = (name, pass, detail) => results.targets.push({ name, pass, detail });
const lh = results.lighthouse;
if (lh.desktop) {
  for (const path of benchPages) {
    const score = lh.desktop[path].median.performance;
    target(`desktop performance >= 95: ${path}`, score != null && score >= 95, `${score}`);
  }
  for (const preset of ['desktop', 'mobile']) {
    for (const path of benchPages) {
      for (const id of categories.slice(1)) {
        const score = lh[preset][path].median[id];
        target(`${preset} ${id} = 100: ${path}`, score === 100, `${score}`);
      }
    }
  }
  const baseline = lh.mobile[notFoundPage].median.performance;
  for (const path of benchPages) {
    const score = lh.mobile[path].median.performance;
    target(
      `mobile performance within 5 points of the 404 page: ${path}`,
      score != null && baseline != null && score >= baseline - 5,
      `${score} vs ${baseline} (${score == null || baseline == null ? '?' : score - baseline >= 0 ? `+${score - baseline}` : score - baseline})`,
    );
  }
}
const docs = results.weight.pages.find((page) => page.path === docsPage);
target(
  `docs page loads no API explorer code: ${docsPage}`,
  docs.explorerFiles.length === 0,
  docs.explorerFiles.length ? `loads ${docs.explorerFiles.join(', ')}` : 'none loaded',
);
const home = results.weight.pages.find((page) => page.path === homePage);
target(
  `home page loads no API explorer code: ${homePage}`,
  home.explorerFiles.length === 0,
  home.explorerFiles.length ? `loads ${home.explorerFiles.join(', ')}` : 'none loaded',
);
const api = results.weight.pages.find((page) => page.path === apiPage);
target(
  `API page first load runs no explorer code: ${apiPage}`,
  api.explorerFiles.length === 0,
  api.explorerFiles.length ? `loads ${api.explorerFiles.join(', ')}` : 'none loaded',
);
if (results.weight.stock) {
  const [stock] = results.weight.stock;
  target(
    `API page first load JS gzip <= half the stock page's: ${apiPage}`,
    api.js.gzip <= stock.js.gzip / 2,
    `${kib(api.js.gzip)} vs ${kib(stock.js.gzip)} (${((api.js.gzip / stock.js.gzip) * 100).toFixed(1)} %)`,
  );
} else {
  console.log('\n(stock vs lazy not measured: run with --stock-compare)');
}

// Issue 14: the heaviest docs pages, the plain docs page and the API page.
const weightOf = (path) => results.weight.pages.find((page) => page.path === path);
const points = (score, baseline) =>
  score == null || baseline == null ? '?' : score - baseline >= 0 ? `+${score - baseline}` : `${score - baseline}`;
console.log(`\nIssue 14: the ${heaviest.length} heaviest docs pages by element count, ${plainDocsPage} and ${apiPage}\n`);
console.log('| page | elements | JS gzip | desktop perf | mobile perf | mobile vs 404 | mobile TBT |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const mobile404 = lh.mobile?.[notFoundPage]?.median.performance ?? null;
for (const path of [...heavyPaths, plainDocsPage, apiPage, notFoundPage]) {
  const elements = heaviest.find((page) => page.path === path)?.elements;
  const weight = weightOf(path);
  const desktop = lh.desktop?.[path]?.median.performance ?? null;
  const mobile = lh.mobile?.[path]?.median.performance ?? null;
  const tbt = lh.mobile?.[path]?.metrics['total-blocking-time'];
  console.log(
    `| ${path} | ${elements?.toLocaleString('en-US') ?? '–'} | ${weight ? kib(weight.js.gzip) : '–'} | ${desktop ?? '–'} | ${mobile ?? '–'} | ${path === notFoundPage ? 'baseline' : points(mobile, mobile404)} | ${tbt == null ? '–' : `${Math.round(tbt)} ms`} |`,
  );
}
if (lh.mobile) {
  for (const path of heavyPaths) {
    const mobile = lh.mobile[path].median.performance;
    target(
      `issue 14 #1: mobile within 3 points of the 404 page: ${path}`,
      mobile != null && mobile404 != null && mobile >= mobile404 - 3,
      `${mobile} vs ${mobile404} (${points(mobile, mobile404)})`,
    );
    const desktop = lh.desktop[path].median.performance;
    target(`issue 14 #1: desktop performance 100: ${path}`, desktop === 100, `${desktop}`);
  }
}
for (const path of [plainDocsPage, ...heavyPaths]) {
  const weight = weightOf(path);
  target(`issue 14 #2: docs page JS <= ${kib(docsBudget)} gzip: ${path}`, weight.js.gzip <= docsBudget, kib(weight.js.gzip));
}
target(`issue 14 #3: API page JS <= ${kib(apiBudget)} gzip: ${apiPage}`, api.js.gzip <= apiBudget, kib(api.js.gzip));
if (lh.mobile) {
  const mobile = lh.mobile[apiPage].median.performance;
  target(
    `issue 14 #3: API page mobile within 3 points of the 404 page: ${apiPage}`,
    mobile != null && mobile404 != null && mobile >= mobile404 - 3,
    `${mobile} vs ${mobile404} (${points(mobile, mobile404)})`,
  );
}
target(
  'issue 14 #7: build time reported',
  typeof results.build.seconds === 'number',
  results.build.seconds ? `${results.build.seconds} s` : 'not built (--no-build)',
);
for (const line of results.search?.lines ?? []) {
  const [, verdict, rest] = /^\s*(PASS|FAIL)\s+(.*)$/.exec(line) ?? [];
  if (verdict) target(`search: ${rest}`, verdict === 'PASS', 'scripts/bench/bench-search.mjs');
}

console.log(`\nTargets\n`);
for (const { name, pass, detail } of results.targets) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}  (${detail})`);
const failed = results.targets.filter((item) => !item.pass).length;
if (results.build.seconds)
  console.log(
    `\nbuild: ${results.build.seconds} s${results.build.stockSeconds ? `, stock build: ${results.build.stockSeconds} s` : ''}`,
  );
console.log(
  `${results.targets.length - failed} of ${results.targets.length} targets pass; bench took ${elapsed()}; load average at the start ${results.load.start}${results.load.afterLighthouse ? `, after Lighthouse ${results.load.afterLighthouse}` : ''}. Figures in bench-results.json.`,
);
results.seconds = Math.round((Date.now() - started) / 1000);
writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
