/**
 * The sandbox keys dialog's texts and the checks of what the reader types (config/sandboxKeys.ts
 * holds what every page needs). Loaded with the dialog (src/components/SandboxKeys/Dialog.tsx).
 */
import { checkSandboxKeys, sandboxKeysControlText, type SandboxKeys } from './sandboxKeys';

/** Every text the control and its dialog show; the tests look for these. */
export const sandboxKeysText = {
  ...sandboxKeysControlText,
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

export type SandboxKeysErrors = { apiKey?: string; pointOfSaleId?: string; form?: string };

/** Checks what the reader typed (`checkSandboxKeys`) and words each problem. */
export function validateSandboxKeys(input: { apiKey: string; pointOfSaleId: string }): {
  keys: SandboxKeys;
  errors: SandboxKeysErrors;
} {
  const { keys, problems } = checkSandboxKeys(input);
  const errors: SandboxKeysErrors = {};
  for (const field of ['apiKey', 'pointOfSaleId', 'form'] as const) {
    const problem = problems[field];
    if (problem) errors[field] = sandboxKeysText.errors[problem];
  }
  return { keys, errors };
}
