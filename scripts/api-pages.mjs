/**
 * The pages docusaurus-plugin-openapi-docs makes of a spec, and the checks that nothing is lost on
 * the way: every consumer of the spec (the error catalogue, the search records, the Markdown
 * twins, the link check) takes an operation's or a schema's route from here, never from a
 * kebab-case rule of its own.
 *
 * - expectedPages(spec): the page ids the plugin (5.x) gives, computed with the plugin's own
 *   kebabCase (lodash's, resolved from the plugin's package): an operation's id is its
 *   operationId (else its summary, else for a webhook its event name) in kebab case; a schema's
 *   is its title (the component's name when it has none) with its first space turned into a
 *   hyphen, lower-cased, in kebab case; the overview's is info.title the same way.
 * - pageCollisions(): two operations, or two schemas, with one page (the plugin writes the first
 *   and silently drops the other), and ids the site reserves.
 * - checkGenerated(): the generated files' front matter agrees with the ids computed here (a
 *   plugin upgrade that changes its rule fails here, not as broken links).
 * - sidebar keys: two sidebar items with one label share a translation key, which stops the
 *   build; uniqueSidebarKeys() gives them their page id as key, sidebarKeyCollisions() names any left.
 *
 * scripts/gen-api.mjs writes the result next to the generated pages as pages.json, which the
 * site's plugins read (src/lib/apiPages.ts). Unit tests: tests/unit/api-pages.spec.ts.
 */
// The kebabCase the plugin itself calls: it requires lodash/kebabCase, which resolves to this
// (hoisted) copy of lodash; tests/unit/api-pages.spec.ts compares the ids with the plugin's own.
import kebabCase from 'lodash/kebabCase.js';

/** The route base of the API docs instance (config/api.ts apiDocs.routeBasePath). */
export const routeBase = '/api';

/** Methods the plugin makes pages of under `paths` (its HTTP_METHODS). */
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Ids of pages the site adds to the instance itself (scripts/gen-api.mjs writes index.mdx). */
export const reservedIds = ['index'];

/**
 * @typedef {{ kind: 'operation' | 'webhook', id: string, route: string, title: string, method: string, path: string, event?: string, operationId?: string, source: string }} OperationPage
 * @typedef {{ id: string, route: string, title: string, name: string, source: string }} SchemaPage
 * @typedef {{ id: string, route: string, title: string }} InfoPage
 * @typedef {{ spec: string, info: InfoPage, operations: OperationPage[], schemas: SchemaPage[] }} ApiPages
 */

/** The plugin's id of an info.title or a schema title: first space to a hyphen, lower case, kebab case. */
export function titleId(title) {
  return kebabCase(String(title).replace(' ', '-').toLowerCase());
}

/** The plugin's id of an operation: its operationId, else its summary (else the webhook's event), in kebab case. */
export function operationId(operation, eventName) {
  if (operation?.operationId) return kebabCase(String(operation.operationId));
  return kebabCase(operation?.summary ?? eventName ?? '');
}

/**
 * Every page the plugin makes of the spec, with its id and route, in document order.
 * @param {any} spec the parsed OpenAPI document
 * @param {string} [specPath] named in messages
 * @returns {ApiPages}
 */
export function expectedPages(spec, specPath = 'the spec') {
  const infoId = titleId(spec?.info?.title ?? '');
  /** @type {OperationPage[]} */
  const operations = [];
  for (const [path, item] of Object.entries(spec?.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!httpMethods.includes(method.toLowerCase()) || !operation || typeof operation !== 'object') continue;
      const id = operationId(operation);
      operations.push({
        kind: 'operation',
        id,
        route: `${routeBase}/${id}`,
        title: String(operation.summary ?? operation.operationId ?? 'Missing summary'),
        method: method.toLowerCase(),
        path,
        ...(operation.operationId ? { operationId: String(operation.operationId) } : {}),
        source: `${method.toUpperCase()} ${path}${operation.operationId ? ` (operationId "${operation.operationId}")` : ` (summary "${operation.summary ?? ''}")`}`,
      });
    }
  }
  // The plugin reads x-webhooks first, then webhooks; every key of a webhook but these is an operation.
  const webhooks = spec?.['x-webhooks'] ?? spec?.webhooks ?? {};
  for (const [event, item] of Object.entries(webhooks)) {
    const { $ref: _ref, description: _d, parameters: _p, servers: _s, summary: _summary, ...rest } = item ?? {};
    for (const [method, operation] of Object.entries(rest)) {
      if (!operation || typeof operation !== 'object') continue;
      const id = operationId(operation, event);
      operations.push({
        kind: 'webhook',
        id,
        route: `${routeBase}/${id}`,
        title: String(operation.summary ?? operation.operationId ?? event),
        method: method.toLowerCase(),
        path: event,
        event,
        ...(operation.operationId ? { operationId: String(operation.operationId) } : {}),
        source: `webhook "${event}" ${method}${operation.operationId ? ` (operationId "${operation.operationId}")` : ''}`,
      });
    }
  }
  /** @type {SchemaPage[]} */
  const schemas = Object.entries(spec?.components?.schemas ?? {}).map(([name, schema]) => {
    const title = typeof schema?.title === 'string' && schema.title ? schema.title : name;
    const id = titleId(title);
    return {
      id,
      route: `${routeBase}/schemas/${id}`,
      title,
      name,
      source: `components.schemas.${name}${title === name ? '' : ` (title "${title}")`}`,
    };
  });
  return {
    spec: specPath,
    info: { id: infoId, route: `${routeBase}/${infoId}`, title: String(spec?.info?.title ?? '') },
    operations,
    schemas,
  };
}

/**
 * Pages that would be lost or clash: two operations (or an operation and the overview) with one
 * id, two schemas with one id, an empty id, an id the site reserves. Each with a message that
 * names both sources and what to change.
 * @param {ApiPages} pages
 * @returns {{ route: string, sources: string[], message: string }[]}
 */
export function pageCollisions(pages) {
  const problems = [];
  const group = (entries, what, fix) => {
    /** @type {Map<string, { route: string, source: string }[]>} */
    const byId = new Map();
    for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
    for (const [id, members] of byId) {
      const route = members[0].route;
      const sources = members.map((member) => member.source);
      if (!id) {
        problems.push({
          route,
          sources,
          message: `${sources.join(' and ')}: no page name (the plugin names a page after ${what}, which is empty). ${fix}`,
        });
      } else if (reservedIds.includes(id) && members.some((member) => member.source !== 'info.title')) {
        problems.push({
          route,
          sources,
          message: `${sources.join(' and ')} would be the page ${route}, which the site uses for the API overview. ${fix}`,
        });
      } else if (members.length > 1) {
        problems.push({
          route,
          sources,
          message: `${sources.join(' and ')} map to the same page ${route} (the plugin names the page after ${what}, writes the first and silently drops the others). ${fix}`,
        });
      }
    }
  };
  group(
    [
      { id: pages.info.id, route: pages.info.route, source: 'info.title' },
      ...pages.operations.map((page) => ({ id: page.id, route: page.route, source: page.source })),
    ],
    'the operationId in kebab case (the summary when there is none)',
    'Give one of them a different operationId.',
  );
  group(
    pages.schemas.map((page) => ({ id: page.id, route: page.route, source: page.source })),
    'the schema title in kebab case (the component name when there is no title)',
    "Give one of them a different `title`, or remove a `title` that repeats another schema's.",
  );
  return problems;
}

/** The front matter fields of a generated .mdx page (flat `key: value` lines, JSON strings unquoted). */
export function frontMatter(text) {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  /** @type {Record<string, string>} */
  const fields = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^([A-Za-z_]+):\s?(.*)$/.exec(line);
    if (!field) continue;
    let value = field[2];
    if (value.startsWith('"')) {
      try {
        value = JSON.parse(value);
      } catch {
        // not JSON: keep as written
      }
    }
    fields[field[1]] = value;
  }
  return fields;
}

/**
 * Compares the computed pages with the plugin's output: `files` maps each generated page's path
 * relative to the output folder (`get-thing.api.mdx`, `schemas/thing.schema.mdx`) to its text.
 * @returns {string[]} what disagrees, readable
 */
export function checkGenerated(pages, files) {
  const problems = [];
  const ids = new Map();
  for (const [file, text] of Object.entries(files)) ids.set(file, frontMatter(text).id);
  const expect = (file, id, source) => {
    if (!ids.has(file)) problems.push(`${source}: the plugin wrote no ${file} (expected the page id "${id}")`);
    else if (ids.get(file) !== id)
      problems.push(`${file}: its front matter id is "${ids.get(file)}", expected "${id}" (${source})`);
  };
  expect(`${pages.info.id}.info.mdx`, pages.info.id, 'info.title');
  for (const page of pages.operations) expect(`${page.id}.api.mdx`, page.id, page.source);
  for (const page of pages.schemas) expect(`schemas/${page.id}.schema.mdx`, page.id, page.source);
  const known = new Set([
    `${pages.info.id}.info.mdx`,
    ...pages.operations.map((page) => `${page.id}.api.mdx`),
    ...pages.schemas.map((page) => `schemas/${page.id}.schema.mdx`),
  ]);
  for (const file of ids.keys()) {
    if (/\.(api|schema|info)\.mdx$/.test(file) && !known.has(file))
      problems.push(`${file}: a page no operation or schema of the spec accounts for`);
  }
  return problems;
}

/** Every doc item of a sidebar (nested in categories), in order. */
function docItems(items, out = []) {
  for (const item of items ?? []) {
    if (item?.type === 'doc') out.push(item);
    else if (item?.type === 'category') docItems(item.items, out);
  }
  return out;
}

/**
 * The sidebar with a `key` on every doc item whose label another doc item has: Docusaurus turns a
 * label into the translation key `sidebar.<sidebar>.doc.<label>` and refuses two items with one
 * key (two operations with one summary, a schema titled like an operation). The key is the page
 * id, unique. Returns the items (copied) and the labels that were shared.
 */
export function uniqueSidebarKeys(items) {
  const copy = structuredClone(items);
  const byLabel = new Map();
  for (const item of docItems(copy)) {
    if (typeof item.label !== 'string' || item.key) continue;
    byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
  }
  const shared = [];
  for (const [label, members] of byLabel) {
    if (members.length < 2) continue;
    shared.push({ label, ids: members.map((item) => item.id) });
    for (const item of members) item.key = item.id;
  }
  return { items: copy, shared };
}

/**
 * The translation keys Docusaurus derives from a sidebar that two items share, with the items:
 * categories (`category.<label>`), links and labelled docs (`doc.<key or label>`).
 */
export function sidebarKeyCollisions(items, sidebarName = 'payments') {
  const byKey = new Map();
  const add = (key, what) => byKey.set(key, [...(byKey.get(key) ?? []), what]);
  const walk = (list) => {
    for (const item of list ?? []) {
      if (item?.type === 'category') {
        add(`sidebar.${sidebarName}.category.${item.key ?? item.label}`, `category "${item.label}"`);
        walk(item.items);
      } else if (item?.type === 'link') {
        add(`sidebar.${sidebarName}.link.${item.key ?? item.label}`, `link "${item.label}" (${item.href})`);
      } else if (item?.type === 'doc' && typeof item.label === 'string') {
        add(`sidebar.${sidebarName}.doc.${item.key ?? item.label}`, `page ${item.id} ("${item.label}")`);
      }
    }
  };
  walk(items);
  return [...byKey].filter(([, members]) => members.length > 1).map(([key, members]) => ({ key, members }));
}
