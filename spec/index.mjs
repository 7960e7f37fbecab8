/**
 * The spec model, in one home: every reader of an OpenAPI spec in this project (generation, API
 * versions and their diff, the error catalogue, search records, Markdown twins, the link check,
 * security headers, the sandbox's validators, the tests) imports what it needs from here.
 *
 * - load.cjs: readSpec() (parsed once per process) and bundleSpec() (@redocly/openapi-core);
 * - refs.cjs: the one `$ref` resolver, the one list of HTTP methods, the operations in order;
 * - pages.mjs: every generated page's id, title and route, none shared (pluginInput() for the plugin).
 *
 * specModel() gathers what the readers ask of a spec, computed once per document.
 */
import { expectedPages } from './pages.mjs';
import { operationsOf, resolveRef } from './refs.cjs';

export { bundleSpec, checkDocument, readSpec } from './load.cjs';
export { atPointer, httpMethods, isMethod, operationsOf, refName, resolveRef } from './refs.cjs';
export { expectedPages, pluginInput, routeBase } from './pages.mjs';

/** @type {WeakMap<object, any>} */
const models = new WeakMap();

/**
 * What the readers ask of a spec: its operations and webhooks (with their pages), schemas,
 * security schemes and servers, and every generated page. Memoised per document object.
 * @param {any} document the parsed (bundled) OpenAPI document
 * @param {string} [path] named in messages
 */
export function specModel(document, path = 'the spec') {
  const cached = models.get(document);
  if (cached) return cached;
  const pages = expectedPages(document, path);
  const pageOf = new Map(pages.operations.map((page) => [`${page.kind} ${page.method} ${page.path}`, page]));
  const operations = operationsOf(document).map((entry) => ({
    ...entry,
    page: pageOf.get(`${entry.kind} ${entry.method} ${entry.path}`),
  }));
  const model = {
    path,
    document,
    info: document.info,
    servers: document.servers ?? [],
    /** Every server URL a request may go to: the document's, each path item's and each operation's, once each. */
    serverUrls: [
      ...new Set(
        [
          document.servers,
          ...operations
            .filter((entry) => entry.kind === 'operation')
            .flatMap((entry) => [entry.pathItem?.servers, entry.operation?.servers]),
        ]
          .flatMap((list) => (Array.isArray(list) ? list : []))
          .map((server) => server?.url)
          .filter((url) => typeof url === 'string'),
      ),
    ],
    securitySchemes: Object.fromEntries(
      Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => [name, resolveRef(document, scheme)]),
    ),
    operations: operations.filter((entry) => entry.kind === 'operation'),
    webhooks: operations.filter((entry) => entry.kind === 'webhook'),
    schemas: pages.schemas.map((page) => ({ name: page.name, schema: document.components.schemas[page.name], page })),
    pages,
  };
  models.set(document, model);
  return model;
}
