/**
 * The fast scorer (src/search/scorer.ts) reports what MiniSearch.search reports of each section the
 * ranking reads: the same sections, scores (to the last bit) and order, the number of the
 * question's words each holds (and of its names), and the question's words it holds in its heading,
 * so the ranking built on them cannot tell which one ran. Checked on a made-up site with the cases
 * that matter (prefixes, camelCase parts, plurals, a word in several fields, a word asked twice, a
 * section left out by the section boost, a facet filter) and on random sites whose words share
 * prefixes, with random questions; and the words that match, found without scoring, are those of
 * the results. The engine's hits before and after, on every question of the evaluation at 1x and
 * 10x: `node scripts/bench/bench-search-engine.mjs --same --against <commit> --dir <site>`.
 */
import { test, expect } from '@playwright/test';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { buildIndex, decodeTermRows, miniSearchOptions, queryTerms, type SerialisedIndex } from '../../src/search/engine';
import { matchedTerms, scoreSections, sectionsHolding } from '../../src/search/scorer';
import { isWholeName } from '../../src/search/terms';
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

type Boost = (id: number, term: string) => number;

/**
 * MiniSearch's answer and the scorer's, as plain data in MiniSearch's order (by score, ties as
 * found): id, score, query words, names among them, own words in the heading, any word in the heading.
 */
function expectSame(
  mini: MiniSearch,
  terms: string[],
  filter?: (id: number) => boolean,
  boost?: Boost | ((term: string) => number),
) {
  const options: SearchOptions = {
    ...(filter && { filter: (result) => filter(result.id as number) }),
    ...(boost && {
      boostDocument: (id, term) =>
        boost.length === 2 ? (boost as Boost)(id as number, term) : (boost as (term: string) => number)(term),
    }),
  };
  const queried = new Set(terms);
  const expected = mini
    .search(terms.join(' '), options)
    .map((result) => [
      result.id,
      result.score,
      result.queryTerms.length,
      result.queryTerms.filter(isWholeName).length,
      Object.keys(result.match).filter((term) => queried.has(term) && result.match[term]!.includes('heading')).length,
      Object.values(result.match).some((fields) => fields.includes('heading')) ? 1 : 0,
    ]);
  // A boost of the term alone is given as a number, as core.ts gives it; one of the section as a function.
  const termBoost =
    boost &&
    ((term: string) =>
      boost.length === 2 ? (id: unknown) => (boost as Boost)(id as number, term) : (boost as (term: string) => number)(term));
  const scores = scoreSections(mini, terms, {
    ...(filter && { keep: (id: unknown) => filter(id as number) }),
    ...(termBoost && { termBoost }),
    isName: isWholeName,
    field: 'heading',
  });
  const actual = Array.from({ length: scores.count }, (_, at) => [
    scores.ids[at],
    scores.score[at],
    scores.words[at],
    scores.names[at],
    scores.inField[at],
    scores.anyInField[at],
  ]).sort((a, b) => (b[1] as number) - (a[1] as number));
  expect(JSON.stringify(actual), terms.join(' ')).toBe(JSON.stringify(expected));
  // The words that match, found without scoring, are the words of some result.
  expect(
    [
      ...matchedTerms(mini, terms, {
        ...(filter && { keep: (id: unknown) => filter(id as number) }),
        ...(termBoost && { termBoost }),
      }),
    ].sort(),
    terms.join(' '),
  ).toEqual([...new Set(mini.search(terms.join(' '), options).flatMap((result) => result.queryTerms))].sort());
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

test('on a made-up site the scorer reports what MiniSearch.search finds, with filters and section boosts', () => {
  const { mini } = miniOf(site);
  const questions = [
    'pay',
    'payment refund',
    'refund refund',
    'refundresponse',
    'pay payments payouts',
    'card declined',
    'card_declined',
    'sub',
    'nothing',
    're',
  ];
  let found = 0;
  for (const question of questions) {
    const terms = queryTerms(question);
    found += expectSame(mini, terms);
    found += expectSame(mini, terms, (id) => id % 2 === 0);
    // Leaves out some sections for some matched terms (as core.ts's onceEach does) and weighs others.
    found += expectSame(mini, terms, undefined, (id, term) =>
      term.length > 6 && id % 3 === 0 ? 0 : term.startsWith('pay') ? 1.5 : 1,
    );
    // A boost of the matched word alone, every section alike.
    found += expectSame(mini, terms, undefined, (term: string) => (term.length > 7 ? 0 : term.startsWith('ref') ? 2 : 1));
  }
  // A word asked twice counts twice in the score and once among the query words, as MiniSearch counts it.
  found += expectSame(mini, ['refund', 'refund', 'pay']);
  found += expectSame(mini, ['pay', 'payment', 'pay']);
  expect(found).toBeGreaterThan(40);
});

test('on random sites whose words share prefixes the scorer reports what MiniSearch.search finds', () => {
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
  let found = 0;
  for (let round = 0; round < 4; round += 1) {
    const records = Array.from({ length: 120 }, (_, at) =>
      record(
        `/${at % 3 ? 'docs' : 'api'}/p${at % 30}`,
        text(2),
        random() < 0.2 ? null : text(3 + Math.floor(random() * 40)),
        random() < 0.5 ? text(1 + Math.floor(random() * 3)) : null,
        random() < 0.3 ? [word(), `${word()}_${word()}`] : undefined,
      ),
    );
    const { mini } = miniOf(records);
    for (let question = 0; question < 40; question += 1) {
      // Some questions name a joined name (a whole name, counted apart), some ask a word twice.
      const written = text(1 + Math.floor(random() * 4));
      const terms = [...queryTerms(random() < 0.2 ? `${written} ${word()}_${word()}` : written)];
      if (random() < 0.2) terms.push(terms[0]!);
      found += expectSame(mini, terms);
      found += expectSame(
        mini,
        terms,
        (id) => id % 5 !== 1,
        (id, term) => (id % 4 === 0 && term.length > 7 ? 0 : 1),
      );
    }
  }
  expect(found).toBeGreaterThan(1000);
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
