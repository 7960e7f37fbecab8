/**
 * Full garbage collections of the build's main thread, for the build steps that allocate a lot
 * while the main thread has nothing else to do (scripts/BENCHMARKS.md, "A large provider spec").
 * V8 lets the heap grow far past what is live before it collects: after bundling it kept the
 * bundler's garbage through the whole render, and in postBuild, where the plugins parse every
 * page at once, the heap of a 1,016-page reference grew by 800 MB of garbage before V8 collected.
 * `gc` is exposed for the call only, as Jest's leak detector does (v8.setFlagsFromString).
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full garbage collection of this thread's heap. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  setFlagsFromString('--no-expose-gc');
}

/**
 * A function to call after each unit of work (a page): it collects the garbage whenever the heap
 * has grown by `bytes` since the last collection, so the heap stays within about `bytes` of what
 * is live. Reading the heap's size costs microseconds; a collection, about 0.1-0.3 s.
 */
export function collectGarbageEvery(bytes: number): () => void {
  let mark = getHeapStatistics().used_heap_size;
  return () => {
    if (getHeapStatistics().used_heap_size - mark < bytes) return;
    collectGarbage();
    mark = getHeapStatistics().used_heap_size;
  };
}
