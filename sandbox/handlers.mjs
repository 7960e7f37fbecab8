/**
 * MSW v2 request handlers for the simulator: one per operation at `${baseUrl}${mswPath}`, CORS
 * preflight answers, and a 404 ErrorCode for any other path under baseUrl. The same array serves
 * the browser (setupWorker) and the Node host (getResponse).
 */
import { http, HttpResponse } from 'msw';
import { operations } from './spec-schemas.mjs';

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Acme-Version, Prefer',
  'Access-Control-Expose-Headers': 'Request-Id, Acme-Version, Idempotent-Replayed, Retry-After',
  'Access-Control-Max-Age': '600',
};

/**
 * @param {{ status: number, headers: Record<string,string>, body: unknown }} result
 */
function toResponse(result) {
  return new HttpResponse(result.body === undefined ? null : JSON.stringify(result.body), {
    status: result.status,
    headers: { ...result.headers, ...corsHeaders },
  });
}

/**
 * @param {ReturnType<typeof import('./simulator.mjs').createSimulator>} simulator
 * @param {any} spec
 * @param {{ baseUrl?: string }} [options] e.g. 'http://localhost:4010' (no trailing slash)
 */
export function createHandlers(simulator, spec, { baseUrl = '' } = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  const handlers = operations(spec).map(({ operationId, method, mswPath }) =>
    /** @type {any} */ (http)[method](`${base}${mswPath}`, async (/** @type {any} */ { request, params }) => {
      const url = new URL(request.url);
      /** @type {Record<string,string>} */
      const headers = {};
      request.headers.forEach((/** @type {string} */ value, /** @type {string} */ name) => {
        headers[name.toLowerCase()] = value;
      });
      const rawBody = method === 'get' ? undefined : await request.text();
      // Over HTTP a body without a Content-Type is refused like any other non-JSON one
      // (request.mjs): '' marks the header as missing, not left out by an in-process caller.
      if (rawBody && headers['content-type'] === undefined) headers['content-type'] = '';
      /** @type {Record<string,string>} */
      const pathParams = {};
      // MSW has decoded them once already: decoding again turned "%25" into a URIError.
      for (const [k, v] of Object.entries(params ?? {})) pathParams[k] = String(v);
      const result = await simulator.handle({
        operationId,
        pathParams,
        query: Object.fromEntries(url.searchParams),
        headers,
        rawBody: rawBody === '' ? undefined : rawBody,
      });
      return toResponse(result);
    }),
  );
  handlers.push(
    http.options(`${base}/*`, () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
    http.all(`${base}/*`, ({ request }) => {
      const requestId = `req_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(18)), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('')}`;
      const path = new URL(request.url).pathname;
      return toResponse({
        status: 404,
        headers: {
          'Request-Id': requestId,
          'Acme-Version': String(spec.info?.version ?? ''),
          'Content-Type': 'application/json',
        },
        body: {
          code: 'resource_not_found',
          message: `No endpoint ${request.method} ${path} exists in the Acme Payments API.`,
          status: 404,
          requestId,
        },
      });
    }),
  );
  return handlers;
}
