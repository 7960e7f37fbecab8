#!/usr/bin/env node
/**
 * What runs in a page's long tasks, read from a Chromium trace (bench:search's `--trace`, or any
 * trace with the `disabled-by-default-v8.cpu_profiler` category): for each main-thread task over
 * the threshold, its start and length, the browser's own work in it (style, layout, paint,
 * garbage collection, script compilation) and the JavaScript functions that took its time, by self
 * time and by inclusive time, from the sampling profile. A function is named as the bundle
 * names it, with its file and line:column, so a minified one can be found in `build/assets/js`.
 * Benchmark tooling, prints only.
 *
 * Usage: node scripts/bench/trace-long-tasks.mjs <trace.json> [--over 50] [--top 12]
 */
import { mainThreadTasks, readTrace, threadKey as key } from './trace-tasks.mjs';
import { optionReader } from './cli.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const file = args.find((arg, at) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'));
if (!file) {
  console.error('Usage: node scripts/bench/trace-long-tasks.mjs <trace.json> [--over 50] [--top 12]');
  process.exit(1);
}
const overMs = Number(option('over', '50'));
const top = Number(option('top', '12'));

let events;
try {
  events = readTrace(file);
} catch (error) {
  console.error(`trace-long-tasks: ${file} is not a readable JSON trace (${error.message}).`);
  process.exit(1);
}
const { thread, tasks } = mainThreadTasks(events);
if (!thread) {
  console.error(`trace-long-tasks: ${file} has no renderer main thread tasks.`);
  process.exit(1);
}
const onThread = events.filter((event) => key(event) === thread && event.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const origin = tasks[0]?.ts ?? 0;

/** The browser's work by kind: each event's time less its children's of the same kinds. */
const kinds = [
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayerTree|Layerize|PrePaint|IntersectionObserverController::computeIntersections)$/],
  ['paint', /^(Paint|PaintImage|Commit|RasterTask|CompositeLayers)$/],
  ['gc', /(GC|GCEvent|BlinkGC|V8\.GCScavenger|MinorGC|MajorGC)/],
  ['compile', /^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.CompileLazy|CompileScript|v8\.parseOnBackground)$/],
  ['parse HTML', /^ParseHTML$/],
];
const kindOf = (name) => kinds.find(([, pattern]) => pattern.test(name))?.[0];

// The sampling profile of the main thread: nodes by id, samples with their times (µs, trace clock).
const profiles = new Map();
for (const event of events) {
  if (event.name === 'Profile' && key(event) === thread)
    profiles.set(event.id, { start: event.args.data.startTime, nodes: new Map(), samples: [] });
}
for (const event of events) {
  const profile = event.name === 'ProfileChunk' ? profiles.get(event.id) : undefined;
  if (!profile) continue;
  const data = event.args.data;
  for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
  let at = profile.last ?? profile.start;
  (data.cpuProfile?.samples ?? []).forEach((id, index) => {
    at += data.timeDeltas?.[index] ?? 0;
    profile.samples.push({ id, at });
  });
  profile.last = at;
}
const samples = [...profiles.values()].flatMap((profile) =>
  profile.samples.map((sample, index) => ({
    node: profile.nodes.get(sample.id),
    nodes: profile.nodes,
    at: sample.at,
    self: (profile.samples[index + 1]?.at ?? sample.at) - sample.at,
  })),
);
const frameName = (node) => {
  const frame = node.callFrame;
  const where = frame.url ? ` ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where}`;
};
/** An event's name, with the event type, function and file the trace gives it. */
const label = (event) => {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const where = data.url ? ` ${String(data.url).replace(/^.*\//, '')}${data.lineNumber ? `:${data.lineNumber}` : ''}` : '';
  return `${event.name}${data.type ? ` ${data.type}` : ''}${data.functionName ? ` ${data.functionName}` : ''}${where}`;
};
const ms = (us) => `${(us / 1000).toFixed(1)} ms`;

const long = tasks.filter((task) => task.dur / 1000 > overMs);
console.log(
  `${file}: ${tasks.length} main-thread tasks, ${long.length} over ${overMs} ms; ` +
    `${samples.length ? `${samples.length} JavaScript samples` : 'no JavaScript samples (trace without the cpu_profiler category)'}.`,
);
for (const task of long) {
  const end = task.ts + task.dur;
  const inside = onThread.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
  // The browser's work: a kind's events not nested in an event of the same kind.
  const byKind = new Map();
  const open = [];
  for (const event of inside) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const kind = kindOf(event.name);
    if (kind && !open.some((outer) => kindOf(outer.name) === kind)) byKind.set(kind, (byKind.get(kind) ?? 0) + event.dur);
    open.push(event);
  }
  // What started the task: its first child event, with an event type or function when the trace says.
  const first = inside[0];
  const cause = first ? label(first) : '(nothing recorded)';
  console.log(`\nTask at ${ms(task.ts - origin)}: ${ms(task.dur)}, thread time ${ms(task.tdur ?? 0)} (started by ${cause})`);
  console.log(`  browser work: ${[...byKind].map(([kind, dur]) => `${kind} ${ms(dur)}`).join(', ') || 'none recorded'}`);
  // The task's tree of events, three levels deep, each at least 2 ms.
  const tree = [];
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length < 3 && event.dur >= 2000) tree.push(`${'  '.repeat(stack.length + 2)}${ms(event.dur)} ${label(event)}`);
    stack.push(event);
  }
  if (tree.length) console.log(`  events:\n${tree.join('\n')}`);
  const during = samples.filter((sample) => sample.at >= task.ts && sample.at < end && sample.node);
  if (!during.length) continue;
  const self = new Map();
  const inclusive = new Map();
  for (const sample of during) {
    const name = frameName(sample.node);
    self.set(name, (self.get(name) ?? 0) + sample.self);
    const seen = new Set();
    for (let node = sample.node; node; node = sample.nodes.get(node.parent)) {
      const frame = frameName(node);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + sample.self);
    }
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, dur]) => `    ${ms(dur).padStart(9)}  ${name}`)
      .join('\n');
  console.log(`  self time:\n${rows(self)}`);
  console.log(`  inclusive time:\n${rows(inclusive)}`);
}
