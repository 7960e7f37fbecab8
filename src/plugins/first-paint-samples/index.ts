/**
 * first-paint-samples: each API operation page's code at first paint, in its static HTML only.
 *
 * At build time this plugin makes every operation's request samples in the six languages of the
 * explorer (spec/codeSamples.mjs, the generator the MCP server uses: the Postman request and the
 * theme's own code generators, with the sandbox key and the fresh Idempotency-Key placeholder)
 * and its JSON response examples, for every API version, keyed by the page's route.
 *
 * Why a data module the browser never gets: a previous attempt put the samples in each page's
 * front matter; front matter and MDX are part of the page's JavaScript chunk, which grew from 291
 * to 332 KiB gzip (target 300). Here the samples and the code that renders them are a module
 * (`@first-paint-samples`) that `configureWebpack` resolves, in the server bundle (which renders
 * the static HTML), to src/components/ApiExplorerPlaceholder/serverSamples.tsx with the data
 * (`@first-paint-samples/data`, written by contentLoaded), and in the browser bundle to a stub
 * (./clientStub.ts) that has no samples. The browser keeps the server's
 * markup as it is instead of rendering it again (src/components/ApiExplorerPlaceholder/
 * FirstPaintSamples.tsx), so it needs no samples of its own.
 *
 * Under `docusaurus start` (no server rendering) the placeholder shows its outline, as before.
 */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiDocsDir, apiSpecPath, generatedStaticDir, isOwnSpec, siteApiDocsDir } from '../../../config/apiSpec.cjs';
import { apiVersions } from '../../../config/apiVersions.cjs';
import { testCredentials } from '../../../config/testData.cjs';
import { bundleSpec } from '../../../spec/load.cjs';
import { resolveRef } from '../../../spec/refs.cjs';
import { operationSamples, responseExamples } from '../../../spec/codeSamples.mjs';
import { readApiPages } from '../../lib/build/apiPages';
import type { FirstPaintSamples } from '../../components/ApiExplorerPlaceholder/samplesData';

/** `@first-paint-samples`: the renderer of the samples in the server bundle, a stub in the browser's. */
const serverModule = fileURLToPath(new URL('../../components/ApiExplorerPlaceholder/serverSamples.tsx', import.meta.url));
const clientStub = fileURLToPath(new URL('./clientStub.ts', import.meta.url));

type Source = { docsDir: string; specPath: string; collectionFile?: string; version: string; current: boolean };

/** The generated folders of the reference: the current version's, and each older version gen-api generated. */
function sources(siteDir: string): Source[] {
  const current = apiVersions.find((version) => version.current);
  if (!current) throw new Error('config/apiVersions.cjs names no current API version.');
  const collection = join(siteDir, generatedStaticDir, 'openapi/acme-payments.postman_collection.json');
  const list: Source[] = [
    {
      docsDir: apiDocsDir,
      specPath: apiSpecPath,
      // The build's Postman collection is our own spec's (a fixture build converts its spec).
      collectionFile: isOwnSpec && apiDocsDir === siteApiDocsDir && existsSync(collection) ? collection : undefined,
      version: current.name,
      current: true,
    },
  ];
  // A fixture build (ACME_API_DIR) has no older versions.
  if (apiDocsDir !== siteApiDocsDir) return list;
  for (const version of apiVersions.filter((each) => !each.current)) {
    if (existsSync(join(siteDir, version.docsDir, 'pages.json')) && existsSync(join(siteDir, version.spec)))
      list.push({ docsDir: version.docsDir, specPath: version.spec, version: version.name, current: false });
  }
  return list;
}

/** One API version's samples, by route. */
async function versionSamples(siteDir: string, baseUrl: string, source: Source): Promise<Record<string, FirstPaintSamples>> {
  const out: Record<string, FirstPaintSamples> = {};
  const pages = readApiPages(siteDir, source.docsDir);
  const spec = await bundleSpec(join(siteDir, source.specPath));
  for (const page of pages.operations.filter((each) => each.kind === 'operation')) {
    const pathItem = resolveRef(spec, spec.paths?.[page.path]);
    const operation = pathItem?.[page.method];
    if (!operation) continue;
    const request = await operationSamples({
      collectionFile: source.collectionFile,
      spec,
      method: page.method,
      path: page.path,
      version: source.version,
      current: source.current,
      apiKey: isOwnSpec ? testCredentials.apiKey : '<API key>',
    });
    // No request to show (the converter lost the operation): the page keeps the explorer's outline.
    if (Object.keys(request).length === 0) continue;
    out[`${baseUrl}${page.route.replace(/^\//, '')}`] = { request, responses: responseExamples(spec, operation) };
  }
  return out;
}

async function loadSamples(context: LoadContext): Promise<Record<string, FirstPaintSamples>> {
  const { siteDir, baseUrl } = context;
  const out: Record<string, FirstPaintSamples> = {};
  for (const source of sources(siteDir)) {
    try {
      Object.assign(out, await versionSamples(siteDir, baseUrl, source));
    } catch (error) {
      // The pages still build; they show the explorer's outline until it loads, as before.
      console.warn(
        `[first-paint-samples] ${source.specPath}: no code samples in the operation pages' HTML (${(error as Error).message ?? error}).`,
      );
    }
  }
  return out;
}

export default function firstPaintSamplesPlugin(context: LoadContext): Plugin {
  let dataFile: string | undefined;
  return {
    name: 'first-paint-samples',
    loadContent: () => loadSamples(context),
    async contentLoaded({ content, actions }) {
      dataFile = await actions.createData('samples.json', JSON.stringify(content));
    },
    configureWebpack(_config, isServer) {
      const alias: Record<string, string> =
        isServer && dataFile
          ? { '@first-paint-samples$': serverModule, '@first-paint-samples/data$': dataFile }
          : { '@first-paint-samples$': clientStub };
      return { resolve: { alias } };
    },
  };
}
