/**
 * MiniSearch's own search, computed as minisearch 7.2 computes it, for a site of any size (issue
 * 28), reduced to what the ranking reads: at ten times the site a question's words and prefixes
 * reach about 10,000 postings in 5,000 sections, and MiniSearch keeps a Map per query word, an
 * object per section per word and a matches object per section before combining and sorting them.
 * This walks the same postings in the same order with the same arithmetic (the same BM25
 * expression, the same additions in the same order, so the same floating-point scores) into arrays
 * kept between queries, and reports per matched section its score, how many of the question's
 * words it holds and which it holds in one field (the heading): what src/search/rank.ts ranks by.
 * It reads MiniSearch's term index and field statistics, which are private (src/search/shards.ts
 * writes to the same index). tests/unit/search-scorer.spec.ts compares it with MiniSearch.search on
 * made-up and random sites, and `node scripts/bench/bench-search-engine.mjs --same` compares every
 * question's hits before and after.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

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
  /** Query word index + 1 that last touched the section. */
  termStamp: Int32Array;
  words: Int32Array;
  names: Int32Array;
  inField: Int32Array;
  anyInField: Uint8Array;
  /** The answer, by position (scoreSections). */
  out: SectionScores;
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
      words: new Int32Array(size),
      names: new Int32Array(size),
      inField: new Int32Array(size),
      anyInField: new Uint8Array(size),
      out: {
        count: 0,
        ids: [],
        score: new Float64Array(0),
        words: new Int32Array(0),
        names: new Int32Array(0),
        inField: new Int32Array(0),
        anyInField: new Uint8Array(0),
      },
    };
    scratches.set(mini, scratch);
  }
  return scratch;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * How much a matched word counts for a section: a number for every section, or a function of the
 * section's (external) id. Asked once per matched word and question, not once per posting.
 */
export type TermBoost = (derived: string) => number | ((id: unknown) => number);

/**
 * What the ranking reads of the sections a question matches, as MiniSearch.search would report
 * them, in arrays valid until the next call on the same index. Position `at` < count is the
 * at-th section in the order MiniSearch's combined results hold them (first touched first).
 */
export type SectionScores = {
  count: number;
  /** The section's external id. */
  ids: unknown[];
  /** MiniSearch's score (its `score`, to the bit). */
  score: Float64Array;
  /** Distinct query words that matched it (its `queryTerms.length`), and how many of them are names (`isName`). */
  words: Int32Array;
  names: Int32Array;
  /** Distinct query words it holds as themselves in `field` (its `match[word]` includes `field`). */
  inField: Int32Array;
  /** 1 when any matched word (a query word or a longer word it begins) is in `field`. */
  anyInField: Uint8Array;
};

type ScoreOptions = {
  /** Sections kept (MiniSearch's `filter`, shown the external id only). */
  keep?: (id: unknown) => boolean;
  /** MiniSearch's `boostDocument`, decided per matched word (0 leaves the word out for that section). */
  termBoost?: TermBoost;
  /** Query words counted apart in `names`. */
  isName?: (term: string) => boolean;
  /** The field whose matches `inField` and `anyInField` report. */
  field: string;
};

/**
 * MiniSearch's search (OR, prefixes as its search options say, boosts and BM25 parameters of its
 * search options) for the query words `terms` (as tokenize and processTerm left them), reported as
 * SectionScores: the same sections, scores, query-word counts and field matches as
 * `mini.search(terms.join(' '), options)`, without a result object, a query-terms array or a
 * matches object per section: at ten times the site a question matches 5,000 sections through
 * 10,000 postings, and the ranking reads only these few numbers of each.
 */
export function scoreSections<T>(miniSearch: MiniSearch<T>, terms: readonly string[], options: ScoreOptions): SectionScores {
  const mini = miniSearch as unknown as Internals;
  const all = { ...mini._options.searchOptions };
  if (all.fuzzy || (all.combineWith ?? 'OR').toUpperCase() !== 'OR' || all.boostTerm != null || all.fields != null)
    throw new Error('scoreSections computes OR searches without fuzzy matching, term boosts or a field list.');
  const { keep, termBoost, isName } = options;
  const prefixOf = all.prefix;
  const prefixWeight = { prefix: defaultPrefixWeight, ...all.weights }.prefix;
  const { k, b, d } = all.bm25 ?? defaultBm25;
  const fields = mini._options.fields;
  const boosts = fields.map((field) => (all.boost && hasOwn(all.boost, field) ? all.boost[field] : undefined) || 1);
  const fieldIds = fields.map((field) => mini._fieldIds[field]!);
  const countedField = fields.indexOf(options.field);
  const totalCount = mini._documentCount;
  const scratch = scratchFor(mini);
  const { score, termScore, termStamp, words, names, inField, anyInField, fieldLengths, present } = scratch;
  const documentIds = mini._documentIds;
  /** Sections in the order MiniSearch's combined results Map holds them: first touched first. */
  const order: number[] = [];

  /**
   * One matched word's postings (`derived`, from the query word at `stamp` - 1). `counts`: the
   * query word's first occurrence, whose first touch of a section counts it among the section's
   * words; `own`: the word matched as itself there, whose field matches count in `inField`.
   */
  const termResults = (
    derived: string,
    termWeight: number,
    data: FieldPostings,
    stamp: number,
    counts: boolean,
    name: boolean,
    own: boolean,
  ) => {
    const boost = termBoost ? termBoost(derived) : 1;
    if (boost === 0) return;
    const boostOf = typeof boost === 'function' ? boost : undefined;
    for (let f = 0; f < fields.length; f += 1) {
      const fieldId = fieldIds[f]!;
      const fieldTermFreqs = data.get(fieldId);
      if (fieldTermFreqs == null) continue;
      let matchingFields = fieldTermFreqs.size;
      const avgFieldLength = mini._avgFieldLength[fieldId]!;
      const fieldBoost = boosts[f]!;
      const lengths = fieldLengths[fieldId]!;
      const counted = f === countedField;
      // MiniSearch's calcBM25Score, expression for expression (its first factor depends only on the term's field).
      let invDocFreq = Math.log(1 + (totalCount - matchingFields + 0.5) / (matchingFields + 0.5));
      for (const [docId, termFreq] of fieldTermFreqs) {
        if (present[docId] !== 1) {
          matchingFields -= 1;
          invDocFreq = Math.log(1 + (totalCount - matchingFields + 0.5) / (matchingFields + 0.5));
          continue;
        }
        const docBoost = boostOf ? boostOf(documentIds.get(docId)) : (boost as number);
        if (!docBoost) continue;
        const fieldLength = lengths[docId]!;
        const rawScore = invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
        const weightedScore = termWeight * 1 * fieldBoost * docBoost * rawScore;
        if (termStamp[docId] !== stamp) {
          // First touch by this query word: a new entry of that word's results.
          if (termStamp[docId] === 0) order.push(docId);
          termStamp[docId] = stamp;
          termScore[docId] = weightedScore;
          if (counts) {
            words[docId] = words[docId]! + 1;
            if (name) names[docId] = names[docId]! + 1;
          }
        } else {
          termScore[docId] = termScore[docId]! + weightedScore;
        }
        if (counted) {
          anyInField[docId] = 1;
          if (own) inField[docId] = inField[docId]! + 1;
        }
      }
    }
  };

  terms.forEach((term, at) => {
    const stamp = at + 1;
    // A word asked twice touches the same sections twice: it counts once among their words.
    const first = terms.indexOf(term) === at;
    const name = !!isName?.(term);
    const own = mini._index.get(term);
    if (own) termResults(term, 1, own, stamp, first, name, first);
    const prefix = typeof prefixOf === 'function' ? prefixOf(term, at, terms as string[]) : prefixOf === true;
    if (prefix) {
      for (const [derived, data] of mini._index.atPrefix(term)) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        const weight = (prefixWeight * derived.length) / (derived.length + 0.3 * distance);
        termResults(derived, weight, data, stamp, first, name, false);
      }
    }
    // MiniSearch's OR: each section's total plus this word's score, in the order of the words.
    for (const docId of order) if (termStamp[docId] === stamp) score[docId] = score[docId]! + termScore[docId]!;
  });

  const out = scratch.out;
  grow(out, order.length);
  let count = 0;
  for (const docId of order) {
    const id = documentIds.get(docId);
    if (keep == null || keep(id)) {
      out.ids[count] = id;
      out.score[count] = score[docId]! * (words[docId]! || 1);
      out.words[count] = words[docId]!;
      out.names[count] = names[docId]!;
      out.inField[count] = inField[docId]!;
      out.anyInField[count] = anyInField[docId]!;
      count += 1;
    }
    score[docId] = 0;
    termScore[docId] = 0;
    termStamp[docId] = 0;
    words[docId] = 0;
    names[docId] = 0;
    inField[docId] = 0;
    anyInField[docId] = 0;
  }
  out.count = count;
  return out;
}

/** Makes room for `size` sections in `out` (its arrays only grow). */
function grow(out: SectionScores, size: number) {
  if (out.score.length >= size) return;
  const length = Math.max(size, out.score.length * 2, 64);
  const copy = <A extends Float64Array | Int32Array | Uint8Array>(array: A, Type: new (length: number) => A) => {
    const next = new Type(length);
    next.set(array);
    return next;
  };
  out.score = copy(out.score, Float64Array);
  out.words = copy(out.words, Int32Array);
  out.names = copy(out.names, Int32Array);
  out.inField = copy(out.inField, Int32Array);
  out.anyInField = copy(out.anyInField, Uint8Array);
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
 * The query words that `scoreSections(miniSearch, terms, options)` would report matched by some
 * section, found without scoring: a word matches once one of its postings (the word itself, or a
 * longer word it begins where the prefix option allows) is a section that termBoost keeps and
 * `keep` keeps. Why: a question with a typo is asked again as corrected, and finding the word that
 * matches nothing this way saves scoring the question twice.
 */
export function matchedTerms<T>(
  miniSearch: MiniSearch<T>,
  terms: readonly string[],
  { keep, termBoost }: Omit<ScoreOptions, 'field' | 'isName'>,
): Set<string> {
  const mini = miniSearch as unknown as Internals;
  const all = { ...mini._options.searchOptions };
  const fieldIds = mini._options.fields.map((field) => mini._fieldIds[field]!);
  const keeps = (derived: string, data: FieldPostings | undefined) => {
    if (!data) return false;
    const boost = termBoost ? termBoost(derived) : 1;
    if (boost === 0) return false;
    for (const fieldId of fieldIds) {
      const postings = data.get(fieldId);
      if (postings)
        for (const docId of postings.keys()) {
          if (!mini._documentIds.has(docId)) continue;
          const id = mini._documentIds.get(docId);
          if (typeof boost === 'function' && !boost(id)) continue;
          if (keep == null || keep(id)) return true;
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
    const prefix = typeof all.prefix === 'function' ? all.prefix(term, at, terms as string[]) : all.prefix === true;
    if (!prefix) return;
    for (const [derived, data] of mini._index.atPrefix(term))
      if (derived.length !== term.length && keeps(derived, data)) {
        matched.add(term);
        return;
      }
  });
  return matched;
}
