/**
 * Fault tolerance, as a reader meets it: browser storage that throws (private windows, blocked
 * cookies) and a slow 3G connection on which the JavaScript arrives late. Chunk failures are in
 * shell.spec.ts, an unreachable search index in search.spec.ts, links the API pages render only
 * in the browser in operation-pages.spec.ts, and the post-build link check over the static HTML in
 * scripts/check/check-links.mjs.
 */
import type { Page } from '@playwright/test';
import { routes, testCard } from '../../config/brand';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockStorage, buildDir, expect, open, readRouteList, test } from './fixtures';

/**
 * The first route of each kind of page (home, API schema, API operation, docs, other pages) with
 * each combination of the storage-reading components its built HTML holds (code blocks, tab
 * groups, the feedback widget).
 */
function storageSample(routes: string[]): string[] {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const file = join(buildDir, route === '/' ? 'index.html' : `${route}.html`);
    const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const kind =
      route === '/'
        ? 'home'
        : route.startsWith('/api/schemas/')
          ? 'schema'
          : html.includes('openapi-left-panel__container')
            ? 'operation'
            : html.includes('theme-doc-markdown')
              ? 'docs'
              : 'page';
    const parts = [/<pre[ >]/.test(html), html.includes('tabs-container'), html.includes('data-feedback')];
    const signature = [kind, ...parts.map((part) => (part ? 1 : 0))].join(' ');
    if (!seen.has(signature)) seen.set(signature, route);
  }
  return [...seen.values()];
}

/** What the page's own scripts see when they touch storage: the error's name, or "readable". */
async function storageAccess(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).map((name) => {
      try {
        return window[name] ? 'readable' : 'missing';
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  );
}

const representativePages = [
  { name: 'home', path: routes.home, tabs: false },
  { name: 'a docs page with code tabs', path: `${routes.setUp}/accept-payment`, tabs: true },
  { name: 'the testing page', path: routes.testing, tabs: false },
  { name: 'an API operation page', path: '/api/capture-payment', tabs: true },
  { name: 'the 404 page', path: '/no-such-page-after-a-redeploy', tabs: false },
];

test.describe('with browser storage blocked', () => {
  test.beforeEach(async ({ page }) => blockStorage(page));

  for (const { name, path, tabs } of representativePages) {
    test(`${name} renders, hydrates and works: tabs, colour mode, search, Test Card`, async ({ page, consoleGuard }) => {
      test.setTimeout(60_000);
      if (path.startsWith('/no-such-page')) {
        consoleGuard.allow(/404 \(Not Found\)/); // the document itself answers 404, by design
      }
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await open(page, path);
      expect(await storageAccess(page), 'the injected fault is in place').toEqual(['SecurityError', 'SecurityError']);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      if (tabs) {
        await page.mouse.move(200, 300); // the API explorer may wait for the reader's first move
        // On an operation page the samples of the static HTML have tabs too, until the explorer takes
        // their place: wait for it, so the tabs clicked below are the explorer's, not ones on their way out.
        if (path.startsWith('/api/')) await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
        // The server-language tabs: "PHP" on docs pages, "php" in the API explorer's code samples.
        const tabList = page
          .getByRole('main')
          .getByRole('tablist')
          .filter({ has: page.getByRole('tab', { name: /^php$/i }) })
          .first();
        const php = tabList.getByRole('tab', { name: /^php$/i });
        await php.click();
        await expect(php).toHaveAttribute('aria-selected', 'true');
        const curl = tabList.getByRole('tab', { name: /^curl$/i });
        await curl.click();
        await expect(curl).toHaveAttribute('aria-selected', 'true');
        await expect(php).toHaveAttribute('aria-selected', 'false');
      }

      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');

      await page.keyboard.press('ControlOrMeta+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await input.fill('refund');
      await expect(page.locator('.DocSearch-Hit a[href="/api/refund-payment"]').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

      await page.getByRole('button', { name: 'Test card' }).click();
      await expect(page.getByRole('complementary', { name: 'Test card' }).getByText(testCard.number)).toBeVisible();

      // Storage being unavailable is worth a warning, not an error (spec §8); the framework says so once.
      expect(
        warnings.filter((text) => /storage is not available/i.test(text)).length,
        `warnings: ${warnings.join(' | ')}`,
      ).toBeLessThanOrEqual(1);
    });
  }

  test('the announcement bar closes for this page view', async ({ page }) => {
    await open(page, routes.home);
    const close = page.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toBeHidden();
  });

  // With storage blocked, a page breaks where code reads storage outside a try/catch: the layout of
  // its kind (the theme's colour mode, announcement bar and docs version; the API theme on API pages)
  // and the components on it (code blocks show the reader's sandbox keys, tab groups remember the
  // language, the feedback widget remembers its answer). One route of each kind and combination of
  // those components covers each of those code paths; every route with storage available is in
  // every-route.spec.ts.
  const sampled = storageSample(readRouteList('tests/spec-routes.txt'));
  test(`${sampled.length} routes, one of each kind of page and storage-reading components, hydrate with an h1 and no console error`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + sampled.length * 10_000);
    for (const route of sampled) {
      await test.step(route, async () => {
        await open(page, route);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${route}: the h1`).toBeVisible();
      });
    }
    expect(await storageAccess(page), 'the injected fault is in place').toEqual(['SecurityError', 'SecurityError']);
  });
});

/** WCAG contrast ratio of an element's text against the first opaque background behind it. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (rgb: number[]) => {
        const [R = 0, G = 0, B = 0] = rgb.slice(0, 3).map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      let background = [255, 255, 255];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const rgba = parse(getComputedStyle(node).backgroundColor);
        if (rgba.length === 3 || (rgba.length === 4 && rgba[3] === 1)) {
          background = rgba.slice(0, 3);
          break;
        }
      }
      const [fg, bg] = [luminance(parse(getComputedStyle(element).color)), luminance(background)];
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    });
}

// Lighthouse's simulated slow 3G (its "mobileSlow3G" throttling): 400 ms round trip, 400 kbit/s.
const slow3G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

for (const { name, path, content } of [
  { name: 'the home hero', path: routes.home, content: ['h1', 'main header p, main section p'] },
  { name: 'a docs page', path: routes.testing, content: ['article h1', 'article .markdown > p'] },
  // The operation's parameters and request body fields are in the static HTML (src/theme/ParamsDetails,
  // RequestSchema and ResponseSchema render on the server), not a skeleton waiting for JavaScript.
  {
    name: 'an API operation page',
    path: '/api/capture-payment',
    content: [
      'article h1',
      '.openapi-left-panel__container .openapi-params__list-item',
      '.openapi-left-panel__container .openapi-schema__list-item',
    ],
  },
]) {
  test(`on slow 3G ${name} is readable before any JavaScript runs, then hydrates`, async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow3G);
    // Hold every script until the content has been checked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\.js(\?.*)?$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue().catch(() => undefined); // the page may be gone when the test ends early
    });
    const started = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    for (const selector of content) {
      const element = page.locator(selector).first();
      await expect(element, `${selector} is shown without JavaScript`).toBeVisible({ timeout: 60_000 });
      const box = await element.boundingBox();
      expect(box?.width ?? 0, `${selector} has a width`).toBeGreaterThan(100);
      expect(box?.height ?? 0, `${selector} has a height`).toBeGreaterThan(10);
      expect((await element.innerText()).trim().length, `${selector} has text`).toBeGreaterThan(3);
      expect(await textContrast(page, selector), `${selector}: text contrast`).toBeGreaterThanOrEqual(4.5);
    }
    const readableAfter = Date.now() - started;
    expect(held.length, 'the page asked for its scripts, and they were held').toBeGreaterThan(0);
    await expect(page.locator('html'), 'no script has run yet').not.toHaveAttribute('data-has-hydrated', 'true');
    console.log(`slow 3G, ${path}: content readable after ${readableAfter} ms with ${held.length} scripts held`);
    release();
    await expect(page.locator('html[data-has-hydrated="true"]'), 'hydration after the scripts arrive').toHaveCount(1, {
      timeout: 90_000,
    });
    console.log(`slow 3G, ${path}: hydrated ${Date.now() - started} ms after navigation`);
  });
}
