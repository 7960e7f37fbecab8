/**
 * The questions bench:search types and the request the DocSearch modal sends with each: one home
 * for them, read by scripts/bench/bench-search.mjs (in Chromium) and scripts/bench/search-warm.mjs
 * (the same warm sequence against the split index in Node), so both time the same work.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The modal's own hits per page (config/search.ts, read as the modal reads it). */
const { modalHitsPerPage } = require('jiti')(fileURLToPath(import.meta.url))('../../config/search.ts');
/** The cold query: two words, typed key by key. */
export const coldQuery = 'capture payment';

/** 60 queries people type: whole words, prefixes (as typed, letter by letter), typos, several words. */
export const warmQueries = [
  // words and names
  'refund',
  'capture',
  'webhook',
  'apple pay',
  'test card',
  'idempotency',
  'hosted fields',
  'woocommerce',
  'subscription',
  'go live',
  'payout',
  'void',
  // prefixes
  're',
  'ref',
  'capt',
  'webh',
  'idem',
  'woo',
  'paym',
  'subs',
  'auth',
  'tok',
  // typos
  'refnd',
  'captre',
  'webhok',
  'idempotncy',
  'magnto',
  'woocomerce',
  'recuring',
  'sandbx',
  'aple pay',
  'authorisation',
  // several words
  'refund a payment',
  'test card numbers',
  'how to capture a payment',
  'webhook signature verification',
  'create payment session',
  'partial refund',
  'cancel an authorization',
  'point of sale',
  // questions
  'store a card for later',
  'list transactions by date',
  'go-live checklist',
  'live api key',
  'partial capture',
  'manual capture mode',
  'card_declined',
  'mobile app checkout',
  'payment link',
  'rate limits',
  'strong customer authentication',
  'register apple pay domain',
  'notification retries',
  'expired card',
  'include acme.js',
  'pagination',
  'charge a stored card',
  'payout',
  'api versioning',
  'verify the webhook signature',
];

/** What the DocSearch 3 modal sends with each query (src/theme/SearchBar/SearchModal.tsx), with the contextual filters of a docs page. */
export const modalRequest = {
  indexName: 'epic-docs',
  params: {
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: modalHitsPerPage,
    facetFilters: [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
    ],
  },
};
