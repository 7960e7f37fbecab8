/**
 * The API reference pipeline: generates the reference of a spec, every API version in this
 * process, as named steps (each a module of this folder whose header says why it exists), into
 * the one generated folder (config/apiSpec.cjs: generated/). `npm run gen:api`
 * (scripts/build/gen-api.mjs) runs it before every start and build.
 *
 * For one version (generateVersion):
 *   load model -> plugin input -> generate (the OpenAPI plugin) -> check pages -> sidebar ->
 *   circular variants -> explorer front matter -> version changes -> overview downloads ->
 *   meta descriptions -> linear props -> overview index -> error codes page -> theme exports ->
 *   write pages -> pages manifest -> version sidebar
 * For the site (generateApiReference, our own spec in the site's folder), after the current version:
 *   site data -> versions (each older version through generateVersion) -> downloads
 *
 * What only our own spec has (the error catalogue, the notification example, the in-browser
 * sandbox, the versions) is optional: any valid spec generates its reference.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { apiVersions } from '../../../config/apiVersions.cjs';
import { defaultApiSpecPath, siteApiDocsDir } from '../../../config/apiSpec.cjs';
import { loadModel } from './load-model.mjs';
import { writePluginInput } from './plugin-input.mjs';
import { runPlugin } from './run-plugin.mjs';
import { checkPages } from './check-pages.mjs';
import { sidebarFromPlugin, writeVersionSidebar } from './sidebar.mjs';
import { circularVariants } from './circular.mjs';
import { explorerFrontMatter } from './explorer-item.mjs';
import { versionChangesSlot } from './version-changes.mjs';
import { overviewDownloads, overviewIndex } from './overview.mjs';
import { metaDescriptions } from './meta-description.mjs';
import { linearProps } from './linear-props.mjs';
import { errorCodesPage } from './error-codes-page.mjs';
import { themeExports } from './theme-exports.mjs';
import { writePages } from './context.mjs';
import { writePagesManifest } from './pages-manifest.mjs';
import { writeSiteData } from './site-data.mjs';
import { generateOlderVersions } from './versions.mjs';
import { writeDownloads } from './downloads.mjs';

export { GenerationError } from './context.mjs';

/**
 * One API version's reference, from its spec into its folder.
 * @param {{ specPath: string, outDir: string, version?: import('./context.mjs').ApiVersion, ownSpec: boolean, siteOutput: boolean, spec?: any, log: (line: string) => void }} options
 *   `spec`: the document when it is derived (an older version; its file specPath holds the same)
 */
export async function generateVersion({ specPath, outDir, version, ownSpec, siteOutput, spec: given, log }) {
  const { spec, pages } = await loadModel(specPath, { log, spec: given });
  /** @type {import('./context.mjs').VersionContext} */
  const ctx = { specPath, outDir, version, ownSpec, siteOutput, spec, pages, files: new Map(), log };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const inputPath = writePluginInput(ctx, { specFileMatches: true });
  const older = version && !version.current ? version : undefined;
  await runPlugin(ctx, {
    inputPath,
    // The docs instance's folder: an older version's pages are in its versioned folder of that instance.
    docsPath: older ? siteApiDocsDir : outDir,
    ...(ownSpec ? { downloadUrl: older ? `/${older.spec.replace(/^generated\/static\//, '')}` : '/openapi/payments.yaml' } : {}),
  });
  checkPages(ctx);
  sidebarFromPlugin(ctx);
  circularVariants(ctx);
  explorerFrontMatter(ctx);
  versionChangesSlot(ctx);
  overviewDownloads(ctx);
  metaDescriptions(ctx);
  linearProps(ctx);
  overviewIndex(ctx);
  errorCodesPage(ctx);
  themeExports(ctx);
  writePages(ctx);
  writePagesManifest(ctx);
  writeVersionSidebar(ctx);
  log(`generated ${outDir}/ from ${specPath} (${pages.operations.length} operations, ${pages.schemas.length} schemas)`);
  return ctx;
}

/**
 * The reference of `specPath` into `outDir`; for the site's own folder also what the site's
 * components read, and for our own spec its older versions and downloads.
 * @param {{ specPath: string, outDir: string, log?: (line: string) => void }} options
 */
export async function generateApiReference({ specPath, outDir, log = (line) => console.log(`gen-api: ${line}`) }) {
  const siteOutput = outDir === siteApiDocsDir;
  const ownSpec = specPath === defaultApiSpecPath;
  const current = await generateVersion({
    specPath,
    outDir,
    version: siteOutput && ownSpec ? apiVersions[0] : undefined,
    ownSpec,
    siteOutput,
    log,
  });
  if (!siteOutput) return;
  writeSiteData(current);
  if (!ownSpec) return;
  await generateOlderVersions(current, (version, spec) =>
    generateVersion({ specPath: version.spec, outDir: version.docsDir, version, ownSpec: true, siteOutput: true, spec, log }),
  );
  await writeDownloads(current);
}
