/**
 * Step "generate": docusaurus-plugin-openapi-docs (5.2) writes the MDX pages and sidebar.ts of one
 * API version, called in this process (its `gen-api-docs` command, registered through the
 * plugin's extendCli, with the options of config/apiSpec.cjs) instead of a second Docusaurus CLI
 * per version that would load the whole site configuration and be told the version through the
 * environment. The plugin reads its options as written in the configuration (the CLI does not
 * validate them either) and finds the docs instance's folder and route base there.
 *
 * The plugin reports some failures (a spec it cannot read, a page it could not write) on stderr and
 * still returns: the next step (check-pages.mjs) compares its files with the spec model.
 */
import { openApiSpecOptions } from '../../../config/apiSpec.cjs';
import { GenerationError, siteRequire } from './context.mjs';

/**
 * @param {import('./context.mjs').VersionContext} ctx
 * @param {{ inputPath: string, docsPath: string, downloadUrl?: string }} options the spec file the plugin reads, the docs instance's folder
 */
export async function runPlugin(ctx, { inputPath, docsPath, downloadUrl }) {
  const { default: pluginOpenAPIDocs } = siteRequire('docusaurus-plugin-openapi-docs');
  const options = {
    id: 'openapi',
    docsPluginId: 'api',
    config: { payments: openApiSpecOptions({ specPath: inputPath, outputDir: ctx.outDir, downloadUrl }) },
  };
  const context = {
    siteDir: process.cwd(),
    siteConfig: {
      presets: [],
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'api', path: docsPath, routeBasePath: 'api' }],
        ['docusaurus-plugin-openapi-docs', options],
      ],
    },
  };
  /** @type {Record<string, (...args: any[]) => Promise<void>>} */
  const actions = {};
  const cli = {
    command(name) {
      const chain = {
        description: () => chain,
        usage: () => chain,
        arguments: () => chain,
        option: () => chain,
        action: (run) => {
          actions[name] = run;
          return chain;
        },
      };
      return chain;
    },
  };
  pluginOpenAPIDocs(context, options).extendCli(cli);
  const generate = actions['gen-api-docs'];
  if (!generate) throw new GenerationError('docusaurus-plugin-openapi-docs has no gen-api-docs command any more: update scripts/build/api/run-plugin.mjs.');
  // Its progress lines ("Successfully created ...") are not shown; its errors are.
  const { log } = console;
  console.log = () => {};
  try {
    await generate('payments', { opts: () => ({ pluginId: 'openapi' }) });
  } finally {
    console.log = log;
  }
}
