/**
 * The payments API sidebar: the overview, then every operation by tag and every schema,
 * as generated into generated/api/sidebar.json from openapi/payments.yaml by `npm run gen:api`
 * (scripts/build/api/sidebar.mjs).
 *
 * The operations' categories stay open; "Schemas" (32 models, reached mostly through the links
 * in the operations' bodies) starts collapsed and opens on a schema page. Collapsed items are not
 * rendered, which keeps 64 links (desktop sidebar and the phone menu) out of every API page.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import generated from '../generated/api/sidebar.json';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const [overview, ...rest] = generated as SidebarItemConfig[];

const isCategory = (item: SidebarItemConfig, label: string) =>
  typeof item === 'object' && 'type' in item && item.type === 'category' && item.label === label;

const operationsAndSchemas = rest.map((item) => (isCategory(item, 'Schemas') ? { ...(item as object), collapsed: true } : item));

const sidebars = {
  // The overview is also served at /api (generated/api/index.mdx shows this sidebar too).
  payments: [
    { ...(overview as object), label: 'Overview' } as SidebarItemConfig,
    ...(operationsAndSchemas as SidebarItemConfig[]),
  ],
} satisfies SidebarsConfig;

export default sidebars;
