/**
 * The older API version and the generated API changelog: spec/api-versions.mjs derives
 * 2025-01-15 from payments.yaml exactly as the changelog's 2025-06-01 entry says, and
 * spec/api-diff.mjs (api-smart-diff) finds those changes, flags the breaking ones, and writes
 * the Markdown the changelog feed carries (src/lib/apiChanges.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';
import { dump, load } from 'js-yaml';
import { currentVersion, olderVersions } from '../../config/apiVersions.cjs';
import { expandApiChangelog, operationChanges, versionDiffMarkdown, type ApiVersionDiff } from '../../src/lib/apiChanges';

const root = path.resolve(__dirname, '../..');
const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const previous = olderVersions[0]!.name;
type Json = any;

let current: Json;
let old: Json;
let diff: ApiVersionDiff;
let apiChanges: (before: Json, after: Json, versions: { from: string; to: string }) => ApiVersionDiff;

test.beforeAll(async () => {
  const { deriveVersionSpec } = await importModule('spec/api-versions.mjs');
  ({ apiChanges } = await importModule('spec/api-diff.mjs'));
  current = load(readFileSync(path.join(root, 'openapi/payments.yaml'), 'utf8'));
  old = deriveVersionSpec(current, previous);
  diff = apiChanges(old, current, { from: previous, to: currentVersion });
});

const find = (method: string, apiPath: string) => diff.operations.find((each) => each.method === method && each.path === apiPath);

test(`the ${previous} spec differs from ${currentVersion} as the changelog says, and lints`, () => {
  expect(old.info.version).toBe(previous);
  expect(current.paths['/v1/payouts/sync']).toBeDefined();
  expect(old.paths['/v1/payouts/sync']).toBeUndefined();
  expect(current.components.parameters.IdempotencyKey.required).toBe(true);
  expect(old.components.parameters.IdempotencyKey.required).toBe(false);
  expect(old.components.headers.IdempotentReplayed).toBeUndefined();
  expect(old.components.schemas.ErrorCode.properties.code.enum).not.toContain('idempotency_key_in_use');
  expect(old.components.schemas.Transaction.properties.failureCode.pattern).toBeUndefined();
  // Additive changes apply to every version (changelog): the 2025-11-18 list filters are in both.
  const filters = (spec: Json) => spec.paths['/v1/transactions'].get.parameters.map((p: Json) => p.name).filter(Boolean);
  expect(filters(old)).toEqual(expect.arrayContaining(['sessionId', 'updatedFrom', 'updatedTo']));
  expect(filters(old)).toEqual(filters(current));
  // The current spec is not changed by the derivation.
  expect(current.info.version).toBe(currentVersion);

  const dir = mkdtempSync(path.join(tmpdir(), 'api-versions-'));
  try {
    const file = path.join(dir, `payments-${previous}.yaml`);
    writeFileSync(file, dump(old, { lineWidth: -1, noRefs: true }));
    const lint = spawnSync(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(root, 'redocly.yaml')],
      {
        encoding: 'utf8',
      },
    );
    expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the diff names the new endpoint, flags the required Idempotency-Key as breaking, and leaves reads unbroken', () => {
  expect(find('post', '/v1/payouts/sync')).toMatchObject({ change: 'added', breaking: false });
  for (const [method, apiPath] of [
    ['post', '/v1/sessions'],
    ['post', '/v1/transactions/{transactionId}/capture'],
    ['patch', '/v1/subscriptions/{subscriptionId}'],
  ]) {
    const operation = find(method!, apiPath!);
    expect(operation, `${method} ${apiPath}`).toMatchObject({ change: 'changed', breaking: true });
    expect(operation!.items).toContainEqual({ type: 'breaking', text: 'The header parameter `Idempotency-Key` is now required' });
    expect(operation!.items).toContainEqual({ type: 'non-breaking', text: 'Added: response header `Idempotent-Replayed`' });
  }
  const list = find('get', '/v1/transactions');
  expect(list).toMatchObject({ change: 'changed', breaking: false });
  expect(list!.items.map((item) => item.text)).toContain('Added value `idempotency_key_in_use` of `code` in responses');
  // Every POST and PATCH, and nothing else, is breaking.
  const mutating = Object.values(current.paths as Json).flatMap((item: Json) =>
    ['post', 'patch'].filter((method) => item[method] && item !== current.paths['/v1/payouts/sync']),
  );
  expect(diff.breaking).toBe(mutating.length);
  expect(
    diff.operations.filter((operation) => operation.breaking).every((operation) => ['post', 'patch'].includes(operation.method)),
  ).toBe(true);
});

test('the other way round, a removed operation is breaking', () => {
  const backwards = apiChanges(current, old, { from: currentVersion, to: previous });
  const sync = backwards.operations.find((each) => each.path === '/v1/payouts/sync');
  expect(sync).toMatchObject({ change: 'removed', breaking: true });
});

test('an unchanged spec gives no changes', () => {
  const same = apiChanges(current, structuredClone(current), { from: currentVersion, to: currentVersion });
  expect(same.operations).toEqual([]);
  expect(same.breaking).toBe(0);
});

test('the Markdown of the feed lists each operation with its link and flags, and replaces the changelog tag', () => {
  const withRoutes = {
    ...diff,
    operations: diff.operations.map((operation) => ({ ...operation, route: `/api/x-${operation.method}` })),
  };
  const markdown = versionDiffMarkdown(withRoutes);
  expect(markdown).toContain('- Added: [`POST /v1/payouts/sync`](/api/x-post)');
  expect(markdown).toMatch(
    /- Changed: \[`POST \/v1\/sessions`\]\(\/api\/x-post\) \*\*\(breaking\)\*\*\n {2}- Breaking: The header parameter `Idempotency-Key` is now required/,
  );
  const data = { versions: [currentVersion, previous], changes: [withRoutes] };
  const expanded = expandApiChangelog(`Before.\n\n<ApiVersionChangelog from="${previous}" to="${currentVersion}" />\n`, data);
  expect(expanded).not.toContain('<ApiVersionChangelog');
  expect(expanded).toContain('`POST /v1/payouts/sync`');
  expect(() => expandApiChangelog('<ApiVersionChangelog from="2020-01-01" to="2021-01-01" />', data)).toThrow(/2020-01-01/);
  expect(operationChanges(data, 'post', '/v1/payouts/sync')).toEqual([
    { version: currentVersion, from: previous, operation: expect.objectContaining({ change: 'added' }) },
  ]);
});
