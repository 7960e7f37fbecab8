/**
 * The site under its own security headers (tests/e2e/headers-server.ts: a second static server
 * sends exactly the headers of build/_headers, and every test fails on a Content-Security-Policy
 * or Permissions-Policy report): the 404 page and the files beside the HTML, an injected script
 * blocked, searching, copying from the Test Card, switching the colour mode and sending a request
 * from the API explorer to the sandbox. Every route under these headers is in every-route.spec.ts.
 * The explorer keeps no credentials after its tab closes and sends no cookies.
 */
import type { Page } from '@playwright/test';
import { testCard, testCredentials, urls } from '../../config/brand';
import { chooseServer, waitForHydration } from './fixtures';
import { expect, openWithHeaders, renderLateParts, test } from './headers-server';
import { readClipboard } from './clipboard';

/** The plain server of the run (playwright.config.ts), without the headers. */

/** Opens a route, checks its headers are exactly the policy, and waits for what renders late. */
async function visit(page: Page, route: string, expected: Record<string, string>, status = 200): Promise<void> {
  await openWithHeaders(page, route, expected, status);
  await renderLateParts(page, route);
}

async function chooseLocalSandbox(page: Page) {
  await chooseServer(page, urls.apiLocalSandbox);
  await page.getByRole('textbox', { name: 'Bearer Token' }).fill(testCredentials.apiKey);
}

test('the 404 page and the files beside the HTML carry the headers; assets are immutable, HTML revalidated', async ({
  page,
  request,
  expectedHeaders,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await visit(page, '/no-such-page', expectedHeaders, 404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const html = await request.get('/get-started');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  expect(script, 'a hashed script under /assets/js/').toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toBe(expectedHeaders['content-security-policy']);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({ page, csp, consoleGuard }) => {
  consoleGuard.allow(/Content Security Policy/);
  await page.goto('/');
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran, 'the injected inline script ran').toBe(false);
  await expect
    .poll(() => csp.violations.map((violation) => violation.kind))
    .toEqual(expect.arrayContaining(['console', 'securitypolicyviolation']));
  expect(csp.violations.map((violation) => violation.text).join('\n')).toContain('script-src');
  csp.clear();
});

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('search, copy from the Test Card and switch colour mode without a violation', async ({ page, expectedHeaders }) => {
    await visit(page, '/', expectedHeaders);
    // Search: the modal fetches the embedded index from the site.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.locator('.DocSearch-Input').fill('refund');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit a').first()).toContainText(/refund/i);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    // Test Card: the copy button writes to the clipboard (Permissions-Policy clipboard-write=(self)).
    await page.getByRole('button', { name: 'Test card' }).click();
    await page.getByRole('button', { name: 'Copy Card number' }).click();
    await expect(page.getByRole('button', { name: 'Card number copied' })).toBeVisible();
    // This origin may not read the clipboard (clipboard-read=()): read it on a page of another origin.
    expect(await readClipboard(page)).toBe(testCard.number);

    // Colour mode: the switch, and the inline theme script on the next load.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await visit(page, '/guides', expectedHeaders);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test('a request from the API explorer reaches the sandbox, with the typed body and no cookie', async ({
  page,
  context,
  expectedHeaders,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 422/);
  // A cookie the browser would send to the sandbox (same site, other port) if the explorer asked it to.
  await context.addCookies([{ name: 'docs_session', value: 'must-not-leak', domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  await visit(page, '/api/initialize-payment-session', expectedHeaders);
  await chooseLocalSandbox(page);
  const sent = page.waitForRequest((request) => request.url().startsWith(urls.apiLocalSandbox) && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const first = await sent;
  const response = page.locator('.openapi-explorer__response-container');
  await expect(response.getByRole('tab', { name: '201' })).toBeVisible();
  const headers = await first.allHeaders();
  expect(headers.authorization).toBe(`Bearer ${testCredentials.apiKey}`);
  expect(headers.cookie, 'Cookie header on the explorer request').toBeUndefined();

  // The request body editor: what the reader types is what is sent (as text, never run as code).
  const editor = page.getByRole('group').filter({ hasText: 'Body' }).locator('[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially('{"amount": "abc"}');
  const second = page.waitForRequest((request) => request.url().startsWith(urls.apiLocalSandbox) && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send API Request' }).click();
  expect((await second).postData()).toBe('{"amount": "abc"}');
  await expect(response.getByRole('tab', { name: '422' })).toBeVisible();
});

test('the explorer keeps no credentials in storage or after its tab closes', async ({
  page,
  context,
  browser,
  expectedHeaders,
}) => {
  // A key the reader types (not the samples' public test key, which the simulated sandbox prefills).
  const readerKey = 'sk_test_readerTypedKey4Tw9Qz2Lm7';
  const route = '/api/list-transactions';
  await visit(page, route, expectedHeaders);
  await chooseServer(page, urls.apiLocalSandbox);
  const token = page.getByRole('textbox', { name: 'Bearer Token' });
  await token.fill(readerKey);
  await page.getByRole('button', { name: 'Send API Request' }).click();
  await expect(page.locator('.openapi-explorer__response-container').getByRole('tab', { name: '200' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  expect(stored.local, 'localStorage').not.toContain(readerKey);
  expect(stored.session, 'sessionStorage').not.toContain(readerKey);
  expect(stored.cookies, 'cookies').not.toContain(readerKey);
  expect(JSON.stringify(await context.cookies())).not.toContain(readerKey);
  await page.close();

  // A new tab of the same browser session, and a new session: the reader's key is gone; the field
  // holds the samples' test key again, for the simulated sandbox the explorer starts on.
  const nextTab = await context.newPage();
  await visit(nextTab, route, expectedHeaders);
  await expect(nextTab.getByRole('textbox', { name: 'Bearer Token' })).toHaveValue(testCredentials.apiKey);
  const fresh = await browser.newContext({ baseURL: await nextTab.evaluate(() => location.origin) });
  const freshPage = await fresh.newPage();
  await visit(freshPage, route, expectedHeaders);
  await expect(freshPage.getByRole('textbox', { name: 'Bearer Token' })).toHaveValue(testCredentials.apiKey);
  expect(await freshPage.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(readerKey);
  await fresh.close();
});
