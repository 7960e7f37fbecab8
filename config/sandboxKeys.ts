/**
 * "Your sandbox keys in every sample": a reader saves a sandbox API key and point-of-sale id once,
 * and every code sample shows them in place of the placeholders of `testCredentials`.
 * The values stay in the browser (localStorage under `storageKey`); the site never sends them.
 * The components, the theme wrappers and the tests all read these constants. What only the
 * dialog needs (its texts, the checks of what the reader types) is in ./sandboxKeysForm.ts, which
 * the browser loads with the dialog, not with every page.
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

/** What the control beside each sample says, before and after the reader saves keys (the dialog's texts: ./sandboxKeysForm.ts). */
export const sandboxKeysControlText = {
  open: 'Use your sandbox keys',
  openActive: 'Showing your sandbox keys',
} as const;

export type SandboxKeys = { apiKey?: string; pointOfSaleId?: string };

/** Why an input is refused; the dialog (./sandboxKeysForm.ts) words each one. */
export type SandboxKeysProblems = {
  apiKey?: 'liveApiKey' | 'apiKeyShape';
  pointOfSaleId?: 'livePointOfSaleId' | 'pointOfSaleIdShape';
  form?: 'empty';
};

/** The one rule for the reader's values (trimmed; an empty field keeps its placeholder): the dialog and the stored entry both use it. */
export function checkSandboxKeys(input: { apiKey: string; pointOfSaleId: string }): {
  keys: SandboxKeys;
  problems: SandboxKeysProblems;
} {
  const apiKey = input.apiKey.trim();
  const pointOfSaleId = input.pointOfSaleId.trim();
  const problems: SandboxKeysProblems = {};
  if (apiKey && sandboxKeyPatterns.liveApiKey.test(apiKey)) problems.apiKey = 'liveApiKey';
  else if (apiKey && !sandboxKeyPatterns.apiKey.test(apiKey)) problems.apiKey = 'apiKeyShape';
  if (pointOfSaleId && sandboxKeyPatterns.livePointOfSaleId.test(pointOfSaleId)) problems.pointOfSaleId = 'livePointOfSaleId';
  else if (pointOfSaleId && !sandboxKeyPatterns.pointOfSaleId.test(pointOfSaleId)) problems.pointOfSaleId = 'pointOfSaleIdShape';
  if (!apiKey && !pointOfSaleId) problems.form = 'empty';
  const keys: SandboxKeys = {};
  if (apiKey && !problems.apiKey) keys.apiKey = apiKey;
  if (pointOfSaleId && !problems.pointOfSaleId) keys.pointOfSaleId = pointOfSaleId;
  return { keys, problems };
}

/** Parses the stored entry; anything malformed or no longer valid counts as nothing saved. */
export function parseStoredSandboxKeys(raw: string | null): SandboxKeys | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { apiKey, pointOfSaleId } = value as Record<string, unknown>;
    const { keys, problems } = checkSandboxKeys({
      apiKey: typeof apiKey === 'string' ? apiKey : '',
      pointOfSaleId: typeof pointOfSaleId === 'string' ? pointOfSaleId : '',
    });
    return problems.apiKey || problems.pointOfSaleId || problems.form ? null : keys;
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
