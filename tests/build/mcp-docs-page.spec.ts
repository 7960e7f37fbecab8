/**
 * The Get started page for AI assistants (docs/get-started/ai-assistants.mdx) tells readers how
 * to add the MCP server to Claude Desktop, Cursor and VS Code: each configuration snippet is
 * parsed out of the page and the server is started exactly as that editor would start it (the
 * command and arguments it gives, the clone folder standing in for the placeholder), then asked
 * for its tools. The commands the page names, `npm run mcp` and `npm run mcp -- --http --port`,
 * are started the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawn } from 'node:child_process';
import { buildDir, root } from './mcp-harness';
import { freePort } from '../unit/run-command';

const page = readFileSync(join(root, 'docs/get-started/ai-assistants.mdx'), 'utf8');
const placeholder = '/path/to/developer-docs';
/** The build the tests read, when it is not the default one the snippets use. */
const extraArgs = buildDir === join(root, 'build') ? [] : ['--dir', buildDir];

/** The page's fenced JSON blocks, by their title. */
function snippets(): { title: string; config: any }[] {
  return [...page.matchAll(/^```json title="([^"]+)"\n([\s\S]*?)\n```$/gm)].map(([, title, body]) => ({
    title: title!,
    config: JSON.parse(body!),
  }));
}

async function toolsOf(transport: StdioClientTransport | StreamableHTTPClientTransport) {
  const client = new Client({ name: 'docs-page-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((tool) => tool.name);
  } finally {
    await client.close();
  }
}

test('the page has one snippet for each of Claude Desktop, Cursor and VS Code', () => {
  expect(snippets().map((s) => s.title)).toEqual(['claude_desktop_config.json', '.cursor/mcp.json', '.vscode/mcp.json']);
});

for (const { title, config } of snippets()) {
  test(`the ${title} snippet starts the server, which lists its tools`, async () => {
    // Claude Desktop and Cursor name servers under mcpServers, VS Code under servers (with a type).
    const servers = config.mcpServers ?? config.servers;
    const entries = Object.entries(servers ?? {}) as [string, { command: string; args: string[]; type?: string }][];
    expect(entries).toHaveLength(1);
    const [name, server] = entries[0]!;
    expect(name).toBe('acme-pay-docs');
    if (config.servers) expect(server.type).toBe('stdio');
    const args = server.args.map((arg) => arg.replace(placeholder, root));
    expect(
      args.some((arg) => arg.startsWith(root)),
      'the snippet names the clone folder',
    ).toBe(true);
    const command = server.command === 'node' ? process.execPath : server.command;
    const tools = await toolsOf(new StdioClientTransport({ command, args: [...args, ...extraArgs], cwd: '/', stderr: 'pipe' }));
    expect(tools).toContain('search_docs');
    expect(tools).toContain('sandbox_request');
  });
}

test('npm run mcp answers tools/list over stdio', async () => {
  // Literally `npm run mcp`: npm's banner lines on stdout are not JSON-RPC and the client skips them
  // (the editors' snippets start node directly, without npm).
  const tools = await toolsOf(
    new StdioClientTransport({ command: 'npm', args: ['run', 'mcp', '--', ...extraArgs], cwd: root, stderr: 'pipe' }),
  );
  expect(tools).toContain('get_operation');
});

test('npm run mcp -- --http --port answers tools/list over Streamable HTTP', async () => {
  expect(page).toContain('npm run mcp -- --http --port 8787');
  const port = await freePort();
  const child = spawn('npm', ['run', '--silent', 'mcp', '--', '--http', '--port', String(port), ...extraArgs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`no start: ${stderr}`)), 20_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes(`:${port}/mcp`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const tools = await toolsOf(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
    expect(tools).toContain('verify_signature');
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
});
