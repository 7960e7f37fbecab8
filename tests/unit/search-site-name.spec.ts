/**
 * Ranking behaviour (issue 28): the site's own name (brand.name) is on every page, so in a question
 * it decides nothing. "what is a subscription in Acme Pay" finds what "subscription" finds (the
 * page that explains subscriptions), not a changelog entry whose heading happens to hold the name;
 * the name alone, or a question about the product itself, still finds the pages that name it.
 */
import { test, expect } from '@playwright/test';
import { brand } from '../../config/brand';
import { createEngine } from '../../src/search/engine';
import { docsRecord } from './search-records';

const record = docsRecord;

const engine = createEngine([
  record('/concepts', 'lvl1', 'Core concepts', null),
  record('/concepts', 'content', 'Core concepts', `The ideas behind ${brand.name}: sessions, transactions and subscriptions.`),
  record('/concepts#subscriptions', 'lvl2', 'Core concepts', null, 'Subscriptions'),
  record(
    '/concepts#subscriptions',
    'content',
    'Core concepts',
    'A subscription is a card stored with the customer’s consent, charged later by you.',
    'Subscriptions',
  ),
  record('/changelog', 'lvl1', 'Changelog', null),
  record('/changelog#disabled', 'lvl2', 'Changelog', null, `Subscriptions disabled by ${brand.name}`),
  record(
    '/changelog#disabled',
    'content',
    'Changelog',
    `${brand.name} now disables a subscription whose card expired and sends subscription.disabled.`,
    `Subscriptions disabled by ${brand.name}`,
  ),
  record('/about', 'lvl1', `About ${brand.name}`, null),
  record('/about', 'content', `About ${brand.name}`, `${brand.name} is a payment service provider.`),
]);
const first = (query: string) => engine.search({ indexName: 'i', query }).hits[0]?.url;

test("the site's name in a question decides nothing: the question finds what its subject finds", () => {
  expect(first(`what is a subscription in ${brand.name}`)).toBe('/concepts#subscriptions');
  expect(first(`what is a subscription in ${brand.name}`)).toBe(first('subscription'));
});

test("the site's name asked alone still finds the pages about it", () => {
  expect(first(brand.name)).toBe('/about');
  expect(first(`what is ${brand.name}`)).toBe('/about');
});
