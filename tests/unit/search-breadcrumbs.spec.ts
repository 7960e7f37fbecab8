/**
 * Ranking behaviour (issue 28): a page's breadcrumbs (the categories it sits in, shown above its
 * title) are indexed where the reader sees them, at the page's top, so "PaymentMethod schema" finds
 * the page under "Schemas" titled PaymentMethod, above a guide that mentions both words in passing.
 */
import { test, expect } from '@playwright/test';
import { createEngine } from '../../src/search/engine';
import { breadcrumbsOf, extractRecords } from '../../src/search/build/extract';

const page = (crumbs: string[], title: string, body: string) => `<html><body><main><article>
  <nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs">
    <li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg></svg></a></li>
    ${crumbs.map((crumb) => `<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/x"><span>${crumb}</span></a></li>`).join('')}
    <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${title}</span></li>
  </ul></nav>
  <div class="markdown"><h1>${title}</h1>${body}</div></article></main></body></html>`;

test("a page's breadcrumbs are its categories, without the home link and the page itself", () => {
  expect(breadcrumbsOf(page(['Set up Acme Pay', 'Payment methods'], 'Apple Pay', ''))).toEqual([
    'Set up Acme Pay',
    'Payment methods',
  ]);
  expect(breadcrumbsOf(page([], 'Core concepts', ''))).toEqual([]);
  const records = extractRecords(
    page(['Schemas'], 'PaymentMethod', '<p>The card or wallet a payment was made with.</p>'),
    '/api/schemas/paymentmethod',
  );
  // At the page's top, after its own text: the hit's excerpt stays the page's first words.
  expect(records.map((record) => [record.url, record.content])).toEqual([
    ['/api/schemas/paymentmethod', null],
    ['/api/schemas/paymentmethod', 'The card or wallet a payment was made with.'],
    ['/api/schemas/paymentmethod', 'Schemas'],
  ]);
});

test('a question naming a page by its category and title finds that page above pages that use both words', () => {
  const engine = createEngine([
    ...extractRecords(
      page(['Schemas'], 'PaymentMethod', '<p>The card or wallet a payment was made with.</p>'),
      '/api/schemas/paymentmethod',
    ),
    ...extractRecords(
      page(
        ['Guides'],
        'Pre-authorisation',
        '<h2 id="the-request">The request</h2><p>The request body holds the paymentMethod; its schema is in the API reference.</p>',
      ),
      '/guides/pre-authorisation',
    ),
  ]);
  const first = engine.search({ indexName: 'i', query: 'PaymentMethod schema' }).hits[0]?.url;
  expect(first).toBe('/api/schemas/paymentmethod');
});
