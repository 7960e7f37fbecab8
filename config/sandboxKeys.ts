/**
 * "Your sandbox keys in every sample": a reader saves a sandbox API key and point-of-sale id once,
 * and every code sample shows them in place of the placeholders of `testCredentials`.
 * The values stay in the browser (localStorage under `storageKey`); the site never sends them.
 * The components, the theme wrappers and the tests all read these constants.
 */
import { testCredentials } from './brand';

/** The one localStorage entry: JSON `{ apiKey?, pointOfSaleId? }`. */
export const sandboxKeysStorageKey = 'acme-sandbox-keys';

/** What the samples say, and what the reader's values replace. */
export const sandboxKeyPlaceholders = {
  apiKey: testCredentials.apiKey,
  pointOfSaleId: testCredentials.pointOfSaleId,
} as const;

/**
 * The API explorer's generated samples mask the bearer token as `<token>` (the OpenAPI theme's
 * `maskCredentials`); with a saved key they show it instead, like every other sample.
 */
export const explorerMaskedBearer = 'Bearer <token>';

export const sandboxKeyPatterns = {
  /** A sandbox secret key: `sk_test_` and 16 to 64 letters and digits. */
  apiKey: /^sk_test_[A-Za-z0-9]{16,64}$/,
  /** A live secret key, in any shape: refused outright. */
  liveApiKey: /^sk_live_/i,
  /** A sandbox point of sale: `pos_test_` and 1 to 64 letters and digits. */
  pointOfSaleId: /^pos_test_[A-Za-z0-9]{1,64}$/,
  livePointOfSaleId: /^pos_live_/i,
} as const;

/** Every text the panel shows; the tests look for these. */
export const sandboxKeysText = {
  /** The control beside each sample, before and after the reader saves keys. */
  open: 'Use your sandbox keys',
  openActive: 'Showing your sandbox keys',
  title: 'Your sandbox keys',
  intro:
    'Code samples on every page will show these instead of the placeholders. They stay in this browser only and are never sent anywhere by this site.',
  apiKeyLabel: 'Sandbox API key',
  pointOfSaleIdLabel: 'Point-of-sale id',
  save: 'Save',
  clear: 'Clear',
  close: 'Close',
  saved: 'Saved: code samples now show your sandbox keys.',
  cleared: 'Cleared: code samples show the placeholders again.',
  storageBlocked:
    'This browser blocks storage here: your keys apply until you leave or reload this page, and are not remembered.',
  errors: {
    empty: `Enter a sandbox API key, a point-of-sale id or both (or press Clear).`,
    liveApiKey:
      'This is a live key: live keys must never be pasted into a web page. If it has been exposed, roll it in the dashboard now. Enter a sandbox key (sk_test_...) instead.',
    apiKeyShape: 'This is not an Acme sandbox key: sandbox keys start with sk_test_ followed by 16 to 64 letters and digits.',
    livePointOfSaleId:
      'This is a live point-of-sale id: live ids must never be pasted into a web page. Enter a sandbox id (pos_test_...) instead.',
    pointOfSaleIdShape:
      'This is not an Acme sandbox point-of-sale id: sandbox ids start with pos_test_ followed by letters and digits.',
  },
} as const;

export type SandboxKeys = { apiKey?: string; pointOfSaleId?: string };

export type SandboxKeysErrors = { apiKey?: string; pointOfSaleId?: string; form?: string };

/** Checks what the reader typed (trimmed); an empty field keeps its placeholder. */
export function validateSandboxKeys(input: { apiKey: string; pointOfSaleId: string }): {
  keys: SandboxKeys;
  errors: SandboxKeysErrors;
} {
  const apiKey = input.apiKey.trim();
  const pointOfSaleId = input.pointOfSaleId.trim();
  const errors: SandboxKeysErrors = {};
  if (apiKey && sandboxKeyPatterns.liveApiKey.test(apiKey)) errors.apiKey = sandboxKeysText.errors.liveApiKey;
  else if (apiKey && !sandboxKeyPatterns.apiKey.test(apiKey)) errors.apiKey = sandboxKeysText.errors.apiKeyShape;
  if (pointOfSaleId && sandboxKeyPatterns.livePointOfSaleId.test(pointOfSaleId)) {
    errors.pointOfSaleId = sandboxKeysText.errors.livePointOfSaleId;
  } else if (pointOfSaleId && !sandboxKeyPatterns.pointOfSaleId.test(pointOfSaleId)) {
    errors.pointOfSaleId = sandboxKeysText.errors.pointOfSaleIdShape;
  }
  if (!apiKey && !pointOfSaleId) errors.form = sandboxKeysText.errors.empty;
  const keys: SandboxKeys = {};
  if (apiKey && !errors.apiKey) keys.apiKey = apiKey;
  if (pointOfSaleId && !errors.pointOfSaleId) keys.pointOfSaleId = pointOfSaleId;
  return { keys, errors };
}

/** Parses the stored entry; anything malformed or no longer valid counts as nothing saved. */
export function parseStoredSandboxKeys(raw: string | null): SandboxKeys | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { apiKey, pointOfSaleId } = value as Record<string, unknown>;
    const { keys, errors } = validateSandboxKeys({
      apiKey: typeof apiKey === 'string' ? apiKey : '',
      pointOfSaleId: typeof pointOfSaleId === 'string' ? pointOfSaleId : '',
    });
    return errors.apiKey || errors.pointOfSaleId || errors.form ? null : keys;
  } catch {
    return null;
  }
}

/** A sample's text with the reader's values in place of the placeholders. */
export function substituteSandboxKeys(text: string, keys: SandboxKeys | null): string {
  if (!keys) return text;
  let result = text;
  if (keys.apiKey) result = result.split(sandboxKeyPlaceholders.apiKey).join(keys.apiKey);
  if (keys.pointOfSaleId) result = result.split(sandboxKeyPlaceholders.pointOfSaleId).join(keys.pointOfSaleId);
  return result;
}

/** Whether a sample holds a value the reader can replace (and so gets the keys control). */
export function hasSandboxKeyPlaceholder(text: string): boolean {
  return text.includes(sandboxKeyPlaceholders.apiKey) || text.includes(sandboxKeyPlaceholders.pointOfSaleId);
}
