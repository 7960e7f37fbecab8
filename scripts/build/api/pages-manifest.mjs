/**
 * Step "pages manifest": the pages of this version, by route, written as pages.json next to them
 * for the site's plugins (search records, Markdown twins, link check: src/lib/build/apiPages.ts)
 * and the error catalogue. An older version's routes start with its route base (/api/<version>).
 */
import { writeFileSync } from 'node:fs';
import { versionRoute } from './context.mjs';

/** @param {import('./context.mjs').VersionContext} ctx */
export function writePagesManifest(ctx) {
  const { pages } = ctx;
  const older = ctx.version && !ctx.version.current ? ctx.version : undefined;
  const routed = (list) => list.map((page) => ({ ...page, route: versionRoute(ctx, page.route) }));
  const manifest = {
    ...pages,
    ...(older ? { version: older.name } : {}),
    info: { ...pages.info, route: versionRoute(ctx, pages.info.route) },
    overview: [versionRoute(ctx, '/api'), versionRoute(ctx, pages.info.route)],
    operations: routed(pages.operations),
    schemas: routed(pages.schemas),
  };
  writeFileSync(`${ctx.outDir}/pages.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}
