/**
 * changelog-feed: turns docs/changelog.mdx into an RSS 2.0 feed, build/changelog.xml, that readers
 * subscribe to. Each `## YYYY-MM-DD: Title` entry becomes one item linking to its heading on
 * /changelog. A malformed entry fails the build (and the dev server) with the file and line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { Marked, type Token } from 'marked';
import { createSlugger } from '@docusaurus/utils';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand, routes, urls } from '../../../config/brand';
import { changelogTagPattern, expandApiChangelog, type ApiChangesData } from '../../lib/apiChanges';

/** The generated API changes (scripts/build/gen-api.mjs), for entries that include <ApiVersionChangelog />. */
const apiChangesFile = 'generated/data/apiChanges.json';

/** The entries with each generated API change list written out (the page renders it with a component). */
export function withGeneratedApiChanges(entries: readonly ChangelogEntry[], data: ApiChangesData | undefined): ChangelogEntry[] {
  return entries.map((entry) => {
    if (!new RegExp(changelogTagPattern.source).test(entry.markdown)) return entry;
    if (!data)
      throw new Error(
        `changelog-feed: ${sourceFile}:${entry.line} includes the generated API changes, but ${apiChangesFile} is missing: run npm run gen:api.`,
      );
    return { ...entry, markdown: expandApiChangelog(entry.markdown, data) };
  });
}

export const categories = ['API', 'acme.js', 'Plugins'] as const;
export type Category = (typeof categories)[number];

export type ChangelogEntry = {
  /** YYYY-MM-DD, as in the heading. */
  date: string;
  /** Plain text of the heading after the date. */
  title: string;
  /** The heading's id on the page, as Docusaurus generates it. */
  id: string;
  category: Category;
  /** The entry's Markdown after the tag line. */
  markdown: string;
  /** 1-based line of the heading in the source file. */
  line: number;
};

export const feedTitle = `${brand.name} changelog`;
export const feedFile = 'changelog.xml';
const sourceFile = 'docs/changelog.mdx';
// `## 2025-06-01: Title`, optionally with an explicit id: `{#id}` or an MDX comment `{/* #id */}`.
const headingPattern = /^## (\d{4}-\d{2}-\d{2}): (\S.*?)(?:\s*(?:\{#([^}\s]+)\}|\{\/\*\s*#([^\s*]+)[^*]*\*\/\}))?\s*$/;
const explicitIdPattern = /\s*(?:\{#[^}\s]+\}|\{\/\*\s*#[^\s*]+[^*]*\*\/\})\s*$/;
const tagLinePattern = /^\*\*(.+?)\*\*\s*$/;

/** Markdown inline syntax reduced to the text Docusaurus slugs (mdast-util-to-string's result). */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * Parses the changelog page into entries, newest first (entries of the same day keep the page's
 * order). Throws `file:line: ...` for an `##` heading that is not `## YYYY-MM-DD: Title` or an
 * entry whose first line is not one of the tag lines.
 */
export function parseChangelog(source: string, file = sourceFile): ChangelogEntry[] {
  const lines = source.split(/\r?\n/);
  const slugger = createSlugger();
  const fail = (line: number, message: string): never => {
    throw new Error(`${file}:${line}: ${message}`);
  };
  const entries: (Omit<ChangelogEntry, 'category' | 'markdown'> & { body: { text: string; line: number }[] })[] = [];
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    start = end < 0 ? 0 : end + 1;
  }
  let fence: string | undefined;
  for (let index = start; index < lines.length; index++) {
    const text = lines[index] ?? '';
    const lineNumber = index + 1;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(text);
    if (fenceMatch?.[1] && (!fence || (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length))) {
      fence = fence ? undefined : fenceMatch[1];
    } else if (!fence && /^#{1,6}\s/.test(text)) {
      const level = /^#+/.exec(text)?.[0].length;
      if (level === 2) {
        const match = headingPattern.exec(text);
        if (!match?.[1] || !match[2]) {
          fail(lineNumber, `malformed changelog heading "${text}": expected "## YYYY-MM-DD: Title".`);
        } else if (!isCalendarDate(match[1])) {
          fail(lineNumber, `"${match[1]}" in heading "${text}" is not a calendar date (YYYY-MM-DD).`);
        } else {
          // Every heading of the page shares one slugger, as in Docusaurus, so duplicates get -1, -2.
          const title = plainText(match[2]);
          const id = match[3] ?? match[4] ?? slugger.slug(plainText(`${match[1]}: ${match[2]}`));
          entries.push({ date: match[1], title, id, line: lineNumber, body: [] });
          continue;
        }
      } else {
        if (!explicitIdPattern.test(text)) slugger.slug(plainText(text.replace(/^#+\s+/, '').replace(/\s+#+\s*$/, '')));
      }
    }
    entries.at(-1)?.body.push({ text, line: lineNumber });
  }
  if (entries.length === 0) fail(start + 1, 'no "## YYYY-MM-DD: Title" entries found.');

  const parsed = entries.map(({ body, ...entry }): ChangelogEntry => {
    const first = body.findIndex((line) => line.text.trim() !== '');
    const tagLine = body[first];
    const tag = tagLinePattern.exec(tagLine?.text.trim() ?? '')?.[1];
    if (!tagLine || !categories.includes(tag as Category)) {
      fail(
        tagLine?.line ?? entry.line,
        `the entry "## ${entry.date}: ${entry.title}" must start with one tag line, ${categories.map((name) => `**${name}**`).join(', ')}; found "${tagLine?.text.trim() ?? ''}".`,
      );
    }
    const markdown = body
      .slice(first + 1)
      .map((line) => line.text)
      .join('\n')
      .trim();
    return { ...entry, category: tag as Category, markdown };
  });
  // Stable: entries of one day stay in page order.
  return parsed.sort((a, b) => b.date.localeCompare(a.date));
}

/** An absolute URL for a link in an entry: site paths, `pathname://` links and anchors. */
export function absoluteUrl(href: string, site: string = urls.site, page: string = routes.changelog): string {
  const target = href.replace(/^pathname:\/\//, '');
  try {
    return new URL(target, `${site}${page}`).href;
  } catch {
    return href;
  }
}

function markdownToHtml(markdown: string, site: string): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token: Token) {
      if (token.type === 'link' || token.type === 'image') token.href = absoluteUrl(token.href, site);
    },
  });
  return (marked.parse(markdown) as string).trim();
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 822 date (as RSS 2.0 wants it) for midnight UTC of a YYYY-MM-DD day. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** The RSS 2.0 document for the entries, newest first. */
export function renderFeed(entries: readonly ChangelogEntry[], site: string = urls.site): string {
  const page = `${site}${routes.changelog}`;
  const items = entries.map((entry) => {
    const link = `${page}#${entry.id}`;
    return [
      '    <item>',
      `      <title>${xml(entry.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${rfc822(entry.date)}</pubDate>`,
      `      <category>${xml(entry.category)}</category>`,
      `      <description>${xml(markdownToHtml(entry.markdown, site))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), entries[0]?.date ?? '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(feedTitle)}</title>`,
    `    <link>${xml(page)}</link>`,
    `    <description>${xml(`Dated changes to the ${brand.apiTitle}, the acme.js browser library and the ${brand.name} plugins.`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    `    <atom:link href="${xml(`${site}/${feedFile}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Fails when an item's anchor is not a heading id of the built changelog page. */
function checkAnchors(entries: readonly ChangelogEntry[], html: string, file: string): void {
  const $ = load(html);
  const missing = entries.filter((entry) => $(`[id="${entry.id}"]`).length === 0);
  if (missing.length > 0) {
    throw new Error(
      `changelog-feed: ${file} has no element with the id of ${missing.map((entry) => `"${entry.id}" (${sourceFile}:${entry.line})`).join(', ')}; the feed would link to missing anchors.`,
    );
  }
}

export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const source = join(context.siteDir, sourceFile);
  const parse = async () => parseChangelog(await readFile(source, 'utf8'), sourceFile);
  let entries: ChangelogEntry[] | undefined;
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [source],
    // Parsed here too, so that a malformed entry stops `docusaurus start` and the build early.
    async loadContent() {
      entries = await parse();
    },
    async postBuild({ outDir }) {
      const feedEntries = entries ?? (await parse());
      const page = [join(outDir, `${routes.changelog}.html`), join(outDir, routes.changelog, 'index.html')].find((file) =>
        existsSync(file),
      );
      if (!page) throw new Error(`changelog-feed: the built page for ${routes.changelog} is missing in ${outDir}.`);
      checkAnchors(feedEntries, await readFile(page, 'utf8'), page);
      const changesFile = join(context.siteDir, apiChangesFile);
      const changes = existsSync(changesFile) ? (JSON.parse(await readFile(changesFile, 'utf8')) as ApiChangesData) : undefined;
      await writeFile(join(outDir, feedFile), renderFeed(withGeneratedApiChanges(feedEntries, changes)));
    },
  };
}
