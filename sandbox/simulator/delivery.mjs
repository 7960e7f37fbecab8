/**
 * Notifications and their delivery: a notification is checked against the spec, recorded as a
 * delivery and POSTed, signed, through the host's `deliver`, with retries on the documented
 * (compressed) schedule. The delivery log is part of the state; retries are timers of the context.
 */
import { facts } from '../../config/facts.cjs';
import { signatureHeader } from '../signature.mjs';
import { account } from './accounts.mjs';
import { clone, iso, newId } from './util.mjs';

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

/**
 * Queues a notification for delivery, to the `_notificationUrl` of the object it is about, else to
 * its point of sale's `notificationUrl` (the rule of payments.yaml's notification webhook). Which
 * objects carry one: a session (from its request, or its payment link's) and the transactions of
 * its payments; a merchant-initiated charge or payout (from its own request only). A subscription
 * carries none, so `subscription.*` events always go to the point of sale's URL.
 * @param {import('./context.mjs').Context} ctx
 * @param {string} apiKey
 * @param {string} type
 * @param {Record<string, any>} data public views of the objects
 * @param {{ pointOfSaleId?: string, _notificationUrl?: string }} about the object it is about (a
 *   session, transaction or subscription): its point of sale and notificationUrl
 */
export function notify(ctx, apiKey, type, data, about) {
  const where = { pointOfSaleId: about.pointOfSaleId, notificationUrl: about._notificationUrl };
  const acc = account(ctx, apiKey);
  const pos = where.pointOfSaleId ? acc.pointsOfSale[where.pointOfSaleId] : undefined;
  const payload = {
    eventId: newId('evt_'),
    type,
    createdAt: ctx.nowIso(),
    apiVersion: ctx.apiVersion,
    livemode: false,
    ...(where.pointOfSaleId ? { pointOfSaleId: where.pointOfSaleId } : {}),
    data: clone(data),
  };
  const problems = ctx.validators.validate('notification', payload);
  if (problems.length) {
    ctx.log({ type: 'spec_violation', where: `notification ${type}`, errors: problems });
    if (ctx.strictResponses) throw new Error(`notification ${type} breaks the spec: ${JSON.stringify(problems)}`);
  }
  const notificationUrl = where.notificationUrl ?? pos?.notificationUrl;
  const url = ctx.forwardUrl ?? notificationUrl;
  const delivery = {
    id: newId('dlv_'),
    apiKey,
    eventId: payload.eventId,
    type,
    url: url ?? null,
    notificationUrl: notificationUrl ?? null,
    status: url ? 'pending' : 'no_url',
    createdAt: ctx.nowIso(),
    attempts: /** @type {any[]} */ ([]),
    nextAttemptAt: /** @type {string|null} */ (null),
    payload,
    body: JSON.stringify(payload),
  };
  ctx.state.deliveries.push(delivery);
  ctx.log({ type: 'notification', eventType: type, eventId: payload.eventId, url: url ?? null, payload });
  if (url) track(ctx, attempt(ctx, delivery, 0, ctx.generation));
  return payload;
}

/** @param {import('./context.mjs').Context} ctx @param {Promise<any>} promise */
export function track(ctx, promise) {
  ctx.pending.add(promise);
  promise.finally(() => ctx.pending.delete(promise));
  return promise;
}

/**
 * One delivery attempt, then the next one on the schedule if it failed.
 * @param {import('./context.mjs').Context} ctx
 * @param {any} delivery @param {number} index @param {number} gen
 */
export async function attempt(ctx, delivery, index, gen) {
  if (gen !== ctx.generation || !ctx.state.deliveries.includes(delivery)) return;
  const t = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    'Acme-Signature': await signatureHeader(delivery.body, ctx.webhookSecret, t),
    'User-Agent': 'AcmePay-Sandbox/1.0',
  };
  const started = Date.now();
  /** @type {any} */
  const record = { at: ctx.nowIso(), number: index + 1 };
  try {
    record.status = await ctx.deliver(delivery.url, { headers, body: delivery.body });
  } catch (error) {
    record.error = String(/** @type {any} */ (error)?.cause?.code ?? /** @type {any} */ (error)?.message ?? error);
  }
  record.durationMs = Date.now() - started;
  if (gen !== ctx.generation) return;
  delivery.attempts.push(record);
  const ok = typeof record.status === 'number' && record.status >= 200 && record.status < 300;
  ctx.log({
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
  if (index >= ctx.retryDelaysMs.length) {
    delivery.status = 'failed';
    delivery.nextAttemptAt = null;
    return;
  }
  const delay = ctx.retryDelaysMs[index];
  delivery.status = 'retrying';
  delivery.nextAttemptAt = iso(new Date(ctx.now().getTime() + delay));
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      ctx.timers.delete(timer);
      resolve(undefined);
    }, delay);
    ctx.timers.add(timer);
  });
  await attempt(ctx, delivery, index + 1, gen);
}
