/**
 * The sandbox answers per API version (the Acme-Version request header, servers page #versioning):
 * each request is validated against its version's spec (config/apiVersions.cjs; older versions
 * derived by spec/api-versions.mjs) and answered with that version's behaviour, and every
 * response names the version in its Acme-Version header. Through real HTTP (startSandbox on a free port).
 */
import { test, expect } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testCredentials } from '../../config/brand';
import { currentVersion, olderVersions } from '../../config/apiVersions.cjs';

const root = path.resolve(__dirname, '../..');
const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const previous = olderVersions[0]!.name;

let sandbox: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  const { startSandbox } = await importModule('sandbox/node-host.mjs');
  sandbox = await startSandbox({ port: 0, strictResponses: true });
});
test.afterAll(async () => sandbox?.close());

async function api(method: string, urlPath: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await fetch(`${sandbox.url}${urlPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${testCredentials.apiKey}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    version: response.headers.get('acme-version'),
    headers: response.headers,
    body: await response.json(),
  };
}

const pointOfSale = { name: 'Versions shop', websiteUrl: 'https://shop.example', defaultCurrency: 'EUR' };

test(`without Acme-Version the current version (${currentVersion}) answers, and says so`, async () => {
  const res = await api('GET', '/v1/points-of-sale');
  expect(res.status).toBe(200);
  expect(res.version).toBe(currentVersion);
});

test(`Acme-Version: ${previous} is answered by ${previous}, named in the response`, async () => {
  const res = await api('GET', '/v1/points-of-sale', { 'Acme-Version': previous });
  expect(res.status).toBe(200);
  expect(res.version).toBe(previous);
});

test(`Idempotency-Key: required in ${currentVersion}, optional in ${previous}`, async () => {
  const current = await api('POST', '/v1/points-of-sale', {}, pointOfSale);
  expect(current.status).toBe(422);
  expect(current.body.code).toBe('parameter_invalid');
  expect(current.body.details).toContainEqual(expect.objectContaining({ field: 'Idempotency-Key' }));

  const old = await api('POST', '/v1/points-of-sale', { 'Acme-Version': previous }, pointOfSale);
  expect(old.status, JSON.stringify(old.body)).toBe(201);
  expect(old.version).toBe(previous);
});

test(`a replayed answer carries Idempotent-Replayed in ${currentVersion} only`, async () => {
  for (const [version, replayed] of [
    [currentVersion, 'true'],
    [previous, null],
  ] as const) {
    const headers = { 'Acme-Version': version, 'Idempotency-Key': `versions-${version}-${Date.now()}` };
    const first = await api('POST', '/v1/points-of-sale', headers, pointOfSale);
    expect(first.status).toBe(201);
    const again = await api('POST', '/v1/points-of-sale', headers, pointOfSale);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe(replayed);
    expect(again.version).toBe(version);
  }
});

test(`POST /v1/payouts/sync is new in ${currentVersion}: ${previous} answers 404`, async () => {
  const res = await api('POST', '/v1/payouts/sync', { 'Acme-Version': previous, 'Idempotency-Key': `sync-${Date.now()}` }, {});
  expect(res.status).toBe(404);
  expect(res.body.code).toBe('resource_not_found');
  expect(res.body.message).toContain(previous);
  expect(res.version).toBe(previous);
});

test('a version the sandbox does not serve is refused with a readable message', async () => {
  const res = await api('GET', '/v1/points-of-sale', { 'Acme-Version': '2024-09-01' });
  expect(res.status).toBe(422);
  expect(res.body.details).toEqual([{ field: 'Acme-Version', issue: expect.stringContaining(previous) }]);
  expect(res.body.message).toContain('2024-09-01');
});
