/**
 * Browser tests: a real Chromium (Debian's /usr/bin/chromium when present) against the
 * production build served on localhost by scripts/serve.mjs. Tests talk to localhost only.
 */
import { defineConfig, devices } from '@playwright/test';
import { urls } from './config/brand';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

export const port = Number(process.env.TEST_PORT ?? 3100);
/** The build the browser tests serve; another folder lets several builds be tested side by side. */
const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
/** The local API sandbox: the port payments.yaml names as its local server. */
const sandboxPort = new URL(urls.apiLocalSandbox).port;

export default defineConfig({
  projects: [
    // Logic tests in Node: no browser is started for them.
    { name: 'unit', testDir: './tests/unit' },
    { name: 'e2e', testDir: './tests/e2e' },
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
    },
    trace: 'off',
  },
  // The static build, and the API simulator (sandbox/) that the explorer's local-sandbox tests call: one
  // of each for the whole run, so tests in parallel workers share them.
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port} --dir ${buildDir}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/sandbox.mjs --port ${sandboxPort}`,
      // 401: the sandbox answers, and demands the bearer key.
      url: `http://localhost:${sandboxPort}/v1/transactions`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
