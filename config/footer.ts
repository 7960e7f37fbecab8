/** Footer: Resources and Quick links, §2 "Footer". */
import type { Footer } from '@docusaurus/theme-common';
import { brand, routes, urls } from './brand';

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
      ],
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.name}. Documentation examples use test data only.`,
} satisfies Footer;
