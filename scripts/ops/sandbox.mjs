#!/usr/bin/env node
/**
 * npm run sandbox: the stateful Acme Payments API simulator (sandbox/) on http://localhost:4010.
 *
 *   node scripts/ops/sandbox.mjs [--port 4010] [--forward http://localhost:3000/webhook]
 *   node scripts/ops/sandbox.mjs trigger <event type> [--key sk_test_...] [--object <id>] [--port 4010]
 *   node scripts/ops/sandbox.mjs notifications [--key sk_test_...] [--port 4010]
 *   node scripts/ops/sandbox.mjs reset [--key sk_test_...] [--port 4010]
 *
 * The commands talk to a running sandbox's developer endpoints (sandbox/dev-endpoints.mjs) with
 * the key as a bearer token: each sees and changes only that key's data (default: the docs' key).
 *
 * --forward: every notification goes to that URL INSTEAD of its notificationUrl (like
 * `stripe listen --forward-to`): the sandbox cannot reach public shop URLs such as the samples'
 * https://shop.example/webhooks/acme, and notifications without any notificationUrl are sent too.
 * --pre-authorization-url (with --pre-authorization-fallback approve|decline): the point of sale's
 * pre-authorisation webhook; Hosted Fields payments ask it first (sandbox/pre-authorization.mjs).
 */
import { testCredentials } from '../../config/testData.cjs';
import { startSandbox } from '../../sandbox/node-host.mjs';

const args = process.argv.slice(2);
const known = new Set(['--port', '--forward', '--key', '--object', '--pre-authorization-url', '--pre-authorization-fallback']);

/** One readable line and exit 1: a mistake on the command line is not a stack trace. @param {string} message */
function usage(message) {
  console.error(`sandbox: ${message}`);
  console.error(
    'usage: npm run sandbox -- [--port 4010] [--forward http://localhost:3000/webhooks/acme] [--pre-authorization-url <url> [--pre-authorization-fallback approve|decline]] | trigger <event> | notifications | reset',
  );
  process.exit(1);
}

for (const arg of args.filter((a) => a.startsWith('--'))) if (!known.has(arg)) usage(`unknown option ${arg}.`);
/** @param {string} name */
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value === '' || value.startsWith('--')) usage(`--${name} needs a value.`);
  return value;
};
const portText = option('port') ?? process.env.SANDBOX_PORT ?? '4010';
if (!/^\d+$/.test(portText) || Number(portText) < 1 || Number(portText) > 65535)
  usage(`--port must be a number from 1 to 65535, not "${portText}".`);
const port = Number(portText);
const forwardText = option('forward');
if (forwardText !== undefined && !/^https?:\/\/[^/]/.test(forwardText)) {
  usage(`--forward needs an absolute http(s) URL, such as http://localhost:3000/webhooks/acme, not "${forwardText}".`);
}
// The point of sale's pre-authorisation URL and fallback decision (Hosted Fields sessions only).
const preAuthorizationUrl = option('pre-authorization-url');
if (preAuthorizationUrl !== undefined && !/^https?:\/\/[^/]/.test(preAuthorizationUrl)) {
  usage(
    `--pre-authorization-url needs an absolute http(s) URL, such as http://localhost:3001/webhooks/acme/pre-authorization, not "${preAuthorizationUrl}".`,
  );
}
const fallback = option('pre-authorization-fallback') ?? 'approve';
if (fallback !== 'approve' && fallback !== 'decline')
  usage(`--pre-authorization-fallback is approve or decline, not "${fallback}".`);
if (option('pre-authorization-fallback') !== undefined && preAuthorizationUrl === undefined)
  usage('--pre-authorization-fallback needs --pre-authorization-url.');
const testKey = testCredentials.apiKey;
const command = args[0] && !args[0].startsWith('--') ? args[0] : 'start';

/**
 * Calls a developer endpoint of the running sandbox for the key of --key (else the docs' key).
 * @param {string} path @param {unknown} [body] a JSON body: the call is a POST
 */
async function callRunning(path, body) {
  /** @type {Record<string, string>} */
  const headers = { Authorization: `Bearer ${option('key') ?? testKey}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`http://localhost:${port}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) {
      console.error(`sandbox: ${answer.message ?? JSON.stringify(answer)}`);
      process.exit(1);
    }
    return answer;
  } catch (error) {
    console.error(
      `sandbox: no sandbox answers on http://localhost:${port} (${/** @type {any} */ (error).cause?.code ?? error}). Start it with: npm run sandbox`,
    );
    process.exit(1);
  }
}

if (command === 'trigger') {
  const type = args[1];
  if (!type || type.startsWith('--')) {
    console.error('usage: node scripts/ops/sandbox.mjs trigger <event type> [--key sk_test_...] [--object <id>]');
    process.exit(1);
  }
  const result = await callRunning('/_sandbox/trigger', { type, objectId: option('object') });
  for (const d of result.deliveries)
    console.log(
      `${d.type} ${d.eventId} -> ${d.url ?? '(no notificationUrl: set one on the point of sale or start with --forward)'}`,
    );
} else if (command === 'notifications') {
  const { data } = await callRunning('/_sandbox/notifications');
  if (!data.length) console.log('No notifications yet.');
  for (const d of data) {
    const last = d.attempts[d.attempts.length - 1];
    console.log(
      `${d.createdAt} ${d.type} ${d.eventId} ${d.status} ${d.url ?? ''} attempts=${d.attempts.length}${last ? ` last=${last.status ?? last.error}` : ''}`,
    );
  }
} else if (command === 'reset') {
  await callRunning('/_sandbox/reset', {});
  console.log('Reset: the sandbox forgot the objects and notifications of this key.');
} else if (command === 'start') {
  const forward = forwardText;
  try {
    const sandbox = await startSandbox({
      port,
      host: '127.0.0.1',
      forward,
      preAuthorization: preAuthorizationUrl ? { url: preAuthorizationUrl, fallback } : undefined,
      log: (line) => console.log(`sandbox: ${line}`),
    });
    // Since the process started (Node's performance clock starts with it), module loading included.
    const ms = Math.round(performance.now());
    console.log(`sandbox: Acme Payments API simulator on ${sandbox.url} (from openapi/payments.yaml, ready in ${ms} ms)`);
    console.log(
      `sandbox: send "Authorization: Bearer sk_test_..." on every request; each test key is its own account, starting with point of sale pos_test_7Hq2Lm9Xk4.`,
    );
    console.log(
      `sandbox: pay at the session's checkoutUrl (${sandbox.url}/checkout/<sessionId>) with the test cards, e.g. 4900 0000 0000 0003, 12/35, 123.`,
    );
    console.log(
      forward
        ? `sandbox: forwarding every notification to ${forward}, signed with ${testCredentials.webhookSecret}.`
        : "sandbox: notifications go to the notificationUrl of their session, payment link, charge or payout, else the point of sale's (subscription.* always the point of sale's); --forward <url> sends them all to one local URL.",
    );
    if (preAuthorizationUrl)
      console.log(
        `sandbox: Hosted Fields payments ask ${preAuthorizationUrl} to approve or decline first (no valid answer: ${fallback}).`,
      );
    console.log(
      'sandbox: npm run sandbox -- trigger transaction.captured | notifications | reset [--key sk_test_...]. Ctrl+C stops it.',
    );
    const stop = () => sandbox.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    const e = /** @type {any} */ (error);
    console.error(e.userFacing ? e.message : `sandbox: could not start: ${e.message}`);
    process.exit(1);
  }
} else {
  console.error(
    `sandbox: unknown command "${command}". Use: node scripts/ops/sandbox.mjs [--port 4010] [--forward <url>] | trigger <event> | notifications | reset`,
  );
  process.exit(1);
}
