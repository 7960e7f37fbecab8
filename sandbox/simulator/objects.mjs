/**
 * The objects of an account and the steps every resource shares: lookups that answer 404s, list
 * pages, new sessions and transactions, authorisation and decline (statuses and notification
 * types from config/stateModel.cjs `next`), and the subscription a stored card creates.
 */
import { cardBrand, digitsOf } from '../cards.mjs';
import { next as step } from '../../config/stateModel.cjs';
import { notify } from './delivery.mjs';
import { ApiError, clone, iso, newId, view } from './util.mjs';

/** @param {import('./context.mjs').Context} ctx @param {any} acc @param {any} tx @param {any} fields */
export function addOperation(ctx, acc, tx, fields) {
  const op = { id: newId('op_'), currency: tx.currency, createdAt: ctx.nowIso(), ...fields };
  if (op.status !== 'pending' && !op.completedAt) op.completedAt = op.createdAt;
  (acc.operations[tx.id] ??= []).push(op);
  tx.updatedAt = ctx.nowIso();
  return op;
}

/** @param {any} acc @param {string} id */
export function getTransactionOr404(acc, id) {
  const tx = acc.transactions[id];
  if (!tx) throw new ApiError(404, 'resource_not_found', `No transaction with ID ${id} exists in the sandbox.`);
  return tx;
}
/** @param {any} acc @param {string} id */
export function getSubscriptionOr404(acc, id) {
  const sub = acc.subscriptions[id];
  if (!sub) throw new ApiError(404, 'resource_not_found', `No subscription with ID ${id} exists in the sandbox.`);
  return sub;
}
/** @param {any} acc @param {string} id @param {string} [field] */
export function getPointOfSaleOr404(acc, id, field) {
  const pos = acc.pointsOfSale[id];
  if (!pos) {
    const live = /^pos_live_/.test(id) ? ' Live points of sale cannot be used with a test key.' : '';
    throw new ApiError(
      404,
      'resource_not_found',
      `No point of sale with ID ${id} exists in the sandbox.${live}`,
      field ? [{ field, issue: 'does not exist in this account and environment' }] : undefined,
    );
  }
  return pos;
}
/** @param {any} pos @param {string} currency */
export function checkPaymentAllowed(pos, currency) {
  if (pos.status !== 'active')
    throw new ApiError(422, 'point_of_sale_inactive', `The point of sale ${pos.id} is not active and cannot take payments.`);
  if (!pos.supportedCurrencies.includes(currency)) {
    throw new ApiError(422, 'currency_not_supported', `The point of sale ${pos.id} does not accept ${currency}.`, [
      { field: 'currency', issue: `not one of the supported currencies: ${pos.supportedCurrencies.join(', ')}` },
    ]);
  }
}

/** @param {import('./context.mjs').Context} ctx @param {any} acc @param {any} session */
export function refreshSession(ctx, acc, session) {
  if (session.status === 'open' && ctx.now().getTime() >= Date.parse(session.expiresAt)) {
    session.status = step('session', session.status, 'expired').to;
    const link = session.paymentLinkId ? acc.paymentLinks[session.paymentLinkId] : undefined;
    if (link) link.status = step('paymentLink', link.status, 'expired').to;
  }
  return session;
}

/** @param {any} acc @param {any} sub */
export function subscriptionView(acc, sub) {
  return view(sub);
}

/** A page of a list, newest first. @param {any[]} items @param {Record<string,string>} query @param {string} noun */
export function page(items, query, noun) {
  const sorted = [...items].sort((a, b) => b._seq - a._seq);
  const limit = query.limit === undefined ? 20 : Number(query.limit);
  let start = 0;
  if (query.startingAfter !== undefined) {
    const index = sorted.findIndex((item) => item.id === query.startingAfter);
    if (index < 0) {
      throw new ApiError(422, 'parameter_invalid', `The query parameter startingAfter is not the ID of a ${noun} in this list.`, [
        { field: 'startingAfter', issue: `is not the ID of a ${noun} in this list` },
      ]);
    }
    start = index + 1;
  }
  const data = sorted.slice(start, start + limit);
  const hasMore = start + limit < sorted.length;
  return { data, hasMore, ...(hasMore && data.length ? { nextCursor: data[data.length - 1].id } : {}) };
}

/** @param {string} number @param {string} expiry */
export function paymentMethodFor(number, expiry) {
  const [mm, yy] = expiry.split('/');
  return {
    type: 'card',
    brand: cardBrand(number),
    last4: digitsOf(number).slice(-4),
    expiryMonth: Number(mm),
    expiryYear: 2000 + Number(yy),
    funding: 'credit',
    issuerCountry: 'DK',
  };
}

/** Creates a subscription from a completed session. @param {import('./context.mjs').Context} ctx @param {string} apiKey @param {any} acc @param {any} session @param {any} tx */
export function createSubscription(ctx, apiKey, acc, session, tx) {
  const created = step('subscription', null, 'created');
  const sub = {
    id: newId('sub_'),
    status: created.to,
    pointOfSaleId: session.pointOfSaleId,
    ...(session.description ? { description: session.description } : {}),
    ...(session._customer ? { customer: clone(session._customer) } : {}),
    paymentMethod: clone(tx.paymentMethod),
    _behaviour: tx._behaviour,
    initialTransactionId: tx.id,
    sessionId: session.id,
    createdAt: ctx.nowIso(),
    updatedAt: ctx.nowIso(),
    _seq: acc.seq++,
    // No _notificationUrl: subscription.* events go to the point of sale's (delivery.mjs notify).
  };
  acc.subscriptions[sub.id] = sub;
  session.subscriptionId = sub.id;
  notify(ctx, apiKey, /** @type {string} */ (created.notification), { subscription: view(sub) }, sub);
  return sub;
}
/** @param {import('./context.mjs').Context} ctx @param {any} acc @param {any} pos @param {any} body @param {string} integration @param {Date} expiresAt */
export function newSession(ctx, acc, pos, body, integration, expiresAt) {
  const apiKey = Object.keys(ctx.state.accounts).find((k) => ctx.state.accounts[k] === acc);
  const session = {
    id: newId('ses_'),
    status: step('session', null, 'created').to,
    integration,
    pointOfSaleId: pos.id,
    amount: body.amount,
    currency: body.currency,
    orderId: body.orderId,
    ...(body.description !== undefined ? { description: body.description } : {}),
    captureMode: body.captureMode ?? 'automatic',
    storePaymentMethod: body.storePaymentMethod ?? false,
    ...(integration === 'age_verification' && body.ageVerification
      ? { ageVerification: { minimumAge: body.ageVerification.minimumAge, result: 'pending' } }
      : {}),
    createdAt: ctx.nowIso(),
    expiresAt: iso(expiresAt),
    ...(body.metadata && Object.keys(body.metadata).length ? { metadata: { ...body.metadata } } : {}),
    _seq: acc.seq++,
    _apiKey: apiKey,
    _hosted: body.hostedConfiguration ? clone(body.hostedConfiguration) : undefined,
    _customer: body.customer ? clone(body.customer) : undefined,
    _notificationUrl: body.notificationUrl,
  };
  acc.sessions[session.id] = session;
  ctx.state.sessionIndex[session.id] = /** @type {string} */ (apiKey);
  return session;
}

/** @param {import('./context.mjs').Context} ctx @param {any} acc @param {any} fields */
export function newTransaction(ctx, acc, fields) {
  const created = ctx.nowIso();
  const tx = {
    id: newId(fields.type === 'payout' ? 'po_' : 'trx_'),
    type: 'payment',
    status: step(fields.type === 'payout' ? 'payout' : 'transaction', null, 'attempt').to,
    authorizedAmount: 0,
    capturedAmount: 0,
    refundedAmount: 0,
    ...fields,
    createdAt: created,
    updatedAt: created,
    _seq: acc.seq++,
  };
  for (const key of Object.keys(tx)) if (/** @type {any} */ (tx)[key] === undefined) delete (/** @type {any} */ (tx)[key]);
  acc.transactions[tx.id] = tx;
  acc.operations[tx.id] = [];
  return tx;
}

/** @param {any} acc @param {any} tx */
export const lastOp = (acc, tx) => acc.operations[tx.id][acc.operations[tx.id].length - 1];

/** Declines a pending attempt; answers the notification type to send. @param {import('./context.mjs').Context} ctx @param {any} acc @param {any} tx @param {string} code @param {string} message */
export function decline(ctx, acc, tx, code, message) {
  const declined = step('transaction', tx.status, 'decline');
  tx.status = declined.to;
  tx.failureCode = code;
  tx.failureMessage = message;
  addOperation(ctx, acc, tx, {
    type: 'authorize',
    amount: tx.amount,
    status: 'failed',
    failureCode: code,
    failureMessage: message,
  });
  return /** @type {string} */ (declined.notification);
}

/** Authorizes (and captures, automatic mode) a transaction; sends the notification. @param {import('./context.mjs').Context} ctx @param {string} apiKey @param {any} acc @param {any} tx */
export function authorize(ctx, apiKey, acc, tx) {
  const approved = step('transaction', tx.status, tx.captureMode === 'automatic' ? 'authorize_automatic' : 'authorize_manual');
  tx.authorizedAmount = tx.amount;
  tx.status = approved.to;
  const auth = addOperation(ctx, acc, tx, { type: 'authorize', amount: tx.amount, status: 'succeeded' });
  const notification = /** @type {string} */ (approved.notification);
  if (tx.captureMode === 'automatic') {
    tx.capturedAmount = tx.amount;
    tx._released = true;
    const cap = addOperation(ctx, acc, tx, { type: 'capture', amount: tx.amount, status: 'succeeded' });
    notify(ctx, apiKey, notification, { transaction: view(tx), operation: view(cap) }, tx);
  } else {
    notify(ctx, apiKey, notification, { transaction: view(tx), operation: view(auth) }, tx);
  }
  return auth;
}
