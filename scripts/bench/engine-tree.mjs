/**
 * An earlier commit's search engine, for the benchmarks that compare engines (bench-search-engine,
 * search-parts): that commit's src/search and config/ extracted once under node_modules/.cache,
 * beside this tree's node_modules, so its own modules load with jiti as this tree's do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder holding `commit`'s src/search and config/; this tree's root when no commit is named. */
export function engineTreeAt(commit) {
  if (!commit) return root;
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).trim();
  const tree = join(root, 'node_modules/.cache', `engine-${sha}`);
  if (!existsSync(join(tree, 'src/search/engine.ts'))) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    const archive = execFileSync('git', ['archive', sha, 'src/search', 'config'], { cwd: root, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  }
  return tree;
}
