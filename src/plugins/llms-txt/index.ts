/**
 * llms-txt: after a build, writes the documentation in a form AI assistants read well: a
 * Markdown twin of every page at its URL plus `.md` (docs pages converted from their MDX
 * sources, API pages written from the spec at the plugin's routes, the other pages from their HTML),
 * build/llms.txt (the llms.txt index: one line per page, grouped by section) and
 * build/llms-full.txt (every twin but the schema pages, in one file).
 *
 * Every page's <head> links its twin (rel="alternate" type="text/markdown") and llms.txt
 * (rel="describedby"): src/components/MarkdownTwinLinks renders them from ./twins, and this plugin
 * checks after writing the twins that each page links exactly the twin it wrote (the build fails
 * otherwise). src/plugins/security-headers sends the same links as `Link` headers.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { load as loadHtml } from 'cheerio';
import { readSpec } from '../../../spec/index.mjs';
import type { Plugin } from '@docusaurus/types';
import { brand, urls } from '../../../config/brand';
import { apiSpecPath } from '../../../config/api';
import { isOwnSpec } from '../../../config/apiSpec.cjs';
import { sandboxKeyPlaceholders } from '../../../config/sandboxKeys';
import { readApiPages } from '../../lib/build/apiPages';
import { mdxToMarkdown, TwinError } from './mdx';
import { apiPages, type ApiPage } from './openapi';
import { apiPageExtras } from './dataTables';
import { hasMarkdownTwin, twinFileOf, twinUrlOf } from './twins';
import { apiVersions } from '../../../config/apiVersions.cjs';

export { twinFileOf };

type LoadedDoc = { source: string; permalink: string; title: string; description?: string };
type DocsContent = { loadedVersions: { docs: LoadedDoc[] }[] };
type Twin = { route: string; title: string; description: string; markdown: string; inFull: boolean };

/** llms.txt's sections, in order; a page goes to the first whose prefix matches its route. */
const sections: [name: string, matches: (route: string) => boolean][] = [
  ['Get started', (route) => route.startsWith('/get-started')],
  ['Products', (route) => route.startsWith('/products')],
  ['Guides', (route) => route.startsWith('/guides')],
  ['Plugins', (route) => route.startsWith('/plugins')],
  ['Inspiration', (route) => route.startsWith('/inspiration')],
  ['JavaScript library', (route) => route === '/js' || route.startsWith('/js/')],
  ['API reference', (route) => route === '/api' || route.startsWith('/api/')],
  ['Other', () => true],
];

/** The built HTML file of a route, if there is one. */
function htmlFileOf(outDir: string, route: string): string | undefined {
  return [route === '/' ? 'index.html' : `${route.slice(1)}.html`, `${route.slice(1)}/index.html`]
    .map((name) => join(outDir, name))
    .find((name) => existsSync(name));
}

/**
 * The head links of every route's page against the twins written: a page links its twin only when
 * the twin exists, a page with a twin links it, and every page links llms.txt. One line per problem.
 */
export async function headLinkProblems(outDir: string, routes: string[], twinRoutes: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const file = htmlFileOf(outDir, route);
    if (!file) continue;
    const html = await readFile(file, 'utf8');
    const $ = loadHtml(html.slice(0, html.indexOf('</head>') + 7));
    const alternates = $('head link[rel="alternate"][type="text/markdown"]')
      .toArray()
      .map((element) => $(element).attr('href'));
    const expected = twinRoutes.has(route) ? [twinUrlOf(route)] : [];
    if (JSON.stringify(alternates) !== JSON.stringify(expected))
      problems.push(
        `${route}: links ${JSON.stringify(alternates)} as its Markdown twin, the build wrote ${JSON.stringify(expected)}`,
      );
    if ($('head link[rel="describedby"]').length !== 1) problems.push(`${route}: no single <link rel="describedby"> to llms.txt`);
  }
  return problems;
}

/** A page that is neither a doc nor an API page (the home page, /products): from its HTML. */
async function htmlTwin(outDir: string, route: string): Promise<Twin | undefined> {
  const file = htmlFileOf(outDir, route);
  if (!file) return undefined;
  const $ = loadHtml(await readFile(file, 'utf8'));
  const title =
    $('main h1').first().text().trim() ||
    $('title')
      .text()
      .replace(/\s*\|.*$/, '')
      .trim();
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const lines = [`# ${title}`, '', ...(description ? [`> ${description}`, ''] : [])];
  const text = (element: Parameters<typeof $>[0]) =>
    $(element)
      .text()
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  $('main')
    .find('h2, h3, p, a[href^="/"]')
    .each((_index, element) => {
      // Text inside a link is part of the link's line.
      if (element.tagName !== 'a' && $(element).closest('a').length) return;
      if (element.tagName === 'h2' || element.tagName === 'h3')
        lines.push(`${element.tagName === 'h2' ? '##' : '###'} ${text(element)}`, '');
      else if (element.tagName === 'p') lines.push(text(element), '');
      else {
        const heading = $(element).find('h2, h3, strong').first().text().trim();
        const rest = $(element).find('p').first().text().trim();
        const label = heading || text(element);
        if (label) lines.push(`- [${label}](${$(element).attr('href') ?? ''})${rest ? `: ${rest}` : ''}`, '');
      }
    });
  const markdown = `${lines
    .join('\n')
    .replace(/(^- .*)\n\n(?=- )/gm, '$1\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
  return { route, title, description, markdown, inFull: true };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Pages of the older API versions (config/apiVersions.cjs): they get twins, llms-full.txt holds the current version only. */
const olderApiVersionBases = apiVersions.filter((version) => !version.current).map((version) => version.routeBase);
const isOlderApiVersion = (route: string) => olderApiVersionBases.some((base) => route === base || route.startsWith(`${base}/`));

export default function llmsTxtPlugin(): Plugin {
  let docs: LoadedDoc[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
    },
    async postBuild({ routesPaths, outDir, siteDir }) {
      // A folder's index doc can have a trailing slash (/plugins/); its route has none.
      const docsByRoute = new Map(docs.map((doc) => [doc.permalink.replace(/(.)\/$/, '$1'), doc]));
      const spec = readSpec(resolve(siteDir, apiSpecPath)) as Parameters<typeof apiPages>[0];
      const apiByRoute = new Map<string, ApiPage>(
        apiPages(spec, readApiPages(siteDir), {
          apiKey: isOwnSpec ? sandboxKeyPlaceholders.apiKey : undefined,
          ...apiPageExtras(siteDir, isOwnSpec),
        }).map((page) => [page.route, page]),
      );
      const twins: Twin[] = [];
      const fromHtml: string[] = [];
      const twinProblems: string[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        // Pages that are tools, not content: the 404 page, search, the simulated checkout.
        if (!hasMarkdownTwin(route)) continue;
        const doc = docsByRoute.get(route);
        const api = apiByRoute.get(route);
        if (doc) {
          const file = join(siteDir, doc.source.replace(/^@site\//, ''));
          try {
            const markdown = mdxToMarkdown(file, siteDir, { ...doc, pageUrl: `${urls.site}${route}` });
            twins.push({ route, title: doc.title, description: doc.description ?? '', markdown, inFull: true });
          } catch (error) {
            if (!(error instanceof TwinError)) throw error;
            twinProblems.push(...error.problems);
          }
        } else if (api) {
          twins.push({ ...api, inFull: api.kind !== 'schema' });
        } else {
          const twin = await htmlTwin(outDir, route);
          if (twin) {
            twins.push({ ...twin, inFull: !isOlderApiVersion(route) });
            fromHtml.push(route);
          }
        }
      }
      // A partial is checked on every page that includes it: say each problem once.
      if (twinProblems.length) throw new TwinError([...new Set(twinProblems)]);
      for (const twin of twins) {
        const file = join(outDir, twinFileOf(twin.route));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, twin.markdown);
      }

      const index = [
        `# ${brand.siteTitle}`,
        '',
        `> ${brand.tagline}: guides, integration steps, the acme.js library and the Acme Payments API reference for accepting payments with ${brand.name}, as Markdown.`,
        '',
      ];
      const ordered: Twin[] = [];
      for (const [name, matches] of sections) {
        const members = twins.filter((twin) => !ordered.includes(twin) && matches(twin.route));
        if (!members.length) continue;
        ordered.push(...members);
        index.push(`## ${name}`, '');
        for (const twin of members) {
          const url = `${urls.site}/${twinFileOf(twin.route)}`;
          index.push(`- [${oneLine(twin.title)}](${url})${twin.description ? `: ${oneLine(twin.description)}` : ''}`);
        }
        index.push('');
      }
      await writeFile(join(outDir, 'llms.txt'), index.join('\n'));
      const full = ordered.filter((twin) => twin.inFull).map((twin) => twin.markdown.trim());
      await writeFile(join(outDir, 'llms-full.txt'), `${full.join('\n\n---\n\n')}\n`);
      const problems = await headLinkProblems(outDir, [...new Set(routesPaths)], new Set(twins.map((twin) => twin.route)));
      if (problems.length > 0) {
        throw new Error(
          `llms-txt: the pages' <link rel="alternate" type="text/markdown"> and the Markdown twins disagree (src/components/MarkdownTwinLinks, src/plugins/llms-txt/twins.ts):\n  ${problems.slice(0, 20).join('\n  ')}`,
        );
      }
      console.log(
        `[llms-txt] ${twins.length} Markdown twins, llms.txt (${ordered.length} pages) and llms-full.txt (${full.length} pages) written; from HTML: ${fromHtml.join(', ') || 'none'}`,
      );
    },
  };
}
