/** Search records in DocSearch's shape, and the parts of Algolia's multi-query API the UI uses. */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type SearchRecord = {
  objectID: string;
  /** Page URL with the heading anchor, e.g. /get-started/core-concepts#idempotency */
  url: string;
  type: RecordType;
  content: string | null;
  /**
   * Names this text documents, when it is a reference entry: the first cell of a table row (an
   * event, an error code, a field), a schema field or an enum value. The section that documents a
   * name owns it: the engine weighs names above text; Algolia reads them as an attribute.
   */
  names?: string[];
  hierarchy: Hierarchy;
  /** Facets the contextual search filters on: language and docs-version tag. */
  language: string;
  docusaurus_tag: string;
};

export type SearchRequest = {
  query?: string;
  indexName: string;
  params?: Record<string, unknown>;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  clickAnalytics?: boolean;
  facetFilters?: FacetFilters;
  distinct?: number | boolean;
};

/** Algolia facet filters: outer array is AND, inner arrays are OR, strings are "facet:value". */
export type FacetFilters = (string | string[])[] | string;

export type HighlightResult = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

export type SearchHit = SearchRecord & {
  _highlightResult: {
    content?: HighlightResult;
    hierarchy: Partial<Record<keyof Hierarchy, HighlightResult>>;
  };
  _snippetResult: {
    content?: { value: string; matchLevel: HighlightResult['matchLevel'] };
    hierarchy: Partial<Record<keyof Hierarchy, { value: string; matchLevel: HighlightResult['matchLevel'] }>>;
  };
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID?: string;
};

export type SearchResponse = { results: SearchResult[] };

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
