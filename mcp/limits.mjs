/**
 * What the MCP server refuses, and how a tool says so. Every refusal is a tool result with
 * `isError: true` and one readable sentence (an assistant shows it to a person, or fixes its call),
 * never a thrown exception that ends the session: unknown names, bodies that are not JSON, live
 * keys (refused as the site's sandbox-keys dialog and the simulator refuse them), and inputs over
 * the size limits below (an MCP server must not be made to hold or hash megabytes per call).
 */
import { testCredentials } from '../config/testData.cjs';

export const limits = {
  /** A search question: the site's search box takes 64 characters; a little room for pasted text. */
  queryChars: 256,
  /** A request body or notification body an assistant sends. */
  bodyBytes: 64 * 1024,
  /** Header values, path and query parameters, each. */
  fieldChars: 2048,
  /** A page returned by read_page; longer pages are cut here with a note saying where to continue. */
  pageChars: 60_000,
};

/** Sandbox keys as the site checks them (config/sandboxKeys.ts, sandbox/simulator.mjs). */
export const keyPatterns = {
  apiKey: /^sk_test_[A-Za-z0-9]{16,64}$/,
  liveApiKey: /^sk_live_/i,
  livePointOfSaleId: /^pos_live_/i,
};

/** The key every docs sample uses; the stdio server's default. */
export const sampleApiKey = testCredentials.apiKey;

/** A refusal the tool layer turns into an isError result. */
export class ToolInputError extends Error {}

/** @param {string} message */
export const refuse = (message) => {
  throw new ToolInputError(message);
};

/** @param {string} text */
export const textResult = (text) => ({ content: [{ type: /** @type {const} */ ('text'), text }] });

/** @param {unknown} value */
export const jsonResult = (value) => textResult(JSON.stringify(value, null, 2));

/** @param {string} message */
export const errorResult = (message) => ({ ...textResult(message), isError: true });

/**
 * Wraps a tool handler: a ToolInputError becomes its message, anything else a short sentence
 * naming the tool (the stack goes to stderr, never to the assistant).
 * @template A
 * @param {string} name
 * @param {(args: A, extra: any) => Promise<any> | any} handler
 */
export function guarded(name, handler) {
  return async (/** @type {A} */ args, /** @type {any} */ extra) => {
    try {
      return await handler(args, extra);
    } catch (error) {
      if (error instanceof ToolInputError) return errorResult(error.message);
      process.stderr.write(`acme-mcp: ${name} failed: ${/** @type {Error} */ (error)?.stack ?? error}\n`);
      return errorResult(
        `${name} could not answer: ${/** @type {Error} */ (error)?.message ?? error}. This is a bug of the docs' MCP server.`,
      );
    }
  };
}

/** @param {string} text @param {number} max @param {string} what */
export function checkSize(text, max, what) {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > max) refuse(`${what} is ${bytes} bytes; this server takes at most ${max} bytes.`);
}

/**
 * An API key an assistant passed: live keys refused with the site's reason, other shapes explained.
 * @param {string} apiKey
 */
export function checkApiKey(apiKey) {
  if (keyPatterns.liveApiKey.test(apiKey))
    refuse(
      'This is a live key (sk_live_...): live keys never go to the docs or their sandbox. If it has been exposed, roll it in the dashboard now. Use a sandbox key (sk_test_ and 16 to 64 letters and digits).',
    );
  if (!keyPatterns.apiKey.test(apiKey))
    refuse('The API key is not a sandbox key: sandbox keys are sk_test_ followed by 16 to 64 letters and digits.');
  return apiKey;
}

/**
 * A JSON body given as text or as a value: the parsed value, or a refusal naming the parse error.
 * @param {unknown} body
 * @returns {{ raw: string | undefined, value: unknown }}
 */
export function jsonBody(body) {
  if (body === undefined || body === null || body === '') return { raw: undefined, value: undefined };
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  checkSize(raw, limits.bodyBytes, 'The body');
  if (typeof body !== 'string') return { raw, value: body };
  try {
    return { raw, value: JSON.parse(raw) };
  } catch (error) {
    return refuse(`The body is not JSON: ${/** @type {Error} */ (error).message}. Send a JSON object, e.g. {"amount": 12500}.`);
  }
}

/**
 * Header, path and query values: strings within the size limit; a live key in an Authorization
 * header refused like an apiKey argument.
 * @param {Record<string, unknown> | undefined} fields @param {string} what
 * @returns {Record<string, string>}
 */
export function stringFields(fields, what) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(fields ?? {})) {
    const text = String(value);
    if (text.length > limits.fieldChars) refuse(`${what} ${name} is ${text.length} characters; at most ${limits.fieldChars}.`);
    out[name] = text;
  }
  for (const [name, value] of Object.entries(out)) {
    if (name.toLowerCase() === 'authorization') {
      const token = /^Bearer\s+(\S+)/i.exec(value)?.[1] ?? value;
      if (keyPatterns.liveApiKey.test(token)) checkApiKey(token);
    }
    if (keyPatterns.livePointOfSaleId.test(value))
      refuse(`${what} ${name} is a live point-of-sale id (pos_live_...): use a sandbox one (pos_test_...).`);
  }
  return out;
}

/**
 * Did you mean: the known names closest to what was asked (shared prefix, then edit distance).
 * @param {string} asked @param {string[]} known @param {number} [count]
 */
export function closest(asked, known, count = 3) {
  const a = asked.toLowerCase();
  const distance = (b) => {
    const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let diag = prev[0];
      prev[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const next = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
        diag = prev[j];
        prev[j] = next;
      }
    }
    return prev[b.length];
  };
  return known
    .map((name) => ({ name, score: a.length >= 3 && name.toLowerCase().includes(a) ? -1 : distance(name.toLowerCase()) }))
    .sort((x, y) => x.score - y.score)
    .slice(0, count)
    .map((x) => x.name);
}
