/**
 * search-index: after a build, turns every rendered page into search records (DocSearch's shape)
 * and the API reference into records from openapi/payments.yaml, and writes them to
 * build/search-index.json, which the embedded search engine loads once, lazily, in the browser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Plugin } from '@docusaurus/types';
import { apiRecords, extractRecords } from '../../search/extract';
import type { SearchRecord } from '../../search/types';

export const searchIndexFile = 'search-index.json';

/** The built HTML file of a route (trailingSlash: false writes /a as a.html, / as index.html). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((file) => join(outDir, file)).find((file) => existsSync(file));
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async postBuild({ routesPaths, outDir, siteDir, i18n }) {
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        // API pages render their content in the browser: their records come from the spec below.
        if (route === '/404.html' || route === '/search' || route.startsWith('/api/')) continue;
        const file = htmlFileOf(outDir, route);
        if (!file) continue;
        records.push(...extractRecords(await readFile(file, 'utf8'), route));
      }
      const spec = load(await readFile(join(siteDir, 'openapi/payments.yaml'), 'utf8')) as Record<string, unknown>;
      records.push(...apiRecords(spec, { language: i18n.currentLocale, tag: 'docs-api-current' }));
      await writeFile(join(outDir, searchIndexFile), JSON.stringify(records));
      console.log(`[search-index] ${records.length} records written to ${searchIndexFile}`);
    },
  };
}
