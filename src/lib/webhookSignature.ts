/**
 * The Acme-Signature check of notifications, in one place: the scheme payments.yaml describes
 * (webhooks.notification) and the Node.js sample of docs/partials/webhook.mdx implements.
 *
 *   Acme-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256 of "<t>.<raw body>">
 *
 * keyed with the webhook signing secret (whsec_...), compared in constant time, and the timestamp
 * accepted within 300 seconds of the clock in either direction. Web Crypto only (globalThis.crypto),
 * so the same code runs in the browser (the signature checker on the webhook pages) and in
 * Node.js 20 (tests/unit/webhook-signature.spec.ts). Nothing is sent anywhere.
 */

/** Seconds a signature's timestamp may be away from the clock (payments.yaml, webhooks.notification). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The reasons the published samples return: the same three strings in every language. */
export type SignatureFailure = 'malformed_header' | 'signature_mismatch' | 'stale_timestamp';

/** What exactly is wrong with a malformed header. */
export type HeaderProblem =
  | 'empty'
  | 'header_name_included'
  | 'not_key_value'
  | 'missing_t'
  | 'missing_v1'
  | 't_not_digits'
  | 'v1_uppercase'
  | 'v1_not_hex'
  | 'v1_wrong_length';

export type ParsedHeader =
  { ok: true; timestamp: number; timestampText: string; v1: string } | { ok: false; problem: HeaderProblem; message: string };

export type VerifyOptions = {
  toleranceSeconds?: number;
  /** The clock, in Unix seconds. */
  now?: number;
  /** Skip the timestamp window: for checking notifications captured earlier. */
  ignoreTimestamp?: boolean;
};

export type VerifyResult =
  | { valid: true; timestamp: number; ageSeconds: number; timestampChecked: boolean }
  | { valid: false; reason: 'malformed_header'; problem: HeaderProblem; message: string }
  | { valid: false; reason: 'signature_mismatch'; timestamp: number; ageSeconds: number; expected: string }
  | { valid: false; reason: 'stale_timestamp'; timestamp: number; ageSeconds: number; toleranceSeconds: number };

const encoder = new TextEncoder();
const headerExample = 't=<unix seconds>,v1=<64 lowercase hex characters>';

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) {
    throw new Error('Web Crypto (crypto.subtle) is not available: use a browser on HTTPS or localhost, or Node.js 20 or newer.');
  }
  return crypto.subtle;
}

/**
 * Splits the header as the samples do: on `,`, each part on its first `=`; a part without a key is
 * malformed; t must be digits and v1 64 lowercase hex characters. The message says what is wrong.
 */
export function parseSignatureHeader(header: string | null | undefined): ParsedHeader {
  const text = typeof header === 'string' ? header : '';
  if (text.trim() === '') {
    return { ok: false, problem: 'empty', message: `The header is empty. It should look like ${headerExample}.` };
  }
  if (/^\s*acme-signature\s*:/i.test(text)) {
    return {
      ok: false,
      problem: 'header_name_included',
      message: 'Paste only the value of the header, without the "Acme-Signature:" name in front of it.',
    };
  }
  const fields = new Map<string, string>();
  for (const part of text.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) {
      const shown = part.trim() === '' ? 'an empty part (two commas in a row, or a comma at an end)' : `"${part.trim()}"`;
      return {
        ok: false,
        problem: 'not_key_value',
        message: `The header has ${shown} where a key=value pair belongs. Parts are separated by commas: ${headerExample}.`,
      };
    }
    fields.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  const timestampText = fields.get('t');
  const v1 = fields.get('v1');
  if (timestampText === undefined) {
    return {
      ok: false,
      problem: 'missing_t',
      message: `The header has no t= part (the time Acme signed it, in Unix seconds). Expected ${headerExample}.`,
    };
  }
  if (v1 === undefined) {
    return {
      ok: false,
      problem: 'missing_v1',
      message: `The header has no v1= part (the HMAC-SHA256 signature). Expected ${headerExample}.`,
    };
  }
  if (!/^[0-9]+$/.test(timestampText)) {
    return {
      ok: false,
      problem: 't_not_digits',
      message: `t is "${timestampText}", but it must be a Unix time in whole seconds, digits only (for example 1748779200). Separate parts with commas, not semicolons.`,
    };
  }
  if (/^[0-9a-fA-F]+$/.test(v1) && /[A-F]/.test(v1)) {
    return {
      ok: false,
      problem: 'v1_uppercase',
      message: 'v1 contains upper-case hex letters; Acme sends lowercase hex, and the comparison is exact.',
    };
  }
  if (!/^[0-9a-f]*$/.test(v1)) {
    const bad = [...new Set(v1.replace(/[0-9a-f]/g, ''))].slice(0, 5).join(' ');
    return {
      ok: false,
      problem: 'v1_not_hex',
      message: `v1 is not hexadecimal: it contains ${bad ? `"${bad}"` : 'characters'} where only 0-9 and a-f belong.`,
    };
  }
  if (v1.length !== 64) {
    return {
      ok: false,
      problem: 'v1_wrong_length',
      message: `v1 has ${v1.length} hex characters; an HMAC-SHA256 signature has 64. It was probably cut off when it was copied.`,
    };
  }
  return { ok: true, timestamp: Number(timestampText), timestampText, v1 };
}

function toBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? encoder.encode(body) : body;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The v1 value: lowercase hex HMAC-SHA256 of "<t>.<raw body>" with the signing secret. */
export async function computeSignature(
  rawBody: string | Uint8Array,
  timestamp: number | string,
  secret: string,
): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const prefix = encoder.encode(`${timestamp}.`);
  const body = toBytes(rawBody);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  return hex(await subtle().sign('HMAC', key, signed));
}

/** A complete header value, as Acme would send it for this body at this time. */
export async function signNotification(
  rawBody: string | Uint8Array,
  secret: string,
  timestamp: number = nowSeconds(),
): Promise<string> {
  return `t=${timestamp},v1=${await computeSignature(rawBody, timestamp, secret)}`;
}

/** Compares two strings of equal length in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index % Math.max(b.length, 1));
  }
  return difference === 0;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Verifies a notification. The order of the checks is the samples': header, then signature, then
 * timestamp, so a forged request is a mismatch whatever its time. `ageSeconds` is positive for
 * a timestamp in the past.
 */
export async function verifyAcmeSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, now = nowSeconds(), ignoreTimestamp = false }: VerifyOptions = {},
): Promise<VerifyResult> {
  const parsed = parseSignatureHeader(signatureHeader);
  if (!parsed.ok) {
    return { valid: false, reason: 'malformed_header', problem: parsed.problem, message: parsed.message };
  }
  const expected = await computeSignature(rawBody, parsed.timestampText, secret);
  const ageSeconds = now - parsed.timestamp;
  if (!constantTimeEqual(expected, parsed.v1)) {
    return { valid: false, reason: 'signature_mismatch', timestamp: parsed.timestamp, ageSeconds, expected };
  }
  if (!ignoreTimestamp && Math.abs(ageSeconds) > toleranceSeconds) {
    return { valid: false, reason: 'stale_timestamp', timestamp: parsed.timestamp, ageSeconds, toleranceSeconds };
  }
  return { valid: true, timestamp: parsed.timestamp, ageSeconds, timestampChecked: !ignoreTimestamp };
}

/** A change that a body commonly goes through between Acme and the code that checks it. */
export type BodyVariant = { change: string; body: string };

/** Likely alterations of a raw body: re-serialised JSON, trimmed or added whitespace, CRLF line ends. */
export function bodyVariants(rawBody: string): BodyVariant[] {
  const variants: BodyVariant[] = [];
  const add = (change: string, body: string) => {
    if (body !== rawBody && !variants.some((variant) => variant.body === body)) variants.push({ change, body });
  };
  add('with the whitespace at its start and end removed', rawBody.trim());
  add('without its final line break', rawBody.replace(/\r?\n$/, ''));
  add('with a final line break added', `${rawBody}\n`);
  add('with Windows line breaks (CRLF) turned into LF', rawBody.replace(/\r\n/g, '\n'));
  try {
    const parsed: unknown = JSON.parse(rawBody);
    add('re-serialised as compact JSON (JSON.stringify without spaces)', JSON.stringify(parsed));
    add('re-serialised as indented JSON (JSON.stringify with 2 spaces)', JSON.stringify(parsed, null, 2));
  } catch {
    // Not JSON: only the whitespace variants apply.
  }
  return variants;
}

/**
 * For a mismatch: the first common alteration of the body that the signature does match, which
 * tells the reader that the body they have is not byte for byte what Acme signed.
 */
export async function findMatchingVariant(
  rawBody: string,
  timestampText: string,
  v1: string,
  secret: string,
): Promise<BodyVariant | undefined> {
  for (const variant of bodyVariants(rawBody)) {
    if (constantTimeEqual(await computeSignature(variant.body, timestampText, secret), v1)) return variant;
  }
  return undefined;
}
