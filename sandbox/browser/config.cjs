/**
 * The in-browser host of the API simulator: the constants the build (scripts/build/gen-api.mjs), the
 * site (src/components/SimulatedSandbox) and the tests share. Plain JavaScript so that Node
 * scripts and the TypeScript site import the same module; CommonJS because Playwright compiles
 * what TypeScript tests import to CommonJS, and an ES module loaded that way and natively (by the
 * sandbox's own tests in the same worker) loses its named exports (see config/testData.cjs).
 */

/**
 * The server the API explorer offers first. Its host does not exist (an RFC 2606 `.example`
 * name): MSW's Service Worker answers every request to it in the page, so nothing reaches the
 * network; with the worker not running, the explorer reports the server unreachable. An absolute
 * URL, so the operation's endpoint line and the generated samples read like the real API's. The
 * site's CSP lists it in connect-src (config/security.ts), which is checked before the worker.
 */
exports.browserServer = {
  url: 'https://simulated-sandbox.acmepay.example',
  description: 'Simulated sandbox (runs in your browser)',
};

/** The simulated Payment Window of the in-browser sandbox (a page of the site). */
exports.browserCheckoutPath = '/sandbox/checkout';

/** MSW's worker script, copied from the installed msw package by scripts/build/gen-api.mjs. */
exports.serviceWorkerPath = '/mockServiceWorker.js';

/**
 * The pages the worker controls: the API reference only, where the explorer lives. A registered
 * worker is started for every request of the pages in its scope (MSW's lets them through untouched
 * while no explorer uses it, but starting it costs time), so docs pages stay out of its reach.
 */
exports.serviceWorkerScope = '/api/';

/** sessionStorage entry holding the simulator's state: it lives as long as the tab. */
exports.browserStateStorageKey = 'acme-simulated-sandbox';
