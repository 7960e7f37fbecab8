/**
 * The 17 operations of the simulated sandbox through real HTTP (harness: sandbox-harness.ts):
 * each resource's create, get, list and change, as a shop calls them.
 */
import { test, expect } from '@playwright/test';
import { testCredentials } from '../../config/brand';
import {
  sim,
  newKey,
  api,
  createSession,
  payOnPage,
  card,
  cardOf,
  paidTransaction,
  subscription,
  useSimulatedSandbox,
} from './sandbox-harness';

test.describe.configure({ mode: 'serial' });
useSimulatedSandbox();

test.describe('sandbox: the 17 operations: points of sale, sessions and transactions', () => {
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
    expect(session.checkoutUrl).toBe(`${sim.base}/checkout/${session.sessionId}`);
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
});

test.describe('sandbox: the 17 operations: subscriptions and payment links', () => {
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
      body: { subscriptionId: sub.id, amount: 2500, currency: 'EUR', orderId: 'prize-1', notificationUrl: sim.receiverUrl },
    });
    expect(async.status).toBe(202);
    expect(async.body).toMatchObject({ transactionStatus: 'pending', operation: { status: 'pending' } });
    await sim.sandbox.simulator.notifications.flush();
    const payout = await api('GET', `/v1/transactions/${async.body.transactionId}`, { key });
    expect(payout.body.transaction).toMatchObject({ type: 'payout', status: 'captured' });
    expect(sim.received.map((r) => JSON.parse(r.body).type)).toContain('payout.completed');
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
        notificationUrl: sim.receiverUrl,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`${sim.base}/l/${created.body.paymentLinkId}`);
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
