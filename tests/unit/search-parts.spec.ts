/**
 * What the split index (src/search/shards.ts) loads for a question typed key by key (issue 28,
 * ask 3: the first query's transfer at 10x): only the term parts that hold its words or the words
 * they begin, never the parts of other words the ranking reads about them (the rest of a compound,
 * "alpha" in "capturealpha"), and no typo dictionary while every word matches. Each keystroke's
 * allowed parts are computed here from the parts' own terms, not from the engine's lookup.
 */
import { test, expect } from '@playwright/test';
import { buildIndex, loadEngine, type SerialisedIndex } from '../../src/search/engine';
import { loadShardedEngine, prefetchBelow, splitIndex } from '../../src/search/shards';
import { matchesAsPrefix, queryTerms } from '../../src/search/terms';
import type { SearchRecord } from '../../src/search/types';

const record = (url: string, type: SearchRecord['type'], lvl1: string, content: string | null): SearchRecord => ({
  objectID: `${url}-${type}-${content?.slice(0, 20)}`,
  url,
  type,
  content,
  hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

/**
 * A site whose vocabulary spans many term parts, where sections hold a word ("capture", "payment"),
 * its compounds with words of every letter ("capturealpha") and those words themselves: the
 * ranking's once-per-section rule reads, for every such compound, whether the section holds its rest.
 */
function site(): SearchRecord[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const records: SearchRecord[] = [];
  for (let page = 0; page < 40; page += 1) {
    const title = `Guide ${page}`;
    records.push(record(`/p${page}`, 'lvl1', title, null));
    for (let section = 0; section < 6; section += 1) {
      const words: string[] = [];
      for (let at = 0; at < 30; at += 1) {
        const letter = letters[(page * 7 + section * 5 + at) % letters.length]!;
        const rest = `${letter}${'ox'.repeat(1 + ((page + at) % 3))}${page % 9}${section}`;
        words.push(`filler${letter}${page}x${section}x${at}`, rest);
        if (at % 3 === 0) words.push(`capture${rest}`, `payment${rest}`);
      }
      if ((page + section) % 2 === 0) words.push('capture', 'payment');
      records.push(record(`/p${page}#s${section}`, 'content', title, words.join(' ')));
    }
  }
  return records;
}

test('a question typed key by key loads only the term parts of its words and the words they begin', async () => {
  const index = JSON.parse(JSON.stringify(buildIndex(site()))) as SerialisedIndex;
  const whole = loadEngine(index);
  const { manifest, parts } = splitIndex(index);
  const termPartCount = manifest.termParts.length;
  expect(termPartCount, 'the made-up site spans many term parts').toBeGreaterThan(8);

  /** The term parts a word needs: the one its place in the sorted terms falls in, and, as a prefix, every part holding a word it begins. */
  const termsOf = (name: string) => (parts.get(name) as { rows: string[][] }).rows.map((row) => row[0]!);
  const partsFor = (word: string) => {
    const needed = new Set<string>();
    manifest.termParts.forEach((first, at) => {
      const next = manifest.termParts[at + 1];
      const name = `t${at}.json`;
      if (first <= word && (next === undefined || word < next)) needed.add(name);
      else if (matchesAsPrefix(word) && termsOf(name).some((term) => term.startsWith(word))) needed.add(name);
    });
    return needed;
  };

  for (const question of ['capture payment', 'payment capture']) {
    const fetched: string[] = [];
    const split = loadShardedEngine(JSON.parse(JSON.stringify(manifest)), async (name) => {
      fetched.push(name);
      return JSON.parse(JSON.stringify(parts.get(name)));
    });
    const allowed = new Set<string>();
    for (let length = 1; length <= question.length; length += 1) {
      const typed = question.slice(0, length);
      for (const word of queryTerms(typed)) for (const name of partsFor(word)) allowed.add(name);
      // Every hit, as a set: sections of equal score may come in another order from a part-built index.
      const request = { indexName: 'i', query: typed, hitsPerPage: 1000 };
      const hitsOf = (result: { hits: { url: string }[] }) => result.hits.map((hit) => hit.url).sort();
      const expected = whole.search(request);
      const actual = await split.search(request);
      expect(hitsOf(actual), typed).toEqual(hitsOf(expected));
      expect(actual.nbHits, typed).toBe(expected.nbHits);
      const loadedTerms = fetched.filter((name) => !name.startsWith('d'));
      expect(
        loadedTerms.filter((name) => !allowed.has(name)),
        `"${typed}" loads no part that its words do not need`,
      ).toEqual([]);
    }
    expect(fetched.filter((name) => name.startsWith('t')).length, question).toBeLessThan(termPartCount / 2);
  }
});

test('a small index loads whole only once the reader pauses, at low priority; while questions follow each other, only their own parts', async () => {
  const index = JSON.parse(JSON.stringify(buildIndex(site().slice(0, 60)))) as SerialisedIndex;
  const { manifest, parts } = splitIndex(index);
  expect(manifest.partsSize, 'the made-up site is small enough to be loaded whole').toBeLessThan(prefetchBelow);
  const fetched: { name: string; background: boolean }[] = [];
  const pauseMs = 150;
  const split = loadShardedEngine(
    JSON.parse(JSON.stringify(manifest)),
    async (name, background) => {
      fetched.push({ name, background });
      return JSON.parse(JSON.stringify(parts.get(name)));
    },
    { prefetch: true, prefetchAfter: pauseMs },
  );
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  const request = (query: string) => ({ indexName: 'i', query, hitsPerPage: 20 });

  // Typing: a key every 40 ms, each answered; then a pause shorter than the wait.
  for (const typed of ['c', 'ca', 'cap', 'capt', 'captu', 'captur', 'capture']) {
    await split.search(request(typed));
    await sleep(40);
  }
  await sleep(pauseMs / 2);
  await split.search(request('capture p'));
  await sleep(pauseMs / 2);
  expect(
    fetched.filter((item) => item.background),
    'nothing loads in the background while the reader types',
  ).toEqual([]);
  const ownParts = new Set(fetched.map((item) => item.name));
  const all = [...parts.keys()];
  expect(ownParts.size, "while the reader types, only the questions' own parts load").toBeLessThan(all.length / 2);

  // The reader pauses: every other part loads, each at low priority, each once.
  await sleep(pauseMs * 2);
  await expect.poll(() => fetched.length).toBe(all.length);
  expect(new Set(fetched.map((item) => item.name))).toEqual(new Set(all));
  expect(
    fetched
      .filter((item) => item.background)
      .map((item) => item.name)
      .sort(),
  ).toEqual(all.filter((name) => !ownParts.has(name)).sort());
  // And the whole index answers without fetching anything more.
  await split.search(request('payment capture'));
  expect(fetched.length).toBe(all.length);
});
