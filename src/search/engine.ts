/**
 * The embedded search engine: answers DocSearch's multi-index requests from an in-memory
 * MiniSearch index of the site's records, in Algolia's response shape. Highlighted and
 * snippeted text is HTML-escaped before the highlight tags are inserted.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import {
  hierarchyLevels,
  type FacetFilters,
  type HighlightResult,
  type Hierarchy,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
} from './types';

type IndexedDoc = { id: number; heading: string; path: string; content: string };

/** Headings rank above body text; page titles above section headings. */
const typeBoost: Record<SearchRecord['type'], number> = {
  lvl0: 1,
  lvl1: 3,
  lvl2: 2.2,
  lvl3: 1.8,
  lvl4: 1.5,
  lvl5: 1.3,
  lvl6: 1.2,
  content: 1,
};

const wordPattern = /[\p{L}\p{N}_]+/gu;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The text a record is found by in its heading field: its own level's title. */
function headingOf(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

/** The page and section titles above the record, searchable with a lower weight. */
function pathOf(record: SearchRecord): string {
  return hierarchyLevels
    .filter((level) => level !== record.type)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

function matchesFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) => {
    const alternatives = Array.isArray(group) ? group : [group];
    return alternatives.some((filter) => {
      const at = filter.indexOf(':');
      const negate = filter.startsWith('-');
      const facet = filter.slice(negate ? 1 : 0, at);
      const value = filter.slice(at + 1);
      const actual = (record as unknown as Record<string, unknown>)[facet];
      return negate ? actual !== value : actual === value;
    });
  });
}

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
    lowered.some((term) => (token.toLowerCase().match(wordPattern) ?? []).some((word) => word.startsWith(term))),
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

/** Words as MiniSearch splits them, plus the parts of camelCase words ("ScaStatus" → "Sca", "Status"). */
function tokenize(text: string): string[] {
  const words = text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
  return words.flatMap((word) => {
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

export type Engine = {
  search: (request: SearchRequest) => SearchResult;
  size: number;
};

export function createEngine(records: readonly SearchRecord[]): Engine {
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['heading', 'path', 'content'],
    storeFields: [],
    tokenize,
    searchOptions: {
      boost: { heading: 3, path: 0.6, content: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
      boostDocument: (id) => typeBoost[records[id as number]?.type ?? 'content'],
    },
  });
  mini.addAll(
    records.map((record, id) => ({ id, heading: headingOf(record), path: pathOf(record), content: record.content ?? '' })),
  );

  function search(request: SearchRequest): SearchResult {
    const started = Date.now();
    const query = (request.query ?? '').slice(0, 64);
    const params = { ...request.params, ...request } as SearchRequest;
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
    const page = Math.max(0, Number(params.page ?? 0));
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const ellipsis = params.snippetEllipsisText ?? '…';
    const lengths = snippetLengths(params.attributesToSnippet);

    let found: MiniResult[] = [];
    if (query.trim()) {
      const filter = (result: MiniResult) => matchesFilters(records[result.id as number]!, params.facetFilters);
      found = mini.search(query, { filter });
      // A question in a sentence ("how do I refund a payment") rarely has every word in one
      // record: then any word may match, best matches first, as Algolia drops optional words.
      if (found.length === 0) found = mini.search(query, { filter, combineWith: 'OR' });
      // Headings of the same page and section come once: keep the best-scored record per URL.
      const seen = new Set<string>();
      found = found.filter((result) => {
        const url = records[result.id as number]!.url;
        if (seen.has(url)) return false;
        seen.add(url);
        return true;
      });
    }
    const pageResults = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = pageResults.map((result): SearchHit => {
      const record = records[result.id as number]!;
      const terms = [...new Set([...result.terms, ...(query.toLowerCase().match(wordPattern) ?? [])])];
      const hierarchyHighlight: SearchHit['_highlightResult']['hierarchy'] = {};
      const hierarchySnippet: SearchHit['_snippetResult']['hierarchy'] = {};
      for (const level of hierarchyLevels) {
        const text = record.hierarchy[level];
        if (text == null) continue;
        hierarchyHighlight[level] = highlight(text, terms, pre, post);
        const words = lengths.get(`hierarchy.${level}`);
        if (words) hierarchySnippet[level] = snippet(text, terms, words, pre, post, ellipsis);
      }
      const content = record.content ?? '';
      return {
        ...record,
        _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(content, terms, pre, post) },
        _snippetResult: {
          hierarchy: hierarchySnippet,
          content: snippet(content, terms, lengths.get('content') ?? 10, pre, post, ellipsis),
        },
      };
    });
    return {
      hits,
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
  }

  return { search, size: records.length };
}

export type { Hierarchy };
