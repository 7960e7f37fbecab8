/**
 * The notification signature checker on the webhook pages, as a reader uses it: fill the example
 * and see a valid signature, then break it one way at a time (body, secret, timestamp, header)
 * and read why it fails. The check must run in the page: no request leaves it.
 */
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { testCredentials } from '../../config/brand';
import { expect, open, test } from './fixtures';
import { expectNoViolations } from './axe';

const route = '/products/payment-window/webhook';

function checker(page: Page) {
  return page.getByRole('form', { name: 'Notification signature checker' });
}

function sign(body: string, timestamp: number, secret: string = testCredentials.webhookSecret): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Opens the page and fills the example; returns the form and its fields. */
async function withExample(page: Page) {
  await open(page, route);
  const form = checker(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Fill with an example' }).click();
  const fields = {
    body: form.getByRole('textbox', { name: 'Raw notification body' }),
    header: form.getByRole('textbox', { name: 'Acme-Signature header' }),
    secret: form.getByRole('textbox', { name: 'Signing secret' }),
    ignoreAge: form.getByRole('checkbox', { name: /Ignore the timestamp's age/ }),
    check: form.getByRole('button', { name: 'Check signature' }),
    verdict: form.getByRole('status'),
  };
  await expect(fields.verdict, 'the example is valid at once').toContainText('Valid signature');
  return { form, ...fields };
}

test('the partial and every product webhook page show the checker', async ({ page }) => {
  for (const path of ['/partials/webhook', '/products/payment-window/webhook', '/products/hosted-fields/webhook']) {
    await open(page, path);
    await expect(checker(page), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check a signature in your browser' }), path).toBeVisible();
  }
});

test('Fill with an example: the example body, a fresh header and the sandbox secret give a valid signature', async ({ page }) => {
  const before = Math.floor(Date.now() / 1000);
  const { body, header, secret, verdict } = await withExample(page);
  const bodyText = await body.inputValue();
  expect(JSON.parse(bodyText).type, 'the example notification of payments.yaml').toBe('transaction.captured');
  await expect(secret).toHaveValue(testCredentials.webhookSecret);
  const headerText = await header.inputValue();
  const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(headerText)?.[1]);
  expect(t, `a freshly signed header, got ${headerText}`).toBeGreaterThanOrEqual(before - 5);
  // The page's signature is the HMAC-SHA256 Node computes for the same input.
  expect(headerText).toBe(sign(bodyText, t));
  await expect(verdict).toContainText('within the 300-second tolerance');
});

test('one changed character of the body: signature mismatch, with both likely causes', async ({ page }) => {
  const { body, check, verdict } = await withExample(page);
  const original = await body.inputValue();
  expect(original).toContain('"amount":12500');
  await body.fill(original.replace('"amount":12500', '"amount":12501'));
  await expect(verdict, 'the old verdict goes when the input changes').not.toContainText('Valid signature');
  await check.click();
  await expect(verdict).toContainText('Signature mismatch');
  await expect(verdict).toContainText('Wrong secret');
  await expect(verdict).toContainText('Altered body');
  await expect(verdict).toContainText('serialised again');
  await expect(verdict).not.toContainText('Found it');
});

test('a pretty-printed copy of the body: the mismatch names re-serialised JSON as the cause', async ({ page }) => {
  const { body, check, verdict } = await withExample(page);
  await body.fill(JSON.stringify(JSON.parse(await body.inputValue()), null, 2));
  await check.click();
  await expect(verdict).toContainText('Signature mismatch');
  await expect(verdict).toContainText('Found it: the signature matches this body re-serialised as compact JSON');
});

test('a wrong secret: signature mismatch, and the signature this secret would give', async ({ page }) => {
  const { body, header, secret, check, verdict } = await withExample(page);
  await secret.click();
  await secret.press('End');
  await secret.press('Backspace');
  await secret.pressSequentially('x');
  await check.click();
  await expect(verdict).toContainText('Signature mismatch');
  const t = Number(/^t=(\d+)/.exec(await header.inputValue())?.[1]);
  const expected = sign(await body.inputValue(), t, `${testCredentials.webhookSecret.slice(0, -1)}x`);
  await expect(verdict).toContainText(expected.replace(/^t=\d+,/, ''));
  // An API key pasted by mistake is named as such.
  await secret.fill(testCredentials.apiKey);
  await check.click();
  await expect(verdict).toContainText('does not start with whsec_');
});

test('an old timestamp: stale, with its age; accepted when the age is ignored', async ({ page }) => {
  const { body, header, ignoreAge, check, verdict } = await withExample(page);
  const old = Math.floor(Date.now() / 1000) - 2 * 3600 - 13 * 60;
  await header.fill(sign(await body.inputValue(), old));
  await check.click();
  await expect(verdict).toContainText('Stale timestamp');
  await expect(verdict).toContainText('2 hours 13 minutes ago');
  await expect(verdict).toContainText('more than the 300-second tolerance');
  await ignoreAge.check();
  await check.click();
  await expect(verdict).toContainText('Valid signature');
  await expect(verdict).toContainText("The timestamp's age was not checked");
  // Ignoring the age does not accept a forged signature.
  await header.fill(sign(await body.inputValue(), old, 'whsec_test_someoneElse'));
  await check.click();
  await expect(verdict).toContainText('Signature mismatch');
});

test('malformed headers: the message says what is wrong', async ({ page }) => {
  const { header, verdict } = await withExample(page);
  const valid = await header.inputValue();
  const v1 = valid.split(',v1=')[1] ?? '';
  const t = valid.split(',')[0] ?? '';
  const cases: [string, RegExp][] = [
    ['garbage', /"garbage" where a key=value pair belongs/],
    [`v1=${v1}`, /no t= part/],
    [t, /no v1= part/],
    [`${t},v1=${'zz'.padEnd(64, '0')}`, /v1 is not hexadecimal/],
    [`${t},v1=${v1.slice(0, 40)}`, /v1 has 40 hex characters; an HMAC-SHA256 signature has 64/],
    [`Acme-Signature: ${valid}`, /without the "Acme-Signature:" name/],
  ];
  for (const [value, message] of cases) {
    await header.fill(value);
    await header.press('Enter'); // Enter in a field submits the form
    await expect(verdict, value).toContainText('Malformed header');
    await expect(verdict, value).toContainText(message);
  }
});

test('keyboard only: Tab to the fields, Ctrl+Enter in the body checks; nothing is sent over the network', async ({ page }) => {
  const { body, verdict } = await withExample(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await body.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' ');
  await page.keyboard.press('Control+Enter');
  await expect(verdict).toContainText('Signature mismatch');
  await expect(verdict).toContainText('with the whitespace at its start and end removed');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Acme-Signature header' })).toBeFocused();
  expect(requests, 'the check makes no request').toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation in the checker with each verdict (${mode})`, async ({ page }, testInfo) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const { body, header, check, verdict } = await withExample(page);
    await expect(page.locator(`html[data-theme="${mode}"]`)).toHaveCount(1);
    const scan = async (label: string) => {
      await expectNoViolations(page, testInfo, `the checker: ${label} (${mode})`, {
        include: 'form[aria-label="Notification signature checker"]',
      });
    };
    await scan('valid');
    const original = await body.inputValue();
    await body.fill(`${original} `);
    await check.click();
    await expect(verdict).toContainText('Signature mismatch');
    await scan('mismatch');
    await body.fill(original);
    await header.fill(sign(original, 1_748_779_200));
    await check.click();
    await expect(verdict).toContainText('Stale timestamp');
    await scan('stale');
    await header.fill('garbage');
    await check.click();
    await expect(verdict).toContainText('Malformed header');
    await scan('malformed');
  });
}
