/**
 * The search index split by term, for sites of any size (issue 28): what a query transfers grows
 * with the query, not with the site. As Pagefind does, a small manifest is loaded first, then only
 * the parts a query's words need, in parallel:
 *   - manifest.json: what ranking reads for every section (page, level, heading words, field
 *     lengths, facets) and the first term of each term part;
 *   - t<N>.json: the postings of a contiguous range of sorted terms (a word, or every word a
 *     prefix starts, is in one part or a few neighbouring ones), and with each word the sections
 *     that also hold a start and the rest of it as words ("capture" and "request" for
 *     "capturerequest"): the ranking reads them to count a typed word once per section (onceEach
 *     in core.ts), which otherwise loads the part of every such rest, at 10x most of the parts of
 *     the alphabet for one typed word;
 *   - w<code>.json: the indexed words of one first letter with their section counts, read only to
 *     correct a typo (a word that matches nothing);
 *   - d<N>.json: the displayed sections (URL, headings, excerpt) of a block of section ids, read
 *     for the hits shown;
 *   - s<N>.json: the same displayed sections in larger blocks (display packs), which the worker
 *     loads in the background once the reader pauses (src/search/background.ts), so that later
 *     queries wait for their words' parts only.
 * The split engine runs the same ranking (searchCore) over a MiniSearch holding only the terms
 * loaded so far: a query that lacks a part names it, the part is fetched and the query asked
 * again, so its answer is the whole index's (tests/build/search.spec.ts checks that).
 */
import MiniSearch from 'minisearch';
import { searchCore, type DocView } from './core';
import {
  decodePostings,
  decodePostingsMap,
  eachPosting,
  encodePostings,
  indexFormat,
  miniSearchOptions,
  sectionsOf,
  type SerialisedIndex,
} from './format';
import { afterPause, backgroundParts, prefetchAfterMs, typedStart } from './background';
import { isWholeName, prefixFrom } from './terms';
import type { SearchRequest, SearchResult } from './types';

export const manifestFile = 'manifest.json';

/** Raw characters of postings per term part (a single term's postings may exceed it). */
const termPartSize = 12_000;
/** Sections per displayed-section part. */
const docPartSize = 8;
/** Sections per display pack (the background load's blocks: about 30 KB gzip at 10x this site). */
const docPackSize = 512;

export { displayBelow, prefetchAfterMs, prefetchBelow } from './background';

export type Manifest = {
  format: number;
  mini: Pick<SerialisedIndex['mini'], 'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'serializationVersion'>;
  facets: string[];
  pageFacet: number[];
  docPage: number[];
  docLevel: number[];
  docHeadingWords: number[];
  /** Per section, its field lengths (fieldIds' order), flattened. */
  fieldLength: number[];
  /** The first term of each term part t<N>. */
  termParts: string[];
  /** First letters with a typo dictionary (w<code point>). */
  letters: string[];
  docPartSize: number;
  /** Raw characters of all parts but the display packs: a small index is worth loading whole once the reader pauses. */
  partsSize: number;
  /** Sections per display pack s<N> and the packs' raw characters (absent in an index made before them). */
  docPackSize?: number;
  displaySize?: number;
};

/**
 * A term part: its rows (format.ts) and, per word, the sections that also hold a start and the rest
 * of it as words (restsOf): [at, sections (encodePostings), at, sections, …], only where there are some.
 */
type TermPart = { rows: string[][]; rests: Record<string, (number | string)[]> };

/**
 * Per word, the sections holding the word, its start up to `at` and its rest from `at`, both as
 * words, for each `at` a typed word may end at (prefixFrom on): onceEach in core.ts asks whether a
 * section holds `word.slice(at)` only of sections that hold the word and the typed start, so this
 * answers it beside the word and no rest's own part has to load. A whole name is never matched
 * through its start (core.ts), so it has none.
 */
function restsOf(rows: readonly string[][]): Map<string, (number | string)[]> {
  const holders = new Map<string, Set<number>>();
  for (const [term, ...byField] of rows) {
    const sections = new Set<number>();
    for (const encoded of byField) for (const id of Object.keys(decodePostings(encoded) ?? {})) sections.add(Number(id));
    holders.set(term!, sections);
  }
  const rests = new Map<string, (number | string)[]>();
  for (const [word, sections] of holders) {
    if (isWholeName(word)) continue;
    const list: (number | string)[] = [];
    for (let at = prefixFrom; at < word.length; at += 1) {
      const start = holders.get(word.slice(0, at));
      const rest = holders.get(word.slice(at));
      if (!start || !rest) continue;
      const all: Record<string, number> = {};
      for (const id of sections) if (start.has(id) && rest.has(id)) all[id] = 1;
      const encoded = encodePostings(all);
      if (encoded) list.push(at, encoded);
    }
    if (list.length) rests.set(word, list);
  }
  return rests;
}

type DocPart = { pages: [string, string, string][]; docs: [number, string, number, string[], string][] };

/** The whole serialised index → the manifest and its parts, by file name. */
export function splitIndex(index: SerialisedIndex): { manifest: Manifest; parts: Map<string, unknown> } {
  const parts = new Map<string, unknown>();
  const rows = [...index.terms].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  const rests = restsOf(rows);
  const termParts: string[] = [];
  let current: string[][] = [];
  let size = 0;
  const flush = () => {
    if (!current.length) return;
    const part: TermPart = { rows: current, rests: {} };
    for (const [term] of current) {
      const list = rests.get(term!);
      if (list) part.rests[term!] = list;
    }
    parts.set(`t${termParts.length}.json`, part);
    termParts.push(current[0]![0]!);
    current = [];
    size = 0;
  };
  for (const row of rows) {
    current.push(row);
    size += row.reduce((sum, cell) => sum + cell.length + 3, 0);
    if (size >= termPartSize) flush();
  }
  flush();
  const byLetter = new Map<string, (string | number)[]>();
  for (const row of rows) {
    const letter = row[0]![0]!;
    const list = byLetter.get(letter) ?? [];
    list.push(row[0]!, sectionsOf(row));
    byLetter.set(letter, list);
  }
  for (const [letter, list] of byLetter) parts.set(`w${letter.codePointAt(0)}.json`, list);
  /** The displayed sections from `start`, up to `size` of them, with their pages listed once. */
  const displayed = (start: number, size: number) => {
    const part: DocPart = { pages: [], docs: [] };
    const local = new Map<number, number>();
    for (const [pageId, anchor, level, headings, excerpt] of index.docs.slice(start, start + size)) {
      let at = local.get(pageId);
      if (at === undefined) {
        const [url, lvl0, lvl1] = index.pages[pageId]!;
        at = part.pages.push([url, lvl0, lvl1]) - 1;
        local.set(pageId, at);
      }
      part.docs.push([at, anchor, level, headings, excerpt]);
    }
    return part;
  };
  for (let start = 0; start < index.docs.length; start += docPartSize)
    parts.set(`d${start / docPartSize}.json`, displayed(start, docPartSize));
  const partsSize = [...parts.values()].reduce((sum: number, part) => sum + JSON.stringify(part).length, 0);
  let displaySize = 0;
  for (let start = 0; start < index.docs.length; start += docPackSize) {
    const pack = displayed(start, docPackSize);
    displaySize += JSON.stringify(pack).length;
    parts.set(`s${start / docPackSize}.json`, pack);
  }
  const { documentCount, nextId, fieldIds, averageFieldLength, serializationVersion } = index.mini;
  const fieldLength: number[] = [];
  const lengths = index.mini.fieldLength as Record<string, number[]>;
  const fieldCount = Object.keys(fieldIds).length;
  for (let id = 0; id < index.docs.length; id += 1)
    for (let field = 0; field < fieldCount; field += 1) fieldLength.push(lengths[id]?.[field] ?? 0);
  const manifest: Manifest = {
    format: index.format,
    mini: { documentCount, nextId, fieldIds, averageFieldLength, serializationVersion },
    facets: index.facets,
    pageFacet: index.pages.map((page) => page[3]),
    docPage: index.docs.map((doc) => doc[0]),
    docLevel: index.docs.map((doc) => doc[2]),
    docHeadingWords: index.docs.map((doc) => doc[5]),
    fieldLength,
    termParts,
    letters: [...byLetter.keys()],
    docPartSize,
    partsSize,
    docPackSize,
    displaySize,
  };
  return { manifest, parts };
}

export type ShardedEngine = {
  search: (request: SearchRequest) => Promise<SearchResult>;
  size: number;
  /** Parts loaded so far (the manifest aside). */
  loaded: () => string[];
};

/** The first index whose value is greater than `term` (termParts is sorted). */
function upperBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** MiniSearch with the manifest's sections and field lengths and no terms yet (the parts bring them). */
function emptyMiniSearch(manifest: Manifest) {
  const count = manifest.docPage.length;
  const fieldCount = Object.keys(manifest.mini.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < count; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = manifest.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  return MiniSearch.loadJS(
    { ...manifest.mini, documentIds, fieldLength, storedFields: {}, dirtCount: 0, index: [] },
    miniSearchOptions,
  );
}

/**
 * The split index as an engine: `fetchPart(name, background)` returns a part's parsed JSON (the
 * worker fetches it beside the manifest, at low priority when `background`; tests read it from
 * memory). With `prefetch`, what src/search/background.ts names (a small index whole, else the
 * display packs) loads in the background once `prefetchAfterMs` have passed after an answer with
 * no query asked or pending.
 */
export function loadShardedEngine(
  manifest: Manifest,
  fetchPart: (name: string, background: boolean) => Promise<unknown>,
  { prefetch = false, prefetchAfter = prefetchAfterMs }: { prefetch?: boolean; prefetchAfter?: number } = {},
): ShardedEngine {
  if (manifest.format !== indexFormat) {
    throw new Error(`The search index has format ${manifest.format}; this engine reads format ${indexFormat}.`);
  }
  const count = manifest.docPage.length;
  const mini = emptyMiniSearch(manifest);
  // MiniSearch's term index is private; a loaded part's terms go in as loadJS puts them (minisearch 7.2).
  const terms = (mini as unknown as { _index: { set: (term: string, data: Map<number, Map<number, number>>) => void } })._index;
  const loaded = new Set<string>();
  const dictionaries = new Map<string, [string, number][]>();
  /** Per loaded word, its rests' sections by start (restsOf); a loaded word without an entry has none. */
  const restSections = new Map<string, Map<number, Set<number>>>();
  const noSections: ReadonlySet<number> = new Set();
  const docs: (DocView | undefined)[] = [];
  const inFlight = new Map<string, Promise<void>>();
  /** Term parts applied so far: a question's answer depends on them (core.ts keeps the last one while it stays). */
  let termsVersion = 0;

  const apply = (name: string, json: unknown) => {
    if (name.startsWith('t')) {
      const part = json as TermPart;
      for (const [word, list] of Object.entries(part.rests)) {
        const byStart = new Map<number, Set<number>>();
        for (let at = 0; at < list.length; at += 2) {
          const sections = new Set<number>();
          eachPosting(list[at + 1] as string, (id) => sections.add(id));
          byStart.set(list[at] as number, sections);
        }
        restSections.set(word, byStart);
      }
      // Each row straight into MiniSearch's own shape (field id → section → frequency), as loadJS makes it.
      for (const [term, ...byField] of part.rows) {
        const data = new Map<number, Map<number, number>>();
        byField.forEach((encoded, fieldId) => {
          if (encoded) data.set(fieldId, decodePostingsMap(encoded));
        });
        terms.set(term!, data);
      }
      termsVersion += 1;
    } else if (name.startsWith('w')) {
      const flat = json as (string | number)[];
      const list: [string, number][] = [];
      for (let at = 0; at < flat.length; at += 2) list.push([flat[at] as string, flat[at + 1] as number]);
      dictionaries.set(String.fromCodePoint(Number(name.slice(1, -5))), list);
    } else {
      // d<N> or a display pack s<N>: the same shape, blocks of docPartSize or docPackSize sections.
      const part = json as DocPart;
      const start = Number(name.slice(1, -5)) * (name.startsWith('s') ? manifest.docPackSize! : manifest.docPartSize);
      part.docs.forEach(([page, anchor, level, headings, excerpt], at) => {
        docs[start + at] = [part.pages[page]!, anchor, level, headings, excerpt];
      });
    }
    loaded.add(name);
  };
  const load = (name: string, background = false) => {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = fetchPart(name, background).then((json) => apply(name, json));
      pending.catch(() => inFlight.delete(name)); // the next query tries again
      inFlight.set(name, pending);
    }
    return pending;
  };
  /** Term parts not loaded yet that hold the term, or every term it is a prefix of. */
  const termParts = (term: string, prefix: boolean) => {
    const names: string[] = [];
    const first = Math.max(0, upperBound(manifest.termParts, term) - 1);
    // A prefix's words run on into the following parts while their first terms start with it.
    let last = first;
    if (prefix) while (last + 1 < manifest.termParts.length && manifest.termParts[last + 1]!.startsWith(term)) last += 1;
    for (let at = first; at <= last && at < manifest.termParts.length; at += 1) {
      const name = `t${at}.json`;
      if (!loaded.has(name)) names.push(name);
    }
    return names;
  };
  const docPart = (id: number) => `d${Math.floor(id / manifest.docPartSize)}.json`;
  const core = searchCore({
    mini,
    facets: manifest.facets.map((facet) => {
      const [language = '', tag = ''] = facet.split('|');
      return { language, docusaurus_tag: tag };
    }),
    docPage: manifest.docPage,
    docLevel: manifest.docLevel,
    docHeadingWords: manifest.docHeadingWords,
    pageFacet: manifest.pageFacet,
    parts: {
      termParts,
      dictionary(letter) {
        const list = dictionaries.get(letter);
        if (list) return list;
        return manifest.letters.includes(letter) ? `w${letter.codePointAt(0)}.json` : [];
      },
      doc: (id) => docs[id],
      docPart,
      // Asked only of a word the question matched, so its part (and its rests) is loaded.
      restHolders: (word, at) => restSections.get(word)?.get(at) ?? noSections,
      termsVersion: () => termsVersion,
    },
  });

  const inBackground = prefetch ? backgroundParts(manifest, count) : [];
  const pause = afterPause(() => {
    for (const name of inBackground) if (!loaded.has(name)) load(name, true).catch(() => undefined); // a query retries what failed
  }, prefetchAfter);

  return {
    size: count,
    loaded: () => [...loaded],
    async search(request) {
      if (inBackground.length) pause.asked();
      try {
        // Each round loads what the last one lacked: the words' parts, then a typo's dictionary and
        // its correction's part, then the hits' sections. Four rounds cover every case.
        for (let round = 0; round < 6; round += 1) {
          const missing = new Set<string>();
          const result = core(request, missing);
          if (!missing.size) {
            // The word being typed becomes a prefix at its next letter: its parts load while the reader
            // types it, once this answer is posted, at the priority of a query's own parts.
            const start = prefetch ? typedStart(request.query ?? '') : undefined;
            if (start)
              setTimeout(() => {
                for (const name of termParts(start, true)) load(name).catch(() => undefined); // the next key retries
              }, 0);
            return result;
          }
          await Promise.all([...missing].map((name) => load(name)));
        }
        throw new Error('The search index parts did not load.');
      } finally {
        if (inBackground.length) pause.answered();
      }
    },
  };
}
