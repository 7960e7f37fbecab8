/** The floating Test Card widget: desktop only, toggles, copies exact values, confirms for 1.5 s. */
import { routes, testCard } from '../../config/brand';
import { expect, open, test } from './fixtures';
import { readClipboard } from './clipboard';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('is hidden below the desktop breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await open(page, '/get-started');
  await expect(page.getByRole('button', { name: 'Test card' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Test card' })).toBeVisible();
});

test('toggles open and closed and survives client-side navigation', async ({ page }) => {
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Test card' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const widget = page.getByRole('complementary', { name: 'Test card' });
  await expect(widget.getByRole('button', { name: 'Hide test card' })).toHaveAttribute('aria-expanded', 'true');
  await expect(widget.getByText(testCard.number)).toBeVisible();
  await expect(widget.getByText(testCard.expiry)).toBeVisible();
  await expect(widget.getByText(testCard.cvc, { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(widget.getByText(testCard.number)).toBeVisible();
  await widget.getByRole('button', { name: 'Hide test card' }).click();
  await expect(widget.getByText(testCard.number)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Test card' })).toHaveAttribute('aria-expanded', 'false');
});

test('copies each exact value and shows a check mark for about 1.5 s', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Test card' }).click();
  for (const [label, value] of [
    ['Card number', testCard.number],
    ['Expiry', testCard.expiry],
    ['CVC', testCard.cvc],
  ] as const) {
    const button = page.getByRole('button', { name: `Copy ${label}` });
    await button.click();
    const copied = page.getByRole('button', { name: `${label} copied` });
    await expect(copied.locator('[data-icon="check"]')).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('button', { name: `Copy ${label}` })).toBeVisible({ timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1000);
    expect(shownFor).toBeLessThan(3000);
    // Read after the timing: on another page (the site's Permissions-Policy denies clipboard-read).
    expect(await readClipboard(page)).toBe(value);
  }
});

test('works by keyboard and links to the test-cards section', async ({ page }) => {
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Test card' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(testCard.number)).toBeVisible();
  const link = page.getByRole('link', { name: 'More test cards and scenarios' });
  await expect(link).toHaveAttribute('href', routes.testCards);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/get-started\/set-up-acme\/testing#test-cards$/);
});
