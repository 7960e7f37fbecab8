/**
 * The MCP server answers from the build's outputs, not from copies of its own: in a copy of the
 * build, a changed Markdown twin, llms.txt and spec show in the server's answers (while it runs,
 * without a restart), and a folder without a build stops it with a message naming the command.
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { connect, copyBuildForServer, root, serverScript, type Connection } from './mcp-harness';
import { runCommand } from '../unit/run-command';

test.describe('the MCP server follows the build', () => {
  let dir: string;
  let mcp: Connection;
  test.beforeAll(async () => {
    dir = copyBuildForServer();
    mcp = await connect('stdio', { dir });
  });
  test.afterAll(async () => {
    await mcp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a changed page, llms.txt and spec change the answers', async () => {
    const twin = join(dir, 'get-started/servers.md');
    const before = await mcp.call('read_page', { path: '/get-started/servers' });
    expect(before.text).not.toContain('Changed by the test');
    writeFileSync(twin, `${readFileSync(twin, 'utf8')}\n\nChanged by the test.\n`);
    expect((await mcp.call('read_page', { path: '/get-started/servers' })).text).toContain('Changed by the test.');

    writeFileSync(
      join(dir, 'llms.txt'),
      `${readFileSync(join(dir, 'llms.txt'), 'utf8')}\n- [A new page](https://docs.acmepay.example/new.md): added by the test\n`,
    );
    const { resources } = await mcp.client.listResources();
    const llms = (await mcp.client.readResource({ uri: resources.find((r) => r.uri.endsWith('/llms.txt'))!.uri }))
      .contents[0] as { text: string };
    expect(llms.text).toContain('added by the test');

    const specFile = join(dir, 'openapi/payments.yaml');
    const spec = readFileSync(specFile, 'utf8');
    const before2 = (await mcp.call('get_operation', { operationId: 'capturePayment', samples: false })).json();
    const declined = (await mcp.call('explain_error', { code: 'card_declined' })).json();
    expect(spec).toContain(`summary: ${before2.summary}`);
    expect(spec).toContain(declined.meaning);
    const changed = spec
      .replace(`summary: ${before2.summary}`, 'summary: Capture an authorised payment (test)')
      .replace(declined.meaning, 'Changed meaning (test).')
      .replace(/operationId: capturePayment\b/, 'operationId: captureAuthorisedPayment');
    expect(changed).not.toBe(spec);
    writeFileSync(specFile, changed);
    const ids = (await mcp.call('list_operations')).json().operations.map((op: any) => op.operationId);
    expect(ids).toContain('captureAuthorisedPayment');
    expect(ids).not.toContain('capturePayment');
    expect((await mcp.call('get_operation', { operationId: 'captureAuthorisedPayment', samples: false })).json().summary).toBe(
      'Capture an authorised payment (test)',
    );
    expect((await mcp.call('explain_error', { code: 'card_declined' })).json().meaning).toBe('Changed meaning (test).');
    const gone = await mcp.call('validate_request', { operationId: 'capturePayment' });
    expect(gone.isError).toBe(true);
    // Only the current version's file changed: the older version still has the old name.
    expect(gone.text).toContain('capturePayment is not in API version 2025-06-01; it is in 2025-01-15');

    // A spec broken in the build is a readable tool error, and fixing it is seen again.
    writeFileSync(specFile, 'openapi: [unclosed\n');
    const broken = await mcp.call('list_operations');
    expect(broken.isError).toBe(true);
    expect(broken.text).toContain('is not valid YAML');
    expect(broken.text).toContain('npm run build');
    writeFileSync(specFile, spec);
    expect((await mcp.call('list_operations')).json().operations.map((op: any) => op.operationId)).toContain('capturePayment');
  });

  test('without a build it says what to run', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'acme-mcp-empty-'));
    try {
      const result = await runCommand(process.execPath, [serverScript, '--dir', empty], { cwd: root, timeoutMs: 20_000 });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('npm run build');
      expect(result.stderr).toContain('llms.txt');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      const missing = await runCommand(process.execPath, [serverScript, '--dir', join(empty, 'nothing')], {
        cwd: root,
        timeoutMs: 20_000,
      });
      expect(missing.stderr).toContain('There is no built site');
      const wrong = await runCommand(process.execPath, [serverScript, '--port'], { cwd: root, timeoutMs: 20_000 });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('--port needs a value');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
