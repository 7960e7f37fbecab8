/**
 * Request and response validation against payments.yaml, with errors shaped like the API's
 * `ErrorCode.details`: `{ field, issue }`, fields named with dots (`hostedConfiguration.returnUrl`)
 * and headers by their documented name (`Idempotency-Key`).
 *
 * No Ajv import here: `compiled` is a map of validate functions for the keys of schemaSet(spec),
 * either compiled at runtime (compileSchemaSet in validate-runtime.mjs, Node) or generated
 * standalone code (browser).
 */
import { operationParameters, operations, schemaSet } from './spec-schemas.mjs';
import { resolveRef } from '../spec/refs.cjs';

/**
 * @typedef {{ field: string, issue: string }} FieldError
 * @typedef {((data: unknown) => boolean) & { errors?: any[] | null }} ValidateFn
 * @typedef {{
 *   request(operationId: string, parts: { pathParams?: Record<string,string>, query?: Record<string,string>, headers?: Record<string,string>, body?: unknown, bodyPresent?: boolean }): FieldError[],
 *   response(operationId: string, status: number|string, body: unknown): FieldError[],
 *   validate(key: string, value: unknown): FieldError[],
 *   has(key: string): boolean,
 * }} Validators
 */

/**
 * At most this many details in one answer: a body with a million bad fields gets the first ones
 * and a count, not a million entries (nor a stack overflow from spreading them).
 */
export const maxDetails = 20;

/** @param {string} pointer */
function pointerToField(pointer) {
  if (!pointer) return '';
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}

/** @param {string} word */
const article = (word) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * One ajv error as `{ field, issue }`.
 * @param {any} error
 * @param {(field: string) => string} rename
 * @returns {FieldError}
 */
function toFieldError(error, rename) {
  let field = pointerToField(error.instancePath ?? '');
  const params = error.params ?? {};
  /** @param {string} name */
  const child = (name) => (field ? `${field}.${name}` : name);
  let issue;
  switch (error.keyword) {
    case 'required':
      field = child(params.missingProperty);
      issue = 'is required';
      break;
    case 'additionalProperties':
      field = child(params.additionalProperty);
      issue = 'is not a known field';
      break;
    case 'type': {
      const type = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      issue = `must be ${article(type)}`;
      if (type === 'integer' && /(^|\.)amount$/.test(field)) issue += ' (minor units), for example 12500';
      break;
    }
    case 'enum':
      issue = `must be one of: ${(params.allowedValues ?? []).join(', ')}`;
      break;
    case 'pattern':
      // The spec's redirect URLs (returnUrl, cancelUrl, websiteUrl) say it in words.
      issue = params.pattern === '^https?://' ? 'must be an http or https URL' : `must match pattern ${params.pattern}`;
      break;
    case 'format':
      issue = `must be a valid ${params.format}`;
      break;
    case 'minimum':
      issue = `must be at least ${params.limit}`;
      break;
    case 'maximum':
      issue = `must be at most ${params.limit}`;
      break;
    case 'minLength':
      issue = params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
      break;
    case 'maxLength':
      issue = `must be at most ${params.limit} characters long`;
      break;
    case 'minProperties':
      issue = `must have at least ${params.limit} field${params.limit === 1 ? '' : 's'}`;
      break;
    case 'maxProperties':
      issue = `must have at most ${params.limit} fields`;
      break;
    case 'minItems':
      issue = `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`;
      break;
    case 'maxItems':
      issue = `must have at most ${params.limit} items`;
      break;
    case 'uniqueItems':
      issue = 'must not contain duplicates';
      break;
    default:
      issue = error.message ?? `is invalid (${error.keyword})`;
  }
  return { field: rename(field || 'body'), issue };
}

/**
 * Runs a validate function; the errors, one per field (the first found), in order.
 * @param {ValidateFn | undefined} fn
 * @param {unknown} value
 * @param {(field: string) => string} [rename]
 * @returns {FieldError[]}
 */
function run(fn, value, rename = (f) => f) {
  if (!fn) return [];
  if (fn(value)) return [];
  /** @type {FieldError[]} */
  const out = [];
  const seen = new Set();
  for (const error of fn.errors ?? []) {
    if (out.length >= maxDetails) break;
    // allOf/anyOf wrappers repeat what their branches said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const item = toFieldError(error, rename);
    if (seen.has(item.field)) continue;
    seen.add(item.field);
    out.push(item);
  }
  return out.length ? out : [{ field: 'body', issue: 'is invalid' }];
}

/**
 * Query strings are text: turn the values of integer, number and boolean parameters into those
 * types (when they look like one), so the schema can judge them.
 * @param {Record<string, any>} query
 * @param {any} schema
 */
function coerceQuery(query, schema) {
  /** @type {Record<string, unknown>} */
  const out = Object.create(null);
  for (const [name, raw] of Object.entries(query ?? {})) {
    const type = schema?.properties && Object.hasOwn(schema.properties, name) ? schema.properties[name]?.type : undefined;
    let value = raw;
    if (typeof raw === 'string') {
      if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw.trim())) value = Number(raw);
      else if (type === 'boolean' && (raw === 'true' || raw === 'false')) value = raw === 'true';
    }
    out[name] = value;
  }
  return out;
}

/**
 * @param {any} spec parsed payments.yaml
 * @param {Record<string, ValidateFn>} compiled a validate function per key of schemaSet(spec):
 *   compileSchemaSet(spec) from validate-runtime.mjs, or standalone validators.
 * @returns {Validators}
 */
export function createValidators(spec, compiled) {
  if (!compiled || typeof compiled !== 'object') {
    throw new Error(
      'createValidators(spec, compiled): pass the compiled validators, e.g. compileSchemaSet(spec) from sandbox/validate-runtime.mjs, or standalone ones.',
    );
  }
  const schemas = schemaSet(spec);
  for (const key of Object.keys(schemas)) {
    // `in`, not a read: compileSchemaSet compiles each validator on its first read.
    if (!(key in compiled)) throw new Error(`createValidators: no compiled validator for "${key}"`);
  }
  /** @type {Map<string, { headerNames: Record<string,string>, bodyRequired: boolean, statuses: Set<string> }>} */
  const info = new Map();
  for (const { operationId } of operations(spec)) {
    const found = operationParameters(spec, operationId);
    if (!found) continue;
    /** @type {Record<string,string>} */
    const headerNames = Object.create(null);
    for (const p of found.parameters) if (p.in === 'header') headerNames[p.name.toLowerCase()] = p.name;
    const requestBody = resolveRef(spec, found.op.requestBody);
    info.set(operationId, {
      headerNames,
      bodyRequired: Boolean(requestBody?.required),
      statuses: new Set(Object.keys(found.op.responses ?? {})),
    });
  }

  return {
    request(operationId, { pathParams = {}, query = {}, headers = {}, body, bodyPresent = body !== undefined } = {}) {
      const meta = info.get(operationId);
      if (!meta) return [{ field: 'operation', issue: `unknown operation ${operationId}` }];
      /** @type {FieldError[]} */
      const errors = [];
      errors.push(...run(compiled[`${operationId}:request:path`], pathParams));
      errors.push(...run(compiled[`${operationId}:request:headers`], headers, (f) => meta.headerNames[f] ?? f));
      const querySchema = schemas[`${operationId}:request:query`];
      errors.push(...run(compiled[`${operationId}:request:query`], coerceQuery(query, querySchema)));
      const bodyKey = `${operationId}:request:body`;
      if (!bodyPresent) {
        if (meta.bodyRequired) errors.push({ field: 'body', issue: 'is required: send a JSON object' });
      } else if (compiled[bodyKey]) {
        errors.push(...run(compiled[bodyKey], body));
      }
      return errors.slice(0, maxDetails);
    },
    response(operationId, status, body) {
      const meta = info.get(operationId);
      if (!meta) return [{ field: 'operation', issue: `unknown operation ${operationId}` }];
      const code = String(status);
      if (!meta.statuses.has(code)) return [{ field: 'status', issue: `${code} is not a documented response of ${operationId}` }];
      const fn = compiled[`${operationId}:response:${code}`];
      if (!fn) return body === undefined ? [] : [{ field: 'body', issue: `${operationId} ${code} has no JSON body in the spec` }];
      return run(fn, body);
    },
    validate(key, value) {
      const fn = compiled[key];
      if (!fn) return [{ field: 'schema', issue: `no schema "${key}"` }];
      return run(fn, value);
    },
    has(key) {
      return typeof compiled[key] === 'function';
    },
  };
}
