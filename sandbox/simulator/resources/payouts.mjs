/**
 * Payouts to a stored card: synchronous or asynchronous (completed after `payoutDelayMs`), within
 * a daily limit per point of sale; the "Payouts fail" test card makes them fail.
 */
import { next as step } from '../../../config/stateModel.cjs';
import { notify, track } from '../delivery.mjs';
import { addOperation, getSubscriptionOr404, newTransaction } from '../objects.mjs';
import { ApiError, clone, view } from '../util.mjs';

/** The "Payouts fail" test card: payouts to a subscription that stored it fail. @param {any} acc @param {any} body */
export function payoutFailure(acc, body) {
  return acc.subscriptions[body.subscriptionId]?._behaviour === 'payout_fails' ? 'card_declined' : undefined;
}

/** @param {import('../context.mjs').Context} ctx @param {string} apiKey @param {any} acc @param {any} body */
export function startPayout(ctx, apiKey, acc, body) {
  const sub = getSubscriptionOr404(acc, body.subscriptionId);
  if (sub.status !== 'active')
    throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is disabled and cannot receive payouts.`);
  const pos = acc.pointsOfSale[sub.pointOfSaleId];
  const limit = 1_000_000;
  const today = ctx.nowIso().slice(0, 10);
  const used = Object.values(acc.transactions)
    .filter(
      (t) =>
        t.type === 'payout' &&
        t.pointOfSaleId === sub.pointOfSaleId &&
        t.createdAt.slice(0, 10) === today &&
        t.status !== 'failed',
    )
    .reduce((sum, t) => sum + t.amount, 0);
  if (used + body.amount > limit) {
    throw new ApiError(
      422,
      'payout_limit_exceeded',
      `This payout would exceed the daily payout limit of ${limit} minor units for the point of sale.`,
      [{ field: 'amount', issue: `at most ${Math.max(0, limit - used)} left of today's payout limit` }],
    );
  }
  const tx = newTransaction(ctx, acc, {
    type: 'payout',
    pointOfSaleId: pos?.id ?? sub.pointOfSaleId,
    orderId: body.orderId,
    description: body.description,
    amount: body.amount,
    currency: body.currency,
    captureMode: 'automatic',
    initiator: 'merchant',
    paymentMethod: clone(sub.paymentMethod),
    scaStatus: 'not_required',
    subscriptionId: sub.id,
    metadata: body.metadata,
    _notificationUrl: body.notificationUrl, // else the point of sale's, never the storing session's
  });
  const op = addOperation(ctx, acc, tx, { type: 'payout', amount: body.amount, status: 'pending' });
  return { tx, op };
}

/** @param {import('../context.mjs').Context} ctx @param {string} apiKey @param {any} acc @param {any} tx @param {any} op @param {string} [failureCode] */
export function completePayout(ctx, apiKey, acc, tx, op, failureCode) {
  op.completedAt = ctx.nowIso();
  const done = step('payout', tx.status, failureCode ? 'payout_failed' : 'payout_sent');
  if (failureCode) {
    op.status = 'failed';
    op.failureCode = failureCode;
    op.failureMessage = 'The issuer does not accept payouts to this card.';
    tx.status = done.to;
    tx.failureCode = failureCode;
    tx.failureMessage = op.failureMessage;
  } else {
    op.status = 'succeeded';
    tx.status = done.to;
    tx.authorizedAmount = tx.amount;
    tx.capturedAmount = tx.amount;
  }
  tx.updatedAt = op.completedAt;
  notify(ctx, apiKey, /** @type {string} */ (done.notification), { operation: view(op), transaction: view(tx) }, tx);
}

/** @type {Record<string, import('../request.mjs').Rule>} */
export const payoutRules = {
  payoutAsynchronous({ ctx, apiKey, acc, body }) {
    const { tx, op } = startPayout(ctx, apiKey, acc, body);
    const gen = ctx.generation;
    track(
      ctx,
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          ctx.timers.delete(timer);
          if (gen === ctx.generation) completePayout(ctx, apiKey, acc, tx, op, payoutFailure(acc, body));
          resolve(undefined);
        }, ctx.payoutDelayMs);
        ctx.timers.add(timer);
      }),
    );
    return { status: 202, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
  },

  payoutSynchronous({ ctx, apiKey, acc, body }) {
    const { tx, op } = startPayout(ctx, apiKey, acc, body);
    completePayout(ctx, apiKey, acc, tx, op, payoutFailure(acc, body));
    return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
  },
};
