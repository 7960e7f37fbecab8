/**
 * Partials reached in context (src/lib/build/partialUsage.ts): the map of which pages embed each
 * partial is derived from the docs' imports, a partial that no page imports must say where its
 * content lives, and no page links a partial's own route where the embedding page is the answer.
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { partialRoutesWithABetterPage, partialUsage } from '../../src/lib/build/partialUsage';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');

test('the docs: every partial is embedded by a page or names where its content lives', () => {
  const usage = partialUsage(docsDir);
  expect(usage['/partials/webhook']?.usedBy.map((page) => page.route)).toEqual([
    '/products/hosted-fields/webhook',
    '/products/payment-window/webhook',
  ]);
  expect(usage['/js/partials/javascript-events']?.usedBy.map((page) => page.route)).toEqual(['/js']);
  expect(usage['/partials/payment-session-flow']?.usedBy.map((page) => page.route)).toEqual(['/get-started/core-concepts']);
  expect(usage['/partials/webhook']?.usedBy[0]?.title).toBe('Hosted Fields: notifications (webhook)');
  for (const entry of Object.values(usage))
    expect(entry.usedBy.length > 0 || Boolean(entry.contentLivesAt), entry.route).toBe(true);
  expect(partialRoutesWithABetterPage(usage)).toEqual(Object.keys(usage).sort());
});

test('a partial used through another partial counts its pages; an orphan fails with its file name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partials-'));
  try {
    const docs = path.join(dir, 'docs');
    mkdirSync(path.join(docs, 'partials'), { recursive: true });
    mkdirSync(path.join(docs, 'guides'), { recursive: true });
    writeFileSync(path.join(docs, 'partials/inner.mdx'), '---\ntitle: Inner\n---\n\nText.\n');
    writeFileSync(
      path.join(docs, 'partials/outer.mdx'),
      "---\ntitle: Outer\n---\n\nimport Inner from './inner.mdx';\n\n<Inner />\n",
    );
    writeFileSync(
      path.join(docs, 'guides/index.mdx'),
      '---\ntitle: "Guides"\n---\n\nimport Outer from \'@site/docs/partials/outer.mdx\';\n\n<Outer />\n',
    );
    const usage = partialUsage(docs);
    expect(usage['/partials/inner']?.usedBy).toEqual([{ route: '/guides', title: 'Guides' }]);
    expect(usage['/partials/outer']?.usedBy).toEqual([{ route: '/guides', title: 'Guides' }]);

    writeFileSync(path.join(docs, 'partials/lonely.mdx'), '---\ntitle: Lonely\n---\n\nText.\n');
    expect(() => partialUsage(docs)).toThrow(/docs\/partials\/lonely\.mdx.*content_lives_at/);
    writeFileSync(path.join(docs, 'partials/lonely.mdx'), '---\ntitle: Lonely\ncontent_lives_at: /guides#x\n---\n\nText.\n');
    expect(partialUsage(docs)['/partials/lonely']).toEqual({
      route: '/partials/lonely',
      usedBy: [],
      contentLivesAt: '/guides#x',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no page links a partial route: links go to the page that embeds it', () => {
  const partials = partialRoutesWithABetterPage(partialUsage(docsDir));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  const links: string[] = [];
  for (const file of walk(docsDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\]\(|href=["'{`]+)(\/[^)"'`\s#]+)/g)) {
      if (partials.includes(match[1] ?? '')) links.push(`${path.relative(root, file)}: ${match[1]}`);
    }
  }
  expect(links).toEqual([]);
});
