/**
 * What every step of the API pipeline (./index.mjs) reads and writes for one API version: the
 * spec model, where the pages go, and the generated pages in memory. The plugin writes its files
 * once; the steps change the in-memory text and writePages() below writes each changed file once,
 * so no step reads another step's output back from disk.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/**
 * require() from the site's folder (generation runs there), for the CommonJS packages the steps
 * call. Not import.meta: the unit tests load these modules through Playwright's transform too.
 */
export const siteRequire = createRequire(resolve('package.json'));

/** A failure of generation, shown as `gen-api: <message>` without a stack trace. */
export class GenerationError extends Error {}

/**
 * @typedef {{ name: string, label: string, spec: string, routeBase: string, docsDir: string, sidebarFile: string, current: boolean }} ApiVersion
 * @typedef {{
 *   specPath: string,
 *   outDir: string,
 *   version?: ApiVersion,
 *   ownSpec: boolean,
 *   siteOutput: boolean,
 *   spec: any,
 *   pages: import('../../../spec/pages.mjs').ApiPages,
 *   files: Map<string, { text: string, changed: boolean }>,
 *   sidebarItems?: any[],
 *   log: (line: string) => void,
 * }} VersionContext
 */

/** Every generated page of `outDir`, relative to it (`x.api.mdx`, `schemas/y.schema.mdx`), with its text. */
export function readPages(outDir) {
  const names = [
    ...readdirSync(outDir).filter((name) => name.endsWith('.mdx')),
    ...(existsSync(`${outDir}/schemas`) ? readdirSync(`${outDir}/schemas`, { withFileTypes: true }) : [])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
      .map((entry) => `schemas/${entry.name}`),
  ];
  return new Map(names.map((file) => [file, { text: readFileSync(`${outDir}/${file}`, 'utf8'), changed: false }]));
}

/**
 * Applies `change` to the text of each page `select` accepts; returns how many changed.
 * @param {VersionContext} ctx
 * @param {(file: string) => boolean} select
 * @param {(text: string, file: string) => string} change
 */
export function editPages(ctx, select, change) {
  let count = 0;
  for (const [file, page] of ctx.files) {
    if (!select(file)) continue;
    const text = change(page.text, file);
    if (text === page.text) continue;
    page.text = text;
    page.changed = true;
    count += 1;
  }
  return count;
}

/** Writes the pages the steps changed or added. @param {VersionContext} ctx */
export function writePages(ctx) {
  for (const [file, page] of ctx.files) if (page.changed) writeFileSync(`${ctx.outDir}/${file}`, page.text);
}

/** The route of a page in this version: an older version's routes start with its route base (/api/<version>). */
export function versionRoute(ctx, route) {
  return ctx.version && !ctx.version.current ? route.replace(/^\/api(?=\/|$)/, ctx.version.routeBase) : route;
}
