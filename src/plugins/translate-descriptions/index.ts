/**
 * translate-descriptions: the translators' notes of translated texts out of the browser bundles
 * (./strip.mjs). In the browser bundle only, after the JS loader (`enforce: 'post'`), on every
 * module that imports `@docusaurus/Translate`: the theme's and ours. `docusaurus
 * write-translations` reads the sources, so translators still get every description.
 *
 * Upstream text (facebook/docusaurus): "translate()/<Translate> descriptions ship in the client
 * bundle: about 60 English sentences, 1 KiB gzip on a docs page, that nothing reads at run time.
 * The JS loader could drop them in client builds, as extraction reads the sources anyway."
 * Remove when: a build's main.js no longer holds `The ARIA label for` (a description of the theme).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const loader = fileURLToPath(new URL('./loader.mjs', import.meta.url));

export default function translateDescriptionsPlugin(): Plugin {
  return {
    name: 'translate-descriptions',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: [{ test: /\.[cm]?[jt]sx?$/, enforce: 'post', use: [{ loader }] }] } };
    },
  };
}
