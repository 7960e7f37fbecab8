/** The rules of "Your sandbox keys in samples" (config/sandboxKeys.ts): validation, storage parsing, substitution. */
import { expect, test } from '@playwright/test';
import { testCredentials } from '../../config/brand';
import { hasSandboxKeyPlaceholder, parseStoredSandboxKeys, substituteSandboxKeys } from '../../config/sandboxKeys';
import { sandboxKeysText as text, validateSandboxKeys } from '../../config/sandboxKeysForm';

const alnum = (length: number) => 'aB3'.repeat(30).slice(0, length);

test('a sandbox key of 16 to 64 letters and digits and a pos_test_ id are accepted, trimmed', () => {
  for (const length of [16, 40, 64]) {
    const apiKey = `sk_test_${alnum(length)}`;
    expect(validateSandboxKeys({ apiKey: ` ${apiKey}\n`, pointOfSaleId: ' pos_test_Abc123 ' })).toEqual({
      keys: { apiKey, pointOfSaleId: 'pos_test_Abc123' },
      errors: {},
    });
  }
});

test('live keys and ids are refused with the live-key message; other shapes with the not-a-sandbox-key message', () => {
  expect(validateSandboxKeys({ apiKey: 'sk_live_51Hx9QwErTyUiOpAsDfGh', pointOfSaleId: '' }).errors.apiKey).toBe(
    text.errors.liveApiKey,
  );
  expect(text.errors.liveApiKey).toMatch(/never be pasted into a web page/);
  expect(text.errors.liveApiKey).toMatch(/roll it/);
  expect(validateSandboxKeys({ apiKey: '', pointOfSaleId: 'pos_live_9Zz8' }).errors.pointOfSaleId).toBe(
    text.errors.livePointOfSaleId,
  );
  for (const apiKey of [
    `sk_test_${alnum(15)}`,
    `sk_test_${alnum(65)}`,
    'sk_test_has-dash-1234567890',
    'pk_test_4eC39HqLyjWDarjtT1zdp7dc',
    'hello',
  ]) {
    const { keys, errors } = validateSandboxKeys({ apiKey, pointOfSaleId: '' });
    expect(errors.apiKey, apiKey).toBe(text.errors.apiKeyShape);
    expect(keys.apiKey, apiKey).toBeUndefined();
  }
  for (const pointOfSaleId of ['pos_test_', 'pos_test_a b', 'pos_7Hq2']) {
    expect(validateSandboxKeys({ apiKey: '', pointOfSaleId }).errors.pointOfSaleId, pointOfSaleId).toBe(
      text.errors.pointOfSaleIdShape,
    );
  }
  expect(validateSandboxKeys({ apiKey: ' ', pointOfSaleId: '' }).errors.form).toBe(text.errors.empty);
});

test('a stored entry counts only when it is valid JSON with valid values', () => {
  expect(parseStoredSandboxKeys(null)).toBeNull();
  expect(parseStoredSandboxKeys('{not json')).toBeNull();
  expect(parseStoredSandboxKeys('"sk_test_x"')).toBeNull();
  expect(parseStoredSandboxKeys(JSON.stringify({ apiKey: 'sk_live_51Hx9QwErTyUiOpAsDfGh' }))).toBeNull();
  expect(parseStoredSandboxKeys(JSON.stringify({ pointOfSaleId: 'pos_test_A1' }))).toEqual({ pointOfSaleId: 'pos_test_A1' });
});

test('substitution replaces every placeholder and nothing else', () => {
  const sample = `curl -H "Authorization: Bearer ${testCredentials.apiKey}" -d '{"pointOfSaleId":"${testCredentials.pointOfSaleId}"}' # ${testCredentials.apiKey}`;
  expect(hasSandboxKeyPlaceholder(sample)).toBe(true);
  const keys = { apiKey: `sk_test_${alnum(20)}`, pointOfSaleId: 'pos_test_Mine1' };
  expect(substituteSandboxKeys(sample, keys)).toBe(
    `curl -H "Authorization: Bearer ${keys.apiKey}" -d '{"pointOfSaleId":"pos_test_Mine1"}' # ${keys.apiKey}`,
  );
  expect(substituteSandboxKeys(sample, { pointOfSaleId: 'pos_test_Mine1' })).toContain(testCredentials.apiKey);
  expect(substituteSandboxKeys(sample, null)).toBe(sample);
  expect(hasSandboxKeyPlaceholder('curl https://sandbox.api.acmepay.example/v1/sessions')).toBe(false);
});

test('a stored entry is read back exactly when the dialog would accept it (two modules, one rule)', () => {
  const values = [
    '',
    ' ',
    `sk_test_${alnum(16)}`,
    ` sk_test_${alnum(64)} `,
    `sk_test_${alnum(15)}`,
    'sk_live_51Hx9QwErTyUiOpAsDfGh',
  ];
  const ids = ['', 'pos_test_A1', ' pos_test_Abc123 ', 'pos_live_9Zz8', 'pos_7Hq2', 'pos_test_a b'];
  for (const apiKey of values) {
    for (const pointOfSaleId of ids) {
      const { keys, errors } = validateSandboxKeys({ apiKey, pointOfSaleId });
      const accepted = !errors.apiKey && !errors.pointOfSaleId && !errors.form;
      expect(parseStoredSandboxKeys(JSON.stringify({ apiKey, pointOfSaleId })), `${apiKey} / ${pointOfSaleId}`).toEqual(
        accepted ? keys : null,
      );
    }
  }
});
