/**
 * prism-on-demand: prism-react-renderer (25 KiB gzip) out of every page's first load.
 *
 * theme-classic registers `prism.additionalLanguages` in a client module of its own
 * (`@docusaurus/theme-classic/lib/prism-include-languages.js`: `import { Prism } from
 * 'prism-react-renderer'`, then `@theme/prism-include-languages`), so main.js carried Prism on
 * every page, although the browser rarely highlights: code blocks keep the server's markup until
 * one must re-render (src/theme/CodeBlock/Content). A client module is not a `@theme` component,
 * so no swizzle replaces it; in the browser bundle this plugin substitutes `./client` for it
 * (a NormalModuleReplacementPlugin), which loads Prism, the code-block renderer and the extra
 * languages at the reader's first interaction (src/lib/prismLanguages).
 *
 * It also defines `process.env.ACME_PRISM_ON_DEMAND` for src/lib/prismLanguages: "1" in the
 * browser bundle, "0" in the server bundle (which renders code with the renderer loaded at once,
 * as before: the same HTML) and in the stock comparison build (ACME_STOCK_API_EXPLORER=1, whose
 * eager explorer highlights while hydrating: Prism stays in main.js, as Docusaurus ships it).
 *
 * prism-react-renderer gets a chunk of its own that the code-block renderer's chunk and the API
 * explorer's chunks (its code samples and response use Prism too) share, instead of a copy in each.
 *
 * Remove when theme-classic no longer imports prism-react-renderer in a client module (the check
 * below fails the build when that file changes).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { stockApiExplorer } from '../api-explorer-mode';

const require = createRequire(import.meta.url);

/** theme-classic's client module, replaced in the browser bundle. */
const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

/** Ours: the same job without importing Prism. */
const clientModule = fileURLToPath(new URL('./client.ts', import.meta.url));

/** What the replaced module does (theme-classic 3.10.2); anything else needs a new look. */
const expectedSource = [
  "import { Prism } from 'prism-react-renderer';",
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'prismIncludeLanguages(Prism);',
];

function checkThemeClientModule(): void {
  const source = readFileSync(themeClientModule, 'utf8');
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim()
    .split(/\s*\n\s*/);
  if (code.join('\n') !== expectedSource.join('\n')) {
    throw new Error(
      `prism-on-demand: ${themeClientModule} is not the module this plugin replaces (it changed with ` +
        'theme-classic); see src/plugins/prism-on-demand.',
    );
  }
}

export default function prismOnDemandPlugin(): Plugin {
  checkThemeClientModule();
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, utils) {
      const { DefinePlugin, NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const onDemand = !isServer && !stockApiExplorer();
      const define = new DefinePlugin({ 'process.env.ACME_PRISM_ON_DEMAND': JSON.stringify(onDemand ? '1' : '0') });
      if (!onDemand) return { plugins: [define] };
      return {
        plugins: [
          define,
          // The request is the module's absolute path (.docusaurus/client-modules.js), with or without `.js`.
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/,
            clientModule,
          ),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              prismReactRenderer: {
                name: 'prism-react-renderer',
                test: /[\\/]node_modules[\\/]prism-react-renderer[\\/]/,
                chunks: 'async',
                minChunks: 1,
                enforce: true,
                priority: 46, // above `api` (45) and `common` (40)
              },
            },
          },
        },
      };
    },
  };
}
