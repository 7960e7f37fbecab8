/**
 * The order of the hits computed for the shown places only (src/search/places.ts, the top k) is
 * the whole order's beginning: on random rankings (ties of rank and of score, ranks far apart so
 * that a page's section dominates, many sections per page), against the whole order computed the
 * plain way (sort everything, then defer each page's further sections); and through the engine on
 * random sites, where every page of hits a request asks for is that page of the whole list.
 */
import { test, expect } from '@playwright/test';
import { createEngine, pageDominance } from '../../src/search/engine';
import { topPlaces } from '../../src/search/places';
import type { SearchRecord } from '../../src/search/types';
import { seededRandom } from '../search-eval/noise.mjs';

/** The whole order, the plain way: sort by rank, then score, then position; then each page's further items behind. */
function wholeOrder(rank: number[], score: number[], page: number[]): number[] {
  const sorted = rank.map((_, at) => at);
  sorted.sort((a, b) => score[b]! - score[a]!);
  sorted.sort((a, b) => rank[b]! - rank[a]!);
  const seen = new Set<number>();
  const out: number[] = [];
  const deferred: number[] = [];
  for (const item of sorted) {
    if (seen.has(page[item]!)) {
      deferred.push(item);
      continue;
    }
    while (deferred.length && rank[deferred[0]!]! >= pageDominance * rank[item]!) out.push(deferred.shift()!);
    seen.add(page[item]!);
    out.push(item);
  }
  return out.concat(deferred);
}

test('the first places of a ranking are the beginning of its whole order, on random rankings', () => {
  const random = seededRandom(7);
  let compared = 0;
  let deferredAhead = 0;
  for (let round = 0; round < 400; round += 1) {
    const count = Math.floor(random() * (round % 10 === 0 ? 2000 : 120));
    const pages = 1 + Math.floor(random() * 25);
    // Few distinct values make ties; a wide spread makes some sections dominate (pageDominance),
    // some exactly at the bar (a rank pageDominance times another).
    const mode = Math.floor(random() * 3);
    const bars = [1, 2, pageDominance, 2 * pageDominance, pageDominance * pageDominance];
    const value = () =>
      mode === 0
        ? Math.exp(random() * 12)
        : mode === 1
          ? Math.floor(random() * 6) + 1
          : bars[Math.floor(random() * bars.length)]!;
    const rank = Array.from({ length: count }, value);
    const score = Array.from({ length: count }, () => Math.floor(random() * 4));
    const page = Array.from({ length: count }, () => Math.floor(random() * pages));
    const whole = wholeOrder(rank, score, page);
    // A page's further section placed before another page's first: the deferral is exercised.
    const firstOfPage = new Set(whole.map((item) => page[item]!)).size;
    if (whole.slice(0, firstOfPage).some((item, at) => whole.findIndex((other) => page[other] === page[item]) !== at))
      deferredAhead += 1;
    for (const limit of [0, 1, 3, 20, count, count + 5]) {
      expect(
        topPlaces(count, rank, score, (at) => page[at]!, limit),
        `round ${round}, ${count} items, limit ${limit}`,
      ).toEqual(whole.slice(0, limit));
      compared += 1;
    }
  }
  expect(compared).toBe(2400);
  expect(deferredAhead).toBeGreaterThan(10);
});

const record = (url: string, lvl1: string, content: string | null, lvl2: string | null): SearchRecord => ({
  objectID: `${url}-${lvl1}-${lvl2}-${content?.slice(0, 20)}`,
  url,
  type: content ? 'content' : lvl2 ? 'lvl2' : 'lvl1',
  content,
  hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

test('on random sites every page of hits a request asks for is that page of the whole ranked list', () => {
  const random = seededRandom(29);
  const stems = ['pay', 'payment', 'refund', 'card', 'capture', 'sub', 'subscription', 'webhook', 'link', 'session'];
  const endings = ['', '', 's', 'ed', 'ing', 'Response', 'ox'];
  const word = () => stems[Math.floor(random() * stems.length)]! + endings[Math.floor(random() * endings.length)]!;
  const text = (count: number) => Array.from({ length: count }, word).join(' ');
  let pagesCompared = 0;
  for (let round = 0; round < 2; round += 1) {
    const records = Array.from({ length: 200 }, (_, at) =>
      record(
        `/docs/p${at % 40}${at % 7 ? `#s${at}` : ''}`,
        `Page ${at % 40}`,
        random() < 0.2 ? null : text(3 + Math.floor(random() * 30)),
        random() < 0.6 ? text(1 + Math.floor(random() * 3)) : null,
      ),
    );
    const engine = createEngine(records);
    for (let question = 0; question < 15; question += 1) {
      const query = text(1 + Math.floor(random() * 3));
      const all = engine.search({ indexName: 'i', query, hitsPerPage: 1000 });
      expect(all.nbHits).toBe(all.hits.length);
      for (const hitsPerPage of [1, 6, 20]) {
        for (let page = 0; page * hitsPerPage < Math.min(all.nbHits, 40); page += 1) {
          const answer = engine.search({ indexName: 'i', query, hitsPerPage, page });
          expect(answer.nbHits, query).toBe(all.nbHits);
          expect(JSON.stringify(answer.hits), `${query}, ${hitsPerPage} a page, page ${page}`).toBe(
            JSON.stringify(all.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage)),
          );
          pagesCompared += 1;
        }
      }
    }
  }
  expect(pagesCompared).toBeGreaterThan(300);
});
