/**
 * The in-browser sandbox keeps its state in sessionStorage, where anything can end up (an older
 * build's shape, an edit by hand): a state of the wrong shape is refused on restore with a
 * readable message, the sandbox starts empty, and Send gets real answers instead of a 500 on
 * every request (issue 32).
 */
import { browserServer, browserStateStorageKey } from '../../sandbox/browser/config.cjs';
import { expect, noApiServers, open, sendToBrowserSandbox, test } from './fixtures';

for (const [name, saved] of [
  ['an empty object', '{}'],
  ['accounts that are a list', '{"accounts":[],"deliveries":[]}'],
] as const) {
  test(`a saved state that is ${name} resets with a message, and Send answers`, async ({ page }) => {
    await noApiServers(page);
    await page.addInitScript(
      ({ storageKey, value }) => {
        // Once: the sandbox then saves its fresh state, which the next load must find.
        if (!window.sessionStorage.getItem('spec-seeded')) {
          window.sessionStorage.setItem('spec-seeded', '1');
          window.sessionStorage.setItem(storageKey, value);
        }
      },
      { storageKey: browserStateStorageKey, value: saved },
    );
    await open(page, '/api/list-transactions');
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await expect(page.locator('.openapi-explorer__server-url')).toHaveText(browserServer.url);
    await expect(page.getByRole('alert').filter({ hasText: 'saved sandbox state cannot be used' })).toBeVisible();
    const response = await sendToBrowserSandbox(page);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ data: [] });
  });
}
