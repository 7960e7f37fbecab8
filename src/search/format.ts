/**
 * The serialised index both halves of the engine share: its shape and format number, the
 * MiniSearch options (fields, weights, term processing) it was built with and is loaded with, and
 * the compact coding of its postings (delta-coded section ids in base 36).
 */
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { matchesAsPrefix, processTerm, tokenize } from './terms';

/** Bump when the serialised shape changes: a stale file then fails loudly instead of answering wrong. */
export const indexFormat = 4;

/** Field weights: the section's own heading, the page (and parent section) title above it, the text. */
export const fields = ['heading', 'title', 'content', 'names'] as const;
/**
 * The section's own heading, the titles above it, its text, and the names its tables and schema
 * fields document (record.names): a section that documents a name owns it, above one that uses it.
 */
const fieldBoost = { heading: 3, title: 1.4, content: 1, names: 1 };

export const miniSearchOptions: Options = {
  fields: [...fields],
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: fieldBoost,
    prefix: matchesAsPrefix,
    fuzzy: false,
    combineWith: 'OR',
    bm25: { k: 1.2, b: 0.2, d: 0.5 },
  },
};

export type IndexedDoc = { id: number; heading: string; title: string; content: string; names: string };

/** A page: URL, section (lvl0), title (lvl1), index into `facets`. */
export type SerialisedPage = [url: string, lvl0: string, lvl1: string, facet: number];
/** A section: page index, anchor ('' for the page's top), heading level, headings below lvl1, excerpt, words of its heading. */
export type SerialisedDoc = [
  page: number,
  anchor: string,
  level: number,
  headings: string[],
  excerpt: string,
  headingWords: number,
];

export type SerialisedIndex = {
  format: number;
  /** "language|docusaurus_tag" of each page. */
  facets: string[];
  pages: SerialisedPage[];
  docs: SerialisedDoc[];
  /** MiniSearch's own plain object, its term index replaced by `terms`. */
  mini: Omit<ReturnType<MiniSearch['toJSON']>, 'index'>;
  /** term, then per field a comma list of doc ids (delta-coded, base 36) with ".frequency" when above 1. */
  terms: string[][];
};

export function encodePostings(postings: Record<string, number> | undefined): string {
  if (!postings) return '';
  let previous = 0;
  return Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id) => {
      const delta = (id - previous).toString(36);
      previous = id;
      const frequency = postings[id]!;
      return frequency > 1 ? `${delta}.${frequency.toString(36)}` : delta;
    })
    .join(',');
}

/** Calls `each(id, frequency)` for the postings `encoded` holds, in order (the one reader of encodePostings' coding). */
export function eachPosting(encoded: string, each: (id: number, frequency: number) => void): void {
  let id = 0;
  let start = 0;
  const end = encoded.length;
  while (start < end) {
    let comma = encoded.indexOf(',', start);
    if (comma < 0) comma = end;
    const dot = encoded.indexOf('.', start);
    if (dot >= 0 && dot < comma) {
      id += parseInt(encoded.slice(start, dot), 36);
      each(id, parseInt(encoded.slice(dot + 1, comma), 36));
    } else {
      id += parseInt(encoded.slice(start, comma), 36);
      each(id, 1);
    }
    start = comma + 1;
  }
}

export function decodePostings(encoded: string | undefined): Record<string, number> | undefined {
  if (!encoded) return undefined;
  const postings: Record<string, number> = {};
  eachPosting(encoded, (id, frequency) => (postings[id] = frequency));
  return postings;
}

/**
 * The postings as MiniSearch keeps them in memory (section → frequency), decoded straight into its
 * Map: the split index adds a part's terms this way (src/search/shards.ts), about five times
 * faster than through decodePostings' object at ten times the site.
 */
export function decodePostingsMap(encoded: string): Map<number, number> {
  const postings = new Map<number, number>();
  eachPosting(encoded, (id, frequency) => postings.set(id, frequency));
  return postings;
}

/** The serialised term rows → MiniSearch's own index entries. */
export function decodeTermRows(rows: readonly (readonly string[])[]): [string, Record<string, Record<string, number>>][] {
  return rows.map(([term, ...byField]) => {
    const entry: Record<string, Record<string, number>> = {};
    byField.forEach((encoded, fieldId) => {
      const postings = decodePostings(encoded);
      if (postings) entry[fieldId] = postings;
    });
    return [term!, entry];
  });
}

/** Sections holding each term (its postings in all fields, a section counted once per field). */
export function sectionsOf(row: readonly string[]): number {
  let count = 0;
  for (const encoded of row.slice(1)) if (encoded) count += encoded.split(',').length;
  return count;
}
