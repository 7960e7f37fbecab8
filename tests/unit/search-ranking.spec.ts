/**
 * Ranking behaviour (issue 28), on small made-up sites: which kind of page wins for which kind of
 * question, whatever the constants. And the index split by term answers as the whole index does.
 */
import { test, expect } from '@playwright/test';
import { buildIndex, createEngine, editDistance, loadEngine, typoAllowance, type SerialisedIndex } from '../../src/search/engine';
import { loadShardedEngine, splitIndex } from '../../src/search/shards';
import type { SearchRecord } from '../../src/search/types';

type Levels = { lvl0?: string; lvl2?: string; lvl3?: string };
const record = (
  url: string,
  type: SearchRecord['type'],
  lvl1: string,
  content: string | null,
  { lvl0 = 'Docs', lvl2, lvl3 }: Levels = {},
  names?: string[],
): SearchRecord => ({
  objectID: `${url}-${type}-${lvl1}-${content?.slice(0, 20)}`,
  url,
  type,
  content,
  ...(names && { names }),
  hierarchy: { lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});
const urls = (engine: ReturnType<typeof createEngine>, query: string) =>
  engine.search({ indexName: 'i', query }).hits.map((hit) => hit.url);
const pageOf = (url: string) => url.split('#')[0];

test('a concept question finds the page that explains the concept, not an API operation that mentions it', () => {
  const api = { lvl0: 'API reference' };
  const engine = createEngine([
    record('/concepts', 'lvl1', 'Core concepts', null),
    record('/concepts#subscriptions', 'lvl2', 'Core concepts', null, { lvl2: 'Subscriptions' }),
    record(
      '/concepts#subscriptions',
      'content',
      'Core concepts',
      'A subscription is a stored card that you charge again later, without the customer.',
      { lvl2: 'Subscriptions' },
    ),
    record('/api/disable-subscription', 'lvl1', 'Disable subscription', null, api),
    record('/api/disable-subscription', 'content', 'Disable subscription', 'POST /v1/subscriptions/{id}/disable.', api),
    record('/api/update-subscription', 'lvl1', 'Update subscription', null, api),
    record('/api/update-subscription', 'content', 'Update subscription', 'PATCH /v1/subscriptions/{id}.', api),
  ]);
  expect(pageOf(urls(engine, 'what is a subscription')[0]!)).toBe('/concepts');
  expect(pageOf(urls(engine, 'subscriptions')[0]!)).toBe('/concepts');
});

test('the first three hits come from at least two pages unless one page dominates', () => {
  const long = [1, 2, 3, 4].map((n) =>
    record(`/long#part-${n}`, 'content', 'Long guide', `Refund step ${n}: a refund returns money to the card.`, {
      lvl2: `Part ${n}`,
    }),
  );
  const engine = createEngine([...long, record('/refunds', 'content', 'Payments', 'You can refund a captured payment.')]);
  const top = urls(engine, 'refund').slice(0, 3);
  expect(new Set(top.map(pageOf)).size).toBeGreaterThanOrEqual(2);
  expect(top.map(pageOf)).toContain('/refunds');
  // A page that is the only one to hold the words keeps its sections together.
  const alone = urls(engine, 'refund step money').slice(0, 3);
  expect(alone.every((url) => pageOf(url) === '/long')).toBe(true);
});

test('typo tolerance grows with word length: a 9-letter word with one edit matches, a 4-letter word with two does not', () => {
  const engine = createEngine([
    record('/webhooks#signature', 'content', 'Webhooks', 'Verify the signature of every notification.'),
    record('/cards', 'content', 'Cards', 'Store a card for later.'),
  ]);
  for (const typo of ['signatrue', 'signture', 'siggnature', 'signatute']) {
    expect(urls(engine, `verify ${typo}`)[0], typo).toBe('/webhooks#signature');
    expect(urls(engine, typo)[0], typo).toBe('/webhooks#signature');
  }
  expect(urls(engine, 'sginatrue')[0]).toBe('/webhooks#signature'); // two edits in a long word
  expect(urls(engine, 'crad')[0]).toBe('/cards'); // a swap in a short word is one edit
  expect(urls(engine, 'cxrx')).toEqual([]); // two edits in a 4-letter word: no guess
  expect(typoAllowance(3)).toBeLessThan(typoAllowance(5));
  expect(typoAllowance(5)).toBeLessThan(typoAllowance(9));
  expect(editDistance('crad', 'card')).toBe(1);
  // A bounded distance stops early on far words but still measures near ones exactly.
  expect(editDistance('signature', 'subscription', 2)).toBe(3);
  expect(editDistance('sginatrue', 'signature', 2)).toBe(2);
  // A correction is remembered: asked again, the typo finds the same page.
  expect(urls(engine, 'signatrue')[0]).toBe('/webhooks#signature');
});

test('a name reaches the page whose table documents it, above pages that only use it', () => {
  const engine = createEngine([
    record(
      '/guide#renewals',
      'content',
      'Renewals guide',
      'When a renewal fails with card_revoked, ask the customer for a new card.',
      {
        lvl2: 'Renewals',
      },
    ),
    record(
      '/reference#disabled-reasons',
      'content',
      'Subscription reference',
      'card_revoked The issuer reported the card lost or stolen.',
      { lvl2: 'Disabled reasons' },
      ['card_revoked'],
    ),
    record(
      '/reference#disabled-reasons',
      'content',
      'Subscription reference',
      'card_expired The card expired.',
      { lvl2: 'Disabled reasons' },
      ['card_expired'],
    ),
  ]);
  expect(urls(engine, 'card_revoked')[0]).toBe('/reference#disabled-reasons');
});

test('the index split by term answers every query as the whole index does, loading only what the query needs', async () => {
  const words = ['capture', 'refund', 'webhook', 'signature', 'session', 'payout', 'subscription', 'card', 'void', 'token'];
  const records: SearchRecord[] = [];
  for (let page = 0; page < 60; page += 1) {
    const title = `${words[page % words.length]} guide ${page}`;
    records.push(record(`/p${page}`, 'lvl1', title, null, { lvl0: page % 2 ? 'Guides' : 'API reference' }));
    for (let section = 0; section < 4; section += 1) {
      const text = Array.from({ length: 12 }, (_, at) => words[(page * 7 + section * 3 + at * at) % words.length]).join(' ');
      records.push(
        record(`/p${page}#s${section}`, 'content', title, `${text} term${page}x${section}`, {
          lvl2: `Part ${section} ${words[section]}`,
        }),
      );
    }
  }
  const index = JSON.parse(JSON.stringify(buildIndex(records))) as SerialisedIndex;
  const whole = loadEngine(index);
  const { manifest, parts } = splitIndex(index);
  expect(parts.size).toBeGreaterThan(3);
  const queries = [
    'capture',
    'cap',
    'refund webhook',
    'signatrue',
    'term12x3',
    'subscriptions guide',
    'vo',
    'zzz',
    'how to void a card',
    'sesion payout',
  ];
  for (const query of queries) {
    const fetched: string[] = [];
    const split = loadShardedEngine(JSON.parse(JSON.stringify(manifest)), async (name) => {
      fetched.push(name);
      return JSON.parse(JSON.stringify(parts.get(name)));
    });
    const request = { indexName: 'i', query, hitsPerPage: 10 };
    const expected = whole.search(request);
    const actual = await split.search(request);
    expect(
      actual.hits.map((hit) => [hit.url, hit.type, hit._snippetResult.content?.value]),
      query,
    ).toEqual(expected.hits.map((hit) => [hit.url, hit.type, hit._snippetResult.content?.value]));
    expect(actual.nbHits, query).toBe(expected.nbHits);
    expect(fetched.length, query).toBeLessThan(parts.size);
  }
});

test('words matched only as the start of a longer heading word do not name that heading: prose beats an identifier', () => {
  const api = { lvl0: 'API reference' };
  const concept = { lvl2: 'Points of sale' };
  const engine = createEngine([
    record('/concepts', 'lvl1', 'Core concepts', null),
    record('/concepts#points-of-sale', 'lvl2', 'Core concepts', null, concept),
    record(
      '/concepts#points-of-sale',
      'content',
      'Core concepts',
      'Each shop or app that takes payments is a point of sale.',
      concept,
    ),
    record('/api/schemas/pointofsale', 'lvl1', 'PointOfSale', null, api),
    record(
      '/api/schemas/pointofsale',
      'content',
      'PointOfSale',
      'The point of sale object: the name of the point of sale, its status and the point of sale URL.',
      api,
    ),
  ]);
  // "point" and "sale" reach "PointOfSale" only as prefixes of the identifier: the section headed
  // by the words themselves comes first. The identifier typed whole still finds its page.
  expect(urls(engine, 'point of sale')[0]).toBe('/concepts#points-of-sale');
  expect(urls(engine, 'PointOfSale')[0]).toBe('/api/schemas/pointofsale');
});

test('a contraction\'s leftovers decide nothing: the page about the question\'s subject beats one full of "doesn\'t" and "it\'s"', () => {
  const engine = createEngine([
    record('/webhooks#verify', 'content', 'Webhooks', 'The signature in the header must match the one you compute.', {
      lvl2: 'Verify the signature',
    }),
    record(
      '/faq#amounts',
      'content',
      'FAQ',
      "It's the customer's order: if the amounts don't match, it doesn't mean it isn't paid.",
      {
        lvl2: 'Amounts',
      },
    ),
  ]);
  expect(pageOf(urls(engine, "webhook signature doesn't match")[0]!)).toBe('/webhooks');
  expect(pageOf(urls(engine, "signature doesn't match")[0]!)).toBe('/webhooks');
});

test('a section whose heading a long question names owns the term, above sections that only use the word', () => {
  const engine = createEngine([
    record(
      '/concepts#idempotency',
      'content',
      'Core concepts',
      'Send the same key with a repeated request: it returns the first answer.',
      {
        lvl2: 'Idempotency',
      },
    ),
    record('/keys#retry', 'content', 'Idempotency keys', 'Send an Idempotency-Key header with each request you send.', {
      lvl2: 'Retry safely',
    }),
    record('/cards', 'content', 'Cards', 'Store a card for later payments.'),
  ]);
  expect(pageOf(urls(engine, 'what is idempotency and why send an Idempotency-Key')[0]!)).toBe('/concepts');
  expect(pageOf(urls(engine, 'idempotency')[0]!)).toBe('/concepts');
  // The words of the other section's heading still reach it.
  expect(pageOf(urls(engine, 'retry safely')[0]!)).toBe('/keys');
});

test('a question\'s frame ("what happens", "nobody", "I need") decides nothing: its subject\'s page comes first', () => {
  const engine = createEngine([
    record('/links#expiry', 'content', 'Links', 'A payment link expires after 30 days when it is not used.', { lvl2: 'Expiry' }),
    record('/faq#retries', 'content', 'FAQ', 'What happens when nobody pays? Nothing happens: nobody pays twice.', {
      lvl2: 'Retries',
    }),
    record('/cards', 'content', 'Cards', 'Store a card for later payments.'),
  ]);
  expect(pageOf(urls(engine, 'what happens to payment links nobody pays')[0]!)).toBe('/links');
});

test('a word counts once per section: a schema named by an identifier that starts with the word does not outrank the operation named in words', () => {
  const api = { lvl0: 'API reference' };
  const schema = (name: string, text: string) => [
    record(`/api/schemas/${name.toLowerCase()}`, 'lvl1', name, null, api),
    record(`/api/schemas/${name.toLowerCase()}`, 'content', name, text, api),
  ];
  const engine = createEngine([
    ...schema('RefundResponse', 'The result of a refund.'),
    ...schema('RefundRequest', 'What to refund.'),
    record('/api/refund-payment', 'lvl1', 'Refund payment', null, api),
    record('/api/refund-payment', 'content', 'Refund payment', 'Refunds a captured payment in full or in part.', api),
  ]);
  // "refund" is a whole word of the operation's title and one camelCase part of each schema's name:
  // it names all three once, and the operation's own words rank it first.
  expect(pageOf(urls(engine, 'refund')[0]!)).toBe('/api/refund-payment');
  // A longer word the question's word begins still finds a section that lacks the word itself.
  expect(urls(engine, 'refundrequest').map(pageOf)).toContain('/api/schemas/refundrequest');
  expect(urls(engine, 'refundreq').map(pageOf)[0]).toBe('/api/schemas/refundrequest');
});
