/**
 * The site under its own security headers: a second static server (scripts/ops/serve.mjs, which
 * always sends the headers of the build's _headers; one per worker, on a free port), and every test
 * that uses this `test` fails on a Content-Security-Policy or Permissions-Policy report. Reports
 * are caught twice: the browser's console messages and `securitypolicyviolation` events.
 * Shared by csp.spec.ts and every-route.spec.ts (one server per worker for both).
 */
import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { securityHeaders, specApiServerOrigins } from '../../config/security';
import { searchMode } from '../../config/search';
import { collectScriptHashes } from '../../src/plugins/security-headers';
import { buildDir, expect, test as base } from './fixtures';
import { freePort } from '../unit/run-command';

type Violation = { kind: string; text: string; page: string };
export type CspRecorder = {
  violations: Violation[];
  /** Forgets what was recorded (for the test that provokes a violation on purpose). */
  clear: () => void;
};

export { freePort };

/** Starts scripts/ops/serve.mjs on a free port and resolves when it answers; `stop` ends it. */
export async function startServer(args: string[]): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/ops/serve.mjs', '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`serve.mjs ${args.join(' ')} exited: ${output}`);
    const ready = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`serve.mjs ${args.join(' ')} did not answer on ${origin}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  return { origin, stop };
}

export const test = base.extend<{ csp: CspRecorder }, { headersOrigin: string; expectedHeaders: Record<string, string> }>({
  // One static server with the security headers per worker.
  headersOrigin: [
    async ({}, use) => {
      const { origin, stop } = await startServer(['--dir', buildDir]);
      await use(origin);
      await stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The policy for this build, from config/security.ts and the build's own HTML (every page is read:
  // seconds on a busy machine, once per worker).
  expectedHeaders: [
    async ({}, use) => {
      const { hashes } = await collectScriptHashes(buildDir);
      const headers = securityHeaders({ scriptHashes: hashes, apiServers: specApiServerOrigins(), search: searchMode() });
      await use(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ headersOrigin }, use) => use(headersOrigin),
  csp: [
    async ({ page }, use) => {
      const violations: Violation[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content.Security.Policy|Permissions.Policy/i.test(text))
          violations.push({ kind: 'console', text, page: page.url() });
      });
      await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push({ kind: 'securitypolicyviolation', text, page: frame.url() });
      });
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} "${event.sample}"`,
            );
          },
          true,
        );
      });
      const recorder = { violations, clear: () => void violations.splice(0) };
      await use(recorder);
      expect(violations, 'Content-Security-Policy or Permissions-Policy reports').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Operation pages: their explorer has a request form (the webhook pages, extra routes, have none). */
export const isOperationRoute = (route: string): boolean =>
  /^\/api\/[a-z-]+$/.test(route) && route !== '/api/acme-payments-api' && !route.endsWith('-webhook');

/** Opens a route on the headers server and checks its status and that its headers are exactly the policy. */
export async function openWithHeaders(page: Page, route: string, expected: Record<string, string>, status = 200): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(status);
  const headers = (await response?.allHeaders()) ?? {};
  const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));
  expect(sent, `security headers of ${route}`).toEqual(expected);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Waits for what renders after hydration: the lazily loaded API explorer (diagrams are in the HTML). */
export async function renderLateParts(page: Page, route: string): Promise<void> {
  if (isOperationRoute(route)) {
    // The explorer loads at the reader's first sign of use (src/theme/ApiExplorer): a pointer move.
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await expect(page.locator('.openapi-explorer__request-form'), route).toBeVisible({ timeout: 15_000 });
  }
}
