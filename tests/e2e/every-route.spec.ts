/**
 * Every route, one visit each, checked for everything a reader meets on any page. One test per
 * route (the workers share them), each opening the page once on the server that sends the
 * production security headers (tests/e2e/headers-server.ts) and checking, in this order:
 *
 * - the status and exactly the security headers of build/_headers; hydration, the lazily loaded
 *   API explorer (operation pages), a schema page's title and first fields (from payments.yaml);
 * - accessibility: axe-core finds no WCAG 2.0/2.1/2.2 A and AA violation in light mode, then,
 *   after the reader switches the colour mode with the navbar button, none of the rules a colour
 *   mode can change (`colourModeRules` in axe.ts: contrast, images) in dark mode (routes of the
 *   specification; representative pages first loaded in dark mode, every rule, are in a11y.spec.ts);
 * - analytics (this build has no container): no consent banner, the feedback widget answered
 *   says this site collects no analytics, and no request leaves localhost, no cookie is set,
 *   there is no window.dataLayer;
 * - throughout: no Content-Security-Policy or Permissions-Policy report (the `csp` fixture) and no
 *   console error or uncaught exception (the `consoleGuard` fixture).
 *
 * These checks were four walks over every route (a11y light, a11y dark, csp, analytics): each
 * page is now loaded and settled once. Every route with browser storage blocked is in
 * faults.spec.ts (another condition, another load); the static HTML titles in routes.spec.ts.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { readApiPages } from '../../src/lib/apiPages';
import { recordLeaks, readRouteList } from './fixtures';
import { colourModeRules, expectNoViolations } from './axe';
import { expect, openWithHeaders, renderLateParts, test } from './headers-server';

const specRoutes = readRouteList('tests/spec-routes.txt');
const routes = [...specRoutes, ...readRouteList('tests/extra-routes.txt')];

type Spec = { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
const { schemas } = (load(readFileSync('openapi/payments.yaml', 'utf8')) as Spec).components;
/** Each schema page (api/pages.json) with the first fields of its schema in payments.yaml. */
const schemaPages = new Map(
  readApiPages().schemas.map(({ route, title, name }) => [
    route,
    { title, fields: Object.keys(schemas[name]?.properties ?? {}).slice(0, 4) },
  ]),
);

const banner = (page: Page) => page.getByRole('region', { name: 'Help us improve these docs?' });
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

/** Waits until CSS transitions and animations (the colour-mode switch fades colours) have ended. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The reader switches to dark mode with the navbar button; each diagram (drawn at build time, one
 * SVG per mode: src/theme/Mermaid) shows its dark drawing.
 */
async function switchToDark(page: Page, route: string): Promise<void> {
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'dark');
  for (const diagram of await page.locator('figure[data-diagram="static"]').all()) {
    await expect(diagram.locator('> div').first(), `${route}: the light drawing is hidden`).toBeHidden();
    await expect(diagram.locator('> div').last().locator('svg'), `${route}: the dark drawing shows`).toBeVisible();
  }
  await animationsDone(page);
}

test.describe('every route, as a reader meets it', () => {
  for (const route of routes) {
    const axe = specRoutes.includes(route);
    test(`${route}: served under its security headers with no policy report, no console error, ${
      axe ? 'no axe violation in light or dark mode, ' : ''
    }and nothing sent off this machine`, async ({ page, expectedHeaders }, testInfo) => {
      // axe alone takes 15 s or more on the longest pages (thousands of highlighted code tokens), twice.
      test.setTimeout(150_000);
      const leaks = recordLeaks(page);

      await test.step('opens under its security headers and renders fully', async () => {
        await openWithHeaders(page, route, expectedHeaders);
        await renderLateParts(page, route);
        const schema = schemaPages.get(route);
        if (schema) {
          await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(schema.title);
          for (const field of schema.fields) {
            await expect(page.locator('main').getByText(field, { exact: true }).first(), `${route}: ${field}`).toBeVisible();
          }
        }
        // No wait for the network to go quiet here: what the page still fetches (the theme prefetches
        // the chunks of linked pages) changes nothing axe reads; the last step waits for it.
      });

      if (axe) {
        await test.step('no axe violation in light mode', async () => {
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
          await expectNoViolations(page, testInfo, `${route} (light)`, { soft: true });
        });
        await test.step('no axe violation of the colour and image rules in dark mode, after switching to it', async () => {
          await switchToDark(page, route);
          await expectNoViolations(page, testInfo, `${route} (dark)`, { soft: true, rules: colourModeRules });
        });
      }

      await test.step('no analytics: no banner; the feedback widget says so; nothing leaves localhost', async () => {
        await page.mouse.move(200, 300); // the API explorer loads at the first pointer move
        await expect(banner(page)).toHaveCount(0);
        const feedback = page.locator('[data-feedback]');
        if ((await feedback.count()) > 0) {
          await feedback.getByRole('button', { name: 'No' }).click();
          await feedback.getByRole('button', { name: 'Skip' }).click();
          await expect(feedback.getByRole('status')).toContainText('this site collects no analytics');
        }
        await page.waitForLoadState('networkidle');
        expect(leaks, 'requests that left localhost').toEqual([]);
        expect(await page.context().cookies(), 'cookies').toEqual([]);
        expect(await dataLayer(page), 'window.dataLayer').toBeNull();
      });
    });
  }
});
