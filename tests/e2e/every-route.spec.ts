/**
 * Every route, one visit each, checked for everything a reader meets on any page. One test per
 * route (the workers share them), each opening the page once on the server that sends the
 * production security headers (tests/e2e/headers-server.ts) and checking, in this order:
 *
 * - the status and exactly the security headers of build/_headers; hydration, the lazily loaded
 *   API explorer (operation pages), a schema page's title and first fields (from payments.yaml);
 * - accessibility (routes of the specification): axe-core finds no WCAG 2.0/2.1/2.2 A and AA
 *   violation in light mode. The rules decided by how text is styled (`styleRules` in axe.ts:
 *   colour contrast and links in text, most of axe's time) are checked where a new way of styling
 *   text is: on the routes that together hold every style signature of the site (`contrastPlan`,
 *   tests/e2e/style-cover.ts), on the elements whose signature each route was picked for and on
 *   any styled only after hydration. Those routes are also switched to dark mode with the navbar
 *   button and checked there with the rules a colour mode can change (`colourModeRules` in
 *   axe.ts), the style rules on the same elements. Representative pages first loaded
 *   in dark mode get every rule on every element in a11y.spec.ts, and each widget's opened states
 *   are checked in both modes in its own file;
 * - analytics (this build has no container): no consent banner, no request leaves localhost, no
 *   cookie is set, there is no window.dataLayer (the feedback widget's answer saying so is the same
 *   component everywhere: feedback.spec.ts);
 * - throughout: no Content-Security-Policy or Permissions-Policy report (the `csp` fixture) and no
 *   console error or uncaught exception (the `consoleGuard` fixture).
 *
 * The pages of previous API versions (config/apiVersions.cjs) are the current version's
 * components on another spec: they are opened in batches, one browser page each, for their
 * status, security headers, hydration, policy reports, console errors and requests.
 *
 * Every route with browser storage blocked is in faults.spec.ts (another condition, another load);
 * the static HTML titles in routes.spec.ts.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readSpec } from '../../spec/index.mjs';
import { olderVersions } from '../../config/apiVersions.cjs';
import { readApiPages } from '../../src/lib/build/apiPages';
import { buildDir, recordLeaks, readRouteList, test as plainTest, waitForHydration } from './fixtures';
import { colourModeRules, expectNoViolations, styleRules } from './axe';
import { expect, openWithHeaders, renderLateParts, test } from './headers-server';
import {
  contrastMark,
  contrastPlan,
  elementSignatures,
  htmlFile,
  markContrastElements,
  remarkContrastElements,
} from './style-cover';

const specRoutes = readRouteList('tests/spec-routes.txt');
const extraRoutes = readRouteList('tests/extra-routes.txt');
const isOlderVersion = (route: string) =>
  olderVersions.some(({ routeBase }) => route === routeBase || route.startsWith(`${routeBase}/`));
const routes = [...specRoutes, ...extraRoutes.filter((route) => !isOlderVersion(route))];
const olderVersionRoutes = extraRoutes.filter(isOlderVersion);
/** The routes whose colours axe checks, in light and in dark mode, each with the style signatures it checks. */
const plan = contrastPlan(buildDir, specRoutes);

type Spec = { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
const { schemas } = (readSpec('openapi/payments.yaml') as Spec).components;
/** Each schema page (generated/api/pages.json) with the first fields of its schema in payments.yaml. */
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
 * SVG per mode: src/components/Diagram) shows its dark drawing.
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
    const assigned = plan.routes.get(route);
    const colours = assigned !== undefined;
    const a11y = !axe ? '' : colours ? 'no axe violation in light or dark mode, ' : 'no axe violation, ';
    test(`${route}: served under its security headers with no policy report, no console error, ${a11y}and nothing sent off this machine`, async ({
      page,
      expectedHeaders,
    }, testInfo) => {
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

      /** Where the elements colour contrast checks on this route are (style-cover.ts). */
      let contrastPaths: string[] = [];
      if (axe) {
        await test.step(`no axe violation in light mode${colours ? '' : ' (colour contrast and links in text: on the pages of style-cover.ts)'}`, async () => {
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
          await expectNoViolations(page, testInfo, `${route} (light)`, { soft: true, skip: styleRules });
          if (!colours) return;
          contrastPaths = await page.evaluate(markContrastElements, {
            assigned,
            known: plan.known,
            mark: contrastMark,
            rules: plan.rules,
          });
          expect(contrastPaths.length, `${route}: elements whose colours this route checks`).toBeGreaterThan(0);
          await expectNoViolations(page, testInfo, `${route} (light, colour contrast and links in text)`, {
            soft: true,
            include: `[${contrastMark}]`,
            rules: styleRules,
          });
        });
      }
      if (axe && colours) {
        await test.step('no axe violation of the colour and image rules in dark mode, after switching to it', async () => {
          await switchToDark(page, route);
          const otherRules = colourModeRules.filter((rule) => !styleRules.includes(rule));
          await expectNoViolations(page, testInfo, `${route} (dark)`, { soft: true, rules: otherRules });
          // Code blocks render again in the dark theme: their new elements are marked where the old ones were.
          const missing = await page.evaluate(remarkContrastElements, { paths: contrastPaths, mark: contrastMark });
          if (missing.length > 0)
            testInfo.annotations.push({
              type: 'contrast',
              description: `${route}: ${missing.length} places changed in dark mode, whole page checked`,
            });
          await expectNoViolations(page, testInfo, `${route} (dark, colour contrast and links in text)`, {
            soft: true,
            // Should the page's structure have changed, every element is checked, not fewer.
            ...(missing.length === 0 && { include: `[${contrastMark}]` }),
            rules: styleRules,
          });
        });
      }

      // The feedback widget's answer ("this site collects no analytics") is the same component on
      // every page: feedback.spec.ts answers it on a docs page and an API page.
      await test.step('no analytics: no banner, no cookie, no dataLayer; nothing leaves localhost', async () => {
        await page.mouse.move(200, 300); // the API explorer loads at the first pointer move
        await expect(banner(page)).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(leaks, 'requests that left localhost').toEqual([]);
        expect(await page.context().cookies(), 'cookies').toEqual([]);
        expect(await dataLayer(page), 'window.dataLayer').toBeNull();
      });
    });
  }
});

plainTest.describe('the colour checks of style-cover.ts', () => {
  plainTest.describe('without JavaScript', () => {
    plainTest.use({ javaScriptEnabled: false });
    plainTest('the browser finds the same style signatures in a page as the analysis of its HTML', async ({ page }) => {
      for (const route of ['/js', '/api/update-subscription', '/api/schemas/errorcode', '/partials/webhook']) {
        await page.goto(route);
        const inBrowser = await page.evaluate(markContrastElements, {
          assigned: [],
          known: [],
          mark: contrastMark,
          rules: plan.rules,
          list: 'signatures' as const,
        });
        expect(inBrowser, route).toEqual(elementSignatures(readFileSync(htmlFile(buildDir, route), 'utf8')));
      }
    });
  });

  plainTest(
    "text styled in a way no page's HTML has is checked: a pale note and a link only colour could tell are found",
    async ({ page }, testInfo) => {
      const [route, assigned] = [...plan.routes].at(-1)!;
      await page.goto(route);
      // Styled after hydration: text added before it would be a hydration mismatch that React removes.
      await waitForHydration(page);
      await page.locator('main').evaluate((main) => {
        const note = document.createElement('p');
        note.className = 'late-note';
        note.style.color = '#d0d0d0';
        note.textContent = 'A note styled after hydration';
        const paragraph = document.createElement('p');
        paragraph.className = 'late-paragraph';
        paragraph.append('Some words around ');
        const link = Object.assign(document.createElement('a'), { href: '#late', textContent: 'a link' });
        // Told apart from the text by colour alone, at a contrast of 2.3:1 to it (3:1 is the minimum).
        link.style.cssText = 'color: #3f51b5; text-decoration: none';
        paragraph.style.color = '#222';
        paragraph.append(link, ' that only its colour tells apart, too faintly.');
        main.prepend(note, paragraph);
      });
      await page.evaluate(markContrastElements, { assigned, known: plan.known, mark: contrastMark, rules: plan.rules });
      await expect(page.locator(`p.late-note[${contrastMark}]`)).toHaveCount(1);
      await expect(page.locator(`p.late-paragraph > a[${contrastMark}]`)).toHaveCount(1);
      await expect(
        expectNoViolations(page, testInfo, `${route} (late, badly styled text)`, {
          include: `[${contrastMark}]`,
          rules: styleRules,
        }),
      ).rejects.toThrow(/color-contrast[\s\S]*link-in-text-block|link-in-text-block[\s\S]*color-contrast/);
    },
  );
});

/** Pages of previous API versions per test: enough to share the workers, few enough to keep the per-test start-up small. */
const batchSize = 13;

test.describe('every page of the previous API versions', () => {
  for (let start = 0; start < olderVersionRoutes.length; start += batchSize) {
    const batch = olderVersionRoutes.slice(start, start + batchSize);
    test(`${batch[0]} and ${batch.length - 1} more: served under the security headers, hydrated, with no policy report, no console error and nothing sent off this machine`, async ({
      page,
      expectedHeaders,
    }) => {
      const leaks = recordLeaks(page);
      for (const route of batch) {
        await test.step(route, async () => {
          await openWithHeaders(page, route, expectedHeaders);
          await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
        });
      }
      expect(leaks, 'requests that left localhost').toEqual([]);
    });
  }
});
