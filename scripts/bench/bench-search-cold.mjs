#!/usr/bin/env node
/**
 * bench:search's cold run alone (scripts/bench/bench-search-browser.mjs: a fresh page at 4x CPU,
 * the modal opened with Ctrl+K, a query typed key by key), repeated on one or more builds taken in
 * turn, so that two builds can be compared on a shared machine: each run is traced (no JavaScript
 * sampling) and the main thread's tasks from Ctrl+K until the hits have settled are counted in
 * thread time (the CPU the page's thread got, which other processes do not lengthen) beside the
 * long-task API's wall time that bench:search judges. Prints, per build, the median and the
 * spread over the rounds. A benchmark: it prints, it asserts nothing.
 *
 * Usage: node scripts/bench/bench-search-cold.mjs --dirs build,/tmp/other-build [--rounds 5] [--query "capture payment"]
 *        [--traces <dir>]   (keeps each run's trace there, <build folder name>-r<round>.json, for trace-long-tasks.mjs)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromiumArgs, systemChromium } from '../../config/chromium.mjs';
import { coldRun } from './bench-search-browser.mjs';
import { freePort, median, ms, startServer, table } from './bench-search-tools.mjs';
import { mainThreadTasks, readTrace } from './trace-tasks.mjs';
import { optionReader } from './cli.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const dirs = option('dirs', 'build')
  .split(',')
  .filter(Boolean)
  .map((dir) => resolve(dir));
const rounds = Math.max(1, Number(option('rounds', '5')));
const query = option('query', 'capture payment');
const longMs = 50;
const keep = option('traces', '') ? resolve(option('traces', '')) : undefined;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** One traced cold run's figures: the long-task API's (wall) and the trace's (thread time). */
async function measure(browser, base, work, name) {
  const trace = join(keep ?? work, `${name}.json`);
  const cold = await coldRun(browser, base, query, { trace, sampling: false });
  const { tasks } = mainThreadTasks(readTrace(trace));
  if (!keep) rmSync(trace, { force: true });
  const cpu = tasks.map((task) => (task.tdur ?? task.dur) / 1000);
  return {
    cold: cold.afterLastKey,
    longestWall: cold.longest,
    overWall: cold.longTasks,
    longestCpu: Math.max(0, ...cpu),
    overCpu: cpu.filter((value) => value > longMs).length,
    blockingCpu: cpu.reduce((sum, value) => sum + Math.max(0, value - longMs), 0),
    totalCpu: cpu.reduce((sum, value) => sum + value, 0),
  };
}

async function main() {
  const { chromium } = await import('playwright');
  const work = mkdtempSync(join(tmpdir(), 'bench-search-cold-'));
  if (keep) mkdirSync(keep, { recursive: true });
  const servers = [];
  const results = new Map(dirs.map((dir) => [dir, []]));
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs });
  console.log(`bench-search-cold: ${rounds} rounds × ${dirs.length} builds, "${query}", load ${load()} at the start`);
  try {
    for (const dir of dirs) {
      const port = await freePort();
      servers.push({ dir, base: `http://127.0.0.1:${port}`, child: await startServer(port, dir) });
    }
    for (let round = 0; round < rounds; round += 1) {
      // Builds in turn, the order reversed every other round, so that a change of load hits both.
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const { dir, base } of order) results.get(dir).push(await measure(browser, base, work, `${basename(dir)}-r${round}`));
    }
  } finally {
    await browser.close();
    for (const { child } of servers) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  const spread = (values, format) => `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  const count = (value) => String(value);
  const rows = [
    [
      'build',
      'longest task, thread',
      'tasks > 50 ms, thread',
      'blocking, thread',
      'main-thread CPU',
      'longest task, wall',
      'cold: last key → hits',
    ],
  ];
  for (const [dir, runs] of results) {
    const of = (key) => runs.map((run) => run[key]);
    rows.push([
      dir,
      spread(of('longestCpu'), ms),
      spread(of('overCpu'), count),
      spread(of('blockingCpu'), ms),
      spread(of('totalCpu'), ms),
      spread(of('longestWall'), ms),
      spread(of('cold'), ms),
    ]);
  }
  table(
    `Cold run at 4x CPU, Ctrl+K until the hits have settled: median (min–max) of ${rounds} rounds; load ${load()} at the end`,
    rows,
  );
}

main().catch((error) => {
  console.error(`bench-search-cold: ${error?.stack ?? error}`);
  process.exit(1);
});
