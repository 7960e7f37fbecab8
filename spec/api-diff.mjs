/**
 * The API part of the changelog, generated: what changed between two API versions, computed by
 * api-smart-diff (a maintained OpenAPI diff that classifies each change as breaking, non-breaking,
 * deprecated or annotation) and grouped by operation. scripts/build/gen-api.mjs writes the result to
 * generated/data/apiChanges.json for the changelog page and its RSS feed (ApiVersionChanges,
 * src/plugins/changelog-feed) and for the "Changed in" note on each operation page (ApiItem wrapper).
 *
 * Vendor extensions (x-error-codes, x-codeSamples...) are left out of the comparison: they are
 * documentation, and the tool diffs arrays by index, so one code removed from the catalogue would
 * read as every later entry "replaced". Changes to descriptions and examples (annotation,
 * unclassified) are counted, not listed. Unit tests: tests/unit/api-diff.spec.ts.
 */
import { apiCompare } from 'api-smart-diff';
import { httpMethods, resolveRef } from './refs.cjs';

/** The change types listed; the others (annotation, unclassified) are only counted. */
export const listedTypes = ['breaking', 'deprecated', 'non-breaking'];

/** A spec without its vendor extensions (x-...). */
export function withoutExtensions(value) {
  if (Array.isArray(value)) return value.map(withoutExtensions);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, item]) => [key, withoutExtensions(item)]),
  );
}

/** The name of the parameter a diff path points into (`parameters/<i>/...`), from whichever spec has it. */
function parameterName(before, after, path) {
  const at = path.indexOf('parameters');
  if (at < 0 || typeof path[at + 1] !== 'number') return undefined;
  for (const spec of [after, before]) {
    let node = spec;
    for (const key of path.slice(0, at + 2)) node = resolveRef(spec, node?.[key]);
    if (node?.name) return `${node.in} parameter \`${node.name}\``;
  }
  return undefined;
}

/** A readable sentence for one change, without the response status (changes are grouped across statuses). */
function describe(diff, before, after) {
  const rest = diff.path.slice(3);
  const verb = { add: 'Added', remove: 'Removed', replace: 'Changed', rename: 'Renamed' }[diff.action] ?? diff.action;
  const header = rest[0] === 'responses' && rest[2] === 'headers' ? rest[3] : undefined;
  if (header && rest.length === 4) return `${verb}: response header \`${header}\``;
  const parameter = parameterName(before, after, diff.path);
  if (parameter && rest.at(-1) === 'required') {
    const required = diff.action === 'remove' || diff.after === false ? 'optional' : 'required';
    return `The ${parameter} is now ${required}`;
  }
  if (parameter && rest.length === 2) return `${verb}: ${parameter}`;
  const enumAt = rest.indexOf('enum');
  if (enumAt > 0) {
    const field = rest[enumAt - 1];
    const value = diff.action === 'remove' ? diff.before : diff.after;
    return `${verb} value \`${value}\` of \`${field}\`${rest[0] === 'responses' ? ' in responses' : ''}`;
  }
  const properties = rest.filter((_, index) => rest[index - 1] === 'properties');
  if (properties.length > 0) {
    const keyword = rest.at(-1);
    const field = properties.at(-1);
    const where = rest[0] === 'responses' ? 'in responses' : rest[0] === 'requestBody' ? 'in the request body' : '';
    if (keyword === field) return `${verb}: field \`${field}\` ${where}`.trim();
    return `${verb}: \`${keyword}\` of \`${field}\` ${where}`.trim();
  }
  return (diff.description ?? `${verb}: ${rest.join(' › ')}`).replace(/ in Response \d+[^)]*\)/, ' in responses');
}

/**
 * The changes from `before` to `after`, by operation.
 * @param {any} beforeSpec the older version's spec
 * @param {any} afterSpec the newer version's spec
 * @param {{ from: string, to: string }} versions their names
 */
export function apiChanges(beforeSpec, afterSpec, versions) {
  const before = withoutExtensions(beforeSpec);
  const after = withoutExtensions(afterSpec);
  const { diffs } = apiCompare(before, after);
  /** @type {Map<string, { method: string, path: string, change: 'added' | 'removed' | 'changed', breaking: boolean, items: { type: string, text: string }[] }>} */
  const operations = new Map();
  let unlisted = 0;
  const entry = (method, path, change) => {
    const key = `${method} ${path}`;
    if (!operations.has(key)) operations.set(key, { method, path, change, breaking: false, items: [] });
    return operations.get(key);
  };
  for (const diff of diffs) {
    const [root, path, method] = diff.path;
    if (root !== 'paths' && root !== 'webhooks') continue; // components are compared where operations use them
    const methods = method === undefined ? Object.keys((diff.action === 'remove' ? diff.before : diff.after) ?? {}) : [method];
    for (const each of methods.filter((name) => httpMethods.includes(name))) {
      if (diff.path.length <= 3 && (diff.action === 'add' || diff.action === 'remove')) {
        const operation = entry(each, path, diff.action === 'add' ? 'added' : 'removed');
        operation.change = diff.action === 'add' ? 'added' : 'removed';
        operation.breaking ||= diff.action === 'remove';
        continue;
      }
      if (!listedTypes.includes(diff.type)) {
        unlisted += 1;
        continue;
      }
      const operation = entry(each, path, 'changed');
      const text = describe(diff, before, after);
      operation.breaking ||= diff.type === 'breaking';
      if (!operation.items.some((item) => item.text === text && item.type === diff.type))
        operation.items.push({ type: diff.type, text });
    }
  }
  const order = { removed: 0, added: 1, changed: 2 };
  const list = [...operations.values()]
    .filter((operation) => operation.change !== 'changed' || operation.items.length > 0)
    .map((operation) => ({
      ...operation,
      items: operation.items.sort(
        (a, b) => listedTypes.indexOf(a.type) - listedTypes.indexOf(b.type) || a.text.localeCompare(b.text),
      ),
    }))
    .sort((a, b) => order[a.change] - order[b.change] || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return {
    from: versions.from,
    to: versions.to,
    tool: 'api-smart-diff',
    operations: list,
    breaking: list.filter((operation) => operation.breaking).length,
    documentationChanges: unlisted,
  };
}
