/**
 * The Streamable HTTP host, stateless: every POST /mcp gets a fresh McpServer and transport
 * (`sessionIdGenerator: undefined`), so any number of instances can serve it behind a load
 * balancer or as one serverless function next to the static site. Sandbox state is kept per
 * sandbox key, not per MCP session (../sandboxes.mjs says why). JSON responses, no SSE stream:
 * no tool here streams. Listens on localhost unless --host says otherwise.
 *
 * DNS rebinding: a web page the developer visits could make their browser POST to a server on
 * localhost under a hostname of its own. On a loopback address the server therefore answers only
 * requests whose Host (and Origin, when sent) is localhost, 127.0.0.1 or [::1], as the SDK's
 * localhostHostValidation does for Express; deployed elsewhere, --allowed-hosts names the hostnames.
 */
import { createServer } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpServer } from './create-server.mjs';

/** A JSON-RPC request body larger than this is refused (413) before it is parsed. */
export const maxRequestBytes = 1024 * 1024;

export const loopbackHostnames = ['localhost', '127.0.0.1', '[::1]'];

/** @param {string} host the address the server listens on */
export const isLoopback = (host) => ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) || host.startsWith('127.');

/**
 * Why a request's Host or Origin is not one this server answers, or undefined when it is.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {string[] | undefined} allowed hostnames; undefined: any
 */
export function hostProblem(headers, allowed) {
  if (!allowed) return undefined;
  /** @param {string} url */
  const hostname = (url) => {
    try {
      return new URL(url).hostname;
    } catch {
      return undefined;
    }
  };
  if (!headers.host) return 'Missing Host header';
  const host = hostname(`http://${headers.host}`);
  if (!host || !allowed.includes(host)) return `Invalid Host: ${headers.host}`;
  const origin = headers.origin;
  if (origin && origin !== 'null' && !allowed.includes(hostname(origin) ?? '')) return `Invalid Origin: ${origin}`;
  if (origin === 'null') return 'Invalid Origin: null';
  return undefined;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {number} code @param {string} message */
function rpcError(res, status, code, message) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/**
 * One MCP request handler around a context: the function a serverless host calls.
 * @param {ReturnType<typeof import('./create-server.mjs').createContext>} ctx
 * @param {{ allowedHosts?: string[] }} [options] hostnames the Host and Origin headers may name; undefined: any
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function mcpHandler(ctx, { allowedHosts } = {}) {
  return async (req, res) => {
    const refused = hostProblem(req.headers, allowedHosts);
    if (refused) return rpcError(res, 403, -32000, `${refused}: this MCP server answers ${allowedHosts?.join(', ')} only.`);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') return rpcError(res, 404, -32601, `Not found: the MCP endpoint is POST /mcp.`);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return rpcError(
        res,
        405,
        -32000,
        'Method not allowed: this stateless server answers POST /mcp only (no SSE stream, no sessions to delete).',
      );
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > maxRequestBytes) return rpcError(res, 413, -32600, `Request too large: at most ${maxRequestBytes} bytes.`);
      chunks.push(chunk);
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      return rpcError(res, 400, -32700, `Parse error: the request body is not JSON (${/** @type {Error} */ (error).message}).`);
    }
    const server = createMcpServer(ctx);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (error) {
      process.stderr.write(`acme-mcp: ${/** @type {Error} */ (error)?.stack ?? error}\n`);
      if (!res.headersSent) rpcError(res, 500, -32603, 'Internal error of the docs MCP server.');
    }
  };
}

/**
 * @param {ReturnType<typeof import('./create-server.mjs').createContext>} ctx
 * @param {{ port: number, host: string, allowedHosts?: string[] }} options
 */
export function listen(ctx, { port, host, allowedHosts }) {
  const server = createServer(
    mcpHandler(ctx, { allowedHosts: allowedHosts ?? (isLoopback(host) ? loopbackHostnames : undefined) }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      const e = /** @type {any} */ (error);
      reject(
        e.code === 'EADDRINUSE'
          ? Object.assign(
              new Error(
                `Port ${port} is in use. Stop what runs there, or start on another port: npm run mcp -- --http --port ${port + 1}`,
              ),
              { userFacing: true },
            )
          : error,
      );
    });
    server.listen(port, host, () => resolve(server));
  });
}
