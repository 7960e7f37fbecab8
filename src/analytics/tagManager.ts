/**
 * Google Tag Manager, loaded by the client after consent (see config/analytics.ts for why not by
 * @docusaurus/plugin-google-tag-manager): the official snippet's two steps, without an inline
 * script (the CSP allows none): the `gtm.js` start event on window.dataLayer, then gtm.js itself.
 */
import { dataLayerEvents, tagManagerScriptUrl } from '@site/config/analytics';
import { redact } from './redact';
import { analytics } from './settings';
import { getConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

let loaded = false;

/** Adds the container once per page load; call only after the reader granted consent. */
export function loadTagManager(): void {
  if (loaded || !analytics.containerId) return;
  loaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(analytics.containerId);
  document.head.appendChild(script);
}

/** Analytics that leaves the browser: a container is configured and the reader accepted. */
export function analyticsActive(): boolean {
  return analytics.containerId !== null && getConsent().decision === 'granted';
}

/** Pushes an event to the data layer when analytics is active; false when nothing was sent. */
export function pushEvent(event: string, fields: Record<string, unknown>): boolean {
  if (!analyticsActive()) return false;
  loadTagManager();
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...fields });
  return true;
}

/** The longest query kept in an event. */
const queryMaxLength = 100;
let pending: { query: string; hits: number; timer: ReturnType<typeof setTimeout> } | null = null;
let lastSent: { query: string; hits: number } | null = null;

function flushSearch(): void {
  if (!pending) return;
  clearTimeout(pending.timer);
  const { query, hits } = pending;
  pending = null;
  if (lastSent?.query === query && lastSent.hits === hits) return;
  lastSent = { query, hits };
  pushEvent(dataLayerEvents.search, { query, hits });
}

/**
 * The embedded index answered a query: one `site_search` event once the reader pauses typing
 * (not one per keystroke), or at once when a hit is opened.
 */
export function trackSearch(rawQuery: string, hits: number, delayMs: number): void {
  if (!analyticsActive()) return;
  const query = redact(rawQuery, queryMaxLength);
  if (pending) clearTimeout(pending.timer);
  if (!query) {
    pending = null;
    return;
  }
  pending = { query, hits, timer: setTimeout(flushSearch, delayMs) };
}

/** The reader opened the hit at `position` (1-based) of the last query's results. */
export function trackSearchClick(position: number, url: string): void {
  if (!analyticsActive()) return;
  const query = pending?.query ?? lastSent?.query ?? '';
  flushSearch();
  pushEvent(dataLayerEvents.searchClick, { query, position, url });
}
