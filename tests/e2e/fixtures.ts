/**
 * Shared browser-test fixtures: every page fails its test on a console error or an uncaught
 * exception, and `goto` waits for React hydration before the test reads the page.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { urls } from '../../config/brand';
import { browserServer } from '../../config/sandbox';

export type ConsoleGuard = {
  /** Messages matching one of these are expected by the test and not counted as failures. */
  allow: (pattern: RegExp) => void;
};

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      // Each error names the page it came from: a test may visit several.
      const at = () => new URL(page.url(), 'http://localhost').pathname;
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (on ${at()})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message} (on ${at()})`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The build under test (see playwright.config.ts). */
export const buildDir = process.env.TEST_BUILD_DIR ?? 'build';

/** Opens a path and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Reads a route list file: one path per line, `#` comments and blank lines skipped. */
export function readRouteList(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * Makes `window.localStorage` and `window.sessionStorage` throw a SecurityError on every read,
 * as Chrome does when the reader blocks cookies and site data, before any page script runs.
 */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
}

/**
 * Opens the explorer's server picker (its "Edit" button shows on hover over the current server)
 * and picks the server with this URL. The explorer starts on the first server: the simulated
 * sandbox that runs in the browser.
 */
export async function chooseServer(page: Page, url: string): Promise<void> {
  const baseUrl = page.getByRole('group').filter({ hasText: 'Base URL' });
  await baseUrl.locator('.openapi-explorer__server-url').hover();
  await baseUrl.getByRole('button', { name: 'Edit' }).click();
  await baseUrl.getByRole('combobox').selectOption({ label: url });
}

/** Every request the page makes to somewhere other than this machine (analytics, feedback tests). */
export function recordLeaks(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      leaks.push(request.url());
    }
  });
  return leaks;
}

/** No API server anywhere: the local sandbox and the hosted ones are refused, as if stopped. Returns the attempts. */
export async function noApiServers(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  for (const origin of [urls.apiLocalSandbox, urls.apiSandbox, urls.apiProduction]) {
    await page.route(`${origin}/**`, (route) => {
      attempts.push(route.request().url());
      return route.abort('connectionrefused');
    });
  }
  return attempts;
}

/** Clicks the explorer's Send and returns the in-browser sandbox's answer (served by its Service Worker). */
export async function sendToBrowserSandbox(page: Page): Promise<Response> {
  const answer = page.waitForResponse((response) => response.url().startsWith(`${browserServer.url}/`));
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const response = await answer;
  await expect(
    page.locator('.openapi-explorer__response-container').getByRole('tab', { name: String(response.status()) }),
  ).toBeVisible();
  return response;
}
