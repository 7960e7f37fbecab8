/**
 * API versions as a reader meets them (config/apiVersions.cjs): the navbar's version dropdown
 * switches an API page between 2025-06-01 (/api/...) and 2025-01-15 (/api/2025-01-15/...), the
 * choice survives a reload (Docusaurus's preferred version, local storage), search answers from
 * the version being read only, and the explorer of an old page sends its version to the
 * in-browser sandbox, which answers as that version.
 */
import type { Page } from '@playwright/test';
import { currentVersion, olderVersions } from '../../config/apiVersions.cjs';
import { expect, noApiServers, open, sendToBrowserSandbox, test } from './fixtures';
import { browserServer, simulatedSandboxText } from '../../config/sandbox';

const previous = olderVersions[0]!;

// Each test loads several pages (and the search index, or the sandbox) one after the other.
test.describe.configure({ timeout: 60_000 });
const preferredVersionKey = 'docs-preferred-version-api';

/** The navbar's API version dropdown (desktop), whatever version it shows. */
function versionDropdown(page: Page) {
  return page.locator('.navbar__items--right .dropdown').filter({
    has: page.locator('a.navbar__link', { hasText: new RegExp(`^(${currentVersion}|${previous.name})$`) }),
  });
}

async function chooseVersion(page: Page, name: string) {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown.getByRole('link', { name, exact: true }).click();
}

/** The URLs of the search modal's hits for a query. */
async function searchHits(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.locator('.DocSearch-Modal').getByRole('searchbox');
  await expect(input).toBeVisible({ timeout: 15_000 });
  await input.fill(query);
  const hits = page.locator('.DocSearch-Hit a');
  // The index loads on first use; slow on a busy machine.
  await expect(hits.first()).toBeVisible({ timeout: 15_000 });
  const urls = await hits.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  return urls;
}

test('the dropdown switches an API page between the versions, and the choice survives a reload', async ({ page }) => {
  await open(page, '/api/list-transactions');
  await expect(versionDropdown(page).locator('a.navbar__link')).toHaveText(currentVersion);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);

  await chooseVersion(page, previous.name);
  await expect(page).toHaveURL(new RegExp(`${previous.routeBase}/list-transactions$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List transactions');
  await expect(page.locator('.theme-doc-version-banner')).toContainText(previous.name);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer the current version');
  expect(await page.evaluate((key) => localStorage.getItem(key), preferredVersionKey)).toBe(previous.name);

  // Remembered: after a reload, and on a page outside the API reference the dropdown shows it too.
  await page.reload();
  await expect(versionDropdown(page).locator('a.navbar__link')).toHaveText(previous.name);
  await open(page, '/changelog');
  await expect(versionDropdown(page).locator('a.navbar__link')).toHaveText(previous.name);

  // The operation new in 2025-06-01 has no page in 2025-01-15; its current page says so under its title.
  await open(page, '/api/payout-synchronous');
  await expect(page.getByRole('complementary', { name: 'Changes between API versions' })).toContainText(
    `New in API version ${currentVersion}`,
  );
  // Docusaurus stores the current version by its name, "current".
  await chooseVersion(page, currentVersion);
  expect(await page.evaluate((key) => localStorage.getItem(key), preferredVersionKey)).toBe('current');
});

test('search answers from the version being read only', async ({ page }) => {
  await open(page, `${previous.routeBase}/list-transactions`);
  const old = (await searchHits(page, 'Create a payout')).filter((url) => url.startsWith('/api'));
  expect(old.length).toBeGreaterThan(0);
  expect(
    old.every((url) => url.startsWith(`${previous.routeBase}/`)),
    old.join(', '),
  ).toBe(true);

  await open(page, '/api/list-transactions');
  const current = (await searchHits(page, 'Create a payout')).filter((url) => url.startsWith('/api'));
  expect(current.length).toBeGreaterThan(0);
  expect(
    current.some((url) => url.startsWith(`${previous.routeBase}/`)),
    current.join(', '),
  ).toBe(false);
  expect(current).toContain('/api/payout-synchronous');
});

test(`the explorer of a ${previous.name} page sends its version, and the sandbox answers as ${previous.name}`, async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the expected 422 below as a failed resource load.
  consoleGuard.allow(/status of 422/);
  await noApiServers(page);
  await open(page, `${previous.routeBase}/create-point-of-sale`);
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
  // The sandbox's first start (Service Worker, simulator) takes long on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: simulatedSandboxText.ready })).toBeVisible({ timeout: 20_000 });

  // The site fills in a fresh Idempotency-Key (optional in 2025-01-15): empty it, as a reader may.
  await page.getByRole('button', { name: 'Show optional parameters' }).click();
  await page.getByRole('textbox', { name: 'Idempotency-Key' }).fill('');
  const sent = page.waitForRequest((request) => request.url().startsWith(`${browserServer.url}/`));
  const response = await sendToBrowserSandbox(page);
  const headers = await (await sent).allHeaders();
  expect(headers['acme-version']).toBe(previous.name);
  expect(headers['idempotency-key']).toBeUndefined();
  expect(response.status(), JSON.stringify(await response.json())).toBe(201);
  expect(response.headers()['acme-version']).toBe(previous.name);

  // The same request as 2025-06-01, which requires the key: refused, and answered as 2025-06-01.
  await page.getByRole('textbox', { name: 'Acme-Version' }).fill(currentVersion);
  const refused = await sendToBrowserSandbox(page);
  expect(refused.status()).toBe(422);
  expect((await refused.json()).details).toContainEqual(expect.objectContaining({ field: 'Idempotency-Key' }));
  expect(refused.headers()['acme-version']).toBe(currentVersion);
});
