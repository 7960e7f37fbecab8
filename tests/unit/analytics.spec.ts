/**
 * Analytics switches (config/analytics.ts), the CSP they add to (config/security.ts), and what
 * is taken out of free text before it could reach the data layer (src/analytics/redact.ts).
 */
import { expect, test } from '@playwright/test';
import { analyticsEnabled, tagManagerOrigin, tagManagerScriptUrl } from '../../config/analytics';
import { analyticsConfig } from '../../config/analyticsEnv';
import { cspDirectives, type PolicyInput } from '../../config/security';
import { searchMode } from '../../config/search';
import { redact, redactedMarker } from '../../src/analytics/redact';
import { parseDecision } from '../../src/analytics/consent';

const base: Omit<PolicyInput, 'analytics'> = {
  scriptHashes: ["'sha256-abc'"],
  apiServers: ['https://api.acmepay.example'],
  search: searchMode({}),
};

test('a build without GTM_CONTAINER_ID has no tag manager and no reason to ask for consent', () => {
  const config = analyticsConfig({});
  expect(config).toEqual({ containerId: null, searchInsights: false });
  expect(analyticsEnabled(config)).toBe(false);
});

test('GTM_CONTAINER_ID turns the tag manager on; a malformed ID stops the build', () => {
  expect(analyticsConfig({ GTM_CONTAINER_ID: ' GTM-TEST123 ' }).containerId).toBe('GTM-TEST123');
  expect(analyticsEnabled(analyticsConfig({ GTM_CONTAINER_ID: 'GTM-TEST123' }))).toBe(true);
  expect(() => analyticsConfig({ GTM_CONTAINER_ID: 'GTM-1"><script>' })).toThrow(/not a container ID/);
  expect(() => analyticsConfig({ GTM_CONTAINER_ID: 'UA-12345-1' })).toThrow(/not a container ID/);
  expect(tagManagerScriptUrl('GTM-TEST123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
});

test('Algolia insights alone also ask for consent; Algolia without insights does not', () => {
  const algolia = { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key' };
  expect(analyticsEnabled(analyticsConfig({ ...algolia, ALGOLIA_INSIGHTS: 'true' }))).toBe(true);
  expect(analyticsEnabled(analyticsConfig(algolia))).toBe(false);
});

test('the CSP names the tag manager only with a container, and then only in script-src, connect-src and img-src', () => {
  const without = Object.fromEntries(cspDirectives({ ...base, analytics: { containerId: null } }));
  const withContainer = Object.fromEntries(cspDirectives({ ...base, analytics: { containerId: 'GTM-TEST123' } }));
  expect(JSON.stringify(without)).not.toContain('googletagmanager');
  for (const [name, sources] of Object.entries(withContainer)) {
    const added = sources.filter((source) => !without[name]?.includes(source));
    const expected = ['script-src', 'connect-src', 'img-src'].includes(name) ? [tagManagerOrigin] : [];
    expect(added, name).toEqual(expected);
    expect(
      without[name]?.every((source) => sources.includes(source)),
      `${name} keeps its sources`,
    ).toBe(true);
  }
  expect(withContainer['frame-src']).toEqual(["'none'"]); // no <noscript> iframe: nothing loads without script and consent
});

test('card numbers, API keys, tokens and e-mail addresses never reach an event', () => {
  expect(redact('declined 4242 4242 4242 4242 why', 100)).toBe(`declined ${redactedMarker} why`);
  expect(redact('card 4000-0000-0000-0002', 100)).toBe(`card ${redactedMarker}`);
  expect(redact('sk_test_51HxYzAbCdEf invalid', 100)).toBe(`${redactedMarker} invalid`);
  expect(redact('mail me: jane.doe@example.com', 100)).toBe(`mail me: ${redactedMarker}`);
  expect(redact('auth eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123', 100)).toBe(`auth ${redactedMarker}`);
  expect(redact('refund 3 of 12 items, code 4010', 100)).toBe('refund 3 of 12 items, code 4010');
  expect(redact(`  ${'a'.repeat(600)}  `, 500)).toHaveLength(500);
});

test('only "granted" and "denied" count as a stored decision', () => {
  expect(parseDecision('granted')).toBe('granted');
  expect(parseDecision('denied')).toBe('denied');
  expect(parseDecision(null)).toBeNull();
  expect(parseDecision('yes')).toBeNull();
});
