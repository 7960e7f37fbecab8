/**
 * A Chromium trace's main-thread tasks, for the benchmarks that read traces
 * (trace-long-tasks.mjs, bench-search-cold.mjs): the renderer main thread that ran the most, and
 * its top-level tasks with their wall time (`dur`) and thread time (`tdur`, the CPU the thread
 * got: on a loaded machine wall time also counts the time other processes had the core; Chromium's
 * CPU throttling runs inside the thread, so at 4x it is the throttled time).
 */
import { readFileSync } from 'node:fs';

/** The trace's events, from Playwright's `{ traceEvents }` or a bare array. */
export function readTrace(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

export const threadKey = (event) => `${event.pid}:${event.tid}`;

/** The page's main thread (the busiest CrRendererMain) and its top-level tasks in time order; all times in µs. */
export function mainThreadTasks(events) {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadKey),
  );
  const busy = new Map();
  for (const event of events)
    if (event.ph === 'X' && event.name === 'RunTask' && mains.has(threadKey(event)))
      busy.set(threadKey(event), (busy.get(threadKey(event)) ?? 0) + event.dur);
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && threadKey(event) === thread)
    .sort((a, b) => a.ts - b.ts);
  return { thread, tasks };
}
