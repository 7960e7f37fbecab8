/**
 * The security headers the build writes (src/plugins/security-headers, policy in
 * config/security.ts): the CSP's script hashes are those of the inline scripts of real built
 * pages, hashed here independently (Web Crypto over the raw HTML), and the policy holds every
 * header and directive the site promises, with Algolia only when search uses it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readSpec } from '../../spec/index.mjs';
import {
  algoliaSources,
  cacheControl,
  contentSecurityPolicy,
  cspDirectives,
  headersFiles,
  immutablePathPrefix,
  scriptHashSource,
  securityHeaders,
  specApiServerOrigins,
  type PolicyInput,
} from '../../config/security';
import { searchMode } from '../../config/search';
import { browserServer } from '../../config/sandbox';
import { executableInlineScripts, htmlRoutePatterns, routeOfHtmlFile } from '../../src/plugins/security-headers';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';

function built(file: string): string {
  const path = join(buildDir, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: build the site first (npm run build, or TEST_BUILD_DIR).`);
  return readFileSync(path, 'utf8');
}

/** The blocks of a _headers file: path pattern -> headers. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      blocks.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

const directivesOf = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** Inline scripts found with a plain scan of the HTML (no parser), JSON-LD and other data blocks left out. */
function scanInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || type === 'module' || type.includes('javascript');
    })
    .map(([, , text = '']) => text);
}

async function webCryptoHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

const embedded = searchMode({});
/** The origins the explorer may call: the spec's servers, then the in-browser simulated sandbox. */
const specServers = () => {
  const spec = readSpec('openapi/payments.yaml') as { servers: { url: string }[] };
  return [...spec.servers.map((server) => new URL(server.url).origin), new URL(browserServer.url).origin];
};
const input = (overrides: Partial<PolicyInput> = {}): PolicyInput => ({
  scriptHashes: ["'sha256-AAAA'"],
  apiServers: specApiServerOrigins(),
  search: embedded,
  ...overrides,
});

test('the CSP in build/_headers allows exactly the inline scripts of real built pages', async () => {
  const headers = parseHeadersFile(built(headersFiles.netlify));
  const csp = headers.get('/*')?.['Content-Security-Policy'];
  expect(csp, 'a "/*" block with a Content-Security-Policy in _headers').toBeTruthy();
  const allowed = directivesOf(csp ?? '').get('script-src') ?? [];
  const pages = ['index.html', 'get-started.html', 'api/initialize-payment-session.html', '404.html'];
  const seen = new Set<string>();
  for (const page of pages) {
    const html = built(page);
    const scanned = scanInlineScripts(html);
    expect(scanned.length, `${page} has inline scripts to check`).toBeGreaterThan(0);
    // The plugin's parser finds the same scripts as the plain scan.
    expect(executableInlineScripts(html), page).toEqual(scanned);
    for (const script of scanned) {
      const hash = await webCryptoHash(script);
      seen.add(hash);
      expect(allowed, `${page}: the hash of the inline script "${script.slice(0, 60)}…"`).toContain(hash);
    }
  }
  // Over every built page: the hashes are exactly those of the inline scripts, none missing, none extra.
  const everyPage = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(everyPage.length).toBeGreaterThan(100);
  for (const page of everyPage) {
    for (const script of scanInlineScripts(readFileSync(join(buildDir, page), 'utf8'))) seen.add(await webCryptoHash(script));
  }
  expect(allowed.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...seen].sort());
});

test('JSON-LD and other data blocks are not hashed; module scripts are', () => {
  const html = `<html><head>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    <script type="application/json" id="data">{"a":1}</script>
    <script>window.a = 1;</script>
    <script type="module">import "/x.js";</script>
    <script src="/assets/js/main.js"></script>
  </head><body></body></html>`;
  expect(executableInlineScripts(html)).toEqual(['window.a = 1;', 'import "/x.js";']);
  // The built pages' JSON-LD (breadcrumbs) stays out of the policy.
  const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const jsonLd = pages.flatMap((page) => [
    ...built(page).matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g),
  ]);
  expect(jsonLd.length, 'JSON-LD on the built docs pages').toBeGreaterThan(0);
  const csp = parseHeadersFile(built(headersFiles.netlify)).get('/*')?.['Content-Security-Policy'] ?? '';
  for (const [, text = ''] of jsonLd) expect(csp).not.toContain(scriptHashSource(text));
});

test('hashes are taken as the browser takes them: UTF-8, CR LF read as LF', async () => {
  expect(scriptHashSource('a\r\nb\rc')).toBe(await webCryptoHash('a\nb\nc'));
  expect(scriptHashSource('const s = "€";')).toBe(await webCryptoHash('const s = "€";'));
});

test('script-src has no unsafe-inline or unsafe-eval; no directive allows eval', () => {
  const directives = new Map(cspDirectives(input()));
  expect(directives.get('script-src')).toEqual(["'self'", "'sha256-AAAA'"]);
  const policy = contentSecurityPolicy(
    input({ search: searchMode({ ALGOLIA_APP_ID: 'X', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INSIGHTS: 'true' }) }),
  );
  expect(policy).not.toContain("'unsafe-eval'");
  expect(directivesOf(policy).get('script-src')?.join(' ')).not.toContain('unsafe-inline');
  // Only style-src keeps 'unsafe-inline' (React style attributes, Mermaid's SVG styles).
  const withInline = [...directivesOf(policy)].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name);
  expect(withInline).toEqual(['style-src']);
});

test('connect-src is the site, the API servers of payments.yaml and the simulated sandbox; Algolia only when configured', () => {
  const servers = specServers();
  expect(servers).toContain('http://localhost:4010');
  const embeddedConnect = new Map(cspDirectives(input())).get('connect-src');
  expect(embeddedConnect).toEqual(["'self'", ...servers]);
  expect(contentSecurityPolicy(input())).not.toMatch(/algolia|jsdelivr/);

  const algolia = searchMode({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'key' });
  const connect = new Map(cspDirectives(input({ search: algolia }))).get('connect-src') ?? [];
  expect(connect.slice(0, servers.length + 1)).toEqual(["'self'", ...servers]);
  expect(connect).toContain('https://app123-dsn.algolia.net');
  expect(connect).toContain('https://app123-1.algolianet.com');
  expect(connect).not.toContain('https://insights.algolia.io');
  expect(new Map(cspDirectives(input({ search: algolia }))).get('script-src')).toEqual(["'self'", "'sha256-AAAA'"]);

  const insights = searchMode({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INSIGHTS: 'true' });
  expect(algoliaSources(insights).connect).toContain('https://insights.algolia.io');
  expect(new Map(cspDirectives(input({ search: insights }))).get('script-src')).toContain(algoliaSources(insights).script[0]);
});

test('every required header and directive is in the policy and in build/_headers', () => {
  const expectedDirectives: Record<string, string> = {
    'default-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'img-src': "'self' data:",
  };
  const written = parseHeadersFile(built(headersFiles.netlify)).get('/*') ?? {};
  for (const headers of [securityHeaders(input()), written]) {
    const directives = directivesOf(headers['Content-Security-Policy'] ?? '');
    for (const [name, value] of Object.entries(expectedDirectives)) expect(directives.get(name)?.join(' '), name).toBe(value);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains; preload$/);
    expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      headers['Referrer-Policy'],
    );
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    const permissions = (headers['Permissions-Policy'] ?? '').split(/,\s*/);
    expect(permissions).toContain('clipboard-write=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions.filter((entry) => !entry.endsWith('=()'))).toEqual(['clipboard-write=(self)']);
  }
  // The written file holds the policy built from the spec's servers and the search mode of the build.
  expect(Object.keys(written).sort()).toEqual(Object.keys(securityHeaders(input())).sort());
  expect(written['Content-Security-Policy']).toContain(`connect-src 'self' ${specServers().join(' ')}`);
});

test('cache rules: hashed assets immutable, HTML revalidated, no rule overlapping the other', () => {
  const blocks = parseHeadersFile(built(headersFiles.netlify));
  expect(blocks.get(`${immutablePathPrefix}*`)).toEqual({ 'Cache-Control': cacheControl.immutable });
  expect(cacheControl.immutable).toMatch(/max-age=31536000.*immutable/);
  expect(blocks.get('/')?.['Cache-Control']).toBe(cacheControl.revalidate);
  expect(blocks.get('/get-started/*')?.['Cache-Control']).toBe('no-cache');
  expect(blocks.get('/api/*')?.['Cache-Control']).toBe('no-cache');
  expect(blocks.get('/*')?.['Cache-Control']).toBeUndefined();
  for (const [path, headers] of blocks) {
    if (headers['Cache-Control'] === cacheControl.revalidate) expect(path.startsWith(immutablePathPrefix), path).toBe(false);
  }
  expect(htmlRoutePatterns(['index.html', 'guides.html', 'guides/refunds.html', 'assets/x.html', '404.html'])).toEqual([
    '/',
    '/404.html',
    '/guides',
    '/guides/*',
  ]);
});

test('the nginx include sets every header, always', () => {
  const conf = built(headersFiles.nginx);
  const written = parseHeadersFile(built(headersFiles.netlify)).get('/*') ?? {};
  for (const [name, value] of Object.entries(written)) {
    expect(conf, name).toContain(`add_header ${name} "${value}" always;`);
  }
  expect(conf).toContain(`add_header Cache-Control "${cacheControl.immutable}" always;`);
});

test("build/_headers sends each page's head links (Markdown twin, llms.txt) as its route's Link header", () => {
  const blocks = parseHeadersFile(built(headersFiles.netlify));
  const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets/'),
  );
  const problems: string[] = [];
  for (const file of pages) {
    const html = built(file);
    const head = html.slice(0, html.indexOf('</head>'));
    // The expected header from a plain scan of the head: the Markdown alternate, then describedby.
    const tags = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    // Quoted or, as the minifier writes them, unquoted attribute values.
    const attribute = (tag: string, name: string) => {
      const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s"'>]+))`).exec(tag);
      return match?.[1] ?? match?.[2];
    };
    const expected = [
      ...tags.filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'type') === 'text/markdown'),
      ...tags.filter((tag) => attribute(tag, 'rel') === 'describedby'),
    ]
      .map((tag) => `<${attribute(tag, 'href')}>; rel="${attribute(tag, 'rel')}"; type="${attribute(tag, 'type')}"`)
      .join(', ');
    expect(expected, `${file} has head links`).toContain('rel="describedby"');
    const route = routeOfHtmlFile(file);
    // Exactly one rule sets Link for the route's path, so no host joins two values.
    const setting = [...blocks].filter(
      ([pattern, headers]) =>
        headers.Link && new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(route),
    );
    if (setting.length !== 1 || setting[0]?.[1].Link !== expected)
      problems.push(`${route}: Link rules ${JSON.stringify(setting)}, head says ${expected}`);
  }
  expect(problems).toEqual([]);
  expect(blocks.get('/get-started/core-concepts')?.Link).toBe(
    '</get-started/core-concepts.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/markdown"',
  );
  expect(blocks.get('/search')?.Link).toBe('</llms.txt>; rel="describedby"; type="text/markdown"');
  expect(routeOfHtmlFile('index.html')).toBe('/');
  expect(routeOfHtmlFile(join('plugins', 'index.html'))).toBe('/plugins');
  expect(routeOfHtmlFile(join('api', 'schemas', 'refund.html'))).toBe('/api/schemas/refund');
});
