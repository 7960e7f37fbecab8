/**
 * The embedded search engine's entry point: loadEngine (the tests, the scripts; the browser's
 * worker uses the split index of src/search/shards.ts) turns a serialised index into an engine
 * that answers DocSearch's requests in Algolia's response shape, without indexing anything again;
 * createEngine builds and loads in one step. The parts, one job each:
 * - terms.ts: words, stop words, plurals, prefixes, typo allowance and edit distance;
 * - format.ts: the serialised shape, MiniSearch's options and the coding of postings;
 * - buildIndex.ts: records → sections → the serialised index (build time);
 * - core.ts: the search over an index in memory (whole or in parts); scorer.ts MiniSearch's own
 *   scoring computed in arrays (same results, fast at 10x the site); typos.ts the typo corrector,
 *   rank.ts the ranking, places.ts the order of the hits (the first places only), hits.ts and
 *   highlight.ts what a hit shows.
 */
import MiniSearch from 'minisearch';
import { buildIndex } from './buildIndex';
import { searchCore, type DocView } from './core';
import { decodeTermRows, indexFormat, miniSearchOptions, sectionsOf, type IndexedDoc, type SerialisedIndex } from './format';
import type { Hierarchy, SearchRecord, SearchRequest, SearchResult } from './types';

export { buildIndex } from './buildIndex';
export { searchCore, type CoreSearch, type DocView, type EngineCore } from './core';
export { decodeTermRows, indexFormat, miniSearchOptions, sectionsOf, type SerialisedIndex } from './format';
export { escapeHtml, highlight, snippet } from './highlight';
export { pageDominance } from './places';
export { editDistance, prefixFrom, queryTerms, stem, stopWords, typoAllowance } from './terms';

export type Engine = {
  search: (request: SearchRequest) => SearchResult;
  /** Sections in the index. */
  size: number;
};

/** Browser (worker) and tests: the serialised index → an engine, without indexing anything again. */
export function loadEngine(serialised: SerialisedIndex): Engine {
  if (serialised.format !== indexFormat) {
    throw new Error(`The search index has format ${serialised.format}; this engine reads format ${indexFormat}.`);
  }
  const { docs, pages } = serialised;
  const facets = serialised.facets.map((facet) => {
    const [language = '', tag = ''] = facet.split('|');
    return { language, docusaurus_tag: tag };
  });
  const mini = MiniSearch.loadJS<IndexedDoc>({ ...serialised.mini, index: decodeTermRows(serialised.terms) }, miniSearchOptions);
  const byLetter = new Map<string, [string, number][]>();
  for (const row of serialised.terms) {
    const list = byLetter.get(row[0]![0]!) ?? [];
    list.push([row[0]!, sectionsOf(row)]);
    byLetter.set(row[0]![0]!, list);
  }
  const views: DocView[] = docs.map(([pageId, anchor, level, headings, excerpt]) => {
    const [url, lvl0, lvl1] = pages[pageId]!;
    return [[url, lvl0, lvl1], anchor, level, headings, excerpt];
  });
  const core = searchCore({
    mini,
    facets,
    docPage: docs.map((doc) => doc[0]),
    docLevel: docs.map((doc) => doc[2]),
    docHeadingWords: docs.map((doc) => doc[5]),
    pageFacet: pages.map((item) => item[3]),
    parts: {
      termParts: () => [],
      dictionary: (letter) => byLetter.get(letter) ?? [],
      doc: (id) => views[id],
      docPart: () => '',
    },
  });
  const missing = new Set<string>();
  return { search: (request) => core(request, missing), size: docs.length };
}

/** Build and load in one step (tests, scripts): what the browser gets, without the file in between. */
export function createEngine(records: readonly SearchRecord[]): Engine {
  return loadEngine(JSON.parse(JSON.stringify(buildIndex(records))) as SerialisedIndex);
}

export type { Hierarchy };
