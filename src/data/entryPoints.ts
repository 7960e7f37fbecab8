/** The site's main entry points, shown on the home page and the products landing page. */
import { routes } from '@site/config/brand';

export type EntryPoint = {
  title: string;
  to: string;
  description: string;
  /** A short fact shown as a badge, e.g. the PCI scope. */
  badge?: string;
};

export const products: EntryPoint[] = [
  {
    title: 'Payment Window',
    to: routes.paymentWindow,
    description:
      'Redirect the customer to a payment page hosted by Acme Pay. Card data never touches your servers; you get the result back by redirect and notification.',
    badge: 'PCI SAQ A',
  },
  {
    title: 'Hosted Fields',
    to: routes.hostedFields,
    description:
      'Keep your own checkout page. The card number, expiry and CVC fields are iframes served by Acme Pay, styled to match your design.',
    badge: 'PCI SAQ A',
  },
  {
    title: 'Age Verification',
    to: routes.ageVerification,
    description:
      'Check that the customer is old enough before they pay, in the same session, for alcohol, tobacco and other age-restricted goods.',
    badge: 'Add-on',
  },
  {
    title: 'Payment Links',
    to: routes.paymentLinks,
    description:
      'Your server creates a link with one API call; send it by e-mail, chat or invoice. No checkout to build; the customer pays on a hosted page.',
    badge: 'No checkout page',
  },
];

export const developerTools: EntryPoint[] = [
  {
    title: 'Get started',
    to: routes.getStarted,
    description: 'Create a sandbox account, get API keys and take a first test payment in under an hour.',
  },
  {
    title: 'API reference',
    to: routes.api,
    description: 'Every endpoint of the Acme Payments API, with schemas, code samples and a Send button.',
  },
  {
    title: 'JavaScript library',
    to: routes.js,
    description: 'acme.js: mount Hosted Fields, open the Payment Window overlay and listen to events.',
  },
  {
    title: 'Plugins',
    to: routes.plugins,
    description: 'Ready-made plugins for Magento 2, Shopware and WooCommerce: install, configure, sell.',
  },
];
