/**
 * The Node.js signature check published in docs/partials/webhook.mdx (the ```js block whose meta
 * contains `webhook-verify`) must verify Acme-Signature headers exactly as payments.yaml specifies:
 * HMAC-SHA256 over "<t>.<raw body>" with the whsec_ secret, constant-time compare, 300 s tolerance.
 * The test extracts the block, imports it as an ES module and runs it against vectors computed here.
 */
import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { testCredentials } from '../../config/brand';

type VerifyResult = { valid: true } | { valid: false; reason: 'malformed_header' | 'stale_timestamp' | 'signature_mismatch' };
type VerifyOptions = { toleranceSeconds?: number; now?: number };
type Verify = (rawBody: string | Buffer, signatureHeader: unknown, secret: string, options?: VerifyOptions) => VerifyResult;

const root = path.resolve(__dirname, '../..');
const partialPath = path.join(root, 'docs/partials/webhook.mdx');
const secret = testCredentials.webhookSecret;

/** The webhook section of payments.yaml, read once. */
function loadWebhookSpec() {
  const spec = yaml.load(readFileSync(path.join(root, 'openapi/payments.yaml'), 'utf8')) as any;
  const post = spec.webhooks.notification.post;
  const body = post.requestBody.content['application/json'].examples.transactionCaptured.value;
  const header = post.parameters.find((p: any) => p.name === 'Acme-Signature');
  const vectorBody = /raw body\s+`([^`]+)`/.exec(post.description)?.[1];
  return { exampleBody: JSON.stringify(body), headerExample: header.example as string, vectorBody };
}

/** Extracts the webhook-verify block of the partial. */
function extractSample(): string {
  const mdx = readFileSync(partialPath, 'utf8');
  const blocks = [...mdx.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```\s*$/gm)].filter(([, , meta]) => /\bwebhook-verify\b/.test(meta ?? ''));
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
    expect(code).toMatch(/export function verifyAcmeSignature\(rawBody, signatureHeader, secret, \{ toleranceSeconds = 300, now = Math\.floor\(Date\.now\(\) \/ 1000\) \} = \{\}\)/);
    expect(code).not.toMatch(/\brequire\(/);
    expect(typeof verifyAcmeSignature).toBe('function');
  });

  test('accepts a valid signature over the example notification body', () => {
    const now = 1_748_779_200;
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now), secret, { now })).toEqual({ valid: true });
    // The raw body as a Buffer, as a Node.js server receives it.
    expect(verifyAcmeSignature(Buffer.from(spec.exampleBody), sign(spec.exampleBody, now), secret, { now })).toEqual({ valid: true });
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
    expect(verifyAcmeSignature(spec.exampleBody, header, secret, { now })).toEqual({ valid: false, reason: 'signature_mismatch' });
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
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now - 301), secret, { now })).toEqual({ valid: false, reason: 'stale_timestamp' });
    expect(verifyAcmeSignature(spec.exampleBody, sign(spec.exampleBody, now + 301), secret, { now })).toEqual({ valid: false, reason: 'stale_timestamp' });
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
    for (const header of ['garbage', '', 'v1=' + v1, `t=${now}`, `t=abc,v1=${v1}`, `t=${now},v1=xyz`, `t=${now},v1=${v1.slice(0, 63)}`, `t=${now};v1=${v1}`, undefined, null]) {
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
    expect(verifyAcmeSignature(vectorBody + ' ', spec.headerExample, secret, { now: timestamp })).toEqual({ valid: false, reason: 'signature_mismatch' });
  });
});
