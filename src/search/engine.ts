/**
 * The embedded search engine, in two halves that share one set of MiniSearch options:
 * - buildIndex (build time, Node: the search-index plugin and the tests) turns the site's records
 *   into one document per page section (a heading and the text under it), indexes them with
 *   MiniSearch and serialises the index compactly, with only what a hit displays: the section's
 *   URL, its headings and a short excerpt.
 * - loadEngine (the search worker in the browser, and the tests) loads that index without
 *   re-indexing and answers DocSearch's multi-index requests in Algolia's response shape.
 * Ranking: stop words are never required (nor indexed); every other word counts, and a section
 * that matches more of the question's words ranks above one that matches fewer (so a sentence
 * finds its page even when one word is missing); headings weigh more than text, page titles more
 * than section headings. Highlighted and snippeted text is HTML-escaped before tags go in.
 */
import MiniSearch, { type Options, type SearchResult as MiniResult } from 'minisearch';
import {
  hierarchyLevels,
  type FacetFilters,
  type HighlightResult,
  type Hierarchy,
  type RecordType,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
} from './types';
import { clampQuery } from '../../config/search';

/** Bump when the serialised shape changes: a stale file then fails loudly instead of answering wrong. */
export const indexFormat = 3;

/** Words that never decide relevance: dropped from the index and from questions. */
export const stopWords = new Set(
  (
    'a an and are as at be been by can could do does for from has have how i if in into is it its me my of on or ' +
    'our should so than that the their them then there these this those to us was we what when where which who why ' +
    'will with would you your'
  ).split(' '),
);

/** Words of a text as the index splits them, plus the parts of camelCase words ("ScaStatus" → "Sca", "Status"). */
function tokenize(text: string): string[] {
  const words = text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
  return words.flatMap((word) => {
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

/**
 * A plural and its singular are one term ("Subscriptions" defines "subscription"): a final s is
 * dropped from words of four letters or more, except after s, u or i (class, status, analysis).
 */
export function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/[sui]s$/.test(word) ? word.slice(0, -1) : word;
}

function processTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return stopWords.has(lowered) ? null : stem(lowered);
}

/** The words of a question: stop words dropped unless nothing else is left (someone typing "the…"). */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
  const kept = words.filter((word) => !stopWords.has(word));
  return [...new Set((kept.length ? kept : words).map(stem))];
}

/** Field weights: the section's own heading, the page (and parent section) title above it, the text. */
const fields = ['heading', 'title', 'content', 'names'] as const;
/**
 * The section's own heading, the titles above it, its text, and the names its tables and schema
 * fields document (record.names): a section that documents a name owns it, above one that uses it.
 */
const fieldBoost = { heading: 3, title: 1.4, content: 1, names: 1 };
/** Page titles (level 1) above section headings, deeper headings a little lower. */
const levelBoost = [1, 1.5, 1.15, 1, 0.95, 0.9, 0.9];

const miniOptions: Options = {
  fields: [...fields],
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: fieldBoost,
    prefix: (term) => term.length >= prefixFrom,
    fuzzy: false,
    combineWith: 'OR',
    bm25: { k: 1.2, b: 0.2, d: 0.5 },
  },
};

type IndexedDoc = { id: number; heading: string; title: string; content: string; names: string };

/** A page: URL, section (lvl0), title (lvl1), index into `facets`. */
type SerialisedPage = [url: string, lvl0: string, lvl1: string, facet: number];
/** A section: page index, anchor ('' for the page's top), heading level, headings below lvl1, excerpt, words of its heading. */
type SerialisedDoc = [page: number, anchor: string, level: number, headings: string[], excerpt: string, headingWords: number];

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

/** Words of a snippet excerpt kept per section. */
const excerptWords = 24;

function excerptOf(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= excerptWords ? words.join(' ') : `${words.slice(0, excerptWords).join(' ')}…`;
}

function levelOf(hierarchy: Hierarchy): number {
  for (let level = 6; level >= 1; level -= 1) if (hierarchy[`lvl${level}` as keyof Hierarchy]) return level;
  return 1;
}

function encodePostings(postings: Record<string, number> | undefined): string {
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

function decodePostings(encoded: string | undefined): Record<string, number> | undefined {
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

/**
 * Build time: records (one per heading and text block, as extracted) → one document per section,
 * indexed and serialised. No page is raised or lowered by its route: ranking reads structure only.
 */
export function buildIndex(records: readonly SearchRecord[]): SerialisedIndex {
  const facets: string[] = [];
  const pages: SerialisedPage[] = [];
  const pageIndex = new Map<string, number>();
  type Section = { page: number; anchor: string; hierarchy: Hierarchy; texts: string[]; seen: Set<string>; names: Set<string> };
  const sections = new Map<string, Section>();
  for (const record of records) {
    const [pageUrl = '', anchor = ''] = record.url.split('#');
    const facet = `${record.language}|${record.docusaurus_tag}`;
    let page = pageIndex.get(`${facet}|${pageUrl}`);
    if (page === undefined) {
      let facetId = facets.indexOf(facet);
      if (facetId < 0) facetId = facets.push(facet) - 1;
      page = pages.push([pageUrl, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', facetId]) - 1;
      pageIndex.set(`${facet}|${pageUrl}`, page);
    }
    const key = `${page}#${anchor}`;
    let section = sections.get(key);
    if (!section) {
      section = { page, anchor, hierarchy: record.hierarchy, texts: [], seen: new Set(), names: new Set() };
      sections.set(key, section);
    }
    // Text repeated in a section (a table's cells, an embedded partial twice) is indexed once.
    for (const name of record.names ?? []) section.names.add(name);
    if (record.content && !section.seen.has(record.content)) {
      section.seen.add(record.content);
      section.texts.push(record.content);
    }
  }
  const docs: SerialisedDoc[] = [];
  const indexed: IndexedDoc[] = [];
  // A section repeated on several pages (an embedded partial: the error-code explorer, the
  // webhook guide) is indexed once, on the first page in record order (routes sorted: a partial's
  // own page, /partials/…, before the product pages that embed it).
  const seen = new Set<string>();
  for (const section of sections.values()) {
    const { hierarchy } = section;
    const level = levelOf(hierarchy);
    const fingerprint = `${pages[section.page]![3]}\u0000${hierarchy[`lvl${level}` as keyof Hierarchy]}\u0000${section.texts.join('\u0000')}`;
    if (level > 1 && section.texts.length && seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    const headings = hierarchyLevels.slice(2, level + 1).map((name) => hierarchy[name] ?? '');
    const heading = hierarchy[`lvl${level}` as keyof Hierarchy] ?? '';
    // Its words and the parts of its camelCase names: a question naming only "refund" does not name "RefundResponse".
    const words = new Set(tokenize(heading).map(processTerm).filter(Boolean)).size;
    const id = docs.push([section.page, section.anchor, level, headings, excerptOf(section.texts[0] ?? ''), words]) - 1;
    const title = hierarchyLevels
      .slice(1, level)
      .map((name) => hierarchy[name])
      .filter(Boolean)
      .join(' ');
    indexed.push({ id, heading, title, content: section.texts.join(' '), names: [...section.names].join(' ') });
  }
  const mini = new MiniSearch<IndexedDoc>(miniOptions);
  mini.addAll(indexed);
  const { index, ...rest } = mini.toJSON();
  const terms = index.map(([term, byField]) => {
    const row = [term, ...fields.map((_, fieldId) => encodePostings(byField[fieldId] as Record<string, number> | undefined))];
    while (row.length > 1 && !row[row.length - 1]) row.pop();
    return row;
  });
  return { format: indexFormat, facets, pages, docs, mini: rest, terms };
}

const htmlSpecial = /[&<>"']/;
export function escapeHtml(text: string): string {
  return htmlSpecial.test(text) ? text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`) : text;
}

const wordPattern = /[\p{L}\p{N}_]+/gu;

/** Wraps every word that a matched term covers (exact or as prefix) in the highlight tags. */
export function highlight(text: string, terms: string[], pre: string, post: string): HighlightResult {
  const lowered = terms.map((term) => term.toLowerCase());
  const matchedWords = new Set<string>();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const hit = lowered.find(
      (term) => word.toLowerCase().startsWith(term) || (term.startsWith(word.toLowerCase()) && word.length >= 3),
    );
    if (hit) {
      matchedWords.add(hit);
      out += `${pre}${escapeHtml(word)}${post}`;
    } else {
      out += escapeHtml(word);
    }
    last = index + word.length;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= lowered.length ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords: [...matchedWords] };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, terms: string[], words: number, pre: string, post: string, ellipsis: string) {
  const tokens = [...text.matchAll(/\S+/g)].map((match) => match[0]);
  if (tokens.length <= words) {
    const { value, matchLevel } = highlight(text, terms, pre, post);
    return { value, matchLevel };
  }
  const lowered = terms.map((term) => term.toLowerCase());
  const first = tokens.findIndex((token) =>
    (token.toLowerCase().match(wordPattern) ?? []).some((word) => lowered.some((term) => word.startsWith(term))),
  );
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(' ');
  const { value, matchLevel } = highlight(window, terms, pre, post);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${start + words < tokens.length ? ellipsis : ''}`,
    matchLevel,
  };
}

/** "content:10" → 10 words for content. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) lengths.set(name, Number(count ?? 10) || 10);
  }
  return lengths;
}

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

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

/** A section whose heading is named by the question ("go live" → "Go live") ranks this much higher. */
const headingBonus = 2;

/**
 * A page's further sections rank behind the best section of every other page (the first screen
 * shows several pages, not three sections of one), unless the section dominates: its rank is at
 * least `pageDominance` times the best rank of the next page still to come.
 */
export const pageDominance = 100;

export function onePagePerPlace<T extends { rank: number }>(sorted: T[], pageOf: (item: T) => number): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  const deferred: T[] = [];
  for (const item of sorted) {
    const page = pageOf(item);
    if (seen.has(page)) {
      deferred.push(item);
      continue;
    }
    while (deferred.length && deferred[0]!.rank >= pageDominance * item.rank) out.push(deferred.shift()!);
    seen.add(page);
    out.push(item);
  }
  return out.concat(deferred);
}

/** Typos a word may hold, growing with its length: none up to 3 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edit distance with a swap of two neighbouring letters as one edit (optimal string alignment).
 * With `limit`, stops as soon as every alignment costs more than `limit` (returns limit + 1):
 * a typo is looked up against thousands of words, nearly all of them far.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      if (value < least) least = value;
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

export type Engine = {
  search: (request: SearchRequest) => SearchResult;
  /** Sections in the index. */
  size: number;
};

/** What a hit displays of a section: its page (URL, lvl0, lvl1), anchor, level, headings below lvl1, excerpt. */
export type DocView = [
  page: [url: string, lvl0: string, lvl1: string],
  anchor: string,
  level: number,
  headings: string[],
  excerpt: string,
];

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
  };
};

/** Words of two letters or fewer match whole; from three letters on, a word also matches as the start of longer words. */
export const prefixFrom = 3;

export type CoreSearch = (request: SearchRequest, missing: Set<string>) => SearchResult;

/** The search itself over an EngineCore: parts it lacks go to `missing` (the answer is then incomplete). */
export function searchCore(core: EngineCore): CoreSearch {
  const { mini, facets, docPage, docLevel, docHeadingWords, pageFacet, parts } = core;
  const facetOf = (id: number) => facets[pageFacet[docPage[id]!]!]!;

  /** A letter's dictionary by word length, made once per dictionary: a typo reads only the lengths it may reach. */
  const byLength = new WeakMap<object, Map<number, (readonly [string, number])[]>>();
  function ofLength(words: readonly (readonly [string, number])[], length: number) {
    let lengths = byLength.get(words);
    if (!lengths) {
      lengths = new Map();
      for (const entry of words) {
        const list = lengths.get(entry[0].length) ?? [];
        list.push(entry);
        lengths.set(entry[0].length, list);
      }
      byLength.set(words, lengths);
    }
    return lengths.get(length) ?? [];
  }
  /** Corrections already made (a word's correction depends only on the index, which does not change). */
  const corrections = new Map<string, string | undefined>();

  /** The indexed word a typo was meant as: same first letter, nearest, then the one in most sections. */
  function correction(term: string, missing: Set<string>): string | undefined {
    if (corrections.has(term)) return corrections.get(term);
    const allowed = typoAllowance(term.length);
    if (!allowed) return undefined;
    const words = parts.dictionary(term[0]!);
    if (typeof words === 'string') {
      missing.add(words);
      return undefined;
    }
    let best: { word: string; distance: number; sections: number } | undefined;
    for (let length = term.length - allowed; length <= term.length + allowed; length += 1) {
      for (const [word, sections] of ofLength(words, length)) {
        const distance = editDistance(term, word, best ? Math.min(best.distance, allowed) : allowed);
        if (distance > allowed) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && (sections > best.sections || (sections === best.sections && word < best.word)))
        )
          best = { word, distance, sections };
      }
    }
    corrections.set(term, best?.word);
    return best?.word;
  }

  function hitFor(result: MiniResult & { rank: number }, terms: string[], params: SearchRequest): SearchHit {
    const [[pageUrl, lvl0, lvl1], anchor, level, headings, excerpt] = parts.doc(result.id as number)!;
    const facet = facetOf(result.id as number);
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    headings.forEach((text, at) => (hierarchy[`lvl${at + 2}` as keyof Hierarchy] = text || null));
    // A hit on the section's heading shows the heading; a hit in its text shows the excerpt.
    const onHeading = Object.values(result.match).some((matched) => matched.includes('heading'));
    const type: RecordType = onHeading || !excerpt ? (`lvl${level}` as RecordType) : 'content';
    const content = type === 'content' ? excerpt : null;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const ellipsis = params.snippetEllipsisText ?? '…';
    const lengths = snippetLengths(params.attributesToSnippet);
    const hierarchyHighlight: SearchHit['_highlightResult']['hierarchy'] = {};
    const hierarchySnippet: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const name of hierarchyLevels) {
      const text = hierarchy[name];
      if (text == null) continue;
      const highlighted = highlight(text, terms, pre, post);
      hierarchyHighlight[name] = highlighted;
      const words = lengths.get(`hierarchy.${name}`);
      // A heading shorter than its snippet is its own snippet: the highlight, computed once.
      if (words) {
        hierarchySnippet[name] =
          text.split(/\s+/).length <= words
            ? { value: highlighted.value, matchLevel: highlighted.matchLevel }
            : snippet(text, terms, words, pre, post, ellipsis);
      }
    }
    return {
      objectID: url,
      url,
      type,
      content,
      hierarchy,
      ...facet,
      _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(content ?? '', terms, pre, post) },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        content: snippet(content ?? '', terms, lengths.get('content') ?? 10, pre, post, ellipsis),
      },
    };
  }

  return function search(request: SearchRequest, missing: Set<string>): SearchResult {
    const started = Date.now();
    const query = clampQuery(request.query ?? '');
    const params = { ...request.params, ...request } as SearchRequest;
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(params.page ?? 0));
    let terms = queryTerms(query);
    let found: (MiniResult & { rank: number })[] = [];
    const need = (list: string[]) => {
      for (const term of list) for (const part of parts.termParts(term, term.length >= prefixFrom)) missing.add(part);
    };
    need(terms);
    if (terms.length && !missing.size) {
      // A page's facet is one of a few: each is matched against the filters once per query.
      const matches = facetMatcher(params.facetFilters);
      const facetMatches = facets.map((facet) => matches(facet));
      const filter = (result: MiniResult) => facetMatches[pageFacet[docPage[result.id as number]!]!]!;
      // Words and prefixes first; a word that matches nothing that way is read as a typo of the
      // indexed word nearest to it (typoAllowance), then the question is asked again as corrected.
      let results = mini.search(terms.join(' '), { filter });
      const matched = new Set(results.flatMap((result) => result.queryTerms));
      if (terms.some((term) => !matched.has(term))) {
        const corrected = terms.map((term) => (matched.has(term) ? term : (correction(term, missing) ?? term)));
        need(corrected);
        if (missing.size) return emptyResult(request, query, hitsPerPage, page, started);
        if (corrected.some((term, at) => term !== terms[at])) {
          terms = [...new Set(corrected)];
          results = mini.search(terms.join(' '), { filter });
        }
      }
      // Sections that hold more of the question's words first; then BM25 with the section's level.
      found = results as (MiniResult & { rank: number })[];
      const queried = new Set(terms);
      for (const result of found) {
        const id = result.id as number;
        const coverage = new Set(result.queryTerms).size / terms.length;
        // The question names a section when it holds every word of the section's heading, and the
        // heading at least half the question's words.
        let onHeading = 0;
        // Only the question's own words count: a word matched as the start of a longer heading word
        // ("point" in "PointOfSale") names a part of that word, not the word itself.
        for (const term in result.match) if (queried.has(term) && result.match[term]!.includes('heading')) onHeading += 1;
        const headingLength = docHeadingWords[id]!;
        const named = onHeading && onHeading >= headingLength && headingLength * 2 >= terms.length ? headingBonus : 1;
        result.rank = result.score * coverage * coverage * (levelBoost[docLevel[id]!] ?? 1) * named;
      }
      found.sort((a, b) => b.rank - a.rank);
      found = onePagePerPlace(found, (result) => docPage[result.id as number]!);
    }
    const pageResults = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    for (const result of pageResults) if (!parts.doc(result.id as number)) missing.add(parts.docPart(result.id as number));
    if (missing.size) return emptyResult(request, query, hitsPerPage, page, started);
    // The question's words (as corrected) highlight what their prefix matches covered too: every
    // word a match covers starts with, or begins, one of them.
    return {
      hits: pageResults.map((result) => hitFor(result, terms, params)),
      nbHits: found.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(found.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName,
      ...(params.clickAnalytics ? { queryID: randomQueryId() } : {}),
    };
  };
}

function emptyResult(request: SearchRequest, query: string, hitsPerPage: number, page: number, started: number): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
  };
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

export const miniSearchOptions = miniOptions;

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
  const mini = MiniSearch.loadJS<IndexedDoc>({ ...serialised.mini, index: decodeTermRows(serialised.terms) }, miniOptions);
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
