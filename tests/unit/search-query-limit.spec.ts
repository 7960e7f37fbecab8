/**
 * The specification's limit on a search query (64 characters, config/search.ts `maxQueryLength`):
 * `clampQuery` cuts a longer query without splitting a character made of two UTF-16 units, and the
 * embedded engine searches and echoes at most that much of any query it is sent. The browser side
 * (the /search page's input, heading and the query it sends) is in tests/e2e/search.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { clampQuery, maxQueryLength } from '../../config/search';
import { createEngine } from '../../src/search/engine';
import type { SearchRecord } from '../../src/search/types';

test('the limit is the specification’s 64 characters', () => {
  expect(maxQueryLength).toBe(64);
});

test('a query within the limit is kept, a longer one cut to it', () => {
  expect(clampQuery('')).toBe('');
  expect(clampQuery('refund a payment')).toBe('refund a payment');
  const exact = 'a'.repeat(maxQueryLength);
  expect(clampQuery(exact)).toBe(exact);
  expect(clampQuery(`${exact}b`)).toBe(exact);
  expect(clampQuery('x'.repeat(5000))).toHaveLength(maxQueryLength);
});

test('a cut never leaves half of a two-unit character', () => {
  // "😀" is two UTF-16 units: placed across the limit, it goes whole.
  const query = `${'a'.repeat(maxQueryLength - 1)}😀 and more`;
  const clamped = clampQuery(query);
  expect(clamped).toBe('a'.repeat(maxQueryLength - 1));
  expect(clamped).not.toMatch(/[\uD800-\uDBFF]$/);
  expect(clampQuery(`${'a'.repeat(maxQueryLength - 2)}😀 and more`)).toBe(`${'a'.repeat(maxQueryLength - 2)}😀`);
});

test('the engine searches and echoes at most the limit of a 5,000-character query', () => {
  const record: SearchRecord = {
    objectID: 'refund',
    url: '/api/refund-payment',
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'API', lvl1: 'Refund a payment', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
  const engine = createEngine([record]);
  const long = `refund ${'zzzz '.repeat(1000)}`;
  const result = engine.search({ indexName: 'epic-docs', query: long });
  expect(result.query).toBe(clampQuery(long));
  expect(result.query.length).toBeLessThanOrEqual(maxQueryLength);
  expect(result.hits.map((hit) => hit.url)).toContain('/api/refund-payment');
});
