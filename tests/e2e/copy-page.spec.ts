/** "Copy page" and "View as Markdown" on docs pages: the page's Markdown twin, copied or opened. */
import { expect, open, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('"Copy page" copies the page as Markdown and confirms for a moment', async ({ page }) => {
  await open(page, '/get-started/core-concepts');
  const button = page.getByRole('button', { name: 'Copy page' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# Core concepts\n')).toBe(true);
  expect(copied).not.toContain('{/*');
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
});

test('"View as Markdown" leads to the Markdown twin as text', async ({ page }) => {
  await open(page, '/get-started/core-concepts');
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', '/get-started/core-concepts.md');
  const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
  expect(await response.text()).toMatch(/^# Core concepts\n/);
});

test('API pages have no Markdown actions', async ({ page }) => {
  await open(page, '/api/refund-payment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
});
