/**
 * The built site the MCP server answers from (`build/`, or --dir): where each output it reads
 * lives, a clear message naming the command to run when one is missing, and a cache that reads a
 * file again when it changes on disk (a rebuild, or `npm start` rewriting the index), so the
 * server always says what the site it sits next to says.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { searchEngineFile } from '../config/searchIndex.cjs';

/** The files a build must hold for the server to start, and what writes each. */
export const requiredOutputs = [
  { file: 'llms.txt', writer: 'src/plugins/llms-txt' },
  { file: searchEngineFile, writer: 'src/plugins/search-index' },
  { file: 'openapi/payments.yaml', writer: 'scripts/build/gen-api.mjs (the download of the spec)' },
];

/** @param {string} dir */
export function checkBuild(dir) {
  const missing = requiredOutputs.filter(({ file }) => !existsSync(path.join(dir, file)));
  if (!missing.length) return;
  const shown = path.relative(process.cwd(), dir) || dir;
  const what = missing.map(({ file, writer }) => `${file} (written by ${writer})`).join(', ');
  const fresh = !existsSync(dir);
  throw Object.assign(
    new Error(
      `${fresh ? `There is no built site in ${shown}/.` : `${shown}/ is not a complete build of the docs: it lacks ${what}.`} ` +
        `The MCP server answers from the built site: run "npm run build" (or "npm run gen:api && npx docusaurus build") first, ` +
        `or pass --dir <folder of a build>.`,
    ),
    { userFacing: true },
  );
}

/**
 * A file's parsed content, read again when its modification time or size changes.
 * @template T
 * @param {(text: string, file: string) => T} parse
 */
export function fileCache(parse) {
  /** @type {Map<string, { mtimeMs: number, size: number, value: T }>} */
  const cache = new Map();
  return {
    /** @param {string} file @returns {T | undefined} undefined when the file does not exist */
    get(file) {
      let stat;
      try {
        stat = statSync(file);
      } catch {
        cache.delete(file);
        return undefined;
      }
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.value;
      const value = parse(readFileSync(file, 'utf8'), file);
      cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
      return value;
    },
  };
}
