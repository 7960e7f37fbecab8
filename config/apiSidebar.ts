/**
 * The payments API sidebar: the overview, then every operation by tag and every schema,
 * as generated into api/sidebar.ts from openapi/payments.yaml by `npm run gen:api`.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import generated from '../api/sidebar';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const [overview, ...rest] = generated as SidebarItemConfig[];

const sidebars = {
  // The overview is also served at /api (api/index.mdx shows this sidebar too).
  payments: [{ ...(overview as object), label: 'Overview' } as SidebarItemConfig, ...rest],
} satisfies SidebarsConfig;

export default sidebars;
