/**
 * The simulated sandbox that runs in the reader's browser (sandbox/ through MSW's Service Worker,
 * src/components/SimulatedSandbox): with no API server reachable, a session created there is paid
 * on the simulated Payment Window and captured from the capture page, the IDs flowing from one step
 * to the next. "Send" on every operation page is in operation-pages.spec.ts.
 */
import type { Page } from '@playwright/test';
import { testCards } from '../../config/testCards';
import { browserServer, simulatedCheckoutText, simulatedSandboxText } from '../../config/sandbox';
import { expect, noApiServers, open, sendToBrowserSandbox, test } from './fixtures';

type Json = Record<string, any>;

/** Loads the explorer (first pointer move) and waits until the simulated sandbox answers. */
async function simulatorReady(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
  await expect(page.getByRole('status').filter({ hasText: simulatedSandboxText.ready })).toBeVisible();
}

/** Replaces the request body with this JSON, typed into the editor. */
async function replaceBody(page: Page, body: Json): Promise<void> {
  const editor = page.getByRole('group').filter({ hasText: 'Body' }).locator('[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // At full speed: the editor keeps every key (tests/e2e/explorer-editor.spec.ts).
  await editor.pressSequentially(JSON.stringify(body));
  await expect(editor).toHaveText(JSON.stringify(body));
}

test('a session created in the browser is paid with a test card, then captured from the capture page', async ({ page }) => {
  test.setTimeout(90_000);
  await noApiServers(page);
  // The shop the customer returns to: answered here, nothing leaves localhost.
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shop</title><h1>Back at the shop</h1>' }),
  );

  await open(page, '/api/initialize-payment-session');
  await simulatorReady(page);
  await replaceBody(page, {
    pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
    amount: 12500,
    currency: 'EUR',
    orderId: 'order-20001',
    captureMode: 'manual',
    integration: 'payment_window',
    hostedConfiguration: {
      returnUrl: 'https://shop.example/checkout/complete?order=20001',
      cancelUrl: 'https://shop.example/checkout/cancelled?order=20001',
    },
    notificationUrl: 'https://shop.example/webhooks/acme',
  });
  const created = await sendToBrowserSandbox(page);
  expect(created.status(), JSON.stringify(await created.json())).toBe(201);
  const { sessionId, checkoutUrl } = await created.json();
  expect(checkoutUrl).toContain(`/sandbox/checkout?session=${sessionId}`);

  // The customer's side: the simulated Payment Window, in the same tab (the sandbox lives in the tab).
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(simulatedCheckoutText.title);
  await expect(page.getByText('€125.00').first()).toBeVisible();
  await page.getByLabel(simulatedCheckoutText.cardNumber).fill(testCards[0]!.number);
  await page.getByRole('button', { name: /^Pay \S/ }).click();
  await page.waitForURL(/^https:\/\/shop\.example\//);
  const returned = new URL(page.url());
  expect(returned.pathname).toBe('/checkout/complete');
  expect(returned.searchParams.get('order')).toBe('20001');
  expect(returned.searchParams.get('sessionId')).toBe(sessionId);

  // The merchant's side: find the session's transaction, then capture it.
  await open(page, '/api/list-transactions');
  await simulatorReady(page);
  const listed = await (await sendToBrowserSandbox(page)).json();
  expect(listed.data, JSON.stringify(listed)).toBeDefined();
  const transaction = listed.data.find((item: Json) => item.sessionId === sessionId);
  expect(transaction, 'the paid session has a transaction').toBeDefined();
  expect(transaction.status).toBe('authorized');

  await open(page, '/api/capture-payment');
  await simulatorReady(page);
  await page.getByRole('textbox', { name: 'transactionId' }).fill(transaction.id);
  await replaceBody(page, { amount: 12500, finalCapture: true });
  const captured = await sendToBrowserSandbox(page);
  expect(captured.status(), JSON.stringify(await captured.json())).toBe(200);
  expect(await captured.json()).toMatchObject({
    transactionId: transaction.id,
    transactionStatus: 'captured',
    operation: { type: 'capture', status: 'succeeded', amount: 12500 },
  });
  expect(await page.locator('.openapi-explorer__response-container').textContent()).toContain(transaction.id);
});

test('the reset button empties the tab\u2019s sandbox', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/the server responded with a status of 404/);
  await noApiServers(page);
  await open(page, '/api/create-point-of-sale');
  await simulatorReady(page);
  const created = await (await sendToBrowserSandbox(page)).json();
  await open(page, '/api/get-point-of-sale');
  await simulatorReady(page);
  expect(created.id).toMatch(/^pos_test_/);
  await page.getByRole('textbox', { name: 'pointOfSaleId' }).fill(created.id);
  expect((await sendToBrowserSandbox(page)).status()).toBe(200);
  await page.getByRole('button', { name: simulatedSandboxText.reset }).click();
  expect((await sendToBrowserSandbox(page)).status()).toBe(404);
});
