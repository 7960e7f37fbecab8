/**
 * The API explorer's request body editor keeps what the reader types (issue 32): every key at full
 * typing speed, on a slow phone's CPU too, and the first click on Send after an edit sends the
 * body as shown. Before, typing fast threw React error #185 and dropped keys, and leaving a long
 * body for the Send button made the editor shrink so that the click missed the button.
 * Requests go to the simulated sandbox in the page (no API server needed).
 */
import type { Page } from '@playwright/test';
import { browserServer, simulatedSandboxText } from '../../config/sandbox';
import { expect, open, test } from './fixtures';

const operation = '/api/initialize-payment-session';

/** A valid session body of over 300 characters, on one line (the editor indents after Enter). */
const longBody = JSON.stringify({
  pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
  amount: 1250,
  currency: 'EUR',
  orderId: 'order-issue-32',
  description: 'Two mugs, a kettle and a box of tea: typed at full speed into the explorer, every key kept {"quoted": [1, 2]}',
  captureMode: 'manual',
  hostedConfiguration: { returnUrl: 'https://shop.example/checkout/complete?order=issue-32' },
});

/** Loads the explorer (first pointer move) and waits until the simulated sandbox answers. */
async function explorerReady(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
  await expect(page.getByRole('status').filter({ hasText: simulatedSandboxText.ready })).toBeVisible();
}

/** The body editor's text (editable while it has the focus; the explorer makes it read-only on blur). */
function bodyEditor(page: Page) {
  return page.getByRole('group').filter({ hasText: 'Body' }).locator('.openapi-explorer__playground-editor pre');
}

/** Empties the body editor and gives it the focus. */
async function emptyBody(page: Page): Promise<void> {
  await bodyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect(bodyEditor(page)).toHaveText('');
}

test('every key typed at full speed into the request body is kept', async ({ page }) => {
  expect(longBody.length).toBeGreaterThan(300);
  await open(page, operation);
  await explorerReady(page);
  await emptyBody(page);
  // Keys come faster than the page handles them (a fast typist, a slow phone): every key's down and
  // up are sent at once, without waiting for the page, and queue in the browser as a keyboard's do.
  const cdp = await page.context().newCDPSession(page);
  await Promise.all(
    [...longBody].flatMap((key) => [
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key }),
    ]),
  );
  // The console guard (fixtures.ts) fails the test on any page error, such as React's #185.
  await expect(bodyEditor(page)).toHaveText(longBody);
});

test('the first click on Send after editing a long body sends it as shown', async ({ page }) => {
  test.setTimeout(60_000); // 300 keys, one at a time
  // One column (a tablet, a narrow window): the button sits right below the editor.
  await page.setViewportSize({ width: 900, height: 800 });
  await open(page, operation);
  await explorerReady(page);
  await emptyBody(page);
  await page.keyboard.type(longBody, { delay: 0 });
  await expect(bodyEditor(page)).toHaveText(longBody);
  const heightWhileEditing = (await bodyEditor(page).boundingBox())?.height;
  const sent = page.waitForRequest((request) => request.url().startsWith(`${browserServer.url}/`), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const request = await sent.catch(() => {
    throw new Error('one click on Send sent no request');
  });
  expect(request.postData(), 'the body sent is the body shown').toBe(longBody);
  const response = await request.response();
  expect(response?.status(), await response?.text()).toBe(201);
  await expect(page.locator('.openapi-explorer__response-container').getByRole('tab', { name: '201' })).toBeVisible();
  // Leaving the editor did not change its size: the button stayed under the pointer.
  expect((await bodyEditor(page).boundingBox())?.height).toBe(heightWhileEditing);
});
