/**
 * The browsers every test, build step and benchmark drives: Debian's packages (browser downloads
 * are not possible here), with the flags that keep them from calling anywhere but localhost.
 *
 * - `chromiumExecutable`, for automation (the browser tests, the diagrams drawn at build time, the
 *   fixture builds, page weights): Debian's `chromium-headless-shell` when installed. It is the
 *   same Chromium build without the desktop browser around it, which is what Playwright itself runs
 *   for headless tests; on 62 every-route tests it took 27 % less CPU than the full browser in
 *   headless mode (scripts/BENCHMARKS.md). Without it, the full browser; ACME_CHROMIUM overrides.
 * - `systemChromium`, the full browser, for what measures a reader's experience (Lighthouse in
 *   scripts/bench/bench.mjs and bench-tbt.mjs, the search timings): their figures stay comparable; and
 *   for the journeys' payment page (playwright.config.ts, project `unit`, says why).
 */
import { existsSync } from 'node:fs';

export const systemChromium = '/usr/bin/chromium';
export const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumExecutable =
  process.env.ACME_CHROMIUM ||
  (existsSync(headlessShell) ? headlessShell : existsSync(systemChromium) ? systemChromium : undefined);

/** The full browser when installed (else the same fallback as `chromiumExecutable`). */
export const fullChromiumExecutable = existsSync(systemChromium) ? systemChromium : chromiumExecutable;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
