/**
 * The OpenAPI document the API reference is generated from, the one folder everything generated
 * goes to, and the OpenAPI plugin's options, in one place: the site's configuration (config/api.ts,
 * and through it the security headers, the search records and the Markdown twins) and the Node
 * scripts (scripts/build/gen-api.mjs and its steps in scripts/build/api/, scripts/check/check-links.mjs,
 * scripts/check/build-fixture.mjs) all read them from here.
 *
 * ACME_OPENAPI_SPEC builds the reference from another spec (a path relative to the site folder),
 * ACME_API_DIR generates it into another folder than generated/api/, so a fixture build
 * (scripts/check/build-fixture.mjs) leaves the site's reference alone. They are the caller's
 * input (the fixture build gives the same two to gen-api and to the site's build); generation
 * itself hands nothing back through the environment. CommonJS for the same reason as
 * config/testData.cjs: TypeScript, Playwright and the .mjs scripts all import it.
 */

/** Our own spec. */
const defaultApiSpecPath = 'openapi/payments.yaml';
exports.defaultApiSpecPath = defaultApiSpecPath;

/** The spec the reference is generated from, relative to the site folder. */
const apiSpecPath = process.env.ACME_OPENAPI_SPEC || defaultApiSpecPath;
exports.apiSpecPath = apiSpecPath;

/**
 * The one folder of generated output (never edited by hand, not committed): `api/` the reference
 * (the API docs instance's folder), `data/` what components import (error catalogue, API changes,
 * the browser sandbox), `static/` what the site serves as files (the OpenAPI downloads, the
 * Postman collection, MSW's worker; a static directory of docusaurus.config.ts). The older API
 * versions' pages are the one exception: Docusaurus 3 reads a docs instance's versions only from
 * `api_versions.json`, `api_versioned_docs/` and `api_versioned_sidebars/` at the site's root
 * (plugin-content-docs versions/files.js, not configurable), see config/apiVersions.cjs.
 */
const generatedRoot = 'generated';
exports.generatedRoot = generatedRoot;
exports.generatedDataDir = `${generatedRoot}/data`;
exports.generatedStaticDir = `${generatedRoot}/static`;

/** The site's own reference folder. */
const siteApiDocsDir = `${generatedRoot}/api`;
exports.siteApiDocsDir = siteApiDocsDir;

/** The generated folder of the API docs instance: the site's, or a fixture build's (ACME_API_DIR). */
exports.apiDocsDir = process.env.ACME_API_DIR || siteApiDocsDir;

/** Whether the reference is built from our own spec: only then do the Acme-only extras apply (the downloads). */
exports.isOwnSpec = apiSpecPath === defaultApiSpecPath;

/**
 * The options of docusaurus-plugin-openapi-docs for one API (its `config.<name>` entry): the site's
 * configuration registers the plugin with them (config/api.ts) and generation calls the plugin with
 * them (scripts/build/api/run-plugin.mjs), for each API version.
 * @param {{ specPath: string, outputDir: string, downloadUrl?: string }} where
 */
exports.openApiSpecOptions = ({ specPath, outputDir, downloadUrl }) => ({
  specPath,
  outputDir,
  ...(downloadUrl ? { downloadUrl } : {}),
  showSchemas: true,
  hideSendButton: false,
  sidebarOptions: { groupPathsBy: 'tag', sidebarCollapsed: false },
});
