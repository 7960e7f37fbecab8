/**
 * Request handling: one request of the API, from its headers and raw body to a response checked
 * against the spec of the API version asked for. Authentication, the Acme-Version header, the
 * `Prefer` examples, validation, idempotency (a replay answers the stored response; 5xx and
 * parameter_invalid are not stored), then the operation's rules (sandbox/simulator/resources/).
 */
import { resolveRef } from '../../spec/refs.cjs';
import { maxDetails } from '../validate.mjs';
import { account } from './accounts.mjs';
import { API_KEY, ApiError, IDEMPOTENCY_RETENTION_MS, LIVE_KEY, canonical, clone, newId } from './util.mjs';
import { paymentLinkRules } from './resources/payment-links.mjs';
import { payoutRules } from './resources/payouts.mjs';
import { pointOfSaleRules } from './resources/points-of-sale.mjs';
import { sessionRules } from './resources/sessions.mjs';
import { subscriptionRules } from './resources/subscriptions.mjs';
import { transactionRules } from './resources/transactions.mjs';

/**
 * An operation's rules: given the request, answers the response or throws an ApiError.
 * @typedef {(request: { ctx: import('./context.mjs').Context, apiKey: string, acc: any, pathParams: Record<string,string>, query: Record<string,string>, body: any }) => { status: number, body: any } | Promise<{ status: number, body: any }>} Rule
 */

/** Every operation's rules, by operationId. @type {Record<string, Rule>} */
const rules = {
  ...sessionRules,
  ...transactionRules,
  ...subscriptionRules,
  ...pointOfSaleRules,
  ...paymentLinkRules,
  ...payoutRules,
};

/** @param {string} requestId @param {number} status @param {string} code @param {string} message @param {any[]} [details] */
function errorBody(requestId, status, code, message, details) {
  return { code, message, status, requestId, ...(details?.length ? { details } : {}) };
}

/**
 * A 500 in the API's error shape, for a sandbox bug: not checked against the spec (it is what
 * answers when that check or the rules fail).
 * @param {string} requestId @param {Record<string, string>} headers @param {string} message
 */
function internalError(requestId, headers, message) {
  return { status: 500, headers, body: errorBody(requestId, 500, 'internal_error', message) };
}

/** Examples of a documented response, for the `Prefer: code=..., example=...` header (docs: testing, local sandbox). @param {import('./context.mjs').Context} ctx */
function preferredExample(ctx, operationId, prefer) {
  const match = /code=(\d{3})/.exec(prefer);
  if (!match) return undefined;
  const info = ctx.opInfo[operationId];
  const op = ctx.spec.paths[info.path][info.method];
  const response = resolveRef(ctx.spec, op.responses?.[match[1]]);
  const media = response?.content?.['application/json'];
  if (!media) return undefined;
  const wanted = /example=([A-Za-z0-9_-]+)/.exec(prefer)?.[1];
  const entries = Object.entries(media.examples ?? {});
  const found = wanted ? entries.find(([name]) => name === wanted) : entries[0];
  const example = resolveRef(ctx.spec, found?.[1]);
  return example ? { status: Number(match[1]), body: clone(example.value) } : undefined;
}

/**
 * @param {import('./context.mjs').Context} ctx
 * @param {{ operationId: string, pathParams?: Record<string,string>, query?: Record<string,string>, headers?: Record<string,string>, rawBody?: string }} request
 * @returns {Promise<{ status: number, headers: Record<string,string>, body: any }>}
 */
export async function handle(ctx, { operationId, pathParams = {}, query = {}, headers = {}, rawBody }) {
  const requestId = newId('req_');
  /** @type {Record<string,string>} */
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  // The version asked for (Acme-Version), else the current one; a version the sandbox does not
  // serve is refused below, answered by the current version's rules.
  const requestedVersion = lower['acme-version'];
  const versionName = requestedVersion && ctx.served[requestedVersion] ? requestedVersion : ctx.apiVersion;
  const version = ctx.served[versionName];
  const responseHeaders = { 'Request-Id': requestId, 'Acme-Version': versionName, 'Content-Type': 'application/json' };
  const finish = (/** @type {number} */ status, /** @type {any} */ body, /** @type {Record<string,string>} */ extra = {}) => {
    const problems = version.validators.response(operationId, status, body);
    if (problems.length) {
      ctx.log({ type: 'spec_violation', operationId, status, errors: problems, body });
      if (ctx.strictResponses)
        throw new Error(`${operationId} ${status} response breaks payments.yaml: ${JSON.stringify(problems)}`);
      return internalError(
        requestId,
        responseHeaders,
        'The sandbox produced a response that breaks payments.yaml; this is a sandbox bug. It is safe to retry with the same Idempotency-Key.',
      );
    }
    return { status, headers: { ...responseHeaders, ...extra }, body };
  };
  const fail = (/** @type {ApiError} */ e) => finish(e.status, errorBody(requestId, e.status, e.code, e.message, e.details));
  const info = ctx.opInfo[operationId];
  if (!info) {
    return {
      status: 404,
      headers: responseHeaders,
      body: errorBody(requestId, 404, 'resource_not_found', `Unknown operation ${operationId}.`),
    };
  }
  const r = {
    operationId,
    pathParams,
    query,
    lower,
    rawBody,
    requestId,
    requestedVersion,
    versionName,
    version,
    responseHeaders,
    info,
    finish,
    fail,
  };
  const result = await (async () => {
    const admitted = admit(ctx, r);
    return 'response' in admitted ? admitted.response : run(ctx, r, admitted);
  })().catch((error) => {
    ctx.log({ type: 'error', operationId, error: String(error?.stack ?? error) });
    if (ctx.strictResponses) throw error;
    return internalError(
      requestId,
      responseHeaders,
      'An unexpected error occurred in the sandbox. It is safe to retry with the same Idempotency-Key.',
    );
  });
  ctx.log({
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

/**
 * Steps 1 to 3 of a request: the API key, the API version, a `Prefer` example, the body and its
 * validation. Answers the response that ends the request here, or what step 4 needs.
 * @param {import('./context.mjs').Context} ctx @param {any} r the request being handled (handle)
 * @returns {{ response: any } | { apiKey: string, acc: any, body: any }}
 */
function admit(ctx, r) {
  try {
    // 1. Authentication.
    const apiKey = authenticate(r.lower.authorization);
    const acc = account(ctx, apiKey);
    // 1b. The API version (Acme-Version): one the sandbox serves, with this operation.
    const unversioned = versionRefusal(ctx, r);
    if (unversioned) return { response: unversioned };
    // 2. The documented way to force an error example (docs: testing, local sandbox).
    const preferred = preferredResponse(ctx, r);
    if (preferred) return { response: preferred };
    // 3. Parsing and validation.
    return { apiKey, acc, body: validBody(r) };
  } catch (error) {
    if (error instanceof ApiError) return { response: r.fail(error) };
    throw error;
  }
}

/**
 * The sandbox key of an `Authorization: Bearer ...` header; throws a 401 ApiError that says what
 * is wrong with any other (none, a live key, not a sandbox key).
 * @param {string | undefined} authorization
 */
function authenticate(authorization) {
  const apiKey = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const refusal = !apiKey
    ? 'No valid API key was provided. Send your key as "Authorization: Bearer sk_test_..." to the sandbox host.'
    : LIVE_KEY.test(apiKey)
      ? 'This is a live key (sk_live_...): live keys do not work on the sandbox. Use a test key (sk_test_...), and never send live keys to a test host.'
      : !API_KEY.test(apiKey)
        ? 'The API key is not a valid sandbox key: sandbox keys start with sk_test_ followed by 16 to 64 letters and digits.'
        : undefined;
  if (refusal) throw new ApiError(401, 'authentication_failed', refusal);
  return /** @type {string} */ (apiKey);
}

/**
 * Refuses an API version the sandbox does not serve (422, thrown), and answers 404 for an
 * operation the version asked for does not have (not validated against the older spec: it has no
 * such operation to validate against).
 * @param {import('./context.mjs').Context} ctx @param {any} r
 */
function versionRefusal(ctx, { operationId, requestId, requestedVersion, versionName, version, responseHeaders, info }) {
  if (requestedVersion !== undefined && !ctx.served[requestedVersion]) {
    const names = Object.keys(ctx.served).join(', ');
    throw new ApiError(
      422,
      'parameter_invalid',
      `The sandbox answers the API versions ${names}; Acme-Version ${requestedVersion} is none of them.`,
      [{ field: 'Acme-Version', issue: `must be one of ${names}` }],
    );
  }
  if (version.operations.has(operationId)) return undefined;
  return {
    status: 404,
    headers: responseHeaders,
    body: errorBody(
      requestId,
      404,
      'resource_not_found',
      `${info.method.toUpperCase()} ${info.path} does not exist in API version ${versionName}; it is new in a later version. Send Acme-Version: ${ctx.apiVersion} to use it.`,
    ),
  };
}

/**
 * The documented example a `Prefer: code=..., example=...` header asks for, as the response; a
 * Prefer naming no documented example is refused (400, thrown): a typo must not quietly turn an
 * error test into a success.
 * @param {import('./context.mjs').Context} ctx @param {any} r
 */
function preferredResponse(ctx, { operationId, lower, requestId, finish }) {
  if (!lower.prefer) return undefined;
  const preferred = preferredExample(ctx, operationId, lower.prefer);
  if (!preferred && /example=/.test(lower.prefer)) {
    throw new ApiError(
      400,
      'invalid_request',
      `Prefer: "${lower.prefer}" names no documented example of this operation. Use code=<status>, example=<name> as listed on the operation's page.`,
    );
  }
  if (!preferred) return undefined;
  const body =
    preferred.body && typeof preferred.body === 'object' && 'requestId' in preferred.body
      ? { ...preferred.body, requestId }
      : preferred.body;
  const extra = preferred.status === 429 ? { 'Retry-After': '2' } : {};
  return finish(preferred.status, body, extra);
}

/**
 * Whether a Content-Type header names JSON: `application/json`, with parameters such as
 * `charset=utf-8` or not. An absent header (undefined) is an in-process caller's JSON string; the
 * HTTP handlers pass a missing header as '' (handlers.mjs), which is refused.
 * @param {string | undefined} contentType
 */
function namesJson(contentType) {
  if (contentType === undefined) return true;
  return contentType.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * The request's JSON body, parsed and validated with its parameters and headers against the
 * version's spec; throws a 400 (not JSON, or sent with a Content-Type other than
 * application/json) or 422 (invalid fields, listed) ApiError.
 * @param {any} r
 */
function validBody({ operationId, pathParams, query, lower, rawBody, version }) {
  let body;
  const bodyPresent = rawBody !== undefined && rawBody.trim() !== '';
  if (bodyPresent) {
    if (!namesJson(lower['content-type'])) {
      const sent = lower['content-type'] ? `Content-Type ${lower['content-type']}` : 'no Content-Type';
      throw new ApiError(
        400,
        'invalid_request',
        `The request body was sent with ${sent}. Send the body as JSON with the header Content-Type: application/json.`,
      );
    }
    try {
      body = JSON.parse(/** @type {string} */ (rawBody));
    } catch (error) {
      throw new ApiError(400, 'invalid_request', `The request body is not valid JSON: ${/** @type {Error} */ (error).message}`);
    }
  }
  const problems = version.validators.request(operationId, { pathParams, query, headers: lower, body, bodyPresent });
  if (problems.length) {
    const list = problems.map((p) => p.field).join(', ');
    throw new ApiError(
      422,
      'parameter_invalid',
      problems.length >= maxDetails
        ? `The request has at least ${maxDetails} invalid fields; the first ${maxDetails}: ${list}.`
        : `The request has ${problems.length} invalid field${problems.length === 1 ? '' : 's'}: ${list}.`,
      problems,
    );
  }
  return body;
}

/**
 * Steps 4 and 5: idempotency (POST and PATCH), then the operation's rules.
 * @param {import('./context.mjs').Context} ctx @param {any} r the request being handled (handle)
 * @param {{ apiKey: string, acc: any, body: any }} admitted
 */
async function run(ctx, r, { apiKey, acc, body }) {
  const { operationId, pathParams, query, lower, versionName, version, info, finish, fail } = r;
  // 4. Idempotency (POST and PATCH).
  const mutating = info.method === 'post' || info.method === 'patch';
  const key = lower['idempotency-key'];
  const fingerprint = canonical({ operationId, pathParams, body: body ?? null });
  if (mutating && key) {
    const stored = acc.idempotency[key];
    if (stored && ctx.now().getTime() - stored.storedAt < IDEMPOTENCY_RETENTION_MS) {
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
    acc.idempotency[key] = { fingerprint, storedAt: ctx.now().getTime(), inProgress: true };
  }
  // 5. The operation's rules.
  let outcome;
  try {
    const query2 = { ...query };
    const done = await rules[operationId]({ ctx, apiKey, acc, pathParams, query: query2, body });
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
}
