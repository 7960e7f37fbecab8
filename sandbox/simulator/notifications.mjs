/**
 * The notifications API of the simulator: the delivery log, `trigger` (send an event by hand,
 * like `stripe trigger`) and `flush`. Which object an event is about comes from the state model
 * (config/stateModel.cjs: the rows that send it); how to make each event happen is one table.
 */
import { transitions } from '../../config/stateModel.cjs';
import { pay } from './checkout.mjs';
import { account } from './accounts.mjs';
import { notify } from './delivery.mjs';
import { lastOp } from './objects.mjs';
import { handle } from './request.mjs';
import { completePayout, startPayout } from './resources/payouts.mjs';
import { API_KEY, DEFAULT_POINT_OF_SALE_ID, clone, newId, view } from './util.mjs';

/** The test card of declined payments (docs: testing). */
const DECLINED_CARD = '4900000000002009';

/** Runs an operation as the simulator's own client (used by trigger). @param {import('./context.mjs').Context} ctx */
async function call(ctx, apiKey, operationId, body, pathParams = {}) {
  const res = await handle(ctx, {
    operationId,
    pathParams,
    headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': newId('trigger-') },
    rawBody: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400)
    throw new Error(`trigger: ${operationId} answered ${res.status} ${res.body?.code}: ${res.body?.message}`);
  return res.body;
}

/** @param {import('./context.mjs').Context} ctx @param {string} apiKey @param {{ captureMode?: string, storePaymentMethod?: boolean, integration?: string }} [extra] */
async function paidSession(ctx, apiKey, extra = {}, card = '4900000000000003') {
  const created = await call(ctx, apiKey, 'initializePaymentSession', {
    pointOfSaleId: DEFAULT_POINT_OF_SALE_ID,
    amount: 12500,
    currency: 'EUR',
    orderId: `trigger-${Date.now()}`,
    description: 'Triggered test event',
    ...extra,
    ...(extra.integration === 'age_verification' ? { ageVerification: { minimumAge: 18 } } : {}),
  });
  const result = await pay(ctx, created.sessionId, {
    cardNumber: card,
    expiry: '12/35',
    cvc: '123',
    challengeCode: '1',
    birthDate: '1990-01-01',
  });
  return { sessionId: created.sessionId, ...result };
}

/** Pays a session that stores the card; answers the subscription it creates. @param {import('./context.mjs').Context} ctx @param {string} apiKey */
async function storedCard(ctx, apiKey) {
  const paid = await paidSession(ctx, apiKey, { storePaymentMethod: true });
  return account(ctx, apiKey).sessions[paid.sessionId].subscriptionId;
}

const triggerPayout = { amount: 2500, currency: 'EUR', orderId: 'trigger-payout' };

/**
 * How `trigger` makes each event happen for real, so every object in it exists. An event type
 * not listed here gets a paid session that stores the card (subscription.created).
 * @type {Record<string, (ctx: import('./context.mjs').Context, apiKey: string) => Promise<unknown>>}
 */
const makeHappen = {
  'transaction.authorized': (ctx, apiKey) => paidSession(ctx, apiKey, { captureMode: 'manual' }),
  'transaction.captured': (ctx, apiKey) => paidSession(ctx, apiKey),
  'transaction.declined': (ctx, apiKey) => paidSession(ctx, apiKey, {}, DECLINED_CARD),
  'transaction.refunded': async (ctx, apiKey) => {
    const paid = await paidSession(ctx, apiKey);
    await call(ctx, apiKey, 'refundPayment', undefined, { transactionId: paid.transactionId });
  },
  'transaction.voided': async (ctx, apiKey) => {
    const paid = await paidSession(ctx, apiKey, { captureMode: 'manual' });
    await call(ctx, apiKey, 'voidPayment', undefined, { transactionId: paid.transactionId });
  },
  'age_verification.completed': (ctx, apiKey) => paidSession(ctx, apiKey, { integration: 'age_verification' }),
  'subscription.updated': async (ctx, apiKey) => {
    const subscriptionId = await storedCard(ctx, apiKey);
    await call(ctx, apiKey, 'updateSubscription', { reference: 'triggered' }, { subscriptionId });
  },
  'subscription.disabled': async (ctx, apiKey) => {
    const subscriptionId = await storedCard(ctx, apiKey);
    await call(ctx, apiKey, 'disableSubscription', {}, { subscriptionId });
  },
  'payout.completed': async (ctx, apiKey) => {
    const subscriptionId = await storedCard(ctx, apiKey);
    await call(ctx, apiKey, 'payoutSynchronous', { subscriptionId, ...triggerPayout });
  },
  'payout.failed': async (ctx, apiKey) => {
    const subscriptionId = await storedCard(ctx, apiKey);
    const acc = account(ctx, apiKey);
    const { tx, op } = startPayout(ctx, apiKey, acc, { subscriptionId, ...triggerPayout });
    completePayout(ctx, apiKey, acc, tx, op, 'card_declined');
  },
};

/**
 * The object an event is about, by the kind of object whose steps send it (config/stateModel.cjs),
 * else by its prefix, and the notification's data for it; any other type is about a session.
 * @type {Record<string, { noun: string, find: (acc: any, id: string) => any, data: (acc: any, obj: any) => Record<string, any> }>}
 */
const about = {
  transaction: {
    noun: 'transaction',
    find: (acc, id) => acc.transactions[id],
    data: (acc, tx) => ({ transaction: view(tx), operation: view(lastOp(acc, tx)) }),
  },
  payout: {
    noun: 'transaction',
    find: (acc, id) => acc.transactions[id],
    data: (acc, tx) => ({ operation: view(lastOp(acc, tx)), transaction: view(tx) }),
  },
  subscription: {
    noun: 'subscription',
    find: (acc, id) => acc.subscriptions[id],
    data: (acc, sub) => ({ subscription: view(sub) }),
  },
  session: {
    noun: 'session',
    find: (acc, id) => acc.sessions[id],
    data: (acc, session) => ({ session: view(session) }),
  },
};

/** @param {string} eventType */
const objectOf = (eventType) =>
  about[transitions.find((t) => t.notification === eventType)?.object ?? eventType.split('.')[0]] ?? about.session;

/** @param {import('./context.mjs').Context} ctx */
export function createNotifications(ctx) {
  return {
    /** Deliveries, oldest first, with their attempts. @param {string} [apiKey] */
    list(apiKey) {
      return ctx.state.deliveries.filter((d) => !apiKey || d.apiKey === apiKey).map((d) => clone(d));
    },
    /**
     * Sends a notification by hand, like `stripe trigger`: without objectId it makes the event
     * happen for real (creates and pays a session, captures, refunds...), so every object in it
     * exists; with objectId it sends the event again for that transaction, subscription or session.
     * @param {string} apiKey @param {string} eventType @param {string} [objectId]
     */
    async trigger(apiKey, eventType, objectId) {
      if (!API_KEY.test(apiKey ?? '')) throw new Error('trigger: pass a sandbox API key (sk_test_...)');
      const types = ctx.spec.components?.schemas?.NotificationWebhook?.properties?.type?.enum ?? [];
      if (!types.includes(eventType)) throw new Error(`trigger: unknown event type "${eventType}". Known: ${types.join(', ')}`);
      const acc = account(ctx, apiKey);
      const before = ctx.state.deliveries.length;
      if (objectId) {
        const kind = objectOf(eventType);
        const obj = kind.find(acc, objectId);
        if (!obj) throw new Error(`trigger: no ${kind.noun} ${objectId} for this key`);
        notify(ctx, apiKey, eventType, kind.data(acc, obj), obj);
      } else await (makeHappen[eventType] ?? storedCard)(ctx, apiKey);
      const sent = ctx.state.deliveries.slice(before).filter((d) => d.type === eventType);
      return { eventIds: sent.map((d) => d.eventId), deliveries: sent.map((d) => clone(d)) };
    },
    /** Resolves when every pending delivery, retry and payout is done. */
    async flush() {
      while (ctx.pending.size) await Promise.allSettled([...ctx.pending]);
    },
  };
}
