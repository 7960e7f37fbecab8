/**
 * docsearch-fixes: small edits of DocSearch's modal (@docsearch/react 3.9.0), applied by a
 * loader as the bundler reads the package, instead of a patch-package diff: the package ships one
 * minified line, so a diff of it was 218 KB for three substring changes. The edits are listed,
 * with their reasons, in ./edits.cjs; why and when to remove: patches/README.md.
 */
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** The package's one module file, whatever the path separators. */
const docsearchModule = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function docsearchFixesPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack() {
      return {
        module: { rules: [{ test: docsearchModule, use: [{ loader: require.resolve('./loader.cjs') }] }] },
      };
    },
  };
}
