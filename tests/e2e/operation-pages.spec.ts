/**
 * Every API operation page, as a reader with no API server meets it, in one visit each: the six
 * code-sample tabs in order, every link the page renders in the browser resolves (the explorer and
 * the security schemes render only in the browser, so the post-build link check of the static HTML
 * cannot see them), and "Send" answers from the in-browser sandbox (sandbox/ through MSW's Service
 * Worker) with a response payments.yaml allows. These were three walks over the same pages
 * (api.spec.ts, faults.spec.ts, simulated-sandbox.spec.ts); each page is now loaded once.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSpec } from '../../spec/index.mjs';
import { routes } from '../../config/brand';
import { codeSampleLanguages } from '../../config/api';
import { browserServer, simulatedSandboxText } from '../../config/sandbox';
import { readApiPages } from '../../src/lib/build/apiPages';
import { expect, noApiServers, open, sendToBrowserSandbox, test, waitForHydration } from './fixtures';

type Validators = { response: (operationId: string, status: number, body: unknown) => unknown[] };
const spec = readSpec('openapi/payments.yaml') as Record<string, unknown>;
/** The operation pages the generator made (generated/api/pages.json), webhooks excluded: they have no Send. */
const operationPages = readApiPages().operations.filter(
  (page): page is typeof page & { operationId: string } => page.kind === 'operation' && page.operationId !== undefined,
);

/**
 * The simulator's own validators, loaded as native ES modules (as the sandbox's tests load them):
 * an import statement here would have Playwright compile them to CommonJS, and a worker that also
 * runs the sandbox's tests in tests/unit (sandbox-harness.ts) would then hold two incompatible copies.
 */
let validators: Validators;
test.beforeAll(async () => {
  const importNative = (file: string) => import(pathToFileURL(path.resolve(file)).href);
  const { compileSchemaSet } = await importNative('sandbox/validate-runtime.mjs');
  const { createValidators } = await importNative('sandbox/validate.mjs');
  validators = createValidators(spec, compileSchemaSet(spec));
});

/** The language tabs of the code samples (not the inner variant tabs). */
const languageTabs = (page: Page) =>
  page.locator('ul.openapi-tabs__code-list-container:not(.openapi-tabs__code-container-inner)').first().getByRole('tab');

test(`each of the ${operationPages.length} operation pages shows the six code tabs, links that resolve, and Send answers from the in-browser sandbox`, async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(60_000 + operationPages.length * 12_000);
  // The explorer logs a failed status (404 for an example id this fresh sandbox never issued) to the console.
  consoleGuard.allow(/the server responded with a status of 4\d\d/);
  const attempts = await noApiServers(page);
  expect(operationPages.length, 'operation pages in generated/api/pages.json').toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  const targets = new Map<string, string[]>(); // href -> pages it is on
  const languages = codeSampleLanguages.map(({ language }) => language);

  for (const { route, operationId } of operationPages) {
    await test.step(route, async () => {
      await open(page, route);
      // A reader's first pointer move loads the explorer (src/theme/ApiExplorer), on the in-browser sandbox.
      await page.mouse.move(200, 300);
      await page.mouse.move(240, 320);
      await expect(page.locator('.openapi-explorer__server-url'), route).toHaveText(browserServer.url, { timeout: 20_000 });
      await expect(page.getByRole('status').filter({ hasText: simulatedSandboxText.ready })).toBeVisible();

      await expect(languageTabs(page).first(), route).toBeVisible();
      const labels = (await languageTabs(page).allInnerTexts()).map((text) => text.trim().toLowerCase());
      expect(labels, `${route}: the code tabs`).toEqual(languages);

      // The explorer's security scheme box links to the overview's authentication section.
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

      const response = await sendToBrowserSandbox(page);
      const body = await response.json();
      expect(response.fromServiceWorker(), `${route}: answered by the Service Worker`).toBe(true);
      expect(
        validators.response(operationId, response.status(), body),
        `${route}: ${response.status()} ${JSON.stringify(body)}`,
      ).toEqual([]);
    });
  }
  expect(attempts, 'requests to API servers').toEqual([]);

  await test.step('every internal link rendered on them resolves, anchors too', async () => {
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
        const id = decodeURIComponent(fragment);
        if ((await page.locator(`[id="${id}"], a[name="${id}"]`).count()) === 0) {
          broken.push(`${where}: no element with id "${fragment}"`);
        }
      }
    }
    expect(broken, 'broken links on API pages').toEqual([]);
    expect([...targets.keys()], 'the security schemes link to the overview').toContain(`${routes.apiOverview}#authentication`);
  });
});
