/**
 * The "Copy page" menu on docs pages (src/components/CopyPageMenu): a WAI-ARIA menu button that
 * copies or opens the page's Markdown twin and opens ChatGPT or Claude with the page's URL in the
 * prompt. Nothing leaves this machine: the assistants' hosts are answered by the test itself.
 */
import { urls } from '../../config/brand';
import { assistantPrompt, assistants } from '../../src/components/CopyPageMenu/assistants';
import AxeBuilder from '@axe-core/playwright';
import { expectNoViolations, wcagTags } from './axe';
import { expect, open, test } from './fixtures';
import { test as withHeaders } from './headers-server';
import { readClipboard } from './clipboard';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const page = '/get-started/core-concepts';
const pageUrl = `${urls.site}${page}`;
const assistantHosts = /^https:\/\/(chatgpt\.com|claude\.ai)\//;

test('the menu works by keyboard: Enter opens on the first item, arrows move and wrap, Escape closes and returns focus', async ({
  page: tab,
}) => {
  await open(tab, page);
  const button = tab.getByRole('button', { name: 'Copy page' });
  const menu = tab.getByRole('menu', { name: 'Copy page' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menu).toBeHidden();
  await button.focus();
  await tab.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT (opens in a new tab)',
    'Open in Claude (opens in a new tab)',
  ]);
  await expect(items.nth(0)).toBeFocused();
  await tab.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await tab.keyboard.press('End');
  await expect(items.nth(3)).toBeFocused();
  await tab.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await tab.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await tab.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // ArrowUp opens on the last item, Space on the first; Tab leaves and closes the menu.
  await tab.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await tab.keyboard.press('Escape');
  await tab.keyboard.press('Space');
  await expect(items.nth(0)).toBeFocused();
  await tab.keyboard.press('Tab');
  await expect(menu).toBeHidden();
});

test('"Copy page as Markdown" puts the Markdown twin on the clipboard and says so', async ({ page: tab }) => {
  await open(tab, page);
  const twin = await (await tab.request.get(`${page}.md`)).text();
  expect(twin).toMatch(/^# Core concepts\n/);
  await tab.getByRole('button', { name: 'Copy page' }).focus();
  await tab.keyboard.press('ArrowDown');
  await expect(tab.getByRole('menuitem', { name: 'Copy page as Markdown' })).toBeFocused();
  await tab.keyboard.press('Enter');
  await expect(tab.getByRole('button', { name: 'Copied' })).toBeFocused();
  await expect(tab.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toHaveCount(1);
  expect(await readClipboard(tab)).toBe(twin);
  await expect(tab.getByRole('button', { name: 'Copy page' })).toBeVisible();
});

test('"View as Markdown" leads to the Markdown twin as text', async ({ page: tab, consoleGuard }) => {
  await open(tab, page);
  await tab.getByRole('button', { name: 'Copy page' }).click();
  const link = tab.getByRole('menuitem', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', `${page}.md`);
  const response = await tab.request.get(`${page}.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
  // On a text page Chromium asks for /favicon.ico (out of the page's sight), which the site does not
  // have: its icon is /img/favicon.svg.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await link.click();
  await expect(tab).toHaveURL(new RegExp(`${page}\\.md$`));
  await expect(tab.locator('body')).toContainText('# Core concepts');
});

test('ChatGPT and Claude are plain links with the page URL in the prompt: nothing goes out until the reader clicks', async ({
  page: tab,
  context,
}) => {
  const outgoing: string[] = [];
  // The assistants' hosts never see this test: the browser gets a stub page instead.
  await context.route(assistantHosts, (route) => {
    outgoing.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>assistant stub</title>' });
  });
  await open(tab, page);
  await tab.getByRole('button', { name: 'Copy page' }).click();
  for (const assistant of assistants) {
    const link = tab.getByRole('menuitem', { name: `Open in ${assistant.name}` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(assistant.url(assistantPrompt(pageUrl)));
    expect(decodeURIComponent(new URL(href).searchParams.get('q') ?? '')).toContain(pageUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  expect(outgoing, 'requests to an assistant before any click').toEqual([]);
  expect(context.pages()).toHaveLength(1);

  const popup = tab.waitForEvent('popup');
  await tab.getByRole('menuitem', { name: 'Open in Claude' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(assistants[1]?.url(assistantPrompt(pageUrl)) ?? '');
  expect(outgoing).toEqual([assistants[1]?.url(assistantPrompt(pageUrl))]);
  // The new tab has no handle on the docs page.
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  await expect(tab.getByRole('menu', { name: 'Copy page' })).toBeHidden();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing with the menu open (${mode}), on a desktop and a 390 px screen, where the menu fits`, async ({
    page: tab,
  }, testInfo) => {
    // Two axe runs: on the shared 2-core machine that can pass the default 30 s.
    test.slow();
    await tab.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(tab, page);
    await expect(tab.locator('html')).toHaveAttribute('data-theme', mode);
    await tab.getByRole('button', { name: 'Copy page' }).click();
    const menu = tab.getByRole('menu', { name: 'Copy page' });
    await expect(menu).toBeVisible();
    await expectNoViolations(tab, testInfo, `${page}, menu open, ${mode}`);

    await tab.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // The menu and its button only: at 390 px the page's wide Markdown tables are scroll regions
    // that axe reports (scrollable-region-focusable), which is no part of the menu.
    const { violations } = await new AxeBuilder({ page: tab })
      .withTags(wcagTags)
      .include('button[aria-haspopup="menu"]')
      .include('ul[role="menu"]')
      .setLegacyMode(true)
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual(
      [],
    );
    // A click outside closes it.
    await tab.mouse.click(10, 700);
    await expect(menu).toBeHidden();
  });
}

test('API pages have no Copy page menu', async ({ page: tab }) => {
  await open(tab, '/api/refund-payment');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
});

withHeaders(
  'served with build/_headers, a page sends its Markdown twin and llms.txt as Link headers',
  async ({ request, baseURL }) => {
    const response = await request.head(`${baseURL}${page}`);
    expect(response.status()).toBe(200);
    expect(response.headers().link).toBe(
      `<${page}.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/markdown"`,
    );
    expect((await request.head(`${baseURL}/search`)).headers().link).toBe('</llms.txt>; rel="describedby"; type="text/markdown"');
  },
);
