#!/usr/bin/env node
/**
 * bench:sandbox — how fast the API simulator (sandbox/) starts and answers, and what the in-browser
 * host costs a reader. Prints figures with the issue's targets; asserts nothing.
 *
 *   - start: `node scripts/ops/sandbox.mjs` spawned on a free port, until its first answer (median of 5);
 *   - latency in Node: 1,000 requests over HTTP on localhost, in turn a session created (with its own
 *     Idempotency-Key), a point of sale read and the transactions listed; p50 and p95 (target p95 < 20 ms);
 *   - the in-browser sandbox: the built scripts that hold it (found by markers of sandbox/browser-host.ts, MSW and
 *     the generated validators; each file is listed) and MSW's worker file, raw and gzip: what an API page loads on top of
 *     the explorer when the simulated sandbox starts. Needs a build (npm run build).
 *
 * Usage: npm run bench:sandbox [-- --requests 1000] [-- --dir build]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serviceWorkerPath } from '../../sandbox/browser/config.cjs';
import { optionReader } from './cli.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const requests = Number(option('requests', '1000'));
const buildDir = resolve(option('dir', 'build'));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Spawns the CLI and times it until the port answers; returns the child and the time. */
async function startCli(port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/ops/sandbox.mjs', '--port', String(port)], { stdio: 'ignore' });
  for (;;) {
    try {
      await fetch(`http://localhost:${port}/v1/transactions`);
      return { child, ms: performance.now() - started };
    } catch {
      if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
      await new Promise((done) => setTimeout(done, 5));
    }
  }
}

const stopped = (child) =>
  new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));

async function startTimes() {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const { child, ms: elapsed } = await startCli(await freePort());
    times.push(elapsed);
    await stopped(child);
  }
  return times;
}

async function latency(base) {
  // Any sandbox-shaped key is an account of its own; it starts with one point of sale.
  const headers = { Authorization: 'Bearer sk_test_benchmark0000000000', 'Content-Type': 'application/json' };
  const pointsOfSale = await (await fetch(`${base}/v1/points-of-sale`, { headers })).json();
  const pointOfSaleId = pointsOfSale.data[0].id;
  const session = {
    pointOfSaleId,
    amount: 12500,
    currency: 'EUR',
    orderId: 'bench',
    integration: 'payment_window',
    hostedConfiguration: { returnUrl: 'https://shop.example/complete' },
  };
  const kinds = [
    (i) =>
      fetch(`${base}/v1/sessions`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `bench-${i}` },
        body: JSON.stringify({ ...session, orderId: `bench-${i}` }),
      }),
    () => fetch(`${base}/v1/points-of-sale/${pointOfSaleId}`, { headers }),
    () => fetch(`${base}/v1/transactions?limit=20`, { headers }),
  ];
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await kinds[i % kinds.length](i);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return { times: times.sort((a, b) => a - b), statuses };
}

function browserBytes() {
  const js = join(buildDir, 'assets', 'js');
  if (!existsSync(js)) return undefined;
  // sandbox/browser-host.ts (a message of its own), MSW's browser client (its log prefix), the generated validators
  // (the shared schema id). Not config.cjs's constants: the explorer's own chunk holds those.
  const markers = ['could not start its Service Worker', '[MSW]', 'urn:acme:components'];
  const files = readdirSync(js)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(js, name), 'utf8') }))
    .filter(({ text }) => markers.some((marker) => text.includes(marker)));
  const worker = readFileSync(join(buildDir, serviceWorkerPath.slice(1)), 'utf8');
  const all = [...files, { name: serviceWorkerPath.slice(1), text: worker }].map(({ name, text }) => ({
    name,
    raw: Buffer.byteLength(text),
    gzip: gzipSync(text).length,
  }));
  return all;
}

const times = await startTimes();
console.log(
  `start (node scripts/ops/sandbox.mjs until it answers): median ${ms(median(times))} of ${times.map((t) => t.toFixed(0)).join(', ')} ms; target < 2000 ms: ${median(times) < 2000 ? 'PASS' : 'FAIL'}`,
);

const port = await freePort();
const { child } = await startCli(port);
try {
  const { times: sorted, statuses } = await latency(`http://localhost:${port}`);
  const p95 = percentile(sorted, 95);
  console.log(
    `latency over ${requests} requests (create session, get point of sale, list transactions): p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted.at(-1))}; statuses ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}; target p95 < 20 ms: ${p95 < 20 ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await stopped(child);
}

const bytes = browserBytes();
if (!bytes) {
  console.log(`in-browser sandbox: no build in ${buildDir} (npm run build first)`);
} else {
  for (const file of bytes) console.log(`  ${file.name}: ${kib(file.raw)} raw, ${kib(file.gzip)} gzip`);
  const sum = (key) => bytes.reduce((total, file) => total + file[key], 0);
  console.log(
    `in-browser sandbox, added to an API page when first used: ${kib(sum('raw'))} raw, ${kib(sum('gzip'))} gzip (${bytes.length} files)`,
  );
}
