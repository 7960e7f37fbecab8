/**
 * search-index: after a build, turns every rendered page into search records (DocSearch's shape)
 * and the API reference into records from the spec (config/apiSpec.cjs) at the routes the OpenAPI
 * plugin gave its pages (<generated folder>/pages.json), and writes them to
 * build/search-index.json, which the embedded search engine loads once, lazily, in the browser.
 * Under the dev server (no rendered HTML), it writes the same records from the MDX sources to
 * static/search-index.json whenever content changes, so search reflects what the writer edits.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Plugin } from '@docusaurus/types';
import GithubSlugger from 'github-slugger';
import { apiRecords, extractRecords, extractRecordsFromMarkdown } from '../../search/extract';
import type { SearchRecord } from '../../search/types';
import { apiSpecPath } from '../../../config/api';
import { readApiPages } from '../../lib/apiPages';
import { browserCheckoutPath } from '../../../config/sandbox';

import { searchIndexFile } from '../../../config/searchIndex.cjs';

export { searchIndexFile };

/** The built HTML file of a route (trailingSlash: false writes /a as a.html, / as index.html). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((file) => join(outDir, file)).find((file) => existsSync(file));
}

type LoadedDoc = { source: string; permalink: string; title: string };
type DocsContent = { loadedVersions: { docs: LoadedDoc[] }[] };

async function apiRecordsFrom(siteDir: string, language: string): Promise<SearchRecord[]> {
  const spec = load(await readFile(join(siteDir, apiSpecPath), 'utf8')) as Record<string, unknown>;
  return apiRecords(spec, { language, tag: 'docs-api-current', pages: readApiPages(siteDir) });
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async allContentLoaded({ allContent }) {
      if (process.env.NODE_ENV !== 'development') return;
      const docs =
        (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
      const siteDir = process.cwd();
      const records: SearchRecord[] = [];
      for (const doc of docs) {
        const source = await readFile(join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
        const slugger = new GithubSlugger();
        records.push(
          ...extractRecordsFromMarkdown(source, doc.permalink, {
            title: doc.title,
            language: 'en',
            tag: 'docs-default-current',
            slug: (heading) => slugger.slug(heading),
          }),
        );
      }
      records.push(...(await apiRecordsFrom(siteDir, 'en')));
      await writeFile(join(siteDir, 'static', searchIndexFile), JSON.stringify(records));
      console.log(`[search-index] dev server: ${records.length} records from the sources in static/${searchIndexFile}`);
    },
    async postBuild({ routesPaths, outDir, siteDir, i18n }) {
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        // API pages render their content in the browser: their records come from the spec below.
        if (route === '/404.html' || route === '/search' || route === browserCheckoutPath || route.startsWith('/api/')) continue;
        const file = htmlFileOf(outDir, route);
        if (!file) continue;
        records.push(...extractRecords(await readFile(file, 'utf8'), route));
      }
      records.push(...(await apiRecordsFrom(siteDir, i18n.currentLocale)));
      await writeFile(join(outDir, searchIndexFile), JSON.stringify(records));
      console.log(`[search-index] ${records.length} records written to ${searchIndexFile}`);
    },
  };
}
