/** themeConfig of the classic theme: settings from the specification §1, §2, §4 and §9. */
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
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
  /** API explorer: credentials live in memory only (storage may be blocked; see DESIGN.md). */
  api: { authPersistence: false },
  languageTabs: [...codeSampleLanguages],
  prism: {
    theme: prismThemes.github,
    darkTheme: prismThemes.vsDark,
    additionalLanguages: additionalPrismLanguages,
  },
} satisfies Preset.ThemeConfig;
