/**
 * The stateful Acme Payments API simulator: the 17 operations of openapi/payments.yaml with their
 * rules, idempotency, a simulated checkout (payment window, age verification, payment links) and
 * signed notifications with retries. Runs unchanged in Node 20 and in the browser: Web Crypto,
 * TextEncoder and an injected `deliver` only; no node: imports.
 *
 * This file is the public entry: it composes the modules of sandbox/simulator/, which share one
 * context (context.mjs): util (IDs, views, errors, constants), delivery (notifications and their
 * retries), accounts, objects (lookups, sessions, transactions, authorisation), resources/ (the rules of
 * each operation, by resource), request (request handling and idempotency), checkout (the payment
 * page) and notifications (the delivery log and `trigger`). Hosts: node-host.mjs (Node) and
 * browser-host.ts (the docs' in-browser sandbox).
 */
import { restoredState, emptyState, forgetAccount } from './state.mjs';
import { createContext } from './simulator/context.mjs';
import { cancel, checkoutSession, pay, paymentLink } from './simulator/checkout.mjs';
import { createNotifications } from './simulator/notifications.mjs';
import { handle } from './simulator/request.mjs';
import { clone } from './simulator/util.mjs';

export {
  DEFAULT_POINT_OF_SALE_ID,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_WEBHOOK_SECRET,
  IDEMPOTENCY_RETENTION_MS,
  REAL_RETRY_DELAYS_MS,
  appendQuery,
} from './simulator/util.mjs';
export { postNotification } from './simulator/delivery.mjs';

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

/** @param {SimulatorOptions} options */
export function createSimulator(options) {
  const ctx = createContext(options);

  function stopTimers() {
    ctx.generation++;
    for (const timer of ctx.timers) clearTimeout(timer);
    ctx.timers.clear();
    ctx.pending.clear();
  }

  return {
    /**
     * @param {{ operationId: string, pathParams?: Record<string,string>, query?: Record<string,string>, headers?: Record<string,string>, rawBody?: string }} request
     * @returns {Promise<{ status: number, headers: Record<string,string>, body: any }>}
     */
    handle: (request) => handle(ctx, request),
    checkout: {
      /** What a payment page needs. @param {string} sessionId */
      session: (sessionId) => checkoutSession(ctx, sessionId),
      /**
       * A payment attempt on the payment page.
       * @param {string} sessionId
       * @param {{ cardNumber: string, expiry: string, cvc: string, challengeCode?: string, birthDate?: string }} input
       */
      pay: (sessionId, input) => pay(ctx, sessionId, input),
      /** The customer pressed Cancel. @param {string} sessionId */
      cancel: (sessionId) => cancel(ctx, sessionId),
      /** The session behind a payment link (created with the link). @param {string} linkId */
      paymentLink: (linkId) => paymentLink(ctx, linkId),
    },
    notifications: createNotifications(ctx),
    /** JSON-serialisable state (pending retries are not part of it). */
    snapshot() {
      return clone(ctx.state);
    },
    /** A saved state, checked first: a bad one throws a StateError (sandbox/state.mjs) and changes nothing. @param {any} snapshot */
    restore(snapshot) {
      const restored = restoredState(snapshot);
      stopTimers();
      ctx.state = restored;
    },
    reset() {
      stopTimers();
      ctx.state = emptyState();
    },
    /** Forgets one key's objects and deliveries (the local sandbox's `reset`). @param {string} apiKey */
    resetAccount(apiKey) {
      forgetAccount(ctx.state, apiKey);
    },
    /** Stops timers (retries, payouts) so a host can exit. */
    close() {
      stopTimers();
    },
  };
}
