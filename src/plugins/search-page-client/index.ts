/**
 * search-page-client: the stock search page (@docusaurus/theme-search-algolia 3.10.2
 * theme/SearchPage) answered by the site's search client. The page builds its client itself,
 * `liteClient(appId, apiKey)` from `algoliasearch/lite`, and takes no other; this plugin resolves
 * that import, in that file only (a module rule with its own `resolve.alias`), to
 * src/search/searchPageClient.ts, which returns the client of the configured search mode: the
 * embedded index by default, Algolia's lite client (loaded on the first search) with Algolia
 * configured. Everything else that imports `algoliasearch/lite` gets the real package;
 * DocSearch's modal bundles its own client.
 *
 * Remove when the installed SearchPage takes a search client (then src/theme/SearchPage passes
 * ours). The check below fails the build when the page no longer imports the client this way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** The stock page, and the import this plugin redirects (theme-search-algolia 3.10.2). */
const stockSearchPage = join(
  dirname(require.resolve('@docusaurus/theme-search-algolia')), // its lib/index.js (the package exports no lib/theme)
  'theme/SearchPage/index.js',
);
const expectedImport = "import {liteClient} from 'algoliasearch/lite';";

/** Ours: `liteClient(appId, apiKey)` → the configured search client. */
const clientModule = fileURLToPath(new URL('../../search/searchPageClient.ts', import.meta.url));

function checkStockSearchPage(): void {
  if (!readFileSync(stockSearchPage, 'utf8').includes(expectedImport)) {
    throw new Error(
      `search-page-client: ${stockSearchPage} no longer has \`${expectedImport}\` (theme-search-algolia changed); ` +
        'see src/plugins/search-page-client.',
    );
  }
}

export default function searchPageClientPlugin(): Plugin {
  checkStockSearchPage();
  return {
    name: 'search-page-client',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The rule's resolve options apply to the requests made by the matched module.
              test: /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/,
              resolve: { alias: { 'algoliasearch/lite$': clientModule } },
            },
          ],
        },
      };
    },
  };
}
