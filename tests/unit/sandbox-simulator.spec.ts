/**
 * The stateful sandbox (sandbox/, scripts/ops/sandbox.mjs) through real HTTP, with the harness of
 * sandbox-harness.ts: its data and modules, documented errors, idempotency, notifications and the
 * CLI. The operations are tested in sandbox-operations.spec.ts, the checkout page in
 * sandbox-checkout.spec.ts.
 */
import { test, expect } from '@playwright/test';
import { readSpec } from '../../spec/index.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testCredentials } from '../../config/brand';
import { testCards } from '../../config/testCards';
import { sim, root, importModule, newKey, api, sessionBody, paidTransaction, useSimulatedSandbox } from './sandbox-harness';

test.describe.configure({ mode: 'serial' });
useSimulatedSandbox();

test.describe('sandbox: data and modules', () => {
  test('every test card of the testing page is Luhn-valid and has its own sandbox behaviour', async () => {
    const cards = await importModule('sandbox/cards.mjs');
    for (const c of testCards) {
      expect(cards.luhnValid(c.number), c.number).toBe(true);
      const rule = cards.cardBehaviour(c.number);
      expect(rule?.scenario, c.number).toBe(c.scenario);
      if (c.errorCode) expect(rule.behaviour, c.number).not.toBe('approved');
      else expect(['approved', 'challenge', 'pending', 'refund_fails', 'payout_fails'], c.number).toContain(rule.behaviour);
    }
    expect(cards.luhnValid('4900 0000 0000 0004')).toBe(false);
    expect(cards.cardBehaviour('4111 1111 1111 1111')?.behaviour).toBe('refused');
  });

  test('every schema compiles, at runtime (Node) and as the standalone validators the browser build ships', async () => {
    // Compiles some 200 validators twice: seconds on a loaded 2-core machine.
    test.setTimeout(90_000);
    const spec = readSpec(path.join(root, 'openapi/payments.yaml'));
    const { schemaSet, operations } = await importModule('sandbox/spec-schemas.mjs');
    const set = schemaSet(spec);
    expect(operations(spec)).toHaveLength(17);
    for (const op of operations(spec))
      expect(
        Object.keys(set).some((k) => k.startsWith(`${op.operationId}:response:2`)),
        op.operationId,
      ).toBe(true);
    const { compileSchemaSet } = await importModule('sandbox/validate-runtime.mjs');
    expect(() => compileSchemaSet(spec, { compileAll: true })).not.toThrow();
    // The code scripts/build/gen-api.mjs writes to generated/data/sandbox-validators.js for the browser.
    const { validatorsSource } = await importModule('sandbox/browser/build.mjs');
    // Beside node_modules, so the generated code's require('ajv/dist/runtime/...') resolves.
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    const file = path.join(root, 'test-results', `sandbox-standalone-${process.pid}.cjs`);
    writeFileSync(file, validatorsSource(spec));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { compiled } = require(file);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(set).sort());
    const { createValidators } = await importModule('sandbox/validate.mjs');
    const validators = createValidators(spec, compiled);
    expect(
      validators.request('initializePaymentSession', { headers: {}, body: { amount: '125.00' } }).map((e: any) => e.field),
    ).toEqual(expect.arrayContaining(['Idempotency-Key', 'pointOfSaleId', 'amount', 'currency', 'orderId']));
  });
});

test.describe('sandbox: documented errors', () => {
  test('authentication: missing, malformed and live keys', async () => {
    const missing = await api('GET', '/v1/transactions', { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'authentication_failed', status: 401 });
    expect(missing.body.requestId).toBe(missing.headers.get('request-id'));
    expect((await api('GET', '/v1/transactions', { key: 'sk_test_short' })).status).toBe(401);
    const live = await api('GET', '/v1/transactions', { key: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' });
    expect(live.status).toBe(401);
    expect(live.body.code).toBe('authentication_failed');
    expect(live.body.message).toMatch(/live key/i);
  });

  test('amounts as the docs say: 125.00 is the JSON integer 125 (EUR 1.25); a string or a fraction is rejected', async () => {
    const key = newKey();
    // The body as a shop would send it, written by hand: JSON.stringify cannot write 125.00.
    const raw = (amount: string) => JSON.stringify(sessionBody()).replace('"amount":12500', `"amount":${amount}`);
    const send = (amount: string) =>
      api('POST', '/v1/sessions', { key, raw: raw(amount), headers: { 'Content-Type': 'application/json' } });
    const decimal = await send('125.00');
    expect(decimal.status, decimal.text).toBe(201);
    expect(decimal.body.session.amount).toBe(125);
    for (const amount of ['"12500"', '125.5']) {
      const rejected = await send(amount);
      expect(rejected.status, amount).toBe(422);
      expect(rejected.body.details, amount).toEqual([
        { field: 'amount', issue: 'must be an integer (minor units), for example 12500' },
      ]);
    }
  });

  test('validation: schema-breaking body, missing Idempotency-Key, malformed JSON, a body not sent as application/json, bad query, unknown ids', async () => {
    const key = newKey();
    const bad = await api('POST', '/v1/sessions', {
      key,
      body: { ...sessionBody(), amount: '125.00', orderId: undefined, hostedConfiguration: { returnUrl: 'not a url' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('parameter_invalid');
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { field: 'amount', issue: 'must be an integer (minor units), for example 12500' },
        { field: 'orderId', issue: 'is required' },
        { field: 'hostedConfiguration.returnUrl', issue: 'must be an http or https URL' },
      ]),
    );
    const noKey = await api('POST', '/v1/sessions', { key, body: sessionBody(), idem: null });
    expect(noKey.status).toBe(422);
    expect(noKey.body.details).toEqual([{ field: 'Idempotency-Key', issue: 'is required' }]);
    const json = await api('POST', '/v1/sessions', {
      key,
      raw: '{"amount": 12500,}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('invalid_request');
    // A JSON body sent as another media type, or with no Content-Type, cannot be parsed either
    // (ErrorCode invalid_request); a charset parameter is fine.
    const raw = JSON.stringify(sessionBody());
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const wrongType = await api('POST', '/v1/sessions', { key, raw, headers: { 'Content-Type': contentType } });
      expect(wrongType.status, contentType).toBe(400);
      expect(wrongType.body.code, contentType).toBe('invalid_request');
      expect(wrongType.body.message, contentType).toContain('Content-Type: application/json');
    }
    // fetch sets no Content-Type for bytes.
    const untyped = await fetch(`${sim.base}/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': 'untyped-body' },
      body: new TextEncoder().encode(raw),
    });
    expect(untyped.status).toBe(400);
    expect((await untyped.json()).message).toContain('no Content-Type');
    const charset = await api('POST', '/v1/sessions', {
      key,
      raw,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
    const limit = await api('GET', '/v1/transactions?limit=101', { key });
    expect(limit.status).toBe(422);
    expect(limit.body.details).toEqual([{ field: 'limit', issue: 'must be at most 100' }]);
    const unknown = await api('GET', '/v1/transactions/trx_5Fh9Qz2Wk7Nc4Lp8Vd', { key });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('resource_not_found');
    expect((await api('GET', '/v1/subscriptions/sub_7Rk3Vp9Lx2Mq6Td4Nc', { key })).body.code).toBe('resource_not_found');
    const livePos = await api('POST', '/v1/sessions', { key, body: sessionBody({ pointOfSaleId: 'pos_live_7Hq2Lm9Xk4' }) });
    expect(livePos.status).toBe(404);
    const currency = await api('POST', '/v1/sessions', { key, body: sessionBody({ currency: 'USD' }) });
    expect(currency.body.code).toBe('currency_not_supported');
    const age = await api('POST', '/v1/sessions', { key, body: sessionBody({ integration: 'age_verification' }) });
    expect(age.body).toMatchObject({ code: 'parameter_invalid', details: [{ field: 'ageVerification' }] });
    const nowhere = await api('GET', '/v1/nothing-here', { key });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe('resource_not_found');
    const preflight = await fetch(`${sim.base}/v1/sessions`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  test('the Prefer header returns a documented example (docs: testing, local sandbox)', async () => {
    const res = await api('POST', '/v1/sessions', {
      key: newKey(),
      body: sessionBody(),
      headers: { Prefer: 'code=422, example=amountTooLarge' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('amount_too_large');
    expect(res.body.requestId).toBe(res.headers.get('request-id'));
    // A typo in the example name is an error, not a quiet success.
    const typo = await api('GET', '/v1/transactions', { key: newKey(), headers: { Prefer: 'code=422, example=nope' } });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toContain('example=nope');
  });
});

test.describe('sandbox: idempotency', () => {
  test('replay, conflict, and expiry after 24 hours', async () => {
    const key = newKey();
    const body = sessionBody();
    const first = await api('POST', '/v1/sessions', { key, body, idem: 'order-10045-session' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await api('POST', '/v1/sessions', { key, body, idem: 'order-10045-session' });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('request-id')).toBe(first.headers.get('request-id'));
    // A replayed error names the first request in its body and its Request-Id header alike.
    const refused = await api('POST', '/v1/sessions', { key, body: { ...body, currency: 'JPY' }, idem: 'jpy-once' });
    const refusedAgain = await api('POST', '/v1/sessions', { key, body: { ...body, currency: 'JPY' }, idem: 'jpy-once' });
    expect(refusedAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(refusedAgain.body.requestId).toBe(refused.body.requestId);
    expect(refusedAgain.headers.get('request-id')).toBe(refused.body.requestId);
    const conflict = await api('POST', '/v1/sessions', { key, body: { ...body, amount: 1 }, idem: 'order-10045-session' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('idempotency_conflict');
    // Another account may use the same key.
    expect(
      (await api('POST', '/v1/sessions', { key: newKey(), body, idem: 'order-10045-session' })).headers.get(
        'idempotent-replayed',
      ),
    ).toBeNull();
    sim.clockOffsetMs = 24 * 3_600_000 - 60_000;
    expect(
      (await api('POST', '/v1/sessions', { key, body, idem: 'order-10045-session' })).headers.get('idempotent-replayed'),
    ).toBe('true');
    sim.clockOffsetMs = 24 * 3_600_000 + 1000;
    const later = await api('POST', '/v1/sessions', { key, body, idem: 'order-10045-session' });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.sessionId).not.toBe(first.body.sessionId);
    // A request rejected by validation is not stored.
    const invalid = await api('POST', '/v1/sessions', { key, body: { ...body, amount: 'x' }, idem: 'fix-me' });
    expect(invalid.status).toBe(422);
    expect((await api('POST', '/v1/sessions', { key, body, idem: 'fix-me' })).status).toBe(201);
    // So is one rejected by a rule that compares fields (a payment link that expires in the past).
    const link = {
      pointOfSaleId: testCredentials.pointOfSaleId,
      amount: 12500,
      currency: 'DKK',
      orderId: 'invoice-fix-me',
      hostedConfiguration: { returnUrl: 'https://shop.example/thanks' },
    };
    const past = await api('POST', '/v1/payment-links', {
      key,
      body: { ...link, expiresAt: '2000-01-01T00:00:00Z' },
      idem: 'link-fix-me',
    });
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('parameter_invalid');
    expect((await api('POST', '/v1/payment-links', { key, body: link, idem: 'link-fix-me' })).status).toBe(201);
  });
});

test.describe('sandbox: notifications', () => {
  test('are signed so that the docs Node.js sample verifies them, and validate against the spec', async () => {
    const key = newKey();
    await paidTransaction(key, { captureMode: 'manual' });
    await sim.sandbox.simulator.notifications.flush();
    expect(sim.received).toHaveLength(1);
    const [delivery] = sim.received;
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({
      type: 'transaction.authorized',
      livemode: false,
      apiVersion: '2025-06-01',
      pointOfSaleId: testCredentials.pointOfSaleId,
    });
    expect(event.data.transaction.status).toBe('authorized');
    expect(sim.verifyAcmeSignature(delivery!.body, delivery!.headers['acme-signature'], testCredentials.webhookSecret)).toEqual({
      valid: true,
    });
    expect(
      sim.verifyAcmeSignature(delivery!.body + ' ', delivery!.headers['acme-signature'], testCredentials.webhookSecret),
    ).toMatchObject({ valid: false });
  });

  test('are retried on 500 until the receiver accepts, with the same eventId', async () => {
    const key = newKey();
    sim.receiverPlan = [500, 503];
    await paidTransaction(key);
    await sim.sandbox.simulator.notifications.flush();
    expect(sim.received).toHaveLength(3);
    const ids = sim.received.map((r) => JSON.parse(r.body).eventId);
    expect(new Set(ids).size).toBe(1);
    expect(sim.received[2]!.at - sim.received[0]!.at).toBeGreaterThanOrEqual(80);
    const [log] = sim.sandbox.simulator.notifications.list(key);
    expect(log.status).toBe('delivered');
    expect(log.attempts.map((a: any) => a.status)).toEqual([500, 503, 200]);
    sim.receiverPlan = [500, 500, 500, 500];
    await paidTransaction(key);
    await sim.sandbox.simulator.notifications.flush();
    expect(sim.sandbox.simulator.notifications.list(key)[1].status).toBe('failed');
  });

  test("go where payments.yaml says: a session's to its URL, subscription.* to the point of sale's, a charge or payout to its own or the point of sale's", async () => {
    const key = newKey();
    const at = (where: string) => sim.receiverUrl.replace(/\/webhooks\/acme$/, `/${where}`);
    const pos = await api('POST', '/v1/points-of-sale', {
      key,
      body: { name: 'Ledgerly', websiteUrl: 'https://shop.example', defaultCurrency: 'EUR', notificationUrl: at('pos') },
    });
    expect(pos.status).toBe(201);
    /** Where each event went, sorted (deliveries run concurrently); then forgets them. */
    const routes = async () => {
      await sim.sandbox.simulator.notifications.flush();
      const got = sim.received.map((r) => `${JSON.parse(r.body).type} -> ${r.path}`).sort();
      sim.received = [];
      return got;
    };
    const { session } = await paidTransaction(key, {
      pointOfSaleId: pos.body.id,
      storePaymentMethod: true,
      notificationUrl: at('session'),
    });
    expect(await routes()).toEqual(['subscription.created -> /pos', 'transaction.captured -> /session']);
    const sub = (await api('GET', `/v1/subscriptions?pointOfSaleId=${pos.body.id}`, { key })).body.data[0];
    expect(sub.sessionId).toBe(session.sessionId);

    const renewal = { amount: 4900, currency: 'EUR', reason: 'recurring' };
    const charge = async (orderId: string, extra: Record<string, unknown> = {}) => {
      const res = await api('POST', `/v1/subscriptions/${sub.id}/authorizations`, {
        key,
        body: { ...renewal, orderId, ...extra },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.transaction;
    };
    await charge('renewal-1');
    expect(await routes(), 'a charge without notificationUrl').toEqual(['transaction.captured -> /pos']);
    const own = await charge('renewal-2', { notificationUrl: at('renewal'), captureMode: 'manual' });
    expect(await routes(), 'a charge with its own notificationUrl').toEqual(['transaction.authorized -> /renewal']);
    const captured = await api('POST', `/v1/transactions/${own.id}/capture`, { key, body: {} });
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(await routes(), "a later capture goes where the charge's notifications go").toEqual([
      'transaction.captured -> /renewal',
    ]);

    const payout = { subscriptionId: sub.id, amount: 500, currency: 'EUR' };
    expect((await api('POST', '/v1/payouts/sync', { key, body: { ...payout, orderId: 'payout-1' } })).status).toBe(200);
    expect(await routes(), 'a payout without notificationUrl').toEqual(['payout.completed -> /pos']);
    const ownPayout = { ...payout, orderId: 'payout-2', notificationUrl: at('payout') };
    expect((await api('POST', '/v1/payouts', { key, body: ownPayout })).status).toBe(202);
    expect(await routes(), 'a payout with its own notificationUrl').toEqual(['payout.completed -> /payout']);

    expect((await api('PATCH', `/v1/subscriptions/${sub.id}`, { key, body: { reference: 'acct_60201' } })).status).toBe(200);
    expect((await api('POST', `/v1/subscriptions/${sub.id}/disable`, { key, body: {} })).status).toBe(200);
    expect(await routes()).toEqual(['subscription.disabled -> /pos', 'subscription.updated -> /pos']);
  });

  test("subscription.* events are not sent to the storing session's URL when the point of sale has none", async () => {
    const key = newKey();
    await paidTransaction(key, { storePaymentMethod: true });
    await sim.sandbox.simulator.notifications.flush();
    expect(sim.received.map((r) => JSON.parse(r.body).type)).toEqual(['transaction.captured']);
    const log = sim.sandbox.simulator.notifications.list(key).map((d: any) => [d.type, d.status, d.notificationUrl]);
    expect(log).toEqual([
      ['transaction.captured', 'delivered', sim.receiverUrl],
      ['subscription.created', 'no_url', null],
    ]);
  });

  test('trigger sends an event by hand, through the dev endpoint', async () => {
    const key = newKey();
    await api('POST', '/v1/points-of-sale', {
      key,
      body: { name: 'x', websiteUrl: 'https://x.example', defaultCurrency: 'EUR' },
    });
    const res = await fetch(`${sim.base}/_sandbox/trigger`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'transaction.refunded' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deliveries).toHaveLength(1);
    const list = await (
      await fetch(`${sim.base}/_sandbox/notifications`, { headers: { Authorization: `Bearer ${key}` } })
    ).json();
    expect(list.data.map((d: any) => d.type)).toEqual(['transaction.captured', 'transaction.refunded']);
  });
});

test.describe('sandbox: CLI', () => {
  test('a taken port gives one clear line and exit code 1', () => {
    const port = Number(new URL(sim.base).port);
    const run = spawnSync(process.execPath, ['scripts/ops/sandbox.mjs', '--port', String(port)], {
      cwd: root,
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `sandbox: port ${port} is in use. Stop what runs there, or start on another port: npm run sandbox -- --port ${port + 1}`,
    );
  });

  test('a bad option gives one clear line and exit code 1', () => {
    for (const [args, message] of [
      [['--port', 'abc'], '--port must be a number from 1 to 65535, not "abc".'],
      [['--prot', '4458'], 'unknown option --prot.'],
      [['--forward', 'localhost:3000/webhooks'], '--forward needs an absolute http(s) URL'],
    ] as const) {
      const run = spawnSync(process.execPath, ['scripts/ops/sandbox.mjs', ...args], {
        cwd: root,
        encoding: 'utf8',
        timeout: 15_000,
      });
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr.split('\n')[0], args.join(' ')).toContain(`sandbox: ${message}`);
    }
  });

  test('a malformed spec is named with its problem', async () => {
    const { loadSpec } = await importModule('sandbox/node-host.mjs');
    const file = path.join(sim.workDir, 'broken.yaml');
    writeFileSync(file, 'openapi: 3.1.0\npaths:\n  /x: [\n');
    expect(() => loadSpec(file)).toThrow(/broken\.yaml is not valid YAML at line \d+/);
  });
});
