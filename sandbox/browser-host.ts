/**
 * The in-browser host of the API simulator (sandbox/): the same simulator and MSW handlers as
 * `npm run sandbox`, answering the explorer's requests to the "Simulated sandbox (runs in your
 * browser)" server through MSW's Service Worker. Loaded only when an explorer selects that server
 * or the simulated checkout page opens, so docs pages carry none of it.
 *
 * State lives in sessionStorage (one tab, one sandbox) and is saved after every request and
 * payment; with storage blocked it lives as long as the page. Notifications are signed and listed
 * but never sent: a browser must not POST to a merchant's URL, and the CSP would refuse it.
 */
import { setupWorker } from 'msw/browser';
import spec from '@site/generated/data/sandbox-spec.json';
import { compiled } from '@site/generated/data/sandbox-validators.js';
import { versions } from '@site/generated/data/sandbox-versions.js';
import { createSimulator } from './simulator.mjs';
import { createValidators } from './validate.mjs';
import { createHandlers } from './handlers.mjs';
import {
  browserCheckoutPath,
  browserServer,
  browserStateStorageKey,
  serviceWorkerPath,
  serviceWorkerScope,
} from './browser/config.cjs';

export type Simulator = ReturnType<typeof createSimulator>;

function readState(): unknown {
  try {
    const raw = window.sessionStorage.getItem(browserStateStorageKey);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

let simulator: Simulator | undefined;
/** Why the saved state was dropped, when it was (shown by the panel). */
let restoreProblem: string | undefined;
const listeners = new Set<() => void>();

/** Saves the state for the tab and tells the panel (notification count, reset). */
export function persist(): void {
  if (!simulator) return;
  try {
    window.sessionStorage.setItem(browserStateStorageKey, JSON.stringify(simulator.snapshot()));
  } catch {
    // Storage blocked or full: the state lives as long as the page.
  }
  for (const listener of listeners) listener();
}

export function onChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's simulator, restored from sessionStorage (no worker: the checkout page calls it directly). */
export function browserSimulator(): Simulator {
  if (simulator) return simulator;
  const origin = window.location.origin;
  simulator = createSimulator({
    spec,
    validators: createValidators(spec, compiled),
    // The older API versions (Acme-Version): their request validators, the current version's for the rest.
    versions: Object.fromEntries(
      Object.entries(versions).map(([name, version]) => [
        name,
        { spec: version.spec, validators: createValidators(version.spec, { ...compiled, ...version.compiled }) },
      ]),
    ),
    checkoutUrl: (sessionId: string) => `${origin}${browserCheckoutPath}?session=${encodeURIComponent(sessionId)}`,
    paymentLinkUrl: (linkId: string) => `${origin}${browserCheckoutPath}?link=${encodeURIComponent(linkId)}`,
    // Signed and listed, never sent (see above).
    deliver: async () => 0,
    retryDelaysMs: [],
  });
  const saved = readState();
  if (saved !== undefined) {
    try {
      // restore() checks the shape (sandbox/state.mjs): a state from an older build or edited by
      // hand throws with the reason, and the sandbox starts empty instead of answering 500.
      simulator.restore(saved);
    } catch (error) {
      restoreProblem = error instanceof Error ? error.message : String(error);
      console.warn(`Simulated sandbox: ${restoreProblem}`);
      simulator.reset();
      persist();
    }
  }
  return simulator;
}

/** The reason the tab's saved state could not be used, or undefined. */
export function savedStateProblem(): string | undefined {
  return restoreProblem;
}

export function resetBrowserSimulator(): void {
  browserSimulator().reset();
  restoreProblem = undefined;
  persist();
}

let worker: Promise<void> | undefined;

/** How long a new worker may take to take control of the page. */
const controlTimeoutMs = 10_000;

/**
 * Registers the worker and waits until it controls this page (it claims its clients when it
 * activates). MSW's start() reloads the page when a registration exists but the page is not yet
 * controlled, which happened to readers (and tests) moving from one API page to the next while the
 * worker was still activating: the page reloaded under them. Once this resolves, MSW never reloads.
 */
async function controlledByWorker(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  const controlled = new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error('the Service Worker did not take control of this page; reload the page to use it.')),
      controlTimeoutMs,
    );
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  await navigator.serviceWorker.register(serviceWorkerPath, { scope: serviceWorkerScope });
  await controlled;
}

/**
 * Starts MSW's Service Worker with the simulator's handlers (once per page). Rejects with a
 * reader-facing message when the browser cannot run it (no Service Workers, not a secure context,
 * the worker file missing).
 */
export function startBrowserSandbox(): Promise<void> {
  if (worker) return worker;
  worker = (async () => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) {
      throw new Error(
        'This browser cannot run the simulated sandbox here (it needs Service Workers on HTTPS or localhost). Choose another server, or run "npm run sandbox" locally.',
      );
    }
    const sim = browserSimulator();
    const handlers = createHandlers(sim, spec, { baseUrl: browserServer.url });
    const msw = setupWorker(...handlers);
    msw.events.on('response:mocked', persist);
    try {
      await controlledByWorker();
      await msw.start({
        serviceWorker: { url: serviceWorkerPath, options: { scope: serviceWorkerScope } },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
    } catch (error) {
      throw new Error(
        `The simulated sandbox could not start its Service Worker: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  })();
  worker.catch(() => {
    worker = undefined; // a later attempt may succeed (e.g. after a reload)
  });
  return worker;
}
