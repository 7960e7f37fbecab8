/**
 * Ranking behaviour (issue 28): a name written as code (`transaction.declined`, `card_declined`)
 * reaches the section whose table row documents it (the row's first cell is that name), above the
 * page titled with one of its words and the schema whose field lists it among many values. The
 * name is matched whole, also through a typo; its words alone still find what they found before.
 */
import { test, expect } from '@playwright/test';
import { createEngine } from '../../src/search/engine';
import type { SearchRecord } from '../../src/search/types';

const record = (
  url: string,
  type: SearchRecord['type'],
  [lvl0, lvl1, lvl2]: [string, string, string?],
  content: string | null,
  names?: string[],
): SearchRecord => ({
  objectID: `${url}-${type}-${content?.slice(0, 16)}`,
  url,
  type,
  content,
  ...(names && { names }),
  hierarchy: { lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

const events = ['authorized', 'captured', 'refunded', 'voided', 'declined'].map((state) => `transaction.${state}`);
const schema = ['API reference', 'Transaction'] as [string, string];
const notification = ['API reference', 'NotificationWebhook', 'Fields'] as [string, string, string];
const guide = ['Products', 'Webhook', 'Event types'] as [string, string, string];

const engine = createEngine([
  record('/api/schemas/transaction', 'lvl1', schema, null),
  record('/api/schemas/transaction', 'content', schema, 'A transaction is one payment of a session and its operations.'),
  record(
    '/api/schemas/transaction',
    'content',
    schema,
    'status: The state of the transaction. Values: authorized, captured, declined, voided.',
    ['status', 'authorized', 'captured', 'declined', 'voided'],
  ),
  record('/api/schemas/notification', 'lvl1', notification, null),
  record('/api/schemas/notification#fields', 'content', notification, `type: What happened. Values: ${events.join(', ')}.`, [
    'type',
    ...events,
  ]),
  record('/webhook', 'lvl1', guide, null),
  record('/webhook#event-types', 'lvl2', guide, null),
  ...events.flatMap((event) => [
    record('/webhook#event-types', 'content', guide, event, [event]),
    record('/webhook#event-types', 'content', guide, `Sent when a payment is ${event.split('.')[1]}.`),
  ]),
]);
const first = (query: string) => engine.search({ indexName: 'i', query }).hits[0]?.url;

test('a joined name finds the table row that documents it, not the page titled with its first word or an enum listing it', () => {
  expect(first('transaction.declined')).toBe('/webhook#event-types');
  expect(first('transaction.declned')).toBe('/webhook#event-types');
});

test('the words of a joined name, written apart, find what they find as words', () => {
  expect(first('transaction')).toBe('/api/schemas/transaction');
});
