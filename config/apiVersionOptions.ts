/**
 * The published API versions (config/apiVersions.cjs) as Docusaurus versions of the API docs
 * instance (config/api.ts apiDocs): the current one at /api, each older one at /api/<name> with
 * the "unmaintained" banner, kept out of search engines and the sitemap (noIndex: the current
 * version is the canonical reference). Docusaurus gives the navbar's version dropdown, the
 * reader's preferred version (local storage, per docs plugin) and the version tag of the search
 * records. Node only (it looks for generated files); the browser bundle imports config/api.ts.
 */
import { existsSync } from 'node:fs';
import { apiSpecPath, defaultApiSpecPath } from './apiSpec.cjs';
import { apiVersions } from './apiVersions.cjs';

/**
 * Whether the site publishes the older versions beside the current one: for our own spec in the
 * site's own reference folder, once gen-api has generated them (api_versions.json, relative to the
 * site folder like the spec's path).
 * Without them (a fixture build, a fresh checkout before gen-api) the instance has one version.
 */
export const publishesApiVersions =
  apiSpecPath === defaultApiSpecPath && !process.env.ACME_API_DIR && existsSync('api_versions.json');

/** The docs plugin options of the versions, for config/api.ts's apiDocs (docusaurus.config.ts). */
export const apiVersionOptions = publishesApiVersions
  ? {
      lastVersion: 'current',
      versions: Object.fromEntries(
        apiVersions.map((version) => [
          version.current ? 'current' : version.name,
          version.current
            ? { label: version.label, path: '' }
            : { label: version.label, path: version.name, banner: 'unmaintained' as const, noIndex: true },
        ]),
      ),
    }
  : // Docusaurus reads api_versions.json whatever the options say: without these a fixture build
    // would serve the generated 2025-01-15 pages at /api and its own at /api/next.
    { lastVersion: 'current', onlyIncludeVersions: ['current'] };
