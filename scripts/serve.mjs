#!/usr/bin/env node
/**
 * Serves build/ on localhost the way the production host does: clean URLs (".html" and
 * "/index.html" suffixes redirect to the bare path), the 404 page with HTTP 404, gzip, and
 * the security headers the build wrote (build/_headers) when --headers is given.
 *
 * Usage: node scripts/serve.mjs [--port 3100] [--dir build] [--headers]
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3100'));
const root = resolve(option('dir', 'build'));
const withHeaders = args.includes('--headers');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html is missing. Run "npm run build" first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.yaml']);

/**
 * Rules of a Netlify-style _headers file: a path pattern ("*" matches anything, "/*" every path)
 * and its headers. A path gets the headers of every rule that matches it, later rules winning.
 */
function readHeaderRules() {
  const file = join(root, '_headers');
  if (!withHeaders) return [];
  if (!existsSync(file)) {
    console.error('serve: --headers was given but build/_headers is missing.');
    process.exit(1);
  }
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}
const headerRules = readHeaderRules();
const headersFor = (pathname) =>
  Object.assign({}, ...headerRules.filter((rule) => rule.path.test(pathname)).map((rule) => rule.headers));
const securityHeaders = headersFor('/');

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in build/, or undefined. */
function resolveFile(pathname) {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

function send(req, res, status, file, extra = {}) {
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headersFor(new URL(req.url ?? '/', 'http://localhost').pathname),
    ...extra,
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  // Clean URLs: /a/index.html and /a.html answer with a redirect to /a.
  const stripped = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (stripped !== pathname) {
    res.writeHead(301, { ...securityHeaders, Location: `${stripped || '/'}${url.search}` });
    return res.end();
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(301, { ...securityHeaders, Location: `${pathname.replace(/\/+$/, '')}${url.search}` });
    return res.end();
  }
  const file = resolveFile(pathname);
  if (file) return send(req, res, 200, file);
  return send(req, res, 404, join(root, '404.html'));
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serve: ${root} on http://localhost:${port}${withHeaders ? ' with security headers' : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections(); // keep-alive sockets would hold close() open
    server.close(() => process.exit(0));
  });
}
