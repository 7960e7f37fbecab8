/**
 * The search itself, over whatever part of the index is in memory: the whole index (loadEngine)
 * or only the parts a query needs (src/search/shards.ts). A query's words are matched as words and
 * prefixes, a word that matches nothing is corrected as a typo, the sections found are scored
 * (src/search/scorer.ts) and ranked (src/search/rank.ts), and only the places the request shows
 * are put in order (src/search/places.ts) and shown as hits in Algolia's shape; the count is every
 * section found. A part that is not loaded yet is named in `missing` and the answer is then empty:
 * the caller loads it and asks again.
 */
import type MiniSearch from 'minisearch';
import { clampQuery } from '../../config/search';
import type { IndexedDoc } from './format';
import { emptyResult, hitFor, randomQueryId, type DocView } from './hits';
import { topPlaces } from './places';
import { rankSections } from './rank';
import { matchedTerms, scoreSections, sectionsHolding, type TermBoost } from './scorer';
import { isWholeName, matchesAsPrefix, queryTerms } from './terms';
import { typoCorrector } from './typos';
import type { FacetFilters, SearchRequest, SearchResult } from './types';

export type { DocView };

/**
 * What the ranking reads, whether the whole index is in memory (loadEngine) or only the parts a
 * query needs (src/search/shards.ts): MiniSearch with the terms loaded so far, each section's page,
 * level and facet, and, through `parts`, the terms, typo dictionaries and displayed sections, each
 * of which may still be missing (then its part's name is reported and the query is asked again).
 */
export type EngineCore = {
  mini: MiniSearch<IndexedDoc>;
  facets: { language: string; docusaurus_tag: string }[];
  /** Per section: its page's index, its heading level; per page: its facet's index. */
  docPage: ArrayLike<number>;
  docLevel: ArrayLike<number>;
  /** Per section: the distinct words of its heading (stop words aside). */
  docHeadingWords: ArrayLike<number>;
  pageFacet: ArrayLike<number>;
  parts: {
    /** Parts (not yet loaded) holding the term, or every term it is a prefix of. */
    termParts: (term: string, prefix: boolean) => string[];
    /** The indexed words with their first letter and how many sections hold each, or the part to load. */
    dictionary: (letter: string) => readonly (readonly [word: string, sections: number])[] | string;
    /** A section as displayed, or the part to load. */
    doc: (id: number) => DocView | undefined;
    docPart: (id: number) => string;
    /**
     * The sections of `word` that also hold its start up to `at` and its rest from `at` as words,
     * when the index keeps them beside the word's own postings (the split index: no part of the
     * rest to load); undefined reads the rest's own postings.
     */
    restHolders?: (word: string, at: number) => ReadonlySet<number> | undefined;
    /** Changes whenever terms are added to `mini` (the split index loads a part); none for a whole index. */
    termsVersion?: () => number;
  };
};

/** A hit's section and whether a word of the question is in its heading. */
type Place = { id: number; onHeading: boolean };

export type CoreSearch = (request: SearchRequest, missing: Set<string>) => SearchResult;

/** Algolia facet filters (outer array AND, inner arrays OR) on a page's language and docs-version tag. */
function facetMatcher(filters: FacetFilters | undefined): (facet: { language: string; docusaurus_tag: string }) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) => (Array.isArray(group) ? group : [group]));
  return (facet) =>
    groups.every((alternatives) =>
      alternatives.some((filter) => {
        const at = filter.indexOf(':');
        const negate = filter.startsWith('-');
        const name = filter.slice(negate ? 1 : 0, at);
        const value = filter.slice(at + 1);
        const actual = (facet as Record<string, string>)[name];
        return negate ? actual !== value : actual === value;
      }),
    );
}

/** The search itself over an EngineCore: parts it lacks go to `missing` (the answer is then incomplete). */
export function searchCore(core: EngineCore): CoreSearch {
  const { mini, facets, docPage, pageFacet, parts } = core;
  const facetOf = (id: number) => facets[pageFacet[docPage[id]!]!]!;
  const correction = typoCorrector(parts.dictionary);
  const need = (list: string[], missing: Set<string>) => {
    for (const term of list) for (const part of parts.termParts(term, matchesAsPrefix(term))) missing.add(part);
  };

  /** The sections holding a word, kept between questions once the word's part is loaded (they depend only on the index). */
  const holdersKnown = new Map<string, Set<number>>();

  /**
   * A question's word counts once per section: "refund" names the section headed "RefundResponse"
   * (indexed as the whole name and its camelCase parts "refund", "response") through its part,
   * not a second time as the start of "refundresponse". A longer word the question's word begins
   * is left out of a section's score when it is a compound of it there: the section holds the word
   * itself and the rest of the longer word as words too (tokenize indexed the compound's parts).
   * Other longer forms ("refunded", "payment" for "pay") count as before. Decided per matched word
   * (0 leaves it out of every section, a function per section where it is a compound somewhere).
   * Terms of the split index not loaded yet go to `missing` (the question is then asked again).
   */
  function onceEach(terms: string[], missing: Set<string>): TermBoost {
    const holders = new Map<string, Set<number>>();
    const holding = (word: string) => {
      let sections = holders.get(word) ?? holdersKnown.get(word);
      if (!sections) {
        const lacking = parts.termParts(word, false);
        for (const part of lacking) missing.add(part);
        sections = sectionsHolding(mini, word) as Set<number>;
        (lacking.length ? holders : holdersKnown).set(word, sections);
      }
      return sections;
    };
    const rest = (word: string, at: number) => parts.restHolders?.(word, at) ?? holding(word.slice(at));
    const asked = new Set(terms);
    const prefixes = terms.filter(matchesAsPrefix);
    return (matched) => {
      if (asked.has(matched)) return 1;
      // A whole name (endpoint, joined name) counts only when the question names it whole, never through its start ("get", "transaction").
      if (isWholeName(matched)) return 0;
      const starts = prefixes.filter((term) => matched.startsWith(term));
      // Where the index keeps the sections holding each rest, a word with none is no compound anywhere.
      if (starts.every((term) => parts.restHolders?.(matched, term.length)?.size === 0)) return 1;
      return (id) => {
        for (const term of starts) if (holding(term).has(id as number) && rest(matched, term.length).has(id as number)) return 0;
        return 1;
      };
    };
  }

  /**
   * Words and prefixes first; a word that matches nothing that way is read as a typo of the
   * indexed word nearest to it (typoAllowance), then the question is asked again as corrected.
   * Returns the terms as corrected, how many sections match and the first `limit` places, or
   * undefined while parts are missing.
   */
  function match(
    terms: string[],
    params: SearchRequest,
    limit: number,
    missing: Set<string>,
  ): [string[], number, Place[]] | undefined {
    // A page's facet is one of a few: each is matched against the filters once per query.
    const matches = facetMatcher(params.facetFilters);
    const facetMatches = facets.map((facet) => matches(facet));
    const keep = (id: unknown) => facetMatches[pageFacet[docPage[id as number]!]!]!;
    // The words that match, found before scoring: a question with a typo is scored once, as corrected.
    const matched = matchedTerms(mini, terms, { keep, termBoost: onceEach(terms, missing) });
    if (missing.size) return undefined;
    if (terms.some((term) => !matched.has(term))) {
      const corrected = terms.map((term) => (matched.has(term) ? term : (correction(term, missing) ?? term)));
      need(corrected, missing);
      if (missing.size) return undefined;
      if (corrected.some((term, at) => term !== terms[at])) terms = [...new Set(corrected)];
    }
    const scores = scoreSections(mini, terms, {
      keep,
      termBoost: onceEach(terms, missing),
      isName: isWholeName,
      field: 'heading',
    });
    if (missing.size) return undefined;
    const rank = rankSections(scores, terms, core);
    const ids = scores.ids as number[];
    const places = topPlaces(scores.count, rank, scores.score, (at) => docPage[ids[at]!]!, limit).map((at) => ({
      id: ids[at]!,
      onHeading: scores.anyInField[at] === 1,
    }));
    return [terms, scores.count, places];
  }

  /**
   * The last question's answer, kept while no term is added: the split index asks a question again
   * once its hits' sections are loaded, and the ranking is not computed twice.
   */
  let last: { key: string; answer: [string[], number, Place[]] } | undefined;

  return function search(request: SearchRequest, missing: Set<string>): SearchResult {
    const started = Date.now();
    const query = clampQuery(request.query ?? '');
    const params = { ...request.params, ...request } as SearchRequest;
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(params.page ?? 0));
    let terms = queryTerms(query);
    let count = 0;
    let places: Place[] = [];
    need(terms, missing);
    if (terms.length && !missing.size) {
      const limit = (page + 1) * hitsPerPage;
      const key = JSON.stringify([parts.termsVersion?.() ?? 0, query, params.facetFilters ?? null, limit]);
      const answer = last?.key === key ? last.answer : match(terms, params, limit, missing);
      if (!answer) return emptyResult(request, query, hitsPerPage, page, started);
      last = { key, answer };
      [terms, count, places] = answer;
    }
    const pageResults = places.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    for (const { id } of pageResults) if (!parts.doc(id)) missing.add(parts.docPart(id));
    if (missing.size) return emptyResult(request, query, hitsPerPage, page, started);
    // The question's words (as corrected) highlight what their prefix matches covered too: every
    // word a match covers starts with, or begins, one of them (a whole name, by its words).
    const words = terms.filter((term) => !isWholeName(term));
    return {
      ...emptyResult(request, query, hitsPerPage, page, started),
      hits: pageResults.map(({ id, onHeading }) => hitFor(onHeading, parts.doc(id)!, facetOf(id), words, params)),
      nbHits: count,
      nbPages: hitsPerPage ? Math.ceil(count / hitsPerPage) : 0,
      ...(params.clickAnalytics ? { queryID: randomQueryId() } : {}),
    };
  };
}
