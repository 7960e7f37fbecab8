/**
 * Analytics, off by default: its facts in one place (issue 17).
 *
 * GTM_CONTAINER_ID at build time turns on Google Tag Manager. The container is NOT injected by
 * @docusaurus/plugin-google-tag-manager: that plugin (3.10.2) writes gtm.js, a preconnect and a
 * <noscript> iframe into the head of every page unconditionally, so the browser would contact
 * Google before the reader could say no. Instead src/analytics/tagManager.ts adds the same
 * gtm.js script from the client, only after the reader accepts in the consent banner.
 *
 * The same consent also gates Algolia's search insights (ALGOLIA_INSIGHTS=true with Algolia
 * search): the banner appears when either is on, and never when neither is.
 *
 * The client imports this module (the banner, the feedback widget): it reads no environment.
 * config/analyticsEnv.ts reads the switches from the build's environment.
 */

/** The client-side view of the switches (siteConfig.customFields.analytics). */
export type AnalyticsConfig = {
  /** The Google Tag Manager container, or null: no tag manager, no banner for it. */
  containerId: string | null;
  /** Algolia search insights are configured (they run only after consent). */
  searchInsights: boolean;
};

/** Whether anything would send data to a third party after consent: then, and only then, the banner shows. */
export const analyticsEnabled = (config: AnalyticsConfig): boolean => config.containerId !== null || config.searchInsights;

/** The tag manager's origin and script (the URL the official snippet loads). */
export const tagManagerOrigin = 'https://www.googletagmanager.com';
export const tagManagerScriptUrl = (containerId: string): string =>
  `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * What the container itself needs in the CSP (gtm.js, and the container's own beacons and
 * pixels), added only when a container is configured. Tags inside the container that send
 * elsewhere (GA4: https://*.google-analytics.com) need their hosts added here.
 */
export function tagManagerSources(config: Pick<AnalyticsConfig, 'containerId'>): {
  script: string[];
  connect: string[];
  img: string[];
} {
  if (!config.containerId) return { script: [], connect: [], img: [] };
  return { script: [tagManagerOrigin], connect: [tagManagerOrigin], img: [tagManagerOrigin] };
}

/** Browser storage keys (unprefixed, like the site's "theme"). */
export const storageKeys = {
  /** localStorage: "granted" or "denied"; absent until the reader decides. */
  consent: 'analytics-consent',
  /** sessionStorage (one visit): JSON list of the paths whose feedback question was answered. */
  feedbackAsked: 'page-feedback-asked',
} as const;

/** The DOM hook of the footer's "Analytics preferences" button (config/footer.ts). */
export const preferencesButtonAttribute = 'data-analytics-preferences';

/** The names of the events pushed to the data layer, and their fields (README "Analytics"). */
export const dataLayerEvents = {
  /** { page, answer: 'yes' | 'no', reason: string | null, comment: string | null } */
  feedback: 'page_feedback',
  /** { query, hits } once the reader pauses typing in the search modal (embedded index). */
  search: 'site_search',
  /** { query, position (1-based), url } when the reader opens a hit. */
  searchClick: 'site_search_click',
} as const;

/** How long the reader pauses typing before a query counts as a search (not every keystroke). */
export const searchEventDelayMs = 1000;

/** The feedback widget: the reasons offered after each answer, and the free text's limit. */
export const feedbackReasons = {
  yes: ['It solved my problem', 'It was easy to follow', 'The code samples worked', 'Something else'],
  no: ['Information is missing or wrong', 'It was hard to follow', 'A code sample did not work', 'Something else'],
} as const;
export const feedbackCommentMaxLength = 500;
