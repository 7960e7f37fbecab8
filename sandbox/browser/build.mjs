/**
 * Build-time assets of the in-browser sandbox, written by scripts/build/gen-api.mjs (scripts/build/api/site-data.mjs) before every start
 * and build (into gitignored folders):
 *
 * - generated/data/sandbox-validators.js: the simulator's JSON Schema validators, compiled ahead
 *   of time with ajv's standalone code. Ajv compiles with `new Function`, which the site's CSP
 *   (no 'unsafe-eval') forbids in the browser; Node compiles the same schema set at start.
 * - generated/data/sandbox-spec.json: payments.yaml without its prose, for the simulator's rules.
 * - generated/static/mockServiceWorker.js (a static directory of the site): MSW's worker, copied from the installed package so that its
 *   version always matches the library's.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaSet } from '../spec-schemas.mjs';
import { serviceWorkerPath } from './config.cjs';

const require = createRequire(import.meta.url);

/** Keys the simulator reads nothing from: prose and examples (the browser bundle carries neither). */
const proseKeys = new Set(['description', 'summary', 'examples', 'example', 'externalDocs', 'termsOfService']);

/** The spec without prose; the error catalogue (`x-error-codes`) keeps its texts (they are messages). */
export function stripProse(node, inErrorCodes = false) {
  if (Array.isArray(node)) return node.map((item) => stripProse(item, inErrorCodes));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!inErrorCodes && proseKeys.has(key)) continue;
    out[key] = stripProse(value, inErrorCodes || key === 'x-error-codes');
  }
  return out;
}

/** Id of the one schema that holds the component schemas every validator shares. */
const sharedId = 'urn:acme:components';

/**
 * The schema set with the component schemas hoisted into one shared schema: each schema of
 * schemaSet() carries its own copy under `$defs`, which compiled one by one repeats the code of
 * every component in every validator (2 MB); shared, each component is compiled once.
 */
export function hoistDefinitions(schemas) {
  const defs = {};
  const hoisted = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const { $defs, ...rest } = schema;
    Object.assign(defs, $defs);
    hoisted[key] = JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${sharedId}#/$defs/`));
  }
  return { shared: { $id: sharedId, $defs: defs }, schemas: hoisted };
}

/** CommonJS source exporting `{ [schema key]: validate function }` for createValidators(spec, compiled). */
export function validatorsSource(spec, only = undefined) {
  const all = schemaSet(spec);
  const { shared, schemas } = hoistDefinitions(only ? Object.fromEntries(only.map((key) => [key, all[key]])) : all);
  // inlineRefs off: a component referenced from many validators is compiled once, not copied into each.
  const ajv = new Ajv2020({ strict: false, allErrors: true, inlineRefs: false, code: { source: true } });
  addFormats(ajv);
  ajv.addSchema(shared);
  const names = {};
  Object.keys(schemas).forEach((key, index) => {
    ajv.addSchema(schemas[key], key);
    names[`v${index}`] = key;
  });
  const code = standaloneCode(ajv, names);
  const table = Object.entries(names)
    .map(([name, key]) => `  ${JSON.stringify(key)}: exports.${name},`)
    .join('\n');
  return `${code}\nmodule.exports.compiled = {\n${table}\n};\n`;
}

/**
 * The older API versions' part of the browser sandbox (generated/data/sandbox-versions.js): each
 * version's spec without prose, and the request validators that differ from the current
 * version's (the Idempotency-Key header of 2025-01-15 is optional). Responses are checked with
 * the current version's validators: compiling an older version's whole set would add a megabyte
 * to the sandbox, and so far every response schema of an older version is the current one or
 * looser (failureCode without its pattern, the error catalogue without a code the simulator does
 * not send in that version). The Node sandbox (npm run sandbox) checks both against the version's spec.
 */
export function versionsSource(spec, versions) {
  const current = schemaSet(spec);
  const parts = versions.map(({ name, spec: versionSpec }) => {
    const stripped = stripProse(versionSpec);
    const own = schemaSet(stripped);
    const differing = Object.keys(own).filter(
      (key) => key.includes(':request:') && JSON.stringify(own[key]) !== JSON.stringify(current[key]),
    );
    const code = differing.length > 0 ? validatorsSource(stripped, differing) : 'module.exports.compiled = {};\n';
    return `  ${JSON.stringify(name)}: (() => { const module = { exports: {} }; const exports = module.exports;\n${code}\nreturn { spec: ${JSON.stringify(stripped)}, compiled: module.exports.compiled }; })(),`;
  });
  return `module.exports.versions = {\n${parts.join('\n')}\n};\n`;
}

export function writeBrowserSandbox(spec, { generatedDir, staticDir, versions = [] }) {
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(join(generatedDir, 'sandbox-validators.js'), validatorsSource(spec));
  writeFileSync(join(generatedDir, 'sandbox-versions.js'), versionsSource(spec, versions));
  writeFileSync(join(generatedDir, 'sandbox-spec.json'), `${JSON.stringify(stripProse(spec))}\n`);
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), join(staticDir, serviceWorkerPath.slice(1)));
}
