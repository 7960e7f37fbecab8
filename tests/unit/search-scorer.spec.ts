/**
 * The fast scorer (src/search/scorer.ts) answers exactly as MiniSearch.search does: the same
 * sections, scores (to the last bit), query terms and matches, in the same order, so the ranking
 * built on them cannot tell which one ran. Checked on a made-up site with the cases that matter
 * (prefixes, camelCase parts, plurals, a word in several fields, a section left out by
 * boostDocument, a facet filter) and on random sites whose words share prefixes, with random
 * questions; and the words that match, found without scoring, are those of the results. The engine's hits before and after, on every question of the evaluation at 1x and 10x:
 * `node scripts/bench/bench-search-engine.mjs --same --against <commit> --dir <site>`.
 */
import { test, expect } from '@playwright/test';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { buildIndex, decodeTermRows, miniSearchOptions, queryTerms, type SerialisedIndex } from '../../src/search/engine';
import { matchedTerms, search, sectionsHolding } from '../../src/search/scorer';
import type { SearchRecord } from '../../src/search/types';
import { seededRandom } from '../search-eval/noise.mjs';

const record = (
  url: string,
  lvl1: string,
  content: string | null,
  lvl2: string | null = null,
  names?: string[],
): SearchRecord => ({
  objectID: `${url}-${lvl1}-${lvl2}-${content?.slice(0, 20)}`,
  url,
  type: content ? 'content' : lvl2 ? 'lvl2' : 'lvl1',
  content,
  ...(names && { names }),
  hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: url.startsWith('/api') ? 'docs-api-current' : 'docs-default-current',
});

function miniOf(records: SearchRecord[]) {
  const serialised = JSON.parse(JSON.stringify(buildIndex(records))) as SerialisedIndex;
  return {
    mini: MiniSearch.loadJS({ ...serialised.mini, index: decodeTermRows(serialised.terms) }, miniSearchOptions),
  };
}

/** Both answers, as plain data: ids, scores, terms, query terms and matches, in order. */
function expectSame(mini: MiniSearch, query: string, options: SearchOptions = {}) {
  const expected = mini.search(query, options);
  const actual = search(mini, query, options);
  expect(JSON.stringify(actual), query).toBe(JSON.stringify(expected));
  // The words that match, found without scoring, are the words of some result.
  expect([...matchedTerms(mini, query, options)].sort(), query).toEqual(
    [...new Set(expected.flatMap((result) => result.queryTerms))].sort(),
  );
  return expected.length;
}

const site = [
  record('/payments', 'Payments', null),
  record('/payments', 'Payments', 'A payment is captured after the customer pays; refunds return payments to the card.'),
  record('/payments#refunds', 'Payments', 'Refund a captured payment in full or in part.', 'Refunds'),
  record('/api/refund', 'Refund payment', null, null, ['RefundResponse', 'refund_id']),
  record('/api/refund', 'Refund payment', 'Returns a RefundResponse with the refund status.', 'Responses', ['RefundResponse']),
  record('/api/payout', 'Payouts', 'A payout pays your balance to your bank; payouts are daily.'),
  record('/concepts#subscriptions', 'Core concepts', 'A subscription charges a stored card again.', 'Subscriptions'),
  record('/errors#card_declined', 'Errors', 'card_declined: the card was declined by the issuer.', 'card_declined', [
    'card_declined',
  ]),
];

test('on a made-up site the scorer gives MiniSearch.search its own answers, with filters and section boosts', () => {
  const { mini } = miniOf(site);
  const questions = [
    'pay',
    'payment refund',
    'refund refund',
    'refundresponse',
    'pay payments payouts',
    'card declined',
    'sub',
    'nothing',
    're',
  ];
  let found = 0;
  for (const question of questions) {
    const query = queryTerms(question).join(' ');
    found += expectSame(mini, query);
    found += expectSame(mini, query, { filter: (result) => (result.id as number) % 2 === 0 });
    // Leaves out some sections for some matched terms (as core.ts's onceEach does) and weighs others.
    found += expectSame(mini, query, {
      boostDocument: (id, term) => (term.length > 6 && (id as number) % 3 === 0 ? 0 : term.startsWith('pay') ? 1.5 : 1),
    });
  }
  // A word asked twice counts twice in the score and once among the query terms, as MiniSearch counts it.
  found += expectSame(mini, 'refund refund pay');
  expect(found).toBeGreaterThan(40);
});

test('on random sites whose words share prefixes the scorer gives MiniSearch.search its own answers', () => {
  const random = seededRandom(28);
  const stems = [
    'pay',
    'payment',
    'refund',
    'card',
    'capture',
    'cap',
    'sub',
    'subscription',
    'webhook',
    'web',
    'link',
    'session',
  ];
  const endings = ['', '', 's', 'ed', 'ing', 'able', 'Response', 'Request', 'ox', 'ar'];
  const word = () => stems[Math.floor(random() * stems.length)]! + endings[Math.floor(random() * endings.length)]!;
  const text = (count: number) => Array.from({ length: count }, word).join(' ');
  for (let round = 0; round < 4; round += 1) {
    const records = Array.from({ length: 120 }, (_, at) =>
      record(
        `/${at % 3 ? 'docs' : 'api'}/p${at % 30}`,
        text(2),
        random() < 0.2 ? null : text(3 + Math.floor(random() * 40)),
        random() < 0.5 ? text(1 + Math.floor(random() * 3)) : null,
        random() < 0.3 ? [word(), word()] : undefined,
      ),
    );
    const { mini } = miniOf(records);
    for (let question = 0; question < 40; question += 1) {
      const query = queryTerms(text(1 + Math.floor(random() * 4))).join(' ');
      expectSame(mini, query);
      expectSame(mini, query, {
        filter: (result) => (result.id as number) % 5 !== 1,
        boostDocument: (id, term) => ((id as number) % 4 === 0 && term.length > 7 ? 0 : 1),
      });
    }
  }
});

test('the sections holding a word are those MiniSearch finds for the word alone', () => {
  const { mini } = miniOf(site);
  for (const word of ['refund', 'payment', 'card', 'refundresponse', 'absent'])
    expect([...sectionsHolding(mini, word)].sort(), word).toEqual(
      mini
        .search(word, { prefix: false })
        .map((result) => result.id)
        .sort(),
    );
});
