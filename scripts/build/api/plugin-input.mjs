/**
 * Step "plugin input": the document the OpenAPI plugin is given, written into the output folder
 * (a dot file, which the docs instance does not read) when it must differ from the spec:
 * spec/pages.mjs pluginInput() names the pages that would have collided (an operationId, a
 * summary, a schema title) and gives a spec of webhooks only empty `paths`. The spec file itself
 * is never changed; a spec the plugin can take as it is (and whose file it can read) goes as is.
 */
import { writeFileSync } from 'node:fs';
import { pluginInput } from '../../../spec/pages.mjs';

/**
 * The path the plugin reads the spec from.
 * @param {import('./context.mjs').VersionContext} ctx
 * @param {{ specFileMatches: boolean }} options whether ctx.specPath holds ctx.spec as it is (false for a derived version written elsewhere)
 */
export function writePluginInput(ctx, { specFileMatches }) {
  const input = pluginInput(ctx.spec, ctx.pages);
  if (!input && specFileMatches) return ctx.specPath;
  const path = `${ctx.outDir}/.openapi-for-plugin.json`;
  writeFileSync(path, JSON.stringify(input ?? ctx.spec));
  return path;
}
