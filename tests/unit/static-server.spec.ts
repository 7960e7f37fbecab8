/**
 * scripts/ops/serve.mjs, the static server of the tests and benchmarks, against a small site written
 * here (no build needed) with a `_headers` file from the real security-headers plugin: every
 * request that crashed or misled the old server (issue 32), the headers a host sends, clean
 * URLs, methods, ranges, compression, internal files, descriptors of aborted downloads, and a
 * bounded fuzz (fast-check) of paths, methods and headers. Requests go over raw sockets, so
 * the test sends exactly the bytes it means (fetch would normalise the path).
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { securityHeaders } from '../../config/security';
import { netlifyHeaders } from '../../src/plugins/security-headers';
import { freePort } from './run-command';

test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const policy = securityHeaders({
  scriptHashes: ["'sha256-AAAA'"],
  apiServers: ['http://localhost:4010'],
  search: { backend: 'embedded', indexName: 'epic-docs', indexUrl: '/search-index.json' },
});
const policyNames = Object.keys(policy).map((name) => name.toLowerCase());
const homeLink = '</index.md>; rel="alternate"; type="text/markdown"';
const script = 'console.log("acme");\n'.repeat(4000);

let site: string;
let server: ChildProcess;
let port = 0;
let output = '';

type Reply = { status: number; headers: Record<string, string>; body: Buffer; raw: string };

/** One request over a fresh socket: the request line and headers exactly as given. */
function raw(requestLine: string, headers: Record<string, string> = {}, timeoutMs = 5_000): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(requestLine)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      const lines = [
        requestLine,
        'Host: localhost',
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0)
        return reject(new Error(`no HTTP answer to ${JSON.stringify(requestLine)}: ${JSON.stringify(all.toString('latin1'))}`));
      const head = all.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(head[0]?.split(' ')[1]);
      const parsed: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let body: Buffer = all.subarray(end + 4);
      if (parsed['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status, headers: parsed, body, raw: all.toString('latin1') });
    });
  });
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const get = (target: string, headers: Record<string, string> = {}) => raw(`GET ${target} HTTP/1.1`, headers);

function expectPolicy(reply: Reply, what: string) {
  const sent = Object.fromEntries(policyNames.map((name) => [name, reply.headers[name]]));
  expect(sent, `security headers of ${what}`).toEqual(
    Object.fromEntries(Object.entries(policy).map(([k, v]) => [k.toLowerCase(), v])),
  );
}

/** The server still answers: it did not crash on what came before. */
async function expectAlive(after: string) {
  const reply = await get('/').catch((error: Error) => ({ status: 0, error }));
  expect(reply.status, `the server answers after ${after} (its output: ${output})`).toBe(200);
}

test.beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'serve-spec-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), content);
  };
  write('index.html', '<!doctype html><title>Home</title><p>home</p>');
  write('404.html', '<!doctype html><title>Page not found</title><p>not found</p>');
  write('guides/refunds.html', '<!doctype html><title>Refunds</title>');
  write('guides/index.html', '<!doctype html><title>Guides</title>');
  write('index.md', '# Home\n\nÆble, €, 日本\n');
  write('assets/js/main.js', script);
  write('assets/big.bin', randomBytes(6 * 1024 * 1024));
  write('nginx-headers.conf', 'add_header X-Internal "yes";\n');
  write('.env', 'SECRET=1\n');
  write('_headers', netlifyHeaders(policy, ['/', '/guides', '/guides/*'], [['/', homeLink]]));
  port = await freePort();
  server = spawn(process.execPath, ['scripts/ops/serve.mjs', '--port', String(port), '--dir', site], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`serve.mjs exited: ${output}`);
    if ((await get('/').catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`serve.mjs did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(site, { recursive: true, force: true });
});

test('requests that crashed the old server get an answer, and the server keeps answering', async () => {
  for (const target of ['/%E2%82%AC/', '/a%0d%0aX/', '/x%00y/', '/docs%0a/', '//[/', 'http://[::1/', '/%E0%A4%A/', '/%']) {
    const reply = await get(target);
    expect(reply.status, target).toBeGreaterThanOrEqual(200);
    expect(reply.status, target).toBeLessThan(500);
    if (reply.headers.location) expect(reply.headers.location, target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    await expectAlive(target);
  }
});

test('bad percent-encoding and a target that is no path answer 400', async () => {
  for (const target of ['/%E0%A4%A', '/%zz', 'http://[::1/']) expect((await get(target)).status, target).toBe(400);
});

test('every answer carries the build headers by default, without any option', async () => {
  const cases: [string, string, number][] = [
    ['GET', '/', 200],
    ['HEAD', '/guides/refunds', 200],
    ['GET', '/assets/js/main.js', 200],
    ['GET', '/guides/refunds.html', 301],
    ['GET', '/nowhere', 404],
    ['POST', '/', 405],
    ['GET', '/%zz', 400],
  ];
  for (const [method, target, status] of cases) {
    const reply = await raw(`${method} ${target} HTTP/1.1`);
    expect(reply.status, `${method} ${target}`).toBe(status);
    expectPolicy(reply, `${method} ${target}`);
  }
});

test('a 404 is never cached as immutable, and redirects do not carry the home page Link', async () => {
  const missing = await get('/assets/js/missing.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-cache');
  expect(missing.body.toString()).toContain('not found');
  expect((await get('/assets/js/main.js')).headers['cache-control']).toContain('immutable');
  expect((await get('/')).headers.link).toBe(homeLink);
  for (const target of ['/index.html', '/guides/', '/guides/index.html']) {
    const redirect = await get(target);
    expect(redirect.status, target).toBe(301);
    expect(redirect.headers.link, target).toBeUndefined();
  }
});

test('clean URLs: .html, /index.html and a trailing slash redirect to the bare path, query kept', async () => {
  const expectations: [string, string][] = [
    ['/index.html', '/'],
    ['/guides/refunds.html', '/guides/refunds'],
    ['/guides/index.html', '/guides'],
    ['/guides/', '/guides'],
    ['/guides/refunds.html?a=1&b=%20', '/guides/refunds?a=1&b=%20'],
    ['//example.org/', '/example.org'],
    ['/\\example.org/', '/%5Cexample.org'],
  ];
  for (const [target, location] of expectations) {
    const reply = await get(target);
    expect([reply.status, reply.headers.location], target).toEqual([301, location]);
  }
  expect((await get('/guides/refunds')).status).toBe(200);
  expect((await get('/guides')).body.toString()).toContain('Guides');
});

test('GET and HEAD only: other methods answer 405 with Allow', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    const reply = await raw(`${method} / HTTP/1.1`, { 'Content-Length': '0' });
    expect(reply.status, method).toBe(405);
    expect(reply.headers.allow, method).toBe('GET, HEAD');
  }
  const head = await raw('HEAD /guides/refunds HTTP/1.1');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
});

test('internal files and dotfiles are never served', async () => {
  for (const target of ['/_headers', '/%5Fheaders', '/nginx-headers.conf', '/.env', '/%2Eenv']) {
    const reply = await get(target);
    expect(reply.status, target).toBe(404);
    expect(reply.body.toString(), target).not.toMatch(/Content-Security-Policy|X-Internal|SECRET/);
  }
});

test('ranges: one range, a suffix, an open end, an unsatisfiable one; a malformed one is ignored', async () => {
  const whole = Buffer.from(script);
  const expectRange = async (range: string, status: number, bytes?: Buffer) => {
    const reply = await get('/assets/js/main.js', { Range: range });
    expect(reply.status, range).toBe(status);
    if (bytes) expect(reply.body.equals(bytes), range).toBe(true);
    return reply;
  };
  const first = await expectRange('bytes=10-19', 206, whole.subarray(10, 20));
  expect(first.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
  await expectRange('bytes=-7', 206, whole.subarray(whole.length - 7));
  await expectRange(`bytes=${whole.length - 5}-`, 206, whole.subarray(whole.length - 5));
  const beyond = await expectRange(`bytes=${whole.length + 10}-`, 416);
  expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
  await expectRange('bytes=20-10', 200, whole);
  await expectRange('bytes=0-1,5-6', 200, whole);
  await expectRange('lines=1-2', 200, whole);
  await expectAlive('odd ranges');
});

test('gzip and Brotli by Accept-Encoding, and the same bytes after decoding', async () => {
  const plain = await get('/assets/js/main.js', { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  const gzip = await get('/assets/js/main.js', { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(script);
  const again = await get('/assets/js/main.js', { 'Accept-Encoding': 'gzip' }); // from the server's cache
  expect(again.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(again.body).toString()).toBe(script);
  const brotli = await get('/assets/js/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  const refused = await get('/assets/js/main.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  const notFound = await get('/nowhere', { 'Accept-Encoding': 'gzip' });
  expect(gunzipSync(notFound.body).toString()).toContain('not found');
  const twin = await get('/index.md');
  expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.body.toString()).toContain('Æble, €, 日本');
});

test('aborted downloads leave no file descriptor open', async () => {
  test.skip(process.platform !== 'linux', 'reads /proc/<pid>/fd');
  const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;
  const before = openFiles();
  for (let i = 0; i < 60; i++) {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /assets/big.bin HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n'),
      );
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => resolve());
    });
  }
  await expectAlive('aborted downloads');
  await expect
    .poll(openFiles, { message: 'descriptors of the server after 60 aborted downloads', timeout: 5_000 })
    .toBeLessThanOrEqual(before + 5);
});

test('fuzz: paths, methods and headers never crash the server, never answer 5xx, always carry the headers', async () => {
  test.setTimeout(60_000);
  const segment = fc.oneof(
    fc.constantFrom(
      '',
      '.',
      '..',
      'index.html',
      'guides',
      'refunds.html',
      '_headers',
      '.env',
      'assets',
      '%',
      '%2e%2e',
      '%00',
      '%0d%0a',
      '%E2%82%AC',
      '[',
      '\\',
      '%zz',
      '%F0%9F',
      'a?b=1',
      '#x',
    ),
    fc.stringMatching(/^[\x21-\x7e]{0,12}$/).map((s) => s.replace(/[#?]/g, '')),
  );
  const target = fc.oneof(
    fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
    fc.constantFrom('*', 'http://[::1/', 'http://localhost/guides/', 'https://x/..%2f_headers', '//'),
  );
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'CONNECT', 'PROPFIND');
  const header = fc.record(
    {
      Range: fc.oneof(
        fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=5-1', 'bytes=99999999-', 'bytes=a-b', 'bytes=0-0'),
        fc.string({ maxLength: 20 }),
      ),
      'Accept-Encoding': fc.constantFrom('gzip', 'br', 'gzip;q=0, br', '*', 'identity', 'zstd', ''),
      'If-None-Match': fc.constantFrom('*', 'W/"1-1"', '"x"'),
    },
    { requiredKeys: [] },
  );
  let runs = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(method, target, header, async (m, t, h) => {
      runs += 1;
      const clean = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v).replace(/[\r\n]/g, '')]));
      const reply = await raw(`${m} ${t} HTTP/1.1`, { ...clean, 'Content-Length': '0' });
      expect(reply.status, `${m} ${t}`).toBeLessThan(500);
      expectPolicy(reply, `${m} ${t}`);
      if (reply.status === 404 || reply.status >= 300)
        expect(reply.headers['cache-control'] ?? '', `${m} ${t}`).not.toContain('immutable');
      if (reply.status >= 300 && reply.status < 400) expect(reply.headers.link, `${m} ${t}`).toBeUndefined();
    }),
    { numRuns: 400, seed: 3232 },
  );
  console.log(`static server fuzz: ${runs} requests in ${Date.now() - started} ms`);
  expect(runs).toBeGreaterThanOrEqual(400);
  await expectAlive('the fuzz');
});

test('a file written after the server started is served, and a changed file is compressed anew', async () => {
  const file = path.join(site, 'assets/js/later.js');
  writeFileSync(file, 'console.log("later");\n');
  const reply = await get('/assets/js/later.js', { 'Accept-Encoding': 'gzip' });
  expect(reply.status).toBe(200);
  expect(gunzipSync(reply.body).toString()).toContain('later');
  writeFileSync(file, 'console.log("rebuilt, longer");\n');
  const changed = await get('/assets/js/later.js', { 'Accept-Encoding': 'gzip' });
  expect(gunzipSync(changed.body).toString()).toContain('rebuilt, longer');
});
