/**
 * The in-browser sandbox keeps its state in sessionStorage, where anything can end up (an older
 * build's shape, an edit by hand): a state of the wrong shape is refused on restore with a
 * readable message, the sandbox starts empty, and Send gets real answers instead of a 500 on
 * every request; a session whose return URL is `javascript:` is paid without the checkout
 * following it (issue 32).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { simulatedCheckoutText } from '../../config/sandbox';
import { browserCheckoutPath, browserServer, browserStateStorageKey } from '../../sandbox/browser/config.cjs';
import { expect, noApiServers, open, sendToBrowserSandbox, test } from './fixtures';

/** Puts `value` into the tab's saved sandbox state before the first page of the test loads, once. */
async function seedState(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ({ storageKey, value }) => {
      // Once: the sandbox then saves its own state, which the next load must find.
      if (!window.sessionStorage.getItem('spec-seeded')) {
        window.sessionStorage.setItem('spec-seeded', '1');
        window.sessionStorage.setItem(storageKey, value);
      }
    },
    { storageKey: browserStateStorageKey, value },
  );
}

for (const [name, saved] of [
  ['an empty object', '{}'],
  ['accounts that are a list', '{"accounts":[],"deliveries":[]}'],
] as const) {
  test(`a saved state that is ${name} resets with a message, and Send answers`, async ({ page }) => {
    await noApiServers(page);
    await seedState(page, saved);
    await open(page, '/api/list-transactions');
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
    await expect(page.getByRole('alert').filter({ hasText: 'saved sandbox state cannot be used' })).toBeVisible();
    const response = await sendToBrowserSandbox(page);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ data: [] });
  });
}

test('the simulated checkout does not follow a javascript: return URL', async ({ page }) => {
  // A state holding such a session, made by the same simulator in Node (the spec refuses the URL
  // in a request; a saved state or an older version could still hold it).
  const load = (file: string) => import(pathToFileURL(path.resolve(__dirname, '../..', file)).href);
  const [{ createSimulator }, { createValidators }, { compileSchemaSet }, { loadSpec }] = await Promise.all([
    load('sandbox/simulator.mjs'),
    load('sandbox/validate.mjs'),
    load('sandbox/validate-runtime.mjs'),
    load('sandbox/node-host.mjs'),
  ]);
  const spec = loadSpec();
  const simulator = createSimulator({ spec, validators: createValidators(spec, compileSchemaSet(spec)) });
  const key = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
  const created = await simulator.handle({
    operationId: 'initializePaymentSession',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'spec-js-url' },
    rawBody: JSON.stringify({
      pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
      amount: 12500,
      currency: 'EUR',
      orderId: 'order-js',
      hostedConfiguration: { returnUrl: 'https://shop.example/done' },
    }),
  });
  expect(created.status).toBe(201);
  const saved = simulator.snapshot();
  saved.accounts[key].sessions[created.body.sessionId]._hosted.returnUrl = 'javascript:document.title="followed"';
  await seedState(page, JSON.stringify(saved));
  await open(page, `${browserCheckoutPath}?session=${created.body.sessionId}`);
  await page.getByLabel(simulatedCheckoutText.cardNumber).fill('4900000000000003');
  await page.getByRole('button', { name: new RegExp(`^${simulatedCheckoutText.pay} `) }).click();
  await expect(page.getByRole('alert')).toContainText('no web address');
  expect(new URL(page.url()).pathname).toBe(browserCheckoutPath);
  expect(await page.title()).not.toBe('followed');
});
