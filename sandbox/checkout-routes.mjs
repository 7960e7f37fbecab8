/**
 * The Node sandbox's checkout pages (node-host.mjs routes to them before the API): a payment link
 * (GET /l/<linkId>) sends the customer to its session's page; /checkout/<sessionId> shows the card
 * form (GET) and takes it (POST: pay, or cancel); POST /checkout/<sessionId>/cancel cancels. The
 * customer is sent on to http and https URLs only (redirect-url.mjs). The pages' HTML is
 * checkout-page.mjs's.
 */
import { renderCheckout, renderMessage } from './checkout-page.mjs';
import { isWebUrl, notWebUrlMessage } from './redirect-url.mjs';

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} html */
function sendHtml(res, status, html) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/** Sends the customer on, to a web address only. @param {import('node:http').ServerResponse} res @param {string} location */
function redirect(res, location) {
  if (!location.startsWith('/') && !isWebUrl(location)) return sendHtml(res, 200, renderMessage('Payment', notWebUrlMessage));
  res.writeHead(303, { Location: location });
  res.end();
}

/**
 * Answers a checkout page's request; false when the request is not one (the API answers it).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ simulator: any, method: string, pathname: string, readBody: (req: import('node:http').IncomingMessage) => Promise<string> }} context
 * @returns {Promise<boolean>}
 */
export async function routeCheckout(req, res, { simulator, method, pathname, readBody }) {
  let m;
  if ((m = /^\/l\/([A-Za-z0-9_]+)\/?$/.exec(pathname)) && method === 'GET') {
    const link = simulator.checkout.paymentLink(m[1]);
    if (!link) sendHtml(res, 404, renderMessage('Payment link not found', 'This payment link does not exist in this sandbox.'));
    else redirect(res, `/checkout/${link.sessionId}`);
    return true;
  }
  // POST only: a GET that cancels could be fired by a link prefetcher or a crawler.
  if ((m = /^\/checkout\/([A-Za-z0-9_]+)\/cancel\/?$/.exec(pathname)) && method === 'POST') {
    const result = await simulator.checkout.cancel(m[1]);
    if (result.redirectUrl) redirect(res, result.redirectUrl);
    else sendHtml(res, 404, renderMessage('Payment not found', result.message ?? 'This payment session does not exist.'));
    return true;
  }
  if ((m = /^\/checkout\/([A-Za-z0-9_]+)\/?$/.exec(pathname))) {
    const sessionId = m[1];
    const session = simulator.checkout.session(sessionId);
    if (!session) {
      sendHtml(res, 404, renderMessage('Payment not found', 'This payment session does not exist in this sandbox.'));
      return true;
    }
    if (method === 'GET') {
      sendHtml(res, 200, renderCheckout(session, {}));
      return true;
    }
    if (method === 'POST') {
      await takeForm(req, res, { simulator, sessionId, session, readBody });
      return true;
    }
  }
  return false;
}

/**
 * The card form's POST: cancel, or pay; an approved, pending or rejected payment sends the
 * customer back to the shop, anything else shows the form again with the outcome.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ simulator: any, sessionId: string, session: any, readBody: (req: import('node:http').IncomingMessage) => Promise<string> }} context
 */
async function takeForm(req, res, { simulator, sessionId, session, readBody }) {
  const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
  if (form.action === 'cancel') {
    const result = await simulator.checkout.cancel(sessionId);
    return result.redirectUrl
      ? redirect(res, result.redirectUrl)
      : sendHtml(res, 409, renderMessage('Payment', result.message ?? ''));
  }
  const result = await simulator.checkout.pay(sessionId, {
    cardNumber: form.cardNumber ?? '',
    expiry: form.expiry ?? '',
    cvc: form.cvc ?? '',
    challengeCode: form.challengeCode,
    birthDate: form.birthDate,
  });
  if (result.redirectUrl && ['approved', 'pending', 'rejected'].includes(result.outcome))
    return redirect(res, result.redirectUrl);
  const fresh = simulator.checkout.session(sessionId);
  const status = result.outcome === 'challenge_required' ? 200 : result.outcome === 'unavailable' ? 409 : 422;
  return sendHtml(res, status, renderCheckout(fresh ?? session, { result, form }));
}
