#!/usr/bin/env node
/**
 * The writers' check (`npm run check:docs`): what a writer changed, checked in about a minute,
 * without a build.
 *
 *   npm run check:docs                 the docs pages changed since the last commit (and new ones)
 *   npm run check:docs -- docs/a.mdx   those pages
 *   npm run check:docs -- --all        every page
 *
 * 1. MDX: each page compiles (the MDX compiler Docusaurus uses), so a stray `<` or `{` is caught.
 * 2. Links: every internal link of the page names a page that exists (docs routes from the
 *    files, API routes from the generator's output in api/, and the route lists in tests/), and a
 *    `#anchor` on a docs page names one of its heading ids.
 * 3. Facts, samples and journeys, on every page: the facts test, the one-key-one-body test, the
 *    sample-logic test (no generic function hard-codes one order, merchant or host), the
 *    behaviour-claims test (prose and diagrams agree with config/stateModel.cjs) and the sample
 *    rules (tests/unit/sample-rules.ts: known kinds of behaviour mistakes); on the changed pages:
 *    the PHP/Go/C# compile checks and the journeys (curl and Node.js, against the sandbox).
 * 4. Code: type check and lint, only when TypeScript or JavaScript files changed too.
 * `npm test` checks everything, with the build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteApiDocsDir } from '../../config/apiSpec.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const args = process.argv.slice(2);
const problems = [];

function git(...gitArgs) {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : [];
}

function allDocs() {
  return readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort();
}

const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];
const pages = args.includes('--all')
  ? allDocs()
  : args.filter((a) => !a.startsWith('--')).length
    ? args.filter((a) => !a.startsWith('--'))
    : changed.filter((f) => /^docs\/.*\.mdx?$/.test(f) && existsSync(path.join(root, f)));
const code = changed.filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && !f.startsWith('docs/'));

for (const page of pages) {
  if (!existsSync(path.join(root, page))) {
    console.error(`check:docs: ${page} does not exist.`);
    process.exit(2);
  }
}
console.log(
  `check:docs: ${pages.length} page(s)${pages.length ? `: ${pages.join(', ')}` : ' (nothing changed under docs/; pass files or --all)'}`,
);

// ---------------------------------------------------------------------------------------------
// Routes: docs from the files, API pages from the generator's own output, plus the route lists.

function frontMatter(text) {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return match ? match[1] : '';
}

function docRoute(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const slug = /^slug:\s*["']?([^"'\n]+)["']?\s*$/m.exec(frontMatter(text))?.[1];
  let route = `/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`;
  route = route.replace(/\/index$/, '') || '/';
  if (slug) route = slug.startsWith('/') ? slug : `${path.posix.dirname(route)}/${slug}`;
  return route;
}

/** Heading ids of a page: explicit `{/* #id *\/}` / `{#id}` and slugs of plain headings. */
function headingIds(text) {
  const ids = new Set();
  for (const line of text.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(line);
    if (explicit) ids.add(explicit[1] ?? explicit[2]);
    else if (heading)
      ids.add(
        heading[1]
          .toLowerCase()
          .replace(/<[^>]+>|`/g, '')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      );
    for (const anchor of line.matchAll(/<a\s+(?:id|name)=["']([\w-]+)["']/g)) ids.add(anchor[1]);
  }
  return ids;
}

/** A page's ids, with those of the partials it embeds (`import X from '@site/docs/...mdx'` or a relative path). */
function pageIds(file, seen = new Set()) {
  seen.add(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  const ids = headingIds(text);
  for (const match of text.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)) {
    const spec = match[1];
    const target = spec.startsWith('@site/') ? spec.slice('@site/'.length) : path.posix.join(path.posix.dirname(file), spec);
    if (!seen.has(target) && existsSync(path.join(root, target))) for (const id of pageIds(target, seen)) ids.add(id);
  }
  return ids;
}

const routes = new Map(); // route -> heading ids (undefined: not a docs page, anchors unchecked)
for (const file of allDocs()) {
  routes.set(docRoute(file), pageIds(file));
}
for (const list of ['tests/spec-routes.txt', 'tests/extra-routes.txt']) {
  for (const line of readFileSync(path.join(root, list), 'utf8').split('\n')) {
    const route = line.trim();
    if (route && !route.startsWith('#') && !routes.has(route)) routes.set(route, undefined);
  }
}
const apiDir = path.join(root, siteApiDocsDir);
if (existsSync(apiDir)) {
  for (const name of readdirSync(apiDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.mdx')) continue;
    const text = readFileSync(path.join(apiDir, name), 'utf8');
    const id = /^id:\s*["']?([^"'\n]+)["']?\s*$/m.exec(frontMatter(text))?.[1];
    const dir = path.posix.dirname(name.split(path.sep).join('/'));
    if (id) routes.set(`/api/${dir === '.' ? '' : `${dir}/`}${id}`, undefined);
  }
} else {
  console.warn(
    `check:docs: ${siteApiDocsDir}/ is not generated yet (npm run gen:api); links to /api/ pages are checked against the route lists only.`,
  );
}

// ---------------------------------------------------------------------------------------------
// 1 and 2: MDX compiles, links resolve.

const { compile } = await import('@mdx-js/mdx');
for (const page of pages) {
  const text = readFileSync(path.join(root, page), 'utf8');
  try {
    await compile(
      text.replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1)),
      {
        format: page.endsWith('.md') ? 'md' : 'mdx',
      },
    );
  } catch (error) {
    const place = error.place?.start ?? error.place ?? error.position?.start;
    problems.push(`${page}${place?.line ? `:${place.line}` : ''}: MDX does not compile: ${error.reason ?? error.message}`);
  }
  const self = docRoute(page);
  const lines = text.split('\n');
  let fence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    // `:::warning Title` with the text on the next line is shown as a literal paragraph by MDX 3.
    const admonition = /^\s*:::(\w+) +(\S.*)$/.exec(line);
    if (admonition)
      problems.push(
        `${page}:${index + 1}: admonition title without brackets: write ":::${admonition[1]}[${admonition[2].trim()}]" and a blank line after it (the page shows ":::${admonition[1]}" as text otherwise)`,
      );
    for (const match of line.matchAll(/\]\((\/[^)\s]*|#[^)\s]*)\)|href=["'](\/[^"']*|#[^"']*)["']/g)) {
      const target = match[1] ?? match[2];
      const [pathname, anchor] = target.split('#');
      const route = pathname === '' ? self : pathname.replace(/\/$/, '') || '/';
      if (/\.(md|txt|json|yaml|xml|png|svg|d\.ts)$/.test(route) || route.startsWith('/openapi/') || route.startsWith('/img/'))
        continue;
      if (!routes.has(route)) {
        problems.push(`${page}:${index + 1}: link to ${target}: no page has the route ${route}`);
        continue;
      }
      const ids = routes.get(route);
      if (anchor && ids && !ids.has(anchor))
        problems.push(`${page}:${index + 1}: link to ${target}: ${route} has no heading with the id "${anchor}"`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// 3 and 4: tests of the changed pages, code checks when code changed.

function step(title, command, commandArgs) {
  const t = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', TEST_NO_SERVERS: '1' },
  });
  console.log(`check:docs: ${title} ${result.status === 0 ? 'passed' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) problems.push(`${title} failed (output above)`);
}

if (problems.length === 0) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const grep = pages.length ? pages.map(escape).join('|') : '^$';
  const specs = [
    'tests/unit/facts.spec.ts',
    'tests/unit/idempotency-keys.spec.ts',
    'tests/unit/doc-sample-logic.spec.ts',
    'tests/unit/behaviour-claims.spec.ts',
    'tests/unit/sample-rules.spec.ts',
  ];
  const filters = ['--project=unit', '--reporter=line', '--output=test-results/check-docs'];
  step('facts', 'npx', ['playwright', 'test', ...specs, ...filters]);
  if (pages.length) {
    step('samples and journeys of the changed pages', 'npx', [
      'playwright',
      'test',
      'tests/unit/doc-samples.spec.ts',
      'tests/unit/journeys.spec.ts',
      ...filters,
      '--grep',
      grep,
      '--pass-with-no-tests',
    ]);
  }
  if (code.length) {
    step('type check', 'npx', ['tsc', '--noEmit']);
    step('lint', 'npx', ['eslint', ...code]);
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (problems.length) {
  console.error(`\ncheck:docs: ${problems.length} problem(s) in ${seconds} s:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\ncheck:docs: all good in ${seconds} s. Before you merge, npm test checks everything with the build.`);
