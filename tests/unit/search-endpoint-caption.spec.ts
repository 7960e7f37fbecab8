/**
 * Ranking behaviour (issue 28): an operation page captions its method and path "Endpoint" and the
 * index holds the caption with the page's top section, so "<action> endpoint" finds the operation
 * above a schema whose fields use the action's word many times and "endpoint" once, and a guide.
 * A webhook's page (an event sent to the merchant's endpoint) carries no caption.
 */
import { test, expect } from '@playwright/test';
import { createEngine } from '../../src/search/engine';
import { apiRecords } from '../../src/search/build/extract';
import { endpointCaption } from '../../src/lib/endpointCaption';
import { docsRecord } from './search-records';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Made-up API', version: '1' },
  paths: {
    '/v1/widgets/{id}/returns': {
      post: { operationId: 'returnWidget', summary: 'Return a widget', description: 'Takes a delivered widget back.' },
    },
  },
  webhooks: {
    widgetReturned: {
      post: { operationId: 'widgetReturned', summary: 'Widget returned', description: 'Sent when a widget is returned.' },
    },
  },
  components: {
    schemas: {
      Widget: {
        type: 'object',
        description: 'A widget.',
        properties: {
          returned: { type: 'boolean', description: 'Whether it was returned: a returned widget cannot be returned again.' },
          returnedAt: { type: 'string', description: 'When it was returned, as your webhook endpoint was told.' },
          returnReason: { type: 'string', description: 'Why it was returned.' },
        },
      },
    },
  },
};
const pages = {
  operations: [
    {
      kind: 'operation',
      method: 'post',
      path: '/v1/widgets/{id}/returns',
      route: '/api/return-widget',
      title: 'Return a widget',
    },
    { kind: 'webhook', method: 'post', path: 'widgetReturned', route: '/api/widget-returned', title: 'Widget returned' },
  ],
  schemas: [{ name: 'Widget', route: '/api/schemas/widget', title: 'Widget' }],
};
const records = [
  ...apiRecords(spec, { language: 'en', tag: 'docs-api-current', pages } as never),
  docsRecord('/guides/returns', 'lvl1', 'Returns', null),
  docsRecord('/guides/returns', 'content', 'Returns', 'A widget comes back within 30 days; returns are final.'),
];

test('"<action> endpoint" finds the operation that does it first', () => {
  const engine = createEngine(records);
  expect(engine.search({ indexName: 'i', query: 'return endpoint' }).hits[0]?.url).toBe('/api/return-widget');
});

test("the operation's top section holds the caption; a webhook's does not", () => {
  const top = (url: string) => records.find((record) => record.url === url && record.type === 'content')?.content ?? '';
  expect(top('/api/return-widget')).toMatch(new RegExp(`^${endpointCaption} POST /v1/widgets/\\{id\\}/returns\\. `));
  expect(top('/api/widget-returned')).not.toContain(endpointCaption);
});
