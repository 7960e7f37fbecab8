/**
 * The simulated sandbox that runs in the reader's browser (sandbox/ through MSW's Service Worker,
 * src/components/SimulatedSandbox): with no API server reachable, "Send" on every operation page
 * gets an answer that payments.yaml allows, and a session created there is paid on the simulated
 * Payment Window and captured from the capture page, the IDs flowing from one step to the next.
 */
import type { Page, Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from 'js-yaml';
import { testCards, urls } from '../../config/brand';
import { browserServer, simulatedCheckoutText, simulatedSandboxText } from '../../config/sandbox';
import { expect, open, readRouteList, test } from './fixtures';

type Json = Record<string, any>;
type Validators = { response: (operationId: string, status: number, body: unknown) => unknown[] };
const spec = load(readFileSync('openapi/payments.yaml', 'utf8')) as Json;
const methods = ['get', 'post', 'put', 'patch', 'delete'];
/** The operation pages the build serves (the route list), each with its operationId from the spec. */
const operationIds = new Map(
  Object.values(spec.paths as Record<string, Json>).flatMap((item) =>
    methods.filter((m) => item[m]).map((m) => [item[m].operationId.toLowerCase(), item[m].operationId as string] as const),
  ),
);
const operationPages = readRouteList('tests/spec-routes.txt')
  .map((route) => ({ route, operationId: operationIds.get(route.replace(/^\/api\//, '').replaceAll('-', '')) }))
  .filter((page): page is { route: string; operationId: string } => page.operationId !== undefined);

/**
 * The simulator's own validators, loaded as native ES modules (as the sandbox's tests load them):
 * an import statement here would have Playwright compile them to CommonJS, and a worker that also
 * runs tests/unit/sandbox-simulator.spec.ts would then hold two incompatible copies.
 */
let validators: Validators;
test.beforeAll(async () => {
  const importNative = (file: string) => import(pathToFileURL(path.resolve(file)).href);
  const { compileSchemaSet } = await importNative('sandbox/validate-runtime.mjs');
  const { createValidators } = await importNative('sandbox/validate.mjs');
  validators = createValidators(spec, compileSchemaSet(spec));
});

/** No API server anywhere: the local sandbox and the hosted ones are refused, as if stopped. */
async function noApiServers(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  for (const origin of [urls.apiLocalSandbox, urls.apiSandbox, urls.apiProduction]) {
    await page.route(`${origin}/**`, (route) => {
      attempts.push(route.request().url());
      return route.abort('connectionrefused');
    });
  }
  return attempts;
}

/** Loads the explorer (first pointer move) and waits until the simulated sandbox answers. */
async function simulatorReady(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
  await expect(page.getByRole('status').filter({ hasText: simulatedSandboxText.ready })).toBeVisible();
}

/** Clicks Send and returns the simulator's answer (served by the Service Worker, not the network). */
async function send(page: Page): Promise<Response> {
  const answer = page.waitForResponse((response) => response.url().startsWith(`${browserServer.url}/`));
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const response = await answer;
  await expect(
    page.locator('.openapi-explorer__response-container').getByRole('tab', { name: String(response.status()) }),
  ).toBeVisible();
  return response;
}

/** Replaces the request body with this JSON, typed into the editor. */
async function replaceBody(page: Page, body: Json): Promise<void> {
  const editor = page.getByRole('group').filter({ hasText: 'Body' }).locator('[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Typed at a fast typist's pace: with no delay at all the editor (src/theme/ApiExplorer/LiveEditor)
  // drops keys and React reports a render loop (error #185).
  await editor.pressSequentially(JSON.stringify(body), { delay: 10 });
  await expect(editor).toHaveText(JSON.stringify(body));
}

test('Send on every operation page answers from the in-browser sandbox, as payments.yaml allows', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // The explorer logs a failed status (404 for an example id this fresh sandbox never issued) to the console.
  consoleGuard.allow(/the server responded with a status of 4\d\d/);
  const attempts = await noApiServers(page);
  expect(operationPages).toHaveLength(17);
  for (const { operationId, route } of operationPages) {
    await open(page, route);
    await simulatorReady(page);
    const response = await send(page);
    const body = await response.json();
    expect(response.fromServiceWorker(), `${route}: answered by the Service Worker`).toBe(true);
    expect(
      validators.response(operationId, response.status(), body),
      `${route}: ${response.status()} ${JSON.stringify(body)}`,
    ).toEqual([]);
  }
  expect(attempts, 'requests to API servers').toEqual([]);
});

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
  const created = await send(page);
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
  const listed = await (await send(page)).json();
  expect(listed.data, JSON.stringify(listed)).toBeDefined();
  const transaction = listed.data.find((item: Json) => item.sessionId === sessionId);
  expect(transaction, 'the paid session has a transaction').toBeDefined();
  expect(transaction.status).toBe('authorized');

  await open(page, '/api/capture-payment');
  await simulatorReady(page);
  await page.getByRole('textbox', { name: 'transactionId' }).fill(transaction.id);
  await replaceBody(page, { amount: 12500, finalCapture: true });
  const captured = await send(page);
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
  const created = await (await send(page)).json();
  await open(page, '/api/get-point-of-sale');
  await simulatorReady(page);
  expect(created.id).toMatch(/^pos_test_/);
  await page.getByRole('textbox', { name: 'pointOfSaleId' }).fill(created.id);
  expect((await send(page)).status()).toBe(200);
  await page.getByRole('button', { name: simulatedSandboxText.reset }).click();
  expect((await send(page)).status()).toBe(404);
});
