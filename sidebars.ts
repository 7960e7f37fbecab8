/** The six docs sidebars of the specification, §2 "Sidebars" (the payments API has its own, in api/). */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const setUp = 'get-started/set-up-acme';

const sidebars = {
  getStarted: [
    'get-started/index',
    'get-started/core-concepts',
    'get-started/products',
    'get-started/servers',
    'get-started/ai-assistants',
    {
      type: 'category',
      label: 'Set up Acme Pay',
      collapsed: false,
      items: [
        `${setUp}/create-account`,
        `${setUp}/setup-pos`,
        `${setUp}/accept-payment`,
        `${setUp}/testing`,
        {
          type: 'category',
          label: 'Payment methods',
          link: { type: 'doc', id: `${setUp}/payment-methods/index` },
          items: [
            {
              type: 'category',
              label: 'Apple Pay',
              link: { type: 'doc', id: `${setUp}/payment-methods/apple-pay/index` },
              items: [`${setUp}/payment-methods/apple-pay/register-merchant`],
            },
            {
              type: 'category',
              label: 'Google Pay',
              link: { type: 'doc', id: `${setUp}/payment-methods/google-pay/index` },
              items: [`${setUp}/payment-methods/google-pay/register-merchant`],
            },
          ],
        },
        `${setUp}/go-live`,
      ],
    },
  ],
  products: [
    {
      type: 'category',
      label: 'Payment Window',
      link: { type: 'doc', id: 'products/payment-window/index' },
      items: [
        'products/payment-window/server-side-initialization',
        'products/payment-window/redirect',
        'products/payment-window/authorization',
        'products/payment-window/webhook',
        'products/payment-window/api-error-handling',
      ],
    },
    {
      type: 'category',
      label: 'Hosted Fields',
      link: { type: 'doc', id: 'products/hosted-fields/index' },
      items: [
        'products/hosted-fields/include-javascript',
        'products/hosted-fields/server-side-initialization',
        'products/hosted-fields/add-hosted-fields',
        'products/hosted-fields/add-a-payment-button',
        'products/hosted-fields/authorization',
        'products/hosted-fields/pre-authorization-webhook',
        'products/hosted-fields/webhook',
        'products/hosted-fields/api-error-handling',
      ],
    },
    {
      type: 'category',
      label: 'Age Verification',
      link: { type: 'doc', id: 'products/age-verification/index' },
      items: ['products/age-verification/server-side-initialization'],
    },
    {
      type: 'category',
      label: 'Payment Links',
      link: { type: 'doc', id: 'products/payment-links/index' },
      items: ['products/payment-links/server-side-initialization', 'products/payment-links/authorization'],
    },
  ],
  guides: ['guides/index', 'guides/update-payment-method'],
  plugins: ['plugins/index', 'plugins/magento2', 'plugins/shopware', 'plugins/woocommerce'],
  inspiration: [
    'inspiration/index',
    'inspiration/payment-window-ecommerce',
    'inspiration/hosted-fields-ecommerce',
    'inspiration/hosted-fields-saas',
    'inspiration/hosted-fields-app',
    'inspiration/age-verification-liquor-store',
    'inspiration/hosted-fields-crazy-train',
  ],
  js: ['js/index', 'js/partials/javascript-events'],
} satisfies SidebarsConfig;

export default sidebars;
