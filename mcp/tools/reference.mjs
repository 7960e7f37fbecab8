/**
 * Tools for the facts a developer looks up while testing: what an error code means, why it
 * happens and what to do (the catalogue of components.schemas.ErrorCode x-error-codes, as the
 * error code explorer shows it), and the sandbox's test cards by outcome (config/testCardList.cjs,
 * the list the testing page renders and the simulator decides payments by).
 */
import * as z from 'zod';
import { testCards, testIdentities } from '../../config/testCardList.cjs';
import { closest, guarded, jsonResult, limits, refuse } from '../limits.mjs';

/** @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server @param {any} ctx */
export function registerReferenceTools(server, { specModel, docs }) {
  server.registerTool(
    'explain_error',
    {
      title: 'Explain an API error code',
      description:
        'What an Acme Payments API error code means, its HTTP status, its usual cause, how to resolve it, and the operations that document it (with their reference pages). ' +
        'The `code` of an error body, e.g. card_declined, idempotency_conflict, parameter_invalid. Without a code: the whole catalogue.',
      inputSchema: { code: z.string().optional().describe('e.g. card_declined') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('explain_error', async ({ code }) => {
      const catalogue = await specModel.errorCatalogue();
      if (!code)
        return jsonResult(
          catalogue.map((/** @type {any} */ e) => ({ code: e.code, httpStatus: e.httpStatus, meaning: e.meaning })),
        );
      if (code.length > limits.fieldChars)
        refuse(`The code is ${code.length} characters long; error codes are short words such as card_declined.`);
      const wanted = code.trim().toLowerCase();
      const entry = catalogue.find((/** @type {any} */ e) => e.code === wanted);
      if (!entry) {
        const known = catalogue.map((/** @type {any} */ e) => e.code);
        refuse(
          `"${code}" is not an error code of the Acme Payments API. Did you mean ${closest(wanted, known).join(', ')}? explain_error without a code lists all ${known.length}.`,
        );
      }
      return jsonResult({
        ...entry,
        operations: entry.operations.map((/** @type {any} */ o) => ({ ...o, page: `${docs.origin()}/api/${o.slug}` })),
        page: `${docs.origin()}/products/payment-window/api-error-handling#${entry.code}`,
      });
    }),
  );

  const outcomes = [...new Set(testCards.map((card) => card.scenario))];
  server.registerTool(
    'list_test_cards',
    {
      title: 'Test cards by outcome',
      description:
        "The sandbox's test cards: each number decides the payment's outcome in the simulated sandbox (and in Acme's sandbox). " +
        `Outcomes: ${outcomes.join('; ')}. Any future expiry, CVC 123 (1234 for American Express). Also the Age Verification test identities. Filter by outcome words or error code.`,
      inputSchema: {
        outcome: z
          .string()
          .optional()
          .describe('Words of the outcome or an error code, e.g. "declined", "3-D Secure", "insufficient_funds"'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('list_test_cards', async ({ outcome }) => {
      if (outcome && outcome.length > limits.queryChars)
        refuse(`The outcome is ${outcome.length} characters; at most ${limits.queryChars}.`);
      const words = (outcome ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const matches = (/** @type {any} */ card) => {
        const text = `${card.scenario} ${card.result} ${card.errorCode ?? ''} ${card.brand}`.toLowerCase();
        return words.every((word) => text.includes(word));
      };
      const cards = testCards.filter(matches);
      if (!cards.length) refuse(`No test card matches "${outcome}". The outcomes are: ${outcomes.join('; ')}.`);
      return jsonResult({
        cards,
        ...(words.length ? {} : { ageVerificationIdentities: testIdentities }),
        rules: 'Any future expiry (MM/YY), CVC 123, or 1234 for American Express. Real card numbers are refused.',
      });
    }),
  );
}
