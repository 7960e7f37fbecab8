/**
 * Security headers of the built site, in one place: the Content-Security-Policy and the other
 * response headers, and the cache rules. src/plugins/security-headers writes them after a build
 * (build/_headers for Netlify and Cloudflare Pages, build/nginx-headers.conf for nginx);
 * scripts/ops/serve.mjs serves them (always); the tests read the expected values from here.
 *
 * script-src is 'self' plus the sha256 of every inline script of the built HTML: no
 * 'unsafe-inline', no 'unsafe-eval'. connect-src is the site, the API servers of
 * openapi/payments.yaml (the explorer's "Send"), and Algolia only when search uses it.
 * Google Tag Manager's host is added to script-src, connect-src and img-src only when a container
 * is configured (GTM_CONTAINER_ID, config/analytics.ts); the container still loads only after consent.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { tagManagerSources, type AnalyticsConfig } from './analytics';
import { analyticsConfig } from './analyticsEnv';
import { browserServer } from '../sandbox/browser/config.cjs';
import { apiSpecPath } from './api';
import { readSpec, specModel } from '../spec/index.mjs';
import type { SearchMode } from './search';

/** Cache-Control values: hashed assets never change; everything else is revalidated. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/** Hashed build assets (JS, CSS, fonts, images that webpack/Rspack fingerprints). */
export const immutablePathPrefix = '/assets/';

/** The files the plugin writes into the build folder. */
export const headersFiles = { netlify: '_headers', nginx: 'nginx-headers.conf' } as const;

/**
 * Permissions-Policy: every feature denied, except clipboard-write for the site itself (the
 * Test Card widget's and the code blocks' copy buttons). Only features Chromium recognises are
 * listed: an unknown name is logged as a console error on every page (Chromium 156 rejects
 * 'bluetooth' and 'web-share', so they are left out).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The response headers besides the CSP, sent with every file. */
export const staticSecurityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': permissionsPolicy,
} as const;

/**
 * The origins of the servers of a spec model (spec/index.mjs specModel: the document's, every path
 * item's and every operation's `servers`; the API explorer sends requests to any of them).
 */
export function apiServerOrigins(model: { serverUrls: string[] }, specPath = apiSpecPath): string[] {
  const origins = model.serverUrls.map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      throw new Error(`security headers: the server URL "${url}" in ${specPath} is not an absolute URL.`);
    }
  });
  return [...new Set(origins)];
}

/** The API servers of the reference's spec (config/apiSpec.cjs), read through the spec model. */
export function specApiServerOrigins(siteDir = process.cwd()): string[] {
  const model = specModel(readSpec(resolve(siteDir, apiSpecPath)), apiSpecPath);
  // The explorer also offers the in-browser simulated sandbox: its requests never reach the
  // network (the Service Worker answers them), but the CSP is checked before the worker sees them.
  return [...apiServerOrigins(model), new URL(browserServer.url).origin];
}

/**
 * What Algolia needs when search uses it (DocSearch 3.9 and algoliasearch 5): the search hosts of
 * the application, and with insights on, the insights API and the search-insights script that
 * DocSearch loads from jsDelivr. The embedded index needs nothing beyond 'self'.
 */
export const searchInsightsScript = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';
export function algoliaSources(mode: SearchMode): { connect: string[]; script: string[] } {
  if (mode.backend !== 'algolia') return { connect: [], script: [] };
  const app = mode.appId.toLowerCase();
  const connect = [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
  ];
  if (!mode.insights) return { connect, script: [] };
  return {
    connect: [...connect, 'https://insights.algolia.io', 'https://insights.de.algolia.io', 'https://insights.us.algolia.io'],
    script: [searchInsightsScript],
  };
}

/** A CSP hash source of a script's text, hashed as the browser does (UTF-8, newlines normalised). */
export function scriptHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export type PolicyInput = {
  /** Hash sources ('sha256-…') of the inline scripts of the built HTML. */
  scriptHashes: readonly string[];
  /** Origins the API explorer may call: the spec's servers. */
  apiServers: readonly string[];
  search: SearchMode;
  /** The tag manager container; read from the environment (GTM_CONTAINER_ID) when not given. */
  analytics?: Pick<AnalyticsConfig, 'containerId'>;
};

/** The CSP directives, in the order they are written. */
export function cspDirectives({ scriptHashes, apiServers, search, analytics }: PolicyInput): [string, string[]][] {
  const algolia = algoliaSources(search);
  const tagManager = tagManagerSources(analytics ?? { containerId: analyticsConfig().containerId });
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort(), ...algolia.script, ...tagManager.script]],
    // 'unsafe-inline' for styles only: React style attributes (the code blocks' Prism colours,
    // the explorer's editor) and Mermaid's generated <style> in its SVGs cannot be hashed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...tagManager.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apiServers, ...algolia.connect, ...tagManager.connect]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(input: PolicyInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of a response, the CSP first. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(input), ...staticSecurityHeaders };
}
