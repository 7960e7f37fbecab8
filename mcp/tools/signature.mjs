/**
 * The verify_signature tool: an Acme-Signature header checked against a raw notification body with
 * the docs' own rules (src/lib/webhookSignature.ts, the signature checker's code), saying why a
 * signature does not match. It needs no sandbox state; ./sandbox.mjs registers it among the
 * sandbox tools, after sandbox_notifications, whose output it checks.
 */
import * as z from 'zod';
import { checkSize, guarded, jsonResult, limits, refuse } from '../limits.mjs';
import { webhookSecret } from '../sandboxes.mjs';
import { importSiteModule } from '../ts-modules.mjs';

/** @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server */
export function registerSignatureTool(server) {
  server.registerTool(
    'verify_signature',
    {
      title: 'Verify a notification signature',
      description:
        'Checks an Acme-Signature header against a raw notification body with the docs\' rules (the same code as the signature checker on the webhook pages): HMAC-SHA256 of "<t>.<raw body>" with the signing secret, compared in constant time, timestamp within 300 seconds. ' +
        'Says valid, or why not: a malformed header (what is wrong with it), a mismatch (and, when the body was altered in a common way such as re-serialised JSON, which), or a stale timestamp and its age.',
      inputSchema: {
        rawBody: z.string().describe('The body exactly as received, byte for byte.'),
        signatureHeader: z.string().describe('The Acme-Signature header value: t=...,v1=...'),
        secret: z.string().optional().describe("The signing secret (whsec_...); default the sandbox's."),
        ignoreTimestamp: z.boolean().optional().describe('Skip the 300-second window (for a notification captured earlier).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('verify_signature', async ({ rawBody, signatureHeader: header, secret = webhookSecret, ignoreTimestamp = false }) => {
      checkSize(rawBody, limits.bodyBytes, 'The body');
      if (header.length > limits.fieldChars) refuse(`The header is ${header.length} characters; at most ${limits.fieldChars}.`);
      if (/^sk_(live|test)_/i.test(secret))
        refuse(
          'That is an API key, not a signing secret: the signing secret starts with whsec_ (dashboard, notification settings).',
        );
      const rules = await importSiteModule('src/lib/webhookSignature.ts');
      const result = await rules.verifyAcmeSignature(rawBody, header, secret, { ignoreTimestamp });
      if (result.valid)
        return jsonResult({
          ...result,
          message: `Valid: signed with this secret ${result.timestampChecked ? `${result.ageSeconds} s ago, within the ${rules.SIGNATURE_TOLERANCE_SECONDS} s window` : '(timestamp not checked)'}.`,
        });
      if (result.reason === 'malformed_header') return jsonResult({ ...result });
      if (result.reason === 'stale_timestamp')
        return jsonResult({
          ...result,
          message: `The signature matches but its timestamp is ${result.ageSeconds} s away from now, outside the ${result.toleranceSeconds} s window: a replay, or a clock that is off.`,
        });
      const parsed = rules.parseSignatureHeader(header);
      const variant = parsed.ok ? await rules.findMatchingVariant(rawBody, parsed.timestampText, parsed.v1, secret) : undefined;
      const { expected: _expected, ...shown } = result;
      return jsonResult({
        ...shown,
        message: variant
          ? `Mismatch: the signature matches the body ${variant.change}. Verify the raw bytes as received, before any parsing.`
          : 'Mismatch: the body, the timestamp or the secret is not the one signed. Check that you use the raw body and the signing secret of this endpoint.',
      });
    }),
  );
}
