/**
 * Tools for trying code against the simulated sandbox without an account: call an operation, pay a
 * session as the customer would on the payment page (with a test card), read the notifications the
 * simulator signed, verify a notification's Acme-Signature (./signature.mjs), and reset. Which
 * state a call sees: ../sandboxes.mjs.
 */
import * as z from 'zod';
import { testCard } from '../../config/testData.cjs';
import { cardBrand, digitsOf } from '../../sandbox/cards.mjs';
import { signatureHeader } from '../../sandbox/signature.mjs';
import { checkApiKey, closest, guarded, jsonBody, jsonResult, limits, refuse, sampleApiKey, stringFields } from '../limits.mjs';
import { freshApiKey, webhookSecret } from '../sandboxes.mjs';
import { registerSignatureTool } from './signature.mjs';

/** @typedef {ReturnType<typeof sandboxKeys>} Keys */
/** @typedef {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} McpServer */

/**
 * The apiKey input every sandbox tool takes, and the key a call works on: on the shared HTTP
 * server a key is required (a fresh one is offered), over stdio the docs' sample key is the default.
 * @param {'stdio' | 'http'} mode
 */
function sandboxKeys(mode) {
  const shared = mode === 'http';
  const apiKey = z
    .string()
    .optional()
    .describe(
      shared
        ? 'Your sandbox key (sk_test_ and 16 to 64 letters and digits): your sandbox state is kept under it, as on the site. Required on this shared server; leave it out once to be given a fresh one.'
        : "A sandbox key (sk_test_...); each key is its own account. Default: the docs' sample key. Live keys are refused.",
    );

  /** @param {string | undefined} key */
  function keyOf(key) {
    if (key) return checkApiKey(key);
    if (shared)
      refuse(
        `This shared server keeps sandbox state per sandbox key: pass apiKey. Here is a fresh one nobody else has: ${freshApiKey()} (use it in every call of this task).`,
      );
    return sampleApiKey;
  }

  return { shared, apiKey, keyOf };
}

/**
 * The sandbox tools, in the order a client lists them: sandbox_request, sandbox_pay,
 * sandbox_notifications, verify_signature (./signature.mjs), sandbox_reset.
 * @param {McpServer} server @param {any} ctx
 */
export function registerSandboxTools(server, ctx) {
  const keys = sandboxKeys(ctx.mode);
  registerRequestTool(server, ctx, keys);
  registerPayTool(server, ctx, keys);
  registerNotificationsTool(server, ctx, keys);
  registerSignatureTool(server);
  registerResetTool(server, ctx, keys);
}

/** sandbox_request: one call of an operation. @param {McpServer} server @param {any} ctx @param {Keys} keys */
function registerRequestTool(server, { sandboxes, specModel, versionNames }, { shared, apiKey, keyOf }) {
  server.registerTool(
    'sandbox_request',
    {
      title: 'Call the simulated sandbox',
      description:
        'Sends one request to the simulated Acme Payments sandbox (the simulator of `npm run sandbox`: it keeps state, applies the documented rules and idempotency, validates every request against the spec and signs notifications) and returns the status, headers and JSON body. ' +
        "No account and no network: nothing reaches Acme. POST and PATCH need an Idempotency-Key header. A payment session's checkoutUrl has no page here: pay it with sandbox_pay.",
      inputSchema: {
        operationId: z.string().describe('e.g. initializePaymentSession, capturePayment (list_operations)'),
        apiKey,
        version: z
          .enum(/** @type {[string, ...string[]]} */ (versionNames))
          .optional()
          .describe('Sent as Acme-Version; default the current version.'),
        pathParams: z.record(z.string(), z.string()).optional().describe('e.g. {"transactionId": "trx_..."}'),
        query: z.record(z.string(), z.string()).optional(),
        headers: z
          .record(z.string(), z.string())
          .optional()
          .describe('e.g. {"Idempotency-Key": "order-10045-create"}; Authorization comes from apiKey.'),
        body: z.unknown().optional().describe('The JSON body: an object, or JSON text exactly as it would be sent.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded('sandbox_request', async ({ operationId, apiKey: key, version, pathParams, query, headers, body }) => {
      const k = keyOf(key);
      const known = (await specModel.listOperations()).operations.map((/** @type {any} */ o) => o.operationId);
      if (!known.includes(operationId))
        refuse(
          `Unknown operation "${operationId}". Did you mean ${closest(operationId, known).join(', ')}? list_operations names them all.`,
        );
      const { raw } = jsonBody(body);
      const sent = { ...stringFields(headers, 'Header') };
      for (const name of Object.keys(sent)) if (name.toLowerCase() === 'authorization') delete sent[name];
      if (version) sent['Acme-Version'] = version;
      sent.Authorization = `Bearer ${k}`;
      const simulator = await sandboxes.simulatorFor(k);
      const result = await simulator.handle({
        operationId,
        pathParams: stringFields(pathParams, 'Path parameter'),
        query: stringFields(query, 'Query parameter'),
        headers: sent,
        rawBody: raw,
      });
      /** @type {Record<string, unknown>} */
      const out = { status: result.status, headers: result.headers, body: result.body ?? null };
      const sessionId = /** @type {any} */ (result.body)?.sessionId;
      if (result.status < 300 && sessionId && /** @type {any} */ (result.body)?.checkoutUrl)
        out.next = `The customer pays on the checkoutUrl; here, call sandbox_pay with sessionId ${sessionId} and a test card (list_test_cards).`;
      if (shared) out.apiKey = k;
      return jsonResult(out);
    }),
  );
}

/** sandbox_pay: the customer on the payment page. @param {McpServer} server @param {any} ctx @param {Keys} keys */
function registerPayTool(server, { sandboxes }, { apiKey, keyOf }) {
  server.registerTool(
    'sandbox_pay',
    {
      title: 'Pay a sandbox session as the customer',
      description:
        'Plays the customer on the simulated payment page of a session created with sandbox_request (initializePaymentSession): pays it with a test card, whose number decides the outcome (approved, 3-D Secure challenge, each decline; list_test_cards). ' +
        'Real card numbers are refused. Returns the outcome, the transaction ID and where the customer is sent back to; the notifications it causes are in sandbox_notifications.',
      inputSchema: {
        sessionId: z.string().describe('The sessionId initializePaymentSession returned (ses_...).'),
        apiKey,
        cardNumber: z.string().optional().describe(`A test card number; default ${testCard.number} (approved).`),
        expiry: z.string().optional().describe('MM/YY, default 12/35'),
        cvc: z.string().optional().describe('Default 123 (1234 for American Express)'),
        challengeCode: z
          .string()
          .optional()
          .describe('The 3-D Secure one-time code for challenge cards: any code passes. Default: answered.'),
        birthDate: z
          .string()
          .optional()
          .describe("YYYY-MM-DD, for Age Verification sessions (the sandbox's stand-in for the national eID)."),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    guarded(
      'sandbox_pay',
      async ({ sessionId, apiKey: key, cardNumber = testCard.number, expiry = '12/35', cvc, challengeCode = '1', birthDate }) => {
        const k = keyOf(key);
        for (const [name, value] of Object.entries({ sessionId, cardNumber, expiry, cvc, birthDate, challengeCode }))
          if (value !== undefined && value.length > limits.fieldChars)
            refuse(`${name} is ${value.length} characters; at most ${limits.fieldChars}.`);
        const simulator = await sandboxes.simulatorFor(k);
        if (!simulator.checkout.session(sessionId))
          refuse(
            `No payment session ${sessionId} for this sandbox key. Create one with sandbox_request (initializePaymentSession) using the same apiKey.`,
          );
        const number = digitsOf(cardNumber);
        const result = await simulator.checkout.pay(sessionId, {
          cardNumber,
          expiry,
          cvc: cvc ?? (cardBrand(number) === 'amex' ? '1234' : '123'),
          challengeCode,
          birthDate,
        });
        await simulator.notifications.flush();
        const session = simulator.checkout.session(sessionId);
        return jsonResult({
          ...result,
          session: session ? { id: session.id, status: session.status, transactionId: session.transactionId } : undefined,
        });
      },
    ),
  );
}

/** sandbox_notifications: what the simulator signed, with a fresh header. @param {McpServer} server @param {any} ctx @param {Keys} keys */
function registerNotificationsTool(server, { sandboxes }, { apiKey, keyOf }) {
  server.registerTool(
    'sandbox_notifications',
    {
      title: "Read the sandbox's signed notifications",
      description:
        "Lists the notifications (webhooks) the simulated sandbox produced for a sandbox key (the newest 20 unless `limit` says otherwise), oldest first: event type and ID, the raw body exactly as signed, and an Acme-Signature header for it made now with the sandbox's signing secret (given too), so the receiving code can be tested with verify_signature or its own check. " +
        'They are not sent anywhere.',
      inputSchema: {
        apiKey,
        type: z.string().optional().describe('Only this event type, e.g. transaction.captured'),
        eventId: z.string().optional().describe('Only this event (evt_...)'),
        limit: z.number().int().min(1).max(100).optional().describe('At most this many, the newest (default 20).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('sandbox_notifications', async ({ apiKey: key, type, eventId, limit = 20 }) => {
      const k = keyOf(key);
      const simulator = await sandboxes.simulatorFor(k);
      await simulator.notifications.flush();
      const t = Math.floor(Date.now() / 1000);
      const list = simulator.notifications
        .list(k)
        .filter((/** @type {any} */ d) => (!type || d.type === type) && (!eventId || d.eventId === eventId));
      const shown = list.slice(-limit);
      const notifications = await Promise.all(
        shown.map(async (/** @type {any} */ d) => ({
          eventId: d.eventId,
          type: d.type,
          createdAt: d.createdAt,
          notificationUrl: d.notificationUrl,
          headers: { 'Content-Type': 'application/json', 'Acme-Signature': await signatureHeader(d.body, webhookSecret, t) },
          rawBody: d.body,
        })),
      );
      return jsonResult({
        signingSecret: webhookSecret,
        count: list.length,
        ...(list.length > shown.length
          ? { shown: `the newest ${shown.length}; pass type, eventId or a larger limit for others` }
          : {}),
        notifications,
        note: 'Recorded and signed, not sent: this sandbox calls no URL.',
      });
    }),
  );
}

/** sandbox_reset. @param {McpServer} server @param {any} ctx @param {Keys} keys */
function registerResetTool(server, { sandboxes }, { apiKey, keyOf }) {
  server.registerTool(
    'sandbox_reset',
    {
      title: 'Empty the sandbox of a key',
      description:
        "Forgets everything the simulated sandbox holds for a sandbox key (sessions, transactions, notifications), as the reset button of the site's explorer does.",
      inputSchema: { apiKey },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded('sandbox_reset', async ({ apiKey: key }) => {
      const k = keyOf(key);
      sandboxes.reset(k);
      return jsonResult({ reset: true, note: 'This key starts again with the default point of sale.' });
    }),
  );
}
