/**
 * A ranked section → a hit in Algolia's response shape (the hierarchy, highlighted and snippeted
 * with the requested tags and lengths), and the empty answer given while parts are missing.
 */
import { highlight, snippet, snippetLengths } from './highlight';
import { hierarchyLevels, type Hierarchy, type RecordType, type SearchHit, type SearchRequest, type SearchResult } from './types';

/** What a hit displays of a section: its page (URL, lvl0, lvl1), anchor, level, headings below lvl1, excerpt. */
export type DocView = [
  page: [url: string, lvl0: string, lvl1: string],
  anchor: string,
  level: number,
  headings: string[],
  excerpt: string,
];

/** A hit for the section `view` shows; `onHeading`: a word of the question (or a longer word it begins) is in its heading. */
export function hitFor(
  onHeading: boolean,
  view: DocView,
  facet: { language: string; docusaurus_tag: string },
  terms: string[],
  params: SearchRequest,
): SearchHit {
  const [[pageUrl, lvl0, lvl1], anchor, level, headings, excerpt] = view;
  const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  headings.forEach((text, at) => (hierarchy[`lvl${at + 2}` as keyof Hierarchy] = text || null));
  // A hit on the section's heading shows the heading; a hit in its text shows the excerpt.
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

export function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

export function emptyResult(
  request: SearchRequest,
  query: string,
  hitsPerPage: number,
  page: number,
  started: number,
): SearchResult {
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
