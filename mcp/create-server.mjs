/**
 * One MCP server of the docs: its name, what it tells an assistant about itself, and every tool
 * and resource, registered from the tool groups in ./tools. The context (the build's docs, the
 * spec model, the sandboxes) is made once per process by createContext; a stateless HTTP server
 * makes a fresh McpServer per request around the same context.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { apiVersions } from '../config/apiVersions.cjs';
import { checkBuild } from './build-files.mjs';
import { createDocs } from './docs-content.mjs';
import { createSandboxes } from './sandboxes.mjs';
import { createSpecModel } from './spec.mjs';
import { registerApiTools } from './tools/api.mjs';
import { registerDocsTools } from './tools/docs.mjs';
import { registerReferenceTools } from './tools/reference.mjs';
import { registerSandboxTools } from './tools/sandbox.mjs';

export const serverInfo = { name: 'acme-pay-docs', title: 'Acme Pay docs and sandbox', version: '1.0.0' };

const instructions = `The Acme Pay developer documentation and a simulated Acme Payments sandbox that needs no account.
Find things with search_docs and read pages with read_page (Markdown). For the API: list_operations, get_operation (parameters, schemas, errors, samples), validate_request.
To try an integration: sandbox_request (e.g. initializePaymentSession), sandbox_pay with a test card (list_test_cards), then capturePayment, sandbox_notifications and verify_signature. explain_error explains error codes.
The sandbox is simulated: no real payments, no live keys (sk_live_ keys are refused), nothing is sent to Acme or to any URL.`;

/**
 * @param {{ dir: string, mode: 'stdio' | 'http' }} options
 */
export function createContext({ dir, mode }) {
  checkBuild(dir);
  const specModel = createSpecModel(dir);
  return {
    mode,
    dir,
    docs: createDocs(dir),
    specModel,
    sandboxes: createSandboxes({ specModel }),
    versionNames: apiVersions.map((version) => version.name),
  };
}

/**
 * The tool and resource registrations of a context, made once: the groups register on a recorder,
 * and every McpServer replays them. A stateless HTTP server makes an McpServer per request, and
 * building the input schemas again each time was half of that request's cost.
 * @type {WeakMap<object, { tools: any[][], resources: any[][] }>}
 */
const registrations = new WeakMap();

/** @param {ReturnType<typeof createContext>} ctx */
function registrationsOf(ctx) {
  let found = registrations.get(ctx);
  if (!found) {
    /** @type {{ tools: any[][], resources: any[][] }} */
    const recorded = { tools: [], resources: [] };
    const recorder = /** @type {any} */ ({
      registerTool: (/** @type {any[]} */ ...args) => recorded.tools.push(args),
      registerResource: (/** @type {any[]} */ ...args) => recorded.resources.push(args),
    });
    registerDocsTools(recorder, ctx);
    registerApiTools(recorder, ctx);
    registerSandboxTools(recorder, ctx);
    registerReferenceTools(recorder, ctx);
    registrations.set(ctx, (found = recorded));
  }
  return found;
}

/** @param {ReturnType<typeof createContext>} ctx */
export function createMcpServer(ctx) {
  const server = new McpServer(serverInfo, { instructions, capabilities: { tools: {}, resources: {} } });
  const { tools, resources } = registrationsOf(ctx);
  for (const args of tools) /** @type {any} */ (server.registerTool)(...args);
  for (const args of resources) /** @type {any} */ (server.registerResource)(...args);
  return server;
}
