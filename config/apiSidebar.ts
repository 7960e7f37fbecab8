/**
 * The payments API sidebar: the overview, then every operation by tag and every schema, as
 * generated into <api folder>/sidebar.json by `npm run gen:api` (scripts/build/api/sidebar.mjs;
 * generated/api, or a fixture build's folder, config/apiSpec.cjs), in the shape
 * config/apiSidebarItems.cjs gives it: "Schemas" collapsed (and in alphabetical groups past 60
 * schemas), the operations' categories open up to 60 operations. Collapsed items are not
 * rendered, which keeps those links out of every API page.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiDocsDir } from './apiSpec.cjs';
import { apiSidebarItems } from './apiSidebarItems.cjs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// The generated folder is configurable (a fixture build generates into its own), so it is read
// by path; Docusaurus loads this file with its TypeScript-aware require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated = require(`../${apiDocsDir}/sidebar.json`) as SidebarItemConfig[];

const sidebars = {
  // The overview is also served at /api (its index.mdx shows this sidebar too).
  payments: apiSidebarItems(generated) as SidebarItemConfig[],
} satisfies SidebarsConfig;

export default sidebars;
