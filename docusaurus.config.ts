/**
 * Acme Pay documentation: site configuration.
 * Read it as a table of contents; the details live in config/.
 */
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { brand, urls } from './config/brand';
import { algoliaThemeConfig, searchMode } from './config/search';
import { analyticsConfig } from './config/analyticsEnv';
import { apiDocs, openApi } from './config/api';
import { generatedStaticDir } from './config/apiSpec.cjs';
import { apiVersionOptions } from './config/apiVersionOptions';
import { themeConfig } from './config/theme';
import apiExplorerMode from './src/plugins/api-explorer-mode';
import apiThemeChunk from './src/plugins/api-theme-chunk';
import bundlerMemory from './src/plugins/bundler-memory';
import changelogFeed from './src/plugins/changelog-feed';
import docsearchFixes from './src/plugins/docsearch-fixes';
import firstPaintSamples from './src/plugins/first-paint-samples';
import llmsTxt from './src/plugins/llms-txt';
import mermaidSvg from './src/plugins/mermaid-svg';
import prismOnDemand from './src/plugins/prism-on-demand';
import routeList from './src/plugins/route-list';
import rsdoctor from './src/plugins/rsdoctor';
import securityHeaders from './src/plugins/security-headers';
import translateDescriptions from './src/plugins/translate-descriptions';
import searchIndex from './src/plugins/search-index';
import searchPageClient from './src/plugins/search-page-client';
import partialUsagePlugin from './src/plugins/partial-usage';
import { partialUsage, partialRoutesWithABetterPage } from './src/lib/build/partialUsage';

const search = searchMode();

const config: Config = {
  title: brand.siteTitle,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: urls.site,
  baseUrl: '/',
  trailingSlash: false,
  // The site's own files, and what npm run gen:api generates to be served as is (the OpenAPI
  // downloads, the Postman collection, MSW's worker: config/apiSpec.cjs).
  staticDirectories: ['static', generatedStaticDir],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  future: { v4: true, faster: true },
  // Storage keys as the specification names them ("theme", not "theme-<hash>").
  storage: { type: 'localStorage', namespace: false },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  // The changelog's RSS feed (written by src/plugins/changelog-feed), discoverable from every page.
  headTags: [
    {
      tagName: 'link',
      attributes: { rel: 'alternate', type: 'application/rss+xml', title: `${brand.name} changelog`, href: '/changelog.xml' },
    },
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: '2025-06', path: '' } },
          // Mermaid fences drawn to SVG at build time, light and dark: readers load no Mermaid code.
          remarkPlugins: [mermaidSvg],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // A partial's own route stays (the specification lists it), but the page that embeds it,
        // or the one it names, is the better answer: no partial in the sitemap (src/lib/build/partialUsage.ts).
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: partialRoutesWithABetterPage(partialUsage()) },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Each partial's page says which pages embed it, derived from the docs' imports.
    partialUsagePlugin,
    ['@docusaurus/plugin-content-docs', { ...apiDocs, ...apiVersionOptions }],
    ['docusaurus-plugin-openapi-docs', openApi],
    // ACME_STOCK_API_EXPLORER=1: the stock, eager API explorer (the benchmark's comparison build).
    apiExplorerMode,
    // The API reference's code in a chunk of its own, not in the `common` chunk every page loads.
    apiThemeChunk,
    // prism-react-renderer and the code-block renderer out of main.js: loaded when code must be highlighted.
    prismOnDemand,
    // Each operation page's code samples and response examples in its static HTML, not in its JavaScript.
    firstPaintSamples,
    translateDescriptions,
    routeList,
    llmsTxt,
    changelogFeed,
    ...(search.backend === 'embedded' ? [searchIndex] : []),
    // The stock search page answered by the search client of the configured mode (src/search/searchPageClient.ts).
    searchPageClient,
    // Three edits of DocSearch's modal (error screen, focus after mount), applied as it is bundled.
    docsearchFixes,
    // RSDOCTOR=1: Rspack's bundle analyzer writes <out-dir>/.rsdoctor (scripts/BENCHMARKS.md).
    ...(process.env.RSDOCTOR ? [rsdoctor] : []),
    // After the HTML is written: hashes its inline scripts for the CSP in build/_headers.
    securityHeaders,
    // The bundler's memory back to the system before the pages render (large API references).
    bundlerMemory,
  ],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: { ...themeConfig, algolia: algoliaThemeConfig(search) },
  // Analytics (GTM_CONTAINER_ID): off by default; loaded by the client after consent, see config/analytics.ts.
  customFields: { search, analytics: analyticsConfig() },
};

export default config;
