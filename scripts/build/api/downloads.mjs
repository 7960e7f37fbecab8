/**
 * Step "downloads": the files our own spec's overview offers (generated/static/openapi/, served at
 * /openapi/): the spec as written, and a Postman collection built from it (openapi-to-postmanv2).
 * An older version's spec file is written by versions.mjs.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { generatedStaticDir } from '../../../config/apiSpec.cjs';
import { GenerationError, siteRequire } from './context.mjs';
export const downloadsDir = `${generatedStaticDir}/openapi`;

/** @param {import('./context.mjs').VersionContext} ctx the current version's */
export async function writeDownloads(ctx) {
  mkdirSync(downloadsDir, { recursive: true });
  copyFileSync(ctx.specPath, `${downloadsDir}/payments.yaml`);
  const converter = siteRequire('openapi-to-postmanv2');
  const collection = await new Promise((resolve, reject) => {
    converter.convert(
      { type: 'json', data: ctx.spec },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example' },
      (error, result) =>
        error || !result.result
          ? reject(new GenerationError(`Postman conversion failed: ${error?.message ?? result.reason}`))
          : resolve(result.output[0].data),
    );
  });
  writeFileSync(`${downloadsDir}/acme-payments.postman_collection.json`, `${JSON.stringify(collection, null, 2)}\n`);
}
