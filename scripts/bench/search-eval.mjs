#!/usr/bin/env node
/**
 * eval:search — the search evaluation of issue 28: is the right page in the first three hits, as
 * the DocSearch modal shows them (grouped by section), for questions the ranking was not tuned on?
 * Questions: tests/search-eval/questions.json (written by people who never saw the ranking code),
 * typos.json (the keyboard noise model on their words), split into a tuning half and a test half
 * once (split.json, scripts/bench/search-eval-make.mjs). Prints top-3 accuracy on both halves, per kind
 * (concept, task, table-name, api, natural, typo-long, typo-short) and the four failure patterns
 * of the issue, and lists the misses of the tuning half only: the test half is measured, never
 * looked at question by question, so no ranking constant is chosen on it.
 *
 * The engine is src/search/engine.ts (loaded with jiti), fed either the build's records (the
 * default: indexed again with the current code, as the search-index plugin would) or a built
 * serialised index (--index). Also a module: scripts/bench/bench-search.mjs prints evaluate()'s figures.
 *
 * Usage: node scripts/bench/search-eval.mjs [--records build/search-index.json | --index build/search-engine.json | --reextract]
 *                                     [--misses] [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const evalDir = join(root, 'tests/search-eval');

/** The engine's TypeScript modules, loaded as the tests load them. */
export function engineModule() {
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  return jiti(join(root, 'src/search/engine.ts'));
}

export function stopWordsOfEngine() {
  return engineModule().stopWords;
}

/** The written questions, whatever the writers named the fields: q/question, pages/page/answers, kind. */
export function readQuestions(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(raw) ? raw : (raw.questions ?? Object.values(raw).find(Array.isArray) ?? []);
  return list.map((item, at) => {
    const q = item.q ?? item.question ?? item.query;
    const pages = [item.expect ?? item.pages ?? item.page ?? item.answers ?? item.answer ?? item.urls ?? item.url]
      .flat()
      .filter(Boolean);
    if (typeof q !== 'string' || !pages.length) throw new Error(`${file}: question ${at + 1} has no text or no pages.`);
    // alsoRight: pages a blind second reading judged to answer it too (never the ranking's authors).
    const alsoRight = Array.isArray(item.alsoRight) ? item.alsoRight : [];
    return { q, pages, alsoRight, kind: String(item.kind ?? item.type ?? 'natural') };
  });
}

/** The modal's hits per group (config/search.ts modalResultsPerGroup; RESULTS_PER_GROUP overrides it to measure another). */
function resultsPerGroup() {
  const configured = require('jiti')(fileURLToPath(import.meta.url))(join(root, 'config/search.ts')).modalResultsPerGroup;
  return Number(process.env.RESULTS_PER_GROUP) || configured;
}

/** Hits grouped by `key`, at most `limit` per group, groups in order of their first hit (DocSearch's own grouping). */
function groupBy(hits, key, limit) {
  const groups = new Map();
  for (const hit of hits) {
    const group = groups.get(key(hit)) ?? [];
    if (group.length < limit) group.push(hit);
    groups.set(key(hit), group);
  }
  return [...groups.values()];
}

/**
 * What the modal shows: hits grouped by section (lvl0), modalResultsPerGroup per group, groups in
 * order of their first hit, and within a group by page (lvl1), a page's sections together, as
 * DocSearch 3.9's modal does.
 */
export function asDisplayed(hits, perGroup = resultsPerGroup()) {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0, perGroup)
    .flatMap((group) => groupBy(group, (hit) => hit.hierarchy.lvl1, perGroup))
    .flat();
}

const pageOf = (url) => url.split('#')[0];
const matches = (url, pages) => pages.some((page) => (page.includes('#') ? url === page : pageOf(url) === page));
/** An API operation page (not a schema page, not the reference's own guides). */
const isApiOperation = (url) => /^\/api\/(?!schemas\/)[^/#]+$/.test(pageOf(url)) && !/^\/api\/(v\d|$)/.test(pageOf(url));

export const facetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
];

/**
 * The written questions: questions.json (issue 28's first writers) and fresh.json (80 integrator
 * questions written blind in a later session, kind "fresh", split by the same rule; no typos are
 * made of them, so the typo kinds stay comparable from session to session).
 */
export function writtenQuestions() {
  const fresh = join(evalDir, 'fresh.json');
  return [...readQuestions(join(evalDir, 'questions.json')), ...(existsSync(fresh) ? readQuestions(fresh) : [])];
}

/** All evaluation questions with their half: written ones, then the typo ones. */
export function evaluationSet() {
  const questions = writtenQuestions();
  const split = JSON.parse(readFileSync(join(evalDir, 'split.json'), 'utf8'));
  const half = new Map([...split.tuning.map((q) => [q, 'tuning']), ...split.test.map((q) => [q, 'test'])]);
  const typos = existsSync(join(evalDir, 'typos.json'))
    ? JSON.parse(readFileSync(join(evalDir, 'typos.json'), 'utf8')).typos
    : [];
  const alsoRightOf = new Map(questions.map((question) => [question.q, question.alsoRight]));
  const all = [
    ...questions.map((question) => ({ ...question, half: half.get(question.q) })),
    ...typos.map((typo) => ({
      q: typo.q,
      pages: typo.pages,
      alsoRight: alsoRightOf.get(typo.from) ?? [],
      kind: typo.kind,
      from: typo.from,
      half: half.get(typo.from),
    })),
  ];
  const unplaced = all.filter((question) => !question.half);
  if (unplaced.length)
    throw new Error(`${unplaced.length} question(s) are in no half (run scripts/bench/search-eval-make.mjs): "${unplaced[0].q}"`);
  return all;
}

/**
 * Each question through `search` (query → hits in Algolia's shape): right page in the displayed
 * top 3, and the issue's failure patterns on the way.
 */
export function evaluate(search, questions = evaluationSet()) {
  const perGroup = resultsPerGroup();
  const results = questions.map((question) => {
    const top = asDisplayed(search(question.q), perGroup).slice(0, 3);
    const urls = top.map((hit) => hit.url);
    const right = urls.some((url) => matches(url, question.pages));
    // The same with the blind re-judged labels: the written pages and the ones judged also right.
    const rightJudged = right || urls.some((url) => matches(url, question.alsoRight ?? []));
    const expectsApi = question.pages.some((page) => isApiOperation(page));
    return {
      ...question,
      urls,
      right,
      rightJudged,
      // A question whose answer is not an API operation, whose first hit is one.
      conceptOnApi: !expectsApi && urls[0] !== undefined && isApiOperation(urls[0]),
      // Three hits, all sections of one page.
      onePage: urls.length === 3 && new Set(urls.map(pageOf)).size === 1,
    };
  });
  const summarise = (list) => {
    const n = list.length;
    const right = list.filter((result) => result.right).length;
    const judged = list.filter((result) => result.rightJudged).length;
    return {
      n,
      right,
      share: n ? right / n : NaN,
      judged,
      judgedShare: n ? judged / n : NaN,
      conceptOnApi: list.filter((result) => !result.right && result.conceptOnApi).length,
      onePage: list.filter((result) => !result.right && result.onePage).length,
    };
  };
  const halves = {};
  for (const half of ['tuning', 'test']) {
    const inHalf = results.filter((result) => result.half === half);
    const kinds = {};
    for (const kind of [...new Set(results.map((result) => result.kind))].sort()) {
      kinds[kind] = summarise(inHalf.filter((result) => result.kind === kind));
    }
    halves[half] = {
      all: summarise(inHalf),
      written: summarise(inHalf.filter((result) => !result.kind.startsWith('typo-'))),
      kinds,
      misses: inHalf.filter((result) => !result.right),
    };
  }
  return halves;
}

const pct = (share) => (Number.isFinite(share) ? `${(share * 100).toFixed(1)} %` : 'n/a');

/** The figures as a table (both halves), and the tuning half's misses when asked. */
export function report(halves, { misses = false, log = console.log } = {}) {
  const kinds = Object.keys(halves.tuning.kinds);
  const row = (name, pick) => {
    const cells = ['tuning', 'test'].map((half) => {
      const s = pick(halves[half]);
      return `${pct(s.share).padStart(7)} ${`${s.right}/${s.n}`.padStart(8)}  ${String(s.conceptOnApi).padStart(3)} ${String(s.onePage).padStart(3)}  ${pct(s.judgedShare).padStart(7)}`;
    });
    log(`${name.padEnd(14)} | ${cells.join(' | ')}`);
  };
  log(`${''.padEnd(14)} | ${'tuning half: top-3, api-first, one-page, judged'.padEnd(42)} | test half`);
  row('all', (half) => half.all);
  row('written', (half) => half.written);
  for (const kind of kinds) row(kind, (half) => half.kinds[kind]);
  log(
    '(api-first: misses whose first hit is an API operation page though the answer is not; one-page: misses whose top three are one page;\n' +
      ' judged: top-3 with the labels of a blind second reading added, alsoRight in questions.json)',
  );
  if (misses) {
    const judgedMisses = halves.tuning.misses.filter((miss) => !miss.rightJudged);
    log(`\nMisses of the tuning half (${halves.tuning.misses.length}; ${judgedMisses.length} with the judged labels, marked *):`);
    for (const miss of halves.tuning.misses)
      log(
        `  ${miss.rightJudged ? ' ' : '*'}[${miss.kind}] "${miss.q}" → ${miss.urls.join(', ') || 'no hits'}  (expected ${[...miss.pages, ...(miss.alsoRight ?? [])].join(' or ')})`,
      );
  }
}

/**
 * The build's records extracted again from its HTML and the spec with the current extraction code
 * (src/plugins/search-index recordsOfBuild), without a site build: the pages are the build's.
 */
export async function reextract(buildDir) {
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  const { recordsOfBuild } = jiti(join(root, 'src/plugins/search-index/index.ts'));
  const old = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf8'));
  const routes = [...new Set(old.map((record) => record.url.split('#')[0]))];
  return recordsOfBuild(routes, buildDir, root, 'en');
}

/** The engine over records (indexed with the current code) or over a built index. */
export function engineFrom({ records, index }) {
  const engine = engineModule();
  const loaded = index
    ? engine.loadEngine(JSON.parse(readFileSync(index, 'utf8')))
    : engine.createEngine(typeof records === 'string' ? JSON.parse(readFileSync(records, 'utf8')) : records);
  // As many hits as the modal asks for: its groups are made from them.
  const { modalHitsPerPage } = require('jiti')(fileURLToPath(import.meta.url))(join(root, 'config/search.ts'));
  return (query) => loaded.search({ indexName: 'epic-docs', query, hitsPerPage: modalHitsPerPage, facetFilters }).hits;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const index = option('index') && resolve(option('index'));
  const records = args.includes('--reextract')
    ? await reextract(join(root, 'build'))
    : resolve(option('records') ?? join(root, 'build/search-index.json'));
  const halves = evaluate(engineFrom(index ? { index } : { records }));
  if (args.includes('--json')) console.log(JSON.stringify(halves, null, 1));
  else report(halves, { misses: args.includes('--misses') });
}
