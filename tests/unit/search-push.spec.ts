/**
 * scripts/ops/search-push.mjs against a local fake of Algolia's REST API: the script runs as a child
 * process with ALGOLIA_HOSTS_OVERRIDE pointing the official client at a node:http server on
 * 127.0.0.1, which records every request and answers just enough for replaceAllObjects
 * (operationIndex copy/move, batch, task polling) and setSettings to finish. Nothing reaches Algolia.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import type { SearchRecord } from '../../src/search/types';

const script = resolve(__dirname, '../../scripts/ops/search-push.mjs');
const appId = 'TESTAPP';
const adminKey = 'admin-key-0123456789abcdef';

type Recorded = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: any };
type FakeAlgolia = { url: string; requests: Recorded[]; close: () => Promise<void> };

/** A fake Algolia: every write answers with a new task id, every task is already published. */
async function startFakeAlgolia(options: { status?: number } = {}): Promise<FakeAlgolia> {
  const requests: Recorded[] = [];
  let taskID = 100;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let raw = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      requests.push({
        method: request.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(payload));
      };
      if (options.status) return send(options.status, { message: 'Invalid Application-ID or API key', status: options.status });
      const now = new Date().toISOString();
      const path = url.pathname;
      if (request.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path))
        return send(200, { status: 'published', pendingTask: false });
      if (request.method === 'POST' && /^\/1\/indexes\/[^/]+\/batch$/.test(path)) {
        return send(200, { taskID: (taskID += 1), objectIDs: (body?.requests ?? []).map((item: any) => item.body?.objectID) });
      }
      if (request.method === 'POST' && /^\/1\/indexes\/[^/]+\/operation$/.test(path))
        return send(200, { taskID: (taskID += 1), updatedAt: now });
      if (request.method === 'PUT' && /^\/1\/indexes\/[^/]+\/settings$/.test(path))
        return send(200, { taskID: (taskID += 1), updatedAt: now });
      if (request.method === 'DELETE' && /^\/1\/indexes\/[^/]+$/.test(path))
        return send(200, { taskID: (taskID += 1), deletedAt: now });
      return send(404, { message: `fake Algolia: no route for ${request.method} ${path}`, status: 404 });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const record = (
  url: string,
  position: number,
  type: SearchRecord['type'],
  lvl1: string,
  content: string | null,
): SearchRecord => ({
  objectID: `${url.split('#')[0]}-${position}`,
  url,
  type,
  content,
  hierarchy: { lvl0: 'Get started', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

const fixtureRecords: SearchRecord[] = [
  record('/get-started/set-up-acme/testing', 0, 'lvl1', 'Testing', null),
  // A table row: the name its first column documents travels with it (searchable as `names`).
  {
    ...record('/get-started/set-up-acme/testing#test-cards', 1, 'content', 'Testing', 'Use the test cards in test mode.'),
    names: ['card_declined'],
  },
  record('/get-started/core-concepts', 0, 'lvl1', 'Core concepts', null),
  record('/get-started/core-concepts#idempotency', 1, 'content', 'Core concepts', 'Send an idempotency key with every request.'),
  record('/api/refund-payment', 0, 'lvl1', 'Refund a payment', null),
];

let workDir: string;
let recordsFile: string;
test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'search-push-'));
  recordsFile = join(workDir, 'build', 'search-index.json');
  mkdirSync(join(workDir, 'build'));
  writeFileSync(recordsFile, JSON.stringify(fixtureRecords));
});
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs the script with only the given ALGOLIA_* variables (none inherited from the caller's shell). */
function runPush(env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_') && name !== 'SEARCH_INDEX_FILE'),
  );
  const child = spawn(process.execPath, [script], { cwd: workDir, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill(), 20_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    }),
  );
}

test.describe('search:push against a fake Algolia', () => {
  let fake: FakeAlgolia;
  test.beforeEach(async () => {
    fake = await startFakeAlgolia();
  });
  test.afterEach(async () => fake.close());

  test('replaces epic-docs atomically: settings, copy to a tmp index, batches of the records, move back', async () => {
    const run = await runPush({
      ALGOLIA_APP_ID: appId,
      ALGOLIA_ADMIN_API_KEY: adminKey,
      ALGOLIA_HOSTS_OVERRIDE: fake.url,
      SEARCH_INDEX_FILE: recordsFile,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const writes = fake.requests.filter((request) => request.method !== 'GET');
    // Settings go to the live index first, so the copy carries them to the temporary index.
    const settings = writes.find((request) => request.method === 'PUT' && request.path === '/1/indexes/epic-docs/settings');
    expect(settings?.body).toMatchObject({
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        // The names a table or schema documents are searched, above the text that uses them.
        'unordered(names)',
        'content',
      ],
      attributesForFaceting: ['filterOnly(language)', 'filterOnly(docusaurus_tag)'],
      distinct: true,
      attributeForDistinct: 'url',
      attributesToSnippet: ['content:10'],
    });
    expect(writes.indexOf(settings!)).toBe(0);

    const copies = writes.filter((request) => request.path === '/1/indexes/epic-docs/operation');
    expect(copies.length).toBeGreaterThan(0);
    const tmpIndex = copies[0]!.body.destination as string;
    expect(tmpIndex).toMatch(/^epic-docs_tmp_\d+$/);
    for (const copy of copies) expect(copy.body).toMatchObject({ operation: 'copy', destination: tmpIndex });

    const batches = writes.filter((request) => request.method === 'POST' && request.path.endsWith('/batch'));
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(batch.path).toBe(`/1/indexes/${tmpIndex}/batch`);
    const sent = batches.flatMap(
      (batch) => batch.body.requests as { action: string; body: SearchRecord & { weight: unknown } }[],
    );
    expect(sent.map((item) => item.body.objectID)).toEqual(fixtureRecords.map((item) => item.objectID));
    expect(new Set(sent.map((item) => item.action))).toEqual(new Set(['addObject']));
    // Records arrive whole (names included), with the ranking weight added.
    expect(sent[1]?.body).toMatchObject({ ...fixtureRecords[1], weight: { level: 0, position: 1 } });
    expect(sent[0]?.body.weight).toEqual({ level: 90, position: 0 });

    const last = writes.at(-1)!;
    expect(last).toMatchObject({
      method: 'POST',
      path: `/1/indexes/${tmpIndex}/operation`,
      body: { operation: 'move', destination: 'epic-docs' },
    });
    // The move comes after every batch, and its task was waited for.
    expect(fake.requests.indexOf(last)).toBeGreaterThan(fake.requests.indexOf(batches.at(-1)!));
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: expect.stringMatching(new RegExp(`^/1/indexes/${tmpIndex}/task/\\d+$`)),
    });
    expect(writes.some((request) => request.method === 'DELETE')).toBe(false);

    // Every request authenticates with the admin key and app id, in headers.
    for (const request of fake.requests) {
      expect(request.headers['x-algolia-api-key']).toBe(adminKey);
      expect(request.headers['x-algolia-application-id']).toBe(appId);
    }
    // The summary names the count, the index and the tasks; the key is never printed.
    expect(run.stdout).toMatch(/records uploaded\s+5\b/);
    expect(run.stdout).toMatch(/index\s+epic-docs\b/);
    expect(run.stdout).toMatch(/move task\s+\d+/);
    expect(run.stdout + run.stderr).not.toContain(adminKey);
  });

  test('ALGOLIA_INDEX_NAME chooses the index that is replaced', async () => {
    const run = await runPush({
      ALGOLIA_APP_ID: appId,
      ALGOLIA_ADMIN_API_KEY: adminKey,
      ALGOLIA_INDEX_NAME: 'acme-docs-staging',
      ALGOLIA_HOSTS_OVERRIDE: fake.url,
      SEARCH_INDEX_FILE: recordsFile,
    });
    expect(run.code).toBe(0);
    const moves = fake.requests.filter((request) => request.body?.operation === 'move');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.path).toMatch(/^\/1\/indexes\/acme-docs-staging_tmp_\d+\/operation$/);
    expect(moves[0]?.body.destination).toBe('acme-docs-staging');
    expect(fake.requests.some((request) => request.path.includes('epic-docs'))).toBe(false);
    expect(run.stdout).toMatch(/index\s+acme-docs-staging\b/);
  });

  test('a rejected key fails the run with the HTTP status and without printing the key', async () => {
    const rejecting = await startFakeAlgolia({ status: 403 });
    try {
      const run = await runPush({
        ALGOLIA_APP_ID: appId,
        ALGOLIA_ADMIN_API_KEY: adminKey,
        ALGOLIA_HOSTS_OVERRIDE: rejecting.url,
        SEARCH_INDEX_FILE: recordsFile,
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('HTTP 403');
      expect(run.stderr).toContain('Invalid Application-ID or API key');
      expect(run.stdout + run.stderr).not.toContain(adminKey);
      expect(rejecting.requests.some((request) => request.path.endsWith('/batch'))).toBe(false);
    } finally {
      await rejecting.close();
    }
  });

  test('without ALGOLIA_ADMIN_API_KEY the run fails naming it, before any request', async () => {
    const run = await runPush({
      ALGOLIA_APP_ID: appId,
      ALGOLIA_SEARCH_API_KEY: 'search-only',
      ALGOLIA_HOSTS_OVERRIDE: fake.url,
      SEARCH_INDEX_FILE: recordsFile,
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('ALGOLIA_ADMIN_API_KEY');
    expect(run.stderr).not.toContain('ALGOLIA_APP_ID is');
    expect(fake.requests).toEqual([]);

    const neither = await runPush({ ALGOLIA_HOSTS_OVERRIDE: fake.url, SEARCH_INDEX_FILE: recordsFile });
    expect(neither.code).not.toBe(0);
    expect(neither.stderr).toMatch(/ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY are not set/);
    expect(fake.requests).toEqual([]);
  });

  test('without the records file the run fails telling to build first', async () => {
    const run = await runPush({
      ALGOLIA_APP_ID: appId,
      ALGOLIA_ADMIN_API_KEY: adminKey,
      ALGOLIA_HOSTS_OVERRIDE: fake.url,
      SEARCH_INDEX_FILE: join(workDir, 'missing', 'search-index.json'),
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('npm run build');
    expect(fake.requests).toEqual([]);
  });
});
