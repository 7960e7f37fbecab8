/**
 * The runtime-compile path of the validators: compiles schemaSet(spec) with Ajv (2020-12) and
 * ajv-formats. Node only in practice (Ajv compiles with `new Function`); the browser passes
 * standalone validators generated from the same map to createValidators instead.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { schemaSet } from './spec-schemas.mjs';

/** @type {any} */
const Ajv2020 = /** @type {any} */ (Ajv2020Module).default ?? Ajv2020Module;
/** @type {any} */
const addFormats = /** @type {any} */ (addFormatsModule).default ?? addFormatsModule;

/**
 * The validators of schemaSet(spec), each compiled by Ajv on its first use (identical schemas
 * share one function). Compiling all 200-odd at once took most of `npm run sandbox`'s start; a
 * request now compiles only what it needs. `compileAll: true` compiles everything at once, so a
 * schema that does not compile fails there (the tests do this).
 * @param {any} spec
 * @param {{ compileAll?: boolean }} [options]
 * @returns {Record<string, (data: unknown) => boolean>}
 */
export function compileSchemaSet(spec, { compileAll = false } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  /** @type {Map<string, any>} */
  const byText = new Map();
  /** @type {Record<string, any>} */
  const compiled = {};
  for (const [key, schema] of Object.entries(schemaSet(spec))) {
    let fn;
    const compile = () => {
      if (fn) return fn;
      const text = JSON.stringify(schema);
      fn = byText.get(text);
      if (!fn) {
        try {
          fn = ajv.compile(schema);
        } catch (error) {
          throw new Error(`payments.yaml: the schema for ${key} does not compile: ${/** @type {Error} */ (error).message}`, {
            cause: error,
          });
        }
        byText.set(text, fn);
      }
      return fn;
    };
    Object.defineProperty(compiled, key, { enumerable: true, get: compile });
  }
  if (compileAll) for (const key of Object.keys(compiled)) void compiled[key];
  return compiled;
}
