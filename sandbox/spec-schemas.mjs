/**
 * Pure data: the JSON Schemas (2020-12) the sandbox validates requests, responses and
 * notifications with, derived from the parsed openapi/payments.yaml. No ajv here, so the map can
 * be compiled at runtime (validate-runtime.mjs) or turned into standalone validators for the
 * browser, where the CSP forbids eval.
 *
 * Every schema is self-contained: the component schemas it reaches are copied under `$defs` and
 * every `#/components/schemas/X` reference is rewritten to `#/$defs/X`.
 */

// The one list of methods and the one $ref resolver of the project (spec/refs.cjs: pure, browser-safe).
import { httpMethods as METHODS, resolveRef as deref } from '../spec/refs.cjs';

const SCHEMA_REF = '#/components/schemas/';

/** Keywords that only document: left out so the generated validators stay small. */
const ANNOTATIONS = new Set(['example', 'examples', 'description', 'summary', 'title', 'externalDocs', 'xml', 'deprecated']);
/** Keywords whose value maps names to schemas: the names are never keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * Deep copy of a schema with component-schema refs rewritten to $defs; collects the names it
 * reaches. `names` is true when `value` maps property names to schemas.
 * @param {any} value
 * @param {Set<string>} reached
 * @param {boolean} [names]
 * @returns {any}
 */
function rewrite(value, reached, names = false) {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, reached));
  if (!value || typeof value !== 'object') return value;
  /** @type {Record<string, any>} */
  const out = {};
  for (const [key, child] of Object.entries(value)) {
    if (names) {
      out[key] = rewrite(child, reached);
    } else if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
      const name = child.slice(SCHEMA_REF.length);
      reached.add(name);
      out.$ref = `#/$defs/${name}`;
    } else if (ANNOTATIONS.has(key) || key.startsWith('x-')) {
      // documentation only
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required') {
      out[key] = child;
    } else {
      out[key] = rewrite(child, reached, NAME_MAPS.has(key));
    }
  }
  return out;
}

/**
 * A self-contained schema for `schema` (a schema object of the spec).
 * @param {any} spec
 * @param {any} schema
 */
function selfContained(spec, schema) {
  const components = spec.components?.schemas ?? {};
  const reached = new Set();
  const root = rewrite(schema, reached);
  /** @type {Record<string, any>} */
  const defs = {};
  const queue = [...reached];
  while (queue.length) {
    const name = /** @type {string} */ (queue.shift());
    if (defs[name]) continue;
    if (!components[name]) throw new Error(`payments.yaml: #/components/schemas/${name} is referenced but not defined`);
    const more = new Set();
    defs[name] = rewrite(components[name], more);
    for (const next of more) if (!defs[next]) queue.push(next);
  }
  const result = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...root };
  if (Object.keys(defs).length) result.$defs = { ...(root.$defs ?? {}), ...defs };
  return result;
}

/**
 * Every operation of the spec, in document order.
 * @param {any} spec
 * @returns {{ operationId: string, method: string, path: string, mswPath: string }[]}
 */
export function operations(spec) {
  const list = [];
  for (const [path, item] of Object.entries(spec?.paths ?? {})) {
    for (const method of METHODS) {
      const op = /** @type {any} */ (item)[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`payments.yaml: ${method.toUpperCase()} ${path} has no operationId`);
      list.push({ operationId: op.operationId, method, path, mswPath: path.replace(/\{([^}]+)\}/g, ':$1') });
    }
  }
  return list;
}

/**
 * The parameters of an operation (path-level and operation-level), dereferenced.
 * @param {any} spec
 * @param {string} operationId
 */
export function operationParameters(spec, operationId) {
  for (const [path, item] of Object.entries(spec?.paths ?? {})) {
    for (const method of METHODS) {
      const op = /** @type {any} */ (item)[method];
      if (op?.operationId !== operationId) continue;
      const all = [.../** @type {any} */ (item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(spec, p));
      return { path, method, op, parameters: all };
    }
  }
  return undefined;
}

/**
 * One self-contained JSON Schema per request part and response of every operation, plus
 * `notification` for the webhook payload.
 * @param {any} spec
 * @returns {Record<string, object>}
 */
export function schemaSet(spec) {
  /** @type {Record<string, object>} */
  const set = {};
  for (const { operationId } of operations(spec)) {
    const found = /** @type {NonNullable<ReturnType<typeof operationParameters>>} */ (operationParameters(spec, operationId));
    const { op, parameters } = found;
    for (const location of ['path', 'query', 'header']) {
      const params = parameters.filter((p) => p.in === location);
      /** @type {Record<string, any>} */
      const properties = {};
      const required = [];
      for (const p of params) {
        const name = location === 'header' ? p.name.toLowerCase() : p.name;
        properties[name] = p.schema ?? {};
        if (p.required) required.push(name);
      }
      const key = `${operationId}:request:${location === 'header' ? 'headers' : location}`;
      set[key] = selfContained(spec, { type: 'object', properties, ...(required.length ? { required } : {}) });
    }
    const body = deref(spec, op.requestBody ?? null)?.content?.['application/json']?.schema;
    if (body) set[`${operationId}:request:body`] = selfContained(spec, body);
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const schema = deref(spec, response)?.content?.['application/json']?.schema;
      if (schema) set[`${operationId}:response:${status}`] = selfContained(spec, schema);
    }
  }
  const webhook = spec?.webhooks?.notification?.post;
  const payload = deref(spec, webhook?.requestBody ?? null)?.content?.['application/json']?.schema;
  if (payload) set.notification = selfContained(spec, payload);
  return set;
}
