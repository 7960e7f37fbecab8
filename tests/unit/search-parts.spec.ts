/**
 * What the split index (src/search/shards.ts) loads for a question typed key by key (issue 28,
 * ask 3: the first query's transfer at 10x): only the term parts that hold its words or the words
 * they begin, never the parts of other words the ranking reads about them (the rest of a compound,
 * "alpha" in "capturealpha"), and no typo dictionary while every word matches. Each keystroke's
 * allowed parts are computed here from the parts' own terms, not from the engine's lookup.
 */
import { test, expect } from '@playwright/test';
import { buildIndex, loadEngine, type SerialisedIndex } from '../../src/search/engine';
import { backgroundParts, displayBelow, typedStart } from '../../src/search/background';
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

  // The reader pauses: every other part loads, each at low priority, each once; the displayed
  // sections as the display packs (a few files), not as the per-query blocks.
  const whole = all.filter((name) => !name.startsWith('d'));
  await sleep(pauseMs * 2);
  await expect
    .poll(() => fetched.filter((item) => item.background).length)
    .toBe(whole.filter((name) => !ownParts.has(name)).length);
  expect(
    fetched
      .filter((item) => item.background)
      .map((item) => item.name)
      .sort(),
  ).toEqual(whole.filter((name) => !ownParts.has(name)).sort());
  expect(all.filter((name) => name.startsWith('s')).length, 'the displayed sections come in few packs').toBeLessThan(
    all.filter((name) => name.startsWith('d')).length / 4,
  );
  // And the whole index answers without fetching anything more.
  const before = fetched.length;
  for (const typed of ['payment capture', 'zzz', 'filler', 'capturx'])
    expect((await split.search(request(typed))).nbHits, typed).toBe(loadEngine(index).search(request(typed)).nbHits);
  expect(fetched.length).toBe(before);
});

/** A manifest that says its parts are larger than prefetchBelow: the engine then treats the index as large. */
const asLarge = <T extends { partsSize: number }>(manifest: T): T => ({
  ...JSON.parse(JSON.stringify(manifest)),
  partsSize: prefetchBelow + 1,
});

test('a large index loads only its displayed sections once the reader pauses; then a query waits for its words only, with the same answer', async () => {
  const index = JSON.parse(JSON.stringify(buildIndex(site()))) as SerialisedIndex;
  const { manifest, parts } = splitIndex(index);
  // The same engine without the background load, asked the same questions in step: its term parts
  // load in the same order, so even sections of equal score must come in the same order.
  const reference = loadShardedEngine(asLarge(manifest), async (name) => JSON.parse(JSON.stringify(parts.get(name))));
  const packs = [...parts.keys()].filter((name) => name.startsWith('s'));
  expect(backgroundParts(asLarge(manifest), manifest.docPage.length).sort()).toEqual(packs.sort());
  const fetched: { name: string; background: boolean }[] = [];
  const pauseMs = 100;
  const split = loadShardedEngine(
    asLarge(manifest),
    async (name, background) => {
      fetched.push({ name, background });
      return JSON.parse(JSON.stringify(parts.get(name)));
    },
    { prefetch: true, prefetchAfter: pauseMs },
  );
  const request = (query: string) => ({ indexName: 'i', query, hitsPerPage: 20 });
  const same = async (query: string) => {
    const [actual, expected] = await Promise.all([split.search(request(query)), reference.search(request(query))]);
    const { processingTimeMS: _took, ...shown } = actual;
    const { processingTimeMS: _before, ...expectedShown } = expected;
    expect(shown, query).toEqual(expectedShown);
    expect(actual.hits.length, query).toBe(Math.min(20, actual.nbHits));
  };
  await same('capture');
  expect(
    fetched.some((item) => item.name.startsWith('d')),
    'before the pause, the hits come in their own blocks',
  ).toBe(true);
  expect(fetched.filter((item) => item.background)).toEqual([]);
  await expect.poll(() => fetched.filter((item) => item.background).length, { timeout: 5000 }).toBe(packs.length);
  expect(
    fetched.filter((item) => item.background).every((item) => item.name.startsWith('s')),
    'only the display packs load in the background (never the term parts of a large index)',
  ).toBe(true);
  // After the pause: every query fetches its words' term parts at most, in one round, never a displayed section.
  const from = fetched.length;
  for (const query of ['payment', 'filler', 'boxox', 'capture payment', 'zzzz', 'paymnt'])
    for (let end = 1; end <= query.length; end += 1) await same(query.slice(0, end));
  const later = fetched.slice(from);
  expect(later.length, 'the later queries load their words').toBeGreaterThan(0);
  expect(later.filter((item) => !item.name.startsWith('t') && !item.name.startsWith('w'))).toEqual([]);
});

test('the display packs load in the background only below displayBelow, and an index made before them loads none', () => {
  const { manifest } = splitIndex(buildIndex(site().slice(0, 60)));
  const large = asLarge(manifest);
  const count = manifest.docPage.length;
  expect(backgroundParts(large, count).length).toBe(Math.ceil(count / manifest.docPackSize!));
  expect(backgroundParts({ ...large, displaySize: displayBelow + 1 }, count)).toEqual([]);
  const { docPackSize, displaySize, ...older } = large;
  expect([docPackSize, displaySize].every((value) => typeof value === 'number')).toBe(true);
  expect(backgroundParts(older, count)).toEqual([]);
  // A small index made before the packs still loads whole, its displayed sections by block.
  const { docPackSize: _size, displaySize: _chars, ...olderSmall } = manifest;
  expect(backgroundParts(olderSmall, count).filter((name) => name.startsWith('d')).length).toBe(
    Math.ceil(count / manifest.docPartSize),
  );
});

test('the word being typed: its start at two letters, nothing after a space, a mark or a longer word', () => {
  expect(typedStart('pa')).toBe('pa');
  expect(typedStart('apple Pa')).toBe('pa');
  expect(typedStart('apple pa ')).toBeUndefined();
  expect(typedStart('card_de')).toBe('de');
  expect(typedStart('pay')).toBeUndefined();
  expect(typedStart('p')).toBeUndefined();
  expect(typedStart('pa.')).toBeUndefined();
  expect(typedStart('')).toBeUndefined();
});

test("as a word is typed, its next letter's term parts load once its second letter is answered, and the answers do not change", async () => {
  const index = JSON.parse(JSON.stringify(buildIndex(site()))) as SerialisedIndex;
  const { manifest, parts } = splitIndex(index);
  const fromParts = (name: string) => JSON.parse(JSON.stringify(parts.get(name)));
  const request = (query: string) => ({ indexName: 'i', query, hitsPerPage: 20 });
  for (const question of ['capture payment', 'boxox filler']) {
    const fetched: { name: string; background: boolean; at: string }[] = [];
    let typed = '';
    const split = loadShardedEngine(
      asLarge(manifest),
      async (name, background) => {
        fetched.push({ name, background, at: typed });
        return fromParts(name);
      },
      { prefetch: true, prefetchAfter: 60_000 },
    );
    const reference = loadShardedEngine(asLarge(manifest), async (name) => fromParts(name));
    for (let end = 1; end <= question.length; end += 1) {
      typed = question.slice(0, end);
      const [actual, expected] = await Promise.all([split.search(request(typed)), reference.search(request(typed))]);
      expect({ ...actual, processingTimeMS: 0 }, typed).toEqual({ ...expected, processingTimeMS: 0 });
      // Let the parts asked ahead arrive (a reader's next key comes later than a microtask).
      await new Promise((done) => setTimeout(done, 0));
      const word = typed.split(' ').at(-1)!;
      if (word.length === 3) {
        expect(
          fetched.filter((item) => item.at === typed && item.name.startsWith('t')),
          `"${typed}" finds its term parts loaded as "${typed.slice(0, -1)}" was answered`,
        ).toEqual([]);
      }
      if (word.length === 2) {
        // Every term part holding a word the two letters begin is loaded (ahead, or by an earlier key).
        const holding = [...parts.keys()].filter(
          (name) =>
            name.startsWith('t') && (parts.get(name) as { rows: string[][] }).rows.some(([term]) => term!.startsWith(word)),
        );
        const loaded = new Set(fetched.map((item) => item.name));
        expect(
          holding.filter((name) => !loaded.has(name)),
          `"${typed}": the parts of the words it begins`,
        ).toEqual([]);
        expect(fetched.filter((item) => item.background && item.name.startsWith('t'))).toEqual([]);
      }
    }
  }
});
