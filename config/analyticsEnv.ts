/**
 * The analytics switches, read from the build's environment (config/analytics.ts has the facts
 * and types). Build-side only: the client reads the result from siteConfig.customFields
 * (src/analytics/settings.ts), so neither `process` nor the search configuration reaches main.js.
 */
import { searchMode } from './search';
import type { AnalyticsConfig } from './analytics';

/** A container ID as Google issues it; anything else is refused (it becomes part of a script URL). */
const containerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const raw = env.GTM_CONTAINER_ID?.trim();
  if (raw && !containerIdPattern.test(raw)) {
    throw new Error(`Analytics: GTM_CONTAINER_ID "${raw}" is not a container ID (GTM- and 4 to 12 capitals or digits).`);
  }
  const search = searchMode(env);
  return { containerId: raw || null, searchInsights: search.backend === 'algolia' && search.insights };
}
