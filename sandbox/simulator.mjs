/**
 * The stateful Acme Payments API simulator: the 17 operations of openapi/payments.yaml with their
 * rules, idempotency, a simulated checkout (payment window, age verification, payment links) and
 * signed notifications with retries. Runs unchanged in Node 20 and in the browser: Web Crypto,
 * TextEncoder and an injected `deliver` only; no node: imports.
 */
import { facts } from '../config/facts.cjs';
import { testCredentials } from '../config/testData.cjs';
import { cardBehaviour, cardBrand, digitsOf } from './cards.mjs';
import { signatureHeader } from './signature.mjs';
import { dict, emptyState, forgetAccount, newAccount, restoredState } from './state.mjs';
import { maxDetails } from './validate.mjs';
import { httpMethods, resolveRef } from '../spec/refs.cjs';
// The state model (config/stateModel.cjs): every status set and notification type sent below is
// a step of it, so the pages that render it and this simulator cannot drift apart.
import { next as step } from '../config/stateModel.cjs';
import { preAuthorizationDecision } from './pre-authorization.mjs';

export const DEFAULT_WEBHOOK_SECRET = testCredentials.webhookSecret;
/** The point of sale every docs sample uses; every fresh API key starts with it. */
export const DEFAULT_POINT_OF_SALE_ID = testCredentials.pointOfSaleId;
const API_KEY = /^sk_test_[A-Za-z0-9]{16,64}$/;
const LIVE_KEY = /^sk_live_/i;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Idempotency keys are kept 24 hours (config/facts.cjs, the one home of the numbers the docs state). */
export const IDEMPOTENCY_RETENTION_MS = facts.idempotencyRetentionHours.value * HOUR;

/**
 * The documented retry schedule (config/facts.cjs notificationRetrySchedule and
 * notificationRetryHours): after about 1 minute, 5 minutes, 30 minutes and 2 hours, then every
 * 6 hours, for up to 72 hours after the event. The delays between attempts, in ms.
 */
export const REAL_RETRY_DELAYS_MS = (() => {
  const schedule = facts.notificationRetrySchedule.value.map((minutes) => minutes * MINUTE);
  const repeat = /** @type {number} */ (schedule.pop());
  const delays = [...schedule];
  let offset = delays.reduce((sum, d) => sum + d, 0);
  while (offset + repeat <= facts.notificationRetryHours.value * HOUR) {
    delays.push(repeat);
    offset += repeat;
  }
  return delays;
})();
/** The sandbox's compressed schedule: the real one divided by 1000 (60 ms, 300 ms, 1.8 s, 7.2 s, 21.6 s...). */
export const DEFAULT_RETRY_DELAYS_MS = REAL_RETRY_DELAYS_MS.map((d) => d / 1000);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** @param {string} prefix @param {number} [length] */
function newId(prefix, length = 20) {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return prefix + out;
}

/** @param {Date} date */
const iso = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** @template T @param {T} value @returns {T} */
const clone = (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)));
/** Public view: drops internal `_` fields. @param {any} obj */
function view(obj) {
  if (!obj) return obj;
  /** @type {Record<string, any>} */
  const out = {};
  for (const [k, v] of Object.entries(obj)) if (!k.startsWith('_') && v !== undefined) out[k] = clone(v);
  return out;
}
/** Canonical JSON (sorted keys) for comparing request bodies. @param {any} value @returns {string} */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Appends `name=value` to a URL's query, keeping everything else byte for byte. */
export function appendQuery(url, name, value) {
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const fragment = hash >= 0 ? url.slice(hash) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${encodeURIComponent(name)}=${encodeURIComponent(value)}${fragment}`;
}

class ApiError extends Error {
  /** @param {number} status @param {string} code @param {string} message @param {{field:string,issue:string}[]} [details] */
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** A 422 parameter_invalid for one field that the schema cannot express (a rule across fields). @param {string} field @param {string} issue */
const invalidField = (field, issue) =>
  new ApiError(422, 'parameter_invalid', `The request has 1 invalid field: ${field} ${issue}.`, [{ field, issue }]);

/**
 * @typedef {{
 *   spec: any,
 *   validators: import('./validate.mjs').Validators,
 *   checkoutUrl?: (sessionId: string) => string,
 *   paymentLinkUrl?: (linkId: string) => string,
 *   now?: () => Date,
 *   webhookSecret?: string,
 *   deliver?: (url: string, init: { headers: Record<string,string>, body: string }) => Promise<number>,
 *   retryDelaysMs?: number[],
 *   payoutDelayMs?: number,
 *   forwardUrl?: string,
 *   strictResponses?: boolean,
 *   onEvent?: (event: any) => void,
 *   versions?: Record<string, { spec: any, validators: import('./validate.mjs').Validators }>,
 *   preAuthorization?: import('./pre-authorization.mjs').PreAuthorizationConfig,
 * }} SimulatorOptions
 */

/**
 * Sends one notification attempt; answers the HTTP status. The default `deliver` of a simulator.
 * @param {string} url @param {{ headers: Record<string, string>, body: string }} request
 */
export async function postNotification(url, { headers, body }) {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(facts.notificationResponseSeconds.value * 1000),
  });
  return response.status;
}

/** @param {SimulatorOptions} options */
export function createSimulator(options) {
  const {
    spec,
    validators,
    checkoutUrl = (id) => `http://localhost:4010/checkout/${id}`,
    paymentLinkUrl = (id) => `http://localhost:4010/l/${id}`,
    now = () => new Date(),
    webhookSecret = DEFAULT_WEBHOOK_SECRET,
    deliver = postNotification,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    payoutDelayMs = 1000,
    forwardUrl,
    strictResponses = false,
    onEvent = () => {},
    versions = {},
    preAuthorization,
  } = options;
  if (!spec?.paths) throw new Error('createSimulator: options.spec must be the parsed payments.yaml');
  if (!validators) throw new Error('createSimulator: options.validators is required (createValidators)');
  const apiVersion = String(spec.info?.version ?? '2025-06-01');
  /**
   * The API versions the simulator answers (the `Acme-Version` request header; servers page,
   * #versioning): `spec` is the current one, `versions` the older ones (config/apiVersions.cjs),
   * each validated against its own spec, with the operations, error codes and the
   * Idempotent-Replayed header it has.
   * @type {Record<string, { validators: import('./validate.mjs').Validators, operations: Set<string>, replayHeader: boolean, keyInUse: boolean }>}
   */
  const served = dict();
  for (const [name, version] of [[apiVersion, { spec, validators }], ...Object.entries(versions)]) {
    /** @type {any} */
    const versionSpec = version.spec;
    served[name] = {
      validators: version.validators,
      operations: new Set(
        Object.values(versionSpec.paths ?? {}).flatMap((item) =>
          httpMethods.map((method) => item?.[method]?.operationId).filter(Boolean),
        ),
      ),
      replayHeader: Boolean(versionSpec.components?.headers?.IdempotentReplayed),
      keyInUse: (versionSpec.components?.schemas?.ErrorCode?.properties?.code?.enum ?? []).includes('idempotency_key_in_use'),
    };
  }
  /** @type {Record<string, { method: string, path: string }>} */
  const opInfo = dict();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of httpMethods) {
      const op = /** @type {any} */ (item)[method];
      if (op?.operationId) opInfo[op.operationId] = { method, path };
    }
  }

  /** @type {{ accounts: Record<string, any>, sessionIndex: Record<string,string>, linkIndex: Record<string,string>, deliveries: any[] }} */
  let state = emptyState();
  /** Pending async work (deliveries, retries, payouts): flush() waits for it. */
  const pending = new Set();
  const timers = new Set();
  let generation = 0;

  const nowIso = () => iso(now());
  const log = (/** @type {any} */ event) => {
    try {
      onEvent(event);
    } catch {
      /* a log hook never breaks the simulator */
    }
  };

  // ---------------------------------------------------------------- accounts

  function defaultPointOfSale() {
    const created = '2025-04-14T09:00:00Z';
    return {
      id: DEFAULT_POINT_OF_SALE_ID,
      name: 'Nordic Outdoor',
      status: 'active',
      mode: 'test',
      websiteUrl: 'https://shop.example',
      defaultCurrency: 'EUR',
      createdAt: created,
      updatedAt: created,
      statementDescriptor: 'NORDIC OUTDOOR',
      supportedCurrencies: ['EUR', 'DKK', 'SEK'],
      acquirerAgreements: [
        {
          id: 'agr_4Kt9Wm2Qx7Lz3Vp8Hn',
          acquirerName: 'Acme Test Acquirer',
          acquirerMerchantId: 'TEST-0042117',
          merchantCategoryCode: '5941',
          supportedCurrencies: ['EUR', 'DKK', 'SEK'],
          cardBrands: ['visa', 'mastercard', 'maestro', 'dankort', 'amex'],
          status: 'active',
          activeFrom: created,
        },
      ],
      _seq: 0,
    };
  }

  /** @param {string} apiKey */
  function account(apiKey) {
    let acc = state.accounts[apiKey];
    if (!acc) {
      acc = newAccount(defaultPointOfSale());
      state.accounts[apiKey] = acc;
    }
    return acc;
  }

  // ---------------------------------------------------------------- notifications

  /**
   * Queues a notification for delivery.
   * @param {string} apiKey
   * @param {string} type
   * @param {Record<string, any>} data public views of the objects
   * @param {{ pointOfSaleId?: string, notificationUrl?: string }} where
   */
  function notify(apiKey, type, data, where) {
    const acc = account(apiKey);
    const pos = where.pointOfSaleId ? acc.pointsOfSale[where.pointOfSaleId] : undefined;
    const payload = {
      eventId: newId('evt_'),
      type,
      createdAt: nowIso(),
      apiVersion,
      livemode: false,
      ...(where.pointOfSaleId ? { pointOfSaleId: where.pointOfSaleId } : {}),
      data: clone(data),
    };
    const problems = validators.validate('notification', payload);
    if (problems.length) {
      log({ type: 'spec_violation', where: `notification ${type}`, errors: problems });
      if (strictResponses) throw new Error(`notification ${type} breaks the spec: ${JSON.stringify(problems)}`);
    }
    const notificationUrl = where.notificationUrl ?? pos?.notificationUrl;
    const url = forwardUrl ?? notificationUrl;
    const delivery = {
      id: newId('dlv_'),
      apiKey,
      eventId: payload.eventId,
      type,
      url: url ?? null,
      notificationUrl: notificationUrl ?? null,
      status: url ? 'pending' : 'no_url',
      createdAt: nowIso(),
      attempts: /** @type {any[]} */ ([]),
      nextAttemptAt: /** @type {string|null} */ (null),
      payload,
      body: JSON.stringify(payload),
    };
    state.deliveries.push(delivery);
    log({ type: 'notification', eventType: type, eventId: payload.eventId, url: url ?? null, payload });
    if (url) track(attempt(delivery, 0, generation));
    return payload;
  }

  /** @param {Promise<any>} promise */
  function track(promise) {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
    return promise;
  }

  /**
   * One delivery attempt, then the next one on the schedule if it failed.
   * @param {any} delivery @param {number} index @param {number} gen
   */
  async function attempt(delivery, index, gen) {
    if (gen !== generation || !state.deliveries.includes(delivery)) return;
    const t = Math.floor(Date.now() / 1000);
    const headers = {
      'Content-Type': 'application/json',
      'Acme-Signature': await signatureHeader(delivery.body, webhookSecret, t),
      'User-Agent': 'AcmePay-Sandbox/1.0',
    };
    const started = Date.now();
    /** @type {any} */
    const record = { at: nowIso(), number: index + 1 };
    try {
      record.status = await deliver(delivery.url, { headers, body: delivery.body });
    } catch (error) {
      record.error = String(/** @type {any} */ (error)?.cause?.code ?? /** @type {any} */ (error)?.message ?? error);
    }
    record.durationMs = Date.now() - started;
    if (gen !== generation) return;
    delivery.attempts.push(record);
    const ok = typeof record.status === 'number' && record.status >= 200 && record.status < 300;
    log({
      type: 'delivery',
      eventId: delivery.eventId,
      eventType: delivery.type,
      url: delivery.url,
      attempt: record.number,
      status: record.status,
      error: record.error,
    });
    if (ok) {
      delivery.status = 'delivered';
      delivery.nextAttemptAt = null;
      return;
    }
    if (index >= retryDelaysMs.length) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      return;
    }
    const delay = retryDelaysMs[index];
    delivery.status = 'retrying';
    delivery.nextAttemptAt = iso(new Date(now().getTime() + delay));
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(undefined);
      }, delay);
      timers.add(timer);
    });
    await attempt(delivery, index + 1, gen);
  }

  // ---------------------------------------------------------------- objects

  /** @param {any} acc @param {any} tx @param {any} fields */
  function addOperation(acc, tx, fields) {
    const op = { id: newId('op_'), currency: tx.currency, createdAt: nowIso(), ...fields };
    if (op.status !== 'pending' && !op.completedAt) op.completedAt = op.createdAt;
    (acc.operations[tx.id] ??= []).push(op);
    tx.updatedAt = nowIso();
    return op;
  }

  /** @param {any} acc @param {string} id */
  function getTransactionOr404(acc, id) {
    const tx = acc.transactions[id];
    if (!tx) throw new ApiError(404, 'resource_not_found', `No transaction with ID ${id} exists in the sandbox.`);
    return tx;
  }
  /** @param {any} acc @param {string} id */
  function getSubscriptionOr404(acc, id) {
    const sub = acc.subscriptions[id];
    if (!sub) throw new ApiError(404, 'resource_not_found', `No subscription with ID ${id} exists in the sandbox.`);
    return sub;
  }
  /** @param {any} acc @param {string} id @param {string} [field] */
  function getPointOfSaleOr404(acc, id, field) {
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
  function checkPaymentAllowed(pos, currency) {
    if (pos.status !== 'active')
      throw new ApiError(422, 'point_of_sale_inactive', `The point of sale ${pos.id} is not active and cannot take payments.`);
    if (!pos.supportedCurrencies.includes(currency)) {
      throw new ApiError(422, 'currency_not_supported', `The point of sale ${pos.id} does not accept ${currency}.`, [
        { field: 'currency', issue: `not one of the supported currencies: ${pos.supportedCurrencies.join(', ')}` },
      ]);
    }
  }

  /** @param {any} acc @param {any} session */
  function refreshSession(acc, session) {
    if (session.status === 'open' && now().getTime() >= Date.parse(session.expiresAt)) {
      session.status = step('session', session.status, 'expired').to;
      const link = session.paymentLinkId ? acc.paymentLinks[session.paymentLinkId] : undefined;
      if (link) link.status = step('paymentLink', link.status, 'expired').to;
    }
    return session;
  }

  /** @param {any} acc @param {any} sub */
  function subscriptionView(acc, sub) {
    return view(sub);
  }

  /** A page of a list, newest first. @param {any[]} items @param {Record<string,string>} query @param {string} noun */
  function page(items, query, noun) {
    const sorted = [...items].sort((a, b) => b._seq - a._seq);
    const limit = query.limit === undefined ? 20 : Number(query.limit);
    let start = 0;
    if (query.startingAfter !== undefined) {
      const index = sorted.findIndex((item) => item.id === query.startingAfter);
      if (index < 0) {
        throw new ApiError(
          422,
          'parameter_invalid',
          `The query parameter startingAfter is not the ID of a ${noun} in this list.`,
          [{ field: 'startingAfter', issue: `is not the ID of a ${noun} in this list` }],
        );
      }
      start = index + 1;
    }
    const data = sorted.slice(start, start + limit);
    const hasMore = start + limit < sorted.length;
    return { data, hasMore, ...(hasMore && data.length ? { nextCursor: data[data.length - 1].id } : {}) };
  }

  /** @param {string} number @param {string} expiry */
  function paymentMethodFor(number, expiry) {
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

  /** Creates a subscription from a completed session. @param {string} apiKey @param {any} acc @param {any} session @param {any} tx */
  function createSubscription(apiKey, acc, session, tx) {
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
      createdAt: nowIso(),
      updatedAt: nowIso(),
      _seq: acc.seq++,
      _notificationUrl: session._notificationUrl,
    };
    acc.subscriptions[sub.id] = sub;
    session.subscriptionId = sub.id;
    notify(
      apiKey,
      /** @type {string} */ (created.notification),
      { subscription: view(sub) },
      { pointOfSaleId: sub.pointOfSaleId, notificationUrl: sub._notificationUrl },
    );
    return sub;
  }

  // ---------------------------------------------------------------- operations

  /** @type {Record<string, (ctx: { apiKey: string, acc: any, pathParams: Record<string,string>, query: Record<string,string>, body: any }) => { status: number, body: any } | Promise<{ status: number, body: any }>>} */
  const rules = {
    initializePaymentSession({ acc, body }) {
      const pos = getPointOfSaleOr404(acc, body.pointOfSaleId, 'pointOfSaleId');
      const integration = body.integration ?? 'payment_window';
      if (integration === 'age_verification' && !body.ageVerification) {
        throw invalidField('ageVerification', 'is required when integration is age_verification');
      }
      checkPaymentAllowed(pos, body.currency);
      const session = newSession(
        acc,
        pos,
        body,
        integration,
        new Date(now().getTime() + (body.expiresInMinutes ?? facts.sessionLifetimeMinutes.value) * MINUTE),
      );
      return {
        status: 201,
        body: {
          sessionId: session.id,
          checkoutUrl: checkoutUrl(session.id),
          expiresAt: session.expiresAt,
          session: view(session),
        },
      };
    },

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

    capturePayment({ apiKey, acc, pathParams, body = {} }) {
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
      const op = addOperation(acc, tx, { type: 'capture', amount, status: 'succeeded' });
      notify(
        apiKey,
        /** @type {string} */ (captured.notification),
        { transaction: view(tx), operation: view(op) },
        { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl },
      );
      return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
    },

    refundPayment({ apiKey, acc, pathParams, body = {} }) {
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
      const op = addOperation(acc, tx, { type: 'refund', amount, status: 'succeeded' });
      notify(
        apiKey,
        /** @type {string} */ (refunded.notification),
        { transaction: view(tx), operation: view(op) },
        { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl },
      );
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

    voidPayment({ apiKey, acc, pathParams }) {
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
      const op = addOperation(acc, tx, { type: 'void', amount: released, status: 'succeeded' });
      notify(
        apiKey,
        /** @type {string} */ (voided.notification),
        { transaction: view(tx), operation: view(op) },
        { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl },
      );
      return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
    },

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

    updateSubscription({ apiKey, acc, pathParams, body }) {
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
      sub.updatedAt = nowIso();
      const updated = step('subscription', sub.status, 'updated');
      sub.status = updated.to;
      notify(
        apiKey,
        /** @type {string} */ (updated.notification),
        { subscription: view(sub) },
        { pointOfSaleId: sub.pointOfSaleId, notificationUrl: sub._notificationUrl },
      );
      return { status: 200, body: { subscription: subscriptionView(acc, sub) } };
    },

    disableSubscription({ apiKey, acc, pathParams, body = {} }) {
      const sub = getSubscriptionOr404(acc, pathParams.subscriptionId);
      if (sub.status === 'disabled')
        throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is already disabled.`);
      const disabled = step('subscription', sub.status, 'disabled');
      sub.status = disabled.to;
      sub.disabledAt = nowIso();
      sub.disabledReason = body.reason ?? 'customer_request';
      sub.updatedAt = sub.disabledAt;
      notify(
        apiKey,
        /** @type {string} */ (disabled.notification),
        { subscription: view(sub) },
        { pointOfSaleId: sub.pointOfSaleId, notificationUrl: sub._notificationUrl },
      );
      return { status: 200, body: { subscription: subscriptionView(acc, sub) } };
    },

    mitAuthorization({ apiKey, acc, pathParams, body }) {
      const sub = getSubscriptionOr404(acc, pathParams.subscriptionId);
      if (sub.status !== 'active')
        throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is disabled and cannot be charged.`);
      const pm = sub.paymentMethod;
      const expired = new Date(Date.UTC(pm.expiryYear, pm.expiryMonth, 1)).getTime() <= now().getTime();
      const captureMode = body.captureMode ?? 'automatic';
      const tx = newTransaction(acc, {
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
        _notificationUrl: body.notificationUrl ?? sub._notificationUrl,
      });
      const where = { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl };
      if (expired) {
        const message = 'The stored card expired. Ask the customer to store a new card.';
        const declined = decline(acc, tx, 'expired_card', message);
        notify(apiKey, declined, { transaction: view(tx), operation: view(lastOp(acc, tx)) }, where);
        throw new ApiError(422, 'expired_card', message);
      }
      const op = authorize(apiKey, acc, tx);
      return { status: 201, body: { transaction: view(tx), operation: view(op) } };
    },

    listPointsOfSales({ acc, query }) {
      const result = page(Object.values(acc.pointsOfSale), query, 'point of sale');
      const summary = ({ id, name, status, mode, websiteUrl, defaultCurrency, createdAt }) => ({
        id,
        name,
        status,
        mode,
        websiteUrl,
        defaultCurrency,
        createdAt,
      });
      return { status: 200, body: { ...result, data: result.data.map(summary) } };
    },

    createPointOfSale({ acc, body }) {
      const created = nowIso();
      const currencies = body.supportedCurrencies ?? [body.defaultCurrency];
      const descriptor =
        body.statementDescriptor ??
        String(body.name)
          .replace(/[^A-Za-z0-9 .*-]/g, '')
          .slice(0, 22)
          .trim();
      const pos = {
        id: newId('pos_test_', 10),
        name: body.name,
        status: 'active',
        mode: 'test',
        websiteUrl: body.websiteUrl,
        defaultCurrency: body.defaultCurrency,
        createdAt: created,
        updatedAt: created,
        ...(descriptor.length >= 5 ? { statementDescriptor: descriptor } : {}),
        supportedCurrencies: [...currencies],
        ...(body.notificationUrl ? { notificationUrl: body.notificationUrl } : {}),
        acquirerAgreements: [
          {
            id: newId('agr_'),
            acquirerName: 'Acme Test Acquirer',
            acquirerMerchantId: `TEST-${String(acc.seq).padStart(7, '0')}`,
            merchantCategoryCode: body.merchantCategoryCode ?? '5999',
            supportedCurrencies: [...currencies],
            cardBrands: ['visa', 'mastercard', 'maestro', 'dankort', 'amex'],
            status: 'active',
            activeFrom: created,
          },
        ],
        _seq: acc.seq++,
      };
      acc.pointsOfSale[pos.id] = pos;
      return { status: 201, body: view(pos) };
    },

    getPointOfSale({ acc, pathParams }) {
      return { status: 200, body: view(getPointOfSaleOr404(acc, pathParams.pointOfSaleId)) };
    },

    createPaymentLink({ acc, body }) {
      const pos = getPointOfSaleOr404(acc, body.pointOfSaleId, 'pointOfSaleId');
      const nowMs = now().getTime();
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : new Date(nowMs + facts.paymentLinkDefaultDays.value * DAY);
      if (expiresAt.getTime() <= nowMs || expiresAt.getTime() > nowMs + facts.paymentLinkMaxDays.value * DAY) {
        throw invalidField('expiresAt', `must be in the future and at most ${facts.paymentLinkMaxDays.text} from now`);
      }
      checkPaymentAllowed(pos, body.currency);
      const linkId = newId('plk_');
      const session = newSession(acc, pos, body, 'payment_link', expiresAt);
      session.paymentLinkId = linkId;
      acc.paymentLinks[linkId] = {
        id: linkId,
        sessionId: session.id,
        status: step('paymentLink', null, 'created').to,
        expiresAt: session.expiresAt,
        _seq: acc.seq++,
      };
      state.linkIndex[linkId] = session._apiKey;
      return {
        status: 201,
        body: { paymentLinkId: linkId, url: paymentLinkUrl(linkId), expiresAt: session.expiresAt, session: view(session) },
      };
    },

    payoutAsynchronous({ apiKey, acc, body }) {
      const { tx, op } = startPayout(apiKey, acc, body);
      const gen = generation;
      track(
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (gen === generation) completePayout(apiKey, acc, tx, op, payoutFailure(acc, body));
            resolve(undefined);
          }, payoutDelayMs);
          timers.add(timer);
        }),
      );
      return { status: 202, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
    },

    payoutSynchronous({ apiKey, acc, body }) {
      const { tx, op } = startPayout(apiKey, acc, body);
      completePayout(apiKey, acc, tx, op, payoutFailure(acc, body));
      return { status: 200, body: { transactionId: tx.id, transactionStatus: tx.status, operation: view(op) } };
    },
  };

  /** @param {any} acc @param {any} pos @param {any} body @param {string} integration @param {Date} expiresAt */
  function newSession(acc, pos, body, integration, expiresAt) {
    const apiKey = Object.keys(state.accounts).find((k) => state.accounts[k] === acc);
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
      createdAt: nowIso(),
      expiresAt: iso(expiresAt),
      ...(body.metadata && Object.keys(body.metadata).length ? { metadata: { ...body.metadata } } : {}),
      _seq: acc.seq++,
      _apiKey: apiKey,
      _hosted: body.hostedConfiguration ? clone(body.hostedConfiguration) : undefined,
      _customer: body.customer ? clone(body.customer) : undefined,
      _notificationUrl: body.notificationUrl,
    };
    acc.sessions[session.id] = session;
    state.sessionIndex[session.id] = /** @type {string} */ (apiKey);
    return session;
  }

  /** @param {any} acc @param {any} fields */
  function newTransaction(acc, fields) {
    const created = nowIso();
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
  const lastOp = (acc, tx) => acc.operations[tx.id][acc.operations[tx.id].length - 1];

  /** Declines a pending attempt; answers the notification type to send. @param {any} acc @param {any} tx @param {string} code @param {string} message */
  function decline(acc, tx, code, message) {
    const declined = step('transaction', tx.status, 'decline');
    tx.status = declined.to;
    tx.failureCode = code;
    tx.failureMessage = message;
    addOperation(acc, tx, { type: 'authorize', amount: tx.amount, status: 'failed', failureCode: code, failureMessage: message });
    return /** @type {string} */ (declined.notification);
  }

  /** Authorizes (and captures, automatic mode) a transaction; sends the notification. @param {string} apiKey @param {any} acc @param {any} tx */
  function authorize(apiKey, acc, tx) {
    const approved = step('transaction', tx.status, tx.captureMode === 'automatic' ? 'authorize_automatic' : 'authorize_manual');
    tx.authorizedAmount = tx.amount;
    tx.status = approved.to;
    const auth = addOperation(acc, tx, { type: 'authorize', amount: tx.amount, status: 'succeeded' });
    const where = { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl };
    const notification = /** @type {string} */ (approved.notification);
    if (tx.captureMode === 'automatic') {
      tx.capturedAmount = tx.amount;
      tx._released = true;
      const cap = addOperation(acc, tx, { type: 'capture', amount: tx.amount, status: 'succeeded' });
      notify(apiKey, notification, { transaction: view(tx), operation: view(cap) }, where);
    } else {
      notify(apiKey, notification, { transaction: view(tx), operation: view(auth) }, where);
    }
    return auth;
  }

  /** The "Payouts fail" test card: payouts to a subscription that stored it fail. @param {any} acc @param {any} body */
  function payoutFailure(acc, body) {
    return acc.subscriptions[body.subscriptionId]?._behaviour === 'payout_fails' ? 'card_declined' : undefined;
  }

  /** @param {string} apiKey @param {any} acc @param {any} body */
  function startPayout(apiKey, acc, body) {
    const sub = getSubscriptionOr404(acc, body.subscriptionId);
    if (sub.status !== 'active')
      throw new ApiError(422, 'subscription_disabled', `Subscription ${sub.id} is disabled and cannot receive payouts.`);
    const pos = acc.pointsOfSale[sub.pointOfSaleId];
    const limit = 1_000_000;
    const today = nowIso().slice(0, 10);
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
    const tx = newTransaction(acc, {
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
      _notificationUrl: body.notificationUrl ?? sub._notificationUrl,
    });
    const op = addOperation(acc, tx, { type: 'payout', amount: body.amount, status: 'pending' });
    return { tx, op };
  }

  /** @param {string} apiKey @param {any} acc @param {any} tx @param {any} op @param {string} [failureCode] */
  function completePayout(apiKey, acc, tx, op, failureCode) {
    op.completedAt = nowIso();
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
    notify(
      apiKey,
      /** @type {string} */ (done.notification),
      { operation: view(op), transaction: view(tx) },
      {
        pointOfSaleId: tx.pointOfSaleId,
        notificationUrl: tx._notificationUrl,
      },
    );
  }

  // ---------------------------------------------------------------- request handling

  /** @param {string} requestId @param {number} status @param {string} code @param {string} message @param {any[]} [details] */
  function errorBody(requestId, status, code, message, details) {
    return { code, message, status, requestId, ...(details?.length ? { details } : {}) };
  }

  /** Examples of a documented response, for the `Prefer: code=..., example=...` header (docs: testing, local sandbox). */
  function preferredExample(operationId, prefer) {
    const match = /code=(\d{3})/.exec(prefer);
    if (!match) return undefined;
    const info = opInfo[operationId];
    const op = spec.paths[info.path][info.method];
    const response = resolveRef(spec, op.responses?.[match[1]]);
    const media = response?.content?.['application/json'];
    if (!media) return undefined;
    const wanted = /example=([A-Za-z0-9_-]+)/.exec(prefer)?.[1];
    const entries = Object.entries(media.examples ?? {});
    const found = wanted ? entries.find(([name]) => name === wanted) : entries[0];
    const example = resolveRef(spec, found?.[1]);
    return example ? { status: Number(match[1]), body: clone(example.value) } : undefined;
  }

  /**
   * @param {{ operationId: string, pathParams?: Record<string,string>, query?: Record<string,string>, headers?: Record<string,string>, rawBody?: string }} request
   * @returns {Promise<{ status: number, headers: Record<string,string>, body: any }>}
   */
  async function handle({ operationId, pathParams = {}, query = {}, headers = {}, rawBody }) {
    const requestId = newId('req_');
    /** @type {Record<string,string>} */
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    // The version asked for (Acme-Version), else the current one; a version the sandbox does not
    // serve is refused below, answered by the current version's rules.
    const requestedVersion = lower['acme-version'];
    const versionName = requestedVersion && served[requestedVersion] ? requestedVersion : apiVersion;
    const version = served[versionName];
    const responseHeaders = { 'Request-Id': requestId, 'Acme-Version': versionName, 'Content-Type': 'application/json' };
    const finish = (/** @type {number} */ status, /** @type {any} */ body, /** @type {Record<string,string>} */ extra = {}) => {
      const problems = version.validators.response(operationId, status, body);
      if (problems.length) {
        log({ type: 'spec_violation', operationId, status, errors: problems, body });
        if (strictResponses)
          throw new Error(`${operationId} ${status} response breaks payments.yaml: ${JSON.stringify(problems)}`);
        return {
          status: 500,
          headers: responseHeaders,
          body: errorBody(
            requestId,
            500,
            'internal_error',
            'The sandbox produced a response that breaks payments.yaml; this is a sandbox bug. It is safe to retry with the same Idempotency-Key.',
          ),
        };
      }
      return { status, headers: { ...responseHeaders, ...extra }, body };
    };
    const fail = (/** @type {ApiError} */ e) => finish(e.status, errorBody(requestId, e.status, e.code, e.message, e.details));
    const info = opInfo[operationId];
    if (!info) {
      return {
        status: 404,
        headers: responseHeaders,
        body: errorBody(requestId, 404, 'resource_not_found', `Unknown operation ${operationId}.`),
      };
    }
    const result = await (async () => {
      // 1. Authentication.
      const auth = /^Bearer\s+(\S+)\s*$/i.exec(lower.authorization ?? '');
      if (!auth) {
        return fail(
          new ApiError(
            401,
            'authentication_failed',
            'No valid API key was provided. Send your key as "Authorization: Bearer sk_test_..." to the sandbox host.',
          ),
        );
      }
      const apiKey = auth[1];
      if (LIVE_KEY.test(apiKey)) {
        return fail(
          new ApiError(
            401,
            'authentication_failed',
            'This is a live key (sk_live_...): live keys do not work on the sandbox. Use a test key (sk_test_...), and never send live keys to a test host.',
          ),
        );
      }
      if (!API_KEY.test(apiKey)) {
        return fail(
          new ApiError(
            401,
            'authentication_failed',
            'The API key is not a valid sandbox key: sandbox keys start with sk_test_ followed by 16 to 64 letters and digits.',
          ),
        );
      }
      const acc = account(apiKey);
      // 1b. The API version (Acme-Version): one the sandbox serves, with this operation.
      if (requestedVersion !== undefined && !served[requestedVersion]) {
        const names = Object.keys(served).join(', ');
        return fail(
          new ApiError(
            422,
            'parameter_invalid',
            `The sandbox answers the API versions ${names}; Acme-Version ${requestedVersion} is none of them.`,
            [{ field: 'Acme-Version', issue: `must be one of ${names}` }],
          ),
        );
      }
      if (!version.operations.has(operationId)) {
        // Not validated against the older spec: it has no such operation to validate against.
        return {
          status: 404,
          headers: responseHeaders,
          body: errorBody(
            requestId,
            404,
            'resource_not_found',
            `${info.method.toUpperCase()} ${info.path} does not exist in API version ${versionName}; it is new in a later version. Send Acme-Version: ${apiVersion} to use it.`,
          ),
        };
      }
      // 2. The documented way to force an error example (docs: testing, local sandbox).
      if (lower.prefer) {
        const preferred = preferredExample(operationId, lower.prefer);
        if (!preferred && /example=/.test(lower.prefer)) {
          // A typo must not quietly turn an error test into a success.
          return fail(
            new ApiError(
              400,
              'invalid_request',
              `Prefer: "${lower.prefer}" names no documented example of this operation. Use code=<status>, example=<name> as listed on the operation's page.`,
            ),
          );
        }
        if (preferred) {
          const body =
            preferred.body && typeof preferred.body === 'object' && 'requestId' in preferred.body
              ? { ...preferred.body, requestId }
              : preferred.body;
          const extra = preferred.status === 429 ? { 'Retry-After': '2' } : {};
          return finish(preferred.status, body, extra);
        }
      }
      // 3. Parsing and validation.
      let body;
      const bodyPresent = rawBody !== undefined && rawBody.trim() !== '';
      if (bodyPresent) {
        try {
          body = JSON.parse(/** @type {string} */ (rawBody));
        } catch (error) {
          return fail(
            new ApiError(400, 'invalid_request', `The request body is not valid JSON: ${/** @type {Error} */ (error).message}`),
          );
        }
      }
      const problems = version.validators.request(operationId, { pathParams, query, headers: lower, body, bodyPresent });
      if (problems.length) {
        const list = problems.map((p) => p.field).join(', ');
        return fail(
          new ApiError(
            422,
            'parameter_invalid',
            problems.length >= maxDetails
              ? `The request has at least ${maxDetails} invalid fields; the first ${maxDetails}: ${list}.`
              : `The request has ${problems.length} invalid field${problems.length === 1 ? '' : 's'}: ${list}.`,
            problems,
          ),
        );
      }
      // 4. Idempotency (POST and PATCH).
      const mutating = info.method === 'post' || info.method === 'patch';
      const key = lower['idempotency-key'];
      const fingerprint = canonical({ operationId, pathParams, body: body ?? null });
      if (mutating && key) {
        const stored = acc.idempotency[key];
        if (stored && now().getTime() - stored.storedAt < IDEMPOTENCY_RETENTION_MS) {
          if (stored.fingerprint !== fingerprint) {
            return fail(
              new ApiError(
                409,
                'idempotency_conflict',
                'This Idempotency-Key was used with a different request within the last 24 hours.',
              ),
            );
          }
          if (stored.inProgress) {
            return fail(
              new ApiError(
                409,
                // Before 2025-06-01 a retry during the first request was an idempotency_conflict.
                version.keyInUse ? 'idempotency_key_in_use' : 'idempotency_conflict',
                'A request with this Idempotency-Key is still being processed. Retry in a few seconds.',
              ),
            );
          }
          // The stored result, as it was: an error body's requestId and the Request-Id header
          // name the first request (payments.yaml: requestId is "also in the Request-Id header").
          return {
            status: stored.status,
            headers: {
              ...stored.headers,
              'Acme-Version': versionName,
              ...(version.replayHeader ? { 'Idempotent-Replayed': 'true' } : {}),
            },
            body: clone(stored.body),
          };
        }
        acc.idempotency[key] = { fingerprint, storedAt: now().getTime(), inProgress: true };
      }
      // 5. The operation's rules.
      let outcome;
      try {
        const query2 = { ...query };
        const done = await rules[operationId]({ apiKey, acc, pathParams, query: query2, body });
        outcome = finish(done.status, done.body);
      } catch (error) {
        if (error instanceof ApiError) outcome = fail(error);
        else {
          if (mutating && key) delete acc.idempotency[key];
          throw error;
        }
      }
      if (mutating && key) {
        // Not stored: server errors, and parameter_invalid from a rule that compares fields (as from the
        // schema check above), so the corrected request may use the same key (payments.yaml, Idempotency).
        if (outcome.status >= 500 || outcome.body?.code === 'parameter_invalid') delete acc.idempotency[key];
        else
          acc.idempotency[key] = {
            fingerprint,
            storedAt: acc.idempotency[key].storedAt,
            status: outcome.status,
            headers: outcome.headers,
            body: clone(outcome.body),
          };
      }
      return outcome;
    })().catch((error) => {
      log({ type: 'error', operationId, error: String(error?.stack ?? error) });
      if (strictResponses) throw error;
      return {
        status: 500,
        headers: responseHeaders,
        body: errorBody(
          requestId,
          500,
          'internal_error',
          'An unexpected error occurred in the sandbox. It is safe to retry with the same Idempotency-Key.',
        ),
      };
    });
    log({
      type: 'request',
      operationId,
      method: info.method.toUpperCase(),
      path: info.path,
      pathParams,
      status: result.status,
      requestId,
    });
    return result;
  }

  // ---------------------------------------------------------------- checkout

  /** @param {string} sessionId */
  function findSession(sessionId) {
    const apiKey = state.sessionIndex[sessionId];
    if (!apiKey) return undefined;
    const acc = account(apiKey);
    const session = acc.sessions[sessionId];
    return session ? { apiKey, acc, session: refreshSession(acc, session) } : undefined;
  }

  /** @param {any} acc @param {any} session */
  function returnUrlOf(acc, session) {
    const base = session._hosted?.returnUrl ?? acc.pointsOfSale[session.pointOfSaleId]?.websiteUrl ?? 'about:blank';
    return appendQuery(base, 'sessionId', session.id);
  }

  /** @param {string} birthDate YYYY-MM-DD */
  function ageOn(birthDate) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
    if (!m) return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const born = new Date(Date.UTC(y, mo - 1, d));
    if (born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d) return undefined;
    const today = now();
    let age = today.getUTCFullYear() - y;
    if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
    return age;
  }

  const checkout = {
    /** What a payment page needs. @param {string} sessionId */
    session(sessionId) {
      const found = findSession(sessionId);
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
    },

    /**
     * A payment attempt on the payment page.
     * @param {string} sessionId
     * @param {{ cardNumber: string, expiry: string, cvc: string, challengeCode?: string, birthDate?: string }} input
     */
    async pay(sessionId, input) {
      const found = findSession(sessionId);
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
        age = ageOn(String(input.birthDate ?? '').trim());
        if (age === undefined)
          fieldErrors.push({ field: 'birthDate', issue: 'Enter the date of birth of the person paying as YYYY-MM-DD.' });
      }
      if (fieldErrors.length) return { outcome: 'invalid', message: fieldErrors[0].issue, fieldErrors };
      const expiry = `${/** @type {RegExpExecArray} */ (exp)[1]}/${/** @type {RegExpExecArray} */ (exp)[2]}`;

      // Age check first: a rejected customer is never charged.
      if (session.ageVerification && session.ageVerification.result === 'pending') {
        const ok = /** @type {number} */ (age) >= session.ageVerification.minimumAge;
        const checked = step('session', session.status, ok ? 'age_verified' : 'age_rejected');
        session.ageVerification = {
          minimumAge: session.ageVerification.minimumAge,
          result: ok ? 'verified' : 'rejected',
          verifiedAt: nowIso(),
        };
        session.status = checked.to;
        notify(
          apiKey,
          /** @type {string} */ (checked.notification),
          { session: view(session) },
          { pointOfSaleId: session.pointOfSaleId, notificationUrl: session._notificationUrl },
        );
        if (!ok) {
          return {
            outcome: 'rejected',
            errorCode: undefined,
            message: `The purchase requires a minimum age of ${session.ageVerification.minimumAge}. No payment was made.`,
            redirectUrl: returnUrlOf(acc, session),
          };
        }
      }

      const b = /** @type {NonNullable<typeof behaviour>} */ (behaviour);
      const challenge = b.behaviour === 'challenge' || b.behaviour === 'challenge_failed';
      if (challenge && !String(input.challengeCode ?? '').trim()) {
        return {
          outcome: 'challenge_required',
          message: '3-D Secure: enter the one-time code from your bank (any code in the sandbox).',
        };
      }
      const tx = newTransaction(acc, {
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
      const where = { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl };
      const [mm, yy] = expiry.split('/').map(Number);
      const pastExpiry = Date.UTC(2000 + yy, mm, 1) <= now().getTime();
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
              preAuthorization,
              { session: view(session), paymentMethod: tx.paymentMethod },
              webhookSecret,
            )
          : 'approve';
      if (merchant === 'decline') code = 'declined_by_merchant';
      else if (b.behaviour === 'challenge_failed') code = 'authentication_required';
      else if (b.behaviour === 'declined') code = b.errorCode ?? 'card_declined';
      else if (pastExpiry) code = 'expired_card';
      if (code) {
        const declined = decline(acc, tx, code, messages[code] ?? 'The payment was declined.');
        notify(apiKey, declined, { transaction: view(tx), operation: view(lastOp(acc, tx)) }, where);
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
        session.completedAt = nowIso();
        return { outcome: 'pending', transactionId: tx.id, redirectUrl: returnUrlOf(acc, session) };
      }
      authorize(apiKey, acc, tx);
      session.status = step('session', session.status, 'customer_paid').to;
      session.transactionId = tx.id;
      session.completedAt = nowIso();
      const link = session.paymentLinkId ? acc.paymentLinks[session.paymentLinkId] : undefined;
      if (link) link.status = step('paymentLink', link.status, 'customer_paid').to;
      if (session.storePaymentMethod) createSubscription(apiKey, acc, session, tx);
      return { outcome: 'approved', transactionId: tx.id, redirectUrl: returnUrlOf(acc, session) };
    },

    /** The customer pressed Cancel. @param {string} sessionId */
    async cancel(sessionId) {
      const found = findSession(sessionId);
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
    },

    /** The session behind a payment link (created with the link). @param {string} linkId */
    paymentLink(linkId) {
      const apiKey = state.linkIndex[linkId];
      const link = apiKey ? account(apiKey).paymentLinks[linkId] : undefined;
      if (!link) return undefined;
      const found = findSession(link.sessionId);
      return { linkId, sessionId: link.sessionId, status: found?.session.status ?? 'expired', expiresAt: link.expiresAt };
    },
  };

  // ---------------------------------------------------------------- notifications API

  /** Runs an operation as the simulator's own client (used by trigger). */
  async function call(apiKey, operationId, body, pathParams = {}) {
    const res = await handle({
      operationId,
      pathParams,
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': newId('trigger-') },
      rawBody: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 400)
      throw new Error(`trigger: ${operationId} answered ${res.status} ${res.body?.code}: ${res.body?.message}`);
    return res.body;
  }

  /** @param {string} apiKey @param {{ captureMode?: string, storePaymentMethod?: boolean, integration?: string }} [extra] */
  async function paidSession(apiKey, extra = {}, card = '4900000000000003') {
    const created = await call(apiKey, 'initializePaymentSession', {
      pointOfSaleId: DEFAULT_POINT_OF_SALE_ID,
      amount: 12500,
      currency: 'EUR',
      orderId: `trigger-${Date.now()}`,
      description: 'Triggered test event',
      ...extra,
      ...(extra.integration === 'age_verification' ? { ageVerification: { minimumAge: 18 } } : {}),
    });
    const result = await checkout.pay(created.sessionId, {
      cardNumber: card,
      expiry: '12/35',
      cvc: '123',
      challengeCode: '1',
      birthDate: '1990-01-01',
    });
    return { sessionId: created.sessionId, ...result };
  }

  const notifications = {
    /** Deliveries, oldest first, with their attempts. @param {string} [apiKey] */
    list(apiKey) {
      return state.deliveries.filter((d) => !apiKey || d.apiKey === apiKey).map((d) => clone(d));
    },
    /**
     * Sends a notification by hand, like `stripe trigger`: without objectId it makes the event
     * happen for real (creates and pays a session, captures, refunds...), so every object in it
     * exists; with objectId it sends the event again for that transaction, subscription or session.
     * @param {string} apiKey @param {string} eventType @param {string} [objectId]
     */
    async trigger(apiKey, eventType, objectId) {
      if (!API_KEY.test(apiKey ?? '')) throw new Error('trigger: pass a sandbox API key (sk_test_...)');
      const types = spec.components?.schemas?.NotificationWebhook?.properties?.type?.enum ?? [];
      if (!types.includes(eventType)) throw new Error(`trigger: unknown event type "${eventType}". Known: ${types.join(', ')}`);
      const acc = account(apiKey);
      const before = state.deliveries.length;
      if (objectId) {
        const tx = acc.transactions[objectId];
        const sub = acc.subscriptions[objectId];
        const session = acc.sessions[objectId];
        if (eventType.startsWith('transaction.') || eventType.startsWith('payout.')) {
          if (!tx) throw new Error(`trigger: no transaction ${objectId} for this key`);
          const data = eventType.startsWith('payout.')
            ? { operation: view(lastOp(acc, tx)), transaction: view(tx) }
            : { transaction: view(tx), operation: view(lastOp(acc, tx)) };
          notify(apiKey, eventType, data, { pointOfSaleId: tx.pointOfSaleId, notificationUrl: tx._notificationUrl });
        } else if (eventType.startsWith('subscription.')) {
          if (!sub) throw new Error(`trigger: no subscription ${objectId} for this key`);
          notify(
            apiKey,
            eventType,
            { subscription: view(sub) },
            { pointOfSaleId: sub.pointOfSaleId, notificationUrl: sub._notificationUrl },
          );
        } else {
          if (!session) throw new Error(`trigger: no session ${objectId} for this key`);
          notify(
            apiKey,
            eventType,
            { session: view(session) },
            { pointOfSaleId: session.pointOfSaleId, notificationUrl: session._notificationUrl },
          );
        }
      } else {
        switch (eventType) {
          case 'transaction.authorized':
            await paidSession(apiKey, { captureMode: 'manual' });
            break;
          case 'transaction.captured':
            await paidSession(apiKey);
            break;
          case 'transaction.declined':
            await paidSession(apiKey, {}, '4900000000002009');
            break;
          case 'transaction.refunded': {
            const paid = await paidSession(apiKey);
            await call(apiKey, 'refundPayment', undefined, { transactionId: paid.transactionId });
            break;
          }
          case 'transaction.voided': {
            const paid = await paidSession(apiKey, { captureMode: 'manual' });
            await call(apiKey, 'voidPayment', undefined, { transactionId: paid.transactionId });
            break;
          }
          case 'age_verification.completed':
            await paidSession(apiKey, { integration: 'age_verification' });
            break;
          default: {
            const paid = await paidSession(apiKey, { storePaymentMethod: true });
            const subscriptionId = acc.sessions[paid.sessionId].subscriptionId;
            if (eventType === 'subscription.updated')
              await call(apiKey, 'updateSubscription', { reference: 'triggered' }, { subscriptionId });
            if (eventType === 'subscription.disabled') await call(apiKey, 'disableSubscription', {}, { subscriptionId });
            if (eventType === 'payout.completed')
              await call(apiKey, 'payoutSynchronous', {
                subscriptionId,
                amount: 2500,
                currency: 'EUR',
                orderId: 'trigger-payout',
              });
            if (eventType === 'payout.failed') {
              const { tx, op } = startPayout(apiKey, acc, {
                subscriptionId,
                amount: 2500,
                currency: 'EUR',
                orderId: 'trigger-payout',
              });
              completePayout(apiKey, acc, tx, op, 'card_declined');
            }
          }
        }
      }
      const sent = state.deliveries.slice(before).filter((d) => d.type === eventType);
      return { eventIds: sent.map((d) => d.eventId), deliveries: sent.map((d) => clone(d)) };
    },
    /** Resolves when every pending delivery, retry and payout is done. */
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };

  function stopTimers() {
    generation++;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    pending.clear();
  }

  return {
    handle,
    checkout,
    notifications,
    /** JSON-serialisable state (pending retries are not part of it). */
    snapshot() {
      return clone(state);
    },
    /** A saved state, checked first: a bad one throws a StateError (sandbox/state.mjs) and changes nothing. @param {any} snapshot */
    restore(snapshot) {
      const restored = restoredState(snapshot);
      stopTimers();
      state = restored;
    },
    reset() {
      stopTimers();
      state = emptyState();
    },
    /** Forgets one key's objects and deliveries (the local sandbox's `reset`). @param {string} apiKey */
    resetAccount(apiKey) {
      forgetAccount(state, apiKey);
    },
    /** Stops timers (retries, payouts) so a host can exit. */
    close() {
      stopTimers();
    },
  };
}
