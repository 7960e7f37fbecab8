/**
 * "Your sandbox keys in every sample": the reader enters a sandbox API key and point-of-sale id
 * once, in the dialog opened from a code sample, and the samples of every page (docs tabs, the
 * API reference's generated samples, the explorer's Bearer Token) show them until Clear.
 * Live keys are refused; blocked storage still works for the visit; axe stays clean.
 */
import type { Locator, Page } from '@playwright/test';
import { routes, urls } from '../../config/brand';
import { explorerMaskedBearer, sandboxKeyPlaceholders as placeholders, sandboxKeysStorageKey } from '../../config/sandboxKeys';
import { sandboxKeysText as text } from '../../config/sandboxKeysForm';
import { blockStorage, chooseServer, expect, open, test } from './fixtures';
import { expectNoViolations } from './axe';
import { readClipboard } from './clipboard';

const docsPage = `${routes.setUp}/accept-payment`;
const apiPage = '/api/initialize-payment-session';
const reader = { apiKey: 'sk_test_Reader0Key1For2Tests3', pointOfSaleId: 'pos_test_Reader42' };
/** The control's name before and after keys are saved. */
const controlName = new RegExp(`^(${text.open}|${text.openActive})$`);

/** The first group of server code tabs on a docs page, and the code of its visible tab. */
function firstCodeTabs(page: Page): { tabs: Locator; code: Locator } {
  const container = page.getByRole('main').locator('.tabs-container').first();
  return { tabs: container.getByRole('tablist'), code: container.getByRole('tabpanel').locator('pre code') };
}

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: text.title });
}

/** Every code block's full text on the page, hidden tabs included. */
async function allSampleTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('pre')
    .evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));
}

async function storedEntry(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), sandboxKeysStorageKey);
}

/** From the first code tabs' selected tab, Tab reaches the sample's keys control; Enter opens the dialog. */
async function openPanelWithKeyboard(page: Page): Promise<Locator> {
  const { tabs } = firstCodeTabs(page);
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('Tab');
  const control = page.getByRole('main').getByRole('tabpanel').first().getByRole('button', { name: controlName });
  await expect(control, 'Tab from the code tabs reaches the keys control').toBeFocused();
  await expect(control).toHaveAccessibleName(text.open);
  await page.keyboard.press('Enter');
  await expect(dialogOf(page)).toBeVisible();
  return control;
}

/** Types the keys into the open dialog, from the first field, and submits with Enter. */
async function typeKeys(page: Page, keys: { apiKey: string; pointOfSaleId: string }): Promise<void> {
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('textbox', { name: text.apiKeyLabel })).toBeFocused();
  await page.keyboard.type(keys.apiKey);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: text.pointOfSaleIdLabel })).toBeFocused();
  await page.keyboard.type(keys.pointOfSaleId);
  await page.keyboard.press('Enter');
}

/** Saves the reader's keys through the first sample's control on the docs page. */
async function saveReaderKeys(page: Page): Promise<void> {
  await open(page, docsPage);
  await openPanelWithKeyboard(page);
  await typeKeys(page, reader);
  await expect(dialogOf(page)).toBeHidden();
}

async function openExplorer(page: Page): Promise<void> {
  await open(page, apiPage);
  // The explorer may load at the reader's first sign of use.
  await page.mouse.move(200, 300);
  await expect(page.locator('.openapi-explorer__request-form')).toBeVisible({ timeout: 15_000 });
}

/** The generated code sample of the API explorer (the selected language). */
function apiSample(page: Page): Locator {
  return page.locator('.openapi-tabs__code-container-inner pre:visible').first();
}

test("entered once with the keyboard, the keys show in a docs page's code tabs and on an API page", async ({ page }) => {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    if (sent.includes(reader.apiKey) || sent.includes(reader.pointOfSaleId)) leaks.push(request.url());
  });
  await open(page, docsPage);
  const { tabs, code } = firstCodeTabs(page);
  await expect(code).toContainText(placeholders.apiKey);

  const control = await openPanelWithKeyboard(page);
  await typeKeys(page, reader);
  await expect(dialogOf(page)).toBeHidden();
  await expect(control, 'focus returns to the control, which now says the keys are in use').toBeFocused();
  await expect(control).toHaveAccessibleName(text.openActive);

  await expect(code).toContainText(`Bearer ${reader.apiKey}`);
  await expect(code).toContainText(reader.pointOfSaleId);
  await expect(code).not.toContainText(placeholders.apiKey);
  await tabs.getByRole('tab', { name: 'Node.js', exact: true }).click();
  await expect(code).toContainText(`'Bearer ${reader.apiKey}'`);
  await expect(code).toContainText(`'${reader.pointOfSaleId}'`);

  const samples = await allSampleTexts(page);
  const withPlaceholder = samples.filter(
    (sample) => sample.includes(placeholders.apiKey) || sample.includes(placeholders.pointOfSaleId),
  );
  expect(withPlaceholder, 'no code block on the page keeps a placeholder').toEqual([]);
  expect(samples.filter((sample) => sample.includes(reader.apiKey)).length, 'code blocks showing the key').toBeGreaterThan(5);

  await openExplorer(page);
  await expect(apiSample(page)).toContainText(`Bearer ${reader.apiKey}`);
  await expect(apiSample(page)).toContainText(reader.pointOfSaleId);
  await expect(apiSample(page)).not.toContainText(explorerMaskedBearer);
  await expect(page.getByRole('textbox', { name: 'Bearer Token' })).toHaveValue(reader.apiKey);
  // The request body that Send would send carries the reader's point of sale too.
  const body = page.locator('.openapi-explorer__playground-editor');
  await expect(body).toContainText(`"pointOfSaleId": "${reader.pointOfSaleId}"`);
  await expect(body).not.toContainText(placeholders.pointOfSaleId);
  await page.getByRole('tab', { name: 'nodejs' }).first().click();
  await expect(apiSample(page)).toContainText(`Bearer ${reader.apiKey}`);

  expect(leaks, "requests carrying the reader's keys").toEqual([]);
});

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("copy buttons copy the samples with the reader's keys", async ({ page }) => {
    await saveReaderKeys(page);
    const block = page.getByRole('main').locator('.tabs-container').first().getByRole('tabpanel');
    await block.locator('pre').hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await readClipboard(page);
    expect(copied).toContain(`Bearer ${reader.apiKey}`);
    expect(copied).toContain(reader.pointOfSaleId);
    expect(copied).not.toContain(placeholders.apiKey);

    await openExplorer(page);
    await expect(apiSample(page)).toContainText(`Bearer ${reader.apiKey}`);
    const sample = page.locator('.openapi-tabs__code-container-inner .openapi-explorer__code-block-content:visible').first();
    await sample.hover();
    await sample.getByRole('button', { name: /copy/i }).first().click();
    await expect.poll(() => readClipboard(page), { message: 'the API sample copied' }).toContain(`Bearer ${reader.apiKey}`);
    expect(await readClipboard(page)).toContain(reader.pointOfSaleId);
  });
});

test("the keys survive a reload; Clear restores the placeholders and empties the explorer's token", async ({ page }) => {
  await saveReaderKeys(page);
  expect(JSON.parse((await storedEntry(page)) ?? 'null')).toEqual(reader);

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const { code } = firstCodeTabs(page);
  await expect(code).toContainText(reader.apiKey);
  // The static HTML itself keeps the placeholders: the keys only ever exist in the browser.
  const html = await (await page.request.get(docsPage)).text();
  expect(html).toContain(placeholders.apiKey);
  expect(html).not.toContain(reader.apiKey);

  await openExplorer(page);
  const token = page.getByRole('textbox', { name: 'Bearer Token' });
  await expect(token).toHaveValue(reader.apiKey);
  const control = page.locator('.openapi-tabs__code-container-inner').getByRole('button', { name: text.openActive }).first();
  await control.click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('textbox', { name: text.apiKeyLabel })).toHaveValue(reader.apiKey);
  await expect(dialog.getByRole('textbox', { name: text.pointOfSaleIdLabel })).toHaveValue(reader.pointOfSaleId);
  await dialog.getByRole('button', { name: text.clear }).click();
  await expect(dialog).toBeHidden();
  await expect(apiSample(page)).toContainText(explorerMaskedBearer);
  await expect(apiSample(page)).toContainText(placeholders.pointOfSaleId);
  await expect(apiSample(page)).not.toContainText(reader.apiKey);
  // The explorer starts on the in-browser simulated sandbox, which gets the samples' test key so
  // that Send works without one; any other server gets an empty token.
  await expect(token).toHaveValue(placeholders.apiKey);
  await chooseServer(page, urls.apiLocalSandbox);
  await expect(token).toHaveValue('');
  expect(await storedEntry(page), 'the stored entry after Clear').toBeNull();

  await open(page, docsPage);
  await expect(code).toContainText(`Bearer ${placeholders.apiKey}`);
  await expect(page.getByRole('main').getByRole('button', { name: text.open }).first()).toBeVisible();
  expect((await allSampleTexts(page)).filter((sample) => sample.includes(reader.apiKey))).toEqual([]);
});

test('keys saved on an API page fill the request body while it is unedited, and never replace an edit', async ({ page }) => {
  await openExplorer(page);
  const body = page.locator('.openapi-explorer__playground-editor');
  await expect(body).toContainText(`"pointOfSaleId": "${placeholders.pointOfSaleId}"`);
  const samples = page.locator('.openapi-tabs__code-container-inner');
  await samples.getByRole('button', { name: text.open }).first().click();
  await typeKeys(page, reader);
  await expect(dialogOf(page)).toBeHidden();
  await expect(body).toContainText(`"pointOfSaleId": "${reader.pointOfSaleId}"`);

  // The reader writes their own body; clearing the keys afterwards leaves it as typed.
  const edited = '{"amount": 1250}';
  await body.locator('pre').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await body.locator('pre').pressSequentially(edited, { delay: 10 });
  await expect(body).toHaveText(edited);
  await samples.getByRole('button', { name: text.openActive }).first().click();
  await dialogOf(page).getByRole('button', { name: text.clear }).click();
  await expect(dialogOf(page)).toBeHidden();
  await expect(apiSample(page), 'the generated sample is back to the masked key').toContainText(explorerMaskedBearer);
  await expect(body).toHaveText(edited);
});

test('a live key or point of sale is refused with the reason, and nothing is stored', async ({ page }) => {
  const liveKey = 'sk_live_51Hx9QwErTyUiOpAsDfGh';
  await open(page, docsPage);
  const control = await openPanelWithKeyboard(page);
  await typeKeys(page, { apiKey: liveKey, pointOfSaleId: reader.pointOfSaleId });
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text.errors.liveApiKey)).toBeVisible();
  const apiKeyField = dialog.getByRole('textbox', { name: text.apiKeyLabel });
  await expect(apiKeyField).toBeFocused();
  await expect(apiKeyField).toHaveAttribute('aria-invalid', 'true');
  await expect(apiKeyField).toHaveAccessibleDescription(new RegExp(text.errors.liveApiKey.slice(0, 40)));
  expect(await storedEntry(page), 'stored after a live key').toBeNull();
  expect(
    (await allSampleTexts(page)).filter((sample) => sample.includes(liveKey) || sample.includes(reader.pointOfSaleId)),
  ).toEqual([]);

  await apiKeyField.fill('sk_test_short');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(text.errors.apiKeyShape)).toBeVisible();
  await expect(dialog.getByText(text.errors.liveApiKey)).toHaveCount(0);

  await apiKeyField.fill(reader.apiKey);
  await dialog.getByRole('textbox', { name: text.pointOfSaleIdLabel }).fill('pos_live_9Zz8Yy7Xx');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog.getByText(text.errors.livePointOfSaleId)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text.pointOfSaleIdLabel })).toBeFocused();
  expect(await storedEntry(page), 'stored after a live point of sale').toBeNull();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toHaveAccessibleName(text.open);
  await expect(firstCodeTabs(page).code).toContainText(placeholders.apiKey);
});

test('with storage throwing, the panel says so and the keys still apply for this visit', async ({ page }) => {
  await blockStorage(page);
  await open(page, docsPage);
  const { code } = firstCodeTabs(page);
  await expect(code).toContainText(placeholders.apiKey);
  await openPanelWithKeyboard(page);
  await expect(dialogOf(page).getByText(text.storageBlocked)).toBeVisible();
  await typeKeys(page, reader);
  await expect(dialogOf(page)).toBeHidden();
  await expect(code).toContainText(`Bearer ${reader.apiKey}`);

  // Another page of the same visit (client-side navigation) shows them too.
  await page.getByRole('main').getByRole('link', { name: 'Set up a point of sale' }).first().click();
  await expect(page).toHaveURL(/\/setup-pos$/);
  await expect(page.getByRole('main').locator('pre').filter({ hasText: reader.apiKey }).first()).toBeVisible();

  // Nothing could be remembered: a reload starts from the placeholders.
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: text.open }).first()).toBeVisible();
  expect((await allSampleTexts(page)).filter((sample) => sample.includes(reader.apiKey))).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open panel with an error has no axe violations (${mode})`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(page, docsPage);
    await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
    await openPanelWithKeyboard(page);
    await typeKeys(page, { apiKey: 'sk_live_51Hx9QwErTyUiOpAsDfGh', pointOfSaleId: 'pos_test_x' });
    await expect(dialogOf(page).getByText(text.errors.liveApiKey)).toBeVisible();
    await expectNoViolations(page, testInfo, `the open panel with an error (${mode})`);
  });
}
