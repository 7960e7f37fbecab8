/**
 * Ranking behaviour (issue 28) on the API reference: a question that names an operation's method
 * and path ("GET /v1/subscriptions") finds that operation first, above the operations that share
 * its path's words (get-subscription, update-subscription) and the schemas named like it. Every
 * operation of our spec is asked, so a new one is covered without a new line here.
 */
import { test, expect } from '@playwright/test';
import { readSpec } from '../../spec/index.mjs';
import { expectedPages } from '../../spec/pages.mjs';
import { operationsOf } from '../../spec/refs.cjs';
import { createEngine } from '../../src/search/engine';
import { apiRecords } from '../../src/search/build/extract';

test('a method and path find the operation with that method and path first', () => {
  const spec = readSpec('openapi/payments.yaml') as Record<string, unknown>;
  const pages = expectedPages(spec);
  const engine = createEngine(apiRecords(spec, { language: 'en', tag: 'docs-api-current', pages }));
  const operations = operationsOf(spec).filter((operation: { kind: string }) => operation.kind !== 'webhook');
  expect(operations.length).toBeGreaterThan(5);
  for (const { method, path } of operations as { method: string; path: string }[]) {
    const page = pages.operations.find((each: { method: string; path: string }) => each.method === method && each.path === path);
    const query = `${method.toUpperCase()} ${path}`;
    expect(engine.search({ indexName: 'i', query }).hits[0]?.url, query).toBe(page?.route);
    // As the page shows it (`:transactionId`), and in lower case.
    const shown = `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
    expect(engine.search({ indexName: 'i', query: shown }).hits[0]?.url, shown).toBe(page?.route);
  }
  // A typo in the path is read as the nearest method and path, not as the words alone.
  expect(engine.search({ indexName: 'i', query: 'GET /v1/subsdriptions' }).hits[0]?.url).toBe(
    pages.operations.find((each: { method: string; path: string }) => each.method === 'get' && each.path === '/v1/subscriptions')
      ?.route,
  );
});
