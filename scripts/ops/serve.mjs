#!/usr/bin/env node
/**
 * Serves a build on localhost the way the production host does, on sirv (files, ETags, ranges):
 * the headers of the build's own `_headers` file on every response (security headers always,
 * each path's Cache-Control and Link on its files), clean URLs (".html" and "/index.html"
 * suffixes and a trailing slash redirect to the bare path, as the specification says), the 404
 * page with HTTP 404, gzip or Brotli by Accept-Encoding (each file compressed once, then served
 * from memory), GET and HEAD only. Internal files
 * (`_headers`, `nginx-headers.conf`, dotfiles) are never served.
 *
 * Usage: node scripts/ops/serve.mjs [--port 3100] [--dir build]
 */
import { createServer, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import sirv from 'sirv';

/** One readable line and exit 1. @param {string} message */
function fail(message) {
  console.error(`serve: ${message}`);
  console.error('usage: node scripts/ops/serve.mjs [--port 3100] [--dir build]');
  process.exit(1);
}

// --headers was the old way to ask for the headers, which are now always sent: accepted and ignored.
const args = process.argv.slice(2).filter((arg) => arg !== '--headers');
/** @type {Record<string, string>} */
const options = { port: process.env.PORT ?? '3100', dir: 'build' };
for (let i = 0; i < args.length; i += 2) {
  const name = args[i]?.replace(/^--/, '') ?? '';
  if (!Object.hasOwn(options, name) || !args[i]?.startsWith('--')) fail(`unknown option ${args[i]}.`);
  if (!args[i + 1] || args[i + 1]?.startsWith('--')) fail(`--${name} needs a value.`);
  options[name] = String(args[i + 1]);
}
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a number from 0 to 65535, not "${options.port}".`);
const root = resolve(options.dir);
for (const file of ['index.html', '404.html', '_headers']) {
  if (!existsSync(join(root, file))) fail(`${join(root, file)} is missing. Run "npm run build" first.`);
}

/**
 * The rules of a Netlify-style _headers file, in order: a path pattern ("*" matches anything)
 * and its headers. Rules for every path ("/*") are the security headers, sent on every answer;
 * the others (Cache-Control, Link) only on the files of their paths.
 * @param {string} text
 */
export function parseHeaderRules(text) {
  /** @type {{ pattern: string, path: RegExp, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern, path: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}
const rules = parseHeaderRules(readFileSync(join(root, '_headers'), 'utf8'));
const everyPath = rules.filter((rule) => rule.pattern === '/*' || rule.pattern === '*');
const securityHeaders = Object.assign({}, ...everyPath.map((rule) => rule.headers));
/** @param {string} pathname */
const pathHeaders = (pathname) =>
  Object.assign({}, ...rules.filter((rule) => !everyPath.includes(rule) && rule.path.test(pathname)).map((rule) => rule.headers));

/** Files the host reads and never serves, and dotfiles. */
const internal = /(^|\/)(_headers|_redirects|nginx-headers\.conf)$|\/\./;
const compressible = /^(text\/|application\/(json|javascript|xml|yaml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** The 404 page, read and compressed once. */
const notFoundPage = readFileSync(join(root, '404.html'));
const notFoundBodies = {
  br: brotliCompressSync(notFoundPage),
  gzip: gzipSync(notFoundPage),
  identity: notFoundPage,
};

/** Brotli or gzip, as the client accepts them (q=0 refuses), or undefined. @param {string} header */
function encodingFor(header) {
  const accepted = new Map(
    header
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)];
      }),
  );
  return /** @type {const} */ (['br', 'gzip']).find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

/**
 * A single byte range of a file of `size` bytes as "bytes=start-end" (RFC 9110 14.1.2, suffix
 * and open ranges resolved), "unsatisfiable", or undefined to ignore the header (a malformed
 * or multi-part range: the whole file is sent).
 * @param {string} header @param {number} size
 */
function normaliseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start;
  let end;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return undefined;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  // sirv reads an end of 0 as "to the end": a 200 with the whole file is the honest answer.
  if (end === 0) return undefined;
  return `bytes=${start}-${end}`;
}

/**
 * A header value as HTTP allows it: a rule of _headers for a route with non-ASCII characters
 * (a spec's unicode operation names) carries them in its Link URLs; they are percent-encoded.
 * @param {string} value
 */
const headerValue = (value) => String(value).replace(/[^\x20-\x7e\t]/gu, (c) => encodeURIComponent(c));

/**
 * A path as a Location header: percent-encoded where needed (never a raw control or non-ASCII
 * character) and always on this host (a leading "//" or "/\" would leave it).
 * @param {string} rawPath the request's still-encoded path @param {string} search its query, with the "?"
 */
function safeLocation(rawPath, search) {
  /** @param {string} text */
  const encode = (text) => text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));
  return `/${encode(rawPath).replace(/^\/+/, '')}${encode(search)}`;
}

/**
 * Compressed bodies by file, modification time and encoding: each file is compressed once, then
 * served from memory (up to 64 MB in all; a build's compressed assets are a fraction of that).
 * @type {Map<string, Buffer>}
 */
const compressed = new Map();
let compressedBytes = 0;
const maxCompressedBytes = 64 * 1024 * 1024;
/** The file stats sirv found for a response, for the cache key. @type {WeakMap<object, import('node:fs').Stats>} */
const statsOf = new WeakMap();

const files = sirv(root, {
  // Look files up on each request (sirv's "dev" mode) rather than from a list made at start: a
  // rebuild under a running server serves its new assets instead of 404s.
  dev: true,
  etag: true,
  extensions: ['html'],
  onNoMatch: (req, res) => sendNotFound(req, res),
  setHeaders: (res, _pathname, stats) => {
    statsOf.set(res, stats);
    // sirv's own Range parsing misreads suffix ranges and throws on a reversed one: hand it a
    // normalised single range, or none.
    const req = res.req;
    if (typeof req.headers.range !== 'string') return;
    const range = normaliseRange(req.headers.range, stats.size);
    if (range === undefined) delete req.headers.range;
    else req.headers.range = range === 'unsatisfiable' ? `bytes=${stats.size}-` : range;
  },
});

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function sendNotFound(req, res) {
  for (const name of res.getHeaderNames()) if (!Object.hasOwn(securityHeaders, name)) res.removeHeader(name);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const encoding = encodingFor(String(req.headers['accept-encoding'] ?? '')) ?? 'identity';
  const body = notFoundBodies[encoding];
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text @param {Record<string, string>} [extra] */
function sendText(res, status, text, extra = {}) {
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...extra,
  });
  res.end(text);
}

/**
 * Hands the response to sirv, compressing what it streams: the body sirv pipes into `res` is
 * re-piped through zlib with stream.pipeline, which also destroys the file stream when the
 * client goes away (no descriptor left open by an aborted download).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function serveFile(req, res) {
  const encoding = req.headers.range ? undefined : encodingFor(String(req.headers['accept-encoding'] ?? ''));
  /** @type {import('node:stream').Transform | undefined} */
  let compressor;
  res.writeHead = /** @type {any} */ (
    (/** @type {number} */ status, /** @type {Record<string, any>} */ headers = {}) => {
      const type = String(headers['Content-Type'] ?? '');
      if (type && compressible.test(type) && !/charset=/i.test(type) && !type.startsWith('image/'))
        headers['Content-Type'] = `${type}; charset=utf-8`;
      if (status === 200 && encoding && compressible.test(type)) {
        delete headers['Content-Length'];
        headers['Content-Encoding'] = encoding;
        compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
      }
      res.setHeader('Vary', 'Accept-Encoding');
      return ServerResponse.prototype.writeHead.call(res, status, headers);
    }
  );
  res.once('pipe', (/** @type {import('node:fs').ReadStream} */ source) => {
    source.unpipe(res);
    if (!compressor) return void pipeline(source, res, () => {});
    const stats = statsOf.get(res);
    const key = `${source.path}\0${stats?.mtimeMs}\0${stats?.size}\0${encoding}`;
    const cached = compressed.get(key);
    if (cached) {
      source.destroy();
      return void res.end(cached);
    }
    /** @type {Buffer[]} */
    const chunks = [];
    compressor.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    pipeline(source, compressor, res, (error) => {
      if (error || !stats) return;
      const body = Buffer.concat(chunks);
      if (compressedBytes + body.length > maxCompressedBytes) return;
      compressed.set(key, body);
      compressedBytes += body.length;
    });
  });
  files(req, res);
}

const server = createServer((req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, `Method ${req.method} is not allowed: this site answers GET and HEAD.\n`, { Allow: 'GET, HEAD' });
    }
    // Origin-form ("/a/b?x") is what browsers send; an absolute-form target ("http://host/a") is
    // reduced to its path; anything else is not a path on this site.
    let target = req.url ?? '/';
    if (!target.startsWith('/')) {
      try {
        const url = new URL(target);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
        target = `${url.pathname}${url.search}`;
      } catch {
        return sendText(res, 400, 'Bad request: the request target is not a path.\n');
      }
    }
    const queryAt = target.indexOf('?');
    const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
    const search = queryAt >= 0 ? target.slice(queryAt) : '';
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendText(res, 400, 'Bad request: the path has malformed percent-encoding.\n');
    }
    // Clean URLs: /a/index.html, /a.html and /a/ answer with a redirect to /a (the raw path is
    // kept encoded, so the Location header is always valid).
    const bare = rawPath
      .replace(/\/index\.html$/i, '')
      .replace(/\.html$/i, '')
      .replace(/(.)\/+$/, '$1');
    if (bare !== rawPath || /^\/{2,}/.test(rawPath)) {
      res.writeHead(301, { ...securityHeaders, Location: safeLocation(bare, search) });
      return res.end();
    }
    if (internal.test(pathname) || pathname.includes('\0')) return sendNotFound(req, res);
    req.url = target;
    for (const [name, value] of Object.entries({ ...securityHeaders, 'Cache-Control': 'no-cache', ...pathHeaders(pathname) }))
      res.setHeader(name, headerValue(value));
    return serveFile(req, res);
  } catch (error) {
    console.error(`serve: ${req.method} ${req.url}: ${/** @type {Error} */ (error)?.stack ?? error}`);
    if (!res.headersSent) sendText(res, 500, 'Internal error of the local server.\n');
    else res.destroy();
  }
});

/**
 * Answers on the bare socket, with the headers too: a request Node's parser refuses (a bad
 * request line or header), and CONNECT, which Node hands to no request handler.
 * @param {import('node:stream').Duplex} socket @param {string} status @param {Record<string, string>} [extra]
 */
function answerSocket(socket, status, extra = {}) {
  if (!socket.writable) return socket.destroy();
  const head = Object.entries({ ...securityHeaders, ...extra, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n\r\n${status}\n`);
}
server.on('clientError', (_error, socket) => answerSocket(socket, '400 Bad Request'));
server.on('connect', (_req, socket) => answerSocket(socket, '405 Method Not Allowed', { Allow: 'GET, HEAD' }));

server.listen(port, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`serve: ${root} on http://localhost:${address.port} with the headers of its _headers`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections(); // keep-alive sockets would hold close() open
    server.close(() => process.exit(0));
  });
}
