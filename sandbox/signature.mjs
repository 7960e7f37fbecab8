/**
 * Acme-Signature for notifications, with Web Crypto (browser and Node 20):
 *   Acme-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256 of "<t>.<raw body>">
 * keyed with the webhook signing secret (payments.yaml, webhooks.notification).
 */
const encoder = new TextEncoder();

/**
 * @param {string} secret
 * @param {string} message
 * @returns {Promise<string>} lowercase hex HMAC-SHA256
 */
export async function hmacSha256Hex(secret, message) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Acme-Signature header value for a raw body.
 * @param {string} rawBody exactly the bytes sent
 * @param {string} secret whsec_...
 * @param {number} timestamp Unix seconds
 */
export async function signatureHeader(rawBody, secret, timestamp) {
  const t = String(Math.floor(timestamp));
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${rawBody}`)}`;
}
