/**
 * Step "site data": what the site's components import, from the same spec (generated/data/,
 * generated/static/): the error catalogue (ErrorCodeExplorer), the notification example
 * (SignatureChecker), and the in-browser sandbox (validators compiled ahead of time, the spec
 * without prose, MSW's worker, and the older API versions it also answers). The sandbox simulates
 * payments.yaml whatever spec the reference shows. Only for the site's own reference folder: a
 * fixture build leaves these alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { olderVersions } from '../../../config/apiVersions.cjs';
import { defaultApiSpecPath, generatedDataDir, generatedStaticDir } from '../../../config/apiSpec.cjs';
import { writeBrowserSandbox } from '../../../sandbox/browser/build.mjs';
import { readSpec } from '../../../spec/index.mjs';
import { deriveVersionSpec } from '../../../spec/api-versions.mjs';
import { errorCatalogueData, notificationExample } from '../../../spec/spec-data.mjs';
import { GenerationError } from './context.mjs';

/** @param {import('./context.mjs').VersionContext} ctx the current version's */
export function writeSiteData(ctx) {
  mkdirSync(generatedDataDir, { recursive: true });
  mkdirSync(generatedStaticDir, { recursive: true });
  writeFileSync(`${generatedDataDir}/errorCodes.json`, `${JSON.stringify(errorCatalogueData(ctx.spec, ctx.pages))}\n`);
  // A spec without a notification example leaves the signature checker's example empty.
  writeFileSync(
    `${generatedDataDir}/notificationExample.json`,
    `${JSON.stringify(notificationExample(ctx.spec) ?? { body: '' }, null, 2)}\n`,
  );
  try {
    const sandboxSpec = ctx.ownSpec ? ctx.spec : readSpec(defaultApiSpecPath);
    const versions = olderVersions.map((version) => ({ name: version.name, spec: deriveVersionSpec(sandboxSpec, version.name) }));
    writeBrowserSandbox(sandboxSpec, { generatedDir: generatedDataDir, staticDir: generatedStaticDir, versions });
  } catch (error) {
    throw new GenerationError(`the in-browser sandbox could not be built from ${defaultApiSpecPath}: ${/** @type {Error} */ (error).message}`);
  }
}
