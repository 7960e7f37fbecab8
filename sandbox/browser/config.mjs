/**
 * The in-browser host of the API simulator: the constants the build (scripts/gen-api.mjs), the
 * site (src/components/SimulatedSandbox) and the tests share. Plain JavaScript so that Node
 * scripts and the TypeScript site import the same module.
 */

/**
 * The server the API explorer offers first. A path on the site's own origin: the Service Worker
 * answers it, and the site's CSP (connect-src 'self') already allows it. Nothing listens there: with
 * the worker stopped, the static host answers 404.
 */
export const browserServer = {
  url: '/sandbox-simulator',
  description: 'Simulated sandbox (runs in your browser)',
};

/** The simulated Payment Window of the in-browser sandbox (a page of the site). */
export const browserCheckoutPath = '/sandbox/checkout';

/** MSW's worker script, copied from the installed msw package by scripts/gen-api.mjs. */
export const serviceWorkerPath = '/mockServiceWorker.js';

/** sessionStorage entry holding the simulator's state: it lives as long as the tab. */
export const browserStateStorageKey = 'acme-simulated-sandbox';
