/**
 * Every journey runs as printed: for each docs page with runnable samples, its curl samples (one
 * test) and its Node.js samples (another) run in page order against a fresh stateful sandbox
 * (sandbox/, strict: every request and response validated against payments.yaml), with the
 * page's journey directives in between (tests/unit/journeys.ts): the customer pays on the
 * sandbox's payment page in Chromium, notifications are read as the page's handler would get them.
 * IDs flow from step to step through the variables the page names (`sets="SESSION_ID=sessionId"`,
 * then `$SESSION_ID` / `process.env.SESSION_ID`). Each journey runs twice on the same sandbox:
 * the second run must pass too, on the idempotent replays the page's own keys produce.
 *
 * The samples call https://sandbox.api.acmepay.example; the test points that host at the local
 * sandbox. Nothing leaves this machine: the sandbox records notifications for other hosts
 * without sending them, and the browser answers shop pages (returnUrl) itself.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Browser } from '@playwright/test';
import { testCredentials } from '../../config/brand';
import { hardenCurl, parseMeta } from './doc-samples';
import { freePort, runCommand, type RunResult } from './run-command';
import { journeySteps, lastJson, valueAt, type Step } from './journeys';

const root = path.resolve(__dirname, '../..');
const sandboxHost = 'https://sandbox.api.acmepay.example';
const sampleTimeoutMs = 20_000;

type Journey = { file: string; language: 'curl' | 'node'; steps: Step[] };

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(dir, name))
    .sort();
}

const journeys: Journey[] = mdxFiles(path.join(root, 'docs')).flatMap((absolute) => {
  const file = path.relative(root, absolute).split(path.sep).join('/');
  const mdx = readFileSync(absolute, 'utf8');
  return (['curl', 'node'] as const)
    .map((language) => ({ file, language, steps: journeySteps(mdx, file, language) }))
    .filter((journey) => journey.steps.some((step) => step.kind === 'sample'));
});

// ---------------------------------------------------------------------------------------------

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<RunResult> {
  return runCommand(command, args, { cwd, env, timeoutMs: sampleTimeoutMs });
}

/** The environment of a sample: the journey's variables, no proxies, no test-runner NODE_OPTIONS. */
function sampleEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' };
  for (const key of ['NODE_OPTIONS', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'ALL_PROXY', 'all_proxy'])
    delete env[key];
  return env;
}

/** Variables a sample reads: `$NAME` / `${NAME}` in shell, `process.env.NAME` in Node. */
function variablesRead(code: string, language: 'curl' | 'node'): string[] {
  const pattern = language === 'curl' ? /\$\{?([A-Z][A-Z0-9_]*)\}?/g : /process\.env\.([A-Z][A-Z0-9_]*)/g;
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]!))];
}

type Sandbox = { origin: string; stop: () => Promise<void>; simulator: any };

async function startSandbox(): Promise<Sandbox> {
  const { startSandbox: start } = await import(pathToFileURL(path.join(root, 'sandbox/node-host.mjs')).href);
  const port = await freePort();
  const sandbox = await start({ port, strictResponses: true, payoutDelayMs: 200, retryDelaysMs: [] });
  return { origin: `http://localhost:${port}`, stop: () => sandbox.close(), simulator: sandbox.simulator };
}

class StepError extends Error {}

function describeStep(journey: Journey, step: Step): string {
  if (step.kind === 'sample')
    return `${journey.file}:${step.line} ${parseMeta(step.block.meta).attributes.title ?? step.block.lang}`;
  return `${journey.file}:${step.line} journey ${step.kind}${step.kind === 'pay' ? ` ${step.target}` : ` ${step.eventType}`}`;
}

async function runSample(
  step: Step & { kind: 'sample' },
  language: 'curl' | 'node',
  vars: Record<string, string>,
  origin: string,
) {
  const code = step.block.code.split(sandboxHost).join(origin);
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-'));
  try {
    if (language === 'curl') {
      const hardened = hardenCurl(code);
      return await run('bash', ['-c', `set -eo pipefail\n${hardened}`], sampleEnv(vars), dir);
    }
    const file = path.join(dir, 'sample.mjs');
    writeFileSync(file, code);
    return await run(process.execPath, [file], sampleEnv(vars), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The customer pays on the sandbox's payment page, in Chromium, as a reader of the page would. */
async function pay(browser: Browser, step: Step & { kind: 'pay' }, vars: Record<string, string>, origin: string) {
  const value = vars[step.target];
  if (!value) throw new StepError(`${step.target} is not set: no earlier step of the page sets it (sets="${step.target}=...").`);
  const url = /^https?:/.test(value) ? value : `${origin}/checkout/${value}`;
  const context = await browser.newContext();
  try {
    // The shop's returnUrl (https://shop.example/...) is answered here: nothing leaves the machine.
    await context.route(
      (u) => !['localhost', '127.0.0.1'].includes(u.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at the shop</h1>' }),
    );
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(url);
    // A second run meets the session it paid on the first: the page says so, and that is fine.
    const status = page.getByRole('status');
    if ((await status.count()) && /complete/i.test(await status.innerText())) return 'already paid';
    if (step.birthDate) await page.getByLabel(/Date of birth/).fill(step.birthDate);
    await page.getByLabel('Card number').fill(step.card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/35');
    await page.getByLabel('CVC').fill(step.card.replace(/\s/g, '').startsWith('37') ? '1234' : '123');
    await page.getByRole('button', { name: /^Pay / }).click();
    if (step.challenge) {
      await page.getByLabel('One-time code').fill('123456');
      await page.getByRole('button', { name: 'Confirm' }).click();
    }
    const shop = page.getByRole('heading', { name: 'Back at the shop' });
    const problem = page.locator('[role=alert]');
    await expect(shop.or(problem)).toBeVisible();
    if (await problem.isVisible()) throw new StepError(`the payment page says: ${await problem.innerText()}`);
    return 'paid';
  } finally {
    await context.close();
  }
}

async function sessionTransaction(origin: string, sessionId: string): Promise<string> {
  const response = await fetch(`${origin}/v1/transactions?sessionId=${encodeURIComponent(sessionId)}`, {
    headers: { Authorization: `Bearer ${testCredentials.apiKey}` },
  });
  const body = (await response.json()) as { data: { id: string; status: string }[] };
  const paid =
    body.data.find((t) => ['authorized', 'captured', 'partially_captured', 'pending'].includes(t.status)) ?? body.data[0];
  if (!paid) throw new StepError(`the sandbox has no transaction for session ${sessionId}`);
  return paid.id;
}

/**
 * The first notification of a type this run has not read yet, oldest first: on the first run the
 * events its steps caused; on the second (replays cause none) the same events again, in order.
 */
async function notification(sandbox: Sandbox, eventType: string, consumed: Set<string>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = (sandbox.simulator.notifications.list(testCredentials.apiKey) as { type: string; payload: any }[])
      .filter((d) => d.type === eventType)
      .map((d) => d.payload);
    const fresh = events.find((e) => !consumed.has(e.eventId));
    if (fresh) {
      consumed.add(fresh.eventId);
      return fresh;
    }
    if (Date.now() > deadline) {
      const seen = (sandbox.simulator.notifications.list(testCredentials.apiKey) as { type: string }[]).map((d) => d.type);
      throw new StepError(`no ${eventType} notification arrived (the sandbox sent: ${seen.join(', ') || 'none'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runJourney(journey: Journey, sandbox: Sandbox, browser: Browser, replay: boolean) {
  const vars: Record<string, string> = {};
  const consumed = new Set<string>();
  const log: string[] = [];
  for (const [index, step] of journey.steps.entries()) {
    const name = `step ${index + 1} of ${journey.steps.length} (${describeStep(journey, step)})`;
    try {
      if (step.kind === 'sample') {
        const missing = variablesRead(step.block.code, journey.language).filter((v) => !(v in vars));
        if (missing.length)
          throw new StepError(
            `it reads ${missing.join(', ')}, which no earlier step of the page sets (sets="NAME=path" on the step that returns it)`,
          );
        const result = await runSample(step, journey.language, vars, sandbox.origin);
        if (result.code !== 0 || result.timedOut)
          throw new StepError(
            `${result.timedOut ? `timed out after ${sampleTimeoutMs} ms` : `exit ${result.code}`}\n--- stdout ---\n${result.stdout.trim() || '(empty)'}\n--- stderr ---\n${result.stderr.trim() || '(empty)'}`,
          );
        if (step.sets.length) {
          const json = lastJson(result.stdout);
          if (json === undefined)
            throw new StepError(`it sets ${step.sets.map((s) => s.name).join(', ')} but printed no JSON:\n${result.stdout}`);
          for (const { name: variable, path: at } of step.sets) {
            const value = valueAt(json, at);
            if (typeof value !== 'string' && typeof value !== 'number')
              throw new StepError(
                `${variable}=${at}: the answer has no value at "${at}":\n${JSON.stringify(json, null, 2).slice(0, 1500)}`,
              );
            vars[variable] = String(value);
          }
        }
        log.push(`${name}: ok`);
      } else if (step.kind === 'pay') {
        const outcome = await pay(browser, step, vars, sandbox.origin);
        if (step.sets) vars[step.sets] = await sessionTransaction(sandbox.origin, vars[step.target]!);
        log.push(`${name}: ${outcome}`);
      } else {
        const event = await notification(sandbox, step.eventType, consumed);
        for (const { name: variable, path: at } of step.sets) {
          const value = valueAt(event, at);
          if (typeof value !== 'string')
            throw new StepError(`${variable}=${at}: the ${step.eventType} notification has no value there`);
          vars[variable] = value;
        }
        log.push(`${name}: ${event.eventId}`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${replay ? 'Second run' : 'First run'}, ${name} failed: ${message}\n\nSteps before it:\n${log.join('\n')}`,
        { cause: error },
      );
    }
  }
  return vars;
}

test.describe('journeys run as printed against the sandbox', () => {
  test('the harness fails a journey whose step reads an ID no earlier step sets, or uses an unknown ID', async ({ browser }) => {
    // A test that cannot fail is worth nothing: a broken journey fails with a readable message.
    const mdx = [
      '```bash title="Get the transaction" runnable',
      `curl "${sandboxHost}/v1/transactions/$TRANSACTION_ID" --header "Authorization: Bearer ${testCredentials.apiKey}"`,
      '```',
      '',
      '```bash title="Get an example transaction" runnable',
      `curl "${sandboxHost}/v1/transactions/trx_5Fh9Qz2Wk7Nc4Lp8Vd" --header "Authorization: Bearer ${testCredentials.apiKey}"`,
      '```',
    ].join('\n');
    const all = journeySteps(mdx, 'broken.mdx', 'curl');
    const sandbox = await startSandbox();
    try {
      await expect(
        runJourney({ file: 'broken.mdx', language: 'curl', steps: all.slice(0, 1) }, sandbox, browser, false),
      ).rejects.toThrow(/reads TRANSACTION_ID, which no earlier step of the page sets/);
      await expect(
        runJourney({ file: 'broken.mdx', language: 'curl', steps: all.slice(1) }, sandbox, browser, false),
      ).rejects.toThrow(/resource_not_found/);
    } finally {
      await sandbox.stop();
    }
  });

  test('every page that walks through a flow is a journey', () => {
    const files = new Set(journeys.map((j) => j.file));
    for (const page of [
      'docs/get-started/set-up-acme/accept-payment.mdx',
      'docs/products/payment-window/redirect.mdx',
      'docs/products/payment-window/authorization.mdx',
      'docs/products/hosted-fields/authorization.mdx',
      'docs/products/payment-links/server-side-initialization.mdx',
      'docs/products/age-verification/server-side-initialization.mdx',
      'docs/guides/update-payment-method.mdx',
    ])
      expect(files, page).toContain(page);
  });

  // One sandbox per worker (its validators compile once), emptied before each journey: every
  // journey starts from a fresh sandbox account, as a reader's own does.
  let shared: Sandbox | undefined;
  test.afterAll(async () => {
    await shared?.stop();
    shared = undefined;
  });

  for (const journey of journeys) {
    const samples = journey.steps.filter((s) => s.kind === 'sample').length;
    test(`${journey.file} (${journey.language === 'curl' ? 'curl' : 'Node.js'}, ${samples} samples, ${journey.steps.length} steps)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      shared ??= await startSandbox();
      shared.simulator.reset();
      const first = await runJourney(journey, shared, browser, false);
      const second = await runJourney(journey, shared, browser, true);
      // The page's idempotency keys make the second run replay: the same IDs come back.
      for (const [name, value] of Object.entries(first)) {
        if (/_ID$/.test(name))
          expect(second[name], `${name} on the second run (a replay returns the first run's ID)`).toBe(value);
      }
    });
  }
});
