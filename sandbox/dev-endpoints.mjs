/**
 * The local sandbox's developer endpoints, the commands of `npm run sandbox -- notifications |
 * trigger | reset`: GET /_sandbox/notifications, POST /_sandbox/trigger, POST /_sandbox/reset
 * (and GET /_sandbox/health). They are for the CLI on this machine, not for web pages: each
 * request must carry a sandbox key (`Authorization: Bearer sk_test_...`) and sees or changes
 * only that key's data; a request from a page (an Origin or Sec-Fetch-Site of another origin,
 * a Host that is not localhost) is refused, a state change needs Content-Type application/json,
 * no answer has Access-Control-Allow-Origin, and no answer contains an API key.
 */

const apiKeyPattern = /^sk_test_[A-Za-z0-9]{16,64}$/;
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} code
 * @param {string} message @param {Record<string, string>} [extra]
 */
function refuse(res, status, code, message, extra = {}) {
  send(res, status, { code, message, status }, extra);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [extra] */
function send(res, status, body, extra = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(JSON.stringify(body, null, 2));
}

/** A delivery as the CLI shows it: everything but the key it belongs to. @param {any} delivery */
const withoutKey = ({ apiKey: _key, ...rest }) => rest;

/**
 * Answers a request under /_sandbox/; false for any other path.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ simulator: any, port: number, readBody: (req: import('node:http').IncomingMessage) => Promise<string> }} host
 */
export async function handleDevRequest(req, res, { simulator, port, readBody }) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith('/_sandbox/')) return false;
  const method = req.method ?? 'GET';
  // A page in the developer's browser: another origin, or a name that resolves to this machine.
  const hostName = String(req.headers.host ?? '').replace(/:\d+$/, '');
  const origin = req.headers.origin;
  const ownOrigins = [...localHosts].map((name) => `http://${name}:${port}`);
  const fetchSite = req.headers['sec-fetch-site'];
  if (
    !localHosts.has(hostName) ||
    (origin !== undefined && !ownOrigins.includes(origin)) ||
    (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
  ) {
    refuse(
      res,
      403,
      'insufficient_permissions',
      'The sandbox developer endpoints answer the CLI on this machine, not web pages.',
    );
    return true;
  }
  const routes = {
    '/_sandbox/health': 'GET',
    '/_sandbox/notifications': 'GET',
    '/_sandbox/trigger': 'POST',
    '/_sandbox/reset': 'POST',
  };
  const allowed = Object.hasOwn(routes, url.pathname) ? routes[/** @type {keyof typeof routes} */ (url.pathname)] : undefined;
  if (!allowed) {
    refuse(res, 404, 'resource_not_found', `No developer endpoint ${url.pathname}: use notifications, trigger or reset.`);
    return true;
  }
  if (method !== allowed) {
    refuse(res, 405, 'invalid_request', `${url.pathname} answers ${allowed} only.`, { Allow: allowed });
    return true;
  }
  if (url.pathname === '/_sandbox/health') {
    send(res, 200, { ok: true });
    return true;
  }
  const auth = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''));
  const apiKey = auth?.[1];
  if (!apiKey || !apiKeyPattern.test(apiKey)) {
    refuse(res, 401, 'authentication_failed', 'Send the sandbox key whose data you want: "Authorization: Bearer sk_test_...".');
    return true;
  }
  if (method === 'POST') {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      refuse(res, 415, 'invalid_request', 'Send the body as JSON, with Content-Type: application/json.');
      return true;
    }
  }
  if (url.pathname === '/_sandbox/notifications') {
    send(res, 200, { data: simulator.notifications.list(apiKey).map(withoutKey) });
    return true;
  }
  /** @type {any} */
  let body;
  const text = await readBody(req); // over the limit: a 413 from the host
  try {
    body = JSON.parse(text || '{}');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('the body is not a JSON object');
  } catch (error) {
    refuse(res, 400, 'invalid_request', `The body is not a JSON object: ${/** @type {Error} */ (error).message}`);
    return true;
  }
  if (url.pathname === '/_sandbox/reset') {
    simulator.resetAccount(apiKey);
    send(res, 200, { reset: true });
    return true;
  }
  try {
    const type = typeof body.type === 'string' ? body.type : '';
    const objectId = typeof body.objectId === 'string' ? body.objectId : undefined;
    const result = await simulator.notifications.trigger(apiKey, type, objectId);
    send(res, 200, { eventIds: result.eventIds, deliveries: result.deliveries.map(withoutKey) });
  } catch (error) {
    refuse(res, 400, 'invalid_request', String(/** @type {Error} */ (error).message ?? error));
  }
  return true;
}
