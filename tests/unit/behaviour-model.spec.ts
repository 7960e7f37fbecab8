/**
 * The behaviour model (config/stateModel.cjs) against the simulator and the pages that tell a
 * merchant's system what to do on a notification. Drives the simulator in process through the
 * sequences that matter (decline then approve on one session, cancel then reuse, pending with no
 * notification, partial capture then void, refund after capture, expiry, ...), checks each step
 * against the model's prediction, and replays the notifications through the status-mapping table
 * of each plugin page, parsed from its MDX (plugin-status-mapping.ts): no order is given up while
 * its session can still be paid, none ends cancelled or failed with money taken, and no table maps
 * a status that no notification carries.
 */
import { test, expect } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testCredentials } from '../../config/brand';
import {
  cancelAtExpiry,
  next,
  notifiedPaymentStatuses,
  transitions,
  type ObjectKind,
  type Transition,
} from '../../config/stateModel';
import { checkPlugins, mappingOf, pluginPages } from './plugin-status-mapping';

const root = path.resolve(__dirname, '../..');
const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);

const CARD = {
  approved: '4900000000000003',
  declined: '4900000000002009',
  challengeFailed: '5100000000001006',
  pending: '4900000000005002',
  payoutFails: '5100000000005007',
};
const HOOK = 'https://shop.example/hooks/acme';
/** The notificationUrl of the point of sale the stored-card sequences use (subscription.* go there). */
const POS_HOOK = 'https://shop.example/hooks/acme-pos';
const MINUTE = 60_000;

type Sent = { type: string; status?: string; sessionId?: string; eventId?: string; url?: string };
let sim: any;
let clock = Date.parse('2026-03-02T10:00:00Z');
let sent: Sent[] = [];
let keyCount = 0;
const apiKey = `sk_test_behaviourModel${Date.now()}`;

test.describe.configure({ mode: 'serial' });

/** A simulator in process with the test's clock and a deliver that records each notification. */
async function makeSimulator(extra: Record<string, unknown> = {}) {
  const { loadSpec } = await importModule('sandbox/node-host.mjs');
  const { createValidators } = await importModule('sandbox/validate.mjs');
  const { compileSchemaSet } = await importModule('sandbox/validate-runtime.mjs');
  const { createSimulator } = await importModule('sandbox/simulator.mjs');
  const spec = loadSpec();
  return createSimulator({
    ...extra,
    spec,
    validators: createValidators(spec, compileSchemaSet(spec)),
    now: () => new Date(clock),
    strictResponses: true,
    retryDelaysMs: [],
    payoutDelayMs: 0,
    deliver: async (url: string, { body }: { body: string }) => {
      const event = JSON.parse(body);
      const tx = event.data.transaction;
      sent.push({
        url,
        type: event.type,
        status: tx?.status,
        sessionId: tx?.sessionId ?? event.data.session?.id,
        eventId: event.eventId,
      });
      return 200;
    },
  });
}

test.beforeAll(async () => {
  sim = await makeSimulator();
});

test.afterAll(() => sim?.close());

async function api(
  operationId: string,
  body?: unknown,
  pathParams: Record<string, string> = {},
  idem?: string,
  query: Record<string, string> = {},
) {
  keyCount += 1;
  const res = await sim.handle({
    operationId,
    pathParams,
    query,
    headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': idem ?? `behaviour-${keyCount}` },
    rawBody: body === undefined ? undefined : JSON.stringify(body),
  });
  return res as { status: number; body: any };
}

function sessionBody(extra: Record<string, unknown> = {}) {
  return {
    pointOfSaleId: testCredentials.pointOfSaleId,
    amount: 12500,
    currency: 'EUR',
    orderId: `order-${keyCount + 70000}`,
    hostedConfiguration: { returnUrl: 'https://shop.example/return', cancelUrl: 'https://shop.example/cancel' },
    notificationUrl: HOOK,
    ...extra,
  };
}

/** Pays on the checkout page with a test card (the expiry and CVC any test card takes). */
const pay = (sessionId: string, cardNumber: string, extra: Record<string, string> = {}) =>
  sim.checkout.pay(sessionId, { cardNumber, expiry: '12/35', cvc: '123', ...extra });

/** What the model predicts, step by step, for one object path. */
class Prediction {
  states: Partial<Record<ObjectKind, string | null>> = {};
  notifications: Sent[] = [];
  used: Transition[] = [];
  step(object: ObjectKind, event: string) {
    const row = next(object, this.states[object] ?? null, event);
    this.states[object] = row.to;
    this.used.push(row);
    if (row.notification)
      this.notifications.push({
        type: row.notification,
        ...(object === 'transaction' || object === 'payout' ? { status: row.to } : {}),
      });
    return row;
  }
  /** A card payment that the customer completes on the page, captured at once or held. */
  paid(capture: 'automatic' | 'manual') {
    this.step('transaction', 'attempt');
    this.step('transaction', `authorize_${capture}`);
    this.step('session', 'customer_paid');
  }
  /** A card declined on the page: the session stays open for another card. */
  declined() {
    this.step('transaction', 'attempt');
    this.step('transaction', 'decline');
    this.step('session', 'customer_declined');
  }
}

const covered = new Set<Transition>();

/** For checkPlugins: after none of these notifications could the session still be paid. */
const neverPayable = (notes: Sent[]) => notes.map(() => false);

/** Calls an operation on a transaction, expects its status, and takes the model's step for it. */
async function act(p: Prediction, operationId: string, transactionId: string, body: unknown, status: number, event: string) {
  expect((await api(operationId, body, { transactionId })).status, operationId).toBe(status);
  p.step('transaction', event);
}

/** Creates a checkout session, the model's first step; returns its id. */
async function openSession(p: Prediction, extra: Record<string, unknown> = {}) {
  const id = (await api('initializePaymentSession', sessionBody(extra))).body.sessionId;
  p.step('session', 'created');
  return id;
}

/** Runs the checks shared by every sequence; answers the notifications for the plugin replay. */
async function observe(p: Prediction, sessionId: string | undefined, transactionId?: string) {
  await sim.notifications.flush();
  p.used.forEach((row) => covered.add(row));
  // Deliveries run concurrently (each signs its body first), so under load they can reach the shop
  // in another order than the events happened; compare in the order the simulator created them.
  const created = new Map<string, number>(
    sim.notifications.list().map((delivery: { eventId: string }, index: number) => [delivery.eventId, index]),
  );
  const rank = (item: Sent) => created.get(item.eventId ?? '') ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...sent].sort((a, b) => rank(a) - rank(b));
  const got = ordered.map(({ type, status }) => (status === undefined ? { type } : { type, status }));
  expect(got, 'the notifications the simulator sent').toEqual(p.notifications);
  if (sessionId && p.states.session) expect(sim.checkout.session(sessionId).status).toBe(p.states.session);
  if (transactionId && p.states.transaction) {
    const tx = await api('getTransaction', undefined, { transactionId });
    expect(tx.body.transaction.status).toBe(p.states.transaction);
  }
  sent = [];
  return ordered;
}

// ------------------------------------------------------------------ the sequences

test.beforeEach(() => {
  sent = [];
});

test('decline then approve on one session: the session stays open, the order is paid', async () => {
  const p = new Prediction();
  const id = await openSession(p);
  const first = await pay(id, CARD.declined);
  expect(first.outcome).toBe('declined');
  p.declined();
  const afterDecline = await observe(p, id, first.transactionId);
  expect(sim.checkout.session(id).status, 'open for another card').toBe('open');

  const p2 = new Prediction();
  p2.states.session = p.states.session;
  const second = await pay(id, CARD.approved);
  expect(second.outcome).toBe('approved');
  p2.paid('automatic');
  const afterApprove = await observe(p2, id, second.transactionId);
  checkPlugins([...afterDecline, ...afterApprove], [true, false], true);
});

test('a failed 3-D Secure challenge is a decline too: the session stays open', async () => {
  const p = new Prediction();
  const id = await openSession(p);
  const res = await pay(id, CARD.challengeFailed, { challengeCode: '1' });
  expect(res.errorCode).toBe('authentication_required');
  p.declined();
  const notes = await observe(p, id, res.transactionId);
  checkPlugins(notes, [true], false);
});

test('pre-authorisation webhook: a decline by the merchant leaves the session open; no answer applies the fallback', async () => {
  // The merchant's server: declines the first attempt, approves the second, then stops answering.
  const answers = ['decline', 'approve'];
  const asked: { signature: unknown; body: any }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push({ signature: req.headers['acme-signature'], body: JSON.parse(body) });
      const decision = answers.shift();
      if (!decision) return; // never answers: the timeout applies the fallback
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ decision }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pre-authorization`;
  const shop = await makeSimulator({ preAuthorization: { url, fallback: 'decline', timeoutMs: 2000 } });
  const main = sim;
  sim = shop;
  try {
    const p = new Prediction();
    const id = await openSession(p, { integration: 'hosted_fields' });
    const declined = await pay(id, CARD.approved);
    expect(declined).toMatchObject({ outcome: 'declined', errorCode: 'declined_by_merchant' });
    expect(asked, 'the merchant was asked once').toHaveLength(1);
    expect(asked[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(asked[0]?.body).toMatchObject({ session: { id, status: 'open' }, paymentMethod: { last4: '0003' } });
    p.declined();
    const first = await observe(p, id, declined.transactionId);
    const approved = await pay(id, CARD.approved);
    expect(approved.outcome).toBe('approved');
    const p2 = new Prediction();
    p2.states.session = 'open';
    p2.paid('automatic');
    const second = await observe(p2, id, approved.transactionId);
    checkPlugins([...first, ...second], [true, false], true);
    // No answer within the timeout: the fallback (decline here) applies.
    const other = (await api('initializePaymentSession', sessionBody({ integration: 'hosted_fields' }))).body.sessionId;
    const timedOut = await pay(other, CARD.approved);
    expect(timedOut.errorCode).toBe('declined_by_merchant');
    expect(sim.checkout.session(other).status).toBe('open');
    // Payment Window sessions are not asked.
    const before = asked.length;
    const windowSession = (await api('initializePaymentSession', sessionBody())).body.sessionId;
    expect((await pay(windowSession, CARD.approved)).outcome).toBe('approved');
    expect(asked.length).toBe(before);
    await sim.notifications.flush();
    sent = [];
  } finally {
    sim = main;
    shop.close();
    server.closeAllConnections();
    server.close();
  }
});

test('cancel then reuse: the old session and key are spent, a new session with a new key is paid', async () => {
  const p = new Prediction();
  const body = sessionBody();
  const created = await api('initializePaymentSession', body, {}, 'behaviour-cancel-1');
  p.step('session', 'created');
  const id = created.body.sessionId;
  expect((await sim.checkout.cancel(id)).outcome).toBe('cancelled');
  p.step('session', 'customer_cancelled');
  await observe(p, id);
  expect((await pay(id, CARD.approved)).outcome).toBe('unavailable');
  // The same key replays the first answer: the stale session, which cannot be paid.
  const replayed = await api('initializePaymentSession', body, {}, 'behaviour-cancel-1');
  expect(replayed.body.sessionId).toBe(id);
  expect(sim.checkout.session(id).status).toBe('cancelled');
  // What the model says to do: a new session with a new key.
  const fresh = new Prediction();
  const again = await api('initializePaymentSession', body, {}, 'behaviour-cancel-2');
  fresh.step('session', 'created');
  expect(again.body.sessionId).not.toBe(id);
  const paid = await pay(again.body.sessionId, CARD.approved);
  fresh.paid('automatic');
  const notes = await observe(fresh, again.body.sessionId, paid.transactionId);
  checkPlugins(notes, [false], true);
});

test('pending with no notification: the session completes, nothing is sent, it never expires', async () => {
  const p = new Prediction();
  const id = await openSession(p);
  const res = await pay(id, CARD.pending);
  expect(res.outcome).toBe('pending');
  p.step('transaction', 'attempt');
  p.step('transaction', 'issuer_silent');
  p.step('session', 'customer_pending');
  clock += 24 * 60 * MINUTE;
  const notes = await observe(p, id, res.transactionId);
  expect(notes).toEqual([]);
  checkPlugins(notes, [], false);
});

/** A session with manual capture, paid with the approved card: the start of the capture sequences. */
async function payManualSession(p: Prediction) {
  const id = await openSession(p, { captureMode: 'manual' });
  const paid = await pay(id, CARD.approved);
  p.paid('manual');
  return { id, paid };
}

test('partial capture then void: transaction.voided carries captured, and the order stays paid', async () => {
  const p = new Prediction();
  const { id, paid } = await payManualSession(p);
  const trx = paid.transactionId;
  await act(p, 'capturePayment', trx, { amount: 5000, finalCapture: false }, 200, 'capture_partial');
  await act(p, 'capturePayment', trx, { amount: 2500, finalCapture: false }, 200, 'capture_partial');
  await act(p, 'voidPayment', trx, undefined, 200, 'void');
  const notes = await observe(p, id, trx);
  expect(notes.at(-1)).toMatchObject({ type: 'transaction.voided', status: 'captured' });
  checkPlugins(notes, neverPayable(notes), true);
});

test('void before capture: the order is cancelled, nothing was taken', async () => {
  const p = new Prediction();
  const { id, paid } = await payManualSession(p);
  await act(p, 'voidPayment', paid.transactionId, undefined, 200, 'void');
  const notes = await observe(p, id, paid.transactionId);
  checkPlugins(notes, [false, false], false);
});

test('capture in full, then refunds: partially_refunded, then refunded', async () => {
  const p = new Prediction();
  const { id, paid } = await payManualSession(p);
  const trx = paid.transactionId;
  await act(p, 'capturePayment', trx, { amount: 5000, finalCapture: false }, 200, 'capture_partial');
  await act(p, 'capturePayment', trx, {}, 200, 'capture_final');
  for (const amount of [2000, 3000]) {
    await act(p, 'refundPayment', trx, { amount }, 201, 'refund_partial');
  }
  await act(p, 'refundPayment', trx, {}, 201, 'refund_full');
  const notes = await observe(p, id, trx);
  checkPlugins(notes, neverPayable(notes), false);
});

test('refund after automatic capture, in one go', async () => {
  const p = new Prediction();
  const id = await openSession(p);
  const paid = await pay(id, CARD.approved);
  p.paid('automatic');
  await act(p, 'refundPayment', paid.transactionId, {}, 201, 'refund_full');
  const notes = await observe(p, id, paid.transactionId);
  checkPlugins(notes, [false, false], false);
});

test('expiry: the session expires at expiresAt without a notification', async () => {
  const p = new Prediction();
  const created = await api('initializePaymentSession', sessionBody({ expiresInMinutes: 15 }));
  p.step('session', 'created');
  clock += 14 * MINUTE;
  expect(sim.checkout.session(created.body.sessionId).status).toBe('open');
  clock += 2 * MINUTE;
  p.step('session', 'expired');
  const notes = await observe(p, created.body.sessionId);
  expect(notes).toEqual([]);
  const res = await pay(created.body.sessionId, CARD.approved);
  expect(res.outcome).toBe('unavailable');
});

/** The statuses the merchant's expiry timer sees: GET /v1/transactions?sessionId=... */
async function statusesOf(sessionId: string): Promise<string[]> {
  const list = await api('listTransactions', undefined, {}, undefined, { sessionId });
  expect(list.status).toBe(200);
  return (list.body.data as { status: string }[]).map((t) => t.status);
}

test('the expiry rule: a session with money taken is never given up at expiresAt', async () => {
  // Manual capture, part captured (then part refunded) before expiresAt: the timer keeps the order.
  const id = (await api('initializePaymentSession', sessionBody({ captureMode: 'manual', expiresInMinutes: 30 }))).body.sessionId;
  const declined = await pay(id, CARD.declined);
  expect(declined.outcome).toBe('declined');
  expect(cancelAtExpiry(await statusesOf(id)), 'only a declined attempt: the order may be given up').toBe(true);
  const paid = await pay(id, CARD.approved);
  const trx = paid.transactionId;
  expect((await api('capturePayment', { amount: 5000, finalCapture: false }, { transactionId: trx })).status).toBe(200);
  // The model has no refund from partially_captured: the sandbox rejects it and changes nothing.
  const early = await api('refundPayment', { amount: 1000 }, { transactionId: trx });
  expect([early.status, early.body.code]).toEqual([422, 'transaction_not_refundable']);
  const unchanged = (await api('getTransaction', undefined, { transactionId: trx })).body.transaction;
  expect([unchanged.status, unchanged.refundedAmount]).toEqual(['partially_captured', 0]);
  clock += 31 * MINUTE;
  expect(await statusesOf(id)).toEqual(expect.arrayContaining(['declined', 'partially_captured']));
  expect(cancelAtExpiry(await statusesOf(id)), 'partially_captured at expiresAt').toBe(false);
  expect((await api('capturePayment', {}, { transactionId: trx })).status).toBe(200);
  expect((await api('refundPayment', { amount: 1000 }, { transactionId: trx })).status).toBe(201);
  expect(cancelAtExpiry(await statusesOf(id)), 'partially_refunded at expiresAt').toBe(false);
  expect((await api('refundPayment', {}, { transactionId: trx })).status).toBe(201);
  expect(cancelAtExpiry(await statusesOf(id)), 'refunded at expiresAt').toBe(false);
  // A session nobody paid in: the rule gives the order up.
  const unpaid = (await api('initializePaymentSession', sessionBody({ expiresInMinutes: 5 }))).body.sessionId;
  clock += 6 * MINUTE;
  expect(cancelAtExpiry(await statusesOf(unpaid))).toBe(true);
  // Every status but declined and failed keeps the order.
  for (const status of notifiedPaymentStatuses.concat('pending'))
    expect(cancelAtExpiry([status]), status).toBe(status === 'declined' || status === 'failed');
  await sim.notifications.flush();
  sent = [];
});

test('a payment link: leaving its page keeps it payable; paid once; expires unpaid', async () => {
  const p = new Prediction();
  const invoice = { pointOfSaleId: testCredentials.pointOfSaleId, amount: 4000, currency: 'EUR' };
  const link = await api('createPaymentLink', { ...invoice, orderId: 'invoice-2291', notificationUrl: HOOK });
  expect(link.status).toBe(201);
  p.step('paymentLink', 'created');
  p.step('session', 'created');
  const { sessionId } = sim.checkout.paymentLink(link.body.paymentLinkId);
  expect((await sim.checkout.cancel(sessionId)).outcome).toBe('left');
  p.step('paymentLink', 'customer_left');
  expect(sim.checkout.paymentLink(link.body.paymentLinkId).status).toBe('open');
  const paid = await pay(sessionId, CARD.approved);
  p.paid('automatic');
  p.step('paymentLink', 'customer_paid');
  await observe(p, sessionId, paid.transactionId);

  const unpaid = new Prediction();
  const expiresAt = new Date(clock + 60 * MINUTE).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const other = await api('createPaymentLink', { ...invoice, orderId: 'invoice-2292', expiresAt });
  unpaid.step('paymentLink', 'created');
  unpaid.step('session', 'created');
  clock += 61 * MINUTE;
  expect(sim.checkout.paymentLink(other.body.paymentLinkId).status).toBe('expired');
  unpaid.step('session', 'expired');
  unpaid.step('paymentLink', 'expired');
  await observe(unpaid, sim.checkout.paymentLink(other.body.paymentLinkId).sessionId);
});

test('age verification: verified then paid; rejected cancels the session', async () => {
  for (const [birthDate, verdict] of [
    ['1990-01-01', 'age_verified'],
    ['2020-01-01', 'age_rejected'],
  ] as const) {
    const p = new Prediction();
    const id = await openSession(p, { integration: 'age_verification', ageVerification: { minimumAge: 18 } });
    const res = await pay(id, CARD.approved, { birthDate });
    p.step('session', verdict);
    if (verdict === 'age_verified') p.paid('automatic');
    await observe(p, id, res.transactionId);
  }
});

let storingPointOfSaleId: string | undefined;
/** A point of sale of the test's account with notificationUrl POS_HOOK, created once. */
async function storingPointOfSale() {
  if (!storingPointOfSaleId) {
    const body = { name: 'Ledgerly', websiteUrl: 'https://shop.example', defaultCurrency: 'EUR', notificationUrl: POS_HOOK };
    const res = await api('createPointOfSale', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    storingPointOfSaleId = res.body.id as string;
  }
  return storingPointOfSaleId;
}

/** Where each notification went, as `type -> url`. */
const routes = (notes: Sent[]) => notes.map(({ type, url }) => `${type} -> ${url}`);

test('a stored card: subscription created, updated, charged by the merchant, payouts, disabled', async () => {
  const p = new Prediction();
  const id = await openSession(p, { storePaymentMethod: true, pointOfSaleId: await storingPointOfSale() });
  const paid = await pay(id, CARD.payoutFails);
  p.paid('automatic');
  p.step('subscription', 'created');
  // The payment is the session's (its URL); the subscription outlives it (the point of sale's).
  expect(routes(await observe(p, id, paid.transactionId))).toEqual([
    `transaction.captured -> ${HOOK}`,
    `subscription.created -> ${POS_HOOK}`,
  ]);
  const subscriptionId = sim.checkout.session(id).subscriptionId;

  const later = new Prediction();
  later.states.subscription = 'active';
  expect((await api('updateSubscription', { reference: 'customer-88' }, { subscriptionId })).status).toBe(200);
  later.step('subscription', 'updated');
  const charge = await api(
    'mitAuthorization',
    { amount: 900, currency: 'EUR', orderId: 'renewal-1', reason: 'recurring', captureMode: 'manual' },
    { subscriptionId },
  );
  expect(charge.status).toBe(201);
  later.step('transaction', 'attempt');
  later.step('transaction', 'authorize_manual');
  await act(later, 'capturePayment', charge.body.transaction.id, {}, 200, 'capture_final');
  const payout = await api('payoutSynchronous', { subscriptionId, amount: 500, currency: 'EUR', orderId: 'payout-1' });
  expect(payout.body.transactionStatus).toBe('failed');
  later.step('payout', 'attempt');
  later.step('payout', 'payout_failed');
  expect((await api('disableSubscription', {}, { subscriptionId })).status).toBe(200);
  later.step('subscription', 'disabled');
  // A charge or payout without its own notificationUrl does not inherit the storing session's.
  const sentLater = await observe(later, undefined, charge.body.transaction.id);
  expect(routes(sentLater)).toEqual(sentLater.map(({ type }) => `${type} -> ${POS_HOOK}`));
});

test('a payout that reaches the card', async () => {
  const p = new Prediction();
  const body = sessionBody({ storePaymentMethod: true, pointOfSaleId: await storingPointOfSale() });
  const id = (await api('initializePaymentSession', body)).body.sessionId;
  await pay(id, CARD.approved);
  await sim.notifications.flush();
  sent = [];
  const subscriptionId = sim.checkout.session(id).subscriptionId;
  const payout = await api('payoutSynchronous', { subscriptionId, amount: 500, currency: 'EUR', orderId: 'payout-2' });
  expect(payout.body.transactionStatus).toBe('captured');
  p.step('payout', 'attempt');
  p.step('payout', 'payout_sent');
  await observe(p, undefined);
});

test('the sequences take every step of the model, and the plugin tables map only notified statuses', async () => {
  const untaken = transitions
    .filter((t) => t.simulated !== false && !covered.has(t))
    .map((t) => `${t.object} ${t.from ?? '(new)'} --${t.event}-->`);
  expect(untaken, 'model rows no sequence above takes').toEqual([]);
  // Every notification type of payments.yaml is a step of the model, and the model sends no other.
  const { loadSpec } = await importModule('sandbox/node-host.mjs');
  const specTypes: string[] = loadSpec().components.schemas.NotificationWebhook.properties.type.enum;
  const modelTypes = [...new Set(transitions.map((t) => t.notification).filter((type): type is string => Boolean(type)))];
  expect(modelTypes.sort(), 'notification types of the model and of payments.yaml').toEqual([...specTypes].sort());
  for (const page of pluginPages) {
    const mapped = mappingOf(page).rows.flatMap((r) => r.statuses);
    const unnotified = mapped.filter((s) => !notifiedPaymentStatuses.includes(s));
    expect(unnotified, `${page} maps statuses no notification carries`).toEqual([]);
    const unmapped = notifiedPaymentStatuses.filter((s) => !mapped.includes(s));
    expect(unmapped, `${page} has no row for statuses notifications carry`).toEqual([]);
  }
});
