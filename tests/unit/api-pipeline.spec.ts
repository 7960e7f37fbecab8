/**
 * The API pipeline's steps (scripts/build/api/), no site build: front matter changed by field,
 * meta descriptions from the spec's own text, the explorer's starting values, and gen-api run as
 * the fixture build runs it (spec and folder as arguments, no ACME_ variable) on a fixture spec with
 * equal titles and summaries: sidebar ids relative to the docs folder and taken from the spec model,
 * the overview link from the model, pages.json; a file that is not a spec stops it with one line;
 * the theme's large fields (the explorer's operation, a schema's example) as exports of the page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { browserServer } from '../../sandbox/browser/config.cjs';

import { getField, prependFields, removeField, setField } from '../../scripts/build/api/front-matter.mjs';
import { metaDescription } from '../../scripts/build/api/meta-description.mjs';
import { explorerItem } from '../../scripts/build/api/explorer-item.mjs';
import { withThemeExports } from '../../scripts/build/api/theme-exports.mjs';

type Json = Record<string, any>;

test('front matter fields are read, replaced, added and prepended by name; the body is untouched', () => {
  const page = '---\nid: a\ndescription: "One"\napi: xyz\n---\n\napi: not front matter\n';
  expect(getField(page, 'api')).toBe('xyz');
  expect(getField(page, 'missing')).toBeUndefined();
  expect(setField(page, 'api', 'new')).toBe('---\nid: a\ndescription: "One"\napi: new\n---\n\napi: not front matter\n');
  expect(setField(page, 'slug', '/')).toBe('---\nid: a\ndescription: "One"\napi: xyz\nslug: /\n---\n\napi: not front matter\n');
  expect(prependFields(page, { slug: '/', displayed_sidebar: 'payments' })).toMatch(
    /^---\nslug: \/\ndisplayed_sidebar: payments\nid: a\n/,
  );
  expect(setField('no front matter', 'id', 'x')).toBe('no front matter');
  expect(removeField(page, 'api')).toBe('---\nid: a\ndescription: "One"\n---\n\napi: not front matter\n');
  expect(removeField(page, 'missing')).toBe(page);
});

test("the theme's large fields leave the front matter for exports of the page (in its module once, not twice)", () => {
  const sample = { line1: 'Vesterbrogade 12', city: 'København V', note: 'a "quoted" value' };
  const page = `---\nid: a\napi: eJz+/x==\nsample: ${JSON.stringify(sample)}\ncustom_edit_url: null\n---\n\nimport X from "@theme/X";\n`;
  const out = withThemeExports(page);
  expect(getField(out, 'api')).toBeUndefined();
  expect(getField(out, 'sample')).toBeUndefined();
  expect(getField(out, 'custom_edit_url')).toBe('null');
  const exports = [...out.matchAll(/^export const (\w+) = (.*);$/gm)];
  expect(exports.map(([, name]) => name)).toEqual(['api', 'sample']);
  // Each export's value is the field's value: evaluated as the module will.
  const values = Object.fromEntries(exports.map(([, name, code]) => [name, new Function(`return ${code};`)()]));
  expect(values).toEqual({ api: 'eJz+/x==', sample });
  expect(out.endsWith('\nimport X from "@theme/X";\n')).toBe(true);
  // A page without them, and a sample that is not JSON, stay as they are.
  expect(withThemeExports('---\nid: b\n---\n\nText\n')).toBe('---\nid: b\n---\n\nText\n');
  expect(getField(withThemeExports('---\nid: c\nsample: not json\n---\n'), 'sample')).toBe('not json');
});

test('a meta description is the first paragraph as plain text, cut at a sentence or word end within 160 characters', () => {
  expect(metaDescription('Captures a **payment** with [`amount`](/api/x).\n\nSecond paragraph.')).toBe(
    'Captures a payment with amount.',
  );
  const long = `${'A sentence that is long enough to count. '.repeat(3)}and then it goes on, without any full stop, for a while longer still`;
  const sentence = metaDescription(long);
  expect(sentence.length).toBeLessThanOrEqual(160);
  expect(sentence.endsWith('count.')).toBe(true);
  const words = metaDescription(`${'word '.repeat(40)}end`);
  expect(words.endsWith('…')).toBe(true);
  expect(words.length).toBeLessThanOrEqual(161);
});

test('the explorer starts with the simulated sandbox (our spec only), optional parameters empty, an older version pinned', () => {
  const item = () => ({
    servers: [{ url: 'https://api.example.com' }],
    parameters: [
      { name: 'limit', in: 'query', example: 10, schema: { type: 'integer', default: 20 } },
      { name: 'id', in: 'path', required: true, example: 'pay_1' },
      { name: 'Acme-Version', in: 'header', schema: { type: 'string' } },
    ],
  });
  const own = explorerItem(item(), { ownSpec: true, olderVersionName: undefined });
  expect(own.servers.map((server: Json) => server.url)).toEqual([browserServer.url, 'https://api.example.com']);
  expect(own.parameters[0]).toEqual({ name: 'limit', in: 'query', schema: { type: 'integer' } });
  expect(own.parameters[1].example, 'a required parameter keeps its example').toBe('pay_1');
  const other = explorerItem(item(), { ownSpec: false, olderVersionName: undefined });
  expect(other.servers).toEqual([{ url: 'https://api.example.com' }]);
  const older = explorerItem(item(), { ownSpec: true, olderVersionName: '2025-01-15' });
  expect(older.parameters[2]).toMatchObject({ required: true, example: '2025-01-15', schema: { default: '2025-01-15' } });
});

test('gen-api generates a spec with equal names into the folder it is given, its sidebar and links from the spec model', () => {
  test.setTimeout(120_000);
  const outDir = join(mkdtempSync(join(tmpdir(), 'api-pipeline-')), 'api');
  // As the fixture build runs it: the spec and the folder as arguments, nothing in the environment.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ACME_')));
  try {
    const run = spawnSync(
      process.execPath,
      ['scripts/build/gen-api.mjs', '--spec', 'tests/fixtures/openapi/equal-names.yaml', '--out', outDir],
      { encoding: 'utf8', env },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('shares its title or page name');
    const pages = JSON.parse(readFileSync(join(outDir, 'pages.json'), 'utf8'));
    // Every sidebar doc is a page of the model, relative to the docs folder, and every page is in the sidebar.
    const ids = new Set([
      pages.info.id,
      ...pages.operations.map((page: Json) => page.id),
      ...pages.schemas.map((page: Json) => `schemas/${page.id}`),
    ]);
    const docs: string[] = [];
    const walk = (items: Json[]) => {
      for (const item of items) {
        if (item.type === 'doc') docs.push(item.id);
        if (item.type === 'category') walk(item.items);
      }
    };
    walk(JSON.parse(readFileSync(join(outDir, 'sidebar.json'), 'utf8')));
    expect(docs.length).toBe(ids.size);
    expect(docs.filter((id) => !ids.has(id))).toEqual([]);
    expect(existsSync(join(outDir, 'sidebar.ts')), "the plugin's sidebar.ts is replaced by sidebar.json").toBe(false);
    // Every folder's sidebar is read from its sidebar.json by config/apiSidebar.ts: no module of its own.
    expect(existsSync(join(outDir, 'sidebars.ts')), 'no sidebar module beside sidebar.json').toBe(false);
    // The operation pages link the overview at its route, and their explorer keeps the spec's servers.
    const operation = pages.operations[0];
    const text = readFileSync(join(outDir, `${operation.id}.api.mdx`), 'utf8');
    expect(getField(text, 'info_path')).toBe(pages.info.route.slice(1));
    const packed = /^export const api = (".*");$/m.exec(text)?.[1];
    const api = JSON.parse(inflateSync(Buffer.from(JSON.parse(packed ?? '""'), 'base64')).toString('utf8'));
    expect(api.servers.map((server: Json) => server.url)).toEqual(['https://api.equal.example/v2']);
    expect(readFileSync(join(outDir, 'index.mdx'), 'utf8')).toMatch(/^---\nslug: \/\ndisplayed_sidebar: payments\nid: index\n/);
  } finally {
    rmSync(join(outDir, '..'), { recursive: true, force: true });
  }
});

test('a spec that is not OpenAPI stops gen-api with one readable line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-pipeline-'));
  try {
    writeFileSync(join(dir, 'not-openapi.yaml'), 'title: not a spec\n');
    const run = spawnSync(
      process.execPath,
      ['scripts/build/gen-api.mjs', '--spec', join(dir, 'not-openapi.yaml'), '--out', join(dir, 'api')],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `gen-api: ${join(dir, 'not-openapi.yaml')} must be an OpenAPI 3 document with openapi and info.title.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
