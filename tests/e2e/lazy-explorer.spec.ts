/**
 * The API explorer's code (code samples, request form, Send) loads only where and when a reader
 * uses it: never on a docs page, and on an operation page at the reader's first move, key or
 * scroll. Until then the reference itself is readable and a placeholder holds the explorer's place.
 * A script is explorer code when it holds the explorer's request-form class name.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { expectNoViolations } from './axe';

const explorerMarker = 'openapi-explorer__request-form';
const operation = { path: '/api/get-transaction', title: 'Get a transaction' };

/** Records the site's scripts that hold explorer code, as the page loads them. */
function watchExplorerScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(explorerMarker)) loaded.push(new URL(response.url()).pathname);
  });
  return loaded;
}

test('a docs page loads no API explorer code, even while the reader uses it', async ({ page }) => {
  const explorerScripts = watchExplorerScripts(page);
  await open(page, '/get-started/core-concepts');
  await page.mouse.move(300, 300);
  await page.mouse.wheel(0, 1200);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  expect(explorerScripts, 'explorer scripts loaded by a docs page').toEqual([]);
});

test('an operation page shows its reference at once and loads the explorer at the first pointer move', async ({ page }) => {
  const explorerScripts = watchExplorerScripts(page);
  await open(page, operation.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(operation.title);
  const placeholder = page.getByRole('region', { name: 'API explorer' });
  await expect(placeholder).toBeVisible();
  await expect(placeholder.getByRole('button', { name: 'Try it: load the request form and Send' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(explorerScripts, 'explorer scripts loaded before the reader did anything').toEqual([]);
  await expect(page.getByRole('button', { name: 'Send API Request' })).toHaveCount(0);

  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'curl' }).first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(explorerScripts.length, 'explorer scripts loaded after the first move').toBeGreaterThan(0);
});

test('a keyboard user gets the explorer with the first Tab', async ({ page }) => {
  await open(page, operation.path);
  await expect(page.getByRole('region', { name: 'API explorer' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
});

test('on a phone the explorer loads as the reader scrolls down to it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, operation.path);
  const placeholder = page.getByRole('region', { name: 'API explorer' });
  await expect(placeholder).toBeAttached();
  await expect(placeholder).not.toBeInViewport();
  await page.mouse.wheel(0, 600);
  const send = page.getByRole('button', { name: 'Send API Request' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeVisible();
});

test('on a phone the endpoint line keeps its one row as the explorer loads: method and path, no server URL', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, operation.path);
  const line = page.locator('.openapi__method-endpoint').first();
  await expect(line).toBeVisible();
  const before = await line.boundingBox();
  await page.mouse.wheel(0, 600);
  const send = page.getByRole('button', { name: 'Send API Request' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeVisible();
  await expect(line).toHaveText(/^GET\s+\/v1\/transactions\/:transactionId$/);
  await expect(line).not.toContainText('https://');
  expect((await line.boundingBox())?.height, 'the line is as tall as at first paint').toBe(before?.height);
});

test('after a click on a link within the site, the next operation page loads its explorer without waiting', async ({ page }) => {
  await open(page, operation.path);
  await page.mouse.move(200, 300);
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'List transactions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List transactions');
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the placeholder has no axe violations (${mode})`, async ({ page }, testInfo) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    // The explorer's chunk never arrives here: if anything counts as the reader's first sign of use
    // while axe runs, the placeholder stays (loading) instead of leaving axe nothing to check.
    await page.route(/\/api-explorer\.[0-9a-f]+\.js$/, () => undefined);
    await open(page, operation.path);
    const placeholder = page.getByRole('region', { name: 'API explorer' });
    await expect(placeholder).toBeVisible();
    await expectNoViolations(page, testInfo, `the explorer's placeholder (${mode})`, {
      include: 'section[aria-label="API explorer"]',
    });
    await expect(placeholder, 'the placeholder is still there when axe ran').toBeVisible();
  });
}
