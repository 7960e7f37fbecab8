/**
 * The API reference as a developer uses it: choose the local sandbox (the simulator of sandbox/,
 * from openapi/payments.yaml, started for the run by playwright.config.ts), send real requests
 * from the explorer and read the sandbox's answer; the chosen code language; descriptions'
 * Markdown. Every operation page's tabs, links and Send are in operation-pages.spec.ts, every
 * schema page's fields in every-route.spec.ts.
 */
import { testCredentials, urls } from '../../config/brand';
import { endpointCaption } from '../../src/lib/endpointCaption';
import { chooseServer, expect, open, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** The language tabs of the code samples (not the inner variant tabs). */
function languageTabs(page: import('@playwright/test').Page) {
  return page.locator('ul.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner)').first().getByRole('tab');
}

/** The explorer loads at the reader's first move (src/theme/ApiExplorer): the reader moves the pointer over the page. */
async function movePointer(page: import('@playwright/test').Page) {
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
}

async function chooseLocalSandbox(page: import('@playwright/test').Page) {
  await movePointer(page);
  await chooseServer(page, urls.apiLocalSandbox);
  await page.getByRole('textbox', { name: 'Bearer Token' }).fill(testCredentials.apiKey);
}

test('Send reaches the local sandbox and shows its real status and body', async ({ page }) => {
  await open(page, '/api/initialize-payment-session');
  await chooseLocalSandbox(page);
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const response = page.locator('.openapi-explorer__response-container');
  await expect(response.getByRole('tab', { name: '201' })).toBeVisible();
  await expect(response.locator('.openapi-response__status-code')).toContainText(
    // The simulator's own checkout page for sessions created on the local sandbox.
    `"checkoutUrl": "${urls.apiLocalSandbox}/checkout/ses_`,
  );
});

test('an invalid body shows the sandbox 4xx answer', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 422/);
  await open(page, '/api/initialize-payment-session');
  await chooseLocalSandbox(page);
  const editor = page.getByRole('group').filter({ hasText: 'Body' }).locator('[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially('{"amount": "abc"}');
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const response = page.locator('.openapi-explorer__response-container');
  await expect(response.getByRole('tab', { name: '422' })).toBeVisible();
  await expect(response.locator('.openapi-response__status-code')).toContainText(/parameter_invalid|must be/);
});

test('the code language a reader chooses persists across operation pages and reloads', async ({ page }) => {
  // Every operation page's tabs, in order, are checked in operation-pages.spec.ts.
  await open(page, '/api/get-transaction');
  await movePointer(page);
  await languageTabs(page).filter({ hasText: /^php$/ }).click();
  await open(page, '/api/refund-payment');
  await movePointer(page);
  await expect(languageTabs(page).filter({ hasText: /^php$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(languageTabs(page).filter({ hasText: /^curl$/ })).toHaveAttribute('aria-selected', 'false');
  await page.reload();
  await movePointer(page);
  await expect(languageTabs(page).filter({ hasText: /^php$/ })).toHaveAttribute('aria-selected', 'true');
});

test('parameter and field descriptions render their Markdown, in the static HTML too', async ({ page, request }) => {
  // Descriptions go through src/theme/Markdown (markdown-to-jsx) on the server and in the browser.
  const path = '/api/notification-webhook';
  const html = await (await request.get(path)).text();
  expect(html, 'the header parameter is in the HTML sent').toContain('Acme-Signature');
  expect(html, 'its inline code is a code element, its angle brackets text').toMatch(
    /<code>t=&lt;unix seconds>,v1=&lt;hex><\/code>/,
  );
  await open(page, path);
  const parameter = page.locator('.openapi-params__list-item').filter({ hasText: 'Acme-Signature' });
  await expect(parameter.locator('code', { hasText: 't=<unix seconds>,v1=<hex>' })).toBeVisible();
  await expect(parameter.locator('code', { hasText: '<t>.<raw request body>' })).toBeVisible();
  await expect(parameter.locator('unix, hex, t, raw')).toHaveCount(0);
  // A field description on an operation page: inline code and the qualifiers around it.
  await open(page, '/api/capture-payment');
  const field = page.locator('.openapi-schema__list-item').filter({ hasText: 'finalCapture' }).first();
  await expect(field.locator('code', { hasText: /^false$/ }).first()).toBeVisible();
  await expect(field).toContainText('if you will capture more later');
});

test('an operation page captions its method and path "Endpoint"; a webhook page does not', async ({ page }) => {
  await open(page, '/api/refund-payment');
  const line = page.locator('.openapi__method-endpoint');
  await expect(line).toContainText('/v1/transactions/:transactionId/refunds');
  // The caption sits right above the line, as readers name it (and the search index holds it).
  await expect(line.locator('xpath=preceding-sibling::*[1]')).toHaveText(endpointCaption);
  await open(page, '/api/notification-webhook');
  await expect(page.locator('.openapi__method-endpoint')).toBeVisible();
  await expect(page.getByText(endpointCaption, { exact: true })).toHaveCount(0);
});
