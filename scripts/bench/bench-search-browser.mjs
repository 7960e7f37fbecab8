/**
 * What bench:search (scripts/bench/bench-search.mjs) does in the browser: the functions that run
 * inside the page (engine timing, long-task and input instrumentation, typing into the open modal)
 * and the cold run, a fresh context at 4x CPU throttling typing a query key by key as a person
 * does. Each returns figures; the benchmark prints and judges them.
 */
/** In the page: fetch the serialised index and load it `runs` times, then time engine.search. */
export async function benchEngineInPage({ queries, runs, request, file }) {
  const { loadEngine } = window.SearchBench;
  const loads = [];
  let engine;
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now();
    const response = await fetch(`/${file}`, { cache: 'no-store' });
    const text = await response.text();
    const t1 = performance.now();
    const serialised = JSON.parse(text);
    const t2 = performance.now();
    engine = loadEngine(serialised);
    const t3 = performance.now();
    loads.push({ fetch: t1 - t0, parse: t2 - t1, build: t3 - t2, total: t3 - t0 });
  }
  for (const query of queries) engine.search({ ...request, query }); // warm-up
  const perQuery = {};
  for (let run = 0; run < runs; run += 1) {
    for (const query of queries) {
      const started = performance.now();
      const result = engine.search({ ...request, query });
      const took = performance.now() - started;
      perQuery[query] ??= { times: [], nbHits: result.nbHits, top: result.hits[0]?.url ?? '' };
      perQuery[query].times.push(took);
    }
  }
  return { loads, perQuery, records: engine.size };
}

/** Before the page's scripts: long tasks of the main thread, input events, and changes to the modal's result list. */
function instrumentPage() {
  window.__bench = { longTasks: [], inputs: [], lastResultChange: 0, lastAnswer: 0 };
  // When the search worker last answered (a query's hits arrive, whether or not they change the list).
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => (window.__bench.lastAnswer = performance.now()));
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // A keystroke's time is its keydown's timeStamp: when the key was pressed, even if a busy main
  // thread handles it later.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.target?.classList?.contains('DocSearch-Input'))
        window.__bench.inputs.push({ at: event.timeStamp, key: event.key });
    },
    true,
  );
  // The hits of the last keystroke are on screen at the last change of the result list after it
  // (a keystroke whose hits are the same as the previous one's changes nothing: then 0).
  new MutationObserver((mutations) => {
    if (
      mutations.some(
        (mutation) =>
          mutation.target.closest?.('.DocSearch-Dropdown') || mutation.target.parentElement?.closest('.DocSearch-Dropdown'),
      )
    ) {
      window.__bench.lastResultChange = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Before the page's scripts: when each search request is posted to the search worker and when its
 * answer comes back, so a warm query's time splits into the modal's work before the request, the
 * worker's (with the messages both ways) and the modal's rendering of the hits.
 */
export function instrumentWorker() {
  window.__worker = { posted: [], replied: [] };
  const post = Worker.prototype.postMessage;
  const listening = new WeakSet();
  Worker.prototype.postMessage = function (message, ...rest) {
    if (!listening.has(this)) {
      listening.add(this);
      this.addEventListener('message', (event) => {
        if (event.data?.results) window.__worker.replied.push(performance.now());
      });
    }
    if (message?.requests) window.__worker.posted.push(performance.now());
    return post.call(this, message, ...rest);
  };
}

/**
 * Types `text` at 150 ms a key through the DevTools protocol without waiting for the page: as a
 * person's keys, they queue while the main thread is busy (Playwright's keyboard waits for each
 * key to be handled, which would hide a blocked main thread).
 */
async function typeLikeAPerson(cdp, text) {
  const sent = [];
  for (const char of text) {
    const key = {
      key: char,
      code: char === ' ' ? 'Space' : `Key${char.toUpperCase()}`,
      windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0),
    };
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: char, unmodifiedText: char, ...key }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
    await new Promise((done) => setTimeout(done, 150));
  }
  await Promise.all(sent);
}

/** What a trace of the cold run records: tasks, style, layout, paint (and, with `sampling`, a JavaScript profile). */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];
const samplingCategory = 'disabled-by-default-v8.cpu_profiler';

/**
 * Cold: fresh context, 4x CPU throttling, Ctrl+K, `coldQuery` typed key by key; figures from the page's own clock.
 * With `trace` (a file path), a Chromium trace covers Ctrl+K to the hits, with JavaScript samples
 * unless `sampling` is false (they slow the page down; read it with scripts/bench/trace-long-tasks.mjs).
 */
/** The used JS heap of the page's search worker (served from `base`), in bytes, through a browser-level DevTools session. */
async function workerHeapUsed(browser, base) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find(
      (target) => target.type === 'worker' && target.url.startsWith(base) && /search-worker/.test(target.url),
    );
    if (!worker) return Number.NaN;
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const answer = new Promise((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message);
        if (event.sessionId === sessionId && message.id === 1) resolve(message.result?.usedSize ?? Number.NaN);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
    });
    return await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 5000))]);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

export async function coldRun(browser, base, coldQuery, { trace, sampling = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/^(?!http:\/\/(127\.0\.0\.1|localhost):\d+\/)/, (route) => route.abort());
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/get-started/core-concepts`);
  await page.waitForLoadState('networkidle');
  // Playwright evaluates its own helper script in the page the first time waitForFunction is used
  // (a task of about 50 ms at 4x): done now, so that the figures below count the page's work only.
  await page.waitForFunction(() => true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every request from the hover on, with when it started (this process's clock, epoch ms): a
  // request belongs to the phase it started in (hover, the query until its hits, or after them).
  const requests = [];
  let counting = false;
  const prefetched = [];
  const startedAt = new WeakMap();
  context.on('request', (request) => startedAt.set(request, Date.now()));
  context.on('requestfinished', async (request) => {
    if (!counting) return;
    const entry = { url: request.url(), bytes: 0, startedAt: startedAt.get(request) ?? Date.now() };
    // Hits are links: Docusaurus prefetches their pages' code (Sec-Purpose: prefetch). Not search's.
    const purpose = (await request.allHeaders().catch(() => ({})))['sec-purpose'] ?? '';
    (purpose.includes('prefetch') ? prefetched : requests).push(entry);
    try {
      const sizes = await request.sizes();
      entry.bytes = sizes.responseBodySize;
    } catch {
      // the page went away
    }
  });
  // The modal's own code comes on hover (as a reader's pointer reaches the button): counted apart.
  counting = true;
  await page.hover('.DocSearch-Button');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const openedAt = Date.now();
  if (trace)
    await browser.startTracing(page, { path: trace, categories: [...traceCategories, ...(sampling ? [samplingCategory] : [])] });
  const opened = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await typeLikeAPerson(cdp, coldQuery);
  // Settled: hits in the list, the worker has answered since the last key (a busy worker can be
  // silent for more than 1.5 s), and neither the list nor the worker has changed anything for 1.5 s.
  await page.waitForFunction(
    () => {
      const { inputs, lastAnswer, lastResultChange } = window.__bench;
      return (
        document.querySelector('.DocSearch-Hit') &&
        lastAnswer > (inputs.at(-1)?.at ?? 0) &&
        performance.now() - Math.max(lastResultChange, lastAnswer) > 1500
      );
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  counting = false;
  if (trace) await browser.stopTracing();
  // The query's last answer or the last change of the result list, whichever came later, on the same clock as startedAt.
  const hitsShownAt = await page.evaluate(
    () => performance.timeOrigin + Math.max(window.__bench.lastResultChange, window.__bench.lastAnswer),
  );
  const figures = await page.evaluate(
    ({ opened }) => {
      const { inputs, lastResultChange, lastAnswer, longTasks } = window.__bench;
      const last = inputs.at(-1);
      const during = longTasks.filter((task) => task.start + task.duration >= opened);
      return {
        // The last key's hits are on screen at the list's last change, or at the worker's answer when it changed nothing.
        afterLastKey: last ? Math.max(0, Math.max(lastResultChange, lastAnswer) - last.at) : NaN,
        keys: inputs.length,
        tasks: during.map((task) => ({ start: task.start - opened, duration: task.duration })),
        keyTimes: inputs.map((input) => input.at - opened),
        lastKeyAt: last?.at,
        lastResultChange,
        lastAnswer,
        now: performance.now(),
        longest: Math.max(0, ...during.map((task) => task.duration)),
        longTasks: during.length,
      };
    },
    { opened },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The search worker's JS heap after the first query: workers have no performance.memory, so
  // the DevTools protocol asks the worker's own target (Runtime.getHeapUsage).
  const workerHeap = await workerHeapUsed(browser, base).catch(() => Number.NaN);
  await context.close();
  return {
    ...figures,
    // Started by the time the query's hits showed: what the first query transferred; after it, in
    // the 1.5 s the run waits, the background load of a small index (src/search/shards.ts).
    transfers: requests.filter((item) => item.startedAt >= openedAt && item.startedAt <= hitsShownAt),
    background: requests.filter((item) => item.startedAt > hitsShownAt),
    onHover: requests.filter((item) => item.startedAt < openedAt),
    prefetched,
    workerHeap,
  };
}

/** In the page, with the modal open: type `query` (from the start screen) and wait for hits or "no results" in the DOM. */
export async function typeAndWait(query) {
  const input = document.querySelector('.DocSearch-Input');
  const modal = document.querySelector('.DocSearch-Modal');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (value) => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const answered = () => modal.querySelector('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen');
  const until = (condition, timeout) =>
    new Promise((done) => {
      if (condition()) return done(true);
      const timer = setTimeout(() => {
        observer.disconnect();
        done(false);
      }, timeout);
      const observer = new MutationObserver(() => {
        if (!condition()) return;
        clearTimeout(timer);
        observer.disconnect();
        done(true);
      });
      observer.observe(modal, { childList: true, subtree: true, characterData: true });
    });
  type('');
  await until(() => !answered(), 5000);
  const started = performance.now();
  type(query);
  const ok = await until(answered, 10_000);
  const ended = performance.now();
  const took = ended - started;
  // The first request posted after the input and the last answer before the hits (instrumentWorker).
  const posted = window.__worker?.posted.find((at) => at >= started);
  const replied = window.__worker?.replied.findLast((at) => at <= ended && at >= (posted ?? Infinity));
  return {
    ok,
    took,
    ...(posted !== undefined &&
      replied !== undefined && { beforeWorker: posted - started, worker: replied - posted, afterWorker: ended - replied }),
    hits: modal.querySelectorAll('.DocSearch-Hit').length,
    error: Boolean(modal.querySelector('.DocSearch-ErrorScreen')),
  };
}
