/**
 * The files for AI assistants written by src/plugins/llms-txt: a Markdown twin of every page,
 * clean of MDX, the API reference written from the spec, and llms.txt linking only to real files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { urls } from '../../config/brand';
import { headLinkProblems, twinFileOf } from '../../src/plugins/llms-txt';
import { routesWithoutTwin } from '../../src/plugins/llms-txt/twins';
import { readRouteList } from '../e2e/fixtures';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
const routes = readRouteList('tests/spec-routes.txt').filter((route) => route !== '/search');

/** The Markdown outside fenced code blocks. */
function prose(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const trimmed = line.trim();
    if (fence === undefined) {
      const open = /^(`{3,}|~{3,})/.exec(trimmed);
      if (open) fence = open[1];
      else out.push(line);
    } else if (trimmed.length >= fence.length && trimmed === (fence[0] ?? '`').repeat(trimmed.length)) {
      fence = undefined;
    }
  }
  return out.join('\n');
}

const residue: [name: string, pattern: RegExp][] = [
  ['an import line', /^\s*import\s/m],
  ['an export line', /^\s*export\s/m],
  ['<TabItem', /<TabItem/],
  ['<ServerCodeTabs', /<ServerCodeTabs/],
  ['an MDX comment', /\{\/\*/],
  ['an admonition fence', /:::/],
  ['a JSX component tag', /<\/?[A-Z][\w.]*[\s/>]/],
];

test('the twin of a route is its URL plus .md', () => {
  expect(twinFileOf('/plugins/woocommerce')).toBe('plugins/woocommerce.md');
  expect(twinFileOf('/')).toBe('index.md');
  expect(twinFileOf('/api')).toBe('api.md');
});

test('every route of the specification but /search has a non-empty Markdown twin with a title', () => {
  const missing = routes.filter((route) => !existsSync(join(buildDir, twinFileOf(route))));
  expect(missing).toEqual([]);
  for (const route of routes) {
    const markdown = readFileSync(join(buildDir, twinFileOf(route)), 'utf8');
    expect(markdown, route).toMatch(/^# \S/);
  }
});

test('the twins have no MDX or JSX left outside fenced code', () => {
  const problems: string[] = [];
  for (const route of routes) {
    const text = prose(readFileSync(join(buildDir, twinFileOf(route)), 'utf8'));
    for (const [name, pattern] of residue) {
      const match = pattern.exec(text);
      if (match) problems.push(`${route}: ${name} near "${text.slice(Math.max(0, match.index - 30), match.index + 30)}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('the prose filter would see residue (the check above can fail)', () => {
  const mdx =
    'import X from \'./x.mdx\';\n\n<ServerCodeTabs>\n<TabItem value="curl">\n\n```bash\nimport y\n```\n\n</TabItem>\n:::tip\n{/* note */}';
  const text = prose(mdx);
  expect(residue.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)).toEqual([
    'an import line',
    '<TabItem',
    '<ServerCodeTabs',
    'an MDX comment',
    'an admonition fence',
    'a JSX component tag',
  ]);
  expect(prose('```bash\nimport y\n```')).not.toContain('import');
});

test('docs twins keep the page title, description, tabs labels, admonitions and partials', () => {
  const core = readFileSync(join(buildDir, 'get-started/core-concepts.md'), 'utf8');
  expect(core.startsWith('# Core concepts\n\n> Merchant accounts')).toBe(true);
  expect(core).toContain('> **Danger: Secret keys stay on your server**');
  expect(core).toContain('## Merchant account\n');
  const session = readFileSync(join(buildDir, 'products/hosted-fields/server-side-initialization.md'), 'utf8');
  // The partial is inlined, with the page's own sample in place of the partial's.
  expect(session).toContain('## Send the session request');
  expect(session).toContain('"integration": "hosted_fields"');
  expect(session).toMatch(/\*\*curl\*\*\n\n```bash/);
  const testing = readFileSync(join(buildDir, 'get-started/set-up-acme/testing.md'), 'utf8');
  expect(testing).toContain('| Declined | Visa | `4900 0000 0000 2009` |');
});

test('the API operation twin is written from the spec', () => {
  const refund = readFileSync(join(buildDir, 'api/refund-payment.md'), 'utf8');
  expect(refund).toMatch(/^# Refund a payment/);
  expect(refund).toContain('POST /v1/transactions/{transactionId}/refunds');
  expect(refund).toContain('`Idempotency-Key` | header | string | yes');
  expect(refund).toContain('https://sandbox.api.acmepay.example');
  expect(refund).toMatch(/Authorization: Bearer/);
  expect(refund).toContain('| `reason` |');
  expect(refund).toContain('### 201');
  expect(refund).toContain('"refundId": "ref_5Mz8Qw3Kt7Lp2Vx9Nd"');
  const schema = readFileSync(join(buildDir, 'api/schemas/refundrequest.md'), 'utf8');
  expect(schema).toContain('| `amount` | integer');
  expect(readFileSync(join(buildDir, 'api.md'), 'utf8')).toContain('## Idempotency');
});

test('llms.txt follows the format and every link resolves to a file in the build', () => {
  const text = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
  const lines = text.split('\n');
  expect(lines[0]).toBe('# Acme Pay documentation');
  expect(lines[2]).toMatch(/^> \S/);
  const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  expect(sections).toEqual([
    'Get started',
    'Products',
    'Guides',
    'Plugins',
    'Inspiration',
    'JavaScript library',
    'API reference',
    'Other',
  ]);
  const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?::\s.*)?$/gm)].map((match) => match[2] ?? '');
  expect(links.length).toBeGreaterThanOrEqual(routes.length);
  const broken = links.filter((link) => {
    if (!link.startsWith(`${urls.site}/`)) return true;
    const file = join(buildDir, decodeURI(link.slice(urls.site.length + 1)));
    return !existsSync(file) || !statSync(file).isFile();
  });
  expect(broken).toEqual([]);
  expect(text).toContain(`- [Core concepts](${urls.site}/get-started/core-concepts.md): `);
});

test('llms-full.txt holds the docs and operation twins, not the schema pages', () => {
  const full = readFileSync(join(buildDir, 'llms-full.txt'), 'utf8');
  expect(full).toContain('# Core concepts\n');
  expect(full).toContain('# Refund a payment\n');
  expect(full).not.toContain('# RefundRequest\n');
  expect(full).toContain('\n\n---\n\n');
});

/** Every HTML page of the build with its route: a/b.html and a/b/index.html are /a/b, index.html is /. */
function builtPages(): { file: string; route: string; head: string }[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .map((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      const route = file === '404.html' ? '/404.html' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { file, route: route.length > 1 ? route.replace(/\/$/, '') : route, head: html.slice(0, html.indexOf('</head>')) };
    });
}

/**
 * The <link> tags of a head with the given rel, as attribute maps: a plain scan (not the site's
 * parser) that reads the minifier's unquoted attributes too.
 */
function linksOf(head: string, rel: string): Record<string, string>[] {
  return [...head.matchAll(/<link\b([^>]*)>/g)]
    .map(([, attributes = '']) =>
      Object.fromEntries(
        [...attributes.matchAll(/([a-z-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map(([, name = '', ...values]) => [
          name,
          values.find((value) => value !== undefined) ?? '',
        ]),
      ),
    )
    .filter((attributes) => attributes.rel === rel);
}

test('every HTML page links its Markdown twin and llms.txt in its <head>, and every linked twin is a file of the build', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  const problems: string[] = [];
  for (const { file, route, head } of pages) {
    const describedBy = linksOf(head, 'describedby');
    if (describedBy.length !== 1 || describedBy[0]?.href !== '/llms.txt')
      problems.push(`${file}: describedby ${JSON.stringify(describedBy)}`);
    const twins = linksOf(head, 'alternate').filter((link) => link.type === 'text/markdown');
    if (routesWithoutTwin.includes(route)) {
      if (twins.length) problems.push(`${file}: a page without a twin links ${JSON.stringify(twins)}`);
      continue;
    }
    if (twins.length !== 1) {
      problems.push(`${file}: ${twins.length} Markdown alternates`);
      continue;
    }
    const href = twins[0]?.href ?? '';
    if (href !== (route === '/' ? '/index.md' : `${route}.md`)) problems.push(`${file}: twin ${href} for route ${route}`);
    const target = join(buildDir, decodeURI(href));
    if (!existsSync(target) || !statSync(target).isFile()) problems.push(`${file}: ${href} is not a file of the build`);
  }
  expect(problems).toEqual([]);
  // The pages without a twin are the tools, and they are built.
  expect(routesWithoutTwin.filter((route) => !pages.some((page) => page.route === route))).toEqual([]);
  expect(existsSync(join(buildDir, 'llms.txt'))).toBe(true);
});

test("the build's own check fails on a page that links a twin the build did not write, or misses its twin", async () => {
  const pages = ['/get-started/core-concepts', '/search', '/'];
  const written = new Set(['/get-started/core-concepts', '/']);
  expect(await headLinkProblems(buildDir, pages, written)).toEqual([]);
  expect(await headLinkProblems(buildDir, pages, new Set(['/']))).toEqual([
    '/get-started/core-concepts: links ["/get-started/core-concepts.md"] as its Markdown twin, the build wrote []',
  ]);
  expect(await headLinkProblems(buildDir, pages, new Set([...written, '/search']))).toEqual([
    '/search: links [] as its Markdown twin, the build wrote ["/search.md"]',
  ]);
});
