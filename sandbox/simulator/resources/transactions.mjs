/**
 * Payment transactions: list, get, capture, refund and void, each status step and notification
 * from config/stateModel.cjs `next`.
 */
import { next as step } from '../../../config/stateModel.cjs';
import { notify } from '../delivery.mjs';
import { addOperation, getTransactionOr404, page } from '../objects.mjs';
import { ApiError, newId, view } from '../util.mjs';

/** @type {Record<string, import('../request.mjs').Rule>} */
export const transactionRules = {
  listTransactions({ acc, query }) {
    let items = Object.values(acc.transactions);
    if (query.status) items = items.filter((t) => t.status === query.status);
    if (query.pointOfSaleId) items = items.filter((t) => t.pointOfSaleId === query.pointOfSaleId);
    if (query.createdFrom) items = items.filter((t) => Date.parse(t.createdAt) >= Date.parse(query.createdFrom));
    if (query.createdTo) items = items.filter((t) => Date.parse(t.createdAt) < Date.parse(query.createdTo));
    if (query.sessionId) items = items.filter((t) => t.sessionId === query.sessionId);
    const updated = (/** @type {any} */ t) => Date.parse(t.updatedAt ?? t.createdAt);
    if (query.updatedFrom) items = items.filter((t) => updated(t) >= Date.parse(query.updatedFrom));
    if (query.updatedTo) items = items.filter((t) => updated(t) < Date.parse(query.updatedTo));
    const result = page(items, query, 'transaction');
    return { status: 200, body: { ...result, data: result.data.map(view) } };
  },

  getTransaction({ acc, pathParams }) {
    const tx = getTransactionOr404(acc, pathParams.transactionId);
    return { status: 200, body: { transaction: view(tx), operations: (acc.operations[tx.id] ?? []).map(view) } };
  },

  capturePayment({ ctx, apiKey, acc, pathParams, body = {} }) {
    const tx = getTransactionOr404(acc, pathParams.transactionId);
    if (tx.type !== 'payment')
      throw new ApiError(422, 'transaction_not_capturable', `Transaction ${tx.id} is a payout and cannot be captured.`);
    if (tx.captureMode !== 'manual') {
      throw new ApiError(
        422,
        'transaction_not_capturable',
        `Transaction ${tx.id} uses captureMode automatic and was captured when it was authorized.`,
      );
    }
    if (!['authorized', 'partially_captured'].includes(tx.status) || tx._released) {
      throw new ApiError(
        422,
        'transaction_not_capturable',
        `Transaction ${tx.id} is ${tx.status} and has no authorization left to capture.`,
      );
    }
    const remaining = tx.authorizedAmount - tx.capturedAmount;
    const amount = body.amount ?? remaining;
    if (amount > remaining) {
      throw new ApiError(
        422,
        'capture_exceeds_authorized',
        `The capture amount ${amount} exceeds the ${remaining} still authorized on ${tx.id}.`,
        [{ field: 'amount', issue: `must be at most ${remaining}` }],
      );
    }
    tx.capturedAmount += amount;
    const final = body.finalCapture !== false || tx.capturedAmount === tx.authorizedAmount;
    const captured = step('transaction', tx.status, final ? 'capture_final' : 'capture_partial');
    tx.status = captured.to;
    if (final) tx._released = true;
    const op = addOperation(ctx, acc, tx, { type: 'capture', amount, status: 'succeeded' });
    notify(ctx, apiKey, /** @type {string} */ (captured.notification), { transaction: view(tx), operation: view(op) }, tx);
    return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
  },

  refundPayment({ ctx, apiKey, acc, pathParams, body = {} }) {
    const tx = getTransactionOr404(acc, pathParams.transactionId);
    if (tx.type !== 'payment')
      throw new ApiError(422, 'transaction_not_refundable', `Transaction ${tx.id} is a payout and cannot be refunded.`);
    const refundable = tx.capturedAmount - tx.refundedAmount;
    if (!['captured', 'partially_refunded'].includes(tx.status) || refundable <= 0) {
      const why =
        tx.status === 'authorized'
          ? `is only authorized. Void it instead of refunding it.`
          : tx.status === 'partially_captured'
            ? 'is partially captured. Capture the last part (finalCapture: true) or void the rest first, then refund.'
            : tx.status === 'refunded'
              ? 'is fully refunded.'
              : `is ${tx.status} and has nothing captured to refund.`;
      throw new ApiError(422, 'transaction_not_refundable', `Transaction ${tx.id} ${why}`);
    }
    const amount = body.amount ?? refundable;
    if (amount > refundable) {
      throw new ApiError(
        422,
        'refund_exceeds_captured',
        `The refund amount ${amount} exceeds the ${refundable} captured and not yet refunded on ${tx.id}.`,
        [{ field: 'amount', issue: `must be at most ${refundable}` }],
      );
    }
    if (tx._behaviour === 'refund_fails') {
      // The "Refunds fail" test card: the issuer refuses the refund; nothing is refunded.
      throw new ApiError(
        422,
        'card_declined',
        `The issuer refused the refund of ${tx.id} (the card account is closed). Nothing was refunded: pay the customer back another way.`,
      );
    }
    const refunded = step(
      'transaction',
      tx.status,
      tx.refundedAmount + amount >= tx.capturedAmount ? 'refund_full' : 'refund_partial',
    );
    tx.refundedAmount += amount; // after the model's step: a step it lacks changes nothing
    tx.status = refunded.to;
    const op = addOperation(ctx, acc, tx, { type: 'refund', amount, status: 'succeeded' });
    notify(ctx, apiKey, /** @type {string} */ (refunded.notification), { transaction: view(tx), operation: view(op) }, tx);
    return {
      status: 201,
      body: {
        refundId: newId('ref_'),
        transactionId: tx.id,
        transactionStatus: tx.status,
        reason: body.reason ?? 'requested_by_customer',
        operation: view(op),
      },
    };
  },

  voidPayment({ ctx, apiKey, acc, pathParams }) {
    const tx = getTransactionOr404(acc, pathParams.transactionId);
    // payments.yaml voidPayment: an authorized transaction is voided; a partially captured one
    // has the rest of its authorization released and becomes captured.
    if (tx.type !== 'payment' || !['authorized', 'partially_captured'].includes(tx.status)) {
      const why = ['captured', 'partially_refunded', 'refunded'].includes(tx.status)
        ? 'is fully captured and cannot be voided. Refund it instead.'
        : `is ${tx.status} and cannot be voided.`;
      throw new ApiError(422, 'transaction_not_voidable', `Transaction ${tx.id} ${why}`);
    }
    const released = tx.authorizedAmount - tx.capturedAmount;
    // The model: voided from authorized, captured (the captured part stays) from partially_captured.
    const voided = step('transaction', tx.status, 'void');
    tx.status = voided.to;
    tx._released = true;
    const op = addOperation(ctx, acc, tx, { type: 'void', amount: released, status: 'succeeded' });
    notify(ctx, apiKey, /** @type {string} */ (voided.notification), { transaction: view(tx), operation: view(op) }, tx);
    return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
  },
};
