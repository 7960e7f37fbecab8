/**
 * The one home of what happens after each event: how sessions, payment transactions, payouts,
 * payment links and subscriptions move between states on customer actions, API calls and time,
 * which notification each step sends, and what the merchant's system should do then.
 *
 * The simulator (sandbox/simulator.mjs) runs on it: every status it sets and every notification
 * type it sends comes from `next()` below, which throws on a step the table does not have. The
 * docs render it with <StateModel> (src/components/StateModel), and
 * tests/unit/behaviour-model.spec.ts drives the simulator through the sequences that matter and
 * checks the plugin pages' status mappings against it.
 *
 * A row: `object`, `from` (null: the event creates the object), `event` (an id the simulator
 * passes), `on` (the event in words), `by` (customer, your server, time or Acme), `to`,
 * `notification` (the type this step sends, or null), `alongside` (for a session or link step,
 * the notification the payment it creates sends), `then` (what the merchant's system should do).
 * A payment notification carries the transaction with the row's `to` as its `status`.
 * `simulated: false` marks the one step the sandbox cannot produce (no test card for it).
 *
 * CommonJS on purpose (like config/facts.cjs): the simulator imports it natively, the TypeScript
 * site and tests through config/stateModel.ts.
 */

/** @typedef {'session' | 'paymentLink' | 'transaction' | 'payout' | 'subscription'} ObjectKind */
/** @typedef {'customer' | 'your server' | 'time' | 'Acme'} Actor */
/**
 * @typedef {{ object: ObjectKind, from: string | null, event: string, on: string, by: Actor,
 *   to: string, notification: string | null, alongside?: string, simulated?: false, then: string }} Transition
 */

/** @type {Record<ObjectKind, string>} */
const objectNames = {
  session: 'Payment session',
  paymentLink: 'Payment link',
  transaction: 'Payment (transaction of type payment)',
  payout: 'Payout (transaction of type payout)',
  subscription: 'Subscription (stored card)',
};

/** @type {Transition[]} */
const transitions = [
  // ------------------------------------------------------------------ session
  {
    object: 'session',
    from: null,
    event: 'created',
    on: 'Your server creates the session',
    by: 'your server',
    to: 'open',
    notification: null,
    then: 'Store `sessionId` and `expiresAt` with the order, which waits for payment.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'customer_declined',
    on: 'The customer pays and the card is declined (issuer, 3-D Secure not completed, risk checks or your pre-authorisation webhook)',
    by: 'customer',
    to: 'open',
    notification: null,
    alongside: 'transaction.declined',
    then: 'Keep the order waiting for payment: the customer can try another card in the same session until `expiresAt`. Do not cancel the order, release stock or offer a second payment method yet.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'customer_paid',
    on: 'The customer pays and the issuer approves',
    by: 'customer',
    to: 'completed',
    notification: null,
    alongside: 'transaction.captured or transaction.authorized',
    then: 'Wait for the notification (`transaction.captured`, or `transaction.authorized` with `captureMode: manual`) before you ship; the customer returning to `returnUrl` proves nothing.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'customer_pending',
    on: 'The customer pays and the issuer does not answer yet',
    by: 'customer',
    to: 'completed',
    notification: null,
    then: 'The session is over but the transaction is `pending` and no notification is sent until the issuer answers. Show "payment being processed", keep the order waiting, and check the transaction with a bounded schedule (get-transaction); do not cancel the order at `expiresAt`.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'customer_cancelled',
    on: 'The customer presses Cancel on the payment page',
    by: 'customer',
    to: 'cancelled',
    notification: null,
    then: 'The customer is back at `cancelUrl` with `sessionId`, and no notification says so. The landing is not proof (a stale tab of a paid session lands there too): list the session\u2019s transactions first, and only when there is none or every one is `declined` or `failed` treat the session as cancelled; otherwise show the payment as received or being processed. To let them pay again, create a new session with a new `Idempotency-Key` (the old `checkoutUrl` says the session was cancelled, and the old key replays the old answer).',
  },
  {
    object: 'session',
    from: 'open',
    event: 'expired',
    on: '`expiresAt` passes without a payment',
    by: 'time',
    to: 'expired',
    notification: null,
    then: 'No notification: run your own timer at `expiresAt`. List the session\u2019s transactions (`sessionId`) and cancel the order and release its stock only if every one is `declined` or `failed`, or there is none. Any other status means the customer paid or may still pay (`pending`, `authorized`, `partially_captured`, `captured`, `partially_refunded`, `refunded`), or your own void already settled the order (`voided`): leave the order as it is.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'age_verified',
    on: 'Age Verification: the customer is old enough',
    by: 'customer',
    to: 'open',
    notification: 'age_verification.completed',
    then: 'Record the check (`ageVerification.result: verified`); the payment follows in the same session.',
  },
  {
    object: 'session',
    from: 'open',
    event: 'age_rejected',
    on: 'Age Verification: the customer is too young',
    by: 'customer',
    to: 'cancelled',
    notification: 'age_verification.completed',
    then: 'Cancel the order: nothing was charged (`ageVerification.result: rejected`). Another attempt needs a new session.',
  },
  // ------------------------------------------------------------------ payment link
  {
    object: 'paymentLink',
    from: null,
    event: 'created',
    on: 'Your server creates the link (its session is created with it)',
    by: 'your server',
    to: 'open',
    notification: null,
    then: 'Send the URL to the customer; store the link ID and `expiresAt` with the invoice.',
  },
  {
    object: 'paymentLink',
    from: 'open',
    event: 'customer_paid',
    on: 'The customer pays through the link',
    by: 'customer',
    to: 'paid',
    notification: null,
    alongside: 'transaction.captured or transaction.authorized',
    then: 'Mark the invoice paid when the transaction\u2019s notification arrives. The link cannot be paid again.',
  },
  {
    object: 'paymentLink',
    from: 'open',
    event: 'customer_left',
    on: 'The customer leaves the link\u2019s payment page (Cancel, or closes it)',
    by: 'customer',
    to: 'open',
    notification: null,
    then: 'Nothing: the link stays payable until its `expiresAt` (a link cannot be cancelled).',
  },
  {
    object: 'paymentLink',
    from: 'open',
    event: 'expired',
    on: 'The link\u2019s `expiresAt` passes unpaid',
    by: 'time',
    to: 'expired',
    notification: null,
    then: 'No notification: track `expiresAt` yourself, and send a new link if the customer still wants to pay.',
  },
  // ------------------------------------------------------------------ payment transaction
  {
    object: 'transaction',
    from: null,
    event: 'attempt',
    on: 'The customer submits a card, or your server charges a stored card',
    by: 'customer',
    to: 'pending',
    notification: null,
    then: 'Nothing yet: the outcome follows at once, except for an issuer that does not answer.',
  },
  {
    object: 'transaction',
    from: 'pending',
    event: 'authorize_automatic',
    on: 'The issuer approves, `captureMode: automatic`',
    by: 'Acme',
    to: 'captured',
    notification: 'transaction.captured',
    then: 'Mark the order paid and fulfil it, once per `eventId`.',
  },
  {
    object: 'transaction',
    from: 'pending',
    event: 'authorize_manual',
    on: 'The issuer approves, `captureMode: manual`',
    by: 'Acme',
    to: 'authorized',
    notification: 'transaction.authorized',
    then: 'Mark the order authorised: capture when you ship (within the authorisation\u2019s validity) or void what you will not ship.',
  },
  {
    object: 'transaction',
    from: 'pending',
    event: 'decline',
    on: 'The issuer, 3-D Secure, Acme\u2019s risk checks or your pre-authorisation webhook declines',
    by: 'Acme',
    to: 'declined',
    notification: 'transaction.declined',
    then: 'This attempt is over, not the order: in a session, the session stays open for another card. For a merchant-initiated charge (no session), ask the customer to pay or store a new card in a new session.',
  },
  {
    object: 'transaction',
    from: 'pending',
    event: 'technical_error',
    on: 'A technical error at the acquirer stops the attempt',
    by: 'Acme',
    to: 'failed',
    notification: null,
    simulated: false,
    then: 'Nothing was charged and no notification is sent; acme.js resolves with `failed`. In a session, the session stays open: let the customer try again. A merchant-initiated charge: retry later with a new `Idempotency-Key`.',
  },
  {
    object: 'transaction',
    from: 'pending',
    event: 'issuer_silent',
    on: 'The issuer does not answer (the "Payment stays pending" test card)',
    by: 'Acme',
    to: 'pending',
    notification: null,
    then: 'No notification until the issuer answers (in the sandbox, never). Keep the order waiting and check with get-transaction on a bounded schedule; never treat it as paid or failed.',
  },
  {
    object: 'transaction',
    from: 'authorized',
    event: 'capture_partial',
    on: 'Your server captures part (`finalCapture: false`)',
    by: 'your server',
    to: 'partially_captured',
    notification: 'transaction.captured',
    then: 'Record the captured amount; the rest stays authorised. A `partially_captured` payment cannot be refunded (`transaction_not_refundable`): capture the last part or void the rest first, then refund.',
  },
  {
    object: 'transaction',
    from: 'authorized',
    event: 'capture_final',
    on: 'Your server captures (all, or a last part with `finalCapture: true`)',
    by: 'your server',
    to: 'captured',
    notification: 'transaction.captured',
    then: 'Record the capture; what was not captured is released.',
  },
  {
    object: 'transaction',
    from: 'partially_captured',
    event: 'capture_partial',
    on: 'Your server captures another part (`finalCapture: false`)',
    by: 'your server',
    to: 'partially_captured',
    notification: 'transaction.captured',
    then: 'Record the captured amount.',
  },
  {
    object: 'transaction',
    from: 'partially_captured',
    event: 'capture_final',
    on: 'Your server captures the last part',
    by: 'your server',
    to: 'captured',
    notification: 'transaction.captured',
    then: 'Record the capture; the rest of the authorisation is released.',
  },
  {
    object: 'transaction',
    from: 'authorized',
    event: 'void',
    on: 'Your server voids the authorisation',
    by: 'your server',
    to: 'voided',
    notification: 'transaction.voided',
    then: 'Nothing was taken: cancel the order (or the part you will not ship) and release its stock.',
  },
  {
    object: 'transaction',
    from: 'partially_captured',
    event: 'void',
    on: 'Your server voids after partial captures',
    by: 'your server',
    to: 'captured',
    notification: 'transaction.voided',
    then: 'The rest of the authorisation is released; what was captured stays taken. The order stays paid for the captured amount: do not cancel it.',
  },
  {
    object: 'transaction',
    from: 'captured',
    event: 'refund_partial',
    on: 'Your server refunds part',
    by: 'your server',
    to: 'partially_refunded',
    notification: 'transaction.refunded',
    then: 'Record the refund (a credit note); the order stays paid for the rest.',
  },
  {
    object: 'transaction',
    from: 'captured',
    event: 'refund_full',
    on: 'Your server refunds everything captured',
    by: 'your server',
    to: 'refunded',
    notification: 'transaction.refunded',
    then: 'Record the refund and close the order.',
  },
  {
    object: 'transaction',
    from: 'partially_refunded',
    event: 'refund_partial',
    on: 'Your server refunds another part',
    by: 'your server',
    to: 'partially_refunded',
    notification: 'transaction.refunded',
    then: 'Record the refund.',
  },
  {
    object: 'transaction',
    from: 'partially_refunded',
    event: 'refund_full',
    on: 'Your server refunds the rest',
    by: 'your server',
    to: 'refunded',
    notification: 'transaction.refunded',
    then: 'Record the refund and close the order.',
  },
  // ------------------------------------------------------------------ payout
  {
    object: 'payout',
    from: null,
    event: 'attempt',
    on: 'Your server requests a payout to a stored card',
    by: 'your server',
    to: 'pending',
    notification: null,
    then: 'Wait for the payout notification.',
  },
  {
    object: 'payout',
    from: 'pending',
    event: 'payout_sent',
    on: 'The payout reaches the card',
    by: 'Acme',
    to: 'captured',
    notification: 'payout.completed',
    then: 'Record the payout as sent.',
  },
  {
    object: 'payout',
    from: 'pending',
    event: 'payout_failed',
    on: 'The issuer refuses the payout',
    by: 'Acme',
    to: 'failed',
    notification: 'payout.failed',
    then: 'Nothing was sent (`failureCode` says why): pay the customer another way. `failed` is the only status no payment notification carries.',
  },
  // ------------------------------------------------------------------ subscription
  {
    object: 'subscription',
    from: null,
    event: 'created',
    on: 'A session with `storePaymentMethod: true` completes',
    by: 'customer',
    to: 'active',
    notification: 'subscription.created',
    then: 'Store the subscription ID with the customer to charge the card later.',
  },
  {
    object: 'subscription',
    from: 'active',
    event: 'updated',
    on: 'Your server updates the subscription',
    by: 'your server',
    to: 'active',
    notification: 'subscription.updated',
    then: 'Nothing: it confirms your change.',
  },
  {
    object: 'subscription',
    from: 'active',
    event: 'disabled',
    on: 'Your server (or Acme, for example after the card expired) disables it',
    by: 'your server',
    to: 'disabled',
    notification: 'subscription.disabled',
    then: 'Stop charging it; ask the customer to store a card again in a new session.',
  },
];

/**
 * The step the simulator takes: the row for (object, from, event). Throws when the table has no
 * such row, so the simulator cannot make a move the docs do not describe.
 * @param {ObjectKind} object @param {string | null} from @param {string} event
 * @returns {Transition}
 */
function next(object, from, event) {
  const row = transitions.find((t) => t.object === object && t.from === from && t.event === event);
  if (!row)
    throw new Error(`stateModel: no step for ${object} in state ${from ?? '(new)'} on "${event}" (config/stateModel.cjs)`);
  return row;
}

/**
 * The payment statuses in which nothing was taken, reserved or still on its way: the only ones
 * that let a merchant's timer give an order up at the session's `expiresAt` (the `expired` row).
 */
const unpaidPaymentStatuses = ['declined', 'failed'];

/**
 * The expiry rule of the `expired` row as a function: given the statuses of a session's
 * transactions (GET /v1/transactions?sessionId=...), may the order be cancelled at `expiresAt`?
 * Only when every one is `declined` or `failed`, or there is none.
 * @param {string[]} statuses @returns {boolean}
 */
function cancelAtExpiry(statuses) {
  return statuses.every((s) => unpaidPaymentStatuses.includes(s));
}

/**
 * The transaction statuses a `transaction.*` notification can carry: the `to` of every payment
 * row that sends one. A page that maps another status maps one no notification carries.
 */
const notifiedPaymentStatuses = [
  ...new Set(
    transitions.filter((t) => t.object === 'transaction' && t.notification?.startsWith('transaction.')).map((t) => t.to),
  ),
];

module.exports = { objectNames, transitions, next, notifiedPaymentStatuses, unpaidPaymentStatuses, cancelAtExpiry };
