/** Navbar, footer, colour mode and announcement bar, as a reader uses them. */
import { themes as prismThemes } from 'prism-react-renderer';
import { announcement, routes, urls } from '../../config/brand';
import { expect, open, test } from './fixtures';

test('navbar items come in the specification order and dropdowns lead to their pages', async ({ page }) => {
  await open(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const labels = await navbar.locator('.navbar__items--right > .navbar__item').allInnerTexts();
  expect(labels.map((label) => label.trim()).slice(0, 6)).toEqual([
    'Get started',
    'Products',
    'Guides',
    'Plugins',
    'Inspiration',
    'API & SDK',
  ]);

  await navbar.getByRole('button', { name: 'Products' }).hover();
  const products = navbar.locator('.dropdown', { hasText: 'Products' }).getByRole('link');
  await expect(products).toHaveText(['All products', 'Payment Window', 'Hosted Fields', 'Age Verification', 'Payment Links']);
  const hrefs = await products.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    routes.productsLanding,
    routes.paymentWindow,
    routes.hostedFields,
    routes.ageVerification,
    routes.paymentLinks,
  ]);

  await navbar.getByRole('button', { name: 'API & SDK' }).hover();
  await navbar.getByRole('link', { name: 'JavaScript library' }).click();
  await expect(page).toHaveURL(/\/js$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JavaScript library');

  await navbar.getByRole('link', { name: 'Plugins' }).click();
  await expect(page).toHaveURL(/\/plugins$/);
});

test('navbar dropdowns open from the keyboard', async ({ page }) => {
  await open(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const trigger = navbar.getByRole('button', { name: 'API & SDK' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar.getByRole('link', { name: 'JavaScript library' })).toBeVisible();
  await page.keyboard.press('Tab');
  // The dropdown's first item, not the home page's "API reference" button further down.
  await expect(navbar.getByRole('link', { name: 'API reference' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api$/);
});

test('footer has Resources and Quick links; external links open as external links', async ({ page }) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Resources', { exact: true })).toBeVisible();
  await expect(footer.getByText('Quick links', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Test cards' })).toHaveAttribute('href', routes.testCards);
  await expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', routes.changelog);
  for (const [name, href] of [
    ['Contact support', urls.contactSupport],
    ['Create account', urls.createAccount],
    ['Sign in', urls.signIn],
  ] as const) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    expect(new URL(href).hostname.endsWith('.example')).toBe(true);
  }
  await footer.getByRole('link', { name: 'Test cards' }).click();
  await expect(page).toHaveURL(/\/testing#test-cards$/);
  await expect(page.locator('#test-cards')).toBeInViewport();
});

test('colour mode: light by default, ignores a dark system preference, toggles and persists', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await open(page, '/get-started');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await context.close();
});

/** "#282c34" -> "rgb(40, 44, 52)", as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('code blocks take the colour mode the reader chose: on load and when switching', async ({ page }) => {
  // The server renders code in the default (light) colours; src/theme/CodeBlock re-renders a block
  // only when the reader's mode differs. Both paths must end in the mode's colours.
  const [light, dark] = [rgb(prismThemes.vsLight.plain.backgroundColor!), rgb(prismThemes.oceanicNext.plain.backgroundColor!)];
  const background = () =>
    page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('switched')) localStorage.setItem('theme', 'dark');
  });
  await open(page, '/get-started/set-up-acme/accept-payment');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background, 'dark on load').toBe(dark);
  await page.evaluate(() => sessionStorage.setItem('switched', '1'));
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect.poll(background, 'light after switching').toBe(light);
  await page.reload();
  await expect.poll(background, 'light after reloading').toBe(light);
});

test('announcement bar: dismissal persists and resets when the bar id changes', async ({ page }) => {
  await open(page, '/');
  const text = page.getByText(/API version 2025-06-01 is live/);
  await expect(text).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(text).toBeHidden();
  await page.reload();
  await open(page, '/');
  await expect(text).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
  // The previous bar had another id: a reader who dismissed that one sees the new one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(text).toBeVisible();
});

test('mobile sidebar opens, offers back to main menu and closes at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/get-started/core-concepts');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
  await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(sidebar.getByRole('link', { name: 'Guides' })).toBeVisible();
  // The theme's mobile layout runs up to 996 px; its desktop layout starts at 997 px.
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' })).toBeVisible();
});
