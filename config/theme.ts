/** themeConfig of the classic theme: settings from the specification §1, §2, §4 and §9. */
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes, type PrismTheme } from 'prism-react-renderer';
import { codeSampleLanguages } from './api';
import { announcement } from './brand';
import { footer } from './footer';
import { navbar } from './navbar';

/** Extra Prism languages (§9). */
export const additionalPrismLanguages = [
  'ruby',
  'csharp',
  'php',
  'java',
  'powershell',
  'json',
  'bash',
  'dart',
  'objectivec',
  'r',
];

/**
 * Code colours: VS Light and Oceanic Next, the themes of prism-react-renderer closest to WCAG AA.
 * Oceanic Next keeps 4.5:1 for every token as shipped; VS Light gets three token colours darkened
 * (its red attribute names read at 4.0:1, its teal and green at 4.6:1, under 4.5:1 on a highlighted line).
 */
const lightCodeTheme: PrismTheme = {
  ...prismThemes.vsLight,
  styles: [
    ...prismThemes.vsLight.styles,
    { types: ['attr-name'], style: { color: '#c50000' } },
    { types: ['number', 'variable', 'inserted'], style: { color: '#07704a' } },
    { types: ['class-name'], style: { color: '#1c6a80' } },
  ],
};
const darkCodeTheme: PrismTheme = prismThemes.oceanicNext;

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{ name: 'theme-color', content: '#0b3d91' }],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: announcement.id,
    content: announcement.content,
    isCloseable: true,
  },
  docs: {
    versionPersistence: 'localStorage',
    sidebar: { hideable: true, autoCollapseCategories: false },
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar,
  footer,
  /**
   * API explorer: credentials live in memory only (storage may be blocked; see DESIGN.md), so
   * nothing outlives the tab; its requests send no cookies (the API authenticates by bearer key).
   */
  api: { authPersistence: false, requestCredentials: 'omit' },
  languageTabs: [...codeSampleLanguages],
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: additionalPrismLanguages,
  },
} satisfies Preset.ThemeConfig;
