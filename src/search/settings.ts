/**
 * The search mode of this build (config/search.ts, passed through customFields), checked once:
 * the browser's one reader of it, as src/analytics/settings.ts is for analytics. A wrong shape
 * throws with a message naming the field (searchModeFromConfig), and the build stops there.
 */
import siteConfig from '@generated/docusaurus.config';
import { searchModeFromConfig, type SearchMode } from '@site/config/search';

export const searchMode: SearchMode = searchModeFromConfig(siteConfig.customFields?.search);
