#!/usr/bin/env node
/**
 * npm run sandbox: a local mock of the Acme Payments API on http://localhost:4010, served by
 * Stoplight Prism from openapi/payments.yaml. It answers with the spec's examples, demands the
 * bearer key, rejects requests that break the schema with a 4xx, and allows CORS so the API
 * explorer in the browser can call it.
 *
 * Usage: node scripts/sandbox.mjs [--port 4010]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const specPath = 'openapi/payments.yaml';
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.SANDBOX_PORT ?? 4010));
const prism = join('node_modules', '.bin', 'prism');

if (!existsSync(specPath)) {
  console.error(`sandbox: ${specPath} is missing.`);
  process.exit(1);
}
if (!existsSync(prism)) {
  console.error('sandbox: Prism is not installed. Run "npm install" first.');
  process.exit(1);
}

const probe = createServer();
probe.once('error', () => {
  console.error(
    `sandbox: port ${port} is in use. Stop what runs there, or start on another port: npm run sandbox -- --port 4011`,
  );
  process.exit(1);
});
probe.listen(port, '127.0.0.1', () => {
  probe.close(() => {
    console.log(`sandbox: Acme Payments API mock on http://localhost:${port} (from ${specPath})`);
    console.log('sandbox: send "Authorization: Bearer sk_test_..." on every request; Ctrl+C stops it.');
    const child = spawn(prism, ['mock', '--host', '127.0.0.1', '--port', String(port), '--errors', specPath], {
      stdio: 'inherit',
    });
    const stop = () => child.kill('SIGTERM');
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
  });
});
