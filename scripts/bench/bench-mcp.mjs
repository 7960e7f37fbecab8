#!/usr/bin/env node
/**
 * bench:mcp — how fast the docs' MCP server (mcp/) starts and answers, and how much memory it
 * holds. Prints figures with the issue's targets; asserts nothing. Needs a build (npm run build).
 *
 *   - start: `node mcp/server.mjs` spawned over stdio until tools/list is answered (median of 5; target < 1 s),
 *     with the server's CPU time, beside the SDK's floor (a bare McpServer started the same way): on a
 *     loaded machine the wall time says more about the load than about the server;
 *   - latency: every tool called 1,000 times in turn over stdio by the SDK's Client, with varied
 *     arguments (queries, pages, operations); the first (cold) call apart, then p50 and p95 of the
 *     rest (target p95 < 20 ms for search_docs, read_page, list_operations and get_operation);
 *     search_docs and get_operation again over stateless HTTP;
 *   - memory: the server process's resident set after the run and its peak (Linux /proc).
 *
 * Usage: npm run bench:mcp [-- --calls 1000] [-- --dir build]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { testCards } from '../../config/testCardList.cjs';
import { testCredentials } from '../../config/testData.cjs';
import { optionReader } from './cli.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const calls = Number(option('calls', '1000'));
const dir = resolve(option('dir', 'build'));
if (!existsSync(resolve(dir, 'llms.txt'))) {
  console.error(`bench:mcp: no build in ${dir}: run npm run build first (or pass --dir).`);
  process.exit(1);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
const mib = (kb) => `${(kb / 1024).toFixed(1)} MiB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function stdioTransport() {
  return new StdioClientTransport({ command: process.execPath, args: ['mcp/server.mjs', '--dir', dir], stderr: 'pipe' });
}

/** /proc/<pid>/status VmRSS and VmHWM in kB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- start
/** CPU time (user + system) a process has used, in ms (Linux /proc; 10 ms ticks). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
/** The SDK's floor: a bare McpServer with one tool over stdio, started the same way. */
const baseline = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
const server = new McpServer({ name: 'baseline', version: '1' });
server.registerTool('noop', { description: 'nothing' }, async () => ({ content: [] }));
await server.connect(new StdioServerTransport());`;
async function startTimes(args) {
  const wall = [];
  const cpu = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const client = new Client({ name: 'bench', version: '1' });
    const transport = new StdioClientTransport({ command: process.execPath, args, stderr: 'pipe' });
    await client.connect(transport);
    await client.listTools();
    wall.push(performance.now() - started);
    cpu.push(cpuMsOf(transport.pid));
    await client.close();
  }
  return { wall: median(wall), cpu: median(cpu), all: wall };
}
const ours = await startTimes(['mcp/server.mjs', '--dir', dir]);
const floor = await startTimes(['--input-type=module', '-e', baseline]);
console.log(
  `start (spawn to tools/list answered), median of 5: ${ms(ours.wall)} [${ours.all.map((s) => s.toFixed(0)).join(', ')}], server CPU ${ms(ours.cpu)}  target < 1000 ms: ${verdict(ours.wall < 1000)}`,
);
console.log(`  the SDK's floor (a bare McpServer with one tool, same way): ${ms(floor.wall)}, CPU ${ms(floor.cpu)}`);

// ---------------------------------------------------------------- latency
const client = new Client({ name: 'bench', version: '1' });
const transport = stdioTransport();
await client.connect(transport);
const call = async (name, argsOf) => {
  const result = await client.callTool({ name, arguments: argsOf });
  if (result.isError) throw new Error(`${name} ${JSON.stringify(argsOf)}: ${result.content[0].text}`);
  return result;
};
const text = (result) => result.content[0].text;

const queries = [
  'capture a payment',
  'webhook signature',
  'idempotency key',
  'refund',
  'test cards',
  '3-D Secure',
  'payment link',
  'age verification',
  'card_declined',
  'hosted fields',
];
const pages = [
  '/get-started/servers',
  '/get-started/core-concepts',
  '/api/capture-payment',
  '/products/payment-window/webhook',
  '/guides',
  '/js',
  '/changelog',
];
const operationIds = JSON.parse(text(await call('list_operations', {}))).operations.map((op) => op.operationId);
const sessionBody = { pointOfSaleId: testCredentials.pointOfSaleId, amount: 12500, currency: 'EUR', captureMode: 'manual' };
const approved = testCards[0].number;
const sessions = [];
const notification = JSON.parse(
  text(
    await (async () => {
      const created = JSON.parse(
        text(
          await call('sandbox_request', {
            operationId: 'initializePaymentSession',
            headers: { 'Idempotency-Key': 'bench-0' },
            body: { ...sessionBody, orderId: 'bench-0' },
          }),
        ),
      );
      await call('sandbox_pay', { sessionId: created.body.sessionId, cardNumber: approved });
      return call('sandbox_notifications', {});
    })(),
  ),
).notifications[0];
await call('sandbox_reset', {});

/** The tools in the order they are benchmarked, with the arguments of call i. */
const plan = [
  ['search_docs', (i) => ({ query: queries[i % queries.length] })],
  ['read_page', (i) => ({ path: pages[i % pages.length] })],
  ['list_operations', (i) => (i % 2 ? { version: '2025-01-15' } : {})],
  ['get_operation', (i) => ({ operationId: operationIds[i % operationIds.length] })],
  [
    'validate_request',
    (i) => ({
      operationId: 'capturePayment',
      pathParams: { transactionId: 'trx_5Fh9Qz2Wk7Nc4Lp8Vd' },
      headers: { 'Idempotency-Key': `k-${i}` },
      body: { amount: 100 + i },
    }),
  ],
  [
    'sandbox_request',
    (i) => ({
      operationId: 'initializePaymentSession',
      headers: { 'Idempotency-Key': `bench-${i}` },
      body: { ...sessionBody, orderId: `bench-${i}` },
    }),
    (result) => sessions.push(JSON.parse(text(result)).body.sessionId),
  ],
  ['sandbox_pay', (i) => ({ sessionId: sessions[i], cardNumber: approved })],
  ['sandbox_notifications', (i) => ({ type: 'transaction.authorized', ...(i % 2 ? {} : { eventId: notification.eventId }) })],
  [
    'verify_signature',
    () => ({ rawBody: notification.rawBody, signatureHeader: notification.headers['Acme-Signature'], ignoreTimestamp: true }),
  ],
  ['explain_error', (i) => (i % 5 ? { code: ['card_declined', 'idempotency_conflict', 'parameter_invalid'][i % 3] } : {})],
  ['list_test_cards', (i) => (i % 2 ? { outcome: 'declined' } : {})],
  ['sandbox_reset', () => ({})],
];
const fastTargets = new Set(['search_docs', 'read_page', 'list_operations', 'get_operation']);

console.log(`\nlatency over stdio, ${calls} calls per tool (the first, cold call apart):`);
console.log('tool                    cold        p50        p95');
for (const [name, argsOf, after] of plan) {
  const times = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const result = await call(name, argsOf(i));
    times.push(performance.now() - started);
    after?.(result);
  }
  const [cold, ...warm] = times;
  warm.sort((a, b) => a - b);
  const p95 = percentile(warm, 95);
  const target = fastTargets.has(name) ? `  target p95 < 20 ms: ${verdict(p95 < 20)}` : '';
  console.log(
    `${name.padEnd(22)} ${ms(cold).padStart(9)}  ${ms(percentile(warm, 50)).padStart(9)}  ${ms(p95).padStart(9)}${target}`,
  );
}
const memory = memoryOf(transport.pid);
if (memory)
  console.log(`\nserver memory after ${calls * plan.length} calls: resident ${mib(memory.rss)}, peak ${mib(memory.peak)}`);
await client.close();

// ---------------------------------------------------------------- HTTP
const child = spawn(process.execPath, ['mcp/server.mjs', '--http', '--port', '0', '--dir', dir], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
const url = await new Promise((done, fail) => {
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
    const found = /on (http:\/\/\S+\/mcp)/.exec(err);
    if (found) done(new URL(found[1]));
  });
  child.once('exit', () => fail(new Error(err)));
});
const httpClient = new Client({ name: 'bench', version: '1' });
await httpClient.connect(new StreamableHTTPClientTransport(url));
console.log(`\nlatency over stateless HTTP (a fresh server per request), ${calls} calls:`);
for (const [name, argsOf] of plan.filter(([name]) => name === 'search_docs' || name === 'get_operation')) {
  const times = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await httpClient.callTool({ name, arguments: argsOf(i) });
    times.push(performance.now() - started);
  }
  const [cold, ...warm] = times;
  warm.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(22)} ${ms(cold).padStart(9)}  ${ms(percentile(warm, 50)).padStart(9)}  ${ms(percentile(warm, 95)).padStart(9)}`,
  );
}
const httpMemory = memoryOf(child.pid);
if (httpMemory) console.log(`HTTP server memory: resident ${mib(httpMemory.rss)}, peak ${mib(httpMemory.peak)}`);
await httpClient.close();
child.kill();
