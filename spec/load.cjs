/**
 * Loading the spec, once: bundleSpec() (generation) bundles a spec with @redocly/openapi-core, the
 * maintained OpenAPI library the CLI lint runs on, so references to other files are inlined and
 * every reference left is local; readSpec() (every other reader, synchronous for the site's
 * configuration) parses a spec file once per process and returns the same object to each caller.
 * Neither changes the spec file.
 *
 * CommonJS, like refs.cjs: the sandbox imports it natively while Playwright's test files import it
 * through their transform in the same process; an ES module loaded both ways lost its named
 * exports there, a CommonJS module's `module.exports = { ... }` is read the same by both.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (above) */
const { readFileSync, statSync } = require('node:fs');
const { resolve } = require('node:path');
const { load } = require('js-yaml');

/** @type {Map<string, { mtimeMs: number, document: any }>} */
const parsed = new Map();

/**
 * The parsed OpenAPI document of `path` (YAML or JSON), memoised by file and modification time.
 * A file that is not an OpenAPI 3 document throws a message naming it.
 * @param {string} path
 * @returns {any}
 */
function readSpec(path) {
  const file = resolve(path);
  const { mtimeMs } = statSync(file);
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.document;
  let document;
  try {
    document = load(readFileSync(file, 'utf8'));
  } catch (error) {
    const e = /** @type {any} */ (error);
    if (e?.code) throw new Error(`cannot read ${path}: ${e.code}`, { cause: error });
    const where = e?.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : '';
    throw new Error(`${path} is not valid YAML${where}: ${e?.reason ?? e?.message}`, { cause: error });
  }
  checkDocument(document, path);
  parsed.set(file, { mtimeMs, document });
  return document;
}

/** Throws a readable message when `document` is not an OpenAPI 3 document with something to show. */
function checkDocument(document, path) {
  if (!document || typeof document !== 'object' || !document.openapi || !document.info?.title) {
    throw new Error(`${path} must be an OpenAPI 3 document with openapi and info.title.`);
  }
  if (!document.paths && !document.webhooks && !document['x-webhooks'] && !document.components) {
    throw new Error(`${path} has no paths, webhooks or components: there is nothing to document.`);
  }
}

/**
 * The spec of `path` bundled into one document (references to other files inlined, local ones
 * kept), with @redocly/openapi-core. Errors of resolution throw, named.
 * @param {string} path
 * @returns {Promise<any>}
 */
async function bundleSpec(path) {
  readSpec(path); // a clear message for a file that is not YAML or not OpenAPI
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ ref: resolve(path), config, dereference: false });
  const unresolved = result.problems.filter((problem) => problem.ruleId === 'no-unresolved-refs');
  if (unresolved.length > 0) {
    throw new Error(
      `${path} has references that cannot be resolved:\n${unresolved.map((problem) => `  - ${problem.message}`).join('\n')}`,
    );
  }
  const document = result.bundle.parsed;
  checkDocument(document, path);
  return document;
}

module.exports = { bundleSpec, checkDocument, readSpec };
