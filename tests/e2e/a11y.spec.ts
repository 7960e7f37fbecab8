/**
 * Accessibility: axe-core finds no WCAG 2.0/2.1/2.2 A and AA violation on any route of the
 * specification, in light and in dark mode, nor in the opened search modal, the opened Test Card
 * widget and an API operation page with the explorer's request panel fully expanded.
 * One test per route and mode, so the workers share the ~220 page checks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, open, readRouteList, test } from './fixtures';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];

const routes = readRouteList('tests/spec-routes.txt');
/** The operation page whose explorer is checked with every request section expanded. */
const explorerRoute = '/api/initialize-payment-session';

/**
 * Third-party markup that neither CSS nor a theme wrapper can change. Each entry takes one exact
 * selector out of the analysis; where the element holds content, its content is put back
 * (`reinclude`, deeper than the exclusion, wins in axe) so that contrast, names and roles inside
 * are still checked. No rule is disabled.
 */
const thirdPartyExclusions: { exclude: string; reinclude?: string }[] = [
  // OpenAPI theme: the body editor scrolls in this box; axe does not count the contenteditable editor in it as focusable, browsers do (rule `scrollable-region-focusable`).
  { exclude: '.openapi-explorer__playground-container', reinclude: '.openapi-explorer__playground-container > *' },
  // DocSearch 3.9: the backdrop is role="button" around the whole dialog (rule `nested-interactive`).
  { exclude: '.DocSearch-Container', reinclude: '.DocSearch-Modal' },
  // DocSearch 3.9: each hit is role="option" around a link (rule `nested-interactive`).
  { exclude: '.DocSearch-Hit', reinclude: '.DocSearch-Hit > a' },
  // DocSearch 3.9: the input's aria-controls names list ids that DocSearch never renders (rule `aria-valid-attr-value`).
  { exclude: '#docsearch-input' },
];

const isApiOperation = (route: string) => /^\/api\/[a-z-]+$/.test(route) && route !== '/api/acme-payments-api';

/** Opens a route in the given colour mode (stored before any script of the page runs). */
async function openIn(page: Page, mode: Mode, path: string): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await open(page, path);
  await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
}

/** Waits for what renders after hydration: lazily loaded API explorer, Mermaid diagrams. */
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
  // Diagrams render when they come near the viewport (src/theme/Mermaid): bring each one there.
  for (const slot of await page.locator('[data-mermaid-slot]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
}

/** Runs axe with the WCAG A/AA tags and fails with one readable line per violation. */
async function expectNoViolations(page: Page, testInfo: TestInfo, where: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).include('html');
  // Without frames to test, axe runs in the page itself instead of collecting its results in a
  // second blank page: the same checks, about a third faster. Cross-origin frames need the default.
  builder.setLegacyMode((await page.locator('iframe').count()) === 0);
  for (const { exclude, reinclude } of thirdPartyExclusions) {
    builder.exclude(exclude);
    if (reinclude) builder.include(reinclude);
  }
  const { violations } = await builder.analyze();
  const lines = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.map(String).join(' >>> '))
      .join(' | ');
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.nodes.length} node(s): ${targets}${more} — ${violation.help}`;
  });
  if (violations.length > 0) {
    await testInfo.attach('axe-violations', {
      contentType: 'application/json',
      body: JSON.stringify(
        violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
        })),
        null,
        2,
      ),
    });
  }
  expect(lines, `axe violations on ${where}`).toEqual([]);
}

for (const mode of modes) {
  test.describe(`${mode} mode`, () => {
    for (const route of routes) {
      test(`${route} has no axe violations`, async ({ page }, testInfo) => {
        // axe alone takes 15 s or more on the longest pages (thousands of highlighted code tokens).
        test.setTimeout(90_000);
        await openIn(page, mode, route);
        await settle(page, route);
        await expectNoViolations(page, testInfo, `${route} (${mode})`);
      });
    }

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
