/**
 * scripts/check/check-links.mjs, run as `npm test` runs it, on tiny fixture builds written to a temp
 * folder: a good build passes with exit 0; a build with one missing page, one missing anchor,
 * one double-slash path and one broken link in the spec's descriptions reports exactly those.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';

const script = resolve(__dirname, '../../scripts/check/check-links.mjs');
const site = 'https://docs.fixture.example';

type Broken = { page: string; link: string; reason: string };
type Result = { pages: number; links: number; fragments: number; specLinks: number; broken: Broken[] };

function page(body: string, canonical: string): string {
  return `<!doctype html><html><head><link rel="canonical" href="${site}${canonical}"><link rel="stylesheet" href="/assets/css/site.css"></head><body>${body}</body></html>`;
}

/** A fixture build: home, /guides (a folder index), /guides/refunds (a .html file), assets. */
function writeBuild(dir: string, extra: Record<string, string> = {}): void {
  const files: Record<string, string> = {
    'index.html': page(
      `<a href="/guides">Guides</a> <a href="guides/refunds#partial-refunds">Partial refunds</a>
       <a href="${site}/guides/refunds">absolute to our own host</a> <a href="https://other.example/x#nope">other host</a>
       <a href="mailto:support@acmepay.example">mail</a> <a href="tel:+4512345678">call</a> <a href="#top">top</a>
       <img src="/img/logo.svg" alt=""><script src="/assets/js/main.js"></script><span id="top"></span>`,
      '/',
    ),
    'guides/index.html': page(
      `<a href="guides/refunds">relative to /guides (trailingSlash false)</a><a href="/guides/refunds?tab=curl#partial-refunds">query</a>`,
      '/guides',
    ),
    'guides/refunds.html': page(
      `<h2 id="partial-refunds">Partial</h2><a name="legacy"></a><a href="/guides#">empty fragment</a><a href="#legacy">named anchor</a>`,
      '/guides/refunds',
    ),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/js/main.js': '',
    'assets/css/site.css': '',
    'sitemap.xml': `<urlset><url><loc>${site}/guides/refunds</loc></url></urlset>`,
    ...extra,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

const goodSpec = `openapi: 3.1.0
info: { title: Fixture, version: '1', description: 'See [refunds](/guides/refunds#partial-refunds) and [the web](https://other.example/x).' }
paths: {}
`;

function run(dir: string, spec: string): { status: number | null; stdout: string; result: Result } {
  const specPath = join(dir, '..', 'spec.yaml');
  writeFileSync(specPath, spec);
  const json = spawnSync(process.execPath, [script, '--dir', dir, '--spec', specPath, '--json'], { encoding: 'utf8' });
  const text = spawnSync(process.execPath, [script, '--dir', dir, '--spec', specPath], { encoding: 'utf8' });
  expect(json.stderr, 'the checker wrote to stderr').toBe('');
  expect(text.status, 'the readable run and the --json run agree on the exit status').toBe(json.status);
  return { status: json.status, stdout: text.stdout, result: JSON.parse(json.stdout) as Result };
}

let work: string;
test.beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'check-links-'));
});
test.afterEach(() => rmSync(work, { recursive: true, force: true }));

test('a build whose links and anchors all resolve passes with exit 0 and the counts', () => {
  const dir = join(work, 'build');
  writeBuild(dir);
  const { status, stdout, result } = run(dir, goodSpec);
  expect(result.broken).toEqual([]);
  expect(status).toBe(0);
  expect(result.pages).toBe(3);
  // Home: /guides, guides/refunds#…, the own-host absolute link, #top, img, script, stylesheet, canonical;
  // guides: 2 links + stylesheet + canonical; refunds: 2 links + stylesheet + canonical; sitemap: 1; spec: 1.
  expect(result.links).toBe(8 + 4 + 4 + 1 + 1);
  expect(result.specLinks).toBe(1);
  expect(stdout).toMatch(/check-links: 3 pages, 18 internal links \(\d+ with anchors\), 1 links in .* none broken/);
});

test('a missing page, a missing anchor, a double slash and a broken description link are reported, exactly', () => {
  const dir = join(work, 'build');
  writeBuild(dir, {
    'guides/broken.html': page(
      `<a href="/guides/refunds#no-such-heading">missing anchor</a> <a href="/guides/chargebacks">missing page</a>
       <a href="/api//overview#authentication">double slash</a> <a href="/guides/refunds#legacy">fine</a>`,
      '/guides/broken',
    ),
  });
  const spec = goodSpec.replace(
    'paths: {}',
    `paths: {}
components:
  schemas:
    Refund:
      description: 'Read [the guide](/guides/refund-guide#amounts) first.'
      properties:
        amount: { type: integer, description: 'Relative [link](refunds) here.' }
`,
  );
  const { status, stdout, result } = run(dir, spec);
  expect(status).toBe(1);
  const specPath = join(dir, '..', 'spec.yaml');
  expect(result.broken.map(({ page: where, link }) => [where, link])).toEqual([
    ['/guides/broken', '/guides/refunds#no-such-heading'],
    ['/guides/broken', '/guides/chargebacks'],
    ['/guides/broken', '/api//overview#authentication'],
    [`${specPath}#/components/schemas/Refund/description`, '/guides/refund-guide#amounts'],
    [`${specPath}#/components/schemas/Refund/properties/amount/description`, 'refunds'],
  ]);
  expect(result.broken[0]?.reason).toContain('no element with id or name "no-such-heading"');
  expect(result.broken[1]?.reason).toContain('no page or file at /guides/chargebacks');
  expect(result.broken[2]?.reason).toContain('double slash');
  expect(result.broken[4]?.reason).toContain('relative link');
  // The readable report names each page once, then its broken links.
  expect(stdout).toContain(
    '/guides/broken\n  -> /guides/refunds#no-such-heading: /guides/refunds has no element with id or name "no-such-heading"',
  );
  expect(stdout).toMatch(/5 broken\n$/);
});

test('a missing build is a usage error (exit 2) with a readable message', () => {
  const result = spawnSync(process.execPath, [script, '--dir', join(work, 'nothing-here')], { encoding: 'utf8' });
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/index\.html is missing: build the site first/);
});
