/**
 * The Node.js signature check published in docs/partials/webhook.mdx (the ```js block whose meta
 * contains `webhook-verify`) must verify Acme-Signature headers exactly as payments.yaml specifies:
 * HMAC-SHA256 over "<t>.<raw body>" with the whsec_ secret, constant-time compare, 300 s tolerance.
 * The test extracts the block, imports it as an ES module and runs it against vectors computed here.
 * The browser's signature checker (src/lib/webhookSignature.ts, Web Crypto) runs against the SAME
 * vectors and must give the same verdict as the published sample for every one of them.
 */
import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSpec } from '../../spec/index.mjs';
import { testCredentials } from '../../config/brand';
import * as checker from '../../src/lib/webhookSignature';

type VerifyResult = { valid: true } | { valid: false; reason: 'malformed_header' | 'stale_timestamp' | 'signature_mismatch' };
type VerifyOptions = { toleranceSeconds?: number; now?: number };
type Verify = (rawBody: string | Buffer, signatureHeader: unknown, secret: string, options?: VerifyOptions) => VerifyResult;

const root = path.resolve(__dirname, '../..');
const partialPath = path.join(root, 'docs/partials/webhook.mdx');
const secret = testCredentials.webhookSecret;

/** The webhook section of payments.yaml, read once. */
function loadWebhookSpec() {
  const spec = readSpec(path.join(root, 'openapi/payments.yaml'));
  const post = spec.webhooks.notification.post;
  const body = post.requestBody.content['application/json'].examples.transactionCaptured.value;
  const header = post.parameters.find((p: any) => p.name === 'Acme-Signature');
  const vectorBody = /raw body\s+`([^`]+)`/.exec(post.description)?.[1];
  return { exampleBody: JSON.stringify(body), headerExample: header.example as string, vectorBody };
}

/** Extracts the webhook-verify block of the partial. */
function extractSample(): string {
  const mdx = readFileSync(partialPath, 'utf8');
  const blocks = [...mdx.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```\s*$/gm)].filter(([, , meta]) =>
    /\bwebhook-verify\b/.test(meta ?? ''),
  );
  expect(blocks, 'exactly one fenced block with the webhook-verify meta').toHaveLength(1);
  const [, lang, meta, code] = blocks[0]!;
  expect(lang).toBe('js');
  expect(meta).toContain('title="verify-signature.mjs"');
  return code!;
}

function sign(body: string, timestamp: number, key: string = secret): string {
  const v1 = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

let verifyAcmeSignature: Verify;
let code: string;
let workDir: string;
const spec = loadWebhookSpec();

test.beforeAll(async () => {
  code = extractSample();
  workDir = mkdtempSync(path.join(tmpdir(), 'acme-webhook-verify-'));
  const file = path.join(workDir, 'verify-signature.mjs');
  writeFileSync(file, code);
  const module = await import(pathToFileURL(file).href);
  verifyAcmeSignature = module.verifyAcmeSignature;
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.describe('webhook signature sample (docs/partials/webhook.mdx)', () => {
  test('is a self-contained ES module using node:crypto createHmac and timingSafeEqual', () => {
    expect(code).toMatch(/from ['"]node:crypto['"]/);
    expect(code).toContain('createHmac');
    expect(code).toContain('timingSafeEqual');
    expect(code).toMatch(
      /export function verifyAcmeSignature\(rawBody, signatureHeader, secret, \{ toleranceSeconds = 300, now = Math\.floor\(Date\.now\(\) \/ 1000\) \} = \{\}\)/,
    );
    expect(code).not.toMatch(/\brequire\(/);
    expect(typeof verifyAcmeSignature).toBe('function');
  });

  test('accepts a valid signature over the example notification body', () => {
    const now = 1_748_779_200;
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now), secret, { now })).toEqual({ valid: true });
    // The raw body as a Buffer, as a Node.js server receives it.
    expect(verifyAcmeSignature(Buffer.from(spec.exampleBody), sign(spec.exampleBody, now), secret, { now })).toEqual({
      valid: true,
    });
  });

  test('accepts timestamps up to the tolerance, in both directions', () => {
    const now = 1_748_779_200;
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now - 300), secret, { now })).toEqual({ valid: true });
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now + 300), secret, { now })).toEqual({ valid: true });
  });

  test('uses the current time by default', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now), secret)).toEqual({ valid: true });
  });

  test('rejects a signature made with another secret', () => {
    const now = 1_748_779_200;
    const header = sign(spec.exampleBody, now, 'whsec_test_wrongSecret000000');
    expect(verifyAcmeSignature(spec.exampleBody, header, secret, { now })).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
  });

  test('rejects an altered body', () => {
    const now = 1_748_779_200;
    const header = sign(spec.exampleBody, now);
    const altered = spec.exampleBody.replace('"amount":12500', '"amount":1');
    expect(altered).not.toBe(spec.exampleBody);
    expect(verifyAcmeSignature(altered, header, secret, { now })).toEqual({ valid: false, reason: 'signature_mismatch' });
    // Re-serialised JSON (different whitespace) is also a different body.
    const reserialised = JSON.stringify(JSON.parse(spec.exampleBody), null, 2);
    expect(verifyAcmeSignature(reserialised, header, secret, { now })).toEqual({ valid: false, reason: 'signature_mismatch' });
  });

  test('rejects a timestamp 301 seconds old, or 301 seconds in the future', () => {
    const now = 1_748_779_200;
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now - 301), secret, { now })).toEqual({
      valid: false,
      reason: 'stale_timestamp',
    });
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now + 301), secret, { now })).toEqual({
      valid: false,
      reason: 'stale_timestamp',
    });
  });

  test('honours a custom tolerance', () => {
    const now = 1_748_779_200;
    const header = sign(spec.exampleBody, now - 301);
    expect(verifyAcmeSignature(spec.exampleBody, header, secret, { now, toleranceSeconds: 600 })).toEqual({ valid: true });
  });

  test('rejects garbage and incomplete headers as malformed', () => {
    const now = 1_748_779_200;
    const valid = sign(spec.exampleBody, now);
    const v1 = valid.split(',v1=')[1] ?? '';
    for (const header of [
      'garbage',
      '',
      'v1=' + v1,
      `t=${now}`,
      `t=abc,v1=${v1}`,
      `t=${now},v1=xyz`,
      `t=${now},v1=${v1.slice(0, 63)}`,
      `t=${now};v1=${v1}`,
      undefined,
      null,
    ]) {
      expect(verifyAcmeSignature(spec.exampleBody, header, secret, { now }), `header ${JSON.stringify(header)}`).toEqual({
        valid: false,
        reason: 'malformed_header',
      });
    }
  });

  test('verifies the Acme-Signature example of payments.yaml at its own timestamp', () => {
    expect(spec.vectorBody, 'the test vector body in the webhook description').toBeTruthy();
    const vectorBody = spec.vectorBody as string;
    const timestamp = Number(/^t=(\d+),/.exec(spec.headerExample)?.[1]);
    expect(timestamp).toBe(1_748_779_200);
    // The documented vector is consistent with the scheme...
    expect(sign(vectorBody, timestamp)).toBe(spec.headerExample);
    // ...and the published sample accepts it at that time, and rejects it today as stale.
    expect(verifyAcmeSignature(vectorBody, spec.headerExample, secret, { now: timestamp })).toEqual({ valid: true });
    expect(verifyAcmeSignature(vectorBody, spec.headerExample, secret)).toEqual({ valid: false, reason: 'stale_timestamp' });
    expect(verifyAcmeSignature(vectorBody + ' ', spec.headerExample, secret, { now: timestamp })).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
  });
});

/** One input and the verdict every implementation must reach. */
type Vector = {
  name: string;
  body: string;
  header: string | null | undefined;
  secret?: string;
  now: number;
  expected: { valid: true } | { valid: false; reason: 'malformed_header' | 'stale_timestamp' | 'signature_mismatch' };
  /** For malformed headers: what the checker must say is wrong. */
  problem?: checker.HeaderProblem;
};

function vectors(): Vector[] {
  const now = 1_748_779_200;
  const body = spec.exampleBody;
  const valid = sign(body, now);
  const v1 = valid.split(',v1=')[1] ?? '';
  const mismatch = { valid: false, reason: 'signature_mismatch' } as const;
  const stale = { valid: false, reason: 'stale_timestamp' } as const;
  const malformed = (name: string, header: string | null | undefined, problem: checker.HeaderProblem): Vector => ({
    name: `malformed: ${name}`,
    body,
    header,
    now,
    expected: { valid: false, reason: 'malformed_header' },
    problem,
  });
  return [
    { name: 'valid', body, header: valid, now, expected: { valid: true } },
    { name: 'valid, 300 s old', body, header: sign(body, now - 300), now, expected: { valid: true } },
    { name: 'valid, 300 s ahead', body, header: sign(body, now + 300), now, expected: { valid: true } },
    { name: 'valid, spaces around the parts', body, header: ` t=${now} , v1=${v1} `, now, expected: { valid: true } },
    {
      name: 'the documented test vector',
      body: spec.vectorBody ?? '',
      header: spec.headerExample,
      now,
      expected: { valid: true },
    },
    { name: 'wrong secret', body, header: sign(body, now, 'whsec_test_wrongSecret000000'), now, expected: mismatch },
    { name: 'checked with another secret', body, header: valid, secret: 'whsec_test_5WbX2kVq8JmN3pLR', now, expected: mismatch },
    {
      name: 'altered body (one character)',
      body: body.replace('"amount":12500', '"amount":12501'),
      header: valid,
      now,
      expected: mismatch,
    },
    { name: 're-serialised body', body: JSON.stringify(JSON.parse(body), null, 2), header: valid, now, expected: mismatch },
    { name: 'trimmed final line break', body, header: sign(`${body}\n`, now), now, expected: mismatch },
    {
      name: 'wrong secret and stale: a mismatch first',
      body,
      header: sign(body, now - 3600, 'whsec_test_other'),
      now,
      expected: mismatch,
    },
    { name: 'stale, 301 s old', body, header: sign(body, now - 301), now, expected: stale },
    { name: 'stale, 301 s ahead', body, header: sign(body, now + 301), now, expected: stale },
    { name: 'stale, a day old', body, header: sign(body, now - 86_400), now, expected: stale },
    malformed('garbage', 'garbage', 'not_key_value'),
    malformed('empty', '', 'empty'),
    malformed('null', null, 'empty'),
    malformed('undefined', undefined, 'empty'),
    malformed('missing t=', `v1=${v1}`, 'missing_t'),
    malformed('missing v1=', `t=${now}`, 'missing_v1'),
    malformed('t not digits', `t=abc,v1=${v1}`, 't_not_digits'),
    malformed('semicolon separator', `t=${now};v1=${v1}`, 'missing_v1'),
    malformed('v1 not hex', `t=${now},v1=${'xyz'.padEnd(64, '0')}`, 'v1_not_hex'),
    malformed('v1 cut off', `t=${now},v1=${v1.slice(0, 63)}`, 'v1_wrong_length'),
    malformed('v1 upper case', `t=${now},v1=${v1.toUpperCase()}`, 'v1_uppercase'),
    malformed('header name pasted too', `Acme-Signature: t=${now},v1=${v1}`, 'header_name_included'),
    malformed('empty part', `t=${now},,v1=${v1}`, 'not_key_value'),
  ];
}

test.describe('the signature checker module and the published sample agree (src/lib/webhookSignature.ts)', () => {
  for (const vector of vectors()) {
    test(`vector "${vector.name}"`, async () => {
      const key = vector.secret ?? secret;
      const options = { now: vector.now };
      expect(verifyAcmeSignature(vector.body, vector.header, key, options), 'the docs sample').toEqual(vector.expected);
      const result = await checker.verifyAcmeSignature(vector.body, vector.header, key, options);
      expect({ valid: result.valid, ...(result.valid ? {} : { reason: result.reason }) }, 'the checker module').toEqual(
        vector.expected,
      );
      if (vector.problem) {
        expect(
          result.valid === false && result.reason === 'malformed_header' && result.problem,
          `problem for ${JSON.stringify(vector.header)}`,
        ).toBe(vector.problem);
      }
    });
  }

  test('computes the signature the spec documents, and the one node:crypto computes', async () => {
    const vectorBody = spec.vectorBody as string;
    expect(await checker.signNotification(vectorBody, secret, 1_748_779_200)).toBe(spec.headerExample);
    expect(await checker.computeSignature(Buffer.from(spec.exampleBody), 1_700_000_000, secret)).toBe(
      sign(spec.exampleBody, 1_700_000_000).split(',v1=')[1],
    );
  });

  test('reports how old a stale timestamp is, in either direction, and accepts it when told to ignore the age', async () => {
    const now = 1_748_779_200;
    const old = await checker.verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now - 7_980), secret, { now });
    expect(old).toMatchObject({ valid: false, reason: 'stale_timestamp', ageSeconds: 7_980, toleranceSeconds: 300 });
    const ahead = await checker.verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now + 400), secret, { now });
    expect(ahead).toMatchObject({ valid: false, reason: 'stale_timestamp', ageSeconds: -400 });
    const ignored = await checker.verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now - 7_980), secret, {
      now,
      ignoreTimestamp: true,
    });
    expect(ignored).toEqual({ valid: true, timestamp: now - 7_980, ageSeconds: 7_980, timestampChecked: false });
    // Ignoring the age never turns a wrong signature into a valid one.
    const forged = await checker.verifyAcmeSignature(
      spec.exampleBody,
      sign(spec.exampleBody, now - 7_980, 'whsec_test_other'),
      secret,
      { now, ignoreTimestamp: true },
    );
    expect(forged).toMatchObject({ valid: false, reason: 'signature_mismatch' });
  });

  test('a mismatch carries the signature this body and secret would have', async () => {
    const now = 1_748_779_200;
    const result = await checker.verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now, 'whsec_test_other'), secret, {
      now,
    });
    expect(result).toMatchObject({
      valid: false,
      reason: 'signature_mismatch',
      expected: sign(spec.exampleBody, now).split(',v1=')[1],
    });
  });

  test('finds the common alteration behind a mismatch: re-serialised JSON, trimmed or added line break', async () => {
    const now = 1_748_779_200;
    const v1Of = (body: string) => sign(body, now).split(',v1=')[1] ?? '';
    const pretty = JSON.stringify(JSON.parse(spec.exampleBody), null, 2);
    // Acme signed the compact body; the reader has a pretty-printed copy.
    expect((await checker.findMatchingVariant(pretty, String(now), v1Of(spec.exampleBody), secret))?.change).toMatch(
      /compact JSON/,
    );
    // Acme's body ended with a line break that was trimmed on the way.
    expect(
      (await checker.findMatchingVariant(spec.exampleBody, String(now), v1Of(`${spec.exampleBody}\n`), secret))?.change,
    ).toMatch(/line break added/);
    // A real change of content is not explained away.
    const altered = spec.exampleBody.replace('"amount":12500', '"amount":1');
    expect(await checker.findMatchingVariant(altered, String(now), v1Of(spec.exampleBody), secret)).toBeUndefined();
  });

  test('constant-time comparison: equal only for identical strings', () => {
    expect(checker.constantTimeEqual('abc', 'abc')).toBe(true);
    expect(checker.constantTimeEqual('abc', 'abd')).toBe(false);
    expect(checker.constantTimeEqual('abc', 'ab')).toBe(false);
    expect(checker.constantTimeEqual('', 'a')).toBe(false);
  });

  test('the tolerance is the 300 seconds of payments.yaml', () => {
    const description = readSpec(path.join(root, 'openapi/payments.yaml')).webhooks.notification.post.description as string;
    expect(description).toContain(`**${checker.SIGNATURE_TOLERANCE_SECONDS} seconds**`);
  });
});
