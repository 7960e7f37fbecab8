/**
 * Starts the docs' MCP server (mcp/server.mjs) for the tests, over stdio or stateless HTTP, and
 * talks to it with the SDK's own Client, as an editor would. One helper for both transports so
 * every test runs through both with the same code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const root = resolve(__dirname, '../..');
export const buildDir = resolve(root, process.env.TEST_BUILD_DIR ?? 'build');
export const serverScript = join(root, 'mcp/server.mjs');
export type TransportKind = 'stdio' | 'http';

export type ToolAnswer = { text: string; isError: boolean; json: <T = any>() => T };

export type Connection = {
  client: Client;
  call: (name: string, args?: Record<string, unknown>) => Promise<ToolAnswer>;
  close: () => Promise<void>;
  stderr: () => string;
};

/** A fresh random sandbox key: each test's own account. */
export function randomKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `sk_test_${Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => alphabet[b % alphabet.length]).join('')}`;
}

function wrap(client: Client, close: () => Promise<void>, stderr: () => string): Connection {
  return {
    client,
    close,
    stderr,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as {
        content: { type: string; text?: string }[];
        isError?: boolean;
      };
      const text = result.content.map((part) => part.text ?? '').join('\n');
      return { text, isError: Boolean(result.isError), json: () => JSON.parse(text) };
    },
  };
}

/** Starts `node mcp/server.mjs --http --port 0` and resolves with its /mcp URL. */
export function startHttpServer(dir = buildDir): Promise<{ url: URL; process: ChildProcess; stderr: () => string }> {
  const child = spawn(process.execPath, [serverScript, '--http', '--port', '0', '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the HTTP server did not start: ${stderr}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /on (http:\/\/\S+\/mcp)/.exec(stderr);
      if (found) {
        clearTimeout(timer);
        resolvePromise({ url: new URL(found[1]!), process: child, stderr: () => stderr });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HTTP server exited with ${code}: ${stderr}`));
    });
  });
}

/** A client over stdio (its own server process) or over HTTP (to `httpUrl`, a server already started). */
export async function connect(kind: TransportKind, options: { dir?: string; httpUrl?: URL } = {}): Promise<Connection> {
  const client = new Client({ name: 'acme-docs-tests', version: '1.0.0' });
  if (kind === 'stdio') {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [serverScript, '--dir', options.dir ?? buildDir],
      cwd: root,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await client.connect(transport);
    return wrap(
      client,
      () => client.close(),
      () => stderr,
    );
  }
  if (!options.httpUrl) throw new Error('connect(http) needs the URL of a started server');
  await client.connect(new StreamableHTTPClientTransport(options.httpUrl));
  return wrap(
    client,
    () => client.close(),
    () => '',
  );
}

/**
 * A copy of the build's files the MCP server reads (Markdown twins, llms.txt, the search engine, the
 * specs and the Postman collection): a build to change without touching the real one.
 */
export function copyBuildForServer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acme-mcp-build-'));
  const walk = (from: string, to: string) => {
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name === 'assets' || entry.name === 'img') continue;
        walk(join(from, entry.name), join(to, entry.name));
      } else if (/\.(md|txt|json|yaml)$/.test(entry.name)) {
        mkdirSync(to, { recursive: true });
        cpSync(join(from, entry.name), join(to, entry.name));
      }
    }
  };
  walk(buildDir, dir);
  return dir;
}
