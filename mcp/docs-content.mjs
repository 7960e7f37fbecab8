/**
 * The docs as the build ships them to assistants: the Markdown twin of every page (written by
 * src/plugins/llms-txt next to each page: /a/b → <build>/a/b.md), llms.txt, and the site's search
 * engine (src/search/engine.ts loading <build>/search-engine.json, exactly as the search worker
 * does in the browser, with the version filters DocSearch's contextual search sends). Routes are
 * the site's; a path outside the build is never read.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apiVersions } from '../config/apiVersions.cjs';
import { searchEngineFile } from '../config/searchIndex.cjs';
import { fileCache } from './build-files.mjs';
import { closest, limits, refuse } from './limits.mjs';
import { importSiteModule } from './ts-modules.mjs';

const fallbackOrigin = 'https://docs.acmepay.example';

/**
 * The route of a page path as a reader or assistant may write it: a route, a URL of the site
 * (`origin()`), with .md, .html, an anchor or a query.
 * @param {string} input @param {() => string} origin
 */
function pageRoute(input, origin) {
  let route = String(input ?? '').trim();
  if (!route) refuse('Give the page as a route, e.g. /get-started/servers (or a URL of the docs).');
  if (route.length > limits.fieldChars) refuse(`The page path is ${route.length} characters; at most ${limits.fieldChars}.`);
  const base = origin();
  if (/^https?:\/\//i.test(route)) {
    let url;
    try {
      url = new URL(route);
    } catch {
      return refuse(`"${route}" is not a URL.`);
    }
    if (url.origin !== base && !/^(localhost|127\.0\.0\.1)$/.test(url.hostname))
      refuse(`${url.origin} is not the docs' site (${base}); give a route such as /get-started/servers.`);
    route = url.pathname;
  }
  route = route.replace(/[?#].*$/, '');
  if (!route.startsWith('/')) route = `/${route}`;
  route =
    route
      .replace(/\/+$/, '')
      .replace(/\.(md|html)$/, '')
      .replace(/\/index$/, '') || '/';
  return route;
}

/**
 * A hit of the site's search as search_docs returns it: title and section from its headings, its
 * URL, page route, anchor and Markdown twin, and an excerpt.
 * @param {any} hit @param {string} site the site's origin
 */
function searchHit(hit, site) {
  const [pagePath, anchor] = String(hit.url).split('#');
  const headings = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => hit.hierarchy[level]).filter(Boolean);
  return {
    title: headings.slice(1).join(' › ') || headings[0],
    section: headings[0],
    url: `${site}${hit.url}`,
    page: pagePath,
    ...(anchor ? { anchor } : {}),
    markdown: `${pagePath === '/' ? '/index' : pagePath}.md`,
    ...(hit.content ? { excerpt: hit._snippetResult?.content?.value || hit.content } : {}),
  };
}

/** @param {string} dir the build folder */
export function createDocs(dir) {
  const root = path.resolve(dir);
  const texts = fileCache((text) => text);
  /** @type {{ loadEngine: (s: any) => any } | undefined} */
  let engineModule;
  const engines = fileCache((text) => /** @type {any} */ (engineModule).loadEngine(JSON.parse(text)));
  /** @type {{ at: number, routes: string[] } | undefined} */
  let routeList;

  /** The site's public origin, as llms.txt links it. */
  function origin() {
    const llms = texts.get(path.join(root, 'llms.txt')) ?? '';
    return /\]\((https?:\/\/[^/)\s]+)\//.exec(llms)?.[1] ?? fallbackOrigin;
  }

  /** Every route with a twin (walked again at most every 5 s, so a rebuild shows). */
  function routes() {
    if (routeList && Date.now() - routeList.at < 5000) return routeList.routes;
    /** @type {string[]} */
    const found = [];
    const walk = (/** @type {string} */ folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'assets' && entry.name !== 'img') walk(full);
        } else if (entry.name.endsWith('.md')) {
          const route = `/${path.relative(root, full).split(path.sep).join('/').replace(/\.md$/, '')}`;
          found.push(route === '/index' ? '/' : route);
        }
      }
    };
    walk(root);
    found.sort();
    routeList = { at: Date.now(), routes: found };
    return found;
  }

  /** @param {string} input */
  const routeOf = (input) => pageRoute(input, origin);

  return {
    origin,
    routes,
    routeOf,
    /** llms.txt as the build ships it. */
    llmsTxt() {
      const text = texts.get(path.join(root, 'llms.txt'));
      if (text === undefined) refuse('The build has no llms.txt: rebuild the site (npm run build).');
      return /** @type {string} */ (text);
    },
    /**
     * The Markdown twin of a page.
     * @param {string} input
     */
    page(input) {
      const route = routeOf(input);
      const file = path.resolve(root, `.${route === '/' ? '/index' : route}.md`);
      if (!file.startsWith(root + path.sep)) refuse(`${input} is outside the docs.`);
      const text = texts.get(file);
      if (text === undefined) {
        const known = routes();
        refuse(
          `No page ${route} in the docs. Did you mean ${closest(route, known).join(', ')}? search_docs finds pages by topic; the docs list is the llms.txt resource.`,
        );
      }
      return {
        route,
        url: `${origin()}${route === '/' ? '' : route}`,
        markdown: `${origin()}${route === '/' ? '/index' : route}.md`,
        text: /** @type {string} */ (text),
      };
    },
    /**
     * The site's search, as the search modal asks it: the docs pages and one API version's
     * reference.
     * @param {string} query @param {{ version?: string, limit?: number }} options
     */
    async search(query, { version, limit = 8 }) {
      engineModule ??= await importSiteModule('src/search/engine.ts');
      let engine;
      try {
        engine = engines.get(path.join(root, searchEngineFile));
      } catch (error) {
        // A stale or broken index is the build's problem (e.g. an older index format), said as such.
        refuse(`${/** @type {Error} */ (error).message} Rebuild the site: npm run build.`);
      }
      if (!engine) refuse(`The build has no ${searchEngineFile}: rebuild the site (npm run build).`);
      const apiVersion = version && version !== 'current' ? apiVersions.find((v) => v.name === version) : apiVersions[0];
      if (!apiVersion)
        refuse(`Unknown API version "${version}". The reference publishes ${apiVersions.map((v) => v.name).join(', ')}.`);
      const result = engine.search({
        indexName: 'docs',
        query,
        hitsPerPage: limit,
        facetFilters: [
          ['language:en'],
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', `docusaurus_tag:${apiVersion?.searchTag}`],
        ],
        attributesToSnippet: ['content:40'],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      const site = origin();
      return {
        query: result.query,
        version: apiVersion?.name,
        total: result.nbHits,
        hits: result.hits.map((/** @type {any} */ hit) => searchHit(hit, site)),
      };
    },
  };
}
