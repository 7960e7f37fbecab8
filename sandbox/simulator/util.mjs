/**
 * The simulator's shared helpers and constants: IDs, dates, public views, the ApiError every rule
 * throws, and the numbers the docs state (config/facts.cjs). No state: every module imports them.
 */
import { facts } from '../../config/facts.cjs';
import { testCredentials } from '../../config/testData.cjs';

export const DEFAULT_WEBHOOK_SECRET = testCredentials.webhookSecret;
/** The point of sale every docs sample uses; every fresh API key starts with it. */
export const DEFAULT_POINT_OF_SALE_ID = testCredentials.pointOfSaleId;
export const API_KEY = /^sk_test_[A-Za-z0-9]{16,64}$/;
export const LIVE_KEY = /^sk_live_/i;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
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
export function newId(prefix, length = 20) {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return prefix + out;
}

/** @param {Date} date */
export const iso = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** @template T @param {T} value @returns {T} */
export const clone = (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)));
/** Public view: drops internal `_` fields. @param {any} obj */
export function view(obj) {
  if (!obj) return obj;
  /** @type {Record<string, any>} */
  const out = {};
  for (const [k, v] of Object.entries(obj)) if (!k.startsWith('_') && v !== undefined) out[k] = clone(v);
  return out;
}
/** Canonical JSON (sorted keys) for comparing request bodies. @param {any} value @returns {string} */
export function canonical(value) {
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

export class ApiError extends Error {
  /** @param {number} status @param {string} code @param {string} message @param {{field:string,issue:string}[]} [details] */
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** A 422 parameter_invalid for one field that the schema cannot express (a rule across fields). @param {string} field @param {string} issue */
export const invalidField = (field, issue) =>
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
