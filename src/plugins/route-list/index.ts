/**
 * route-list: after a build, writes build/routes.txt with every route the site serves, one per
 * line and sorted, so tests can compare it with the specification's list (tests/spec-routes.txt).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function routeListPlugin(): Plugin {
  return {
    name: 'route-list',
    async postBuild({ routesPaths, outDir }) {
      const routes = [...new Set(routesPaths)].filter((route) => route !== '/404.html').sort();
      await writeFile(join(outDir, 'routes.txt'), `${routes.join('\n')}\n`);
    },
  };
}
