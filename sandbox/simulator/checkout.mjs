/**
 * The simulated checkout: the payment page of a session or payment link (what it shows, a payment
 * attempt with a test card, 3-D Secure, age verification, the merchant's pre-authorisation
 * webhook for Hosted Fields, Cancel). Statuses and notifications follow config/stateModel.cjs.
 */
import { cardBehaviour, cardBrand, digitsOf } from '../cards.mjs';
import { next as step } from '../../config/stateModel.cjs';
import { preAuthorizationDecision } from '../pre-authorization.mjs';
import { account } from './accounts.mjs';
import { notify } from './delivery.mjs';
import { authorize, createSubscription, decline, lastOp, newTransaction, paymentMethodFor, refreshSession } from './objects.mjs';
import { appendQuery, view } from './util.mjs';

/** @param {import('./context.mjs').Context} ctx @param {string} sessionId */
export function findSession(ctx, sessionId) {
  const apiKey = ctx.state.sessionIndex[sessionId];
  if (!apiKey) return undefined;
  const acc = account(ctx, apiKey);
  const session = acc.sessions[sessionId];
  return session ? { apiKey, acc, session: refreshSession(ctx, acc, session) } : undefined;
}

/** @param {any} acc @param {any} session */
function returnUrlOf(acc, session) {
  const base = session._hosted?.returnUrl ?? acc.pointsOfSale[session.pointOfSaleId]?.websiteUrl ?? 'about:blank';
  return appendQuery(base, 'sessionId', session.id);
}

/** @param {import('./context.mjs').Context} ctx @param {string} birthDate YYYY-MM-DD */
function ageOn(ctx, birthDate) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d) return undefined;
  const today = ctx.now();
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
  return age;
}

/** What a payment page needs. @param {import('./context.mjs').Context} ctx @param {string} sessionId */
export function checkoutSession(ctx, sessionId) {
  const found = findSession(ctx, sessionId);
  if (!found) return undefined;
  const { acc, session } = found;
  const pos = acc.pointsOfSale[session.pointOfSaleId];
  return {
    ...view(session),
    merchantDisplayName: session._hosted?.merchantDisplayName ?? pos?.name ?? 'Acme Pay merchant',
    allowedPaymentMethods: session._hosted?.allowedPaymentMethods ?? ['card', 'apple_pay', 'google_pay'],
    locale: session._hosted?.locale ?? 'auto',
    theme: session._hosted?.theme,
    customer: session._customer,
    returnUrl: returnUrlOf(acc, session),
    cancelUrl: (() => {
      const base = session._hosted?.cancelUrl ?? session._hosted?.returnUrl ?? pos?.websiteUrl;
      return base ? appendQuery(base, 'sessionId', session.id) : undefined;
    })(),
  };
}

/**
 * The payment page's field checks (nothing is created for these): card number, expiry, CVC and,
 * for age verification, the date of birth.
 * @param {import('./context.mjs').Context} ctx @param {any} session
 * @param {{ cardNumber: string, expiry: string, cvc: string, birthDate?: string }} input
 */
function checkFields(ctx, session, input) {
  // Field checks (nothing is created for these).
  /** @type {{field: string, issue: string}[]} */
  const fieldErrors = [];
  const number = digitsOf(input.cardNumber);
  const behaviour = cardBehaviour(number);
  if (!behaviour)
    fieldErrors.push({
      field: 'cardNumber',
      issue: 'This card number is not valid. Check the digits (test cards: 4900 0000 0000 0003).',
    });
  else if (behaviour.behaviour === 'refused')
    fieldErrors.push({
      field: 'cardNumber',
      issue: 'Real cards are refused in the sandbox: pay with a test card, such as 4900 0000 0000 0003.',
    });
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(input.expiry ?? '').trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12)
    fieldErrors.push({ field: 'expiry', issue: 'Enter the expiry date as MM/YY, for example 12/35.' });
  const amex = behaviour && cardBrand(number) === 'amex';
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(String(input.cvc ?? '').trim())) {
    fieldErrors.push({
      field: 'cvc',
      issue: amex ? 'American Express cards have a 4-digit CVC (test: 1234).' : 'Enter the 3-digit CVC, for example 123.',
    });
  }
  let age;
  if (session.integration === 'age_verification') {
    age = ageOn(ctx, String(input.birthDate ?? '').trim());
    if (age === undefined)
      fieldErrors.push({ field: 'birthDate', issue: 'Enter the date of birth of the person paying as YYYY-MM-DD.' });
  }
  return { fieldErrors, number, behaviour, exp, age };
}

/**
 * The age check of an age-verification session: records the result, sends its notification and
 * answers the rejection, if any.
 * @param {import('./context.mjs').Context} ctx @param {string} apiKey @param {any} acc @param {any} session @param {number} age
 */
function verifyAge(ctx, apiKey, acc, session, age) {
  const ok = age >= session.ageVerification.minimumAge;
  const checked = step('session', session.status, ok ? 'age_verified' : 'age_rejected');
  session.ageVerification = {
    minimumAge: session.ageVerification.minimumAge,
    result: ok ? 'verified' : 'rejected',
    verifiedAt: ctx.nowIso(),
  };
  session.status = checked.to;
  notify(ctx, apiKey, /** @type {string} */ (checked.notification), { session: view(session) }, session);
  if (!ok) {
    return {
      outcome: 'rejected',
      errorCode: undefined,
      message: `The purchase requires a minimum age of ${session.ageVerification.minimumAge}. No payment was made.`,
      redirectUrl: returnUrlOf(acc, session),
    };
  }
  return undefined;
}

/**
 * A payment attempt on the payment page.
 * @param {import('./context.mjs').Context} ctx
 * @param {string} sessionId
 * @param {{ cardNumber: string, expiry: string, cvc: string, challengeCode?: string, birthDate?: string }} input
 */
export async function pay(ctx, sessionId, input) {
  const found = findSession(ctx, sessionId);
  if (!found) return { outcome: 'not_found', message: 'This payment session does not exist.' };
  const { apiKey, acc, session } = found;
  if (session.status !== 'open') {
    const message =
      session.status === 'completed'
        ? 'This payment is already complete.'
        : session.status === 'expired'
          ? 'This payment session has expired. Go back to the shop and start again.'
          : 'This payment session was cancelled.';
    return {
      outcome: 'unavailable',
      status: session.status,
      message,
      ...(session.transactionId ? { transactionId: session.transactionId } : {}),
    };
  }
  const { fieldErrors, number, behaviour, exp, age } = checkFields(ctx, session, input);
  if (fieldErrors.length) return { outcome: 'invalid', message: fieldErrors[0].issue, fieldErrors };
  const expiry = `${/** @type {RegExpExecArray} */ (exp)[1]}/${/** @type {RegExpExecArray} */ (exp)[2]}`;

  // Age check first: a rejected customer is never charged.
  if (session.ageVerification && session.ageVerification.result === 'pending') {
    const rejected = verifyAge(ctx, apiKey, acc, session, /** @type {number} */ (age));
    if (rejected) return rejected;
  }

  const b = /** @type {NonNullable<typeof behaviour>} */ (behaviour);
  const challenge = b.behaviour === 'challenge' || b.behaviour === 'challenge_failed';
  if (challenge && !String(input.challengeCode ?? '').trim()) {
    return {
      outcome: 'challenge_required',
      message: '3-D Secure: enter the one-time code from your bank (any code in the sandbox).',
    };
  }
  const tx = newTransaction(ctx, acc, {
    pointOfSaleId: session.pointOfSaleId,
    orderId: session.orderId,
    description: session.description,
    amount: session.amount,
    currency: session.currency,
    captureMode: session.captureMode,
    initiator: 'customer',
    paymentMethod: paymentMethodFor(number, expiry),
    scaStatus:
      b.behaviour === 'challenge'
        ? 'challenge_completed'
        : b.behaviour === 'challenge_failed'
          ? 'challenge_failed'
          : 'frictionless',
    sessionId: session.id,
    metadata: session.metadata,
    _notificationUrl: session._notificationUrl,
    _behaviour: b.behaviour,
  });
  const [mm, yy] = expiry.split('/').map(Number);
  const pastExpiry = Date.UTC(2000 + yy, mm, 1) <= ctx.now().getTime();
  /** @type {Record<string,string>} */
  const messages = {
    authentication_required: 'The cardholder did not complete 3-D Secure authentication.',
    card_declined: 'The issuer declined the payment. Try another card.',
    insufficient_funds: 'The card has insufficient funds. Try another card.',
    expired_card: 'The card has expired. Try another card.',
    declined_by_merchant: 'The shop declined the payment. Try again or contact the shop.',
  };
  let code;
  // Hosted Fields: the merchant's pre-authorisation webhook decides before the issuer is asked.
  const merchant =
    session.integration === 'hosted_fields' && b.behaviour !== 'challenge_failed'
      ? await preAuthorizationDecision(
          ctx.preAuthorization,
          { session: view(session), paymentMethod: tx.paymentMethod },
          ctx.webhookSecret,
        )
      : 'approve';
  if (merchant === 'decline') code = 'declined_by_merchant';
  else if (b.behaviour === 'challenge_failed') code = 'authentication_required';
  else if (b.behaviour === 'declined') code = b.errorCode ?? 'card_declined';
  else if (pastExpiry) code = 'expired_card';
  if (code) {
    const declined = decline(ctx, acc, tx, code, messages[code] ?? 'The payment was declined.');
    notify(ctx, apiKey, declined, { transaction: view(tx), operation: view(lastOp(acc, tx)) }, tx);
    // The session stays open for another card (the model's customer_declined step).
    session.status = step('session', session.status, 'customer_declined').to;
    return { outcome: 'declined', errorCode: code, message: messages[code], transactionId: tx.id };
  }
  if (b.behaviour === 'pending') {
    // The "Payment stays pending" test card: the issuer has not answered; no notification
    // until it does (in the sandbox it never does). The customer returns to returnUrl.
    tx.status = step('transaction', tx.status, 'issuer_silent').to;
    session.status = step('session', session.status, 'customer_pending').to;
    session.transactionId = tx.id;
    session.completedAt = ctx.nowIso();
    return { outcome: 'pending', transactionId: tx.id, redirectUrl: returnUrlOf(acc, session) };
  }
  authorize(ctx, apiKey, acc, tx);
  session.status = step('session', session.status, 'customer_paid').to;
  session.transactionId = tx.id;
  session.completedAt = ctx.nowIso();
  const link = session.paymentLinkId ? acc.paymentLinks[session.paymentLinkId] : undefined;
  if (link) link.status = step('paymentLink', link.status, 'customer_paid').to;
  if (session.storePaymentMethod) createSubscription(ctx, apiKey, acc, session, tx);
  return { outcome: 'approved', transactionId: tx.id, redirectUrl: returnUrlOf(acc, session) };
}

/** The customer pressed Cancel. @param {import('./context.mjs').Context} ctx @param {string} sessionId */
export async function cancel(ctx, sessionId) {
  const found = findSession(ctx, sessionId);
  if (!found) return { outcome: 'not_found', message: 'This payment session does not exist.' };
  const { acc, session } = found;
  const pos = acc.pointsOfSale[session.pointOfSaleId];
  const cancelBase = session._hosted?.cancelUrl ?? session._hosted?.returnUrl ?? pos?.websiteUrl;
  // payments.yaml HostedConfiguration.cancelUrl: Acme adds sessionId.
  const redirectUrl = cancelBase ? appendQuery(cancelBase, 'sessionId', session.id) : undefined;
  if (session.status !== 'open') return { outcome: 'unavailable', status: session.status, redirectUrl };
  // A payment link cannot be cancelled (payment-links page): leaving its page keeps it payable.
  const link = session.paymentLinkId ? acc.paymentLinks[session.paymentLinkId] : undefined;
  if (link) {
    link.status = step('paymentLink', link.status, 'customer_left').to;
    return { outcome: 'left', redirectUrl };
  }
  session.status = step('session', session.status, 'customer_cancelled').to;
  return { outcome: 'cancelled', redirectUrl };
}

/** The session behind a payment link (created with the link). @param {import('./context.mjs').Context} ctx @param {string} linkId */
export function paymentLink(ctx, linkId) {
  const apiKey = ctx.state.linkIndex[linkId];
  const link = apiKey ? account(ctx, apiKey).paymentLinks[linkId] : undefined;
  if (!link) return undefined;
  const found = findSession(ctx, link.sessionId);
  return { linkId, sessionId: link.sessionId, status: found?.session.status ?? 'expired', expiresAt: link.expiresAt };
}
