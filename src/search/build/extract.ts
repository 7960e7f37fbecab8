/**
 * Record extraction (build time, Node): turns a built page's HTML into search records in
 * DocSearch's shape, one per heading and one per paragraph, list item or table cell. API pages,
 * whose parameters and schemas render only in the browser, get their records from the spec
 * (see apiRecords).
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Hierarchy, RecordType, SearchRecord } from '../types';
import { apiRoutes, type ApiPages } from '../../lib/build/apiPages';
import { endpointCaption } from '../../lib/endpointCaption';
import { operationsOf, resolveRef } from '../../../spec/refs.cjs';

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

const normalise = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

/** The section a page belongs to (lvl0, the group heading in the search modal), by its route. */
const sections: [prefix: string, name: string][] = [
  ['/get-started', 'Get started'],
  ['/products', 'Products'],
  ['/guides', 'Guides'],
  ['/plugins', 'Plugins'],
  ['/inspiration', 'Inspiration'],
  ['/js', 'JavaScript library'],
  ['/partials', 'Building blocks'],
  ['/changelog', 'Changelog'],
  ['/api', 'API reference'],
];

export function sectionForRoute(pathname: string): string {
  return sections.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'Documentation';
}

const contentSelector = 'p, li, td, th, dt, dd, blockquote';

/**
 * The breadcrumbs a page shows above its title: the sidebar categories it sits in ("Schemas",
 * "Set up Acme Pay › Payment methods"), without the home link and the page itself. A reader sees
 * them as part of the page; "PaymentMethod schema" names the schema page by them.
 */
export function breadcrumbsOf(page: string | CheerioAPI): string[] {
  const $ = typeof page === 'string' ? load(page) : page;
  return $('nav.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .toArray()
    .map((item) => normalise($(item).text()))
    .filter(Boolean);
}

/** A page's breadcrumbs as a text of its top section (after its own text: the hit's excerpt stays the page's first words). */
export function breadcrumbRecord(top: SearchRecord, crumbs: string[]): SearchRecord | undefined {
  if (!crumbs.length || top.type !== 'lvl1') return undefined;
  return { ...top, objectID: `${top.url}-breadcrumbs`, type: 'content', content: crumbs.join(' › ') };
}

export function extractRecords(html: string, pathname: string, section = sectionForRoute(pathname)): SearchRecord[] {
  const $ = load(html);
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'default';
  const root = $('article .markdown').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  const crumbs = breadcrumbsOf($);
  root.find('.hash-link, .theme-code-block, pre, script, style, svg, nav, button, [aria-hidden="true"]').remove();

  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = section;
  const records: SearchRecord[] = [];
  let anchor = '';
  const push = (type: RecordType, content: string | null, names?: string[]) => {
    records.push({
      objectID: `${pathname}-${records.length}`,
      url: anchor ? `${pathname}#${anchor}` : pathname,
      type,
      content,
      ...(names?.length && { names }),
      hierarchy: { ...hierarchy },
      language,
      docusaurus_tag: tag,
    });
  };

  const inRows = new Set<Element>();
  root.find(`h1, h2, h3, h4, h5, h6, tr[id], ${contentSelector}`).each((_, node) => {
    const element = node as Element;
    if (inRows.has(element)) return;
    const name = element.tagName.toLowerCase();
    // A table row with an id (the error-code explorer's rows: /partials/api-error-handling#card_declined)
    // is a section of its own under the current heading: its first cell is its heading, the rest its text.
    if (name === 'tr' && hierarchy.lvl1) {
      $(element)
        .find(contentSelector)
        .each((__, cell) => void inRows.add(cell as Element));
      const cells = $(element).children('th, td').toArray();
      const title = normalise($(cells[0]).find('code').first().text() || $(cells[0]).text());
      if (!title) return;
      const depth = [2, 3, 4, 5].filter((level) => hierarchy[`lvl${level}` as keyof Hierarchy]).pop() ?? 1;
      const saved = { hierarchy: { ...hierarchy }, anchor };
      hierarchy[`lvl${depth + 1}` as keyof Hierarchy] = title;
      anchor = $(element).attr('id') ?? anchor;
      push(`lvl${depth + 1}` as RecordType, null);
      const text = normalise(cells.map((cell) => $(cell).text()).join(' '));
      if (text.length >= 3) push('content', text, [title]);
      Object.assign(hierarchy, saved.hierarchy);
      anchor = saved.anchor;
      return;
    }
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      const text = normalise($(element).text());
      if (!text) return;
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = level === 1 ? '' : ($(element).attr('id') ?? anchor);
      push(`lvl${level}` as RecordType, null);
      return;
    }
    // Leaf text blocks only: a list item holding paragraphs is indexed through them.
    if ($(element).find(contentSelector).length) return;
    const text = normalise($(element).text());
    if (text.length < 3 || !hierarchy.lvl1) return;
    push('content', text);
    // A table body row's first cell names what the row documents (`transaction.declined`, `card_expired`).
    if (name === 'td' && !$(element).prev('td, th').length && !$(element).closest('thead').length) {
      const named = $(element)
        .find('code')
        .toArray()
        .map((code) => normalise($(code).text()))
        .filter(Boolean);
      const names = named.length ? named : text.split(' ').length <= 4 ? [text] : [];
      if (names.length) records[records.length - 1]!.names = names;
    }
  });
  // The page's description (front matter) belongs to its top: "The checklist to work through…" finds "Go live".
  const description = normalise(meta($, 'description') ?? '');
  const top = records[0];
  if (description && top?.type === 'lvl1') {
    records.splice(1, 0, { ...top, objectID: `${pathname}-description`, type: 'content', content: description });
  }
  const breadcrumbs = top && breadcrumbRecord(top, crumbs);
  if (breadcrumbs) records.push(breadcrumbs);
  return records;
}

// The spec is YAML read without a schema and walked by key: any is the honest type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * The id of an operation page's "Request" heading, as the stock generator (docusaurus-plugin-openapi-docs)
 * writes it above the parameters and the body; tests/build/search.spec.ts checks every indexed
 * anchor against the built pages.
 */
const requestAnchor = 'request';

/**
 * Records of the API reference, from the spec: operation pages and schema pages, each at the
 * route the OpenAPI plugin gave it (`pages`: the generated folder's pages.json, src/lib/build/apiPages.ts).
 * What has no page there gets no record.
 */
export function apiRecords(
  spec: Json,
  options: { language: string; tag: string; section?: string; pages: Pick<ApiPages, 'operations' | 'schemas'> },
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const section = options.section ?? 'API reference';
  const routes = apiRoutes(options.pages as ApiPages);
  const add = (url: string, type: RecordType, lvl1: string, lvl2: string | null, content: string | null, names?: string[]) => {
    const hierarchy = { ...emptyHierarchy(), lvl0: section, lvl1, lvl2 };
    records.push({
      objectID: `${url}-${records.length}`,
      url,
      type,
      content,
      ...(names?.length && { names }),
      hierarchy,
      language: options.language,
      docusaurus_tag: options.tag,
    });
  };
  const firstParagraph = (text?: string) => normalise((text ?? '').split(/\n\s*\n/)[0] ?? '');
  /** A description as the page shows it: its paragraphs and list items, each a text block. */
  const blocks = (text?: string) =>
    (text ?? '')
      .split(/\n\s*\n|\n(?=\s*[-*] )/)
      .map((block) => normalise(block.replace(/^\s*[-*]\s+/, '')))
      .filter((block) => block.length >= 3);
  /** A node with its `$ref` followed (the spec model's one resolver). */
  const resolve = (node: Json | undefined): Json | undefined => (node == null ? node : resolveRef(spec, node));
  /** The values an enum field documents (its own, or its items' in an array). */
  const enumOf = (node: Json | undefined): string[] => {
    const resolved = resolve(node);
    return (resolved?.enum ?? resolve(resolved?.items)?.enum ?? []).map(String);
  };
  /** A field as its row in the page's table: name, description and values; it names the field and its values. */
  const field = (url: string, title: string, heading: string, property: string, definition: Json | undefined) => {
    const values = enumOf(definition);
    const description = firstParagraph(definition?.description ?? resolve(definition)?.description);
    add(
      url,
      'content',
      title,
      heading,
      normalise(`${property}: ${description}${values.length ? ` Values: ${values.join(', ')}.` : ''}`),
      [property, ...values],
    );
  };

  // Operations and webhooks in document order, each with its page (spec/: one list of methods, one resolver).
  const operations = operationsOf(spec).map(({ kind, method, path, event, operation }) => ({
    kind,
    path: kind === 'webhook' ? `webhook ${event}` : path,
    method,
    op: operation as Json,
    page: kind === 'webhook' ? routes.webhook(method, path) : routes.operation(method, path),
  }));
  for (const { kind, path, method, op, page } of operations) {
    if (!page || !op || typeof op !== 'object') continue;
    const url = page.route;
    const title = page.title;
    add(url, 'lvl1', title, null, null);
    // The page's method and path, as it shows them at its top: an operation documents its method and path.
    const endpoint = `${method.toUpperCase()} ${path}`;
    // An operation's page captions that line (endpointCaption); a webhook's has no endpoint of Acme's.
    const caption = kind === 'webhook' ? '' : `${endpointCaption} `;
    add(url, 'content', title, null, normalise(`${caption}${endpoint}. ${firstParagraph(op.description)}`), [endpoint]);
    // The parameters and body fields are a section of their own, under the page's "Request" heading
    // (its anchor), as the reader sees them: a question that only meets the page in its field
    // descriptions (a concept the fields mention) no longer finds the whole operation page holding
    // every word, and the operation's own title and summary rank on what they say.
    const request = `${url}#${requestAnchor}`;
    for (const parameter of op.parameters ?? []) {
      const resolved = resolve(parameter);
      if (resolved?.name)
        field(request, title, 'Parameters', resolved.name, { ...resolved, ...resolved.schema, description: resolved.description });
    }
    // The request body's fields, as the page's body table shows them.
    const body = resolve(resolve(op.requestBody)?.content?.['application/json']?.schema);
    for (const [property, definition] of Object.entries<Json>(body?.properties ?? {})) {
      field(request, title, 'Request body', property, definition);
    }
  }
  for (const [name, schema] of Object.entries<Json>(spec.components?.schemas ?? {})) {
    const page = routes.schema(name);
    if (!page) continue;
    const url = page.route;
    const title = page.title;
    add(url, 'lvl1', title, null, null);
    const values = enumOf(schema);
    for (const block of blocks(schema?.description))
      add(
        url,
        'content',
        title,
        null,
        block,
        values.filter((value) => block.includes(value)),
      );
    if (values.length) add(url, 'content', title, 'Values', `${values.join(', ')}.`, values);
    for (const [property, definition] of Object.entries<Json>(schema?.properties ?? {})) {
      field(url, title, 'Fields', property, definition);
    }
  }
  return records;
}

/**
 * Records for the dev server, which renders no HTML: the same record shape from a page's MDX
 * source (headings, paragraphs, list items and table cells; code, imports and JSX tags dropped).
 * Imported partials are not followed here; the build indexes them from the rendered page.
 */
export function extractRecordsFromMarkdown(
  source: string,
  pathname: string,
  options: { title: string; language: string; tag: string; slug: (heading: string) => string },
): SearchRecord[] {
  const hierarchy: Hierarchy = { ...emptyHierarchy(), lvl0: sectionForRoute(pathname), lvl1: options.title };
  const records: SearchRecord[] = [];
  let anchor = '';
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${pathname}-${records.length}`,
      url: anchor ? `${pathname}#${anchor}` : pathname,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: options.language,
      docusaurus_tag: options.tag,
    });
  push('lvl1', null);
  const plain = (text: string) =>
    normalise(
      text
        .replace(/\{\/\*.*?\*\/\}/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*_]/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '');
  let paragraph: string[] = [];
  const flush = () => {
    const text = plain(paragraph.join(' '));
    if (text.length >= 3) push('content', text);
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,6})\s+(.*?)\s*(\{\/\*\s*#([\w-]+)\s*\*\/\})?$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const text = plain(heading[2] ?? '');
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = heading[4] ?? options.slug(text);
      push(`lvl${level}` as RecordType, null);
    } else if (!line || /^:::/.test(line) || /^<\/?[A-Za-z][^>]*>$/.test(line) || /^\|?\s*:?-{3,}/.test(line)) {
      flush();
    } else if (/^([-*+]|\d+\.)\s+/.test(line)) {
      flush();
      paragraph.push(line.replace(/^([-*+]|\d+\.)\s+/, ''));
      flush();
    } else if (line.startsWith('|')) {
      flush();
      for (const cell of line.split('|')) {
        paragraph.push(cell);
        flush();
      }
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return records;
}
