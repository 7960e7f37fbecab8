/**
 * Replaces docusaurus-theme-openapi-docs 5.2's storage-utils, whose hashArray used crypto-js
 * (SHA-1): that library was 30 KiB gzip of every API page's first load, on a site that keeps
 * credentials in memory only (themeConfig.api.authPersistence: false). hashArray only names the
 * storage entry of a set of security schemes, so a small non-cryptographic hash does the same
 * job; the names differ from the stock theme's, which matters only to entries saved by it.
 */

/** cyrb53: a fast 53-bit string hash, as 14 hex digits. */
function hash(message: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < message.length; index += 1) {
    const code = message.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The same key for the same names in any order. */
export function hashArray(items: string[]): string {
  return hash(
    items
      .map((item) => hash(item))
      .sort()
      .join(),
  );
}

const memoryOnly: Storage = {
  getItem: () => null,
  setItem: () => undefined,
  clear: () => undefined,
  key: () => null,
  removeItem: () => undefined,
  length: 0,
};

export function createStorage(persistence?: false | 'localStorage' | 'sessionStorage'): Storage {
  if (persistence === false) return memoryOnly;
  if (persistence === 'sessionStorage') return sessionStorage;
  return localStorage;
}
