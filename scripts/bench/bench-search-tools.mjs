/**
 * The tools of bench:search (scripts/bench/bench-search.mjs) that do not measure anything
 * themselves: quantiles and tables for the report, a free port and the static server of a build,
 * and the engine bundled for a page (rspack), so that the benchmark reads as what it measures.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
export const median = (values) => quantile(values, 0.5);
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function table(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) =>
    `| ${row.map((cell, column) => String(cell)[column ? 'padStart' : 'padEnd'](widths[column])).join(' | ')} |`;
  console.log(
    `\n${title}\n${line(rows[0])}\n|${widths.map((width, column) => `${column ? '-'.repeat(width + 1) : '-'.repeat(width + 2)}${column ? ':' : ''}`).join('|')}|`,
  );
  for (const row of rows.slice(1)) console.log(line(row));
}

export function freePort() {
  return new Promise((done, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** scripts/ops/serve.mjs as a child process, resolved once the home page answers. */
export async function startServer(port, dir) {
  const child = spawn(process.execPath, [join(root, 'scripts/ops/serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with code ${child.exitCode}: ${stderr.trim()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`serve.mjs did not answer on port ${port} within 15 s. ${stderr.trim()}`);
}

/** src/search/engine.ts (and MiniSearch) as one browser script defining window.SearchBench. */
export async function bundleEngine(outDir) {
  let rspack;
  try {
    ({ rspack } = require('@rspack/core'));
  } catch {
    throw new Error('@rspack/core is not installed (it comes with @docusaurus/faster); run "npm ci".');
  }
  const config = {
    mode: 'production',
    target: 'web',
    context: root,
    entry: join(root, 'src/search/engine.ts'),
    output: { path: outDir, filename: 'engine.js', library: { type: 'window', name: 'SearchBench' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
  };
  await new Promise((done, failed) =>
    rspack(config, (error, stats) => {
      if (error) return failed(error);
      if (stats?.hasErrors()) return failed(new Error(stats.toString('errors-only')));
      done();
    }),
  );
  return readFileSync(join(outDir, 'engine.js'), 'utf8');
}
