/**
 * search-index: after a build, turns every rendered page into search records (DocSearch's shape)
 * and the API reference into records from the spec (config/apiSpec.cjs) at the routes the OpenAPI
 * plugin gave its pages (<generated folder>/pages.json), and writes them to
 * build/search-index.json (for Algolia's push and the scripts), and indexes them into
 * build/search-engine.json (src/search/buildIndex.ts), which the browser's search worker
 * loads without indexing anything. Under the dev server (no rendered HTML), it writes the same
 * from the MDX sources to static/ whenever content changes, so search reflects what the writer edits.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSpec } from '../../../spec/index.mjs';
import type { Plugin } from '@docusaurus/types';
import GithubSlugger from 'github-slugger';
import {
  apiRecords,
  breadcrumbRecord,
  breadcrumbsOf,
  extractRecords,
  extractRecordsFromMarkdown,
} from '../../search/build/extract';
import type { SearchRecord } from '../../search/types';
import { apiSpecPath, apiVersions } from '../../../config/api';
import { publishesApiVersions } from '../../../config/apiVersionOptions';
import { readApiPages } from '../../lib/build/apiPages';
import { browserCheckoutPath } from '../../../config/sandbox';

import { searchEngineFile, searchIndexFile, searchPartsDir } from '../../../config/searchIndex.cjs';
import { buildIndex } from '../../search/buildIndex';
import { partialUsage, partialRoutesWithABetterPage } from '../../lib/build/partialUsage';
import { manifestFile, splitIndex } from '../../search/shards';

export { searchIndexFile };

/**
 * The records (for Algolia's push and the scripts), the serialised index (scripts and tests) and
 * the same index split by term (search-engine/: the manifest and parts the browser's worker loads).
 */
export async function writeIndex(dir: string, records: SearchRecord[]): Promise<string> {
  await writeFile(join(dir, searchIndexFile), JSON.stringify(records));
  const index = buildIndex(records);
  await writeFile(join(dir, searchEngineFile), JSON.stringify(index));
  const { manifest, parts } = splitIndex(index);
  const partsDir = join(dir, searchPartsDir);
  await rm(partsDir, { recursive: true, force: true });
  await mkdir(partsDir, { recursive: true });
  await writeFile(join(partsDir, manifestFile), JSON.stringify(manifest));
  for (const [name, part] of parts) await writeFile(join(partsDir, name), JSON.stringify(part));
  return `${records.length} records in ${searchIndexFile}, ${index.docs.length} sections indexed in ${searchEngineFile} and split into ${parts.size} parts in ${searchPartsDir}/`;
}

/** The built HTML file of a route (trailingSlash: false writes /a as a.html, / as index.html). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((file) => join(outDir, file)).find((file) => existsSync(file));
}

type LoadedDoc = { source: string; permalink: string; title: string };
type DocsContent = { loadedVersions: { docs: LoadedDoc[] }[] };

/**
 * The API reference's records: the current version's from its spec, and, when the site publishes
 * older versions (config/apiVersions.cjs), each one's from its own spec and pages, tagged with its
 * Docusaurus version tag (docs-api-<name>): the search modal filters on the version being read.
 */
async function apiRecordsFrom(siteDir: string, language: string): Promise<SearchRecord[]> {
  const spec = readSpec(resolve(siteDir, apiSpecPath)) as Record<string, unknown>;
  const records = apiRecords(spec, { language, tag: 'docs-api-current', pages: readApiPages(siteDir) });
  for (const version of publishesApiVersions ? apiVersions.filter((each) => !each.current) : []) {
    const versionSpec = readSpec(resolve(siteDir, version.spec)) as Record<string, unknown>;
    records.push(
      ...apiRecords(versionSpec, {
        language,
        tag: version.searchTag,
        section: `API reference ${version.name}`,
        pages: readApiPages(siteDir, version.docsDir),
      }),
    );
  }
  return records;
}

/** The records of a build: its rendered pages' and the API reference's (also scripts/bench/search-eval.mjs --reextract). */
export async function recordsOfBuild(routesPaths: string[], outDir: string, siteDir: string, locale: string) {
  const records: SearchRecord[] = [];
  // A partial's own page is not an answer: the page that embeds it (or the one it names) is.
  const partials = new Set(partialRoutesWithABetterPage(partialUsage(join(siteDir, 'docs'))));
  for (const route of [...new Set(routesPaths)].sort()) {
    // API pages render their content in the browser: their records come from the spec below.
    if (route === '/404.html' || route === '/search' || route === browserCheckoutPath || route.startsWith('/api/')) continue;
    if (partials.has(route)) continue;
    const file = htmlFileOf(outDir, route);
    if (!file) continue;
    records.push(...extractRecords(await readFile(file, 'utf8'), route));
  }
  const api = await apiRecordsFrom(siteDir, locale);
  records.push(...api);
  // The API pages' breadcrumbs ("Schemas", an operation's category), as their built pages show them.
  for (const top of api.filter((record) => record.type === 'lvl1' && !record.url.includes('#'))) {
    const file = htmlFileOf(outDir, top.url);
    const crumbs = breadcrumbRecord(top, file ? breadcrumbsOf(await readFile(file, 'utf8')) : []);
    if (crumbs) records.push(crumbs);
  }
  return records;
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
      const partials = new Set(partialRoutesWithABetterPage(partialUsage(join(siteDir, 'docs'))));
      for (const doc of docs) {
        if (partials.has(doc.permalink)) continue;
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
      console.log(`[search-index] dev server, from the sources: ${await writeIndex(join(siteDir, 'static'), records)} (static/)`);
    },
    async postBuild({ routesPaths, outDir, siteDir, i18n }) {
      const records = await recordsOfBuild(routesPaths, outDir, siteDir, i18n.currentLocale);
      console.log(`[search-index] ${await writeIndex(outDir, records)}`);
    },
  };
}
