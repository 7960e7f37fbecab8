/**
 * Code at first paint (issue 27, ask 4): an API operation page's static HTML carries its request
 * samples in the six languages and its response examples, rendered with the site's code blocks
 * (src/plugins/first-paint-samples, src/components/ApiExplorerPlaceholder/FirstPaintSamples), so
 * a reader without JavaScript (or a crawler) sees a runnable request with the sandbox key and the
 * placeholder of a fresh Idempotency-Key. With JavaScript the browser keeps that markup through
 * hydration without carrying the samples in the page's scripts, and the explorer takes its place
 * at the reader's first intent.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import { buildDir, expect, open, test } from './fixtures';
import { apiDocsDir } from '../../config/apiSpec.cjs';
import { olderVersions } from '../../config/apiVersions.cjs';
import { serverLanguages } from '../../config/codeLanguages';
import { testCredentials } from '../../config/testData.cjs';
import { freshIdempotencyKey } from '../../spec/samples.mjs';

const operations = [
  { path: '/api/capture-payment', url: '/v1/transactions/trx_5Fh9Qz2Wk7Nc4Lp8Vd/capture', idempotent: true },
  { path: '/api/list-transactions', url: '/v1/transactions?limit=20', idempotent: false },
];

const requestIsland = (page: Page) => page.locator('[data-first-paint^="request "]');
const responsesIsland = (page: Page) => page.locator('[data-first-paint^="responses "]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const operation of operations) {
    test(`${operation.path} shows its curl sample and a response example`, async ({ page }) => {
      await page.goto(operation.path);
      const request = requestIsland(page);
      await expect(request).toBeVisible();
      // The six language tabs, the default (curl) shown.
      for (const { label } of serverLanguages)
        await expect(request.getByRole('tab', { name: label, exact: true })).toBeAttached();
      const curl = request.getByRole('tabpanel').filter({ hasText: 'curl -L' });
      await expect(curl).toBeVisible();
      await expect(curl).toContainText(`curl -L '${'https://sandbox.api.acmepay.example'}${operation.url}`);
      await expect(curl).toContainText(`Bearer ${testCredentials.apiKey}`);
      if (operation.idempotent) await expect(curl).toContainText(`Idempotency-Key: ${freshIdempotencyKey}`);
      else await expect(curl).not.toContainText('Idempotency-Key');
      // Prism's highlighting, done on the server.
      await expect(curl.locator('pre .token').first()).toBeAttached();
      // The response examples: the first status shown, as JSON.
      const responses = responsesIsland(page);
      await expect(responses.getByRole('tab', { name: '200' })).toBeVisible();
      await expect(responses.getByRole('tabpanel').first()).toBeVisible();
      await expect(responses.getByRole('tabpanel').first()).toContainText('{');
    });
  }
});

test('every operation page of the build, of every API version, carries its six samples and its response examples in its static HTML', () => {
  const folders = [apiDocsDir, ...olderVersions.map((version) => version.docsDir)].filter((dir) =>
    existsSync(`${dir}/pages.json`),
  );
  const withRequests = folders.flatMap((dir) =>
    (
      JSON.parse(readFileSync(`${dir}/pages.json`, 'utf8')) as { operations: { kind: string; route: string }[] }
    ).operations.filter((operation) => operation.kind === 'operation'),
  );
  expect(withRequests.length).toBeGreaterThan(0);
  for (const operation of withRequests) {
    const $ = cheerio.load(readFileSync(`${buildDir}${operation.route}.html`, 'utf8'));
    const island = $(`[data-first-paint="request ${operation.route}"]`);
    // One fragment each of curl, JavaScript, Node.js, PHP, C# and Go as the generators write them.
    for (const fragment of [
      'curl -L',
      'new Headers()',
      "require('axios')",
      'curl_setopt_array',
      'HttpRequestMessage',
      'http.NewRequest',
    ])
      expect(island.text(), `${operation.route}: ${fragment}`).toContain(fragment);
    expect(island.find('[role="tabpanel"][hidden]').length, `${operation.route}: five hidden panels`).toBe(5);
    // Only the shown panels are highlighted: the hidden ones are plain text (coloured when shown).
    for (const part of ['request', 'responses']) {
      const panels = $(`[data-first-paint="${part} ${operation.route}"] [role="tabpanel"]`);
      expect(
        panels.not('[hidden]').find('pre .token').length,
        `${operation.route}: the shown ${part} panel is highlighted`,
      ).toBeGreaterThan(0);
      expect(
        panels.filter('[hidden]').find('.token, .token-line').length,
        `${operation.route}: hidden ${part} panels are plain`,
      ).toBe(0);
    }
    expect(island.text(), `${operation.route}: the sandbox key`).toContain(`Bearer ${testCredentials.apiKey}`);
    expect(
      $(`[data-first-paint="responses ${operation.route}"] pre`).length,
      `${operation.route}: response examples`,
    ).toBeGreaterThan(0);
  }
});

test('with JavaScript the samples stay through hydration, their six tabs switch, and no script carries them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  // The explorer's chunk is held back: the samples must stand on their own until it comes.
  await page.route(/\/api-explorer\.[0-9a-f]+\.js$/, () => undefined);
  await open(page, '/api/capture-payment');
  const request = requestIsland(page);
  await expect(request).toBeVisible();
  // Every script the page loads before the reader's first intent: none holds the samples.
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.includes(freshIdempotencyKey), 'a script holds the samples').toBe(false);
  const tabs = request.getByRole('tab');
  await expect(tabs).toHaveText(serverLanguages.map(({ label }) => label));
  await expect(request.getByRole('tabpanel').filter({ visible: true })).toContainText('curl -L');
  await tabs.filter({ hasText: 'PHP' }).click();
  await expect(request.getByRole('tabpanel').filter({ visible: true })).toContainText('curl_setopt_array');
  await expect(tabs.filter({ hasText: 'PHP' })).toHaveAttribute('aria-selected', 'true');
});

test('in dark mode the samples are not a light code block on a dark page: their code shows in the dark text colour', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.route(/\/api-explorer\.[0-9a-f]+\.js$/, () => undefined);
  await open(page, '/api/capture-payment');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const code = requestIsland(page).getByRole('tabpanel').filter({ visible: true }).locator('pre');
  await expect(code).toBeVisible();
  const colours = await code.evaluate((pre) => {
    const token = pre.querySelector('.token');
    return {
      background: getComputedStyle(pre).backgroundColor,
      text: getComputedStyle(pre).color,
      token: token ? getComputedStyle(token).color : null,
      inline: pre.querySelectorAll('[style]').length,
    };
  });
  expect(colours.background, 'the light theme background is gone').not.toBe('rgb(255, 255, 255)');
  expect(colours.inline, 'no light theme colours left inline').toBe(0);
  expect(colours.token, 'tokens take the text colour').toBe(colours.text);
});

test('the explorer takes over the samples in place: the layout shift stays small', async ({ page }, testInfo) => {
  await open(page, '/api/capture-payment');
  await expect(requestIsland(page)).toBeVisible();
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  // A pointer move is the first intent, and not input that excuses a shift.
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  await expect(requestIsland(page)).toHaveCount(0);
  await expect(page.locator('.openapi-right-panel__container pre').filter({ visible: true }).first()).toBeVisible();
  // Two frames for the explorer's own settling.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const total = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  testInfo.annotations.push({ type: 'layout shift at takeover', description: total.toFixed(4) });
  console.log(`layout shift as the explorer takes over: ${total.toFixed(4)}`);
  expect(total, 'layout shift as the explorer replaces the samples').toBeLessThan(0.05);
});

test('a language the server sent as plain text is coloured when the reader shows it, and when it is the one the reader chose before', async ({
  page,
}) => {
  await page.route(/\/api-explorer\.[0-9a-f]+\.js$/, () => undefined);
  await open(page, '/api/capture-payment');
  const request = requestIsland(page);
  const shown = request.getByRole('tabpanel').filter({ visible: true });
  await expect(shown.locator('.token').first()).toBeVisible();
  const plain = await request
    .locator('[role="tabpanel"][hidden] pre code')
    .filter({ hasText: 'http.NewRequest' })
    .evaluate((code) => code.textContent ?? '');
  await request.getByRole('tab', { name: 'Go', exact: true }).click();
  await expect(shown).toContainText('http.NewRequest');
  await expect(shown.locator('.token-line').first()).toBeVisible();
  // The same code, one highlighted line per line of text (each line ends in a <br>, not a newline).
  await expect(shown.locator('.token-line')).toHaveCount(plain.replace(/\n$/, '').split('\n').length);
  expect(await shown.locator('pre code').evaluate((code) => code.textContent)).toBe(plain.replace(/\n/g, ''));
  await expect(shown.locator('.token.keyword').first()).toBeVisible();
  // Tokens take the code theme's colours, as on the server: not the line's text colour.
  const colours = await shown
    .locator('.token.keyword')
    .first()
    .evaluate((token) => ({
      token: getComputedStyle(token).color,
      line: getComputedStyle(token.closest('.token-line') as Element).color,
    }));
  expect(colours.token).not.toBe(colours.line);

  // A reader who chose PHP before sees PHP shown, and coloured, on the next page load.
  await page.evaluate(() => window.localStorage.setItem('docusaurus.tab.code-samples', 'php'));
  await open(page, '/api/capture-payment');
  await expect(shown).toContainText('curl_setopt_array');
  await expect(shown.locator('.token').first()).toBeVisible();
});

test('the samples are not rebuilt as the explorer placeholder replaces the hydrated one: the server nodes move', async ({
  page,
}) => {
  // Keeps the first <pre> the parser puts into the request island, before any script runs.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const pre = document.querySelector('[data-first-paint^="request "] pre');
      if (!pre) return;
      (window as unknown as { serverPre: Element }).serverPre = pre;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.route(/\/api-explorer\.[0-9a-f]+\.js$/, () => undefined);
  await open(page, '/api/capture-payment');
  // The lazy explorer's placeholder (it has the button; the hydration stand-in has none) holds the samples.
  await expect(page.getByRole('button', { name: 'Try it: load the request form and Send' })).toBeAttached();
  await expect(requestIsland(page)).toHaveCount(1);
  const same = await page.evaluate(() => {
    const pre = (window as unknown as { serverPre?: Element }).serverPre;
    return { kept: pre !== undefined && pre.isConnected && document.querySelector('[data-first-paint^="request "] pre') === pre };
  });
  expect(same.kept, "the island shows the server's own nodes, not a copy").toBe(true);
});
