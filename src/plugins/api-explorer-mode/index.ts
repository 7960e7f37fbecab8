/**
 * api-explorer-mode: defines `process.env.ACME_STOCK_API_EXPLORER` ("1" or "0") in the bundles,
 * read by src/theme/ApiExplorer. With ACME_STOCK_API_EXPLORER=1 at build time the operation pages
 * bundle the stock, eager API explorer, so `npm run bench -- --stock-compare` can measure the stock
 * page against the lazy one in the same run. The bundler drops the branch it does not take.
 */
import type { Plugin } from '@docusaurus/types';

export const stockApiExplorer = (): boolean => process.env.ACME_STOCK_API_EXPLORER === '1';

export default function apiExplorerModePlugin(): Plugin {
  return {
    name: 'api-explorer-mode',
    configureWebpack(_config, _isServer, utils) {
      const { DefinePlugin } = utils.currentBundler.instance;
      return {
        plugins: [new DefinePlugin({ 'process.env.ACME_STOCK_API_EXPLORER': JSON.stringify(stockApiExplorer() ? '1' : '0') })],
      };
    },
  };
}
