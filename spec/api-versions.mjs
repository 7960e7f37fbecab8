/**
 * The older API versions, derived from the current spec (openapi/payments.yaml) rather than kept as
 * second copies: every additive change applies to every version (docs/changelog.mdx), so an older
 * version is the current one with the breaking changes of each newer version undone. Each step
 * below names the changelog entry it undoes; the generated diff (spec/api-diff.mjs, shown on
 * the changelog page) is the check that the two specs differ exactly as the changelog says.
 *
 * Which versions exist and where their files go: config/apiVersions.cjs.
 */
import { apiVersions, currentVersion } from '../config/apiVersions.cjs';

const clone = (value) => structuredClone(value);

/** Replaces one Markdown section (from its heading to the next heading of the same level) of a description. */
function replaceSection(text, heading, body) {
  const start = text.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`the spec's description has no "## ${heading}" section any more: update spec/api-versions.mjs`);
  const next = text.indexOf('\n## ', start + 3);
  return `${text.slice(0, start)}## ${heading}\n\n${body.trim()}\n${next < 0 ? '' : text.slice(next)}`;
}

/** Fails loudly when the current spec no longer has what a step changes (a renamed component would make a silent no-op). */
function need(value, what) {
  if (value === undefined) throw new Error(`the current spec has no ${what}: update spec/api-versions.mjs`);
  return value;
}

/**
 * What version 2025-06-01 changed, undone (changelog "2025-06-01: API version 2025-06-01").
 * @param {any} spec a copy of the 2025-06-01 spec, changed in place
 */
function undo20250601(spec) {
  const { components } = spec;
  // New endpoint POST /v1/payouts/sync (with its request schema).
  need(spec.paths['/v1/payouts/sync'], 'path /v1/payouts/sync');
  delete spec.paths['/v1/payouts/sync'];
  delete components.schemas.PayoutRequestSync;
  const payouts = spec.tags?.find((tag) => tag.name === 'Payouts');
  if (payouts) {
    payouts.description = payouts.description.replace(
      /Use the asynchronous endpoint and\s+webhooks for volume, or the synchronous endpoint when you must show the result at once\./,
      'The result arrives by webhook.',
    );
  }

  // Breaking: every POST and PATCH must carry an Idempotency-Key. Before, it was optional.
  const key = need(components.parameters.IdempotencyKey, 'components.parameters.IdempotencyKey');
  key.required = false;
  key.description = [
    'Optional in this version: a key that names this operation, 1 to 64 characters, built from your',
    'own IDs (`order-10045-capture`) or a UUID v4 stored with the order. Retry a failed request with',
    'the same key to get the stored result instead of repeating the action; a request without a key',
    'is carried out again on every retry. Keys are kept for 24 hours; reusing one with a different',
    'body returns `409 idempotency_conflict`.',
    '',
  ].join('\n');

  // New: the response header Idempotent-Replayed, and the error code idempotency_key_in_use (409).
  need(components.headers.IdempotentReplayed, 'components.headers.IdempotentReplayed');
  delete components.headers.IdempotentReplayed;
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation?.responses ?? {})) delete response.headers?.['Idempotent-Replayed'];
    }
  }
  const errorCode = need(components.schemas.ErrorCode, 'components.schemas.ErrorCode');
  errorCode.properties.code.enum = errorCode.properties.code.enum.filter((code) => code !== 'idempotency_key_in_use');
  errorCode['x-error-codes'] = errorCode['x-error-codes'].filter((entry) => entry.code !== 'idempotency_key_in_use');
  const conflict = need(components.responses.IdempotencyConflict, 'components.responses.IdempotencyConflict');
  conflict.description = 'The `Idempotency-Key` was already used with a different request (`idempotency_conflict`).';
  delete conflict.content['application/json'].examples.idempotencyKeyInUse;

  // Breaking: failureCode is always a code of the ErrorCode catalogue. Before, it could also be the acquirer's own code.
  for (const [name, what] of [
    ['Operation', 'failed operations'],
    ['Transaction', '`declined` and `failed` transactions'],
  ]) {
    const failureCode = need(
      components.schemas[name]?.properties?.failureCode,
      `components.schemas.${name}.properties.failureCode`,
    );
    delete failureCode.pattern;
    failureCode.description = `For ${what}, the reason: a code of the ErrorCode catalogue such as \`card_declined\`, or the acquirer's own decline code (any string).`;
  }

  spec.info.description = replaceSection(
    spec.info.description,
    'Idempotency',
    `
\`POST\` and \`PATCH\` requests can carry an \`Idempotency-Key\` header: a string of 1 to 64
characters that names the operation, best built from your own IDs (\`order-10045-capture\`) or a
UUID v4 stored with the order. If a request with a key fails because of a network error, retry it
with **the same key**: Acme returns the stored result of the first request instead of charging
twice. Keys are kept for 24 hours. Reusing a key with a different request body returns
\`409 idempotency_conflict\`. A request without a key is carried out again on every retry. Version
2025-06-01 requires the key on every \`POST\` and \`PATCH\`.
`,
  );
}

/** The steps from each version to the one before it: `undo[v]` turns the spec of version v into its predecessor's. */
const undo = { '2025-06-01': undo20250601 };

/**
 * The spec of an older version, derived from the current one.
 * @param {any} currentSpec the parsed openapi/payments.yaml (not changed)
 * @param {string} name a version of config/apiVersions.cjs
 */
export function deriveVersionSpec(currentSpec, name) {
  const names = apiVersions.map((version) => version.name);
  const target = names.indexOf(name);
  if (target < 0) throw new Error(`unknown API version ${name}; the versions are ${names.join(', ')} (config/apiVersions.cjs)`);
  if (currentSpec.info?.version !== currentVersion) {
    throw new Error(
      `openapi/payments.yaml says info.version ${currentSpec.info?.version}, config/apiVersions.cjs ${currentVersion}`,
    );
  }
  const spec = clone(currentSpec);
  for (const newer of names.slice(0, target)) {
    const step = undo[newer];
    if (!step) throw new Error(`spec/api-versions.mjs has no step undoing version ${newer}`);
    step(spec);
  }
  spec.info.version = name;
  spec.info.description = spec.info.description.replace(
    /this reference describes version `[0-9-]+`\./,
    `this reference describes version \`${name}\`; the current version is \`${currentVersion}\`.`,
  );
  return spec;
}
