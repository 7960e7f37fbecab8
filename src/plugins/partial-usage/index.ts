/**
 * partial-usage: gives every partial's own page (/partials/*, /js/partials/*) the list of pages
 * that embed it, derived from the docs' MDX imports at build time (src/lib/build/partialUsage.ts), as
 * global data that src/components/PartialUsage renders at the top of the partial. Watches docs/ so
 * the dev server picks up a new import. A partial that no page imports and that does not say where
 * its content lives fails the build with its file name.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { partialUsage } from '../../lib/build/partialUsage';

export const pluginName = 'partial-usage';

export default function partialUsagePlugin(context: LoadContext): Plugin<unknown> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: pluginName,
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
    loadContent: async () => partialUsage(docsDir),
    contentLoaded: async ({ content, actions }) => actions.setGlobalData(content),
  };
}
