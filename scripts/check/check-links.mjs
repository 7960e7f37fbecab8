#!/usr/bin/env node
/**
 * Post-build link check over the whole build: every internal link and anchor must resolve.
 *
 * Reads every built .html page, collects every internal URL it references (a[href], area[href],
 * link[href], img/script/source/iframe src and srcset), resolves it against the page's URL, and
 * checks that the target file exists the way the host serves it (clean URLs, trailingSlash false:
 * /a/b is a/b.html or a/b/index.html) and that the fragment names an id= or name= on the target
 * page. The sitemap's <loc> entries are checked too. The API reference renders the spec's
 * Markdown descriptions in the browser only, where the framework's checker cannot see them, so
 * every description string of the OpenAPI file is scanned for Markdown links [text](/path#frag)
 * and checked the same way.
 *
 * Links to other hosts, mailto:, tel:, data: and javascript: are not checked. Absolute links to
 * the site's own host (its canonical URL, read from the build) count as internal.
 *
 * Usage: node scripts/check/check-links.mjs [--dir build] [--spec <spec, default config/apiSpec.cjs's>] [--json]
 * Exit status: 0 when nothing is broken, 1 on any broken link, 2 when the build is missing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { load as loadHtml } from 'cheerio';
import { readSpec } from '../../spec/index.mjs';
import { apiSpecPath } from '../../config/apiSpec.cjs';

const placeholderOrigin = 'http://site.invalid';
const ignoredSchemes = /^(mailto|tel|data|javascript|blob|about):/i;

/** Every .html file under dir, as paths relative to it with forward slashes. */
function htmlFiles(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The URL path a built file is served at: a/b.html and a/b/index.html are /a/b, index.html is /. */
export function routeOfFile(file) {
  const route = `/${file}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route || '/';
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file the host answers a path with (clean URLs), or undefined. */
function fileOfPath(dir, pathname) {
  const base = join(dir, pathname);
  if (!base.startsWith(dir)) return undefined;
  if (pathname.endsWith('/') && pathname !== '/') {
    // trailingSlash: false: the host redirects /a/ to /a.
    return fileOfPath(dir, pathname.replace(/\/+$/, ''));
  }
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

/** The site's own origin, from the home page's canonical link (absolute links to it are internal). */
function siteOrigin(dir) {
  const home = join(dir, 'index.html');
  if (!existsSync(home)) return undefined;
  const $ = loadHtml(readFileSync(home, 'utf8'));
  const canonical = $('link[rel="canonical"]').attr('href') ?? $('meta[property="og:url"]').attr('content');
  try {
    return canonical ? new URL(canonical).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The internal URL references of one page: [{ url, kind }], kind naming the element for the report. */
function referencesOf($) {
  const refs = [];
  const add = (value, kind) => {
    if (value !== undefined && value.trim() !== '') refs.push({ url: value.trim(), kind });
  };
  $('a[href], area[href]').each((_, el) => add($(el).attr('href'), el.tagName));
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase();
    if (/\b(preconnect|dns-prefetch)\b/.test(rel)) return; // origins, not documents
    add($(el).attr('href'), `link rel=${rel || '?'}`);
  });
  $('img[src], script[src], source[src], iframe[src], video[src], audio[src]').each((_, el) =>
    add($(el).attr('src'), el.tagName),
  );
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of ($(el).attr('srcset') ?? '').split(','))
      add(candidate.trim().split(/\s+/)[0], `${el.tagName} srcset`);
  });
  return refs;
}

/** Every string under a `description` key of an OpenAPI document, with its JSON pointer. */
function descriptionsOf(node, pointer = '', out = []) {
  if (Array.isArray(node)) node.forEach((item, i) => descriptionsOf(item, `${pointer}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'description' && typeof value === 'string') out.push({ pointer: here, text: value });
      else descriptionsOf(value, here, out);
    }
  }
  return out;
}

/** Markdown link and image targets in a text: [x](target "title") and ![x](target). */
export function markdownLinks(text) {
  const out = [];
  for (const match of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) out.push(match[1]);
  for (const match of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) out.push(match[1]); // reference definitions
  return out;
}

/**
 * Checks a build. Returns { pages, links, fragments, specLinks, broken: [{ page, link, reason }] }.
 */
export function checkLinks({ dir = 'build', spec = apiSpecPath } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: build the site first.`);
  const origin = siteOrigin(root);
  const idsCache = new Map();
  const idsOf = (file) => {
    if (!idsCache.has(file)) {
      const $ = loadHtml(readFileSync(file, 'utf8'));
      const ids = new Set();
      $('[id]').each((_, el) => ids.add($(el).attr('id')));
      $('a[name]').each((_, el) => ids.add($(el).attr('name')));
      idsCache.set(file, ids);
    }
    return idsCache.get(file);
  };

  const broken = [];
  let links = 0;
  let fragments = 0;
  /** Checks one reference found on `page` (a route); `source` names where it was found. */
  const check = (page, raw, source, base) => {
    if (ignoredSchemes.test(raw)) return;
    let url;
    try {
      url = new URL(raw, base);
    } catch {
      broken.push({ page: source, link: raw, reason: 'not a valid URL' });
      return;
    }
    const internal = url.origin === placeholderOrigin || (origin !== undefined && url.origin === origin);
    if (!internal) return; // another host, or a scheme other than http(s)
    links += 1;
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      broken.push({ page: source, link: raw, reason: 'malformed percent-encoding in the path' });
      return;
    }
    if (/\/\/+/.test(url.pathname)) {
      broken.push({ page: source, link: raw, reason: `the path ${url.pathname} has an empty segment (double slash)` });
      return;
    }
    const target = fileOfPath(root, pathname);
    if (!target) {
      broken.push({ page: source, link: raw, reason: `no page or file at ${pathname}` });
      return;
    }
    const fragment = url.hash.slice(1);
    if (!fragment || !target.endsWith('.html')) return;
    fragments += 1;
    let id;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      id = fragment;
    }
    if (!idsOf(target).has(id)) {
      broken.push({
        page: source,
        link: raw,
        reason: `${pathname === page ? 'this page' : pathname} has no element with id or name "${id}"`,
      });
    }
  };

  const files = htmlFiles(root);
  for (const file of files) {
    const page = routeOfFile(file);
    const $ = loadHtml(readFileSync(join(root, file), 'utf8'));
    const pageBase = new URL($('base[href]').attr('href') ?? page, `${placeholderOrigin}${page}`);
    for (const { url } of referencesOf($)) check(page, url, page, pageBase);
  }

  const sitemap = join(root, 'sitemap.xml');
  if (existsSync(sitemap)) {
    for (const match of readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
      check('/sitemap.xml', match[1], '/sitemap.xml', `${placeholderOrigin}/`);
  }

  // Markdown links in the spec's descriptions. They render on several pages (an operation's
  // page, the schema's page, the overview), so only links that mean the same on each count:
  // root-relative paths or the site's own absolute URLs.
  let specLinks = 0;
  if (spec && existsSync(spec)) {
    const document = readSpec(spec);
    for (const { pointer, text } of descriptionsOf(document)) {
      for (const raw of markdownLinks(text)) {
        const source = `${spec}#${pointer}`;
        if (ignoredSchemes.test(raw) || (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !(origin && raw.startsWith(origin)))) {
          continue;
        }
        specLinks += 1;
        if (!raw.startsWith('/') || raw.startsWith('//')) {
          broken.push({
            page: source,
            link: raw,
            reason: 'a relative link in a description resolves differently on each page that shows it: start it with /',
          });
          continue;
        }
        check('', raw, source, `${placeholderOrigin}/`);
      }
    }
  }

  return { pages: files.length, links, fragments, specLinks, broken };
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const dir = option('dir', 'build');
  const spec = option('spec', apiSpecPath);
  const started = performance.now();
  let result;
  try {
    result = checkLinks({ dir, spec });
  } catch (error) {
    console.error(`check-links: ${error.message}`);
    process.exit(2);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...result, seconds: Number(seconds) }));
  } else {
    const byPage = new Map();
    for (const item of result.broken) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
    for (const [page, items] of byPage) {
      console.log(`${page}`);
      for (const item of items) console.log(`  -> ${item.link}: ${item.reason}`);
    }
    console.log(
      `check-links: ${result.pages} pages, ${result.links} internal links (${result.fragments} with anchors), ` +
        `${result.specLinks} links in ${spec} descriptions, checked in ${seconds} s: ` +
        `${result.broken.length === 0 ? 'none broken' : `${result.broken.length} broken`}`,
    );
  }
  process.exit(result.broken.length === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
