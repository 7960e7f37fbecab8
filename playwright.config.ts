/**
 * Browser tests: a real Chromium (Debian's /usr/bin/chromium when present) against the
 * production build served on localhost by scripts/ops/serve.mjs. Tests talk to localhost only.
 */
import { defineConfig, devices } from '@playwright/test';
import { urls } from './config/brand';
import { chromiumArgs, chromiumExecutable, fullChromiumExecutable } from './config/chromium.mjs';

export const port = Number(process.env.TEST_PORT ?? 3100);
/** The build the browser tests serve; another folder lets several builds be tested side by side. */
const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
/** The local API sandbox: the port payments.yaml names as its local server. */
const sandboxPort = new URL(urls.apiLocalSandbox).port;

/**
 * TEST_NO_SERVERS=1: start neither server (scripts/check/test.sh runs the `unit` project that way while
 * the site builds: those tests need no build and no server).
 */
const startServers = !process.env.TEST_NO_SERVERS;

export default defineConfig({
  projects: [
    // Logic tests in Node: no build needed. Only the journeys open pages (the sandbox's payment
    // page), in the full browser: a payment there ends in a form post whose redirect goes to the
    // shop's https return URL, which the test answers itself (context.route); the headless shell
    // does not hand that redirect to Playwright (net::ERR_NAME_NOT_RESOLVED), the full browser does.
    {
      name: 'unit',
      testDir: './tests/unit',
      use: {
        launchOptions: { executablePath: fullChromiumExecutable, args: chromiumArgs },
      },
    },
    // Node tests of the build's output files (HTML, headers, feeds, search index, the MCP server
    // over the build): they read TEST_BUILD_DIR, so they run after the build.
    { name: 'build-output', testDir: './tests/build' },
    { name: 'e2e', testDir: './tests/e2e' },
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI: one retry, so that a test that fails once under load and then passes does not sink the run; the
  // summary at the end of npm test names every such flaky test (scripts/check/summarize-tests.mjs).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.TEST_JSON_REPORT ?? 'test-results/e2e.json' }]],
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
  webServer: !startServers
    ? []
    : [
        {
          command: `node scripts/ops/serve.mjs --port ${port} --dir ${buildDir}`,
          url: `http://localhost:${port}/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `node scripts/ops/sandbox.mjs --port ${sandboxPort}`,
          // 401: the sandbox answers, and demands the bearer key.
          url: `http://localhost:${sandboxPort}/v1/transactions`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
