#!/usr/bin/env node
/**
 * Prints the JavaScript and CSS a page loads in Chromium (raw and gzip), for the home page, a
 * docs page and an API operation page, against the production build. A benchmark: no assertions.
 * Usage: node scripts/page-weight.mjs [--dir build] [--port N] (default: a free port)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const dir = option('dir', 'build');
const port = Number(
  option(
    'port',
    await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(String(free)));
      });
    }),
  ),
);
const pages = ['/', '/get-started/core-concepts', '/api/capture-payment'];

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log('| page | JS raw | JS gzip | CSS raw | CSS gzip | JS files |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const path of pages) {
    const context = await browser.newContext(); // a cold cache per page
    const page = await context.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      // What the page executes: scripts and stylesheets, not the chunks it prefetches for links.
      const kind = response.request().resourceType();
      if (url.port === String(port) && (kind === 'script' || kind === 'stylesheet')) files.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    const totals = { js: [0, 0, 0], css: [0, 0, 0] };
    for (const file of files) {
      const body = readFileSync(`${dir}${file}`);
      const kind = file.endsWith('.js') ? 'js' : 'css';
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body).length;
      totals[kind][2] += 1;
    }
    console.log(`| ${path} | ${kib(totals.js[0])} | ${kib(totals.js[1])} | ${kib(totals.css[0])} | ${kib(totals.css[1])} | ${totals.js[2]} |`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
