/**
 * Ranking behaviour (issue 28): an operation page's request fields are a section of their own,
 * under the page's "Request" heading, as the reader sees them. A concept question whose words the
 * operation only meets scattered over its field descriptions finds the guide that explains the
 * concept first, while a question about the operation, or about one of its fields, still finds it.
 */
import { test, expect } from '@playwright/test';
import { createEngine } from '../../src/search/engine';
import { apiRecords } from '../../src/search/build/extract';
import { docsRecord } from './search-records';

/** One operation whose body fields mention, one each, the words of a concept a guide explains. */
const spec = {
  openapi: '3.1.0',
  info: { title: 'Made-up API', version: '1' },
  paths: {
    '/v1/widgets': {
      post: {
        operationId: 'createWidget',
        summary: 'Create a widget',
        description: 'Creates a widget for an order.',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  colour: { type: 'string', description: 'The colour shown during settlement.' },
                  size: { type: 'integer', description: 'The size in the currency conversion report.' },
                  label: { type: 'string', description: 'A label the acquirer prints.' },
                },
              },
            },
          },
        },
      },
    },
  },
};
const pages = {
  operations: [{ kind: 'operation', method: 'post', path: '/v1/widgets', route: '/api/create-widget', title: 'Create a widget' }],
  schemas: [],
};

const site = [
  ...apiRecords(spec, { language: 'en', tag: 'docs-api-current', pages } as never),
  docsRecord('/guides/payouts', 'lvl1', 'Payouts', null),
  docsRecord('/guides/payouts#settlement', 'lvl2', 'Payouts', null, 'How money moves'),
  docsRecord(
    '/guides/payouts#settlement',
    'content',
    'Payouts',
    'Settlement is when the acquirer pays the captured amount of each order to your account, after currency conversion where the card paid in another currency.',
    'How money moves',
  ),
  docsRecord('/guides/colours', 'lvl1', 'Colours', null),
  docsRecord('/guides/colours', 'content', 'Colours', 'Widgets come in many colours and sizes; pick a colour for each.'),
];
const engine = createEngine(site);
const first = (query: string) => engine.search({ indexName: 'i', query }).hits[0]?.url;

test("a concept the operation's fields mention one word each finds the guide that explains it", () => {
  // The operation holds every word only as a whole page ("order" in its summary, the others in two
  // field descriptions); the guide's one section holds them all.
  expect(first('order settlement and currency conversion')).toBe('/guides/payouts#settlement');
});

test('the operation is still found by what it does, and a field by its name, under the Request heading', () => {
  expect(first('create a widget')).toBe('/api/create-widget');
  expect(engine.search({ indexName: 'i', query: 'label acquirer prints' }).hits[0]?.url).toBe('/api/create-widget#request');
});
