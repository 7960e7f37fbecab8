/**
 * Ranking behaviour (issue 28): a heading the question names counts in proportion to the share of
 * the question it is. A long question that names a one-word heading in passing ("…on their
 * subscription") finds the section that answers all of it, not the page titled with that one word;
 * a question that is all the heading ("subscription") still finds that page first.
 */
import { test, expect } from '@playwright/test';
import { createEngine } from '../../src/search/engine';
import { docsRecord } from './search-records';

const record = docsRecord;

const engine = createEngine([
  record('/api/schemas/subscription', 'lvl1', 'Subscription', null),
  record('/api/schemas/subscription', 'content', 'Subscription', 'A subscription charges the stored card of a customer again.'),
  record('/api/schemas/subscription', 'content', 'Subscription', 'status: active or disabled. The customer is not present.'),
  record('/guides/update-card', 'lvl1', 'Update the card', null),
  record('/guides/update-card#how', 'lvl2', 'Update the card', null, 'How it works'),
  record(
    '/guides/update-card#how',
    'content',
    'Update the card',
    'When a customer wants to change the card of a subscription, open a session that replaces it.',
    'How it works',
  ),
]);
const first = (query: string) => engine.search({ indexName: 'i', query }).hits[0]?.url.split('#')[0];

test('a one-word heading named in passing by a long question does not outrank the section that answers it all', () => {
  expect(first('customer wants to change the card on their subscription')).toBe('/guides/update-card');
  expect(first('subscription')).toBe('/api/schemas/subscription');
});
