/**
 * "Was this page helpful?" (src/components/Feedback) on the build under test, which has no tag
 * manager configured: a reader answers by keyboard, the answer never leaves the browser and the
 * widget says so, a page is not asked twice in a visit, blocked storage changes nothing, and axe
 * finds no violation in any of its steps in either colour mode. With a container and consent,
 * the answer's event is checked in analytics.spec.ts.
 */
import type { Page } from '@playwright/test';
import { blockStorage, expect, open, test, recordLeaks } from './fixtures';
import { expectNoViolations } from './axe';

const docsPage = '/get-started/core-concepts';
const widget = (page: Page) => page.locator('[data-feedback]');

test('a reader answers "No" with a reason and a comment by keyboard; nothing leaves the browser and the widget says so', async ({
  page,
}) => {
  const leaks = recordLeaks(page);
  await open(page, docsPage);
  const feedback = widget(page);
  await expect(feedback.getByRole('group', { name: 'Was this page helpful?' })).toBeVisible();
  await feedback.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Tab');
  await expect(feedback.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Focus moves into the reasons; arrows choose one, Tab reaches the comment and Send.
  const reasons = feedback.getByRole('group', { name: /What went wrong/ });
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', { name: 'It was hard to follow' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(feedback.getByRole('textbox', { name: 'Anything else? (optional)' })).toBeFocused();
  await page.keyboard.type('The webhook section lost me.');
  await expect(feedback.getByText('28 of 500 characters')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(feedback.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');

  const status = feedback.getByRole('status');
  await expect(status).toHaveText(/Thank you.*stays in this browser: this site collects no analytics/);
  await expect(status).toBeFocused();
  expect(await page.evaluate(() => 'dataLayer' in window), 'no data layer without a container').toBe(false);
  await page.waitForLoadState('networkidle');
  expect(leaks, 'requests that left localhost').toEqual([]);
  expect(await page.context().cookies(), 'cookies').toEqual([]);
});

test('the comment stops at 500 characters', async ({ page }) => {
  await open(page, docsPage);
  await widget(page).getByRole('button', { name: 'Yes' }).click();
  const comment = widget(page).getByRole('textbox', { name: 'Anything else? (optional)' });
  await comment.fill('x'.repeat(600));
  await expect(comment).toHaveValue('x'.repeat(500));
  await expect(widget(page).getByText('500 of 500 characters')).toBeVisible();
});

test('a page answered once is not asked again in the visit; other pages and a new visit ask', async ({ page, context }) => {
  await open(page, docsPage);
  await widget(page).getByRole('button', { name: 'Yes' }).click();
  await widget(page).getByRole('button', { name: 'Skip' }).click();
  await expect(widget(page).getByRole('status')).toContainText('Thank you');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(widget(page)).toContainText('you already answered for this page');
  await expect(widget(page).getByRole('button', { name: 'Yes' })).toHaveCount(0);

  await open(page, '/get-started');
  await expect(widget(page).getByRole('button', { name: 'Yes' })).toBeVisible();

  const newVisit = await context.newPage(); // a new tab: a new session
  await open(newVisit, docsPage);
  await expect(widget(newVisit).getByRole('button', { name: 'Yes' })).toBeVisible();
});

test('with storage blocked the widget works and does not ask again after client-side navigation', async ({ page }) => {
  await blockStorage(page);
  await open(page, docsPage);
  await widget(page).getByRole('button', { name: 'No' }).click();
  await widget(page).getByRole('radio', { name: 'A code sample did not work' }).check();
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(widget(page).getByRole('status')).toContainText('stays in this browser');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
  await expect(widget(page).getByRole('button', { name: 'Yes' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${docsPage}$`));
  await expect(widget(page)).toContainText('you already answered for this page');
});

test('API operation pages end with the question too', async ({ page }) => {
  await open(page, '/api/capture-payment');
  const feedback = widget(page);
  await feedback.scrollIntoViewIfNeeded();
  await expect(feedback.getByRole('group', { name: 'Was this page helpful?' })).toBeVisible();
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await feedback.getByRole('radio', { name: 'The code samples worked' }).check();
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('status')).toContainText('Thank you');
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation in the question, the reasons and the thanks (${mode} mode)`, async ({ page }, testInfo) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(page, docsPage);
    await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
    const check = async (step: string) => {
      await widget(page).scrollIntoViewIfNeeded();
      await expectNoViolations(page, testInfo, `the feedback widget: ${step} (${mode})`, { include: '[data-feedback]' });
    };
    await check('question');
    await widget(page).getByRole('button', { name: 'Yes' }).hover();
    await check('question, Yes hovered');
    await widget(page).getByRole('button', { name: 'Yes' }).click();
    await widget(page).getByRole('radio', { name: 'It was easy to follow' }).check();
    await widget(page).getByRole('textbox').fill('Clear.');
    await check('reasons');
    await widget(page).getByRole('button', { name: 'Send' }).click();
    await check('thanks');
  });
}
