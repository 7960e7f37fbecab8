/**
 * SEO of the built site, read from the HTML files a crawler gets (the build under test:
 * TEST_BUILD_DIR, default build/): every route of the specification has its own meta
 * description, a canonical link to itself, Open Graph title, description and image, and a
 * Twitter card; docs pages carry JSON-LD structured data (TechArticle and BreadcrumbList);
 * robots.txt points at the sitemap, which lists the routes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { load, type CheerioAPI } from 'cheerio';
import { brand, urls } from '../../config/brand';
import { readRouteList } from '../e2e/fixtures';
import { partialRoutesWithABetterPage, partialUsage } from '../../src/lib/build/partialUsage';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
const routes = readRouteList('tests/spec-routes.txt');

/** The HTML file the host serves for a route (clean URLs: /a/b is a/b.html or a/b/index.html). */
function htmlFile(route: string): string {
  const base = join(buildDir, route);
  const candidates = route === '/' ? [join(buildDir, 'index.html')] : [`${base}.html`, join(base, 'index.html')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file)
    throw new Error(`${route}: no HTML file in ${buildDir}/ (looked for ${candidates.join(', ')}); build the site first`);
  return file;
}

type Page = { route: string; $: CheerioAPI };
const pages: Page[] = [];
test.beforeAll(() => {
  for (const route of routes) pages.push({ route, $: load(readFileSync(htmlFile(route), 'utf8')) });
});

const canonicalOf = (route: string) => (route === '/' ? `${urls.site}/` : `${urls.site}${route}`);
const meta = ($: CheerioAPI, selector: string) => $(`meta[${selector}]`).attr('content')?.trim() ?? '';

test('every route has a meta description, and no two routes share one', () => {
  const owners = new Map<string, string[]>();
  const missing: string[] = [];
  for (const { route, $ } of pages) {
    const description = meta($, 'name="description"');
    if (!description) missing.push(route);
    else owners.set(description, [...(owners.get(description) ?? []), route]);
  }
  expect(missing, 'routes without <meta name="description">').toEqual([]);
  const shared = [...owners.entries()]
    .filter(([, list]) => list.length > 1)
    .map(([text, list]) => `${list.join(', ')}: "${text}"`);
  expect(shared, 'routes sharing one meta description').toEqual([]);
});

test('the 404 page has its own title and meta description', () => {
  const $ = load(readFileSync(join(buildDir, '404.html'), 'utf8'));
  expect($('title').text()).toContain('Page Not Found');
  const description = meta($, 'name="description"');
  expect(description).toContain(brand.name);
  expect(
    pages.map((page) => meta(page.$, 'name="description"')),
    'not shared with a route',
  ).not.toContain(description);
});

test('every route has one canonical link, to its own URL on the site', () => {
  const wrong: string[] = [];
  for (const { route, $ } of pages) {
    const links = $('link[rel="canonical"]')
      .map((_, element) => $(element).attr('href'))
      .get();
    if (links.length !== 1 || links[0] !== canonicalOf(route))
      wrong.push(`${route}: ${JSON.stringify(links)}, expected ["${canonicalOf(route)}"]`);
  }
  expect(wrong, 'canonical links').toEqual([]);
});

test('every route has Open Graph title, description and image, and a Twitter card', () => {
  const problems: string[] = [];
  for (const { route, $ } of pages) {
    const title = meta($, 'property="og:title"');
    const description = meta($, 'property="og:description"');
    const image = meta($, 'property="og:image"');
    const card = meta($, 'name="twitter:card"');
    if (!title) problems.push(`${route}: og:title missing`);
    if (description !== meta($, 'name="description"'))
      problems.push(`${route}: og:description "${description}" differs from the meta description`);
    if (!image.startsWith(`${urls.site}/`)) problems.push(`${route}: og:image "${image}" is not an absolute URL on ${urls.site}`);
    else if (!existsSync(join(buildDir, new URL(image).pathname)))
      problems.push(`${route}: og:image ${image} is not in the build`);
    if (!['summary', 'summary_large_image'].includes(card)) problems.push(`${route}: twitter:card "${card}"`);
  }
  expect(problems, 'social tags').toEqual([]);
});

type Json = Record<string, unknown>;

/** The page's JSON-LD objects; a block that does not parse fails with its route. */
function structuredData(route: string, $: CheerioAPI): Json[] {
  return $('script[type="application/ld+json"]')
    .map((_, element) => {
      const text = $(element).text();
      try {
        return JSON.parse(text) as Json;
      } catch (error) {
        throw new Error(`${route}: JSON-LD does not parse (${(error as Error).message}): ${text.slice(0, 200)}`, {
          cause: error,
        });
      }
    })
    .get() as Json[];
}

test('docs pages carry a TechArticle and a BreadcrumbList in JSON-LD', () => {
  // Docs pages (both docs instances: guides and the API reference) are marked by the theme on <html>.
  const docs = pages.filter(({ $ }) => $('html').hasClass('docs-doc-page'));
  expect(docs.length, 'docs pages found among the routes').toBeGreaterThan(60);
  const problems: string[] = [];
  for (const { route, $ } of docs) {
    const data = structuredData(route, $);
    const article = data.find((item) => item['@type'] === 'TechArticle');
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    if (!article) {
      problems.push(`${route}: no TechArticle`);
    } else {
      const publisher = article.publisher as Json | undefined;
      if (article['@context'] !== 'https://schema.org')
        problems.push(`${route}: TechArticle @context ${String(article['@context'])}`);
      if (article.headline !== meta($, 'property="og:title"').replace(` | ${brand.siteTitle}`, ''))
        problems.push(`${route}: headline "${String(article.headline)}" is not the page title`);
      if (article.description !== meta($, 'name="description"'))
        problems.push(`${route}: description differs from the meta description`);
      if (article.url !== canonicalOf(route))
        problems.push(`${route}: url ${String(article.url)}, expected ${canonicalOf(route)}`);
      if (publisher?.name !== brand.name || publisher?.url !== urls.mainSite)
        problems.push(`${route}: publisher ${JSON.stringify(publisher)}`);
      if ('dateModified' in article && Number.isNaN(Date.parse(String(article.dateModified))))
        problems.push(`${route}: dateModified is not a date`);
    }
    if (!trail) {
      problems.push(`${route}: no BreadcrumbList`);
    } else {
      const items = (trail.itemListElement ?? []) as Json[];
      if (items.length < 2) problems.push(`${route}: ${items.length} breadcrumb items`);
      items.forEach((item, index) => {
        if (
          item['@type'] !== 'ListItem' ||
          item.position !== index + 1 ||
          !item.name ||
          !String(item.item).startsWith(urls.site)
        ) {
          problems.push(`${route}: breadcrumb ${index + 1} ${JSON.stringify(item)}`);
        }
      });
      if (items.at(-1)?.item !== canonicalOf(route))
        problems.push(`${route}: last breadcrumb ${JSON.stringify(items.at(-1))} is not the page`);
    }
  }
  expect(problems, 'structured data').toEqual([]);
});

test('robots.txt allows crawling and points at the sitemap, which lists every route but the partials', () => {
  const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemapLines = robots.split('\n').filter((line) => line.startsWith('Sitemap:'));
  expect(sitemapLines, 'Sitemap lines of robots.txt').toEqual([`Sitemap: ${urls.site}/sitemap.xml`]);
  const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  const isListed = (route: string) => listed.has(canonicalOf(route)) || listed.has(`${urls.site}${route}`);
  // A partial's page is left out: the page that embeds it is the better answer (src/lib/build/partialUsage.ts).
  const partials = partialRoutesWithABetterPage(partialUsage());
  expect(partials.length, 'partials found in docs/').toBeGreaterThan(0);
  const missing = routes.filter((route) => !partials.includes(route) && !isListed(route));
  expect(missing, 'routes missing from sitemap.xml').toEqual([]);
  expect(partials.filter(isListed), 'partials listed in sitemap.xml').toEqual([]);
});
