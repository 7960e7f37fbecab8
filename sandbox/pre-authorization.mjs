/**
 * The pre-authorisation webhook of the simulated checkout (payments.yaml webhooks.preAuthorization):
 * for a Hosted Fields session, when the sandbox is given a pre-authorisation URL (the stand-in for
 * the point of sale's setting: `npm run sandbox -- --pre-authorization-url <url>`), the merchant's
 * server is asked to approve or decline before the issuer is. A separate module so that the
 * simulator only asks for a decision.
 */
import { facts } from '../config/facts.cjs';
import { signatureHeader } from './signature.mjs';

/** @typedef {'approve' | 'decline'} Decision */
/** @typedef {{ url: string, fallback?: Decision, timeoutMs?: number }} PreAuthorizationConfig */

/**
 * Sends the signed POST and answers the decision, or undefined for "no answer": a timeout, a
 * non-2xx status, a redirect, a body that is not JSON or another decision (the spec's list).
 * @param {string} url @param {{ session: any, paymentMethod: any }} payload @param {string} secret
 * @param {{ timeoutMs?: number, fetchImpl?: typeof fetch }} [options]
 * @returns {Promise<Decision | undefined>}
 */
export async function askPreAuthorization(url, payload, secret, options = {}) {
  const { timeoutMs = facts.preAuthorizationTimeoutSeconds.value * 1000, fetchImpl = fetch } = options;
  const body = JSON.stringify(payload);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'Acme-Signature': await signatureHeader(body, secret, Date.now() / 1000),
        'User-Agent': 'AcmePay-Sandbox/1.0',
      },
      body,
    });
    if (response.status < 200 || response.status > 299) return undefined;
    const answer = JSON.parse(await response.text());
    return answer?.decision === 'approve' || answer?.decision === 'decline' ? answer.decision : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The decision for one attempt: the merchant's answer, else the fallback (approve by default).
 * @param {PreAuthorizationConfig | undefined} config @param {{ session: any, paymentMethod: any }} payload
 * @param {string} secret @returns {Promise<Decision>}
 */
export async function preAuthorizationDecision(config, payload, secret) {
  if (!config?.url) return 'approve';
  const answer = await askPreAuthorization(config.url, payload, secret, { timeoutMs: config.timeoutMs });
  return answer ?? config.fallback ?? 'approve';
}
