/**
 * Step "sidebar": the plugin's sidebar as data, written as sidebar.json next to the pages, which
 * the docs instance's sidebar module reads (config/apiSidebar.ts, for the site and for another
 * folder alike; the versioned sidebar JSON for an older version).
 *
 * - The plugin writes its sidebar as TypeScript source (`const sidebar: SidebarsConfig = <JSON5>;`,
 *   5.x): the object literal is located in that file and parsed with the plugin's own json5. This
 *   reads the plugin's output; nothing is repaired in its text, and the plugin's sidebar.ts is
 *   left as the plugin wrote it. (The plugin has no option to return its sidebar as data.)
 * - Doc ids relative to the docs folder: the plugin prefixes each id with the part of its output
 *   folder it takes for a sub-folder of the docs instance (`version-<name>/` for a versioned
 *   folder, `api/` for generated/api); Docusaurus wants ids relative to the version's folder,
 *   which are the page ids of the spec model (`<id>`, `schemas/<id>`): each doc id becomes the
 *   model's id it ends with. The plugin's sidebar.ts is removed once read (sidebar.json replaces it).
 * - Translation keys: Docusaurus makes one of every labelled item and refuses two items with one
 *   key (two operations with one summary, a schema titled like an operation). Items that share a
 *   label get their page id as key (spec/pages.mjs uniqueSidebarKeys); what still clashes stops
 *   here, named, rather than as the framework's error halfway through the build.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { apiSidebarItems } from '../../../config/apiSidebarItems.cjs';
import { sidebarKeyCollisions, uniqueSidebarKeys } from '../../../spec/pages.mjs';
import { GenerationError, siteRequire } from './context.mjs';

/** The sidebar items of the plugin's sidebar.ts. */
function pluginSidebar(file) {
  const json5 = createRequire(siteRequire.resolve('docusaurus-plugin-openapi-docs/package.json'))('json5');
  const text = readFileSync(file, 'utf8');
  const literal = /const sidebar: SidebarsConfig = (\{[\s\S]*\});\s*export default sidebar\.(\w+);/.exec(text);
  if (!literal) throw new GenerationError(`${file} is not in the form the plugin (5.x) writes; update scripts/build/api/sidebar.mjs.`);
  return json5.parse(literal[1])[literal[2]];
}

/**
 * The items with every doc id the page id of the model it ends with.
 * @param {any[]} items
 * @param {Set<string>} ids the model's page ids, relative to the docs folder
 */
function relativeIds(items, ids) {
  const relative = (id) => {
    const segments = id.split('/');
    for (let at = 0; at < segments.length; at += 1) {
      const candidate = segments.slice(at).join('/');
      if (ids.has(candidate)) return candidate;
    }
    throw new GenerationError(`the plugin's sidebar names the page "${id}", which the spec model does not have (scripts/build/api/sidebar.mjs).`);
  };
  return items.map((item) => {
    if (item?.type === 'doc' && typeof item.id === 'string') return { ...item, id: relative(item.id) };
    if (item?.type === 'category') return { ...item, items: relativeIds(item.items ?? [], ids) };
    return item;
  });
}

/**
 * Reads, fixes and writes the sidebar of ctx.outDir; sets ctx.sidebarItems.
 * @param {import('./context.mjs').VersionContext} ctx
 */
export function sidebarFromPlugin(ctx) {
  const ids = new Set([
    ctx.pages.info.id,
    ...ctx.pages.operations.map((page) => page.id),
    ...ctx.pages.schemas.map((page) => `schemas/${page.id}`),
  ]);
  const { items, shared } = uniqueSidebarKeys(relativeIds(pluginSidebar(`${ctx.outDir}/sidebar.ts`), ids));
  rmSync(`${ctx.outDir}/sidebar.ts`);
  for (const { label, ids } of shared) {
    ctx.log(`the sidebar label "${label}" is shared by ${ids.join(', ')}; each gets its page id as translation key.`);
  }
  const collisions = sidebarKeyCollisions(items);
  if (collisions.length > 0) {
    throw new GenerationError(
      `two sidebar items of ${ctx.specPath} would have one translation key, which stops the build:\n${collisions.map(({ key, members }) => `  - ${key}: ${members.join(' and ')}`).join('\n')}\n  (spec/pages.mjs uniqueSidebarKeys() should have given each its own key: a bug.)`,
    );
  }
  ctx.sidebarItems = items;
  writeFileSync(`${ctx.outDir}/sidebar.json`, `${JSON.stringify(items, null, 2)}\n`);
}

/**
 * An older version's sidebar: Docusaurus reads a versioned sidebar from JSON at a fixed place;
 * the same shape as the current one (config/apiSidebarItems.cjs, the one home of that shape).
 * @param {import('./context.mjs').VersionContext} ctx
 */
export function writeVersionSidebar(ctx) {
  if (!ctx.version || ctx.version.current || !ctx.sidebarItems) return;
  const payments = apiSidebarItems(ctx.sidebarItems);
  mkdirSync(dirname(ctx.version.sidebarFile), { recursive: true });
  writeFileSync(ctx.version.sidebarFile, `${JSON.stringify({ payments }, null, 2)}\n`);
}
