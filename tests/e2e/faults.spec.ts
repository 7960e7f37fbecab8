/**
 * Fault tolerance, as a reader meets it: browser storage that throws (private windows, blocked
 * cookies), a slow 3G connection on which the JavaScript arrives late, and links the API pages
 * render only in the browser. Chunk failures are in shell.spec.ts, an unreachable search index
 * in search.spec.ts, and the post-build link check over the static HTML in scripts/check-links.mjs.
 */
import type { Page } from '@playwright/test';
import { routes, testCard } from '../../config/brand';
import { blockStorage, expect, open, readRouteList, test, waitForHydration } from './fixtures';

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

  // Every route of the specification, several per test: hydrated, an h1, no console error.
  const specRoutes = readRouteList('tests/spec-routes.txt');
  const batchSize = 10;
  for (let start = 0; start < specRoutes.length; start += batchSize) {
    const batch = specRoutes.slice(start, start + batchSize);
    test(`routes ${start + 1}-${start + batch.length} of ${specRoutes.length} hydrate with an h1 and no console error`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + batch.length * 15_000);
      for (const route of batch) {
        await test.step(route, async () => {
          await open(page, route);
          await expect(page.getByRole('heading', { level: 1 }).first(), `${route}: the h1`).toBeVisible();
        });
      }
      expect(await storageAccess(page), 'the injected fault is in place').toEqual(['SecurityError', 'SecurityError']);
    });
  }
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

// The API pages render their explorer and security schemes only in the browser, so their links
// are invisible to the post-build check of the static HTML. Check them rendered.
const apiOperationRoutes = readRouteList('tests/spec-routes.txt').filter(
  (route) => route.startsWith('/api/') && !route.startsWith('/api/schemas/') && route !== routes.apiOverview,
);
test(`links rendered in the browser on the ${apiOperationRoutes.length} API operation pages resolve, anchors too`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000 + apiOperationRoutes.length * 10_000);
  const origin = new URL(baseURL!).origin;
  const targets = new Map<string, string[]>(); // href -> pages it is on
  for (const route of apiOperationRoutes) {
    await open(page, route);
    // A reader's first pointer move (the explorer may load lazily, at the first move or key).
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    // The explorer's security scheme box, which links to the overview's authentication section.
    await expect(page.getByRole('heading', { name: /^Authorization:/ }).first(), `${route}: the explorer`).toBeVisible();
    const hrefs = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const url = new URL(href, `${origin}${route}`);
      if (url.origin !== origin || href.startsWith('#')) continue;
      const key = url.pathname + url.hash;
      targets.set(key, [...(targets.get(key) ?? []), route]);
    }
  }
  expect(targets.size, 'internal links found').toBeGreaterThan(0);
  const broken: string[] = [];
  for (const [target, pages] of targets) {
    const [pathname = '', fragment] = target.split('#');
    const where = `${target} (on ${pages.length} page${pages.length === 1 ? '' : 's'}, e.g. ${pages[0]})`;
    if (/\/\//.test(pathname)) {
      broken.push(`${where}: empty path segment`);
      continue;
    }
    const response = await page.request.get(pathname, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${where}: HTTP ${response.status()}`);
      continue;
    }
    if (fragment) {
      await page.goto(pathname);
      await waitForHydration(page);
      if (
        (await page.locator(`[id="${decodeURIComponent(fragment)}"], a[name="${decodeURIComponent(fragment)}"]`).count()) === 0
      ) {
        broken.push(`${where}: no element with id "${fragment}"`);
      }
    }
  }
  expect(broken, 'broken links on API pages').toEqual([]);
  expect([...targets.keys()], 'the security schemes link to the overview').toContain(`${routes.apiOverview}#authentication`);
});
