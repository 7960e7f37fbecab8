/** The analytics switches of this build (config/analytics.ts, passed through customFields). */
import siteConfig from '@generated/docusaurus.config';
import type { AnalyticsConfig } from '@site/config/analytics';

const fromConfig = siteConfig.customFields?.analytics as AnalyticsConfig | undefined;

export const analytics: AnalyticsConfig = fromConfig ?? { containerId: null, searchInsights: false };
