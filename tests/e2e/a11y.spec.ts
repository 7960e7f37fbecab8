/**
 * Accessibility: axe-core finds no WCAG 2.0/2.1/2.2 A and AA violation in the opened search modal,
 * the opened Test Card widget, the response tabs' scroll arrows and an API operation page with the
 * explorer's request panel fully expanded, in light and in dark mode; nor on representative pages
 * first loaded in dark mode (the stored choice applied before any script of the page runs).
 * Every route of the specification, in light mode and after switching to dark mode, is checked in
 * every-route.spec.ts, in the same visit as its other checks.
 */
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, open, test } from './fixtures';

const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];

/** The operation page whose explorer is checked with every request section expanded. */
const explorerRoute = '/api/initialize-payment-session';
/**
 * Pages loaded in dark mode from the start: the home page, a docs page with code tabs, one with
 * Mermaid diagrams, an API operation page with its explorer, a schema page and the search page.
 */
const darkFirstRoutes = [
  '/',
  '/get-started/set-up-acme/accept-payment',
  '/get-started/core-concepts',
  '/api/capture-payment',
  '/api/schemas/errorcode',
  '/search',
];

const isApiOperation = (route: string) => /^\/api\/[a-z-]+$/.test(route) && route !== '/api/acme-payments-api';

/** Opens a route in the given colour mode (stored before any script of the page runs). */
async function openIn(page: Page, mode: Mode, path: string): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await open(page, path);
  await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
}

/** Waits for what renders after hydration: the lazily loaded API explorer (diagrams are in the HTML). */
async function settle(page: Page, route: string): Promise<void> {
  if (isApiOperation(route)) {
    // The explorer loads at the reader's first move (src/theme/ApiExplorer): move the pointer.
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({ timeout: 15_000 });
  }
  if (route.startsWith('/api/schemas/')) {
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
}

for (const mode of modes) {
  test.describe(`${mode} mode`, () => {
    test('the search modal with hits has no axe violations', async ({ page }, testInfo) => {
      await openIn(page, mode, '/');
      await page.keyboard.press('ControlOrMeta+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await input.fill('refund');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expectNoViolations(page, testInfo, `the search modal (${mode})`);
    });

    test('the open Test Card widget has no axe violations', async ({ page }, testInfo) => {
      await openIn(page, mode, '/');
      await page.getByRole('button', { name: 'Test card' }).click();
      const widget = page.getByRole('complementary', { name: 'Test card' });
      await expect(widget.getByRole('button', { name: 'Hide test card' })).toHaveAttribute('aria-expanded', 'true');
      await expect(widget.getByRole('link', { name: 'More test cards and scenarios' })).toBeVisible();
      await expectNoViolations(page, testInfo, `the Test Card widget (${mode})`);
    });

    test('the overflowing response tabs of an API page show named scroll arrows and no axe violations', async ({
      page,
    }, testInfo) => {
      // Nine status codes do not fit a phone's width: the tab strip shows its scroll arrows
      // (named by patches/docusaurus-theme-openapi-docs+5.2.0.patch; upstream they are empty buttons).
      await page.setViewportSize({ width: 360, height: 800 });
      await openIn(page, mode, '/api/refund-payment');
      const strip = page.locator('.openapi-tabs__response-container').first();
      const right = strip.getByRole('button', { name: 'Scroll tabs right' });
      await right.scrollIntoViewIfNeeded();
      await expect(right).toBeVisible();
      await expect(strip.getByRole('button', { name: 'Scroll tabs left' })).toBeVisible();
      const list = strip.getByRole('tablist');
      const before = await list.evaluate((element) => element.scrollLeft);
      await right.click();
      await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
      await expectNoViolations(page, testInfo, `the response tabs' scroll arrows (${mode})`);
    });

    test('the API explorer with its request panel expanded has no axe violations', async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await openIn(page, mode, explorerRoute);
      await settle(page, explorerRoute);
      const form = page.locator('.openapi-explorer__request-form');
      const expandAll = form.getByRole('button', { name: 'Expand all' });
      if (await expandAll.isVisible()) await expandAll.click();
      const sections = form.locator('details.openapi-explorer__details-container');
      await expect(sections.first()).toBeVisible();
      for (const section of await sections.all()) {
        await expect(section).toHaveAttribute('open', '');
      }
      // The server choice in its editing state (the select instead of the plain URL).
      const baseUrl = page.getByRole('group').filter({ hasText: 'Base URL' });
      await baseUrl.locator('.openapi-explorer__server-url').hover();
      await baseUrl.getByRole('button', { name: 'Edit' }).click();
      await expect(baseUrl.getByRole('combobox')).toBeVisible();
      await expectNoViolations(page, testInfo, `the API explorer request panel (${mode})`);
    });
  });
}

test.describe('first loaded in dark mode', () => {
  for (const route of darkFirstRoutes) {
    test(`${route} has no axe violations`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await openIn(page, 'dark', route);
      await settle(page, route);
      await expectNoViolations(page, testInfo, `${route} (dark, first load)`);
    });
  }
});
