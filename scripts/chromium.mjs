/**
 * The browser every test and benchmark drives: Debian's Chromium (browser downloads are not
 * possible here), with the flags that keep it from calling anywhere but localhost. Imported by
 * playwright.config.ts, scripts/page-weight.mjs and scripts/bench-search.mjs.
 */
import { existsSync } from 'node:fs';

export const systemChromium = '/usr/bin/chromium';

/** Debian's Chromium when installed; otherwise Playwright's own browser (undefined = its default). */
export const chromiumExecutable = existsSync(systemChromium) ? systemChromium : undefined;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
