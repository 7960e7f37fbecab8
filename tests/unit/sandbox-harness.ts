/**
 * The harness of the simulated sandbox's HTTP tests (sandbox-simulator, sandbox-operations and
 * sandbox-checkout .spec.ts): startSandbox on a free port with strict responses (a response that
 * breaks payments.yaml throws), a receiver server for the notifications it sends, the docs'
 * webhook-verification sample extracted to a file, and the requests the tests make.
 *
 * A spec file calls useSimulatedSandbox() once at its top level (its own sandbox, receiver and
 * clock), then reads the state through `sim`.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testCredentials } from '../../config/brand';
import { testCards } from '../../config/testCards';

export const root = path.resolve(__dirname, '../..');
export const importModule = (file: string) => import(pathToFileURL(path.join(root, file)).href);

type Reply = { status: number; headers: Headers; body: any; text: string };
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: string; at: number };

/** The running sandbox and what its receiver got; reset before each test. */
export const sim = {
  sandbox: undefined as any,
  base: '',
  /** Added to the sandbox's clock, to step past a deadline. */
  clockOffsetMs: 0,
  receiverUrl: '',
  received: [] as Received[],
  /** Statuses the receiver answers with, in order; 200 once empty. */
  receiverPlan: [] as number[],
  verifyAcmeSignature: undefined as unknown as (
    raw: string,
    header: unknown,
    secret: string,
    options?: object,
  ) => { valid: boolean; reason?: string },
  /** A temporary folder, removed after the file's tests. */
  workDir: '',
};
let keyCounter = 0;

/** A fresh account: every valid-shaped test key is its own. */
export function newKey() {
  keyCounter += 1;
  return `sk_test_sandboxSpec${Date.now()}x${keyCounter}`;
}

export async function api(
  method: string,
  urlPath: string,
  options: { key?: string | null; body?: unknown; raw?: string; idem?: string | null; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key !== null) headers.Authorization = `Bearer ${options.key ?? testCredentials.apiKey}`;
  if ((method === 'POST' || method === 'PATCH') && options.idem !== null)
    headers['Idempotency-Key'] = options.idem ?? `k${Math.random().toString(36).slice(2)}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${sim.base}${urlPath}`, { method, headers, body });
  const text = await response.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export function sessionBody(extra: Record<string, unknown> = {}) {
  return {
    pointOfSaleId: testCredentials.pointOfSaleId,
    amount: 12500,
    currency: 'EUR',
    orderId: 'order-10045',
    description: 'Order #10045 at Nordic Outdoor',
    hostedConfiguration: {
      returnUrl: 'https://shop.example/checkout/complete?order=10045',
      cancelUrl: 'https://shop.example/checkout/cancelled?order=10045',
    },
    notificationUrl: sim.receiverUrl,
    ...extra,
  };
}

export async function createSession(key: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/v1/sessions', { key, body: sessionBody(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Submits the checkout page's form; returns the status, Location and page. */
export async function payOnPage(sessionId: string, fields: Record<string, string>) {
  const response = await fetch(`${sim.base}/checkout/${sessionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const card = (number: string, extra: Record<string, string> = {}) => ({
  cardNumber: number,
  expiry: '12/35',
  cvc: number.startsWith('37') ? '1234' : '123',
  ...extra,
});
export const cardOf = (scenario: string, brand?: string) =>
  testCards.find((c) => c.scenario === scenario && (!brand || c.brand === brand))!.number;

/** A paid session and its transaction. */
export async function paidTransaction(key: string, extra: Record<string, unknown> = {}) {
  const created = await createSession(key, extra);
  const paid = await payOnPage(created.sessionId, card(cardOf('Approved', 'Visa')));
  expect(paid.status, paid.html.slice(0, 500)).toBe(303);
  const list = await api('GET', '/v1/transactions?limit=1', { key });
  expect(list.status).toBe(200);
  return { session: created, transaction: list.body.data[0] };
}

export async function subscription(key: string) {
  await paidTransaction(key, { storePaymentMethod: true });
  const list = await api('GET', '/v1/subscriptions', { key });
  expect(list.status).toBe(200);
  return list.body.data[0];
}

function extractSample(): string {
  const mdx = readFileSync(path.join(root, 'docs/partials/webhook.mdx'), 'utf8');
  const blocks = [...mdx.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```\s*$/gm)].filter(([, , meta]) =>
    /\bwebhook-verify\b/.test(meta ?? ''),
  );
  expect(blocks).toHaveLength(1);
  return blocks[0]![3]!;
}

/** Starts the sandbox and the receiver before the file's tests and stops them after. */
export function useSimulatedSandbox() {
  let receiver: Server;
  test.beforeAll(async () => {
    sim.workDir = mkdtempSync(path.join(tmpdir(), 'acme-sandbox-spec-'));
    const file = path.join(sim.workDir, 'verify-signature.mjs');
    writeFileSync(file, extractSample());
    sim.verifyAcmeSignature = (await import(pathToFileURL(file).href)).verifyAcmeSignature;

    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        sim.received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        res.writeHead(sim.receiverPlan.length ? sim.receiverPlan.shift()! : 200);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    sim.receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/acme`;

    const { startSandbox } = await importModule('sandbox/node-host.mjs');
    sim.sandbox = await startSandbox({
      port: 0,
      strictResponses: true,
      retryDelaysMs: [30, 60, 90],
      payoutDelayMs: 30,
      now: () => new Date(Date.now() + sim.clockOffsetMs),
    });
    sim.base = sim.sandbox.url;
  });

  test.afterAll(async () => {
    await sim.sandbox?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    if (sim.workDir) rmSync(sim.workDir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    sim.received = [];
    sim.receiverPlan = [];
    sim.clockOffsetMs = 0;
  });
}
