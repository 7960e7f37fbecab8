/** Search logic: record extraction from real built pages and the spec, the engine, the config. */
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { apiRecords, extractRecords, sectionForRoute } from '../../src/search/build/extract';
import { expectedPages, operationsOf, readSpec } from '../../spec/index.mjs';
import { createEngine, highlight, loadEngine, snippet, type SerialisedIndex } from '../../src/search/engine';
import { searchEngineFile } from '../../config/searchIndex.cjs';
import type { SearchRecord } from '../../src/search/types';
import { modalHitsPerPage, modalResultsPerGroup, searchMode, algoliaThemeConfig } from '../../config/search';
import { buildDir } from '../e2e/fixtures';

const html = (file: string) => readFileSync(`${buildDir}/${file}`, 'utf8');

test.describe('record extraction from built HTML', () => {
  const records = extractRecords(html('get-started/set-up-acme/testing.html'), '/get-started/set-up-acme/testing');

  test('the page title is lvl1 and headings are lvl2/lvl3 with their anchors', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/get-started/set-up-acme/testing',
      hierarchy: { lvl0: 'Get started', lvl1: 'Testing' },
    });
    const testCards = records.find((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === 'Test cards');
    expect(testCards?.url).toBe('/get-started/set-up-acme/testing#test-cards');
  });

  test('content records carry text, the hierarchy above them and the filter facets', () => {
    const content = records.filter((record) => record.type === 'content');
    expect(content.length).toBeGreaterThan(10);
    for (const record of content) {
      expect(record.content?.length).toBeGreaterThan(2);
      expect(record.hierarchy.lvl1).toBe('Testing');
      expect(record).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current' });
    }
    // The test-card table's cells are indexed under their section.
    const approved = content.find((record) => record.content === '4900 0000 0000 0003');
    expect(approved?.url).toBe('/get-started/set-up-acme/testing#test-cards');
  });

  test('object ids are unique and code blocks, buttons and hash links are left out', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records.some((record) => record.content?.includes('Direct link to'))).toBe(false);
    expect(records.some((record) => record.content?.includes('Copy'))).toBe(false);
  });

  test('pages outside the docs get the default tag and their section', () => {
    const home = extractRecords(html('index.html'), '/');
    expect(home[0]).toMatchObject({ docusaurus_tag: 'default', hierarchy: { lvl1: 'Acme Pay documentation' } });
    expect(sectionForRoute('/plugins/woocommerce')).toBe('Plugins');
    expect(sectionForRoute('/')).toBe('Documentation');
  });
});

test('API records come from the spec: one page record per operation and schema, with fields', () => {
  const spec = readSpec('openapi/payments.yaml') as Record<string, any>;
  const records = apiRecords(spec, { language: 'en', tag: 'docs-api-current', pages: expectedPages(spec) });
  const pages = new Set(records.filter((record) => record.type === 'lvl1').map((record) => record.url));
  expect(pages.has('/api/refund-payment')).toBe(true);
  expect(pages.has('/api/schemas/paymentsessioninitializationrequest')).toBe(true);
  // One page per operation (paths and webhooks) and per schema of the spec.
  const operationCount = operationsOf(spec).length;
  expect(operationCount).toBe(17 + 2);
  expect(pages.size).toBe(operationCount + Object.keys(spec.components.schemas).length);
  const field = records.find(
    (record) => record.url === '/api/schemas/paymentsessioninitializationrequest' && record.content?.startsWith('pointOfSaleId:'),
  );
  expect(field?.hierarchy).toMatchObject({ lvl0: 'API reference', lvl1: 'PaymentSessionInitializationRequest', lvl2: 'Fields' });
});

test('every section the index links to is an anchor of its built page', () => {
  const records = JSON.parse(html('search-index.json')) as SearchRecord[];
  const ids = new Map<string, Set<string>>();
  const missing = new Set<string>();
  for (const { url } of records) {
    const [path = '', anchor] = url.split('#');
    if (!anchor) continue;
    if (!ids.has(path)) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
      ids.set(path, new Set([...html(file).matchAll(/\sid=(?:"([^"]+)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2]!)));
    }
    if (!ids.get(path)!.has(decodeURIComponent(anchor))) missing.add(url);
  }
  // The API pages' request fields link to the page's "Request" heading (src/search/build/extract.ts).
  expect(records.some((item) => item.url === '/api/refund-payment#request' && item.content?.startsWith('amount:'))).toBe(true);
  expect([...missing]).toEqual([]);
});

const record = (
  url: string,
  type: SearchRecord['type'],
  lvl1: string,
  content: string | null,
  tag = 'docs-default-current',
): SearchRecord => ({
  objectID: `${url}-${type}-${lvl1}`,
  url,
  type,
  content,
  hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: tag,
});

test.describe('embedded engine', () => {
  const engine = createEngine([
    record('/refunds', 'lvl1', 'Refunds', null),
    record(
      '/capture#refunds',
      'content',
      'Capture',
      'After capture you can refund part of the amount or all of it within 180 days of the payment.',
    ),
    record('/old', 'lvl1', 'Refunds (old version)', null, 'docs-default-old'),
    record('/xss', 'content', 'Escaping', 'Zebra <img src=x onerror=alert(1)> & "quotes"'),
  ]);

  test('answers in Algolia shape, headings above body text, honouring hitsPerPage', () => {
    const result = engine.search({ indexName: 'epic-docs', query: 'refund', hitsPerPage: 1, clickAnalytics: true });
    expect(result.nbHits).toBe(3);
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]?.url).toBe('/refunds');
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.index).toBe('epic-docs');
  });

  test('filters on language and docs-version tag (AND of ORs)', () => {
    const result = engine.search({
      indexName: 'epic-docs',
      query: 'refunds',
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:default']],
    });
    expect(result.hits.map((hit) => hit.url)).not.toContain('/old');
    expect(engine.search({ indexName: 'epic-docs', query: 'refunds', facetFilters: ['language:de'] }).nbHits).toBe(0);
  });

  test('prefixes and typos match', () => {
    expect(engine.search({ indexName: 'i', query: 'refu' }).hits[0]?.url).toBe('/refunds');
    expect(engine.search({ indexName: 'i', query: 'refnds' }).hits[0]?.url).toBe('/refunds');
  });

  test('highlights with the request tags and snippets to the requested length', () => {
    const result = engine.search({
      indexName: 'i',
      query: 'days',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
    });
    const value = result.hits[0]?._snippetResult.content?.value ?? '';
    expect(value).toContain('<mark>days</mark>');
    expect(
      value
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
    expect(value.startsWith('…')).toBe(true);
  });

  test('indexed markup is escaped before highlight tags go in', () => {
    const hit = engine.search({ indexName: 'i', query: 'zebra', highlightPreTag: '<em>', highlightPostTag: '</em>' }).hits[0];
    const value = hit?._highlightResult.content?.value ?? '';
    expect(value).toBe(
      '<em>Zebra</em> &#60;img src=x onerror=alert&#40;1&#41;&#62; &#38; &#34;quotes&#34;'.replace(/&#40;|&#41;/g, (m) =>
        m === '&#40;' ? '(' : ')',
      ),
    );
    expect(value).not.toContain('<img');
    expect(highlight('a <b>', ['b'], '<em>', '</em>').value).toBe('a &#60;<em>b</em>&#62;');
    expect(snippet('one two three', ['two'], 10, '[', ']', '…').value).toBe('one [two] three');
  });

  test('an empty query returns no hits', () => {
    expect(engine.search({ indexName: 'i', query: '   ' }).nbHits).toBe(0);
  });
});

test.describe('search configuration', () => {
  test('embedded by default, index epic-docs', () => {
    expect(searchMode({})).toEqual({ backend: 'embedded', indexName: 'epic-docs', indexUrl: '/search-engine/manifest.json' });
  });

  test('Algolia when both keys are set, with the index name override', () => {
    const mode = searchMode({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'docs-prod' });
    expect(mode).toMatchObject({ backend: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'docs-prod' });
    expect(algoliaThemeConfig(mode)).toMatchObject({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs-prod',
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });

  test('one key without the other is an error naming the missing one', () => {
    expect(() => searchMode({ ALGOLIA_APP_ID: 'APP' })).toThrow(/ALGOLIA_SEARCH_API_KEY is missing/);
    expect(() => searchMode({ ALGOLIA_SEARCH_API_KEY: 'KEY' })).toThrow(/ALGOLIA_APP_ID is missing/);
  });
});

test('dev-server records come from MDX sources: headings with anchors, text without code or JSX', async () => {
  const { extractRecordsFromMarkdown } = await import('../../src/search/build/extract');
  const source = [
    '---',
    'title: "Refunds"',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'Refund a **captured** payment with [the API](/api/refund-payment).',
    '',
    '## Partial refunds {/* #partial */}',
    '',
    '- Refund part of the amount',
    '',
    '```bash',
    'curl https://sandbox.api.acmepay.example/v1/transactions',
    '```',
    '',
    '<TabItem value="curl">',
    '',
    '### Limits',
    '',
    '| Limit | Value |',
    '| --- | --- |',
    '| Days | 180 |',
  ].join('\n');
  const records = extractRecordsFromMarkdown(source, '/guides/refunds', {
    title: 'Refunds',
    language: 'en',
    tag: 'docs-default-current',
    slug: (heading) => heading.toLowerCase().replace(/\s+/g, '-'),
  });
  expect(records.map((record) => [record.type, record.url, record.content ?? record.hierarchy[record.type as 'lvl1']])).toEqual([
    ['lvl1', '/guides/refunds', 'Refunds'],
    ['content', '/guides/refunds', 'Refund a captured payment with the API.'],
    ['lvl2', '/guides/refunds#partial', 'Partial refunds'],
    ['content', '/guides/refunds#partial', 'Refund part of the amount'],
    ['lvl3', '/guides/refunds#limits', 'Limits'],
    ['content', '/guides/refunds#limits', 'Limit'],
    ['content', '/guides/refunds#limits', 'Value'],
    ['content', '/guides/refunds#limits', 'Days'],
    ['content', '/guides/refunds#limits', '180'],
  ]);
  expect(records[0]?.hierarchy.lvl0).toBe('Guides');
});

test('questions in a sentence and camelCase names find their page', () => {
  const engine = createEngine([
    record('/api/refund-payment', 'lvl1', 'Refund a payment', null),
    record('/api/schemas/scastatus', 'lvl1', 'ScaStatus', null),
    record('/other', 'content', 'Other', 'Nothing about money here.'),
  ]);
  expect(engine.search({ indexName: 'i', query: 'how do I refund a payment' }).hits[0]?.url).toBe('/api/refund-payment');
  expect(engine.search({ indexName: 'i', query: 'sca status' }).hits[0]?.url).toBe('/api/schemas/scastatus');
});

test('stop words are never required and a page named by the question ranks first', () => {
  const engine = createEngine([
    record('/go-live', 'lvl1', 'Go live', null),
    record('/go-live', 'content', 'Go live', 'The checklist to work through before you switch to live keys.'),
    record(
      '/plugins#going-live',
      'content',
      'Plugins',
      'Before going live, check the live keys of the plugin and the live checklist of your shop.',
    ),
    record('/cards', 'lvl1', 'Stored cards', null),
    record('/cards', 'content', 'Stored cards', 'Store a card while the customer pays and charge it later.'),
  ]);
  // "a" and "for" are in no record: with every word required, this found nothing.
  expect(engine.search({ indexName: 'i', query: 'store a card for later' }).hits[0]?.url).toBe('/cards');
  expect(engine.search({ indexName: 'i', query: 'go-live checklist' }).hits[0]?.url).toBe('/go-live');
  // One section per URL: the page's heading and its text are one hit.
  expect(engine.search({ indexName: 'i', query: 'go live' }).hits.filter((hit) => hit.url === '/go-live')).toHaveLength(1);
});

test('error-code explorer rows are sections with their code as anchor', () => {
  const records = extractRecords(html('partials/api-error-handling.html'), '/partials/api-error-handling');
  const row = records.find((item) => item.url === '/partials/api-error-handling#card_declined');
  expect(row?.type).toMatch(/^lvl[3-6]$/);
  expect(row?.hierarchy).toMatchObject({ lvl1: 'API error handling', lvl2: 'Error codes' });
  const text = records.find((item) => item.url === '/partials/api-error-handling#card_declined' && item.type === 'content');
  expect(text?.content).toContain('declined');
});

/** Hits in the order the DocSearch modal shows them: grouped by section (lvl0) in order of first appearance, modalResultsPerGroup per group. */
function asDisplayed<T extends { hierarchy: { lvl0: string | null } }>(hits: T[]): T[] {
  const groups = new Map<string | null, T[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < modalResultsPerGroup) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  return [...groups.values()].flat();
}

/**
 * The built index, loaded with the code the browser's worker runs. The evaluation of issue 28
 * (tests/search-eval, scripts/bench/search-eval.mjs) is reported for both halves; what is asserted is
 * behaviour on the questions never tuned on: no miss of the test half has its first three hits
 * all from one page, and no concept question of the test half lands first on an API operation
 * page when its answer is not one. The team's own set (tests/search-questions.json, the set the
 * ranking was once tuned on) is a regression set: reported, with a floor well below today's score.
 */
test('the built index answers questions it was not tuned on: several pages in the first three, concept pages first', async () => {
  const { evaluate, facetFilters } = await import('../../scripts/bench/search-eval.mjs');
  type Summary = { n: number; right: number; conceptOnApi: number };
  type Half = { all: Summary; kinds: Record<string, Summary>; misses: { q: string; onePage: boolean }[] };
  const engine = loadEngine(JSON.parse(readFileSync(`${buildDir}/${searchEngineFile}`, 'utf8')) as SerialisedIndex);
  const search = (query: string) =>
    engine.search({ indexName: 'epic-docs', query, hitsPerPage: modalHitsPerPage, facetFilters }).hits;
  const halves = evaluate(search) as Record<'tuning' | 'test', Half>;
  for (const half of ['tuning', 'test'] as const)
    console.log(`search evaluation, ${half} half: ${halves[half].all.right}/${halves[half].all.n} in the top 3`);
  const test = halves.test;
  expect(test.all.n).toBeGreaterThan(200);
  expect(test.misses.filter((miss) => miss.onePage).map((miss) => miss.q)).toEqual([]);
  expect(test.kinds.concept?.conceptOnApi).toBe(0);

  const questions = JSON.parse(readFileSync('tests/search-questions.json', 'utf8')) as Record<
    'tuned' | 'heldOut',
    { q: string; pages: string[] }[]
  >;
  const team = [...questions.tuned, ...questions.heldOut];
  const misses = team.filter(({ q, pages }) => {
    const top = asDisplayed(search(q))
      .slice(0, 3)
      .map((hit) => hit.url);
    return !top.some((url) => pages.some((page) => (page.includes('#') ? url === page : url.split('#')[0] === page)));
  });
  console.log(`team questions: ${team.length - misses.length}/${team.length}`);
  expect((team.length - misses.length) / team.length, misses.map((miss) => miss.q).join('\n')).toBeGreaterThanOrEqual(0.75);
});

test("DocSearch's modal is not in main.js: the navbar button is ours and the modal comes on demand", () => {
  const dir = `${buildDir}/assets/js`;
  const main = readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  expect(main, 'the build has a main.js').toBeTruthy();
  const code = readFileSync(`${dir}/${main}`, 'utf8');
  // Strings only DocSearch's modal holds (its recent-searches store and its error screen).
  // (Booleans, so that a failure names the string instead of printing all of main.js.)
  expect(code.includes('__DOCSEARCH_RECENT_SEARCHES__'), `${main} holds DocSearch's recent-searches store`).toBe(false);
  expect(code.includes('DocSearch-ErrorScreen'), `${main} holds DocSearch's error screen`).toBe(false);
  // The button is there.
  expect(code.includes('DocSearch-Button-Keys'), `${main} holds the search button`).toBe(true);
});
