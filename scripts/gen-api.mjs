#!/usr/bin/env node
/**
 * Generates the API reference from openapi/payments.yaml into api/ (never edited by hand, not
 * committed), the /api overview page, and the downloads the overview offers: the OpenAPI file
 * and a Postman collection, and the spec data components read (src/generated/, see spec-data.mjs).
 * Runs before every start and build.
 */
import { execFileSync } from 'node:child_process';
import { deflateSync, inflateSync } from 'node:zlib';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'js-yaml';
import { errorCatalogueData, notificationExample } from './spec-data.mjs';
import { browserServer } from '../sandbox/browser/config.cjs';
import { writeBrowserSandbox } from '../sandbox/browser/build.mjs';

const require = createRequire(import.meta.url);
const specPath = 'openapi/payments.yaml';
const outDir = 'api';
const downloads = 'static/openapi';
const generatedDir = 'src/generated';

function fail(message) {
  console.error(`gen-api: ${message}`);
  process.exit(1);
}

let spec;
try {
  spec = load(readFileSync(specPath, 'utf8'));
} catch (error) {
  fail(`${specPath} is not valid YAML: ${error.message}`);
}
if (!spec || typeof spec !== 'object' || !spec.openapi || !spec.info?.title || !spec.paths) {
  fail(`${specPath} must be an OpenAPI 3 document with openapi, info.title and paths.`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir); // the API docs instance must find its folder before the plugin fills it
try {
  execFileSync('npx', ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', 'openapi'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch {
  fail(`the OpenAPI plugin could not generate the reference from ${specPath} (its error is above).`);
}

// The operation pages link their security schemes to the overview's #authentication section
// through the `info_path` front matter. The plugin (5.2.0) builds it as
// `${routeBasePath}/${outputDir minus the docs path}/${infoId}`, which is `api//acme-payments-api`
// when, as here, the output folder is the docs folder itself (the page then links to
// /api//acme-payments-api, a broken link). Write the route it means.
for (const file of readdirSync(outDir).filter((name) => name.endsWith('.api.mdx'))) {
  const page = readFileSync(`${outDir}/${file}`, 'utf8');
  const fixed = page.replace(/^info_path: (.*)$/m, (_, infoPath) => `info_path: ${infoPath.replace(/\/{2,}/g, '/')}`);
  // The explorer's server list (the `api` front matter, deflated JSON as the plugin writes it)
  // starts with the simulated sandbox that runs in the reader's browser, so "Send" works for every
  // reader without a server or an account. The spec's own servers follow unchanged.
  const withSimulator = fixed.replace(/^api: (.*)$/m, (_, packed) => {
    const item = JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8'));
    item.servers = [browserServer, ...(item.servers ?? []).filter((server) => server.url !== browserServer.url)];
    // Optional parameters start empty in the explorer. The theme (5.2) prefills each parameter
    // from its default or example and sends it even while it sits folded under "Show optional
    // parameters": "Send" on list-transactions asked for `status=captured` created before
    // 2025-06-01 after an example cursor, and sent `limit` without a value (a numeric prefill that
    // postman-collection drops). The reference on the page keeps every example: it is rendered
    // from the MDX body, not from this copy.
    for (const parameter of item.parameters ?? []) {
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
  if (withSimulator !== page) writeFileSync(`${outDir}/${file}`, withSimulator);
}

// The overview offers the downloads: the OpenAPI file and a Postman collection built from it.
const downloadLinks = [
  '',
  '<div className="api-downloads">',
  '  Download: <a href="/openapi/payments.yaml" download>OpenAPI 3.1 file (payments.yaml)</a>',
  '  {" · "}<a href="/openapi/acme-payments.postman_collection.json" download>Postman collection</a>',
  '</div>',
  '',
].join('\n');
const infoPath = `${outDir}/${spec.info.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.info.mdx`;
writeFileSync(infoPath, readFileSync(infoPath, 'utf8').replace('</Export>\n', `</Export>\n${downloadLinks}`));

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
for (const folder of [outDir, `${outDir}/schemas`]) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.mdx'))) {
    const page = readFileSync(`${folder}/${file}`, 'utf8');
    const fixed = metaDescription(page);
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

// Build-time data for components (error code explorer, signature checker), from the same spec.
mkdirSync(generatedDir, { recursive: true });
writeFileSync(`${generatedDir}/errorCodes.json`, `${JSON.stringify(errorCatalogueData(spec))}\n`);
writeFileSync(`${generatedDir}/notificationExample.json`, `${JSON.stringify(notificationExample(spec), null, 2)}\n`);

// The in-browser sandbox: validators compiled ahead of time, the spec without prose, MSW's worker.
try {
  writeBrowserSandbox(spec, { generatedDir, staticDir: 'static' });
} catch (error) {
  fail(`the in-browser sandbox could not be built from ${specPath}: ${error.message}`);
}

// The ErrorCode schema page shows the catalogue as the searchable explorer, after the schema.
const errorCodePage = `${outDir}/schemas/errorcode.schema.mdx`;
writeFileSync(
  errorCodePage,
  `${readFileSync(errorCodePage, 'utf8').trimEnd()}\n\nimport ErrorCodeExplorer from '@site/src/components/ErrorCodeExplorer';\n\n## Error codes {/* #error-codes */}\n\n<ErrorCodeExplorer />\n`,
);

mkdirSync(downloads, { recursive: true });
copyFileSync(specPath, `${downloads}/payments.yaml`);
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
