/**
 * Step "load model": the spec, bundled with @redocly/openapi-core (spec/load.cjs: references to
 * other files inlined, so the copy the plugin is given stands alone), and its pages
 * (spec/pages.mjs). Two operations or schemas the plugin would give one page each get their own
 * there; what would still be lost stops generation here, named, before anything is written.
 */
import { bundleSpec } from '../../../spec/index.mjs';
import { expectedPages, pageCollisions } from '../../../spec/pages.mjs';
import { GenerationError } from './context.mjs';

/**
 * @param {string} specPath
 * @param {{ log: (line: string) => void, spec?: any }} options `spec`: an already derived document (an older API version)
 */
export async function loadModel(specPath, { log, spec: given }) {
  let spec = given;
  if (!spec) {
    try {
      spec = await bundleSpec(specPath);
    } catch (error) {
      throw new GenerationError(/** @type {Error} */ (error).message);
    }
  }
  const pages = expectedPages(spec, specPath);
  const collisions = pageCollisions(pages);
  if (collisions.length > 0) {
    throw new GenerationError(
      `${collisions.length} page${collisions.length === 1 ? '' : 's'} of ${specPath} would be lost:\n${collisions.map((collision) => `  - ${collision.message}`).join('\n')}`,
    );
  }
  for (const page of [...pages.operations, ...pages.schemas].filter(
    (each) => each.pluginTitle || each.pluginSummary || each.pluginOperationId,
  )) {
    log(`${page.source} shares its title or page name with another: its page is ${page.route} ("${page.title}").`);
  }
  return { spec, pages };
}
