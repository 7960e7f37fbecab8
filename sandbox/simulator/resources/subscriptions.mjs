/**
 * Subscriptions (stored cards): list, get, update, disable, and merchant-initiated charges.
 */
import { next as step } from '../../../config/stateModel.cjs';
import { notify } from '../delivery.mjs';
import { authorize, decline, getSubscriptionOr404, lastOp, newTransaction, page, subscriptionView } from '../objects.mjs';
import { ApiError, clone, view } from '../util.mjs';

/** @type {Record<string, import('../request.mjs').Rule>} */
export const subscriptionRules = {
  listSubscriptions({ acc, query }) {
    let items = Object.values(acc.subscriptions);
    if (query.status) items = items.filter((s) => s.status === query.status);
    if (query.pointOfSaleId) items = items.filter((s) => s.pointOfSaleId === query.pointOfSaleId);
    const result = page(items, query, 'subscription');
    return { status: 200, body: { ...result, data: result.data.map((s) => subscriptionView(acc, s)) } };
  },

  getSubscription({ acc, pathParams }) {
    return { status: 200, body: { subscription: subscriptionView(acc, getSubscriptionOr404(acc, pathParams.subscriptionId)) } };
  },

  updateSubscription({ ctx, apiKey, acc, pathParams, body }) {
    const sub = getSubscriptionOr404(acc, pathParams.subscriptionId);
    if (sub.status === 'disabled')
      throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is disabled and can no longer be changed.`);
    if (body.reference !== undefined) sub.reference = body.reference;
    if (body.description !== undefined) sub.description = body.description;
    if (body.customer) sub.customer = { ...(sub.customer ?? {}), ...body.customer };
    if (body.metadata) {
      if (Object.keys(body.metadata).length) sub.metadata = { ...body.metadata };
      else delete sub.metadata;
    }
    sub.updatedAt = ctx.nowIso();
    const updated = step('subscription', sub.status, 'updated');
    sub.status = updated.to;
    notify(ctx, apiKey, /** @type {string} */ (updated.notification), { subscription: view(sub) }, sub);
    return { status: 200, body: { subscription: subscriptionView(acc, sub) } };
  },

  disableSubscription({ ctx, apiKey, acc, pathParams, body = {} }) {
    const sub = getSubscriptionOr404(acc, pathParams.subscriptionId);
    if (sub.status === 'disabled')
      throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is already disabled.`);
    const disabled = step('subscription', sub.status, 'disabled');
    sub.status = disabled.to;
    sub.disabledAt = ctx.nowIso();
    sub.disabledReason = body.reason ?? 'customer_request';
    sub.updatedAt = sub.disabledAt;
    notify(ctx, apiKey, /** @type {string} */ (disabled.notification), { subscription: view(sub) }, sub);
    return { status: 200, body: { subscription: subscriptionView(acc, sub) } };
  },

  mitAuthorization({ ctx, apiKey, acc, pathParams, body }) {
    const sub = getSubscriptionOr404(acc, pathParams.subscriptionId);
    if (sub.status !== 'active')
      throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is disabled and cannot be charged.`);
    const pm = sub.paymentMethod;
    const expired = new Date(Date.UTC(pm.expiryYear, pm.expiryMonth, 1)).getTime() <= ctx.now().getTime();
    const captureMode = body.captureMode ?? 'automatic';
    const tx = newTransaction(ctx, acc, {
      pointOfSaleId: sub.pointOfSaleId,
      orderId: body.orderId,
      description: body.description,
      amount: body.amount,
      currency: body.currency,
      captureMode,
      initiator: 'merchant',
      paymentMethod: clone(pm),
      scaStatus: 'not_required', // merchant-initiated: out of scope of SCA (PSD2)
      subscriptionId: sub.id,
      metadata: body.metadata,
      _notificationUrl: body.notificationUrl, // else the point of sale's, never the storing session's
    });
    if (expired) {
      const message = 'The stored card expired. Ask the customer to store a new card.';
      const declined = decline(ctx, acc, tx, 'expired_card', message);
      notify(ctx, apiKey, declined, { transaction: view(tx), operation: view(lastOp(acc, tx)) }, tx);
      throw new ApiError(422, 'expired_card', message);
    }
    const op = authorize(ctx, apiKey, acc, tx);
    return { status: 201, body: { transaction: view(tx), operation: view(op) } };
  },
};
