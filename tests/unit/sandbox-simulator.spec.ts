/**
 * The stateful sandbox (sandbox/, scripts/ops/sandbox.mjs) through real HTTP: startSandbox on a free
 * port with strict responses (a response that breaks payments.yaml throws), and a receiver
 * server for the notifications it sends.
 */
import { test, expect } from '@playwright/test';
import { readSpec } from '../../spec/index.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testCredentials } from '../../config/brand';
import { testCards } from '../../config/testCards';

test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);

type Reply = { status: number; headers: Headers; body: any; text: string };
type Received = { headers: Record<string, string | string[] | undefined>; body: string; at: number };

let sandbox: any;
let base = '';
let clockOffsetMs = 0;
let receiver: Server;
let receiverUrl = '';
let received: Received[] = [];
/** Statuses the receiver answers with, in order; 200 once empty. */
let receiverPlan: number[] = [];
let verifyAcmeSignature: (raw: string, header: unknown, secret: string, options?: object) => { valid: boolean; reason?: string };
let workDir: string;
let keyCounter = 0;

/** A fresh account: every valid-shaped test key is its own. */
function newKey() {
  keyCounter += 1;
  return `sk_test_sandboxSpec${Date.now()}x${keyCounter}`;
}

async function api(
  method: string,
  urlPath: string,
  options: { key?: string | null; body?: unknown; raw?: string; idem?: string | null; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key !== null) headers.Authorization = `Bearer ${options.key ?? testCredentials.apiKey}`;
  if ((method === 'POST' || method === 'PATCH') && options.idem !== null)
    headers['Idempotency-Key'] = options.idem ?? `k${Math.random().toString(36).slice(2)}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${urlPath}`, { method, headers, body });
  const text = await response.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

function sessionBody(extra: Record<string, unknown> = {}) {
  return {
    pointOfSaleId: testCredentials.pointOfSaleId,
    amount: 12500,
    currency: 'EUR',
    orderId: 'order-10045',
    description: 'Order #10045 at Nordic Outdoor',
    hostedConfiguration: {
      returnUrl: 'https://shop.example/checkout/complete?order=10045',
      cancelUrl: 'https://shop.example/checkout/cancelled?order=10045',
    },
    notificationUrl: receiverUrl,
    ...extra,
  };
}

async function createSession(key: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/v1/sessions', { key, body: sessionBody(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Submits the checkout page's form; returns the status, Location and page. */
async function payOnPage(sessionId: string, fields: Record<string, string>) {
  const response = await fetch(`${base}/checkout/${sessionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const card = (number: string, extra: Record<string, string> = {}) => ({
  cardNumber: number,
  expiry: '12/35',
  cvc: number.startsWith('37') ? '1234' : '123',
  ...extra,
});
const cardOf = (scenario: string, brand?: string) =>
  testCards.find((c) => c.scenario === scenario && (!brand || c.brand === brand))!.number;

/** A paid session and its transaction. */
async function paidTransaction(key: string, extra: Record<string, unknown> = {}) {
  const created = await createSession(key, extra);
  const paid = await payOnPage(created.sessionId, card(cardOf('Approved', 'Visa')));
  expect(paid.status, paid.html.slice(0, 500)).toBe(303);
  const list = await api('GET', '/v1/transactions?limit=1', { key });
  expect(list.status).toBe(200);
  return { session: created, transaction: list.body.data[0] };
}

async function subscription(key: string) {
  await paidTransaction(key, { storePaymentMethod: true });
  const list = await api('GET', '/v1/subscriptions', { key });
  expect(list.status).toBe(200);
  return list.body.data[0];
}

function extractSample(): string {
  const mdx = readFileSync(path.join(root, 'docs/partials/webhook.mdx'), 'utf8');
  const blocks = [...mdx.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```\s*$/gm)].filter(([, , meta]) =>
    /\bwebhook-verify\b/.test(meta ?? ''),
  );
  expect(blocks).toHaveLength(1);
  return blocks[0]![3]!;
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'acme-sandbox-spec-'));
  const file = path.join(workDir, 'verify-signature.mjs');
  writeFileSync(file, extractSample());
  verifyAcmeSignature = (await import(pathToFileURL(file).href)).verifyAcmeSignature;

  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(receiverPlan.length ? receiverPlan.shift()! : 200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/acme`;

  const { startSandbox } = await importModule('sandbox/node-host.mjs');
  sandbox = await startSandbox({
    port: 0,
    strictResponses: true,
    retryDelaysMs: [30, 60, 90],
    payoutDelayMs: 30,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  base = sandbox.url;
});

test.afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  received = [];
  receiverPlan = [];
  clockOffsetMs = 0;
});

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

test.describe('sandbox: the 17 operations', () => {
  test('points of sale: a fresh key has pos_test_7Hq2Lm9Xk4; create, get and list', async () => {
    const key = newKey();
    const first = await api('GET', '/v1/points-of-sale', { key });
    expect(first.status).toBe(200);
    expect(first.body.data.map((p: any) => p.id)).toEqual([testCredentials.pointOfSaleId]);
    const created = await api('POST', '/v1/points-of-sale', {
      key,
      body: { name: 'Nordic Outlet', websiteUrl: 'https://outlet.shop.example', defaultCurrency: 'DKK' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', mode: 'test', supportedCurrencies: ['DKK'] });
    expect(created.body.id).toMatch(/^pos_test_[A-Za-z0-9]{10,32}$/);
    const got = await api('GET', `/v1/points-of-sale/${created.body.id}`, { key });
    expect(got.body).toEqual(created.body);
    const list = await api('GET', '/v1/points-of-sale?limit=1', { key });
    expect(list.body).toMatchObject({ hasMore: true, nextCursor: created.body.id });
    expect(list.body.data.map((p: any) => p.id)).toEqual([created.body.id]);
    const next = await api('GET', `/v1/points-of-sale?limit=1&startingAfter=${created.body.id}`, { key });
    expect(next.body.data.map((p: any) => p.id)).toEqual([testCredentials.pointOfSaleId]);
    expect(next.body.hasMore).toBe(false);
    // Another key does not see it.
    expect((await api('GET', `/v1/points-of-sale/${created.body.id}`, { key: newKey() })).status).toBe(404);
    expect(first.headers.get('request-id')).toMatch(/^req_[A-Za-z0-9]{16,32}$/);
    expect(first.headers.get('acme-version')).toBe('2025-06-01');
  });

  test('session, payment, get/list transactions, capture, refund, void', async () => {
    const key = newKey();
    const session = await createSession(key, { captureMode: 'manual', expiresInMinutes: 30 });
    expect(session.checkoutUrl).toBe(`${base}/checkout/${session.sessionId}`);
    expect(Date.parse(session.expiresAt) - Date.parse(session.session.createdAt)).toBe(30 * 60_000);
    const paid = await payOnPage(session.sessionId, card(cardOf('Approved', 'Visa')));
    expect(paid.status).toBe(303);
    const list = await api('GET', '/v1/transactions?status=authorized', { key });
    expect(list.body.data).toHaveLength(1);
    const tx = list.body.data[0];
    expect(tx).toMatchObject({
      status: 'authorized',
      authorizedAmount: 12500,
      capturedAmount: 0,
      sessionId: session.sessionId,
      scaStatus: 'frictionless',
    });
    const capture = await api('POST', `/v1/transactions/${tx.id}/capture`, { key, body: { amount: 7500, finalCapture: false } });
    expect(capture.status).toBe(200);
    expect(capture.body).toMatchObject({ transactionStatus: 'partially_captured', operation: { type: 'capture', amount: 7500 } });
    const final = await api('POST', `/v1/transactions/${tx.id}/capture`, { key, body: { amount: 2000 } });
    expect(final.body.transactionStatus).toBe('captured');
    const again = await api('POST', `/v1/transactions/${tx.id}/capture`, { key, body: {} });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('transaction_not_capturable');
    const refund = await api('POST', `/v1/transactions/${tx.id}/refunds`, { key, body: { amount: 2500 } });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ transactionStatus: 'partially_refunded', reason: 'requested_by_customer' });
    const over = await api('POST', `/v1/transactions/${tx.id}/refunds`, { key, body: { amount: 7001 } });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'refund_exceeds_captured',
      details: [{ field: 'amount', issue: 'must be at most 7000' }],
    });
    const rest = await api('POST', `/v1/transactions/${tx.id}/refunds`, { key });
    expect(rest.body).toMatchObject({ transactionStatus: 'refunded', operation: { amount: 7000 } });
    const got = await api('GET', `/v1/transactions/${tx.id}`, { key });
    expect(got.body.operations.map((o: any) => `${o.type}:${o.amount}`)).toEqual([
      'authorize:12500',
      'capture:7500',
      'capture:2000',
      'refund:2500',
      'refund:7000',
    ]);
    expect(got.body.transaction).toMatchObject({ capturedAmount: 9500, refundedAmount: 9500, status: 'refunded' });

    // Void, then capture fails.
    const { transaction: other } = await paidTransaction(key, { captureMode: 'manual' });
    const voided = await api('POST', `/v1/transactions/${other.id}/void`, { key, body: { reason: 'other' } });
    expect(voided.body).toMatchObject({ transactionStatus: 'voided', operation: { type: 'void', amount: 12500 } });
    const afterVoid = await api('POST', `/v1/transactions/${other.id}/capture`, { key });
    expect(afterVoid.body.code).toBe('transaction_not_capturable');
    // Void after a capture, refund of an authorization, capture of an automatic one.
    const { transaction: auto } = await paidTransaction(key);
    expect((await api('POST', `/v1/transactions/${auto.id}/capture`, { key })).body.code).toBe('transaction_not_capturable');
    expect((await api('POST', `/v1/transactions/${auto.id}/void`, { key })).body.code).toBe('transaction_not_voidable');
    const { transaction: manual } = await paidTransaction(key, { captureMode: 'manual' });
    expect((await api('POST', `/v1/transactions/${manual.id}/refunds`, { key })).body.code).toBe('transaction_not_refundable');
    const tooMuch = await api('POST', `/v1/transactions/${manual.id}/capture`, { key, body: { amount: 12501 } });
    expect(tooMuch.body).toMatchObject({ code: 'capture_exceeds_authorized', status: 422 });
    // Filters and pagination, newest first.
    const page1 = await api('GET', '/v1/transactions?limit=2', { key });
    expect(page1.body.data.map((t: any) => t.id)).toEqual([manual.id, auto.id]);
    expect(page1.body).toMatchObject({ hasMore: true, nextCursor: auto.id });
    const page2 = await api('GET', `/v1/transactions?limit=2&startingAfter=${auto.id}`, { key });
    expect(page2.body.data.map((t: any) => t.id)).toEqual([other.id, tx.id]);
    expect(page2.body.hasMore).toBe(false);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api('GET', `/v1/transactions?createdFrom=${future}`, { key })).body.data).toHaveLength(0);
  });

  test('subscriptions: created by a storing session; get, list, update, disable, MIT, payouts', async () => {
    const key = newKey();
    const sub = await subscription(key);
    expect(sub).toMatchObject({
      status: 'active',
      paymentMethod: { brand: 'visa', last4: '0003', expiryMonth: 12, expiryYear: 2035 },
    });
    const got = await api('GET', `/v1/subscriptions/${sub.id}`, { key });
    expect(got.body.subscription).toEqual(sub);
    const updated = await api('PATCH', `/v1/subscriptions/${sub.id}`, {
      key,
      body: { customer: { email: 'jane.doe+coffee@shop.example' }, metadata: { plan: 'coffee-biweekly' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.subscription).toMatchObject({
      customer: { email: 'jane.doe+coffee@shop.example' },
      metadata: { plan: 'coffee-biweekly' },
    });
    const mit = await api('POST', `/v1/subscriptions/${sub.id}/authorizations`, {
      key,
      body: { amount: 9900, currency: 'EUR', orderId: 'renewal-1', reason: 'recurring' },
    });
    expect(mit.status).toBe(201);
    expect(mit.body.transaction).toMatchObject({
      initiator: 'merchant',
      status: 'captured',
      subscriptionId: sub.id,
      scaStatus: 'not_required',
    });
    const sync = await api('POST', '/v1/payouts/sync', {
      key,
      body: { subscriptionId: sub.id, amount: 2500, currency: 'EUR', orderId: 'cashback-1' },
    });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ transactionStatus: 'captured', operation: { type: 'payout', status: 'succeeded' } });
    expect(sync.body.transactionId).toMatch(/^po_/);
    const async = await api('POST', '/v1/payouts', {
      key,
      body: { subscriptionId: sub.id, amount: 2500, currency: 'EUR', orderId: 'prize-1', notificationUrl: receiverUrl },
    });
    expect(async.status).toBe(202);
    expect(async.body).toMatchObject({ transactionStatus: 'pending', operation: { status: 'pending' } });
    await sandbox.simulator.notifications.flush();
    const payout = await api('GET', `/v1/transactions/${async.body.transactionId}`, { key });
    expect(payout.body.transaction).toMatchObject({ type: 'payout', status: 'captured' });
    expect(received.map((r) => JSON.parse(r.body).type)).toContain('payout.completed');
    const disabled = await api('POST', `/v1/subscriptions/${sub.id}/disable`, { key, body: { reason: 'customer_request' } });
    expect(disabled.body.subscription).toMatchObject({ status: 'disabled', disabledReason: 'customer_request' });
    const refused = await api('POST', `/v1/subscriptions/${sub.id}/authorizations`, {
      key,
      body: { amount: 9900, currency: 'EUR', orderId: 'renewal-2', reason: 'recurring' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('subscription_disabled');
    expect(
      (await api('POST', '/v1/payouts', { key, body: { subscriptionId: sub.id, amount: 1, currency: 'EUR', orderId: 'x' } })).body
        .code,
    ).toBe('subscription_disabled');
    expect((await api('GET', '/v1/subscriptions?status=active', { key })).body.data).toHaveLength(0);
    expect((await api('GET', '/v1/subscriptions?status=disabled', { key })).body.data).toHaveLength(1);
  });

  test('payment links: create, then pay once at /l/<id>', async () => {
    const key = newKey();
    const created = await api('POST', '/v1/payment-links', {
      key,
      body: {
        pointOfSaleId: testCredentials.pointOfSaleId,
        amount: 12500,
        currency: 'DKK',
        orderId: 'invoice-1',
        hostedConfiguration: { returnUrl: 'https://shop.example/thanks' },
        notificationUrl: receiverUrl,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`${base}/l/${created.body.paymentLinkId}`);
    expect(created.body.session).toMatchObject({
      integration: 'payment_link',
      paymentLinkId: created.body.paymentLinkId,
      status: 'open',
    });
    expect(Date.parse(created.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const open = await fetch(created.body.url, { redirect: 'manual' });
    expect(open.status).toBe(303);
    expect(open.headers.get('location')).toBe(`/checkout/${created.body.session.id}`);
    const paid = await payOnPage(created.body.session.id, card(cardOf('Approved', 'Mastercard')));
    expect(paid.location).toBe(`https://shop.example/thanks?sessionId=${created.body.session.id}`);
    const second = await payOnPage(created.body.session.id, card(cardOf('Approved', 'Mastercard')));
    expect(second.status).toBe(409);
    expect(second.html).toContain('This payment is complete');
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

  test('validation: schema-breaking body, missing Idempotency-Key, malformed JSON, bad query, unknown ids', async () => {
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
    const preflight = await fetch(`${base}/v1/sessions`, { method: 'OPTIONS' });
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
    clockOffsetMs = 24 * 3_600_000 - 60_000;
    expect(
      (await api('POST', '/v1/sessions', { key, body, idem: 'order-10045-session' })).headers.get('idempotent-replayed'),
    ).toBe('true');
    clockOffsetMs = 24 * 3_600_000 + 1000;
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

test.describe('sandbox: checkout', () => {
  const returnUrl = (sessionId: string) => `https://shop.example/checkout/complete?order=10045&sessionId=${sessionId}`;

  test('approved cards redirect to returnUrl with sessionId; transaction and session follow', async () => {
    const key = newKey();
    for (const c of testCards.filter((t) => t.scenario === 'Approved')) {
      const session = await createSession(key);
      const page = await fetch(session.checkoutUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('125.00 EUR');
      expect(html).toContain('name="cardNumber"');
      const paid = await payOnPage(session.sessionId, card(c.number));
      expect(paid.status, `${c.brand} ${c.number}: ${paid.html.slice(0, 300)}`).toBe(303);
      expect(paid.location).toBe(returnUrl(session.sessionId));
      const state = sandbox.simulator.checkout.session(session.sessionId);
      expect(state.status).toBe('completed');
      const tx = await api('GET', `/v1/transactions/${state.transactionId}`, { key });
      expect(tx.body.transaction).toMatchObject({
        status: 'captured',
        paymentMethod: { last4: c.number.replace(/\s/g, '').slice(-4) },
      });
    }
  });

  test('3-D Secure: challenge passes with any code, the failing card is declined', async () => {
    const key = newKey();
    const s1 = await createSession(key);
    const step = await payOnPage(s1.sessionId, card(cardOf('3-D Secure challenge')));
    expect(step.status).toBe(200);
    expect(step.html).toContain('name="challengeCode"');
    const passed = await payOnPage(s1.sessionId, card(cardOf('3-D Secure challenge'), { challengeCode: '000000' }));
    expect(passed.location).toBe(returnUrl(s1.sessionId));
    const tx = (await api('GET', '/v1/transactions?limit=1', { key })).body.data[0];
    expect(tx.scaStatus).toBe('challenge_completed');
    const s2 = await createSession(key);
    const failed = await payOnPage(s2.sessionId, card(cardOf('3-D Secure challenge failed'), { challengeCode: '123456' }));
    expect(failed.status).toBe(422);
    const declined = (await api('GET', '/v1/transactions?limit=1', { key })).body.data[0];
    expect(declined).toMatchObject({ status: 'declined', scaStatus: 'challenge_failed', failureCode: 'authentication_required' });
  });

  test('declines keep the session open with the card list error code; a later approval completes it', async () => {
    const key = newKey();
    const session = await createSession(key);
    for (const c of testCards.filter((t) => t.errorCode && !t.scenario.startsWith('3-D'))) {
      const result = await payOnPage(session.sessionId, card(c.number));
      expect(result.status, c.scenario).toBe(422);
      const tx = (await api('GET', '/v1/transactions?limit=1', { key })).body.data[0];
      expect(tx, c.scenario).toMatchObject({ status: 'declined', failureCode: c.errorCode });
      expect(sandbox.simulator.checkout.session(session.sessionId).status).toBe('open');
    }
    const bad = await payOnPage(session.sessionId, card('4900 0000 0000 0004'));
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('not valid');
    // A Luhn-valid number that is not a test card: real cards are refused in the sandbox (testing page).
    const real = await payOnPage(session.sessionId, card('4111 1111 1111 1111'));
    expect(real.status).toBe(422);
    expect(real.html).toContain('Real cards are refused in the sandbox');
    const ok = await payOnPage(session.sessionId, card(cardOf('Approved', 'Visa')));
    expect(ok.location).toBe(returnUrl(session.sessionId));
  });

  test('age verification: verified pays, under age is rejected without a payment', async () => {
    const key = newKey();
    const body = { integration: 'age_verification', ageVerification: { minimumAge: 18 } };
    const adult = await createSession(key, body);
    expect(adult.session.ageVerification).toEqual({ minimumAge: 18, result: 'pending' });
    const missing = await payOnPage(adult.sessionId, card(cardOf('Approved', 'Visa')));
    expect(missing.status).toBe(422);
    const ok = await payOnPage(adult.sessionId, card(cardOf('Approved', 'Visa'), { birthDate: '1990-05-17' }));
    expect(ok.location).toBe(returnUrl(adult.sessionId));
    expect(sandbox.simulator.checkout.session(adult.sessionId).ageVerification.result).toBe('verified');
    const young = await createSession(key, body);
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 17);
    const rejected = await payOnPage(
      young.sessionId,
      card(cardOf('Approved', 'Visa'), { birthDate: birth.toISOString().slice(0, 10) }),
    );
    expect(rejected.location).toBe(returnUrl(young.sessionId));
    expect(sandbox.simulator.checkout.session(young.sessionId).ageVerification.result).toBe('rejected');
    expect((await api('GET', '/v1/transactions', { key })).body.data).toHaveLength(1);
    await sandbox.simulator.notifications.flush();
    const events = received.map((r) => JSON.parse(r.body));
    expect(
      events
        .filter((e) => e.type === 'age_verification.completed')
        .map((e) => e.data.session.ageVerification.result)
        .sort(),
    ).toEqual(['rejected', 'verified']);
  });

  test('the return page finds its transaction by sessionId; updatedFrom finds later changes to older transactions', async () => {
    const key = newKey();
    const first = await createSession(key, { captureMode: 'manual' });
    const declined = await payOnPage(first.sessionId, card(cardOf('Declined')));
    expect(declined.status).toBe(422);
    expect((await payOnPage(first.sessionId, card(cardOf('Approved', 'Visa')))).status).toBe(303);
    await paidTransaction(key); // another session's transaction
    const bySession = await api('GET', `/v1/transactions?sessionId=${first.sessionId}`, { key });
    expect(bySession.body.data.map((t: { status: string }) => t.status).sort()).toEqual(['authorized', 'declined']);
    const authorized = bySession.body.data.find((t: { status: string }) => t.status === 'authorized');
    clockOffsetMs = 60_000;
    const since = new Date(Date.now() + 30_000).toISOString();
    expect((await api('GET', `/v1/transactions?updatedFrom=${since}`, { key })).body.data).toEqual([]);
    expect((await api('POST', `/v1/transactions/${authorized.id}/capture`, { key, body: {} })).status).toBe(200);
    const changed = await api('GET', `/v1/transactions?updatedFrom=${since}`, { key });
    expect(changed.body.data.map((t: { id: string }) => t.id)).toEqual([authorized.id]);
  });

  test('void releases the rest of a partially captured transaction', async () => {
    const key = newKey();
    const { transaction } = await paidTransaction(key, { captureMode: 'manual' });
    const partial = await api('POST', `/v1/transactions/${transaction.id}/capture`, {
      key,
      body: { amount: 5000, finalCapture: false },
    });
    expect(partial.body.transactionStatus).toBe('partially_captured');
    const voided = await api('POST', `/v1/transactions/${transaction.id}/void`, { key, body: {} });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.transactionStatus).toBe('captured');
    expect(voided.body.operation.amount).toBe(transaction.amount - 5000);
    const again = await api('POST', `/v1/transactions/${transaction.id}/void`, { key, body: {} });
    expect(again.body.code).toBe('transaction_not_voidable');
  });

  test('the pending, refund-failure and payout-failure test cards do what the testing page says', async () => {
    const key = newKey();
    const pending = await createSession(key);
    const paid = await payOnPage(pending.sessionId, card(cardOf('Payment stays pending')));
    expect(paid.location).toBe(returnUrl(pending.sessionId));
    const [pendingTx] = (await api('GET', `/v1/transactions?sessionId=${pending.sessionId}`, { key })).body.data;
    expect(pendingTx.status).toBe('pending');

    const refundSession = await createSession(key, { captureMode: 'automatic' });
    await payOnPage(refundSession.sessionId, card(cardOf('Refunds fail')));
    const [captured] = (await api('GET', `/v1/transactions?sessionId=${refundSession.sessionId}`, { key })).body.data;
    const refund = await api('POST', `/v1/transactions/${captured.id}/refunds`, { key, body: { amount: 100 } });
    expect(refund.status, JSON.stringify(refund.body)).toBe(422);
    expect(refund.body.code).toBe('card_declined');
    expect((await api('GET', `/v1/transactions/${captured.id}`, { key })).body.transaction.refundedAmount).toBe(0);

    const storing = await createSession(key, { storePaymentMethod: true });
    await payOnPage(storing.sessionId, card(cardOf('Payouts fail')));
    const sub = (await api('GET', '/v1/subscriptions', { key })).body.data[0];
    const payout = await api('POST', '/v1/payouts/sync', {
      key,
      body: { subscriptionId: sub.id, amount: 1000, currency: 'EUR', orderId: 'payout-1' },
    });
    expect(payout.body.operation).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  test('cancel sends the customer to cancelUrl and ends the session', async () => {
    const key = newKey();
    const session = await createSession(key);
    // A GET (a link prefetcher, a crawler) cancels nothing; the page's Cancel button posts.
    expect((await fetch(`${base}/checkout/${session.sessionId}/cancel`, { redirect: 'manual' })).status).not.toBe(303);
    expect(sandbox.simulator.checkout.session(session.sessionId).status).toBe('open');
    expect(await (await fetch(session.checkoutUrl)).text()).toContain(
      `<form method="post" action="/checkout/${session.sessionId}/cancel">`,
    );
    const res = await fetch(`${base}/checkout/${session.sessionId}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `https://shop.example/checkout/cancelled?order=10045&sessionId=${session.sessionId}`,
    );
    expect(sandbox.simulator.checkout.session(session.sessionId).status).toBe('cancelled');
    expect((await payOnPage(session.sessionId, card(cardOf('Approved', 'Visa')))).status).toBe(409);
  });
});

test.describe('sandbox: notifications', () => {
  test('are signed so that the docs Node.js sample verifies them, and validate against the spec', async () => {
    const key = newKey();
    await paidTransaction(key, { captureMode: 'manual' });
    await sandbox.simulator.notifications.flush();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({
      type: 'transaction.authorized',
      livemode: false,
      apiVersion: '2025-06-01',
      pointOfSaleId: testCredentials.pointOfSaleId,
    });
    expect(event.data.transaction.status).toBe('authorized');
    expect(verifyAcmeSignature(delivery!.body, delivery!.headers['acme-signature'], testCredentials.webhookSecret)).toEqual({
      valid: true,
    });
    expect(
      verifyAcmeSignature(delivery!.body + ' ', delivery!.headers['acme-signature'], testCredentials.webhookSecret),
    ).toMatchObject({ valid: false });
  });

  test('are retried on 500 until the receiver accepts, with the same eventId', async () => {
    const key = newKey();
    receiverPlan = [500, 503];
    await paidTransaction(key);
    await sandbox.simulator.notifications.flush();
    expect(received).toHaveLength(3);
    const ids = received.map((r) => JSON.parse(r.body).eventId);
    expect(new Set(ids).size).toBe(1);
    expect(received[2]!.at - received[0]!.at).toBeGreaterThanOrEqual(80);
    const [log] = sandbox.simulator.notifications.list(key);
    expect(log.status).toBe('delivered');
    expect(log.attempts.map((a: any) => a.status)).toEqual([500, 503, 200]);
    receiverPlan = [500, 500, 500, 500];
    await paidTransaction(key);
    await sandbox.simulator.notifications.flush();
    expect(sandbox.simulator.notifications.list(key)[1].status).toBe('failed');
  });

  test('trigger sends an event by hand, through the dev endpoint', async () => {
    const key = newKey();
    await api('POST', '/v1/points-of-sale', {
      key,
      body: { name: 'x', websiteUrl: 'https://x.example', defaultCurrency: 'EUR' },
    });
    const res = await fetch(`${base}/_sandbox/trigger`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'transaction.refunded' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deliveries).toHaveLength(1);
    const list = await (await fetch(`${base}/_sandbox/notifications`, { headers: { Authorization: `Bearer ${key}` } })).json();
    expect(list.data.map((d: any) => d.type)).toEqual(['transaction.captured', 'transaction.refunded']);
  });
});

test.describe('sandbox: CLI', () => {
  test('a taken port gives one clear line and exit code 1', () => {
    const port = Number(new URL(base).port);
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
    const file = path.join(workDir, 'broken.yaml');
    writeFileSync(file, 'openapi: 3.1.0\npaths:\n  /x: [\n');
    expect(() => loadSpec(file)).toThrow(/broken\.yaml is not valid YAML at line \d+/);
  });
});
