/** The changelog's RSS feed in the browser: the Subscribe link, the feed it opens, the head link on every page. */
import { brand } from '../../config/brand';
import { expect, open, test } from './fixtures';

test('/changelog shows a Subscribe (RSS) link that opens the XML feed', async ({ page }) => {
  await open(page, '/changelog');
  const subscribe = page.getByRole('main').getByRole('link', { name: 'Subscribe (RSS)' });
  await expect(subscribe).toBeVisible();
  await expect(subscribe).toHaveAttribute('href', '/changelog.xml');
  // Near the top: above the first entry heading.
  const linkBox = await subscribe.boundingBox();
  const firstEntryBox = await page.locator('article h2').first().boundingBox();
  expect(linkBox && firstEntryBox && linkBox.y < firstEntryBox.y).toBe(true);

  const feedResponse = page
    .context()
    .waitForEvent('response', (response) => new URL(response.url()).pathname === '/changelog.xml');
  await subscribe.click();
  const response = await feedResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const body = await response.text();
  expect(body).toMatch(/^<\?xml /);
  expect(body).toContain(`<title>${brand.name} changelog</title>`);
});

for (const path of ['/', '/changelog', '/get-started']) {
  test(`the head of ${path} advertises the feed`, async ({ page, request }) => {
    await open(page, path);
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('title', `${brand.name} changelog`);
    await expect(alternate).toHaveAttribute('href', '/changelog.xml');
    const feed = await request.get('/changelog.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('xml');
  });
}
