/**
 * The error code explorer as a reader uses it: on the error-handling partial, a product page
 * and the generated ErrorCode schema page. Typing filters the rows and the count follows, the
 * status filter narrows them, a code links to an operation page that exists, deep links reach
 * a code, and a query that matches nothing says so.
 */
import { readSpec } from '../../spec/index.mjs';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

type Entry = { code: string; httpStatus: number };
const spec = readSpec('openapi/payments.yaml') as {
  components: { schemas: { ErrorCode: { 'x-error-codes': Entry[] } } };
};
const entries = spec.components.schemas.ErrorCode['x-error-codes'];
const total = entries.length;
const route = '/partials/api-error-handling';

function explorer(page: Page) {
  const region = page.getByRole('region', { name: 'Error code explorer' });
  return {
    region,
    query: region.getByRole('searchbox', { name: 'Filter codes' }),
    status: region.getByRole('combobox', { name: 'HTTP status' }),
    count: region.getByRole('status'),
    rows: region.locator('tbody tr'),
    codes: region.locator('tbody tr th code'),
  };
}

test('every code of the spec is listed, with the count', async ({ page }) => {
  await open(page, route);
  const { count, codes } = explorer(page);
  await expect(count).toHaveText(`Showing all ${total} codes`);
  await expect(codes).toHaveText(entries.map((entry) => entry.code));
});

test('typing a query filters the rows and updates the count', async ({ page }) => {
  await open(page, route);
  const { query, count, rows, codes } = explorer(page);
  await query.click();
  await query.pressSequentially('refund');
  const shown = await codes.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(total);
  expect(shown).toContain('refund_exceeds_captured');
  expect(shown).not.toContain('insufficient_funds');
  await expect(count).toHaveText(`Showing ${shown.length} of ${total} codes`);
  for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain('refund');
  // Several words must all match, anywhere in the row.
  await query.fill('issuer declined');
  await expect(codes).not.toHaveText(shown);
  const both = await codes.allTextContents();
  expect(both).toContain('card_declined');
  for (const text of await rows.allInnerTexts())
    expect(text.toLowerCase()).toMatch(/issuer[\s\S]*declined|declined[\s\S]*issuer/);
  await expect(count).toHaveText(`Showing ${both.length} of ${total} codes`);
  // A code, typed exactly.
  await query.fill('card_declined');
  await expect(codes).toHaveText(['card_declined']);
  await expect(count).toHaveText(`Showing 1 of ${total} codes`);
});

test('the status filter shows only the codes of that status, and combines with the query', async ({ page }) => {
  await open(page, route);
  const { query, status, count, codes } = explorer(page);
  await status.selectOption({ label: '409 Conflict' });
  const expected = entries.filter((entry) => entry.httpStatus === 409).map((entry) => entry.code);
  expect(expected.length).toBeGreaterThan(1);
  await expect(codes).toHaveText(expected);
  await expect(count).toHaveText(`Showing ${expected.length} of ${total} codes`);
  await query.fill('still being processed');
  await expect(codes).toHaveText(['idempotency_key_in_use']);
  await status.selectOption({ label: 'All statuses' });
  await query.fill('');
  await expect(count).toHaveText(`Showing all ${total} codes`);
});

test('a code links to an operation page that exists', async ({ page }) => {
  await open(page, route);
  const row = explorer(page).region.locator('tr#payout_limit_exceeded');
  const links = row.getByRole('link').filter({ hasNotText: 'payout_limit_exceeded' });
  await expect(links).toHaveCount(2);
  const link = links.first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/api\/payout-(a)?synchronous$/);
  await expect(page.locator('main h1')).toHaveText(name);
});

test('codes returned by many operations fold them into a disclosure', async ({ page }) => {
  await open(page, route);
  const row = explorer(page).region.locator('tr#rate_limited');
  const disclosure = row.locator('details');
  await expect(disclosure.locator('summary')).toHaveText(/^\d+ operations$/);
  await expect(row.getByRole('link', { name: 'Capture a payment' })).toBeHidden();
  await disclosure.locator('summary').click();
  await row.getByRole('link', { name: 'Capture a payment' }).click();
  await expect(page).toHaveURL(/\/api\/capture-payment$/);
  await expect(page.locator('main h1')).toHaveText('Capture a payment');
});

test('a query that matches nothing shows the empty state; Clear filters brings every code back', async ({ page }) => {
  await open(page, route);
  const { region, query, count, rows } = explorer(page);
  await query.fill('zzqx');
  await expect(region).toContainText('No codes match “zzqx”.');
  await expect(rows).toHaveCount(0);
  await expect(count).toHaveText(`Showing 0 of ${total} codes`);
  await region.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(total);
  await expect(query).toHaveValue('');
});

test('a deep link to a code scrolls to its row, on a product page too', async ({ page }) => {
  for (const path of [`${route}#card_declined`, '/products/payment-window/api-error-handling#transaction_not_voidable']) {
    await open(page, path);
    const id = path.split('#')[1]!;
    const row = page.locator(`tr#${id}`);
    await expect(row, path).toBeInViewport();
    await expect(row.locator('th code')).toHaveText(id);
  }
});

test('the generated ErrorCode schema page has the explorer', async ({ page }) => {
  await open(page, '/api/schemas/errorcode');
  const { query, count, codes } = explorer(page);
  await expect(count).toHaveText(`Showing all ${total} codes`);
  await query.fill('3-D Secure');
  await expect(codes).toHaveText(['authentication_required']);
});
