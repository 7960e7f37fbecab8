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

export function decodePostings(encoded: string | undefined): Record<string, number> | undefined {
  if (!encoded) return undefined;
  const postings: Record<string, number> = {};
  let id = 0;
  for (const item of encoded.split(',')) {
    const dot = item.indexOf('.');
    id += parseInt(dot < 0 ? item : item.slice(0, dot), 36);
    postings[id] = dot < 0 ? 1 : parseInt(item.slice(dot + 1), 36);
  }
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
