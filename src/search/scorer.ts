/**
 * MiniSearch's own search, computed as minisearch 7.2 computes it, for a site of any size (issue
 * 28): at ten times the site a question's words and prefixes reach about 10,000 postings, and
 * MiniSearch keeps a Map per query word and an object per section for each of them before
 * combining them. This walks the same postings in the same order with the same arithmetic (the
 * same BM25 expression, the same additions in the same order, so the same floating-point scores)
 * into arrays kept between queries, and returns the results MiniSearch.search returns: the same
 * sections with the same score, query terms and matches, in the same order. It reads MiniSearch's
 * term index and field statistics, which are private (src/search/shards.ts writes to the same
 * index); any option it does not reproduce (fuzzy, AND, term boosts, fields) falls back to
 * MiniSearch.search itself. tests/unit/search-scorer.spec.ts compares both on made-up and random
 * sites, and `node scripts/bench/bench-search-engine.mjs --same` compares every question's hits
 * before and after.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult as MiniResult } from 'minisearch';

/** A term's postings: field id → section (short id) → frequency. */
type FieldPostings = Map<number, Map<number, number>>;

/** What this module reads of a MiniSearch instance (minisearch 7.2's private fields). */
type Internals = {
  _index: { get(term: string): FieldPostings | undefined; atPrefix(prefix: string): Iterable<[string, FieldPostings]> };
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
  _fieldLength: Map<number, number[]>;
  _documentIds: Map<number, unknown>;
  _storedFields: Map<number, Record<string, unknown>>;
  _options: {
    fields: string[];
    tokenize: (text: string) => string[];
    processTerm: (term: string) => string | string[] | null | undefined | false;
    searchOptions?: SearchOptions;
  };
};

/** MiniSearch's defaults for the options this module reproduces (minisearch 7.2). */
const defaultPrefixWeight = 0.375;
const defaultBm25 = { k: 1.2, b: 0.7, d: 0.5 };

type Options = Pick<SearchOptions, 'filter' | 'boostDocument' | 'prefix'>;

/** Per MiniSearch instance, arrays indexed by short id, grown as needed and reset per query. */
type Scratch = {
  /** The field lengths and the sections present, by field id and short id, as of `fieldLengthOf` and `documentIdsOf`. */
  fieldLengths: Float64Array[];
  present: Uint8Array;
  fieldLengthOf: unknown;
  documentIdsOf: unknown;
  sizes: string;
  score: Float64Array;
  termScore: Float64Array;
  /** Query word index + 1 that last touched the section; derived-term call that last touched it. */
  termStamp: Int32Array;
  callStamp: Int32Array;
  queryTerms: string[][];
  match: Record<string, string[]>[];
  calls: number;
};
const scratches = new WeakMap<object, Scratch>();

function scratchFor(mini: Internals): Scratch {
  const size = mini._nextId + 1;
  let scratch = scratches.get(mini);
  const sizes = `${mini._fieldLength.size} ${mini._documentIds.size} ${size}`;
  if (
    !scratch ||
    scratch.score.length < size ||
    scratch.fieldLengthOf !== mini._fieldLength ||
    scratch.documentIdsOf !== mini._documentIds ||
    scratch.sizes !== sizes
  ) {
    const fieldLengths = Object.values(mini._fieldIds).map(() => new Float64Array(size));
    for (const [docId, lengths] of mini._fieldLength)
      lengths.forEach((length, fieldId) => {
        if (fieldLengths[fieldId] && docId < size) fieldLengths[fieldId]![docId] = length;
      });
    const present = new Uint8Array(size);
    for (const docId of mini._documentIds.keys()) if (docId < size) present[docId] = 1;
    scratch = {
      fieldLengths,
      present,
      fieldLengthOf: mini._fieldLength,
      documentIdsOf: mini._documentIds,
      sizes,
      score: new Float64Array(size),
      termScore: new Float64Array(size),
      termStamp: new Int32Array(size),
      callStamp: new Int32Array(size),
      queryTerms: [],
      match: [],
      calls: 0,
    };
    scratches.set(mini, scratch);
  }
  return scratch;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Whether this module computes `mini.search(query, options)` as MiniSearch does; otherwise MiniSearch answers. */
function reproduces(mini: Internals, options: Options & SearchOptions): boolean {
  const all = { ...mini._options.searchOptions, ...options };
  return (
    !all.fuzzy &&
    (all.combineWith ?? 'OR').toUpperCase() === 'OR' &&
    all.boostTerm == null &&
    all.fields == null &&
    typeof mini._index?.atPrefix === 'function' &&
    mini._fieldLength instanceof Map
  );
}

/**
 * `mini.search(query, options)`: the same results (ids, scores, query terms, matches) in the same
 * order. The query's words are split and processed by the search options' tokenize and processTerm.
 */
export function search<T>(miniSearch: MiniSearch<T>, query: string, options: Options = {}): MiniResult[] {
  const mini = miniSearch as unknown as Internals;
  if (!reproduces(mini, options)) return miniSearch.search(query, options);
  const all = { ...mini._options.searchOptions, ...options };
  const searchTokenize = all.tokenize ?? mini._options.tokenize;
  const searchProcessTerm = all.processTerm ?? mini._options.processTerm;
  const terms = searchTokenize(query)
    .flatMap((term) => searchProcessTerm(term) ?? [])
    .filter((term): term is string => !!term);
  const { boostDocument, filter } = all;
  const prefixOf = all.prefix;
  const prefixWeight = { prefix: defaultPrefixWeight, ...all.weights }.prefix;
  const bm25 = all.bm25 ?? defaultBm25;
  const { k, b, d } = bm25;
  const fields = mini._options.fields;
  const boosts = fields.map((field) => (all.boost && hasOwn(all.boost, field) ? all.boost[field] : undefined) || 1);
  const fieldIds = fields.map((field) => mini._fieldIds[field]!);
  const totalCount = mini._documentCount;
  const scratch = scratchFor(mini);
  const { score, termScore, termStamp, callStamp, queryTerms, match, fieldLengths, present } = scratch;
  /** Sections in the order MiniSearch's combined results Map holds them: first touched first. */
  const order: number[] = [];

  const termResults = (
    sourceTerm: string,
    derivedTerm: string,
    termWeight: number,
    data: FieldPostings | undefined,
    stamp: number,
  ) => {
    if (data == null) return;
    const call = (scratch.calls += 1);
    for (let f = 0; f < fields.length; f += 1) {
      const field = fields[f]!;
      const fieldId = fieldIds[f]!;
      const fieldTermFreqs = data.get(fieldId);
      if (fieldTermFreqs == null) continue;
      let matchingFields = fieldTermFreqs.size;
      const avgFieldLength = mini._avgFieldLength[fieldId]!;
      const fieldBoost = boosts[f]!;
      const lengths = fieldLengths[fieldId]!;
      // MiniSearch's calcBM25Score, expression for expression (its first factor depends only on the term's field).
      let invDocFreq = Math.log(1 + (totalCount - matchingFields + 0.5) / (matchingFields + 0.5));
      for (const [docId, termFreq] of fieldTermFreqs) {
        if (present[docId] !== 1) {
          matchingFields -= 1;
          invDocFreq = Math.log(1 + (totalCount - matchingFields + 0.5) / (matchingFields + 0.5));
          continue;
        }
        const docBoost = boostDocument
          ? boostDocument(mini._documentIds.get(docId), derivedTerm, mini._storedFields.get(docId))
          : 1;
        if (!docBoost) continue;
        const fieldLength = lengths[docId]!;
        const rawScore = invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
        const weightedScore = termWeight * 1 * fieldBoost * docBoost * rawScore;
        if (termStamp[docId] !== stamp) {
          // First touch by this query word: a new entry of that word's results.
          if (termStamp[docId] === 0) {
            order.push(docId);
            queryTerms[docId] = [];
            match[docId] = {};
          }
          termStamp[docId] = stamp;
          termScore[docId] = weightedScore;
          if (!queryTerms[docId]!.includes(sourceTerm)) queryTerms[docId]!.push(sourceTerm);
        } else {
          termScore[docId] = termScore[docId]! + weightedScore;
        }
        const matched = match[docId]!;
        if (callStamp[docId] === call) matched[derivedTerm]!.push(field);
        else {
          // The word's own list replaces an earlier word's (MiniSearch's Object.assign when combining).
          callStamp[docId] = call;
          matched[derivedTerm] = [field];
        }
      }
    }
  };

  terms.forEach((term, at) => {
    const stamp = at + 1;
    termResults(term, term, 1, mini._index.get(term), stamp);
    const prefix = typeof prefixOf === 'function' ? prefixOf(term, at, terms) : prefixOf === true;
    if (prefix) {
      for (const [derived, data] of mini._index.atPrefix(term)) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        const weight = (prefixWeight * derived.length) / (derived.length + 0.3 * distance);
        termResults(term, derived, weight, data, stamp);
      }
    }
    // MiniSearch's OR: each section's total plus this word's score, in the order of the words.
    for (const docId of order) if (termStamp[docId] === stamp) score[docId] = score[docId]! + termScore[docId]!;
  });

  const results: MiniResult[] = [];
  for (const docId of order) {
    const docTerms = queryTerms[docId]!;
    const matched = match[docId]!;
    const result = {
      id: mini._documentIds.get(docId),
      score: score[docId]! * (docTerms.length || 1),
      terms: Object.keys(matched),
      queryTerms: docTerms,
      match: matched,
    } as MiniResult;
    const stored = mini._storedFields.get(docId);
    if (stored) Object.assign(result, stored);
    if (filter == null || filter(result)) results.push(result);
    score[docId] = 0;
    termScore[docId] = 0;
    termStamp[docId] = 0;
    callStamp[docId] = 0;
    queryTerms[docId] = undefined!;
    match[docId] = undefined!;
  }
  return results.sort((x, y) => y.score - x.score);
}

/** The sections (external ids) holding `term` itself in any field: `mini.search(term, { prefix: false })`'s ids. */
export function sectionsHolding<T>(miniSearch: MiniSearch<T>, term: string): Set<unknown> {
  const mini = miniSearch as unknown as Internals;
  const holding = new Set<unknown>();
  const data = mini._index.get(term);
  if (data)
    for (const postings of data.values())
      for (const docId of postings.keys()) if (mini._documentIds.has(docId)) holding.add(mini._documentIds.get(docId));
  return holding;
}

/**
 * The query's words that `search(miniSearch, query, options)` lists among its results' query terms,
 * found without scoring: a word matches once one of its postings (the word itself, or a longer
 * word it begins where the prefix option allows) is a section that boostDocument keeps and the
 * filter keeps. Why: a question with a typo is asked again as corrected, and finding the word that
 * matches nothing this way saves scoring the question twice. The filter is shown the result's id only.
 */
export function matchedTerms<T>(miniSearch: MiniSearch<T>, query: string, options: Options = {}): Set<string> {
  const mini = miniSearch as unknown as Internals;
  const all = { ...mini._options.searchOptions, ...options };
  const terms = (all.tokenize ?? mini._options.tokenize)(query)
    .flatMap((term) => (all.processTerm ?? mini._options.processTerm)(term) ?? [])
    .filter((term): term is string => !!term);
  const { boostDocument, filter } = all;
  const fieldIds = mini._options.fields.map((field) => mini._fieldIds[field]!);
  const keeps = (derived: string, data: FieldPostings | undefined) => {
    if (!data) return false;
    for (const fieldId of fieldIds) {
      const postings = data.get(fieldId);
      if (postings)
        for (const docId of postings.keys()) {
          if (!mini._documentIds.has(docId)) continue;
          const id = mini._documentIds.get(docId);
          if (boostDocument && !boostDocument(id, derived, mini._storedFields.get(docId))) continue;
          if (filter == null || filter({ id } as MiniResult)) return true;
        }
    }
    return false;
  };
  const matched = new Set<string>();
  terms.forEach((term, at) => {
    if (matched.has(term) || keeps(term, mini._index.get(term))) {
      matched.add(term);
      return;
    }
    const prefix = typeof all.prefix === 'function' ? all.prefix(term, at, terms) : all.prefix === true;
    if (!prefix) return;
    for (const [derived, data] of mini._index.atPrefix(term))
      if (derived.length !== term.length && keeps(derived, data)) {
        matched.add(term);
        return;
      }
  });
  return matched;
}
