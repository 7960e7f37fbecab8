#!/usr/bin/env node
/**
 * `npm run mcp`: the docs' MCP server for AI assistants. Over stdio by default (an editor starts
 * it: Claude Desktop, Cursor, VS Code), or over stateless Streamable HTTP with --http.
 *
 *   npm run mcp                                   stdio, answering from ./build
 *   npm run mcp -- --http --port 8787 [--host 127.0.0.1] [--allowed-hosts docs.example.com,...]
 *   npm run mcp -- --dir <folder of a build>
 *
 * It answers from a built site (npm run build), never from the sources, so it says what the
 * published pages say. Heavy parts (the search index, the validators, the code generators) load
 * on the first call that needs them, so the server is up and lists its tools at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usage =
  'usage: npm run mcp [-- --http [--port 8787] [--host 127.0.0.1] [--allowed-hosts a.example,b.example]] [--dir build]';

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {{ http: boolean, port: number, host: string, dir: string, allowedHosts?: string[] }} */
  const options = { http: false, port: 8787, host: '127.0.0.1', dir: path.join(root, 'build') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--'))
        throw Object.assign(new Error(`${arg} needs a value. ${usage}`), { userFacing: true });
      return next;
    };
    if (arg === '--http') options.http = true;
    else if (arg === '--stdio') options.http = false;
    else if (arg === '--port') {
      options.port = Number(value());
      if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
        throw Object.assign(new Error(`--port must be a port number. ${usage}`), { userFacing: true });
    } else if (arg === '--host') options.host = value();
    else if (arg === '--dir') options.dir = path.resolve(value());
    else if (arg === '--allowed-hosts')
      options.allowedHosts = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else throw Object.assign(new Error(`Unknown option ${arg}. ${usage}`), { userFacing: true });
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { createContext, createMcpServer } = await import('./create-server.mjs');
  const ctx = createContext({ dir: options.dir, mode: options.http ? 'http' : 'stdio' });
  if (options.http) {
    const { listen } = await import('./http.mjs');
    const server = /** @type {import('node:http').Server} */ (await listen(ctx, options));
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    process.stderr.write(
      `acme-mcp: Streamable HTTP (stateless) on http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${address.port}/mcp, answering from ${options.dir}\n`,
    );
    const stop = () => {
      ctx.sandboxes.close();
      server.close(() => process.exit(0));
      server.closeAllConnections?.();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } else {
    const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
    const server = createMcpServer(ctx);
    const transport = new StdioServerTransport();
    transport.onclose = () => {
      ctx.sandboxes.close();
      process.exit(0);
    };
    process.stdin.once('end', () => {
      ctx.sandboxes.close();
      process.exit(0);
    });
    await server.connect(transport);
  }
}

main().catch((error) => {
  process.stderr.write(`acme-mcp: ${error?.userFacing ? error.message : (error?.stack ?? error)}\n`);
  process.exit(1);
});
