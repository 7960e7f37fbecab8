/**
 * The sandbox in Node: a node:http server that answers the API through the same MSW handlers as
 * the browser (msw's getResponse), serves the simulated checkout pages (/checkout/<sessionId>,
 * /l/<linkId>: checkout-routes.mjs) and the developer endpoints under /_sandbox/
 * (dev-endpoints.mjs). A body over maxBodyBytes answers 413 and a path with malformed
 * percent-encoding 400, in the API's error shape; a checkout redirects only to http and https URLs.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { corsHeaders, createHandlers } from './handlers.mjs';
import { createSimulator, postNotification } from './simulator.mjs';
import { createValidators } from './validate.mjs';
import { compileSchemaSet } from './validate-runtime.mjs';
import { routeCheckout } from './checkout-routes.mjs';
import { handleDevRequest } from './dev-endpoints.mjs';
import { deriveVersionSpec } from '../spec/api-versions.mjs';
import { readSpec } from '../spec/load.cjs';
import { currentVersion, olderVersions } from '../config/apiVersions.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultSpecPath = path.join(root, 'openapi/payments.yaml');

/**
 * The spec the sandbox answers, read through the one spec model (spec/load.cjs: parsed once per
 * process, checked as an OpenAPI 3 document), with a readable, user-facing error for a missing or
 * malformed file. The sandbox also needs component schemas to validate against.
 * @param {string} specPath
 */
export function loadSpec(specPath = defaultSpecPath) {
  const shown = path.relative(process.cwd(), specPath) || specPath;
  let spec;
  try {
    spec = readSpec(specPath);
  } catch (error) {
    const e = /** @type {any} */ (error);
    const message = e?.code ? `cannot read ${shown}: ${e.code}` : String(e?.message ?? e).replace(specPath, shown);
    throw Object.assign(new Error(`sandbox: ${message}`), { userFacing: true });
  }
  if (!spec.paths || !spec.components?.schemas) {
    throw Object.assign(new Error(`sandbox: ${shown} is not an OpenAPI document with paths and components.schemas`), {
      userFacing: true,
    });
  }
  return spec;
}

/** The largest request body the sandbox reads: far above any API request, far below a memory problem. */
export const maxBodyBytes = 1024 * 1024;

/** A request the sandbox answers with an error before reaching the API's rules. */
class HostError extends Error {
  /** @param {number} status @param {string} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const tooLarge = () =>
  new HostError(
    413,
    'request_too_large',
    `The request body is larger than ${maxBodyBytes} bytes (1 MB), the most the API reads.`,
  );

/**
 * The body as text, up to maxBodyBytes; beyond that it rejects with a 413 at once (the rest is
 * read and dropped, so the answer still reaches the client).
 * @param {import('node:http').IncomingMessage} req
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      req.resume();
      return reject(tooLarge());
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume();
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A request ID in the API's format, for errors the host answers itself. */
const newRequestId = () =>
  `req_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(20)), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('')}`;

/**
 * The older API versions the sandbox answers besides the spec's own (Acme-Version), each derived
 * from payments.yaml as the reference derives it (spec/api-versions.mjs). Another spec (a
 * --spec of another version) has none.
 * @param {any} spec
 */
export function olderVersionsOf(spec) {
  if (String(spec.info?.version) !== currentVersion) return {};
  return Object.fromEntries(
    olderVersions.map((version) => {
      const versionSpec = deriveVersionSpec(spec, version.name);
      return [version.name, { spec: versionSpec, validators: createValidators(versionSpec, compileSchemaSet(versionSpec)) }];
    }),
  );
}

/** An API error (the ErrorCode shape), readable by the explorer on another origin like every API answer. @param {import('node:http').ServerResponse} res @param {number} status @param {string} code @param {string} message */
function sendError(res, status, code, message) {
  const requestId = newRequestId();
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': requestId, ...corsHeaders });
  res.end(JSON.stringify({ code, message, status, requestId }, null, 2));
}

/**
 * The simulator's events as log lines: requests, notifications, deliveries and the rest.
 * @param {(line: string, event?: any) => void} log
 */
function eventLogger(log) {
  return (/** @type {any} */ event) => {
    if (event.type === 'request') log(`${event.method} ${event.path} -> ${event.status} (${event.requestId})`, event);
    else if (event.type === 'notification')
      log(`notification ${event.eventType} ${event.eventId} -> ${event.url ?? '(no notificationUrl)'}`, event);
    else if (event.type === 'delivery')
      log(`delivery ${event.eventId} attempt ${event.attempt}: ${event.status ?? event.error}`, event);
    else log(`${event.type}: ${JSON.stringify(event.errors ?? event.error ?? '')}`, event);
  };
}

/**
 * An API request, answered through the MSW handlers (msw's getResponse), as the browser's
 * sandbox answers it.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {any} handlers @param {string} method @param {URL} url
 */
async function answerApi(req, res, handlers, method, url) {
  const raw = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  /** @type {[string, string][]} */
  const headers = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
  }
  const request = new Request(`http://sandbox.internal${url.pathname}${url.search}`, {
    method,
    headers,
    // Bytes, not the string: a string body would add Content-Type text/plain to a request sent
    // without one, which the sandbox refuses by what the client sent.
    body: raw === undefined || raw === '' ? undefined : new TextEncoder().encode(raw),
  });
  const response = await getResponse(handlers, request);
  if (!response) return sendError(res, 404, 'resource_not_found', 'Not found');
  /** @type {Record<string,string>} */
  const out = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Listens on the port; a taken port is one readable line (userFacing) naming the next port to try.
 * @param {import('node:http').Server} server @param {number} port @param {string} host
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      const e = /** @type {any} */ (error);
      if (e.code === 'EADDRINUSE') {
        reject(
          Object.assign(
            new Error(
              `sandbox: port ${port} is in use. Stop what runs there, or start on another port: npm run sandbox -- --port ${Number(port) + 1}`,
            ),
            {
              code: 'EADDRINUSE',
              userFacing: true,
            },
          ),
        );
      } else reject(error);
    });
    server.listen(port, host, () => resolve(undefined));
  });
}

/**
 * @param {{ port?: number, host?: string, forward?: string, retryDelaysMs?: number[], payoutDelayMs?: number, log?: (line: string, event?: any) => void, specPath?: string, strictResponses?: boolean, now?: () => Date, webhookSecret?: string, preAuthorization?: import('./pre-authorization.mjs').PreAuthorizationConfig }} [options]
 */
export async function startSandbox({
  port = 4010,
  host = '127.0.0.1',
  forward,
  retryDelaysMs,
  payoutDelayMs,
  log = () => {},
  specPath,
  strictResponses = false,
  now,
  webhookSecret,
  preAuthorization,
} = {}) {
  const spec = loadSpec(specPath);
  const validators = createValidators(spec, compileSchemaSet(spec));
  let origin = `http://localhost:${port}`;
  const simulator = createSimulator({
    spec,
    validators,
    checkoutUrl: (id) => `${origin}/checkout/${id}`,
    paymentLinkUrl: (id) => `${origin}/l/${id}`,
    preAuthorization,
    retryDelaysMs,
    payoutDelayMs,
    forwardUrl: forward,
    // The local sandbox talks to this machine only: a notificationUrl on another host (the
    // samples' https://shop.example/...) is recorded, signed, listed at /_sandbox/notifications,
    // and not sent. --forward sends every notification to a local receiver instead.
    deliver: async (url, { headers, body }) => {
      const target = new URL(url);
      if (!['localhost', '127.0.0.1', '[::1]'].includes(target.hostname))
        throw new Error(`not sent: the local sandbox delivers to localhost only (${target.host}); use --forward`);
      return postNotification(url, { headers, body });
    },
    strictResponses,
    versions: olderVersionsOf(spec),
    ...(now ? { now } : {}),
    ...(webhookSecret ? { webhookSecret } : {}),
    onEvent: eventLogger(log),
  });
  const handlers = createHandlers(simulator, spec, { baseUrl: 'http://sandbox.internal' });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function route(req, res) {
    let url;
    try {
      url = new URL(req.url ?? '/', origin);
      decodeURIComponent(url.pathname);
    } catch {
      throw new HostError(400, 'invalid_request', 'The URL is malformed: its path has invalid percent-encoding.');
    }
    const method = req.method ?? 'GET';
    const pathname = url.pathname;
    if (await handleDevRequest(req, res, { simulator, port: Number(new URL(origin).port), readBody })) return;
    if (await routeCheckout(req, res, { simulator, method, pathname, readBody })) return;

    // The API, through the MSW handlers.
    await answerApi(req, res, handlers, method, url);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      if (error instanceof HostError) {
        if (res.headersSent) return void res.end();
        if (error.status === 413) res.setHeader('Connection', 'close');
        return sendError(res, error.status, error.code, error.message);
      }
      log(`sandbox error: ${error?.stack ?? error}`);
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'Sandbox error: ' + String(error?.message ?? error));
      else res.end();
    });
  });
  await listen(server, port, host);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://localhost:${address.port}`;
  return {
    url: origin,
    port: address.port,
    simulator,
    close() {
      simulator.close();
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      });
    },
  };
}
