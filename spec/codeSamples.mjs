/**
 * An operation's code samples in the six languages of the API pages, made as the pages make them:
 * the Postman request of the operation (the collection the build ships at
 * /openapi/acme-payments.postman_collection.json, converted from the spec by openapi-to-postmanv2
 * in gen-api; an older API version's spec is converted the same way here) turned into code by
 * postman-code-generators with the theme's own language set (variant and options per language,
 * docusaurus-theme-openapi-docs' generateLanguageSet) for the languages config/theme.ts lists.
 * Requests go to the spec's sandbox server (./samples.mjs sampleServer) with the docs' sample key,
 * as the docs' own samples do, and the Idempotency-Key header shows the placeholder of a fresh key
 * (./samples.mjs freshIdempotencyKey), as the explorer fills in a new one per visit.
 *
 * One generator for two readers: the MCP server's get_operation (mcp/tools/api.mjs) and the
 * operation pages' code at first paint (src/plugins/first-paint-samples, which renders these
 * samples and responseExamples() into each page's static HTML at build time). The generators
 * are a large require, loaded on first use; Node only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { testCredentials } from '../config/testData.cjs';
import { resolveRef } from './refs.cjs';
import { freshIdempotencyKey, jsonExample, sampleServer } from './samples.mjs';

const require = createRequire(import.meta.url);
/** config/api.ts codeSampleLanguages (TypeScript): the API pages' six tabs, in order. */
export const sampleLanguages = ['curl', 'javascript', 'nodejs', 'php', 'csharp', 'go'];

/** @type {WeakMap<object, Promise<any>>} per parsed spec: a rebuilt spec gets its collection read again */
const collections = new WeakMap();

/** The Postman collection of a spec: the build's file for the current version, else converted. */
function collectionFor(file, spec) {
  let promise = collections.get(spec);
  if (!promise) {
    promise = file
      ? Promise.resolve(JSON.parse(readFileSync(file, 'utf8')))
      : new Promise((resolve, reject) =>
          require('openapi-to-postmanv2').convert(
            { type: 'json', data: spec },
            { folderStrategy: 'Tags', requestParametersResolution: 'Example' },
            (/** @type {any} */ error, /** @type {any} */ result) =>
              error || !result.result ? reject(error ?? new Error(result.reason)) : resolve(result.output[0].data),
          ),
        );
    promise.catch(() => collections.delete(spec));
    collections.set(spec, promise);
  }
  return promise;
}

/** @param {any} collection @param {string} method @param {string} path */
function findItem(collection, method, path) {
  const want = path.replace(/^\//, '').replace(/\{([^}]+)\}/g, ':$1');
  /** @param {any[]} items @returns {any} */
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item.item) {
        const found = walk(item.item);
        if (found) return found;
      } else if (item.request?.method?.toLowerCase() === method && (item.request.url?.path ?? []).join('/') === want) return item;
    }
    return undefined;
  };
  return walk(collection.item);
}

/**
 * @param {{ collectionFile?: string, spec: any, method: string, path: string, version: string, current: boolean, apiKey?: string }} input
 *   apiKey: the bearer token the samples show (default the docs' sandbox test key)
 * @returns {Promise<Record<string, string>>} language → code
 */
export async function operationSamples({
  collectionFile,
  spec,
  method,
  path,
  version,
  current,
  apiKey = testCredentials.apiKey,
}) {
  const collection = await collectionFor(collectionFile, spec);
  const item = findItem(collection, method, path);
  if (!item) return {};
  const sdk = require('postman-collection');
  const codegen = require('postman-code-generators');
  const { generateLanguageSet } = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets/languages.js');
  const text = JSON.stringify(item.request).replaceAll('{{baseUrl}}', sampleServer(spec)).replaceAll('{{bearerToken}}', apiKey);
  const raw = JSON.parse(text);
  raw.auth ??= { type: 'bearer', bearer: [{ key: 'token', value: apiKey }] };
  // Path variables: the collection's examples. An older version is asked for by its header.
  const request = new sdk.Request(raw);
  if (!current) request.upsertHeader({ key: 'Acme-Version', value: version });
  // The collection carries auth at the top level; the pages send it as a header.
  request.upsertHeader({ key: 'Authorization', value: `Bearer ${apiKey}` });
  request.auth = undefined;
  for (const header of request.headers.all()) {
    if (String(header.key).toLowerCase() === 'idempotency-key') header.value = freshIdempotencyKey;
  }
  const set = generateLanguageSet();
  /** @type {Record<string, string>} */
  const out = {};
  for (const language of sampleLanguages) {
    const entry = set.find((/** @type {any} */ candidate) => candidate.language === language);
    if (!entry) continue;
    out[language] = await new Promise((resolve) =>
      codegen.convert(
        entry.language,
        entry.variant,
        request,
        entry.options,
        (/** @type {any} */ error, /** @type {string} */ snippet) =>
          resolve(error ? `(no ${language} sample: ${error.message ?? error})` : snippet),
      ),
    );
  }
  return out;
}

/**
 * An operation's JSON response examples, in the spec's order of statuses: each response's
 * example (else its first named example, else its schema's example); a status without one is
 * left out.
 * @param {any} spec the bundled OpenAPI document
 * @param {any} operation the operation object
 * @returns {{ status: string, example: string }[]}
 */
export function responseExamples(spec, operation) {
  return Object.entries(operation?.responses ?? {}).flatMap(([status, response]) => {
    const content = resolveRef(spec, response)?.content ?? {};
    const media = content['application/json'] ?? Object.entries(content).find(([type]) => /[/+]json\b/.test(type))?.[1];
    const example = jsonExample(spec, media);
    return example === undefined ? [] : [{ status, example: JSON.stringify(example, null, 2) }];
  });
}
