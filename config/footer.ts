/** Footer: Resources and Quick links, §2 "Footer". */
import type { Footer } from '@docusaurus/theme-common';
import { analyticsEnabled, preferencesButtonAttribute } from './analytics';
import { analyticsConfig } from './analyticsEnv';
import { brand, routes, urls } from './brand';

/**
 * With analytics configured: "Analytics preferences" reopens the consent banner. A button, not a
 * link (it goes nowhere); plain HTML because footer items are config, and without an inline
 * handler (the CSP allows none): src/components/ConsentBanner listens for its clicks.
 */
const analyticsPreferences = analyticsEnabled(analyticsConfig())
  ? [{ html: `<button type="button" class="footer__link-item" ${preferencesButtonAttribute}>Analytics preferences</button>` }]
  : [];

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Resources',
      items: [
        { label: 'API reference', to: routes.api },
        { label: 'Test cards', to: routes.testCards },
        { label: 'Changelog', to: routes.changelog },
        { label: 'Contact support', href: urls.contactSupport },
      ],
    },
    {
      title: 'Quick links',
      items: [
        { label: 'Create account', href: urls.createAccount },
        { label: 'Sign in', href: urls.signIn },
        { label: `${brand.name} website`, href: urls.mainSite },
        ...analyticsPreferences,
      ],
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.name}. Documentation examples use test data only.`,
} satisfies Footer;
