/**
 * The docs' MCP server (mcp/, issue 30) through both transports, as an assistant uses it: every
 * tool, the resources, the scripted journey (search, read the operation, validate, create a session,
 * pay it with a test card, capture, read the signed notification, verify it), bad input answered
 * with readable tool errors, and one session or key never seeing another's sandbox. Answers are
 * compared with the build's own files (twins, specs), never with hard-coded copies.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import yaml from 'js-yaml';
import { testCards } from '../../config/testCardList.cjs';
import { testCredentials } from '../../config/testData.cjs';
import { httpMethods } from '../../spec/refs.cjs';
import { buildDir, connect, randomKey, startHttpServer, type Connection, type TransportKind } from './mcp-harness';

const expectedTools = [
  'search_docs',
  'read_page',
  'list_operations',
  'get_operation',
  'validate_request',
  'sandbox_request',
  'sandbox_pay',
  'sandbox_notifications',
  'verify_signature',
  'sandbox_reset',
  'explain_error',
  'list_test_cards',
];
const builtSpec = (file = 'payments.yaml') => yaml.load(readFileSync(join(buildDir, 'openapi', file), 'utf8')) as any;
const approvedCard = testCards.find((card) => card.scenario === 'Approved')!.number;
const declinedCard = testCards.find((card) => card.errorCode === 'card_declined')!.number;

/**
 * The connection the tests of one transport share, opened by its describe block's beforeAll. Over
 * HTTP every sandbox call names its key (`key`); over stdio the default is the docs' key.
 */
type Session = { kind: TransportKind; mcp: Connection; key: Record<string, string> };

for (const kind of ['stdio', 'http'] as TransportKind[]) {
  test.describe(`MCP over ${kind}`, () => {
    test.describe.configure({ mode: 'serial' });
    let http: Awaited<ReturnType<typeof startHttpServer>> | undefined;
    const session = { kind } as Session;

    test.beforeAll(async () => {
      test.setTimeout(60_000);
      if (kind === 'http') http = await startHttpServer();
      session.mcp = await connect(kind, { httpUrl: http?.url });
      session.key = kind === 'http' ? { apiKey: randomKey() } : {};
    });
    test.afterAll(async () => {
      await session.mcp?.close();
      http?.process.kill();
    });

    toolTests(session);
    journeyTests(session);
  });
}

/** Each tool on its own, its answers compared with the build's files. */
function toolTests(session: Session) {
    test('lists every tool with a description and an input schema', async () => {
      const { mcp } = session;
      const { tools } = await mcp.client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([...expectedTools].sort());
      for (const tool of tools) {
        expect(tool.description?.length, tool.name).toBeGreaterThan(60);
        expect(tool.inputSchema.type, tool.name).toBe('object');
      }
      const info = mcp.client.getServerVersion();
      expect(info?.name).toBe('acme-pay-docs');
      expect(mcp.client.getInstructions()).toContain('sk_live_');
    });

    test('search_docs answers with the site engine, and per API version', async () => {
      const { mcp } = session;
      const current = await mcp.call('search_docs', { query: 'capture a payment' });
      expect(current.isError).toBe(false);
      const hits = current.json().hits as { page: string; markdown: string; url: string }[];
      expect(hits[0]!.page).toBe('/api/capture-payment');
      expect(hits.some((hit) => hit.page.startsWith('/api/2025-01-15'))).toBe(false);
      const older = (await mcp.call('search_docs', { query: 'capture a payment', version: '2025-01-15' })).json().hits as {
        page: string;
      }[];
      const apiHits = older.filter((hit) => hit.page.startsWith('/api'));
      expect(apiHits.length).toBeGreaterThan(0);
      for (const hit of apiHits) expect(hit.page).toMatch(/^\/api\/2025-01-15\//);
      const none = await mcp.call('search_docs', { query: 'zqxvwy' });
      expect(none.isError).toBe(false);
      expect(none.text).toContain('No section of the docs matches');
    });

    test('read_page returns the Markdown twin the build ships, by route or URL', async () => {
      const { mcp } = session;
      const twin = readFileSync(join(buildDir, 'get-started/servers.md'), 'utf8');
      for (const path of [
        '/get-started/servers',
        '/get-started/servers.md',
        'https://docs.acmepay.example/get-started/servers#environments',
      ]) {
        const page = await mcp.call('read_page', { path });
        expect(page.isError, path).toBe(false);
        expect(page.text).toContain(twin.slice(0, 2000));
      }
      const home = await mcp.call('read_page', { path: '/' });
      expect(home.text).toContain(readFileSync(join(buildDir, 'index.md'), 'utf8').slice(0, 300));
    });

    test('list_operations and get_operation read the spec the build ships', async () => {
      const { mcp } = session;
      const spec = builtSpec();
      const ids = Object.values(spec.paths as Record<string, any>).flatMap((item) =>
        httpMethods.map((m) => item[m]?.operationId).filter(Boolean),
      );
      const listed = (await mcp.call('list_operations')).json();
      expect(listed.operations.map((op: any) => op.operationId)).toEqual(ids);
      const older = (await mcp.call('list_operations', { version: '2025-01-15' })).json();
      expect(older.version).toBe('2025-01-15');
      expect(older.operations.every((op: any) => op.page.startsWith('/api/2025-01-15/'))).toBe(true);

      const capture = (await mcp.call('get_operation', { operationId: 'capturePayment' })).json();
      const source = spec.paths['/v1/transactions/{transactionId}/capture'].post;
      expect(capture.summary).toBe(source.summary);
      expect(capture.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['transactionId', 'Idempotency-Key']));
      expect(capture.requestBody.schema.properties).toHaveProperty('amount');
      expect(capture.responses.map((r: any) => r.status)).toEqual(Object.keys(source.responses));
      expect(capture.errors.length).toBeGreaterThan(0);
      expect(Object.keys(capture.samples)).toEqual(['curl', 'javascript', 'nodejs', 'php', 'csharp', 'go']);
      expect(capture.samples.curl).toContain('/v1/transactions/');
      expect(capture.samples.curl).toContain(`Bearer ${testCredentials.apiKey}`);
      // The changelog's generated list says Idempotency-Key became required in 2025-06-01.
      const link = (await mcp.call('get_operation', { operationId: 'createPaymentLink', samples: false })).json();
      expect(link.samples).toBeUndefined();
      const change = link.changedIn.find((c: any) => c.version === '2025-06-01');
      expect(change?.breaking).toBe(true);
      expect(JSON.stringify(change.items)).toContain('Idempotency-Key');
    });

    test('validate_request says valid, or what is wrong field by field', async () => {
      const { mcp } = session;
      const ok = await mcp.call('validate_request', {
        operationId: 'capturePayment',
        pathParams: { transactionId: 'trx_5Fh9Qz2Wk7Nc4Lp8Vd' },
        headers: { 'Idempotency-Key': 'order-10045-capture' },
        body: { amount: 7500 },
      });
      expect(ok.text).toMatch(/^valid/);
      const bad = await mcp.call('validate_request', {
        operationId: 'capturePayment',
        pathParams: { transactionId: 'nope' },
        body: '{"amount": "75"}',
      });
      expect(bad.isError).toBe(false);
      expect(bad.text).toMatch(/^invalid: 3 fields/);
      expect(bad.text).toContain('- Idempotency-Key: is required');
      expect(bad.text).toContain('- amount: must be an integer');
      expect(bad.text).toContain('- transactionId: must match pattern');
    });

    test('explain_error and list_test_cards answer from the catalogue and the card list', async () => {
      const { mcp } = session;
      const spec = builtSpec();
      const entries = spec.components.schemas.ErrorCode['x-error-codes'] as { code: string; meaning: string }[];
      const declined = (await mcp.call('explain_error', { code: 'card_declined' })).json();
      expect(declined.meaning).toBe(entries.find((e) => e.code === 'card_declined')!.meaning);
      expect(declined.page).toContain('#card_declined');
      const all = (await mcp.call('explain_error')).json();
      expect(all.map((e: any) => e.code)).toEqual(entries.map((e) => e.code));
      const cards = (await mcp.call('list_test_cards', { outcome: 'insufficient_funds' })).json().cards;
      expect(cards).toEqual(testCards.filter((card) => card.errorCode === 'insufficient_funds'));
      const every = (await mcp.call('list_test_cards')).json();
      expect(every.cards).toHaveLength(testCards.length);
      expect(every.ageVerificationIdentities.length).toBeGreaterThan(0);
    });
}

/** The scripted journey, the resources, and bad input answered with readable errors. */
function journeyTests(session: Session) {
    test('the scripted journey: search, read, validate, create, pay, capture, notification, verify', async () => {
      const { mcp, key, kind } = session;
      const found = (await mcp.call('search_docs', { query: 'initialize a payment session' })).json();
      expect(found.hits.map((hit: any) => hit.page)).toContain('/api/initialize-payment-session');
      const operation = (await mcp.call('get_operation', { operationId: 'initializePaymentSession' })).json();
      const body = operation.requestBody.examples[Object.keys(operation.requestBody.examples)[0]!];
      const request = {
        operationId: 'initializePaymentSession',
        headers: { 'Idempotency-Key': `order-mcp-${kind}-create` },
        body: { ...body, captureMode: 'manual', orderId: `order-mcp-${kind}` },
      };
      expect((await mcp.call('validate_request', request)).text).toMatch(/^valid/);
      const created = await mcp.call('sandbox_request', { ...request, ...key });
      expect(created.isError).toBe(false);
      expect(created.json().status).toBe(201);
      const sessionId = created.json().body.sessionId as string;
      expect(created.json().next).toContain('sandbox_pay');

      const paid = (await mcp.call('sandbox_pay', { sessionId, cardNumber: approvedCard, ...key })).json();
      expect(paid.outcome).toBe('approved');
      const transactionId = paid.transactionId as string;

      const captured = (
        await mcp.call('sandbox_request', {
          operationId: 'capturePayment',
          pathParams: { transactionId },
          headers: { 'Idempotency-Key': `order-mcp-${kind}-capture` },
          ...key,
        })
      ).json();
      expect(captured.status).toBe(200);
      expect(captured.body.transactionStatus).toBe('captured');

      const listed = (await mcp.call('sandbox_notifications', { type: 'transaction.captured', ...key })).json();
      const notification = listed.notifications.find((n: any) => JSON.parse(n.rawBody).data.transaction.id === transactionId);
      expect(notification).toBeTruthy();
      const verified = (
        await mcp.call('verify_signature', {
          rawBody: notification.rawBody,
          signatureHeader: notification.headers['Acme-Signature'],
          secret: listed.signingSecret,
        })
      ).json();
      expect(verified.valid).toBe(true);
      const reformatted = JSON.stringify(JSON.parse(notification.rawBody), null, 2);
      const tampered = (
        await mcp.call('verify_signature', { rawBody: reformatted, signatureHeader: notification.headers['Acme-Signature'] })
      ).json();
      expect(tampered).toMatchObject({ valid: false, reason: 'signature_mismatch' });
      expect(tampered.message).toContain('re-serialised');
      const malformed = (await mcp.call('verify_signature', { rawBody: notification.rawBody, signatureHeader: 'v1=abc' })).json();
      expect(malformed).toMatchObject({ valid: false, reason: 'malformed_header' });

      // A declined card: the transaction is declined and notified, with the catalogue's code.
      const second = (
        await mcp.call('sandbox_request', {
          ...request,
          headers: { 'Idempotency-Key': `order-mcp-${kind}-2` },
          body: { ...request.body, orderId: `order-mcp-${kind}-2` },
          ...key,
        })
      ).json();
      const declined = (
        await mcp.call('sandbox_pay', { sessionId: second.body.sessionId, cardNumber: declinedCard, ...key })
      ).json();
      expect(declined.outcome).toBe('declined');
      expect(declined.errorCode).toBe('card_declined');

      // sandbox_reset forgets the key's objects.
      expect((await mcp.call('sandbox_reset', key)).json().reset).toBe(true);
      const gone = await mcp.call('sandbox_pay', { sessionId, ...key });
      expect(gone.isError).toBe(true);
      expect(gone.text).toContain(`No payment session ${sessionId}`);
    });

    test('resources: llms.txt and every page as Markdown', async () => {
      const { mcp } = session;
      const { resources } = await mcp.client.listResources();
      const llms = resources.find((r) => r.uri.endsWith('/llms.txt'))!;
      expect(llms).toBeTruthy();
      const text = (await mcp.client.readResource({ uri: llms.uri })).contents[0] as { text: string };
      expect(text.text).toBe(readFileSync(join(buildDir, 'llms.txt'), 'utf8'));
      const page = resources.find((r) => r.uri.endsWith('/get-started/core-concepts.md'))!;
      expect(page).toBeTruthy();
      const read = (await mcp.client.readResource({ uri: page.uri })).contents[0] as { text: string };
      expect(read.text).toBe(readFileSync(join(buildDir, 'get-started/core-concepts.md'), 'utf8'));
    });

    test('bad input gets a readable tool error, and the server keeps answering', async () => {
      const { mcp, key } = session;
      const cases: [string, Record<string, unknown>, RegExp][] = [
        ['get_operation', { operationId: 'capturePaymnt' }, /Unknown operation "capturePaymnt". Did you mean capturePayment/],
        [
          'get_operation',
          { operationId: 'payoutSynchronous', version: '2025-01-15' },
          /not in API version 2025-01-15; it is in 2025-06-01/,
        ],
        ['validate_request', { operationId: 'nope' }, /Unknown operation "nope"/],
        ['sandbox_request', { operationId: 'nope', ...key }, /Unknown operation "nope"/],
        ['read_page', { path: '/get-started/serverz' }, /No page \/get-started\/serverz .*\/get-started\/servers/],
        ['read_page', { path: '/../../etc/passwd' }, /No page|outside the docs/],
        ['read_page', { path: 'https://example.com/x' }, /is not the docs' site/],
        ['validate_request', { operationId: 'capturePayment', body: '{"amount": 75' }, /The body is not JSON/],
        ['sandbox_request', { operationId: 'capturePayment', body: 'amount=75', ...key }, /The body is not JSON/],
        ['sandbox_request', { operationId: 'listTransactions', apiKey: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' }, /live key/],
        [
          'sandbox_request',
          { operationId: 'listTransactions', headers: { Authorization: 'Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc' }, ...key },
          /live key/,
        ],
        ['sandbox_request', { operationId: 'listTransactions', apiKey: 'sk_test_short' }, /not a sandbox key/],
        ['sandbox_notifications', { apiKey: 'sk_live_x' }, /live key/],
        ['validate_request', { operationId: 'capturePayment', body: { description: 'x'.repeat(70_000) } }, /at most 65536 bytes/],
        ['verify_signature', { rawBody: 'x'.repeat(70_000), signatureHeader: 't=1,v1=00' }, /at most 65536 bytes/],
        ['search_docs', { query: 'capture '.repeat(60) }, /at most 256/],
        ['explain_error', { code: 'card_declind' }, /Did you mean card_declined/],
        ['list_test_cards', { outcome: 'teleported' }, /No test card matches/],
        ['search_docs', { query: 'capture', version: '1999-01-01' }, /version/i],
        ['sandbox_pay', { sessionId: 'ses_doesnotexist1234', ...key }, /No payment session ses_doesnotexist1234/],
      ];
      for (const [tool, args, message] of cases) {
        const answer = await mcp.call(tool, args);
        expect(answer.isError, `${tool} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
        expect(answer.text).toMatch(message);
        expect(answer.text).not.toMatch(/\n\s+at /); // no stack trace
      }
      expect((await mcp.call('list_operations')).isError).toBe(false);
    });
}

test.describe('sandbox isolation', () => {
  test('over stdio, each MCP session (process) has its own sandbox', async () => {
    const [a, b] = await Promise.all([connect('stdio'), connect('stdio')]);
    try {
      const created = await a.call('sandbox_request', {
        operationId: 'initializePaymentSession',
        headers: { 'Idempotency-Key': 'order-isolation-1' },
        body: { pointOfSaleId: testCredentials.pointOfSaleId, amount: 1000, currency: 'EUR', orderId: 'order-isolation-1' },
      });
      const sessionId = created.json().body.sessionId;
      const other = await b.call('sandbox_pay', { sessionId });
      expect(other.isError).toBe(true);
      expect(other.text).toContain('No payment session');
      const listA = (await a.call('sandbox_request', { operationId: 'listTransactions' })).json();
      await a.call('sandbox_pay', { sessionId });
      const afterA = (await a.call('sandbox_request', { operationId: 'listTransactions' })).json();
      const afterB = (await b.call('sandbox_request', { operationId: 'listTransactions' })).json();
      expect(afterA.body.data.length).toBe(listA.body.data.length + 1);
      expect(afterB.body.data).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('over stateless HTTP, state is per sandbox key, and a call without one gets a fresh key', async () => {
    const http = await startHttpServer();
    const [a, b] = await Promise.all([connect('http', { httpUrl: http.url }), connect('http', { httpUrl: http.url })]);
    try {
      const keyA = randomKey();
      const keyB = randomKey();
      const created = (
        await a.call('sandbox_request', {
          operationId: 'initializePaymentSession',
          apiKey: keyA,
          headers: { 'Idempotency-Key': 'order-isolation-2' },
          body: { pointOfSaleId: testCredentials.pointOfSaleId, amount: 1000, currency: 'EUR', orderId: 'order-isolation-2' },
        })
      ).json();
      const other = await b.call('sandbox_pay', { sessionId: created.body.sessionId, apiKey: keyB });
      expect(other.isError).toBe(true);
      // The same key from another connection is the same account, as on the site.
      expect((await b.call('sandbox_pay', { sessionId: created.body.sessionId, apiKey: keyA })).json().outcome).toBe('approved');
      expect((await b.call('sandbox_request', { operationId: 'listTransactions', apiKey: keyB })).json().body.data).toEqual([]);
      const keyless = await a.call('sandbox_request', { operationId: 'listTransactions' });
      expect(keyless.isError).toBe(true);
      const offered = /sk_test_[A-Za-z0-9]{16,64}/.exec(keyless.text)?.[0];
      expect(offered).toBeTruthy();
      expect((await a.call('sandbox_request', { operationId: 'listTransactions', apiKey: offered })).json().status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
      http.process.kill();
    }
  });

  test('the HTTP endpoint refuses what is not MCP with a JSON-RPC error', async () => {
    const http = await startHttpServer();
    try {
      const notJson = await fetch(http.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: '{nope',
      });
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).error.code).toBe(-32700);
      const huge = await fetch(http.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'read_page', arguments: { path: 'x'.repeat(1_100_000) } },
        }),
      });
      expect(huge.status).toBe(413);
      expect((await huge.json()).error.message).toContain('Request too large');
      const get = await fetch(http.url);
      expect(get.status).toBe(405);
      const elsewhere = await fetch(new URL('/other', http.url), { method: 'POST', body: '{}' });
      expect(elsewhere.status).toBe(404);
      // DNS rebinding: on localhost, another Host or Origin is refused before anything runs.
      const rebound = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          http.url,
          { method: 'POST', headers: { Host: 'attacker.example', 'Content-Type': 'application/json' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
      expect(rebound.status).toBe(403);
      expect(rebound.body).toContain('Invalid Host: attacker.example');
      const foreignOrigin = await fetch(http.url, {
        method: 'POST',
        headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(foreignOrigin.status).toBe(403);
    } finally {
      http.process.kill();
    }
  });
});
