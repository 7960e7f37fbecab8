/**
 * The simulated sandbox's checkout page through real HTTP (harness: sandbox-harness.ts): the
 * card form and its outcomes (approval, 3-D Secure, declines, age verification), then what
 * follows: the return page's lookup, captures and voids, the special test cards and cancel.
 */
import { test, expect } from '@playwright/test';
import { testCards } from '../../config/testCards';
import {
  sim,
  newKey,
  api,
  createSession,
  payOnPage,
  card,
  cardOf,
  paidTransaction,
  useSimulatedSandbox,
} from './sandbox-harness';

test.describe.configure({ mode: 'serial' });
useSimulatedSandbox();

const returnUrl = (sessionId: string) => `https://shop.example/checkout/complete?order=10045&sessionId=${sessionId}`;

test.describe('sandbox: checkout, the payment page', () => {
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
      const state = sim.sandbox.simulator.checkout.session(session.sessionId);
      expect(state.status).toBe('completed');
      const tx = await api('GET', `/v1/transactions/${state.transactionId}`, { key });
      expect(tx.body.transaction).toMatchObject({
        status: 'captured',
        paymentMethod: { last4: c.number.replace(/\s/g, '').slice(-4) },
      });
    }
  });

  test('a hosted_fields session: its checkoutUrl says it is not a Payment Window and the form only stands in for the fields', async () => {
    // payments.yaml (checkoutUrl): a hosted_fields session is never paid in the Payment Window.
    const key = newKey();
    const fields = await createSession(key, {
      integration: 'hosted_fields',
      hostedConfiguration: {
        returnUrl: 'https://shop.example/checkout/complete?order=10045',
        allowedOrigins: ['https://shop.example'],
      },
    });
    const html = await (await fetch(fields.checkoutUrl)).text();
    expect(html).toContain('role="note"');
    expect(html).toMatch(
      /Hosted Fields session: it is paid in the card fields on the shop.{1,8}s own page, never in the Payment Window/,
    );
    const window = await (await fetch((await createSession(key)).checkoutUrl)).text();
    expect(window).toContain('name="cardNumber"');
    expect(window).not.toContain('Hosted Fields session');
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
      expect(sim.sandbox.simulator.checkout.session(session.sessionId).status).toBe('open');
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
    expect(sim.sandbox.simulator.checkout.session(adult.sessionId).ageVerification.result).toBe('verified');
    const young = await createSession(key, body);
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 17);
    const rejected = await payOnPage(
      young.sessionId,
      card(cardOf('Approved', 'Visa'), { birthDate: birth.toISOString().slice(0, 10) }),
    );
    expect(rejected.location).toBe(returnUrl(young.sessionId));
    expect(sim.sandbox.simulator.checkout.session(young.sessionId).ageVerification.result).toBe('rejected');
    expect((await api('GET', '/v1/transactions', { key })).body.data).toHaveLength(1);
    await sim.sandbox.simulator.notifications.flush();
    const events = sim.received.map((r) => JSON.parse(r.body));
    expect(
      events
        .filter((e) => e.type === 'age_verification.completed')
        .map((e) => e.data.session.ageVerification.result)
        .sort(),
    ).toEqual(['rejected', 'verified']);
  });
});

test.describe('sandbox: checkout, what follows the page', () => {
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
    sim.clockOffsetMs = 60_000;
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
    expect((await fetch(`${sim.base}/checkout/${session.sessionId}/cancel`, { redirect: 'manual' })).status).not.toBe(303);
    expect(sim.sandbox.simulator.checkout.session(session.sessionId).status).toBe('open');
    expect(await (await fetch(session.checkoutUrl)).text()).toContain(
      `<form method="post" action="/checkout/${session.sessionId}/cancel">`,
    );
    const res = await fetch(`${sim.base}/checkout/${session.sessionId}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `https://shop.example/checkout/cancelled?order=10045&sessionId=${session.sessionId}`,
    );
    expect(sim.sandbox.simulator.checkout.session(session.sessionId).status).toBe('cancelled');
    expect((await payOnPage(session.sessionId, card(cardOf('Approved', 'Visa')))).status).toBe(409);
  });
});
