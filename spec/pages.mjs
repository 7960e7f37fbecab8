/**
 * The pages docusaurus-plugin-openapi-docs makes of a spec, each with its own id, and the checks
 * that nothing is lost on the way: every consumer of the spec (the error catalogue, the search
 * records, the Markdown twins, the link check) takes an operation's or a schema's route from
 * here, never from a kebab-case rule of its own.
 *
 * - expectedPages(spec): the page ids the plugin (5.x) gives, computed with the plugin's own
 *   kebabCase (lodash's, resolved from the plugin's package): an operation's id is its
 *   operationId (else its summary, else for a webhook its event name) in kebab case; a schema's
 *   is its title (the component's name when it has none) with its first space turned into a
 *   hyphen, lower-cased, in kebab case; the overview's is info.title the same way. Pages that
 *   would share an id or a title (which real specs have) get their own (see expectedPages).
 * - pluginInput(spec, pages): the copy of the spec the plugin is given so that it names those
 *   pages so (an operationId, a summary, a schema title); the spec is never edited.
 * - pageCollisions(): what would still be lost (none, unless the rule above has a bug).
 * - checkGenerated(): the generated files' front matter agrees with the ids computed here (a
 *   plugin upgrade that changes its rule fails here, not as broken links).
 * - sidebar keys: two sidebar items with one label share a translation key, which stops the
 *   build; uniqueSidebarKeys() gives them unique keys, sidebarKeyCollisions() names any left.
 *
 * scripts/build/api/pages-manifest.mjs writes the result next to the generated pages as pages.json, which the
 * site's plugins read (src/lib/build/apiPages.ts). Unit tests: tests/unit/api-pages.spec.ts.
 */
// The kebabCase the plugin itself calls: it requires lodash/kebabCase, which resolves to this
// (hoisted) copy of lodash; tests/unit/api-pages.spec.ts compares the ids with the plugin's own.
import kebabCase from 'lodash/kebabCase.js';
import { httpMethods, operationsOf, resolveRef } from './refs.cjs';

/** The route base of the API docs instance (config/api.ts apiDocs.routeBasePath). */
export const routeBase = '/api';

// The methods the plugin makes pages of (its HTTP_METHODS), and the operations in document order: ./refs.cjs.
export { httpMethods };

/** Ids of pages the site adds to the instance itself (scripts/build/api/overview.mjs writes index.mdx). */
export const reservedIds = ['index'];

/**
 * @typedef {{ kind: 'operation' | 'webhook', id: string, route: string, title: string, method: string, path: string, event?: string, operationId?: string, source: string, pluginOperationId?: string, pluginSummary?: string }} OperationPage
 * @typedef {{ id: string, route: string, title: string, name: string, source: string, pluginTitle?: string }} SchemaPage
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

/** How many times each value occurs. */
function countBy(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The first candidate id that is not empty and not taken, else `<kind>-<n>` with the first free n. */
function freeId(candidates, taken, kind) {
  const found = candidates.find((id) => id && !taken.has(id));
  if (found) return found;
  let n = 1;
  while (taken.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/**
 * Every page of the spec, in document order, with a page id no other page has.
 *
 * The plugin names an operation's page after its operationId (else its summary, else for a
 * webhook its event) and a schema's after its title (else its component name); it writes the
 * first of two pages with one id and silently skips the others, and two sidebar items with one
 * label stop the build. Real specs have equal titles and summaries, so pages that would share an
 * id (or have none, or take an id the site reserves) each get their own here, and the plugin is
 * given a copy of the spec that names them so (pluginInput below; the spec itself is never
 * edited):
 *
 * - a schema whose title another schema has: the title with its component name added,
 *   "Apple Pay (ApplePayDetails)", as heading, sidebar label and page title; its id follows;
 * - an operation whose id another has (equal operationIds, or equal summaries without one): the
 *   id of its method and path (a webhook: its event and method), written as its operationId;
 * - an operation whose summary another has: the summary with its operationId (else method and
 *   path) added, as heading and sidebar label.
 *
 * Pages that collide with nothing keep the plugin's own id and title.
 * @param {any} spec the parsed OpenAPI document
 * @param {string} [specPath] named in messages
 * @returns {ApiPages}
 */
export function expectedPages(spec, specPath = 'the spec') {
  const infoId = titleId(spec?.info?.title ?? '');
  /** @type {(OperationPage & { summary: string })[]} */
  const operations = operationsOf(spec).map(({ kind, method, path, event, operation }) => ({
    kind,
    id: operationId(operation, event),
    route: '',
    title: String(operation.summary ?? operation.operationId ?? event ?? 'Missing summary'),
    method,
    path,
    ...(event ? { event } : {}),
    ...(operation.operationId ? { operationId: String(operation.operationId) } : {}),
    source:
      kind === 'webhook'
        ? `webhook "${event}" ${method}${operation.operationId ? ` (operationId "${operation.operationId}")` : ''}`
        : `${method.toUpperCase()} ${path}${operation.operationId ? ` (operationId "${operation.operationId}")` : ` (summary "${operation.summary ?? ''}")`}`,
    summary: String(operation.summary ?? ''),
  }));
  // Ids: the plugin's own where no other page has it; the others from their method and path (a
  // webhook: its event and method). The overview (info.title) and the pages the site adds keep theirs.
  const taken = new Set([infoId, ...reservedIds]);
  const natural = countBy(operations.map((page) => page.id));
  const clashing = (page) => !page.id || natural.get(page.id) > 1 || taken.has(page.id);
  const renamed = new Set(operations.filter(clashing));
  for (const page of operations) if (!renamed.has(page)) taken.add(page.id);
  for (const page of renamed) {
    const base = page.kind === 'webhook' ? `${page.event} ${page.method}` : `${page.method} ${page.path}`;
    page.id = freeId([kebabCase(base), kebabCase(`${page.kind} ${base}`)], taken, page.kind);
    taken.add(page.id);
  }
  // Titles: equal summaries get what tells them apart (the operationId when it is the page's own).
  const titles = countBy(operations.map((page) => page.title));
  const operationIds = countBy(operations.map((page) => page.operationId));
  for (const page of operations) {
    if (titles.get(page.title) < 2) continue;
    const tell =
      page.operationId && operationIds.get(page.operationId) === 1
        ? page.operationId
        : `${page.method.toUpperCase()} ${page.path}`;
    page.title = `${page.title} (${tell})`;
    page.pluginSummary = page.title;
  }
  for (const page of operations) {
    // The plugin's id follows its summary when there is no operationId: pin it.
    if (renamed.has(page) || (page.pluginSummary && !page.operationId)) page.pluginOperationId = page.id;
    page.route = `${routeBase}/${page.id}`;
    delete page.summary;
  }

  /** @type {SchemaPage[]} */
  const schemas = Object.entries(spec?.components?.schemas ?? {}).map(([name, schema]) => {
    const title = typeof schema?.title === 'string' && schema.title ? schema.title : name;
    return {
      id: titleId(title),
      route: '',
      title,
      name,
      source: `components.schemas.${name}${title === name ? '' : ` (title "${title}")`}`,
    };
  });
  // A schema whose id or title another has: its title with the component name, and the id of that.
  const schemaIds = countBy(schemas.map((page) => page.id));
  const schemaTitles = countBy(schemas.map((page) => page.title));
  const schemaClashing = (page) => !page.id || schemaIds.get(page.id) > 1 || schemaTitles.get(page.title) > 1;
  const retitled = new Set(schemas.filter(schemaClashing));
  const takenSchemaIds = new Set(schemas.filter((page) => !retitled.has(page)).map((page) => page.id));
  for (const [index, page] of schemas.entries()) {
    if (!retitled.has(page)) continue;
    const candidates = [
      `${page.title} (${page.name})`,
      `${page.title} (${page.name} ${index + 1})`,
      `${page.title} (schema ${index + 1})`,
    ];
    page.title = candidates.find((title) => titleId(title) && !takenSchemaIds.has(titleId(title))) ?? candidates[2];
    page.id = titleId(page.title);
    page.pluginTitle = page.title;
    takenSchemaIds.add(page.id);
  }
  for (const page of schemas) page.route = `${routeBase}/schemas/${page.id}`;
  return {
    spec: specPath,
    info: { id: infoId, route: `${routeBase}/${infoId}`, title: String(spec?.info?.title ?? '') },
    operations,
    schemas,
  };
}

/**
 * The document the plugin is given: the spec with what expectedPages() chose for the pages that
 * would have collided (an operationId, a summary, a schema title), and empty `paths` when it has
 * none (OpenAPI 3.1 makes them optional; the plugin 5.2 reads them unconditionally). Undefined
 * when the spec can be given as it is. The spec itself is not changed.
 * @param {any} spec
 * @param {ApiPages} pages
 */
export function pluginInput(spec, pages) {
  const operations = pages.operations.filter((page) => page.pluginOperationId || page.pluginSummary);
  const schemas = pages.schemas.filter((page) => page.pluginTitle);
  if (spec.paths && operations.length === 0 && schemas.length === 0) return undefined;
  const copy = { ...spec, paths: { ...(spec.paths ?? {}) } };
  const webhooksKey = spec['x-webhooks'] ? 'x-webhooks' : 'webhooks';
  if (spec[webhooksKey]) copy[webhooksKey] = { ...spec[webhooksKey] };
  for (const page of operations) {
    const items = page.kind === 'webhook' ? copy[webhooksKey] : copy.paths;
    const item = { ...resolveRef(spec, items[page.path]) };
    items[page.path] = item;
    const key = Object.keys(item).find((each) => each.toLowerCase() === page.method);
    item[key] = {
      ...item[key],
      ...(page.pluginOperationId ? { operationId: page.pluginOperationId } : {}),
      ...(page.pluginSummary ? { summary: page.pluginSummary } : {}),
    };
    if (operationId(item[key], page.event) !== page.id)
      throw new Error(`api-pages: ${page.source} would not get the page id "${page.id}" (the plugin's id rule has changed?)`);
  }
  if (schemas.length > 0) {
    copy.components = { ...spec.components, schemas: { ...spec.components.schemas } };
    for (const page of schemas) {
      const schema = copy.components.schemas[page.name];
      copy.components.schemas[page.name] = { ...(schema && typeof schema === 'object' ? schema : {}), title: page.pluginTitle };
    }
  }
  return copy;
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
    'expectedPages() should have given each its own page: a bug of spec/pages.mjs.',
  );
  group(
    pages.schemas.map((page) => ({ id: page.id, route: page.route, source: page.source })),
    'the schema title in kebab case (the component name when there is no title)',
    'expectedPages() should have given each its own page: a bug of spec/pages.mjs.',
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

/**
 * The sidebar with a `key` on every item whose label another item of its kind has: Docusaurus
 * turns a label into the translation key `sidebar.<sidebar>.<kind>.<label>` and refuses two items
 * with one key (two operations with one summary, a schema titled like an operation, a tag named
 * "Schemas"). A doc's key is its page id; a category's or link's is its label and its position.
 * Returns the items (copied) and the labels that were shared.
 */
export function uniqueSidebarKeys(items) {
  const copy = structuredClone(items);
  const byLabel = new Map();
  const walk = (list) => {
    for (const item of list ?? []) {
      if (!['doc', 'category', 'link'].includes(item?.type) || typeof item.label !== 'string' || item.key) {
        if (item?.type === 'category') walk(item.items);
        continue;
      }
      const kind = item.type;
      byLabel.set(`${kind} ${item.label}`, [...(byLabel.get(`${kind} ${item.label}`) ?? []), item]);
      if (item.type === 'category') walk(item.items);
    }
  };
  walk(copy);
  const shared = [];
  for (const members of byLabel.values()) {
    if (members.length < 2) continue;
    const { label } = members[0];
    shared.push({ label, ids: members.map((item, index) => item.id ?? `${label} ${index + 1}`) });
    for (const [index, item] of members.entries()) item.key = item.type === 'doc' ? item.id : `${label} ${index + 1}`;
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
