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
 * Compiles every schema of schemaSet(spec) once (identical schemas share one function).
 * @param {any} spec
 * @returns {Record<string, (data: unknown) => boolean>}
 */
export function compileSchemaSet(spec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  /** @type {Map<string, any>} */
  const byText = new Map();
  /** @type {Record<string, any>} */
  const compiled = {};
  for (const [key, schema] of Object.entries(schemaSet(spec))) {
    const text = JSON.stringify(schema);
    let fn = byText.get(text);
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
    compiled[key] = fn;
  }
  return compiled;
}
