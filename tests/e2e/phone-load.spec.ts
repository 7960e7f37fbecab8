/**
 * What a phone does while a page loads, and what it no longer does (issue 14): no string
 * collator built for sorting route paths or hook keys (the patches of
 * @docusaurus/plugin-content-docs and @docusaurus/theme-common), an API page's operation inflated
 * once (docusaurus-theme-openapi-docs patch, item 9), and code text Prism leaves uncoloured
 * written as text rather than one empty-styled span per token (src/theme/CodeBlock/Line/Token),
 * and the phone menu built at the reader's first touch, not on load (src/theme/Navbar/MobileSidebar).
 */
import type { Page } from '@playwright/test';
import { routes } from '../../config/brand';
import { expect, open, test } from './fixtures';

const apiPage = '/api/capture-payment';
const longDocsPage = routes.js;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Counts = { collator: number; inflated: number };

/** Counts, from before any page script runs, locale-aware comparisons and inflated operation texts. */
async function countLoadWork(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { collator: 0, inflated: 0 };
    (window as unknown as { loadWork: typeof counts }).loadWork = counts;
    const { localeCompare } = String.prototype;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      counts.collator += 1;
      return localeCompare.apply(this, args);
    };
    const NativeCollator = Intl.Collator;
    Intl.Collator = function (...args: ConstructorParameters<typeof Intl.Collator>) {
      counts.collator += 1;
      return new NativeCollator(...args);
    } as unknown as typeof Intl.Collator;
    const { decode } = TextDecoder.prototype;
    TextDecoder.prototype.decode = function (this: TextDecoder, ...args: Parameters<typeof decode>) {
      const text = decode.apply(this, args);
      if (text.startsWith('{') && text.includes('"operationId"')) counts.inflated += 1;
      return text;
    };
  });
}

async function loadWork(page: Page): Promise<Counts> {
  // Past hydration and the re-render that follows it (the window's size, the API store).
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { loadWork: Counts }).loadWork);
}

test('a docs page and an API page load on a phone without building a string collator', async ({ page }) => {
  await countLoadWork(page);
  for (const path of [longDocsPage, apiPage]) {
    await open(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect((await loadWork(page)).collator, `locale-aware comparisons while ${path} loads`).toBe(0);
  }
});

test('an API page inflates its operation once while it loads', async ({ page }) => {
  await countLoadWork(page);
  await open(page, apiPage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await loadWork(page)).inflated, 'times the operation was inflated').toBe(1);
});

test('uncoloured code is text: the same code reads the same in either colour mode, with no empty-styled spans', async ({
  page,
}) => {
  // The SDK page's first sample that loads the SDK: keywords, strings and plain names on one line.
  const firstBlock = page.getByRole('main').locator('pre code').filter({ hasText: 'loadAcme' }).first();
  const plainSpans = page.getByRole('main').locator('pre .token.plain:not([style])');

  // Light: the server's highlighting, kept by the browser.
  await open(page, longDocsPage);
  const served = await firstBlock.innerText();
  expect(served, 'the sample as sent').toMatch(/import \{ loadAcme \} from '@acmepay\/acme-js';/);
  await expect(firstBlock.locator('.token').first()).toBeVisible();
  await expect(plainSpans).toHaveCount(0);

  // Dark: the browser highlights the code again, through the same components.
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await open(page, longDocsPage);
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await expect(firstBlock.locator('.token').first()).toBeVisible();
  expect(await firstBlock.innerText(), 'the code as rendered in the browser').toBe(served);
  await expect(plainSpans).toHaveCount(0);
});

test("the phone menu is built at the first touch and opens on the page's sidebar", async ({ page }) => {
  await open(page, apiPage);
  await page.waitForTimeout(500);
  await expect(page.locator('.navbar-sidebar'), 'no menu built while the page loads').toHaveCount(0);

  await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.getByRole('link', { name: 'Capture a payment', exact: true }), 'the API sidebar').toBeVisible();
  await menu.getByRole('button', { name: /back to main menu/i }).click();
  await expect(menu.getByRole('link', { name: 'Guides', exact: true })).toBeVisible();
});
