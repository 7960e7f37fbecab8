/**
 * bundler-memory: hands the bundler's memory back to the system once bundling is done, so a large
 * API reference (1,016 pages: npm run bench:large-spec) builds in less than 3 GB.
 *
 * Rspack's native code allocates with mimalloc, which by default keeps the pages it freed and
 * returns them only when a later allocation happens to trigger a purge: after bundling, the build
 * process kept about 2.2-2.7 GB through the render and postBuild phases, and peaked at the end of
 * bundling (3.2 GB), although Rspack had freed much of it. Two levers, measured in
 * scripts/BENCHMARKS.md ("A large provider spec"):
 *
 * 1. MIMALLOC_PURGE_DELAY=0: mimalloc returns freed memory at once. mimalloc reads it when Rspack's
 *    binding is loaded, which Docusaurus does right after it has evaluated the site's config, so
 *    importing this module from docusaurus.config.ts is early enough. A value from the caller wins.
 * 2. A full garbage collection when the bundlers shut down (src/lib/build/heap.ts): the JavaScript
 *    side of the bundling (the MDX loader's output, the compilers' wrappers of native objects) is
 *    garbage then, but the main thread allocates little while the pages render, so V8 would keep
 *    it until postBuild.
 */
import type { Plugin } from '@docusaurus/types';
import { collectGarbage } from '../../lib/build/heap';

process.env.MIMALLOC_PURGE_DELAY ??= '0';

/** The part of Rspack's compiler this plugin uses. */
type Compiler = { hooks: { shutdown: { tap(name: string, callback: () => void): void } } };

export default function bundlerMemoryPlugin(): Plugin {
  return {
    name: 'bundler-memory',
    configureWebpack() {
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              // After the close callback has returned (the compiler is no longer referenced), not in it.
              compiler.hooks.shutdown.tap('bundler-memory', () => void setTimeout(collectGarbage, 0));
            },
          },
        ],
      };
    },
  };
}
