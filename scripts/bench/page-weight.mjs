#!/usr/bin/env node
/**
 * Prints the JavaScript and CSS a page loads in Chromium (raw and gzip), for the home page, a
 * docs page and an API operation page, against the production build. A benchmark: no assertions.
 * Usage: node scripts/bench/page-weight.mjs [--dir build] [--port N] (default: a free port)
 *
 * `measurePageWeight` is the same measurement as a function (scripts/bench/bench.mjs uses it).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as cheerio from 'cheerio';
import { chromiumArgs, chromiumExecutable } from '../../config/chromium.mjs';

/** The three pages the benchmarks measure: home, a docs page (with Mermaid), an API operation. */
export const benchPages = ['/', '/get-started/core-concepts', '/api/capture-payment'];

/** A docs page with no diagram and no code tabs: issue 14 checks its JavaScript (target 2). */
export const plainDocsPage = '/get-started/servers';

/**
 * The docs routes of a build (not the API reference, the search page or the 404 page), heaviest
 * first by the number of elements in their static HTML.
 * @returns {{ path: string, elements: number, codeSpans: number }[]}
 */
export function heaviestDocsPages(dir, limit = 5) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== 'index.html' && !/^(api|assets|404|search)\b/.test(file))
    .map((file) => {
      const $ = cheerio.load(readFileSync(`${dir}/${file}`, 'utf8'));
      const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { path, elements: $('*').length, codeSpans: $('pre span').length };
    })
    .sort((a, b) => b.elements - a.elements)
    .slice(0, limit);
}

/**
 * Strings that only the API explorer's code contains (class names of its request form and
 * response panel, the code-sample generator's package name). A JS file holding one of them is
 * explorer code.
 */
export const explorerMarkers = [
  'openapi-explorer__request-form',
  'openapi-explorer__response-container',
  'postman-code-generators',
];

/** A free TCP port on localhost. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts scripts/ops/serve.mjs on the port (gzip, clean URLs) and resolves once it answers. */
export async function startServer(dir, port) {
  const server = spawn(process.execPath, ['scripts/ops/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A server that exits at once could not listen (the port is taken): another one would answer.
    if (exited) throw new Error(`serve.mjs could not serve ${dir} on port ${port} (port in use?)`);
    try {
      const response = await fetch(`http://localhost:${port}/`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
  }
  server.kill();
  throw new Error(`serve.mjs did not answer on port ${port} within 10 s (is ${dir}/index.html there?)`);
}

/**
 * Opens each page with a cold cache, waits for hydration and an idle network, and sums the scripts and
 * stylesheets it executed (not the chunks it prefetches for links), raw and gzip, read from the
 * build folder. `explorerFiles` lists the JS files that hold API-explorer code.
 * @param {{ dir: string, port: number, pages?: string[] }} options
 */
export async function measurePageWeight({ dir, port, pages = benchPages }) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const results = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext(); // a cold cache per page
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        const kind = response.request().resourceType();
        if (url.port === String(port) && (kind === 'script' || kind === 'stylesheet')) files.add(url.pathname);
      });
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
      // On a loaded machine the network can rest before main.js has run and asked for the page's
      // chunks: wait for hydration, then for the network again.
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const result = { path, js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, explorerFiles: [] };
      for (const file of files) {
        const body = readFileSync(`${dir}${file}`);
        const totals = file.endsWith('.js') ? result.js : result.css;
        totals.raw += body.length;
        totals.gzip += gzipSync(body).length;
        totals.files += 1;
        if (file.endsWith('.js')) {
          const text = body.toString('utf8');
          if (explorerMarkers.some((marker) => text.includes(marker))) result.explorerFiles.push(file);
        }
      }
      results.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kib = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;

/** The results as a Markdown table. */
export function weightTable(results) {
  const lines = [
    '| page | JS raw | JS gzip | CSS raw | CSS gzip | JS files | explorer code |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { path, js, css, explorerFiles } of results) {
    lines.push(
      `| ${path} | ${kib(js.raw)} | ${kib(js.gzip)} | ${kib(css.raw)} | ${kib(css.gzip)} | ${js.files} | ${explorerFiles.length ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

// The command line: the table for the three pages against one build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const dir = option('dir', 'build');
  const port = Number(option('port', await freePort()));
  const server = await startServer(dir, port);
  try {
    console.log(weightTable(await measurePageWeight({ dir, port })));
  } finally {
    server.kill();
  }
}
