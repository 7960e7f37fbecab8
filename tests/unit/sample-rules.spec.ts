/**
 * The kinds of mistakes of tests/unit/sample-rules.ts, on every page of docs/: a page that states
 * one again fails here (and in `npm run check:docs`). Each rule is also shown failing on a wrong
 * example and passing on the right one, so that none of them can pass by finding nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  acknowledgeBeforeStore,
  checkPage,
  invalidSessionStartsOver,
  releaseWithoutTransactionCheck,
  retrySkipsNetworkErrors,
} from './sample-rules';

const root = path.resolve(__dirname, '../..');

function pages(): { file: string; text: string }[] {
  return readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

test('no docs page repeats a known kind of sample or prose mistake', () => {
  const found = pages().flatMap(({ file, text }) => checkPage(file, text));
  expect(found, found.map((f) => `[${f.rule}] ${f.message}`).join('\n')).toEqual([]);
});

const js = (code: string) => ['```js', code, '```'].join('\n');

test('invalid_session: starting over without asking the server fails, asking first passes', () => {
  const wrong = js(`acme.on('error', ({ error }) => {
  if (error.code === 'session_expired' || error.code === 'invalid_session') {
    acme.destroy();
    window.location.assign('/checkout?restart=1'); // your server creates a new session
  }
});`);
  expect(invalidSessionStartsOver('x.mdx', wrong).map((f) => f.line)).toEqual([3]);
  const wrongCase = js(`switch (error.code) {
  case 'session_expired':
  case 'invalid_session':
    window.location.reload();
    return null;
  default:
    throw error;
}`);
  expect(invalidSessionStartsOver('x.mdx', wrongCase)).toHaveLength(1);
  const right = js(`if (code === 'invalid_session') {
  const status = await fetchOrderStatus(orderId);
  if (status === 'unpaid') await mountFields(true);
}`);
  expect(invalidSessionStartsOver('x.mdx', right)).toEqual([]);
  // Asking is not enough when a failed check ('unknown') falls through to the new session.
  const unknownStartsOver = js(`if (code === 'session_expired' || code === 'invalid_session') {
  const status = await fetchOrderStatus(orderId).catch(() => 'unknown');
  if (status === 'paid' || status === 'processing') {
    return showThanks(status);
  }
  await mountFields(true);
}`);
  expect(invalidSessionStartsOver('x.mdx', unknownStartsOver).map((f) => [f.line, f.message])).toEqual([
    [7, expect.stringContaining("a failed check ('unknown') must not start over")],
  ]);
  const unknownStops = js(`if (code === 'session_expired' || code === 'invalid_session') {
  const status = await fetchOrderStatus(orderId).catch(() => 'unknown');
  if (status === 'paid' || status === 'processing') {
    return showThanks(status);
  }
  if (status !== 'unpaid') {
    return showCheckYourOrder();
  }
  await mountFields(true);
}`);
  expect(invalidSessionStartsOver('x.mdx', unknownStops)).toEqual([]);
  expect(
    invalidSessionStartsOver('x.mdx', '| `invalid_session` | The session is completed. | Create a new session on your server. |'),
  ).toHaveLength(1);
  expect(
    invalidSessionStartsOver(
      'x.mdx',
      '| `invalid_session` | Completed. | Create a new session only if every transaction is `declined`. |',
    ),
  ).toEqual([]);
  // session_expired: a payment made just before expiry may still be pending.
  expect(
    invalidSessionStartsOver(
      'x.mdx',
      '| `session_expired` | The customer waited too long. | Create a new session on your server. |',
    ),
  ).toHaveLength(1);
  const wrongExpired = js(`if (error.code === 'session_expired') {
  window.location.reload();
}`);
  expect(invalidSessionStartsOver('x.mdx', wrongExpired)).toHaveLength(1);
});

test('held stock: a release on a timer or a missing notification fails without the transaction condition', () => {
  const wrong = [
    'Release held stock on your own timer when no payment notification came and no transaction of the session is `pending`.',
    '',
    "If you hold stock for an open session, release it with a timer of your own at the session's `expiresAt`.",
    '',
    'The cron job cancels the order after `expiresAt` only when none is `pending`, `authorized` or `captured`.',
  ].join('\n');
  expect(releaseWithoutTransactionCheck('x.mdx', wrong).map((f) => f.line)).toEqual([1, 3, 5]);
  const right =
    'At `expiresAt` your timer releases the stock only when every transaction of the session is `declined` or `failed`, or there is none.';
  expect(releaseWithoutTransactionCheck('x.mdx', right)).toEqual([]);
  expect(releaseWithoutTransactionCheck('x.mdx', js('// release the stock at expiresAt'))).toEqual([]);
});

test('notifications: answering 200 first or before the slow work fails unless the event is stored first', () => {
  const wrong = [
    'Its handler checks the `Acme-Signature` header, answers `200` at once, and then updates the order.',
    '- Answer notifications with `200` first, deduplicate on `eventId`, then do the slow work.',
    '- You answer `2xx` within 10 seconds and do slow work afterwards, for example in a queue.',
  ].join('\n');
  expect(acknowledgeBeforeStore('x.mdx', wrong).map((f) => f.line)).toEqual([1, 2, 3]);
  const right = [
    'Verify the signature, store the event, answer `200`, and only then do slow work.',
    'New event types can be added at any time: answer `2xx` to types you do not handle.',
  ].join('\n');
  expect(acknowledgeBeforeStore('x.mdx', right)).toEqual([]);
});

test('retries: a loop that retries 429 and 5xx but not a request without an answer fails', () => {
  const wrong = js(`const { status, code } = error;
const retryable = status === 429 || status >= 500 || code === 'idempotency_key_in_use';`);
  expect(retrySkipsNetworkErrors('x.mdx', wrong).map((f) => f.line)).toEqual([3]);
  const right = js(`const { status, code } = error;
const retryable = status === undefined || status === 429 || status >= 500;`);
  expect(retrySkipsNetworkErrors('x.mdx', right)).toEqual([]);
});
