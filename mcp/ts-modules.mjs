/**
 * The site's own TypeScript modules (the search engine of src/search, the signature rules of
 * src/lib/webhookSignature.ts), loaded into the MCP server unchanged, so its answers cannot drift
 * from what the pages run. Node 20 cannot import .ts, so each module (and the relative modules it
 * imports) is stripped of its types with @swc/core (the compiler Docusaurus builds the site with)
 * into node_modules/.cache/acme-mcp/<hash of the sources>/ once; later starts import the cached
 * files without loading the compiler. Loaded lazily: the first tool call that needs one pays it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const relativeImport = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** The .ts file and every relative .ts module it imports, transitively (paths relative to root). */
function closure(entry) {
  const files = new Map();
  const visit = (file) => {
    if (files.has(file)) return;
    const source = readFileSync(path.join(root, file), 'utf8');
    files.set(file, source);
    for (const [, , , spec] of source.matchAll(relativeImport)) {
      const target = path.join(path.dirname(file), spec);
      const candidates = [target, `${target}.ts`, path.join(target, 'index.ts')];
      const found = candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(path.join(root, candidate)));
      if (found) visit(found);
    }
  };
  visit(entry);
  return files;
}

/**
 * `./types` → `./types.mjs`, so the stripped files import each other; a module that is not
 * TypeScript (config/*.cjs, .mjs, .json) is imported from where it lives, by its file URL.
 */
function rewriteImports(code, file, files) {
  return code.replace(relativeImport, (whole, keyword, quote, spec) => {
    const target = path.join(path.dirname(file), spec);
    const found = [`${target}.ts`, path.join(target, 'index.ts'), target].find((candidate) => files.has(candidate));
    if (!found) {
      const source = path.join(root, target);
      return existsSync(source) ? `${keyword}${quote}${pathToFileURL(source).href}${quote}` : whole;
    }
    let rel = path.relative(path.dirname(file), found).replace(/\.ts$/, '.mjs');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${keyword}${quote}${rel}${quote}`;
  });
}

const loaded = new Map();

/**
 * Imports a TypeScript module of the site (e.g. 'src/search/engine.ts').
 * @param {string} entry path relative to the site folder
 * @returns {Promise<any>}
 */
export function importSiteModule(entry) {
  let promise = loaded.get(entry);
  if (!promise) {
    promise = (async () => {
      const files = closure(entry);
      // The version of this file's rewriting is part of the key: a change here redoes the cache.
      const hash = createHash('sha256').update('rewrite 2\0');
      for (const [file, source] of files) hash.update(`${file}\0${source}\0`);
      const dir = path.join(root, 'node_modules/.cache/acme-mcp', hash.digest('hex').slice(0, 16));
      const out = (file) => path.join(dir, file.replace(/\.ts$/, '.mjs'));
      if (!existsSync(out(entry))) {
        const swc = require('@swc/core');
        for (const [file, source] of files) {
          const { code } = swc.transformSync(source, {
            filename: file,
            jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
            module: { type: 'es6' },
          });
          mkdirSync(path.dirname(out(file)), { recursive: true });
          // Written then renamed: two servers starting at once never read half a file.
          const temp = `${out(file)}.${process.pid}.tmp`;
          writeFileSync(temp, rewriteImports(code, file, files));
          renameSync(temp, out(file));
        }
      }
      return import(pathToFileURL(out(entry)).href);
    })();
    promise.catch(() => loaded.delete(entry));
    loaded.set(entry, promise);
  }
  return promise;
}
