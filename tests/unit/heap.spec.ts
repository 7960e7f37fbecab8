/**
 * The build's garbage collections (src/lib/build/heap.ts, used by src/plugins/bundler-memory and
 * src/plugins/security-headers): a collection frees what is no longer referenced, keeps what is,
 * and leaves no `gc` global behind; the paced collector collects once the heap has grown by its
 * threshold.
 */
import { getHeapStatistics } from 'node:v8';
import { test, expect } from '@playwright/test';
import { collectGarbage, collectGarbageEvery } from '../../src/lib/build/heap';

const used = () => getHeapStatistics().used_heap_size;
const megabytes = 1024 * 1024;

/** About `size` bytes of objects on the heap (many small ones, as a parsed page is). */
const allocate = (size: number) => Array.from({ length: size / 64 }, (_, i) => ({ i, text: `item ${i}` }));

test('a collection frees the garbage, keeps what is live, and exposes no gc global', () => {
  const live = allocate(16 * megabytes);
  const holder: { garbage?: unknown[] } = { garbage: allocate(64 * megabytes) };
  const before = used();
  delete holder.garbage;
  collectGarbage();
  expect(before - used(), 'most of the 64 MB of garbage is freed').toBeGreaterThan(32 * megabytes);
  expect(live.length).toBe((16 * megabytes) / 64);
  expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
});

test('the paced collector collects once the heap has grown by its threshold', () => {
  collectGarbage();
  const collect = collectGarbageEvery(48 * megabytes);
  const holder: { garbage?: unknown[] } = { garbage: allocate(96 * megabytes) };
  const grown = used();
  delete holder.garbage;
  collect();
  expect(grown - used(), 'the 96 MB of garbage is collected').toBeGreaterThan(48 * megabytes);
});
