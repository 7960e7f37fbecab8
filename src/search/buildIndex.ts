/**
 * Build time (the search-index plugin, the tests, the scripts): the site's records (one per
 * heading and text block, as extracted) → one document per page section (a heading and the text
 * under it), indexed with MiniSearch and serialised compactly with only what a hit displays: the
 * section's URL, its headings and a short excerpt. Pure (no file system): the browser never loads
 * it, but nothing stops it from running anywhere.
 */
import MiniSearch from 'minisearch';
import { hierarchyLevels, type Hierarchy, type SearchRecord } from './types';
import {
  encodePostings,
  fields,
  indexFormat,
  miniSearchOptions,
  type IndexedDoc,
  type SerialisedDoc,
  type SerialisedIndex,
  type SerialisedPage,
} from './format';
import { processTerm, tokenize } from './terms';

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

/**
 * `names`: what the section's records document (a table row's first cell, a schema field's name);
 * `listed`: the values a field lists after its name (an enum's thirty events document none of them).
 */
type Section = {
  page: number;
  anchor: string;
  hierarchy: Hierarchy;
  texts: string[];
  seen: Set<string>;
  names: Set<string>;
  listed: Set<string>;
};

/** Records → pages (one per facet and URL) and their sections (one per anchor), in record order. */
function sectionsOfRecords(records: readonly SearchRecord[]) {
  const facets: string[] = [];
  const pages: SerialisedPage[] = [];
  const pageIndex = new Map<string, number>();
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
      section = { page, anchor, hierarchy: record.hierarchy, texts: [], seen: new Set(), names: new Set(), listed: new Set() };
      sections.set(key, section);
    }
    // Text repeated in a section (a table's cells, an embedded partial twice) is indexed once.
    const [documented, ...listed] = record.names ?? [];
    if (documented) section.names.add(documented);
    for (const value of listed) section.listed.add(value);
    if (record.content && !section.seen.has(record.content)) {
      section.seen.add(record.content);
      section.texts.push(record.content);
    }
  }
  return { facets, pages, sections: [...sections.values()] };
}

/**
 * The names field: one documented name a line (a line that is one joined name is also indexed
 * whole, terms.ts joinedTerms), the listed values together on a line of their own (their words only).
 */
function namesField({ names, listed }: Section): string {
  const values = [...listed].filter((value) => !names.has(value));
  return [...names, ...(values.length ? [values.join(' ')] : [])].join('\n');
}

/** No page is raised or lowered by its route: ranking reads structure only. */
export function buildIndex(records: readonly SearchRecord[]): SerialisedIndex {
  const { facets, pages, sections } = sectionsOfRecords(records);
  const docs: SerialisedDoc[] = [];
  const indexed: IndexedDoc[] = [];
  // A section repeated on several pages (an embedded partial: the error-code explorer, the
  // webhook guide) is indexed once, on the first page in record order (routes sorted: a partial's
  // own page, /partials/…, before the product pages that embed it).
  const seen = new Set<string>();
  for (const section of sections) {
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
    indexed.push({ id, heading, title, content: section.texts.join(' '), names: namesField(section) });
  }
  const mini = new MiniSearch<IndexedDoc>(miniSearchOptions);
  mini.addAll(indexed);
  const { index, ...rest } = mini.toJSON();
  const terms = index.map(([term, byField]) => {
    const row = [term, ...fields.map((_, fieldId) => encodePostings(byField[fieldId] as Record<string, number> | undefined))];
    while (row.length > 1 && !row[row.length - 1]) row.pop();
    return row;
  });
  return { format: indexFormat, facets, pages, docs, mini: rest, terms };
}
