/**
 * Which pages embed each partial, derived from the MDX imports under docs/ (never kept by hand).
 * A partial (a page under a `partials/` folder, such as /partials/webhook) keeps its own route,
 * which the specification lists, but the page that embeds it is the better answer: the partial's
 * page says where it is used (src/plugins/partial-usage, src/components/PartialUsage), and it is
 * left out of the sitemap (docusaurus.config.ts) and of search (src/plugins/search-index).
 *
 * A partial that no page imports must say where its content lives instead, with front matter
 * `content_lives_at: /route#anchor`; partialUsage() throws on one that does neither.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { isPartialRoute, type PartialUsage } from '../partialRoutes';

export { isPartialRoute, type PartialUsage };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** The route of a docs file (docs are served at the site root; an index takes its folder's route). */
export function routeOfDoc(docsDir: string, file: string): string {
  const rel = path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const route = `/${rel}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

function frontMatter(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const line = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(block)?.[1]?.trim();
  return line?.replace(/^(['"])(.*)\1$/, '$2');
}

/** The MDX files a docs file imports (`@site/docs/...` or relative paths). */
function importsOf(docsDir: string, file: string, source: string): string[] {
  const siteDir = path.dirname(docsDir);
  return [...source.matchAll(/^import\s+[\w{}\s,]+\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)].map(([, spec = '']) =>
    spec.startsWith('@site/') ? path.join(siteDir, spec.slice('@site/'.length)) : path.resolve(path.dirname(file), spec),
  );
}

/** Every partial under docsDir with the pages that embed it. */
export function partialUsage(docsDir: string = path.resolve('docs')): PartialUsage {
  const files = walk(docsDir);
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const routeOf = (file: string) => routeOfDoc(docsDir, file);
  /** Direct importers of each file, by route. */
  const importers = new Map<string, Set<string>>();
  const titles = new Map<string, string>();
  for (const [file, source] of sources) {
    titles.set(routeOf(file), frontMatter(source, 'title') ?? routeOf(file));
    for (const imported of importsOf(docsDir, file, source)) {
      if (!sources.has(imported)) continue;
      const route = routeOf(imported);
      if (!importers.has(route)) importers.set(route, new Set());
      importers.get(route)!.add(routeOf(file));
    }
  }
  /** The pages (not partials) that show a partial, following partials that embed partials. */
  const pagesShowing = (route: string, seen = new Set<string>()): string[] => {
    if (seen.has(route)) return [];
    seen.add(route);
    return [...(importers.get(route) ?? [])].flatMap((user) => (isPartialRoute(user) ? pagesShowing(user, seen) : [user]));
  };
  const usage: PartialUsage = {};
  const orphans: string[] = [];
  for (const [file, source] of sources) {
    const route = routeOf(file);
    if (!isPartialRoute(route)) continue;
    const usedBy = [...new Set(pagesShowing(route))].sort().map((page) => ({ route: page, title: titles.get(page) ?? page }));
    const contentLivesAt = frontMatter(source, 'content_lives_at');
    if (!usedBy.length && !contentLivesAt) orphans.push(path.relative(path.dirname(docsDir), file));
    usage[route] = { route, usedBy, ...(contentLivesAt ? { contentLivesAt } : {}) };
  }
  if (orphans.length) {
    throw new Error(
      `Partials that no page imports and that do not say where their content lives: ${orphans.join(', ')}. ` +
        'Import each in the page it belongs to, or give it front matter `content_lives_at: /route#anchor`.',
    );
  }
  return usage;
}

/** The partial routes to keep out of the sitemap and search: every one, since each has a better page. */
export function partialRoutesWithABetterPage(usage: PartialUsage): string[] {
  return Object.values(usage)
    .filter((entry) => entry.usedBy.length > 0 || entry.contentLivesAt)
    .map((entry) => entry.route)
    .sort();
}
