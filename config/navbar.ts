/** Navbar: the items and order of the specification, §2 "Navigation bar". */
import type { Navbar } from '@docusaurus/theme-common';
import { brand, routes } from './brand';

export const navbar = {
  title: brand.name,
  hideOnScroll: true,
  logo: {
    alt: `${brand.name} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'docSidebar', sidebarId: 'getStarted', label: 'Get started', position: 'right' },
    {
      type: 'dropdown',
      label: 'Products',
      position: 'right',
      items: [
        { to: routes.productsLanding, label: 'All products' },
        { to: routes.paymentWindow, label: 'Payment Window' },
        { to: routes.hostedFields, label: 'Hosted Fields' },
        { to: routes.ageVerification, label: 'Age Verification' },
        { to: routes.paymentLinks, label: 'Payment Links' },
      ],
    },
    { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'right' },
    { type: 'docSidebar', sidebarId: 'plugins', label: 'Plugins', position: 'right' },
    { type: 'docSidebar', sidebarId: 'inspiration', label: 'Inspiration', position: 'right' },
    {
      type: 'dropdown',
      label: 'API & SDK',
      position: 'right',
      items: [
        { to: routes.api, label: 'API reference' },
        { to: routes.js, label: 'JavaScript library' },
      ],
    },
    { type: 'localeDropdown', position: 'right' },
    // The API reference's versions (config/apiVersions.cjs); the guides have one version, so their dropdown would do nothing.
    { type: 'docsVersionDropdown', docsPluginId: 'api', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
