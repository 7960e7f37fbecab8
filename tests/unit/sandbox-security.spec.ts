/**
 * The local sandbox as an attacker would probe it (issue 32), in Node over real HTTP: the
 * developer endpoints answer only a request with a key and show only that key's data, refuse
 * requests from web pages, never echo a key; a body limit, a bounded list of details, lookups
 * that cannot reach prototype names, malformed percent-encoding answered 400, a saved state
 * checked on restore, redirect URLs limited to http and https; and a bounded fuzz (fast-check)
 * of paths, methods, headers and bodies with two keys: no 500, no crash, nothing of the other key.
 * The cross-origin cases in a real browser are in tests/e2e/sandbox-cross-origin.spec.ts.
 */
import { test, expect } from '@playwright/test';
import { request } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { runCommand } from './run-command';

test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);

const keyA = 'sk_test_securitySpecKeyA0000001';
const keyB = 'sk_test_securitySpecKeyB0000002';
let sandbox: any;
let base = '';

type Reply = { status: number; headers: Headers; text: string; body: any };

async function call(
  method: string,
  urlPath: string,
  init: { key?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.Authorization = `Bearer ${init.key}`;
  const response = await fetch(`${base}${urlPath}`, { method, headers, body: init.body, redirect: 'manual' });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body } as Reply;
}

const json = (key: string, value: unknown, headers: Record<string, string> = {}) => ({
  key,
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `k${Math.random().toString(36).slice(2)}`, ...headers },
  body: JSON.stringify(value),
});

const sessionBody = (extra: Record<string, unknown> = {}) => ({
  pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
  amount: 12500,
  currency: 'EUR',
  orderId: 'order-1',
  hostedConfiguration: { returnUrl: 'https://shop.example/done' },
  ...extra,
});

/** What key B owns, which key A must never see: its key and its object IDs. */
const secretsOfB: string[] = [keyB];

test.beforeAll(async () => {
  const { startSandbox } = await importModule('sandbox/node-host.mjs');
  sandbox = await startSandbox({ port: 0 });
  base = sandbox.url;
  // Both keys get deliveries (a paid session each; in-process, as the old code did it too).
  for (const key of [keyA, keyB]) await sandbox.simulator.notifications.trigger(key, 'transaction.captured');
  const list = await call('GET', '/v1/transactions', { key: keyB });
  for (const tx of list.body.data) secretsOfB.push(tx.id, tx.sessionId);
  expect(secretsOfB.length).toBeGreaterThan(2);
});

test.afterAll(async () => {
  await sandbox?.close();
});

test.describe('developer endpoints', () => {
  test('need a key: no key, a key in the query or a bad key answer 401 and show nothing', async () => {
    for (const [target, key] of [
      ['/_sandbox/notifications', undefined],
      [`/_sandbox/notifications?apiKey=${keyA}`, undefined],
      ['/_sandbox/notifications', 'sk_test_short'],
    ] as const) {
      const reply = await call('GET', target, { key });
      expect(reply.status, target).toBe(401);
      expect(reply.text).not.toContain('evt_');
    }
  });

  test("show only the key's own deliveries, and never a key", async () => {
    const reply = await call('GET', '/_sandbox/notifications', { key: keyA });
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThan(0);
    for (const secret of secretsOfB) expect(reply.text).not.toContain(secret);
    expect(reply.text).not.toContain(keyA);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('refuse web pages: another Origin, a cross-site fetch, a foreign Host name', async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'http://localhost:3000' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of cases) {
      const reply = await call('GET', '/_sandbox/notifications', { key: keyA, headers });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.text).not.toContain('evt_');
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A name of the attacker's that resolves to this machine (DNS rebinding): fetch cannot set Host.
    const rebound = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}/_sandbox/notifications`,
        { headers: { Host: `attacker.example:${sandbox.port}`, Authorization: `Bearer ${keyA}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('evt_');
  });

  test('a state change needs Content-Type application/json: text/plain trigger and reset change nothing', async () => {
    const before = (await call('GET', '/_sandbox/notifications', { key: keyA })).body.data.length;
    const trigger = await call('POST', '/_sandbox/trigger', {
      key: keyA,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ type: 'transaction.captured' }),
    });
    expect(trigger.status).toBe(415);
    const reset = await call('POST', '/_sandbox/reset', { key: keyA, headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(reset.status).toBe(415);
    expect((await call('GET', '/_sandbox/notifications', { key: keyA })).body.data.length).toBe(before);
  });

  test("reset forgets only the key's own data", async () => {
    const key = 'sk_test_securitySpecReset000003';
    await sandbox.simulator.notifications.trigger(key, 'transaction.captured');
    expect((await call('GET', '/v1/transactions', { key })).body.data.length).toBe(1);
    const reset = await call('POST', '/_sandbox/reset', json(key, {}));
    expect(reset.status).toBe(200);
    expect((await call('GET', '/v1/transactions', { key })).body.data).toEqual([]);
    expect((await call('GET', '/_sandbox/notifications', { key })).body.data).toEqual([]);
    expect((await call('GET', '/v1/transactions', { key: keyB })).body.data.length).toBeGreaterThan(0);
  });

  test('the CLI sends its key: notifications, trigger and reset', async () => {
    // Four CLI processes, each loading the spec model: give them room on a loaded machine.
    test.setTimeout(90_000);
    const key = 'sk_test_securitySpecCli00000004';
    // Asynchronous: the sandbox answering the CLI runs in this process.
    const cli = (...args: string[]) =>
      runCommand(process.execPath, ['scripts/ops/sandbox.mjs', ...args, '--port', String(sandbox.port), '--key', key], {
        cwd: root,
        timeoutMs: 15_000,
      });
    const triggered = await cli('trigger', 'transaction.captured');
    expect(triggered.code, triggered.stderr).toBe(0);
    expect(triggered.stdout).toMatch(/^transaction\.captured evt_/);
    const listed = await cli('notifications');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/transaction\.captured/);
    expect(listed.stdout).not.toContain(keyB);
    const reset = await cli('reset');
    expect(reset.code, reset.stderr).toBe(0);
    expect((await cli('notifications')).stdout.trim()).toBe('No notifications yet.');
  });
});

test.describe('limits', () => {
  test('a body over 1 MB answers 413 in the error shape, and the sandbox keeps answering', async () => {
    const fields = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`f${i}`, i]));
    const reply = await call('POST', '/v1/sessions', json(keyA, fields));
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      code: 'request_too_large',
      message: expect.stringContaining('1 MB'),
      status: 413,
      requestId: expect.stringMatching(/^req_/),
    });
    expect((await call('GET', '/v1/transactions', { key: keyA })).status).toBe(200);
  });

  test('a body with thousands of bad fields gets a bounded list of details', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`f${i}`, i]));
    const reply = await call('POST', '/v1/sessions', json(keyA, fields));
    expect(reply.status).toBe(422);
    expect(reply.body.details.length).toBeGreaterThan(0);
    expect(reply.body.details.length).toBeLessThanOrEqual(20);
    expect(reply.text.length).toBeLessThan(10_000);
    expect(reply.body.message).toMatch(/at least 20 invalid fields/);
  });

  test('prototype names reach nothing: Acme-Version, IDs, Idempotency-Key, checkout and link pages', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const version = await call('GET', '/v1/transactions', { key: keyA, headers: { 'Acme-Version': name } });
      expect(version.status, `Acme-Version: ${name}`).toBe(422);
      const tx = await call('GET', `/v1/transactions/${name}`, { key: keyA });
      expect([404, 422], `transaction ${name}: ${tx.status}`).toContain(tx.status);
      const sub = await call('GET', `/v1/subscriptions/${name}`, { key: keyA });
      expect([404, 422], `subscription ${name}: ${sub.status}`).toContain(sub.status);
      const first = await call('POST', '/v1/sessions', json(keyA, sessionBody(), { 'Idempotency-Key': name }));
      const again = await call('POST', '/v1/sessions', json(keyA, sessionBody(), { 'Idempotency-Key': name }));
      expect([first.status, again.status], `Idempotency-Key: ${name}`).toEqual([201, 201]);
      expect(again.body.sessionId).toBe(first.body.sessionId);
      for (const page of [`/checkout/${name}`, `/l/${name}`]) {
        const reply = await call('GET', page);
        expect(reply.status, page).toBe(404);
        expect(reply.text, page).not.toMatch(/NaN|undefined/);
      }
      expect((await call('POST', `/checkout/${name}`, { body: 'cardNumber=4900000000000003' })).status).toBe(404);
    }
    expect(Object.keys(sandbox.simulator.snapshot().accounts)).not.toContain('[object Object]');
  });

  test('malformed percent-encoding answers 400, and "%25" is an ID like any other', async () => {
    const escaped = await call('GET', '/v1/transactions/%25', { key: keyA });
    // An ID like any other: checked against the ID's pattern ("%" is no ID character), not a URIError.
    expect(escaped.status).toBe(422);
    expect(escaped.body.details).toEqual([{ field: 'transactionId', issue: expect.stringContaining('pattern') }]);
    for (const target of ['/v1/transactions/%E0%A4%A', '/v1/transactions/%zz', '/checkout/%']) {
      const reply = await call('GET', target, { key: keyA });
      expect(reply.status, target).toBe(400);
      expect(reply.body.code, target).toBe('invalid_request');
    }
  });

  test('returnUrl, cancelUrl and websiteUrl must be http or https', async () => {
    for (const body of [
      sessionBody({ hostedConfiguration: { returnUrl: 'javascript:alert(1)' } }),
      sessionBody({ hostedConfiguration: { returnUrl: 'https://shop.example/', cancelUrl: 'data:text/html,x' } }),
    ]) {
      const reply = await call('POST', '/v1/sessions', json(keyA, body));
      expect(reply.status).toBe(422);
      expect(reply.body.details[0]).toEqual({
        field: expect.stringMatching(/^hostedConfiguration\.(returnUrl|cancelUrl)$/),
        issue: 'must be an http or https URL',
      });
    }
    const pos = await call(
      'POST',
      '/v1/points-of-sale',
      json(keyA, { name: 'x', websiteUrl: 'javascript:alert(1)', defaultCurrency: 'EUR' }),
    );
    expect(pos.status).toBe(422);
    expect(pos.body.details[0].field).toBe('websiteUrl');
  });

  test('the checkout never redirects to a javascript: URL, even one in a saved state', async () => {
    const key = 'sk_test_securitySpecRedirect005';
    const created = await call('POST', '/v1/sessions', json(key, sessionBody()));
    expect(created.status).toBe(201);
    const saved = sandbox.simulator.snapshot();
    saved.accounts[key].sessions[created.body.sessionId]._hosted.returnUrl = 'javascript:alert(document.domain)';
    sandbox.simulator.restore(saved);
    const paid = await call('POST', `/checkout/${created.body.sessionId}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4900000000000003&expiry=12%2F35&cvc=123',
    });
    expect(paid.headers.get('location')).toBeNull();
    expect(paid.text).toContain('no web address');
  });

  test('a saved state of the wrong shape is refused with a readable message, and the simulator keeps working', async () => {
    const { createSimulator } = await importModule('sandbox/simulator.mjs');
    const { createValidators } = await importModule('sandbox/validate.mjs');
    const { compileSchemaSet } = await importModule('sandbox/validate-runtime.mjs');
    const { loadSpec } = await importModule('sandbox/node-host.mjs');
    const spec = loadSpec();
    const simulator = createSimulator({ spec, validators: createValidators(spec, compileSchemaSet(spec)) });
    const request = () => simulator.handle({ operationId: 'listTransactions', headers: { authorization: `Bearer ${keyA}` } });
    for (const bad of [{}, [], 'x', { accounts: [] }, { accounts: { [keyA]: {} } }, { accounts: {}, deliveries: {} }]) {
      expect(() => simulator.restore(bad), JSON.stringify(bad)).toThrow(/saved sandbox state cannot be used \(.+\)/);
      expect((await request()).status, JSON.stringify(bad)).toBe(200);
    }
    const good = sandbox.simulator.snapshot();
    simulator.restore(good);
    expect((await request()).body.data.length).toBeGreaterThan(0);
  });
});

test('fuzz: paths, methods, headers and bodies never answer 500, never crash, never show the other key', async () => {
  test.setTimeout(120_000);
  const id = fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'valueOf',
      '%25',
      '%',
      '%00',
      '..',
      'ses_x',
      'pos_test_7Hq2Lm9Xk4',
      '[object Object]',
    ),
    fc.constantFrom(...secretsOfB.slice(1)),
    fc.stringMatching(/^[A-Za-z0-9_%.~-]{1,16}$/),
  );
  const path = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          '/v1/transactions/',
          '/v1/subscriptions/',
          '/v1/points-of-sale/',
          '/v1/payment-links/',
          '/checkout/',
          '/l/',
          '/_sandbox/',
        ),
        id,
        fc.constantFrom('', '/capture', '/refund', '/void', '/cancel', '/operations', '?limit=2', '?sessionId=__proto__'),
      )
      .map(([a, b, c]) => `${a}${b}${c}`),
    fc.constantFrom(
      '/v1/transactions',
      '/v1/sessions',
      '/v1/subscriptions',
      '/v1/points-of-sale',
      '/v1/payment-links',
      '/_sandbox/notifications',
      '/_sandbox/trigger',
      '/_sandbox/reset',
      '/v1/payouts/sync',
    ),
  );
  const method = fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD');
  const headers = fc.record(
    {
      'Acme-Version': fc.constantFrom('__proto__', 'constructor', '2025-01-15', '2025-06-01', 'x'),
      'Idempotency-Key': fc.constantFrom('__proto__', 'constructor', 'k1', 'k2'),
      Prefer: fc.constantFrom('code=422', 'code=422, example=__proto__', 'code=999', 'example=constructor'),
      'Content-Type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      Origin: fc.constantFrom('http://localhost:3000', 'null'),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.json({ maxDepth: 3 }),
    fc
      .dictionary(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'amount',
          'currency',
          'pointOfSaleId',
          'type',
          'objectId',
          'apiKey',
          'hostedConfiguration',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"type":"transaction.captured"}',
      `{"apiKey":"${keyB}","type":"transaction.captured"}`,
      'cardNumber=4900000000000003&expiry=12/35&cvc=123',
    ),
  );
  let runs = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(method, path, headers, body, async (m, p, h, b) => {
      runs += 1;
      const reply = await call(m, p, { key: keyA, headers: h, body: m === 'GET' || m === 'HEAD' ? undefined : b });
      expect(reply.status, `${m} ${p} ${JSON.stringify(h)} ${b}`).toBeLessThan(500);
      // What key A did not send itself (a 404 names the ID it was asked for).
      const sent = `${p} ${JSON.stringify(h)} ${b}`;
      for (const secret of secretsOfB.filter((s) => !sent.includes(s)))
        expect(reply.text, `${m} ${p} shows ${secret}`).not.toContain(secret);
      expect(reply.text, `${m} ${p} echoes the key`).not.toContain(keyA);
    }),
    { numRuns: 300, seed: 3232 },
  );
  console.log(`sandbox fuzz: ${runs} requests in ${Date.now() - started} ms`);
  expect(runs).toBeGreaterThanOrEqual(300);
  expect((await call('GET', '/v1/transactions', { key: keyA })).status).toBe(200);
});
