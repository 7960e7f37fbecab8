/**
 * Tools for the API reference: list the operations of an API version, read one (parameters, body
 * schema, responses, error codes, samples in the six languages of the API pages, and what changed
 * in which version), and validate a request against the spec with the sandbox's own validators
 * and messages. The spec is read through ../spec.mjs only.
 */
import * as z from 'zod';
import { guarded, jsonBody, jsonResult, stringFields, textResult } from '../limits.mjs';
import { operationSamples } from '../../spec/codeSamples.mjs';

/** @type {WeakMap<object, Map<string, Promise<Record<string, string>>>>} samples per spec and operation */
const sampleCache = new WeakMap();

/** @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server @param {any} ctx */
export function registerApiTools(server, { specModel, docs, versionNames }) {
  const version = z
    .enum(/** @type {[string, ...string[]]} */ (versionNames))
    .optional()
    .describe('API version (the Acme-Version header); default the current one.');

  server.registerTool(
    'list_operations',
    {
      title: 'List the API operations',
      description:
        'Lists every operation of the Acme Payments API (one API version): operationId, method, path, summary, tag and the route of its reference page. Use an operationId with get_operation, validate_request and sandbox_request.',
      inputSchema: { version },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('list_operations', async ({ version: v }) => jsonResult(await specModel.listOperations(v))),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Read one API operation',
      description:
        'Everything the reference page of one operation says, as JSON: method and path, description, parameters, request body schema and examples, responses, ' +
        "the error codes its error responses document, the API versions it changed in, and code samples in curl, JavaScript, Node.js, PHP, C# and Go (as the API page generates them, against the sandbox host with the docs' test key).",
      inputSchema: {
        operationId: z.string().describe('e.g. capturePayment (list_operations names them all)'),
        version,
        samples: z.boolean().optional().describe('Include the code samples (default true).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('get_operation', async ({ operationId, version: v, samples = true }) => {
      const operation = await specModel.operation(operationId, v);
      if (!samples) return jsonResult(operation);
      const spec = await specModel.spec(operation.version);
      let perSpec = sampleCache.get(spec);
      if (!perSpec) sampleCache.set(spec, (perSpec = new Map()));
      let made = perSpec.get(operationId);
      if (!made) {
        const current = operation.version === specModel.versions[0].name;
        made = operationSamples({
          collectionFile: specModel.collectionFile(operation.version),
          spec,
          method: operation.method.toLowerCase(),
          path: operation.path,
          version: operation.version,
          current,
        });
        made.catch(() => perSpec?.delete(operationId));
        perSpec.set(operationId, made);
      }
      return jsonResult({ ...operation, page: `${docs.origin()}${operation.page}`, samples: await made });
    }),
  );

  server.registerTool(
    'validate_request',
    {
      title: 'Validate a request against the spec',
      description:
        'Checks a request to one operation against the OpenAPI spec, with the rules and messages of the sandbox (which refuses the same request with 422 parameter_invalid): path and query parameters, headers (Idempotency-Key, Acme-Version...) and the JSON body. ' +
        'Says "valid" or lists each field with what is wrong. Authentication is not checked here; sandbox_request does that.',
      inputSchema: {
        operationId: z.string().describe('e.g. initializePaymentSession'),
        version,
        pathParams: z.record(z.string(), z.string()).optional().describe('e.g. {"transactionId": "trx_..."}'),
        query: z.record(z.string(), z.string()).optional(),
        headers: z.record(z.string(), z.string()).optional().describe('e.g. {"Idempotency-Key": "order-10045-capture"}'),
        body: z.unknown().optional().describe('The JSON body: an object, or JSON text exactly as it would be sent.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('validate_request', async ({ operationId, version: v, pathParams, query, headers, body }) => {
      const { value, raw } = jsonBody(body);
      const lower = Object.fromEntries(Object.entries(stringFields(headers, 'Header')).map(([k, val]) => [k.toLowerCase(), val]));
      const { version: name, problems } = await specModel.validate(operationId, v, {
        pathParams: stringFields(pathParams, 'Path parameter'),
        query: stringFields(query, 'Query parameter'),
        headers: lower,
        body: value,
        bodyPresent: raw !== undefined,
      });
      if (!problems.length) return textResult(`valid: the request matches ${operationId} in API version ${name}.`);
      return textResult(
        `invalid: ${problems.length} field${problems.length === 1 ? '' : 's'} of ${operationId} (API version ${name}) break the spec; the API answers 422 parameter_invalid with these details:\n` +
          problems.map((/** @type {any} */ p) => `- ${p.field}: ${p.issue}`).join('\n'),
      );
    }),
  );
}
