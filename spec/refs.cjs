/**
 * The one `$ref` resolver and the one list of HTTP methods of the project: every reader of the
 * spec (generation, versions and diff, the error catalogue, search records, Markdown twins, the
 * sandbox's validators, the tests) follows references and walks operations with these, so they
 * cannot disagree on a spec we have not tried. The spec is bundled first (./load.cjs), so every
 * reference left is local (`#/...`).
 *
 * CommonJS, like config/testData.cjs: the sandbox (in Node and in the browser), the .mjs scripts,
 * the TypeScript plugins and Playwright's tests all import it, and one CommonJS module is the same
 * module for each of them (an .mjs file is loaded twice when a test imports it and the sandbox too).
 */

/** The operations of an OpenAPI path item (OpenAPI 3.0 and 3.1), in the order the plugin lists them. */
const httpMethods = /** @type {const} */ (['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Whether a path item's key is an operation's method. */
const isMethod = (key) => /** @type {readonly string[]} */ (httpMethods).includes(String(key).toLowerCase());

/** The value a JSON pointer (`#/components/schemas/A~1B`) names in `document`, else undefined. */
function atPointer(document, ref) {
  if (ref === '#' || ref === '#/') return document;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node == null ? undefined : node[key]), document);
}

/**
 * `value` with its `$ref` followed (repeatedly) to what it names in `document`; any other value as
 * it is. A reference that is not local, points to nothing or loops throws a message naming it.
 * @template T
 * @param {any} document the OpenAPI document
 * @param {T} value
 * @returns {T}
 */
function resolveRef(document, value) {
  let node = /** @type {any} */ (value);
  const seen = new Set();
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.has(ref)) throw new Error(`the spec's $ref ${ref} refers back to itself`);
    seen.add(ref);
    if (!ref.startsWith('#')) throw new Error(`the spec's $ref ${ref} is not local (bundle the spec first: spec/load.cjs)`);
    node = atPointer(document, ref);
    if (node === undefined) throw new Error(`the spec's $ref ${ref} points to nothing`);
  }
  return node;
}

/** The component name a `$ref` to a schema names (`#/components/schemas/Name`), else undefined. */
function refName(value) {
  const ref = value && typeof value === 'object' ? value.$ref : undefined;
  return typeof ref === 'string'
    ? decodeURIComponent(ref.split('/').pop() ?? '')
        .replace(/~1/g, '/')
        .replace(/~0/g, '~')
    : undefined;
}

/**
 * Every operation of the document in document order (methods in the order the path item lists them): those of `paths`, then the webhooks
 * (`x-webhooks` first, as the plugin reads them, else `webhooks`).
 * @returns {{ kind: 'operation' | 'webhook', method: string, path: string, event?: string, operation: any, pathItem: any }[]}
 */
function operationsOf(document) {
  const out = [];
  for (const [path, item] of Object.entries(document?.paths ?? {})) {
    const pathItem = resolveRef(document, item);
    for (const [key, operation] of Object.entries(pathItem ?? {})) {
      const method = key.toLowerCase();
      if (isMethod(method) && operation && typeof operation === 'object')
        out.push({ kind: 'operation', method, path, operation, pathItem });
    }
  }
  for (const [event, item] of Object.entries(document?.['x-webhooks'] ?? document?.webhooks ?? {})) {
    const pathItem = resolveRef(document, item);
    for (const [key, operation] of Object.entries(pathItem ?? {})) {
      const method = key.toLowerCase();
      if (isMethod(method) && operation && typeof operation === 'object')
        out.push({ kind: 'webhook', method, path: event, event, operation, pathItem });
    }
  }
  return out;
}

module.exports = { httpMethods, isMethod, atPointer, resolveRef, refName, operationsOf };
