/**
 * Page-shell behaviour the framework provides: skip link, link prefetching, chunk-load errors with
 * Retry, and the crash page. Faults are injected by intercepting the site's own JavaScript in the browser, so
 * no page that crashes is shipped to readers.
 */
import type { Page, Route } from '@playwright/test';
import { expect, open, test, waitForHydration } from './fixtures';

test('skip to main content moves focus past the navbar', async ({ page }) => {
  await open(page, '/get-started/core-concepts');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar')));
  expect(focusedInNavbar).toBe(false);
});

test('links that scroll into view prefetch each chunk of their pages once', async ({ page }) => {
  // Docusaurus prefetches the chunks of every internal link that comes into view; unpatched, it
  // appends the chunks all docs routes share once per link (patches/@docusaurus+core+3.10.2.patch).
  await open(page, '/api/capture-payment');
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? ''),
  );
  // The API sidebar's operation links are in view: their pages' chunks are prefetched...
  expect(hrefs.length, 'prefetched chunks').toBeGreaterThan(10);
  // ...and none twice.
  const repeated = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
  expect([...new Set(repeated)], 'chunks prefetched more than once').toEqual([]);
});

/** A heading of the products landing page (src/pages/products.tsx): its chunk is the one faults are injected into. */
const productsMarker = 'At a glance';

/** Finds the JS chunk that holds a page's content by the text it contains. */
async function interceptChunkContaining(page: Page, marker: string, handler: (route: Route, body: string) => Promise<void>) {
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        await handler(route, body);
        return;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // A reload while the request was in flight disposes it; anything else is a real failure.
      if (!/disposed|closed|Target page|Test ended/.test(String(error))) throw error;
    }
  });
}

test('a page chunk that fails to load during navigation reloads the page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ChunkLoadError|Loading chunk/);
  await open(page, '/');
  let failures = 0;
  await interceptChunkContaining(page, productsMarker, async (route) => {
    failures += 1;
    if (failures === 1) {
      await route.fulfill({ status: 404, body: 'gone after a redeploy' });
    } else {
      await route.continue();
    }
  });
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('button', { name: 'Products' }).hover();
  await navbar.getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: productsMarker })).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(1);
});

test('a chunk that keeps failing reloads the page once, never loops, and leaves the content readable', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ChunkLoadError|Loading chunk|Uncaught/);
  await open(page, '/');
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(new URL(request.url()).pathname);
  });
  let chunkFailures = 0;
  await interceptChunkContaining(page, productsMarker, async (route) => {
    chunkFailures += 1;
    await route.fulfill({ status: 404, body: 'gone after a redeploy' });
  });
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('button', { name: 'Products' }).hover();
  await navbar.getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // The server-rendered page is shown even though its JavaScript never arrives.
  await expect(page.getByRole('heading', { name: productsMarker })).toBeVisible();
  // Watch for a while: a reload loop would load the document again and again.
  await page.waitForTimeout(5000);
  expect(documentRequests, 'documents requested after the click: the one reload').toEqual(['/products']);
  expect(documentLoads, 'page loads after the click').toBe(1);
  expect(chunkFailures, 'the chunk failed, and was not retried in a loop').toBeGreaterThanOrEqual(1);
  expect(chunkFailures, 'the chunk failed, and was not retried in a loop').toBeLessThanOrEqual(4);
  await expect(page.getByRole('heading', { name: productsMarker })).toBeVisible();
});

test('a crashing page shows "This page crashed" with causes, and Try again recovers', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Acme test crash|The above error occurred|React will try|Docusaurus/);
  const marker = productsMarker;
  // The page's content throws while rendering (React retries a render once, so it throws until the
  // test says the fault is gone), with an error that has a cause.
  await interceptChunkContaining(page, marker, async (route, body) => {
    const crash = `(()=>{if(!window.__acmeFaultGone){throw new Error("Acme test crash",{cause:new Error("Injected root cause")})}return ${JSON.stringify(marker)}})()`;
    await route.fulfill({ body: body.split(JSON.stringify(marker)).join(crash), contentType: 'text/javascript' });
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'This page crashed' })).toBeVisible();
  await expect(page.getByText('Acme test crash')).toBeVisible();
  await expect(page.getByText(/Cause:/)).toBeVisible();
  await expect(page.getByText('Injected root cause')).toBeVisible();
  await expect(page).toHaveTitle(/Page Error/);
  await page.evaluate(() => Object.assign(window, { __acmeFaultGone: true }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: productsMarker })).toBeVisible();
});
