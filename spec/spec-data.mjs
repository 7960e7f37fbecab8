/**
 * Data that pages take from openapi/payments.yaml at build time, derived in one place: the error
 * catalogue (components.schemas.ErrorCode x-error-codes, with the operations whose error
 * responses carry each code in their examples) and the notification example the signature
 * checker fills in. scripts/build/api/site-data.mjs writes both into generated/data/ (not committed);
 * tests/unit/error-catalogue.spec.ts checks the derivation. Both are optional: another spec
 * without them gives an empty catalogue and no example.
 */
import { expectedPages, operationsOf, resolveRef } from './index.mjs';

/**
 * @typedef {{ slug: string, operationId: string, summary: string, method: string, path: string, status: number }} ErrorOperation
 * @typedef {{ code: string, httpStatus: number, meaning: string, cause: string, resolution: string, operations: ErrorOperation[] }} ErrorCodeEntry
 */

/**
 * The route slug docusaurus-plugin-openapi-docs gives an operation (/api/<slug>), from the pages
 * spec/pages.mjs lists (the plugin's own rule; gen-api checks it against the output).
 * @param {import('./pages.mjs').ApiPages} pages
 */
export function operationSlug(pages, method, path) {
  const page = pages.operations.find(
    (candidate) => candidate.kind === 'operation' && candidate.method === method && candidate.path === path,
  );
  if (!page) throw new Error(`no page for ${method.toUpperCase()} ${path}`);
  return page.id;
}

/** Every operation of the paths, in document order (spec/refs.cjs). */
export function listOperations(spec) {
  return operationsOf(spec)
    .filter((entry) => entry.kind === 'operation')
    .map(({ path, method, operation }) => ({ path, method, operation }));
}

/**
 * The codes each error response of an operation documents: the `code` of its JSON example(s).
 * @returns {{ status: number, code: string }[]}
 */
export function operationErrorCodes(spec, operation) {
  const found = [];
  for (const [status, responseOrRef] of Object.entries(operation.responses ?? {})) {
    if (!/^[45]\d\d$/.test(status)) continue;
    const media = resolveRef(spec, responseOrRef)?.content?.['application/json'];
    if (!media) continue;
    const values = [media.example, ...Object.values(media.examples ?? {}).map((example) => resolveRef(spec, example)?.value)];
    for (const value of values) {
      if (value && typeof value.code === 'string') found.push({ status: Number(status), code: value.code });
    }
  }
  return found;
}

/**
 * The error catalogue in the order of x-error-codes, each code with the operations that return it.
 * @returns {ErrorCodeEntry[]}
 */
export function errorCatalogue(spec, pages = expectedPages(spec)) {
  const schema = spec.components?.schemas?.ErrorCode;
  const entries = schema?.['x-error-codes'];
  if (!Array.isArray(entries)) return [];
  /** @type {Map<string, ErrorOperation[]>} */
  const byCode = new Map();
  for (const { path, method, operation } of listOperations(spec)) {
    for (const { status, code } of operationErrorCodes(spec, operation)) {
      const list = byCode.get(code) ?? [];
      const slug = operationSlug(pages, method, path);
      if (!list.some((known) => known.slug === slug)) {
        list.push({
          slug,
          operationId: operation.operationId,
          summary: operation.summary ?? operation.operationId,
          method: method.toUpperCase(),
          path,
          status,
        });
      }
      byCode.set(code, list);
    }
  }
  return entries.map(({ code, httpStatus, meaning, cause, resolution }) => ({
    code,
    httpStatus,
    meaning,
    cause,
    resolution,
    operations: byCode.get(code) ?? [],
  }));
}

/**
 * The catalogue as the pages load it: each operation once, the codes naming them by slug (the
 * generic codes are returned by every operation, so listing them in full per code would triple
 * the page's script).
 * @returns {{ codes: (Omit<ErrorCodeEntry, 'operations'> & { operations: string[] })[], operations: Record<string, { summary: string, method: string, path: string }> }}
 */
export function errorCatalogueData(spec, pages = expectedPages(spec)) {
  const catalogue = errorCatalogue(spec, pages);
  /** @type {Record<string, { summary: string, method: string, path: string }>} */
  const operations = {};
  for (const entry of catalogue) {
    for (const { slug, summary, method, path } of entry.operations) operations[slug] = { summary, method, path };
  }
  return {
    codes: catalogue.map((entry) => ({ ...entry, operations: entry.operations.map((operation) => operation.slug) })),
    operations,
  };
}

/**
 * The notification the signature checker offers as its example: the first request example of
 * webhooks.notification, as compact JSON (the raw body, as Acme sends it).
 */
export function notificationExample(spec) {
  const media = spec.webhooks?.notification?.post?.requestBody?.content?.['application/json'];
  const first = Object.values(media?.examples ?? {})[0];
  const value = resolveRef(spec, first)?.value ?? media?.example;
  return value === undefined ? undefined : { body: JSON.stringify(value) };
}
