#!/usr/bin/env node
/**
 * Generates the API reference from openapi/payments.yaml into api/ (never edited by hand, not
 * committed), the /api overview page, and the downloads the overview offers: the OpenAPI file
 * and a Postman collection, and the spec data components read (src/generated/, see spec-data.mjs).
 * Runs before every start and build.
 *
 * Any valid spec works (config/apiSpec.cjs: ACME_OPENAPI_SPEC, ACME_API_DIR): what only ours has
 * (the error catalogue, the notification example, the in-browser sandbox) is optional. The pages
 * the plugin makes are planned and checked (spec/pages.mjs): two operations or schemas the
 * plugin would give one page each get their own, and the list of pages is written to <folder>/pages.json
 * for the search records, the Markdown twins and the error catalogue.
 */
import { execFileSync } from 'node:child_process';
import { deflateSync, inflateSync } from 'node:zlib';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dump } from 'js-yaml';
import { bundleSpec, readSpec } from '../../spec/index.mjs';
import { errorCatalogueData, notificationExample } from '../../spec/spec-data.mjs';
import {
  checkGenerated,
  expectedPages,
  pageCollisions,
  pluginInput,
  sidebarKeyCollisions,
  uniqueSidebarKeys,
} from '../../spec/pages.mjs';
import { withLinearProps, withoutCircularVariants } from './api-schema-fixes.mjs';
import { browserServer } from '../../sandbox/browser/config.cjs';
import { writeBrowserSandbox } from '../../sandbox/browser/build.mjs';
import { apiDocsDir, apiSpecPath, apiVersionName, defaultApiSpecPath, isOwnSpec } from '../../config/apiSpec.cjs';
import { apiVersions, currentVersion, olderVersions } from '../../config/apiVersions.cjs';
import { deriveVersionSpec } from '../../spec/api-versions.mjs';
import { apiChanges } from '../../spec/api-diff.mjs';

const require = createRequire(import.meta.url);
const specPath = apiSpecPath;
const outDir = apiDocsDir;
/** The site's own reference (api/): only then are src/generated/ and static/ written (a fixture build leaves them alone). */
const sharedOutput = outDir === 'api';
/** An older API version (config/apiVersions.cjs) generated into its versioned-docs folder by the run for api/ (below). */
const olderVersion = apiVersionName ? apiVersions.find((version) => version.name === apiVersionName) : undefined;
if (apiVersionName && !olderVersion)
  fail(`ACME_API_VERSION=${apiVersionName} is not an older version of config/apiVersions.cjs.`);
const downloads = 'static/openapi';
const generatedDir = 'src/generated';

function fail(message) {
  console.error(`gen-api: ${message}`);
  process.exit(1);
}

// The spec, bundled (spec/load.mjs: references to other files inlined, so the copy the plugin may
// be given below stands alone); a file that is not an OpenAPI document stops here, named.
let spec;
try {
  spec = await bundleSpec(specPath);
} catch (error) {
  fail(error.message);
}

// Two operations or two schemas the plugin would give one page (equal titles, summaries or
// operationIds, which real specs have): each gets its own page (spec/pages.mjs), named in
// the copy of the spec the plugin is given. What would still be lost stops here, named.
const pages = expectedPages(spec, specPath);
const collisions = pageCollisions(pages);
if (collisions.length > 0) {
  fail(
    `${collisions.length} page${collisions.length === 1 ? '' : 's'} of ${specPath} would be lost:\n${collisions.map((collision) => `  - ${collision.message}`).join('\n')}`,
  );
}
for (const page of [...pages.operations, ...pages.schemas].filter(
  (each) => each.pluginTitle || each.pluginSummary || each.pluginOperationId,
)) {
  console.log(`gen-api: ${page.source} shares its title or page name with another: its page is ${page.route} ("${page.title}").`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true }); // the API docs instance must find its folder before the plugin fills it
// Another folder than api/ has its own sidebar module (config/api.ts); it must exist before the plugin runs.
if (!sharedOutput) {
  writeFileSync(
    `${outDir}/sidebars.ts`,
    "// Written by scripts/build/gen-api.mjs: the generated sidebar as the 'payments' sidebar (what config/apiSidebar.ts does for api/).\nimport generated from './sidebar';\n\nexport default { payments: generated };\n",
  );
}
// The plugin is given a copy of the spec (in the output folder, hidden from the docs instance)
// when it needs one: empty `paths` for a spec of webhooks only, and the names chosen above for
// pages that would have collided. The spec itself is not changed.
let generatorSpec = specPath;
const generatorInput = pluginInput(spec, pages);
if (generatorInput) {
  generatorSpec = `${outDir}/.openapi-for-plugin.json`;
  writeFileSync(generatorSpec, JSON.stringify(generatorInput));
}
try {
  // The plugin reports some failures (an unknown plugin id, a page it could not write) and still
  // exits with 0: its output is checked below.
  execFileSync('npx', ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // ACME_API_VERSIONS=off: the docs instance is configured without its older versions while they are being regenerated.
    env: { ...process.env, ACME_OPENAPI_SPEC: generatorSpec, ACME_API_VERSIONS: 'off' },
  });
} catch {
  fail(`the OpenAPI plugin could not generate the reference from ${specPath} (its error is above).`);
}

/** Every generated page, relative to the output folder, with its text. */
const generated = Object.fromEntries(
  [
    ...readdirSync(outDir).filter((name) => name.endsWith('.mdx')),
    ...(existsSync(`${outDir}/schemas`) ? readdirSync(`${outDir}/schemas`, { withFileTypes: true }) : [])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
      .map((entry) => `schemas/${entry.name}`),
  ].map((file) => [file, readFileSync(`${outDir}/${file}`, 'utf8')]),
);
const mismatches = checkGenerated(pages, generated);
if (mismatches.length > 0) {
  fail(
    `the plugin's pages differ from what spec/pages.mjs expects (has the plugin changed how it names pages?):\n${mismatches.map((line) => `  - ${line}`).join('\n')}`,
  );
}

// Sidebar translation keys: Docusaurus makes one of every labelled item and refuses two items
// with one key (two operations with one summary, a schema titled like an operation). Items that
// share a label get their page id as key; what still clashes (two categories with one label)
// stops here, named, rather than as the framework's error halfway through the build.
const json5 = createRequire(require.resolve('docusaurus-plugin-openapi-docs/package.json'))('json5');
const sidebarFile = `${outDir}/sidebar.ts`;
const sidebarText = readFileSync(sidebarFile, 'utf8');
const sidebarLiteral = /const sidebar: SidebarsConfig = (\{[\s\S]*\});\s*export default sidebar\.(\w+);/.exec(sidebarText);
if (!sidebarLiteral) fail(`${sidebarFile} is not in the form the plugin (5.x) writes; update scripts/build/gen-api.mjs.`);
const sidebarName = sidebarLiteral[2];
const { items: sidebarItems, shared } = uniqueSidebarKeys(json5.parse(sidebarLiteral[1])[sidebarName]);
for (const { label, ids } of shared) {
  console.log(`gen-api: the sidebar label "${label}" is shared by ${ids.join(', ')}; each gets its page id as translation key.`);
}
const keyCollisions = sidebarKeyCollisions(sidebarItems);
if (keyCollisions.length > 0) {
  fail(
    `two sidebar items of ${specPath} would have one translation key, which stops the build:\n${keyCollisions.map(({ key, members }) => `  - ${key}: ${members.join(' and ')}`).join('\n')}\n  (spec/pages.mjs uniqueSidebarKeys() should have given each its own key: a bug.)`,
  );
}
if (shared.length > 0) {
  writeFileSync(sidebarFile, sidebarText.replace(sidebarLiteral[1], JSON.stringify({ [sidebarName]: sidebarItems }, null, 2)));
}

// Schemas the plugin could not resolve into objects: it writes a reference back to a schema
// being expanded as the string "circular(Name)". In a oneOf, anyOf or a discriminator's mapping
// the theme reads it as a schema and the server-side render of the page fails, which stops the
// whole build: those become a small object schema naming the schema it refers to.
let circularFixed = 0;
for (const [file, text] of Object.entries(generated)) {
  const { text: fixed, replaced } = withoutCircularVariants(text);
  if (replaced === 0) continue;
  circularFixed += replaced;
  generated[file] = fixed;
  writeFileSync(`${outDir}/${file}`, fixed);
}
if (circularFixed > 0) {
  console.log(
    `gen-api: ${circularFixed} circular references in oneOf, anyOf or discriminator mappings shown as links to their schema.`,
  );
}

// The operation pages link their security schemes to the overview's #authentication section
// through the `info_path` front matter. The plugin (5.2.0) builds it as
// `${routeBasePath}/${outputDir minus the docs path}/${infoId}`, which is `api//acme-payments-api`
// when, as here, the output folder is the docs folder itself (the page then links to
// /api//acme-payments-api, a broken link). Write the route it means.
for (const file of readdirSync(outDir).filter((name) => name.endsWith('.api.mdx'))) {
  const page = readFileSync(`${outDir}/${file}`, 'utf8');
  // An older version's pages live under its own route (/api/<version>/...).
  const fixed = page.replace(
    /^info_path: (.*)$/m,
    (_, infoPath) =>
      `info_path: ${infoPath.replace(/\/{2,}/g, '/').replace(/^api\//, olderVersion ? `${olderVersion.routeBase.slice(1)}/` : 'api/')}`,
  );
  // The explorer's server list (the `api` front matter, deflated JSON as the plugin writes it)
  // starts with the simulated sandbox that runs in the reader's browser, so "Send" works for every
  // reader without a server or an account. The spec's own servers follow unchanged.
  const withSimulator = fixed.replace(/^api: (.*)$/m, (_, packed) => {
    const item = JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8'));
    // The simulator implements payments.yaml: another spec's explorer keeps its own servers.
    if (isOwnSpec) {
      item.servers = [browserServer, ...(item.servers ?? []).filter((server) => server.url !== browserServer.url)];
    }
    // Optional parameters start empty in the explorer. The theme (5.2) prefills each parameter
    // from its default or example and sends it even while it sits folded under "Show optional
    // parameters": "Send" on list-transactions asked for `status=captured` created before
    // 2025-06-01 after an example cursor, and sent `limit` without a value (a numeric prefill that
    // postman-collection drops). The reference on the page keeps every example: it is rendered
    // from the MDX body, not from this copy.
    for (const parameter of item.parameters ?? []) {
      // An older version's explorer sends its version (the sandbox answers per Acme-Version): the
      // header starts filled in with it, among the required parameters.
      if (olderVersion && parameter.in === 'header' && parameter.name === 'Acme-Version') {
        parameter.required = true;
        parameter.schema = { ...parameter.schema, default: olderVersion.name };
        parameter.example = olderVersion.name;
        continue;
      }
      if (parameter.required) continue;
      delete parameter.example;
      delete parameter.examples;
      if (parameter.schema) {
        delete parameter.schema.default;
        delete parameter.schema.example;
      }
    }
    return `api: ${deflateSync(JSON.stringify(item)).toString('base64')}`;
  });
  // Under the title of each operation of our own spec: what changed in it between the API versions
  // (src/generated/apiChanges.json, spec/api-diff.mjs).
  const operation = pages.operations.find((each) => `${each.id}.api.mdx` === file);
  const withChanges =
    isOwnSpec && operation
      ? withSimulator.replace(
          /\n<\/MethodEndpoint>\n/,
          `\n</MethodEndpoint>\n\nimport ApiVersionChanges from '@site/src/components/ApiVersionChanges';\n\n<ApiVersionChanges method=${JSON.stringify(operation.method)} path=${JSON.stringify(operation.path)} />\n`,
        )
      : withSimulator;
  if (withChanges !== page) writeFileSync(`${outDir}/${file}`, withChanges);
}

// The overview offers the downloads: the OpenAPI file and a Postman collection built from it.
const downloadLinks = olderVersion
  ? [
      '',
      '<div className="api-downloads">',
      `  Download: <a href="/${olderVersion.spec.replace(/^static\//, '')}" download>OpenAPI 3.1 file of version ${olderVersion.name}</a>`,
      '</div>',
      '',
    ].join('\n')
  : [
      '',
      '<div className="api-downloads">',
      '  Download: <a href="/openapi/payments.yaml" download>OpenAPI 3.1 file (payments.yaml)</a>',
      '  {" · "}<a href="/openapi/acme-payments.postman_collection.json" download>Postman collection</a>',
      '</div>',
      '',
    ].join('\n');
const infoPath = `${outDir}/${pages.info.id}.info.mdx`;
if (isOwnSpec) {
  writeFileSync(infoPath, readFileSync(infoPath, 'utf8').replace('</Export>\n', `</Export>\n${downloadLinks}`));
}

// Meta descriptions (search results, link previews): the plugin keeps only the first line of a
// spec description, often cut mid-sentence ("... Omit `amount` to"). Use the whole first paragraph
// as plain text, cut at the last sentence (or word) end within 160 characters.
function metaDescription(page) {
  const match = page.match(/^description: "(.*)"$/m);
  if (!match?.[1]) return page;
  const at = page.indexOf(match[1], match.index + match[0].length);
  if (at < 0) return page;
  const plain = page
    .slice(at)
    .split(/\n\s*\n/)[0]
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  let text = plain;
  if (text.length > 160) {
    const cut = text.slice(0, 160);
    const sentence = cut.lastIndexOf('. ');
    text = sentence > 60 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
  }
  return page.replace(match[0], () => `description: ${JSON.stringify(text)}`);
}
for (const folder of [outDir, `${outDir}/schemas`].filter((name) => existsSync(name))) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.mdx'))) {
    const page = readFileSync(`${folder}/${file}`, 'utf8');
    // The JSON props as JSON.parse strings, which MDX parses in linear time (api-schema-fixes.mjs).
    const fixed = withLinearProps(metaDescription(page));
    if (fixed !== page) writeFileSync(`${folder}/${file}`, fixed);
  }
}

// /api shows the same overview as /api/<title>: the info page again, as the instance's index.
const info = readFileSync(infoPath, 'utf8');
writeFileSync(
  `${outDir}/index.mdx`,
  info
    .replace(/^id: .*$/m, 'id: index')
    .replace(/^sidebar_label: .*$/m, 'sidebar_label: Overview')
    .replace(/^---\n/, '---\nslug: /\ndisplayed_sidebar: payments\n')
    // Its own meta description: two pages must not share one.
    .replace(
      /^description: .*$/m,
      () =>
        `description: ${JSON.stringify(`The ${spec.info.title} reference: authentication, servers, every operation and schema with code samples, and the specification to download.`)}`,
    ),
);

// The pages, by route, for the site's plugins (search records, Markdown twins, link check).
const { source: _infoSource, ...infoPage } = { ...pages.info, source: '' };
// An older version's routes start with its route base (/api/<version>) instead of /api.
const versionRoute = (route) => (olderVersion ? route.replace(/^\/api(?=\/|$)/, olderVersion.routeBase) : route);
const routed = (list) => list.map((page) => ({ ...page, route: versionRoute(page.route) }));
writeFileSync(
  `${outDir}/pages.json`,
  `${JSON.stringify(
    {
      ...pages,
      ...(olderVersion ? { version: olderVersion.name } : {}),
      info: { ...infoPage, route: versionRoute(infoPage.route) },
      overview: [versionRoute('/api'), versionRoute(pages.info.route)],
      operations: routed(pages.operations),
      schemas: routed(pages.schemas),
    },
    null,
    2,
  )}\n`,
);

// The error catalogue (x-error-codes of an ErrorCode schema): optional, a spec without one has no explorer.
const catalogue = errorCatalogueData(spec, pages);
const errorCodeSchema = pages.schemas.find((page) => page.name === 'ErrorCode');
// The ErrorCode schema page shows the catalogue as the searchable explorer, after the schema.
// An older version's page shows its schema only: the explorer's data (src/generated/errorCodes.json) is the current catalogue.
if (catalogue.codes.length > 0 && errorCodeSchema && !olderVersion) {
  const errorCodePage = `${outDir}/schemas/${errorCodeSchema.id}.schema.mdx`;
  writeFileSync(
    errorCodePage,
    `${readFileSync(errorCodePage, 'utf8').trimEnd()}\n\nimport ErrorCodeExplorer from '@site/src/components/ErrorCodeExplorer';\n\n## Error codes {/* #error-codes */}\n\n<ErrorCodeExplorer />\n`,
  );
}

// An older version's sidebar: Docusaurus reads a versioned sidebar from JSON; the same shape as
// config/apiSidebar.ts gives the current one (the overview first, "Schemas" collapsed).
if (olderVersion) {
  const [overview, ...rest] = sidebarItems;
  const payments = [
    { ...overview, label: 'Overview' },
    ...rest.map((item) => (item?.type === 'category' && item.label === 'Schemas' ? { ...item, collapsed: true } : item)),
  ];
  mkdirSync(olderVersion.sidebarFile.replace(/\/[^/]*$/, ''), { recursive: true });
  // The plugin prefixes the ids with the folder's name (version-<name>/...); Docusaurus 3 wants them without.
  const json = JSON.stringify({ payments }, null, 2).replaceAll(`"version-${olderVersion.name}/`, '"');
  writeFileSync(olderVersion.sidebarFile, `${json}\n`);
}

if (!sharedOutput) {
  console.log(
    `gen-api: generated ${outDir}/ from ${specPath} (${pages.operations.length} operations, ${pages.schemas.length} schemas)`,
  );
  process.exit(0);
}

// Build-time data for components (error code explorer, signature checker), from the same spec.
mkdirSync(generatedDir, { recursive: true });
writeFileSync(`${generatedDir}/errorCodes.json`, `${JSON.stringify(catalogue)}\n`);
// A spec without a notification example leaves the signature checker's example empty.
writeFileSync(
  `${generatedDir}/notificationExample.json`,
  `${JSON.stringify(notificationExample(spec) ?? { body: '' }, null, 2)}\n`,
);

// The in-browser sandbox: validators compiled ahead of time, the spec without prose, MSW's worker.
// It simulates payments.yaml whatever spec the reference shows (the site's components import it).
try {
  const sandboxSpec = isOwnSpec ? spec : readSpec(defaultApiSpecPath);
  // The older API versions it also answers (Acme-Version), derived as their reference is.
  const versions = olderVersions.map((version) => ({ name: version.name, spec: deriveVersionSpec(sandboxSpec, version.name) }));
  writeBrowserSandbox(sandboxSpec, { generatedDir, staticDir: 'static', versions });
} catch (error) {
  fail(`the in-browser sandbox could not be built from ${defaultApiSpecPath}: ${error.message}`);
}

if (!isOwnSpec) {
  console.log(
    `gen-api: generated ${outDir}/ from ${specPath} (${pages.operations.length} operations, ${pages.schemas.length} schemas)`,
  );
  process.exit(0);
}

mkdirSync(downloads, { recursive: true });
copyFileSync(specPath, `${downloads}/payments.yaml`);

// The older API versions (config/apiVersions.cjs): each one's spec, derived from this one
// (spec/api-versions.mjs), and its reference in Docusaurus's versioned-docs folder, generated
// by this script run for that version; then the versions list Docusaurus reads (api_versions.json,
// generated, not committed) and the changes between versions (spec/api-diff.mjs).
const changes = [];
let newer = { name: currentVersion, spec };
for (const version of olderVersions) {
  const versionSpec = deriveVersionSpec(spec, version.name);
  writeFileSync(version.spec, dump(versionSpec, { lineWidth: -1, noRefs: true }));
  try {
    execFileSync(process.execPath, ['scripts/build/gen-api.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, ACME_OPENAPI_SPEC: version.spec, ACME_API_DIR: version.docsDir, ACME_API_VERSION: version.name },
    });
  } catch {
    fail(`the reference of API version ${version.name} could not be generated (its error is above).`);
  }
  // Each changed operation links to its page: in the newer version, or for a removed one in the older.
  const newerPages = expectedPages(newer.spec);
  const olderPages = expectedPages(versionSpec);
  const routeIn = (list, base, method, path) => {
    const page = list.operations.find((each) => each.method === method && each.path === path);
    return page ? page.route.replace(/^\/api/, base) : undefined;
  };
  const newerBase = apiVersions.find((each) => each.name === newer.name).routeBase;
  const diff = apiChanges(versionSpec, newer.spec, { from: version.name, to: newer.name });
  diff.operations = diff.operations.map((operation) => ({
    ...operation,
    route:
      routeIn(newerPages, newerBase, operation.method, operation.path) ??
      routeIn(olderPages, version.routeBase, operation.method, operation.path),
  }));
  changes.push(diff);
  newer = { name: version.name, spec: versionSpec };
}
writeFileSync('api_versions.json', `${JSON.stringify(olderVersions.map((version) => version.name))}\n`);
writeFileSync(
  `${generatedDir}/apiChanges.json`,
  `${JSON.stringify({ versions: apiVersions.map((version) => version.name), changes }, null, 2)}\n`,
);
const converter = require('openapi-to-postmanv2');
converter.convert(
  { type: 'json', data: spec },
  { folderStrategy: 'Tags', requestParametersResolution: 'Example' },
  (error, result) => {
    if (error || !result.result) fail(`Postman conversion failed: ${error?.message ?? result.reason}`);
    writeFileSync(`${downloads}/acme-payments.postman_collection.json`, `${JSON.stringify(result.output[0].data, null, 2)}\n`);
    console.log(`gen-api: generated ${outDir}/ and ${downloads}/ from ${specPath}`);
    if (process.env.npm_lifecycle_event === 'prestart') {
      console.log(
        'gen-api: the API explorer answers from a simulator in your browser; for curl and the samples, run "npm run sandbox" in another terminal (http://localhost:4010).',
      );
    }
  },
);
