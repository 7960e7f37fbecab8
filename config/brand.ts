/**
 * The one place for the brand, its URLs, the product slug and the test data.
 * Pages, docusaurus.config.ts, components and tests all import from here. The test data's values
 * live in config/testData.cjs, plain JavaScript that the API simulator (sandbox/) reads too.
 */

import { testCard as testCardData, testCredentials as credentials } from './testData.cjs';

export const brand = {
  name: 'Acme Pay',
  /** `{product}` in the specification's routes. */
  slug: 'acme',
  siteTitle: 'Acme Pay documentation',
  tagline: 'Find API, code examples, logos and much more',
  apiTitle: 'Acme Payments API',
  copyrightYear: 2025,
} as const;

/** Hosts in examples are RFC 2606 `.example` domains only. */
export const urls = {
  site: 'https://docs.acmepay.example',
  mainSite: 'https://www.acmepay.example',
  createAccount: 'https://www.acmepay.example/signup',
  signIn: 'https://dashboard.acmepay.example/login',
  dashboard: 'https://dashboard.acmepay.example',
  contactSupport: 'https://www.acmepay.example/support',
  checkout: 'https://checkout.acmepay.example',
  apiProduction: 'https://api.acmepay.example',
  apiSandbox: 'https://sandbox.api.acmepay.example',
  apiLocalSandbox: 'http://localhost:4010',
  /** The documentation's source, with the local sandbox (`npm run sandbox`) in its sandbox/ folder. */
  docsRepository: 'https://git.acmepay.example/acme/developer-docs',
} as const;

/** Internal routes that pages, the navbar, the footer and tests link to. */
export const routes = {
  home: '/',
  getStarted: '/get-started',
  setUp: `/get-started/set-up-${brand.slug}`,
  testing: `/get-started/set-up-${brand.slug}/testing`,
  testCards: `/get-started/set-up-${brand.slug}/testing#test-cards`,
  productsLanding: '/products',
  paymentWindow: '/products/payment-window',
  hostedFields: '/products/hosted-fields',
  ageVerification: '/products/age-verification',
  paymentLinks: '/products/payment-links',
  guides: '/guides',
  plugins: '/plugins',
  inspiration: '/inspiration',
  api: '/api',
  apiOverview: `/api/${brand.slug}-payments-api`,
  js: '/js',
  changelog: '/changelog',
  search: '/search',
} as const;

/** The test card the floating widget shows (Luhn-valid Visa test number); values in config/testData.cjs. */
export const testCard: { readonly number: string; readonly expiry: string; readonly cvc: string } = testCardData;

/** Test credentials shown in samples: obviously test values (config/testData.cjs). */
export const testCredentials: { readonly apiKey: string; readonly pointOfSaleId: string; readonly webhookSecret: string } =
  credentials;

/** Change `id` whenever the text changes: readers who closed the old bar see the new one. */
export const announcement = {
  id: 'api-2025-06-01',
  content: `API version 2025-06-01 is live: payouts can now run synchronously. <a href="/changelog">Read the changelog</a>.`,
} as const;

/** Desktop breakpoint of the classic theme (px); the Test Card widget shows at this width and up. */
export const desktopBreakpoint = 996;

/** How long the copy confirmation check mark stays (ms). */
export const copyConfirmationMs = 1500;
