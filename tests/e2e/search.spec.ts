/** The DocSearch modal and /search, answered by the embedded index, as a reader uses them. */
import type { Page, Route } from '@playwright/test';
import { testCard } from '../../config/brand';
import { maxQueryLength } from '../../config/search';
import { expect, open, test } from './fixtures';
import { searchIndexFile, searchPartsDir } from '../../config/searchIndex.cjs';
import { buildIndex } from '../../src/search/engine';
import { manifestFile, splitIndex } from '../../src/search/shards';
import type { SearchRecord } from '../../src/search/types';

/** The split index the worker loads: its manifest and parts (src/search/shards.ts). */
const indexFiles = `**/${searchPartsDir}/**`;
const indexFileMessage = new RegExp(`${searchPartsDir}/|Failed to load resource`);

const recentKey = '__DOCSEARCH_RECENT_SEARCHES__epic-docs';
const favouriteKey = '__DOCSEARCH_FAVORITE_SEARCHES__epic-docs';

async function openModal(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  return input.first();
}

function storedHit(n: number) {
  return {
    objectID: `/guides-fixture-${n}`,
    url: '/guides',
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Guides', lvl1: `Stored search ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl1: { value: `Stored search ${n}` } } },
    _snippetResult: { hierarchy: { lvl1: { value: `Stored search ${n}` } } },
  };
}

test('the button shows "Search" and the shortcut; / and Ctrl+K open, Escape closes', async ({ page }) => {
  await open(page, '/get-started');
  const button = page.getByRole('button', { name: /Search/ }).first();
  await expect(button).toContainText('Search');
  // Its name is what it shows: "Search", then the shortcut's keys; aria-keyshortcuts names the shortcut.
  await expect(button).toHaveAccessibleName('Search Ctrl K');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  await expect(button.locator('.DocSearch-Button-Key')).toHaveText(['Ctrl', 'K']);
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('maxlength', '64');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await openModal(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('ordinary questions find the right page in the top three, typos and prefixes too', async ({ page }) => {
  await open(page, '/');
  await openModal(page);
  for (const [query, expected] of [
    ['test card', '/get-started/set-up-acme/testing'],
    ['refund', '/api/refund-payment'],
    ['apple pay', '/get-started/set-up-acme/payment-methods/apple-pay'],
    ['woocommerce', '/plugins/woocommerce'],
    ['refnd', '/api/refund-payment'],
    ['woocom', '/plugins/woocommerce'],
    ['magnto', '/plugins/magento2'],
    // A method and path name one operation: the list, not GET /v1/subscriptions/{subscriptionId}.
    ['GET /v1/subscriptions', '/api/list-subscriptions'],
  ] as const) {
    await page.locator('.DocSearch-Input').fill(query);
    const hits = page.locator('.DocSearch-Hit a');
    // The worker answers asynchronously: the previous query's hits may still be on screen for a moment.
    await expect
      .poll(() => hits.evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')?.split('#')[0])), {
        message: query,
      })
      .toContain(expected);
  }
});

test('the first three hits show a second kind of page: a one-word concept reaches the page that explains it', async ({
  page,
}) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('subscription');
  const hits = page.locator('.DocSearch-Hit a');
  // The API reference holds many pages named "subscription"; they do not fill the first screen.
  await expect
    .poll(() => hits.evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')?.split('#')[0])))
    .toContain('/get-started/core-concepts');
  const groups = await page
    .locator('.DocSearch-Hit')
    .evaluateAll((items) =>
      items.slice(0, 3).map((item) => item.closest('section')?.querySelector('.DocSearch-Hit-source')?.textContent),
    );
  expect(new Set(groups).size).toBeGreaterThan(1);
});

test('arrows move the selection, Enter opens the hit and it becomes a recent search', async ({ page }) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('woocommerce');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  const href = await hits.first().locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await open(page, '/');
  await openModal(page);
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { url: string }[], recentKey);
  expect(stored[0]?.url).toBe(href);
});

test('typing a query touches no browser storage: recent searches are read as the modal opens and written when a hit is opened', async ({
  page,
}) => {
  // Every call the page makes to localStorage, from the first script on.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { storageCalls: string[] }).storageCalls = calls;
    for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
        if (this === window.localStorage) calls.push(`${name} ${String(args[0])}`);
        return original.apply(this, args);
      } as never;
    }
  });
  const storageCalls = () => page.evaluate(() => [...(window as unknown as { storageCalls: string[] }).storageCalls]);
  await open(page, '/get-started');
  await openModal(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  const opened = (await storageCalls()).length;
  await page.locator('.DocSearch-Input').pressSequentially('webhook signature');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect((await storageCalls()).slice(opened), 'storage calls while typing and moving the selection').toEqual([]);
  // Opening a section's hit stores it as a recent search (DocSearch stores a heading's hit, and a
  // text hit only through its heading's); the hit's page then replaces the modal, so read what is stored.
  await page.keyboard.press('ArrowUp');
  const chosen = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { url: string }[])[0]?.url, recentKey))
    .toContain(chosen?.split('#')[0]);
});

test('a new query shows its hits from the top of the list', async ({ page }) => {
  await open(page, '/get-started');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('payment');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const list = page.locator('.DocSearch-Dropdown');
  await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
  expect(await list.evaluate((element) => element.scrollTop), 'the hits of "payment" fill more than the list').toBeGreaterThan(0);
  await page.locator('.DocSearch-Input').pressSequentially(' link');
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
});

test('keys typed while the modal is still loading become its query', async ({ page, context }) => {
  await open(page, '/get-started');
  // The modal's code arrives slowly (a slow connection; hovering the button would have fetched it):
  // the reader has pressed Ctrl+K and typed on before the dialog exists.
  await context.route('**/assets/js/**', async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('woocommerce');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('woocommerce');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/plugins\/woocommerce/);
});

test('on a slow phone, keys typed right after Ctrl+K all reach the query, in order', async ({ page, context }) => {
  await open(page, '/get-started');
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .hover(); // the modal's code loads
  await page.waitForLoadState('networkidle');
  // At 6x slower CPU the dialog takes several tasks to appear and to focus its input (the render
  // is sliced, the focus comes after the dialog is on screen): the keys arrive in between.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('woocommerce');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('woocommerce');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // Answers arrive while keys are still coming: the list ends on the last query's hits.
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/plugins\/woocommerce/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('clicking a hit opens its page inside the site, without reloading it', async ({ page }) => {
  await open(page, '/get-started');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('woocommerce');
  const hit = page.locator('.DocSearch-Hit a').first();
  const href = await hit.getAttribute('href');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async ({ page, context }) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('woocommerce');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/plugins/woocommerce');
  // The modal stays open behind the new tab.
  await expect(page.locator('.DocSearch-Input')).toBeVisible();
  await page.locator('.DocSearch-Input').fill('woocommerce');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
  await win.waitForLoadState();
  expect(new URL(win.url()).pathname).toBe('/plugins/woocommerce');
});

test('recent searches keep 7, or 4 when favourites exist, per index name', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(({ key, hits }) => localStorage.setItem(key, JSON.stringify(hits)), {
    key: recentKey,
    hits: Array.from({ length: 7 }, (_, n) => storedHit(n)),
  });
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('woocommerce');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /woocommerce/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plugins\/woocommerce/);
  const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], recentKey);
  expect(recent).toHaveLength(7);

  await page.evaluate(
    ({ recentStore, favouriteStore, hits, favourite }) => {
      localStorage.setItem(recentStore, JSON.stringify(hits));
      localStorage.setItem(favouriteStore, JSON.stringify([favourite]));
    },
    {
      recentStore: recentKey,
      favouriteStore: favouriteKey,
      hits: Array.from({ length: 7 }, (_, n) => storedHit(n)),
      favourite: storedHit(99),
    },
  );
  await open(page, '/');
  await openModal(page);
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
  await page.locator('.DocSearch-Input').fill('magento');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /magento2/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plugins\/magento2/);
  const trimmed = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], recentKey);
  expect(trimmed).toHaveLength(4);
});

test('no results: the query, up to 3 suggestions and the "Let us know." link', async ({ page }) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('refund');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill('qqqzzzxxv');
  await expect(page.getByText(/No results for/)).toBeVisible();
  await expect(page.locator('.DocSearch-Title strong')).toHaveText('qqqzzzxxv');
  await expect(page.getByText('Try searching for:')).toBeVisible();
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /q=qqqzzzxxv/);
});

test('the worker answers: the index is fetched and searched off the main thread', async ({ page, context }) => {
  const indexRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith(`/${searchPartsDir}/${manifestFile}`)) indexRequests.push(request.url());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await open(page, '/get-started');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('partial capture');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  expect(workers.length, 'a search worker started').toBeGreaterThan(0);
  expect(indexRequests, "the index's manifest was fetched once").toHaveLength(1);
  // The fetches were the worker's: the page's own resource timeline has no entry for them.
  const onMainThread = await page.evaluate(
    (dir) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/${dir}/`)).length,
    searchPartsDir,
  );
  expect(onMainThread).toBe(0);
});

test('an index that answers 404 shows the error screen and the page keeps working', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(indexFileMessage);
  let indexRequests = 0;
  // context.route: the worker's requests are the context's, not the page's.
  await context.route(indexFiles, (route) => {
    indexRequests += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await open(page, '/get-started');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('refund');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(indexRequests, 'the index was asked for').toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
  await page.getByRole('button', { name: 'Test card' }).click();
  await expect(page.getByRole('complementary', { name: 'Test card' }).getByText(testCard.number)).toBeVisible();
});

for (const [width, words] of [
  [1280, 10],
  [768, 5],
] as const) {
  test(`snippets are at most ${words} words at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/get-started');
    await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true })));
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.locator('.DocSearch-Input').fill('captured amount');
    const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
    await expect(snippets.first()).toBeVisible();
    const texts = await snippets.allInnerTexts();
    const longest = Math.max(...texts.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length));
    expect(longest).toBeLessThanOrEqual(words);
    expect(longest).toBeGreaterThan(words - 3);
  });
}

test('indexed markup is found and renders as text, never as elements', async ({ page, context, baseURL }) => {
  const payload = '<img src=x onerror=alert(1)>';
  // The site's records plus one with markup, indexed as the build indexes them.
  const records = (await (await fetch(`${baseURL}/${searchIndexFile}`)).json()) as SearchRecord[];
  records.push({
    objectID: 'xss-fixture',
    url: '/guides#zebra-fixture',
    type: 'content',
    content: `Zebrafixture ${payload} after the markup`,
    hierarchy: { lvl0: 'Guides', lvl1: 'Guides', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  const { manifest, parts } = splitIndex(buildIndex(records));
  await context.route(indexFiles, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    return route.fulfill({ json: name === manifestFile ? manifest : parts.get(name) });
  });
  let dialog = false;
  page.on('dialog', (d) => {
    dialog = true;
    void d.dismiss();
  });
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('zebrafixture');
  const hit = page.locator('.DocSearch-Hit', { hasText: 'Zebrafixture' }).first();
  await expect(hit).toContainText(payload);
  await expect(hit.locator('img')).toHaveCount(0);
  await expect(hit.locator('mark')).toHaveText(['Zebrafixture']);
  expect(dialog).toBe(false);
});

test('a selected text pre-fills the query, cut to 64 characters', async ({ page }) => {
  await open(page, '/get-started/core-concepts');
  const selected = await page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('article p')].find((p) => (p.textContent ?? '').length > 80)!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected.length).toBeGreaterThan(64);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Input')).toHaveValue(selected.slice(0, 64));
});

test('the modal lists the first 10 hits; "See all N results" counts every one', async ({ page }) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('payment');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const hits = await page.locator('.DocSearch-Hit').count();
  expect(hits).toBeGreaterThan(5);
  expect(hits).toBeLessThanOrEqual(10);
  const seeAll = await page.getByRole('link', { name: /See all \d+ results/ }).textContent();
  expect(Number(seeAll?.match(/\d+/)?.[0])).toBeGreaterThan(10);
});

test('"See all results" leads to /search, which reads and writes q', async ({ page }) => {
  await open(page, '/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('refund');
  const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=refund$/);
  // The stock search page (theme-search-algolia), answered by the embedded index: one article per hit.
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toContainText(/refund/i);
  // The API operation is among the hits (the guides' "Refund a payment" sections may come first).
  await expect(page.getByRole('main').locator('a[href="/api/refund-payment"]').first()).toBeVisible();
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  // Algolia does not answer: no "Powered by Algolia".
  await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeHidden();
  await expect(page.getByText('Powered by', { exact: true })).toBeHidden();
  const input = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(input).toHaveValue('refund');
  await input.fill('woocommerce');
  await expect(page).toHaveURL(/\/search\?q=woocommerce$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'WooCommerce' }).first()).toBeVisible();
  await input.fill('qqqzzzxxv');
  await expect(page.getByText('No results were found')).toBeVisible();
});

test('/search and the modal agree: one question, the same first hits on both', async ({ page }) => {
  const question = 'how long does a manual authorisation last before capture';
  await open(page, '/get-started');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill(question);
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const path = (href: string | null) => new URL(href ?? '', 'http://site').pathname;
  const modal = (
    await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  ).map(path);
  await open(page, `/search?q=${encodeURIComponent(question)}`);
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  const listed = (
    await results.evaluateAll((articles) => articles.map((article) => article.querySelector('a')?.getAttribute('href') ?? null))
  ).map(path);
  // The modal groups hits by section, /search lists them in rank order: the same pages lead both.
  expect(listed[0]).toBe(modal[0]);
  const firstScreen = new Set(listed.slice(0, 10));
  for (const hit of modal.slice(0, 3)) expect(firstScreen, `${hit} is in the first results of /search`).toContain(hit);
});

test('/search keeps the query to 64 characters, from the URL or typed, as the modal does', async ({ page }) => {
  // The queries the page sends to the search worker (src/search/client.ts posts them to it).
  await page.addInitScript(() => {
    const sent: string[] = ((window as unknown as { sentQueries: string[] }).sentQueries = []);
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
      for (const request of (message as { requests?: { query?: string }[] })?.requests ?? []) sent.push(request.query ?? '');
      return post.call(this, message, options);
    } as typeof post;
  });
  const long = `refund ${'payment '.repeat(625)}`;
  expect(long.length).toBeGreaterThanOrEqual(5000);
  const limited = long.slice(0, maxQueryLength);
  await open(page, `/search?q=${encodeURIComponent(long)}`);
  const input = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(input).toHaveValue(limited);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${limited}"`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { message: 'the q of the URL' }).toBe(limited);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/refund/i);
  const sent = await page.evaluate(() => (window as unknown as { sentQueries: string[] }).sentQueries);
  expect(sent.length, 'the page searched').toBeGreaterThan(0);
  expect(
    sent.filter((query) => query.length > maxQueryLength),
    'queries sent over the limit',
  ).toEqual([]);
  // Typed or pasted into the page's input: the input takes no more than the limit either.
  await input.fill('');
  await page.keyboard.insertText(long);
  await expect(input).toHaveValue(limited);
});

test('/search lists the next results as the reader scrolls down', async ({ page }) => {
  await open(page, '/search?q=payment');
  const results = page.getByRole('main').getByRole('article');
  await expect(results).toHaveCount(15);
  // The page asks for the next page when its "Fetching new results..." line comes into view from below.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(results).toHaveCount(30);
  const hrefs = await results
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size, 'the second page holds other hits than the first').toBeGreaterThan(15);
});

test('/search searches the current API version, or the one the reader picks', async ({ page }) => {
  await open(page, '/search?q=refund%20a%20payment');
  const links = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = () => links.evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
  expect(await hrefs()).toContain('/api/refund-payment');
  expect((await hrefs()).filter((href) => href.startsWith('/api/2025-01-15/'))).toEqual([]);
  await page.getByRole('combobox', { name: 'Version to search' }).selectOption('2025-01-15');
  await expect(page.getByRole('main').locator('a[href="/api/2025-01-15/refund-payment"]').first()).toBeVisible();
  expect((await hrefs()).filter((href) => href.startsWith('/api/') && !href.startsWith('/api/2025-01-15/'))).toEqual([]);
});

test('/search with the index unreachable says so, and finds again once it answers', async ({ page, context, consoleGuard }) => {
  // The worker's failed fetch of the index; nothing else (an uncaught helper 'error' event fails the test).
  consoleGuard.allow(indexFileMessage);
  let indexRequests = 0;
  const blockIndex = (route: Route) => {
    indexRequests += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  };
  await context.route(indexFiles, blockIndex);
  await open(page, '/search?q=refund');
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You might want to check your network connection.');
  expect(indexRequests, 'the index was asked for').toBeGreaterThan(0);
  // What the stock page shows meanwhile: its heading and form, no spinner, no count, no "No results".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "refund"');
  await expect(page.locator('[class*="loadingSpinner"]')).toHaveCount(0);
  await expect(page.getByText(/documents? found/i)).toHaveCount(0);
  await expect(page.getByText('No results were found')).toBeHidden();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  await context.unroute(indexFiles, blockIndex);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('woocommerce');
  await expect(page.getByRole('main').getByRole('link', { name: 'WooCommerce' }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("/search focuses its input without loading the code highlighter, which comes with the reader's first key", async ({
  page,
}) => {
  const prismScripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && /\/prism[.-]/.test(path)) prismScripts.push(path);
  });
  await open(page, '/search');
  // The stock page's autoFocus is no sign of the reader (src/lib/readerIntent.ts).
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(prismScripts, 'Prism loaded before the reader did anything').toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(() => prismScripts.length).toBeGreaterThan(0);
});
