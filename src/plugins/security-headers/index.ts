/**
 * security-headers: after a build, reads every built .html file, hashes each inline script the
 * browser executes (sha256 of its text, as the browser hashes it), and writes the site's
 * security and cache headers for static hosts: build/_headers (Netlify, Cloudflare Pages) and
 * build/nginx-headers.conf (an nginx include). The policy itself lives in config/security.ts.
 *
 * Not hashed: scripts with a src, and data blocks such as JSON-LD (type="application/ld+json"),
 * which the browser never executes and CSP does not govern. Inline event-handler attributes and
 * javascript: URLs would need 'unsafe-hashes'; the build fails naming the file instead.
 *
 * It also repeats each page's head links for AI assistants (its Markdown twin, rel="alternate"
 * type="text/markdown", and llms.txt, rel="describedby", see src/components/MarkdownTwinLinks) as
 * a `Link` header for that page's route in build/_headers, so agents that never parse HTML find them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { load, type CheerioAPI } from 'cheerio';
import {
  cacheControl,
  headersFiles,
  immutablePathPrefix,
  scriptHashSource,
  securityHeaders,
  specApiServerOrigins,
} from '../../../config/security';
import { searchMode } from '../../../config/search';
import { collectGarbageEvery } from '../../lib/build/heap';

/** Script types the browser executes (and CSP governs); anything else is a data block. */
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
]);

/** The texts of the inline scripts of a page that the browser executes, in document order. */
export function executableInlineScripts(html: string | CheerioAPI): string[] {
  const $ = typeof html === 'string' ? load(html) : html;
  return $('script:not([src])')
    .toArray()
    .filter((element) => executableTypes.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => element.children.map((child) => ('data' in child ? child.data : '')).join(''));
}

/** Inline event handlers and javascript: URLs: markup a hash-based script-src cannot allow. */
export function inlineHandlers(html: string | CheerioAPI): string[] {
  const $ = typeof html === 'string' ? load(html) : html;
  const found: string[] = [];
  $('*').each((_, element) => {
    if (element.type !== 'tag' && element.type !== 'script' && element.type !== 'style') return;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on[a-z]+$/i.test(name)) found.push(`<${element.tagName} ${name}="${value.slice(0, 60)}">`);
      if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) {
        found.push(`<${element.tagName} ${name}="${value.slice(0, 60)}">`);
      }
    }
  });
  return found;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Link relations of a page's head that go into its `Link` header, in this order. */
const headerLinkRelations = ['alternate', 'describedby'];

/**
 * A page's head links for assistants as a `Link` header value (RFC 8288), or undefined when it has
 * none: `</a.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/markdown"`.
 * Only alternates in Markdown: the site-wide RSS alternate is not about this page.
 */
export function headLinkHeader(html: string): string | undefined {
  const $ = load(html.slice(0, html.indexOf('</head>') + 7));
  const values = headerLinkRelations.flatMap((relation) =>
    $(`head link[rel="${relation}"]`)
      .toArray()
      .filter((element) => relation !== 'alternate' || $(element).attr('type') === 'text/markdown')
      .map((element) => {
        const type = $(element).attr('type');
        // A header carries ASCII only: a route with non-ASCII characters (a spec's unicode names)
        // is percent-encoded, as the browser would send it.
        const href = ($(element).attr('href') ?? '').replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));
        return `<${href}>; rel="${relation}"${type ? `; type="${type}"` : ''}`;
      }),
  );
  return values.length ? values.join(', ') : undefined;
}

/** The route a built HTML file answers: index.html is /, a/b.html and a/b/index.html are /a/b. */
export function routeOfHtmlFile(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path === '404.html') return '/404.html';
  return `/${path.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * The hash sources of every executable inline script of every built page, and each page's `Link`
 * header (route, value) from its head.
 */
export async function collectScriptHashes(
  outDir: string,
): Promise<{ hashes: string[]; pages: number; links: [route: string, value: string][] }> {
  const hashes = new Set<string>();
  const problems: string[] = [];
  const links: [string, string][] = [];
  const files = await htmlFiles(outDir);
  // Each page's parse is garbage after it: on 1,020 pages V8 let 800 MB of it pile up (with the
  // other postBuild plugins', which run meanwhile) before collecting, the build's peak.
  const collect = collectGarbageEvery(256 * 1024 * 1024);
  for (const file of files) {
    collect();
    const html = await readFile(file, 'utf8');
    // Parsed once for both scans: a full parse of a large API reference's pages (1,020 of them)
    // costs about 11 s of CPU (scripts/BENCHMARKS.md, "A large provider spec").
    const $ = load(html);
    for (const script of executableInlineScripts($)) hashes.add(scriptHashSource(script));
    for (const handler of inlineHandlers($)) problems.push(`${relative(outDir, file)}: ${handler}`);
    const link = headLinkHeader(html);
    if (link) links.push([routeOfHtmlFile(relative(outDir, file)), link]);
  }
  if (problems.length > 0) {
    throw new Error(
      `security-headers: inline event handlers or javascript: URLs would be blocked by the Content-Security-Policy. Move them into scripts:\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
  }
  return { hashes: [...hashes].sort(), pages: files.length, links: links.sort(([a], [b]) => a.localeCompare(b)) };
}

/**
 * Path patterns of the HTML routes, for the revalidate rule: "/" and each top-level section
 * ("/guides" and "/guides/*"). They never overlap /assets/*, because hosts join or override a
 * header that two matching rules both set.
 */
export function htmlRoutePatterns(htmlFilesRelative: string[]): string[] {
  const patterns = new Set<string>(['/']);
  for (const file of htmlFilesRelative) {
    const [first, ...rest] = file.split(sep).join('/').split('/');
    if (!first || `/${first}/` === immutablePathPrefix) continue;
    if (rest.length === 0) {
      if (first === 'index.html') continue;
      patterns.add(first === '404.html' ? '/404.html' : `/${first.replace(/\.html$/, '')}`);
    } else {
      patterns.add(`/${first}`);
      patterns.add(`/${first}/*`);
    }
  }
  return [...patterns].sort();
}

export function netlifyHeaders(
  headers: Record<string, string>,
  htmlPatterns: string[],
  links: [route: string, value: string][] = [],
): string {
  const block = (path: string, values: Record<string, string>) =>
    `${path}\n${Object.entries(values)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  // A page's Link header goes into its route's cache rule when there is one (fewer rules: Cloudflare
  // Pages documents a limit of 100), else into a rule of its own; a path never has two rules.
  const linkOf = new Map(links);
  return [
    '# Written by src/plugins/security-headers at build time (policy: config/security.ts). Do not edit.',
    '# Netlify and Cloudflare Pages read this file. Security headers for every path:',
    block('/*', headers),
    '# Hashed assets never change.',
    block(`${immutablePathPrefix}*`, { 'Cache-Control': cacheControl.immutable }),
    "# HTML routes are revalidated on every visit. A page's Link header names its Markdown twin and llms.txt, as its <head> does.",
    ...htmlPatterns.map((pattern) =>
      block(pattern, {
        'Cache-Control': cacheControl.revalidate,
        ...(linkOf.has(pattern) ? { Link: linkOf.get(pattern) ?? '' } : {}),
      }),
    ),
    ...links.filter(([route]) => !htmlPatterns.includes(route)).map(([route, value]) => block(route, { Link: value })),
  ].join('\n');
}

export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Written by src/plugins/security-headers at build time (policy: config/security.ts). Do not edit.
#
# The site's security headers for nginx. Copy this file next to your site's configuration and
# include it in every location that answers for the site: nginx drops the server's add_header
# lines in any location that has add_header lines of its own. For example:
#
#   root /srv/docs/build;
#   error_page 404 /404.html;
#   location ${immutablePathPrefix} {
#     include /etc/nginx/snippets/docs-security-headers.conf;
#     add_header Cache-Control "${cacheControl.immutable}" always;
#   }
#   location / {
#     include /etc/nginx/snippets/docs-security-headers.conf;
#     add_header Cache-Control "${cacheControl.revalidate}" always;
#     try_files $uri $uri.html $uri/index.html =404;
#   }
${lines.join('\n')}
`;
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir, siteDir }) {
      const { hashes, pages, links } = await collectScriptHashes(outDir);
      const headers = securityHeaders({
        scriptHashes: hashes,
        apiServers: specApiServerOrigins(siteDir),
        search: searchMode(),
      });
      const files = (await htmlFiles(outDir)).map((file) => relative(outDir, file));
      await writeFile(join(outDir, headersFiles.netlify), netlifyHeaders(headers, htmlRoutePatterns(files), links));
      await writeFile(join(outDir, headersFiles.nginx), nginxHeaders(headers));
      console.log(
        `[security-headers] ${hashes.length} inline script hashes from ${pages} pages, ${links.length} Link headers; wrote ${headersFiles.netlify} and ${headersFiles.nginx}`,
      );
    },
  };
}
