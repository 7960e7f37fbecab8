#!/usr/bin/env node
/**
 * compare-engines — the embedded search engine (MiniSearch, src/search/engine.ts) against two
 * maintained alternatives, FlexSearch and Orama, on the real records of a build:
 *   - size of the serialized index (raw and gzip), time to build it from the records and to load
 *     it back from its serialized form;
 *   - query latency p50/p95 in Node over a fixed query list;
 *   - relevance: for ordinary questions with a known answer page, is that page in the top 3 hits
 *     (hits deduplicated by URL, as engine.ts does)?
 * Each engine gets the same fields (own heading ×3, titles above ×0.6, text ×1), the same ranking
 * of record types and prefix/typo matching as close to engine.ts's as the engine offers.
 *
 * A one-off investigation, not part of `npm test`. The alternatives are NOT dependencies of the
 * site; they are loaded by absolute path from a scratch folder:
 *   mkdir -p /tmp/engines && cd /tmp/engines && npm init -y && npm i flexsearch @orama/orama
 *
 * Usage: node scripts/compare-engines.mjs [--index build/search-index.json] [--engines /tmp/engines]
 *                                         [--out /tmp/engine-comparison.md] [--runs 5]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { searchIndexFile } from '../config/searchIndex.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const indexFile = resolve(root, option('index', `build/${searchIndexFile}`));
const enginesDir = resolve(option('engines', '/tmp/engines'));
const outFile = resolve(option('out', '/tmp/engine-comparison.md'));
const runs = Math.max(1, Number(option('runs', '5')));

/** Ordinary questions and the page(s) that answer them. */
const relevance = [
  ['test card', ['/get-started/set-up-acme/testing']],
  ['refund', ['/api/refund-payment']],
  ['apple pay', ['/get-started/set-up-acme/payment-methods/apple-pay']],
  ['woocommerce', ['/plugins/woocommerce']],
  ['magnto', ['/plugins/magento2']],
  ['idempotency', ['/get-started/core-concepts']],
  ['webhook signature', ['/partials/webhook', '/products/hosted-fields/webhook', '/products/payment-window/webhook']],
  ['capture', ['/api/capture-payment']],
  ['3-D Secure', ['/get-started/core-concepts', '/get-started/set-up-acme/testing']],
  ['go live', ['/get-started/set-up-acme/go-live']],
  ['hosted fields', ['/products/hosted-fields']],
  ['google pay', ['/get-started/set-up-acme/payment-methods/google-pay']],
  ['void a payment', ['/api/void-payment']],
  ['shopware', ['/plugins/shopware']],
  ['payment link', ['/products/payment-links', '/api/create-payment-link']],
  ['create account', ['/get-started/set-up-acme/create-account']],
  ['api key', ['/get-started/core-concepts', '/get-started/set-up-acme/create-account']],
  ['sandbox', ['/get-started/servers', '/get-started/set-up-acme/testing']],
  ['point of sale', ['/get-started/set-up-acme/setup-pos', '/api/create-point-of-sale', '/api/list-points-of-sales']],
  [
    'error handling',
    ['/partials/api-error-handling', '/products/hosted-fields/api-error-handling', '/products/payment-window/api-error-handling'],
  ],
  ['redirect', ['/products/payment-window/redirect']],
  ['javascript events', ['/js/partials/javascript-events', '/js']],
  ['age verification', ['/products/age-verification']],
  ['update payment method', ['/guides/update-payment-method']],
  ['payout', ['/api/payout-asynchronous', '/api/payout-synchronous']],
  ['initialize payment session', ['/api/initialize-payment-session']],
  ['refnd', ['/api/refund-payment']],
  // Questions as typed in full sentences.
  [
    'how do I refund a payment',
    [
      '/api/refund-payment',
      '/products/payment-window/authorization',
      '/products/hosted-fields/authorization',
      '/products/payment-links/authorization',
    ],
  ],
  ['which cards can I test with', ['/get-started/set-up-acme/testing']],
  [
    'webhok',
    ['/partials/webhook', '/products/hosted-fields/webhook', '/products/payment-window/webhook', '/api/notification-webhook'],
  ],
];

/** The latency list of scripts/bench-search.mjs. */
const latencyQueries = [
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
  'refund a payment',
  'test card numbers',
  'how to capture a payment',
  'webhook signature verification',
  'create payment session',
  'partial refund',
  'cancel an authorization',
  'point of sale',
];

/** engine.ts's ranking ingredients. */
const typeBoost = { lvl0: 1, lvl1: 3, lvl2: 2.2, lvl3: 1.8, lvl4: 1.5, lvl5: 1.3, lvl6: 1.2, content: 1 };
const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const headingOf = (record) => (record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''));
const pathOf = (record) =>
  levels
    .filter((level) => level !== record.type)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
const docsOf = (records) =>
  records.map((record, id) => ({ id, heading: headingOf(record), path: pathOf(record), content: record.content ?? '' }));

const now = () => performance.now();
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
const median = (values) => quantile(values, 0.5);
const fmtMs = (value) =>
  value === undefined
    ? '—'
    : value < 1
      ? `${value.toFixed(3)} ms`
      : value < 10
        ? `${value.toFixed(2)} ms`
        : `${value.toFixed(0)} ms`;
const fmtKb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(0)} KiB`);

/** Record ids (best first) → the first `count` distinct URLs, as engine.ts keeps one hit per URL. */
function topUrls(records, ids, count) {
  const urls = [];
  for (const id of ids) {
    const url = records[id].url;
    if (!urls.includes(url)) urls.push(url);
    if (urls.length === count) break;
  }
  return urls;
}

// ---------------------------------------------------------------- engines

const miniOptions = {
  fields: ['heading', 'path', 'content'],
  storeFields: [],
};
function miniSearchOptions(records) {
  return {
    boost: { heading: 3, path: 0.6, content: 1 },
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
    combineWith: 'AND',
    boostDocument: (id) => typeBoost[records[id]?.type ?? 'content'],
  };
}

/** MiniSearch configured exactly as src/search/engine.ts, without the response building. */
function miniSearchEngine(records) {
  let mini;
  const make = () => new MiniSearch({ ...miniOptions, searchOptions: miniSearchOptions(records) });
  return {
    name: 'MiniSearch 7 (current; retrieval only)',
    build() {
      mini = make();
      mini.addAll(docsOf(records));
    },
    serialize: () => JSON.stringify(mini),
    load(serialized) {
      mini = MiniSearch.loadJSON(serialized, { ...miniOptions, searchOptions: miniSearchOptions(records) });
    },
    search: (query) => mini.search(query).map((result) => result.id),
  };
}

/** The real engine.ts (bundled for Node), answering the modal's request with highlights and snippets. */
function currentEngine(records, createEngine) {
  let engine;
  const request = {
    indexName: 'epic-docs',
    params: {
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
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
  const ids = new Map(records.map((record, id) => [record.objectID, id]));
  return {
    name: 'MiniSearch via engine.ts (full DocSearch response)',
    build() {
      engine = createEngine(records);
    },
    search: (query) => engine.search({ ...request, query }).hits.map((hit) => ids.get(hit.objectID)),
  };
}

/**
 * FlexSearch 0.8: a Document index. FlexSearch matches all terms within one field and returns
 * ranked ids per field without scores, so the own heading gets its own field and `all` holds every
 * text of the record; the two rankings are fused (weighted reciprocal rank) and multiplied by the
 * type boost. Prefixes: tokenize "forward"; typos: the LatinExtra (soundex-like) encoder, the
 * lightest built-in that found all of magnto/refnd/idempotncy/webhok in a trial; suggest: true
 * keeps hits that miss a query word.
 */
function flexSearchEngine(records, { Document, Charset }) {
  const field = (name) => ({ field: name, tokenize: 'forward', encoder: Charset.LatinExtra });
  const make = () => new Document({ document: { id: 'id', index: [field('heading'), field('all')] } });
  let index;
  return {
    name: `FlexSearch ${versionOf('flexsearch')}`,
    build() {
      index = make();
      for (const doc of docsOf(records))
        index.add({ id: doc.id, heading: doc.heading, all: `${doc.heading} ${doc.path} ${doc.content}` });
    },
    serialize() {
      const parts = {};
      index.export((key, data) => {
        parts[key] = data;
      });
      return JSON.stringify(parts);
    },
    load(serialized) {
      index = make();
      for (const [key, data] of Object.entries(JSON.parse(serialized))) index.import(key, data);
    },
    search(query) {
      const weights = { heading: 3, all: 1 };
      const scores = new Map();
      for (const { field: name, result } of index.search(query, { limit: 100, suggest: true })) {
        result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weights[name] / (10 + rank)));
      }
      return [...scores]
        .map(([id, score]) => [id, score * typeBoost[records[id].type]])
        .sort((a, b) => b[1] - a[1])
        .map(([id]) => id);
    },
  };
}

/**
 * Orama 3: BM25 over heading/path/content with the same field boosts, prefix matching (its
 * default), typo tolerance 1 (Levenshtein) and threshold 0 (every word must match, like
 * combineWith AND); the type boost is applied to Orama's scores afterwards.
 */
function oramaEngine(records, orama) {
  const schema = { heading: 'string', path: 'string', content: 'string' };
  let db;
  return {
    name: `Orama ${versionOf('@orama/orama')}`,
    async build() {
      db = orama.create({ schema });
      await orama.insertMultiple(
        db,
        docsOf(records).map((doc) => ({ ...doc, id: String(doc.id) })),
        1000,
      );
    },
    serialize: () => JSON.stringify(orama.save(db)),
    load(serialized) {
      db = orama.create({ schema });
      orama.load(db, JSON.parse(serialized));
    },
    async search(query) {
      const result = await orama.search(db, {
        term: query,
        properties: ['heading', 'path', 'content'],
        boost: { heading: 3, path: 0.6, content: 1 },
        tolerance: 1,
        threshold: 0,
        limit: 100,
      });
      return result.hits
        .map((hit) => [Number(hit.id), hit.score * typeBoost[records[Number(hit.id)].type]])
        .sort((a, b) => b[1] - a[1])
        .map(([id]) => id);
    },
  };
}

// ---------------------------------------------------------------- loading

let enginesRequire;
function versionOf(name) {
  try {
    return JSON.parse(readFileSync(join(enginesDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}
/** A package from the scratch folder, by absolute path, or undefined. */
function scratchPackage(name) {
  if (!existsSync(join(enginesDir, 'node_modules', name, 'package.json'))) return undefined;
  enginesRequire ??= createRequire(join(enginesDir, 'package.json'));
  return enginesRequire(name);
}

/** src/search/engine.ts bundled for Node with rspack (it ships with @docusaurus/faster). */
async function loadCurrentEngine(work) {
  const { rspack } = require('@rspack/core');
  const config = {
    mode: 'production',
    target: 'node',
    context: root,
    entry: join(root, 'src/search/engine.ts'),
    output: { path: work, filename: 'engine.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    optimization: { minimize: false },
    devtool: false,
  };
  await new Promise((done, failed) =>
    rspack(config, (error, stats) =>
      error ? failed(error) : stats?.hasErrors() ? failed(new Error(stats.toString('errors-only'))) : done(),
    ),
  );
  return require(join(work, 'engine.cjs')).createEngine;
}

// ---------------------------------------------------------------- measuring

async function measure(engine, records) {
  const builds = [];
  for (let run = 0; run < Math.min(runs, 3); run += 1) {
    const started = now();
    await engine.build();
    builds.push(now() - started);
  }
  const row = { name: engine.name, build: median(builds) };
  if (engine.serialize) {
    const serialized = engine.serialize();
    row.raw = Buffer.byteLength(serialized);
    row.gzip = gzipSync(serialized).length;
    const loads = [];
    for (let run = 0; run < Math.min(runs, 3); run += 1) {
      const started = now();
      engine.load(serialized);
      loads.push(now() - started);
    }
    row.load = median(loads);
  }
  const queries = [...latencyQueries, ...relevance.map(([query]) => query)];
  for (const query of queries) await engine.search(query); // warm-up
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    for (const query of queries) {
      const started = now();
      await engine.search(query);
      times.push(now() - started);
    }
  }
  row.p50 = quantile(times, 0.5);
  row.p95 = quantile(times, 0.95);
  row.samples = times.length;
  row.answers = [];
  for (const [query, expected] of relevance) {
    const top = topUrls(records, await engine.search(query), 3);
    const pages = top.map((url) => url.split('#')[0]);
    row.answers.push({ query, expected, top, hit: pages.some((page) => expected.includes(page)) });
  }
  row.score = row.answers.filter((answer) => answer.hit).length;
  return row;
}

async function main() {
  if (!existsSync(indexFile)) {
    console.error(`compare-engines: ${indexFile} is missing. Run "npm run build" first (or pass --index <file>).`);
    process.exit(1);
  }
  const records = JSON.parse(readFileSync(indexFile, 'utf8'));
  const flex = scratchPackage('flexsearch');
  const orama = scratchPackage('@orama/orama');
  const missing = [!flex && 'flexsearch', !orama && '@orama/orama'].filter(Boolean);
  if (missing.length) {
    console.error(
      `compare-engines: ${missing.join(' and ')} not found in ${enginesDir}. They are not dependencies of the site; install them in a scratch folder:\n` +
        `  mkdir -p ${enginesDir} && cd ${enginesDir} && npm init -y && npm i flexsearch @orama/orama\n` +
        'Comparing the engines that are present.',
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'compare-engines-'));
  try {
    const createEngine = await loadCurrentEngine(work);
    const engines = [miniSearchEngine(records), currentEngine(records, createEngine)];
    if (flex) engines.push(flexSearchEngine(records, flex));
    if (orama) engines.push(oramaEngine(records, orama));
    const rows = [];
    for (const engine of engines) {
      process.stderr.write(`measuring ${engine.name}…\n`);
      rows.push(await measure(engine, records));
    }
    const rawRecords = readFileSync(indexFile);
    const markdown = report(rows, records, rawRecords);
    writeFileSync(outFile, markdown);
    console.log(markdown);
    console.log(`(written to ${outFile})`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function report(rows, records, rawRecords) {
  const lines = [];
  lines.push(`# Search engines on the site's records`);
  lines.push('');
  lines.push(
    `${records.length} records (${new Set(records.map((record) => record.url.split('#')[0])).size} pages) from \`${indexFile.replace(`${root}/`, '')}\`; ` +
      `the records file itself is ${fmtKb(rawRecords.length)} raw, ${fmtKb(gzipSync(rawRecords).length)} gzip. ` +
      `Node ${process.versions.node}; ${runs} runs of ${latencyQueries.length + relevance.length} queries for latency; build and load are medians of ${Math.min(runs, 3)}.`,
  );
  lines.push('');
  lines.push(
    '| Engine | Serialized index raw | gzip | Build from records | Load serialized | Query p50 | Query p95 | Right page in top 3 |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${fmtKb(row.raw)} | ${fmtKb(row.gzip)} | ${fmtMs(row.build)} | ${fmtMs(row.load)} | ${fmtMs(row.p50)} | ${fmtMs(row.p95)} | ${row.score}/${relevance.length} |`,
    );
  }
  lines.push('');
  lines.push(
    'Serialized sizes are the index only: MiniSearch (storeFields: []) and FlexSearch store no documents, Orama always stores its documents (here heading, path and content of each record), so its figure includes them. Every engine still needs the records (or a slimmer copy) to show hits.',
  );
  lines.push('');
  lines.push('## Relevance: top 3 distinct hit URLs per query (✓ = an expected page among them)');
  lines.push('');
  lines.push(`| Query | Expected | ${rows.map((row) => row.name.replace(/ \(.*\)$/, '')).join(' | ')} |`);
  lines.push(`|---|---|${rows.map(() => '---').join('|')}|`);
  relevance.forEach(([query, expected], at) => {
    const cells = rows.map((row) => {
      const answer = row.answers[at];
      return `${answer.hit ? '✓' : '✗'} ${answer.top.map((url) => `\`${url}\``).join('<br>') || '(no hits)'}`;
    });
    lines.push(`| ${query} | ${expected.map((page) => `\`${page}\``).join('<br>')} | ${cells.join(' | ')} |`);
  });
  lines.push('');
  return lines.join('\n');
}

main().catch((error) => {
  console.error(`compare-engines: ${error?.stack ?? error}`);
  process.exit(1);
});
