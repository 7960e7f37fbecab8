/**
 * api-theme-chunk: keeps the API reference's code (docusaurus-theme-openapi-docs, Redux,
 * markdown-to-jsx, the schema helpers, our overrides of the theme's components) out of the
 * `common` chunk that every page loads.
 *
 * Docusaurus's splitChunks config (@docusaurus/core/lib/webpack/base.js) has one cache group,
 * `common`, for every module that at least half of the page chunks use. Since the second API
 * version the API pages are more than half of the site, so their code crossed that line and docs
 * pages loaded 76.5 KiB gzip of it. This cache group takes those same modules (same `minChunks`,
 * page chunks only), if they are API-only, into a chunk of their own, which only pages that use
 * them load; a higher priority than `common` lets it win. The explorer's lazy chunks are untouched:
 * they are used by one chunk each, far below `minChunks`.
 *
 * The docs pages share a few modules of the OpenAPI theme (its Tabs, TabItem and their utils, which
 * replace the classic ones, see src/theme/Tabs): those stay out of this group, or every docs page
 * would load the whole chunk for them.
 */
import type { Plugin } from '@docusaurus/types';

const nodeModules = String.raw`[\\/]node_modules[\\/]`;
const sep = String.raw`[\\/]`;

/** Packages only the API pages use. */
const apiPackages = [
  'docusaurus-plugin-openapi-docs',
  '@reduxjs[\\\\/]toolkit',
  'react-redux',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'use-sync-external-store',
  'markdown-to-jsx',
  'allof-merge',
  'lodash',
];

/** Components of the OpenAPI theme that docs pages also use (through @theme/Tabs and @theme/TabItem). */
const sharedThemeModules = String.raw`theme${sep}(?:Tabs|TabItem|utils${sep}(?:tabsUtils|scrollUtils))(?:${sep}|\.)`;

/** Our code that only the API pages use: overrides of the OpenAPI theme's components and their helpers. */
const apiSiteFolders = [
  'src/theme/(?:ApiItem|ApiTabs|ApiExplorer|Markdown|ParamsDetails|ParamsItem|RequestSchema|ResponseHeaders|ResponseSchema|Schema|SchemaItem)',
  'src/components/OpenApiListItem',
  'src/lib/markdownAdmonitions',
].map((folder) => folder.replaceAll('/', sep));

/** Modules of the API reference, by path: the test of the cache group. */
export const apiModules = new RegExp(
  [
    `${nodeModules}docusaurus-theme-openapi-docs${sep}lib${sep}(?!${sharedThemeModules})`,
    `${nodeModules}(?:${apiPackages.join('|')})${sep}`,
    `${sep}(?:${apiSiteFolders.join('|')})(?:${sep}|\\.)`,
  ].join('|'),
);

/** Docusaurus's own threshold for `common` (half the page chunks), read from its config. */
function commonMinChunks(config: { optimization?: { splitChunks?: unknown } }): number {
  const splitChunks = config.optimization?.splitChunks as
    { cacheGroups?: Record<string, false | { minChunks?: number }> } | false | undefined;
  const common = splitChunks ? splitChunks.cacheGroups?.common : undefined;
  return (common && common.minChunks) || 2;
}

export default function apiThemeChunkPlugin(): Plugin {
  return {
    name: 'api-theme-chunk',
    configureWebpack(config, isServer) {
      // The server bundle has no splitChunks (false): merging an object into it would turn it on.
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              api: {
                name: 'api',
                test: apiModules,
                chunks: 'async',
                minChunks: commonMinChunks(config),
                priority: 45, // above `common` (40), below `styles` (50, CSS only)
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
