/**
 * The one place for the brand, its URLs, the product slug and the test data.
 * Pages, docusaurus.config.ts, components and tests all import from here.
 */

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

/** The test card the floating widget shows (Luhn-valid Visa test number). */
export const testCard = {
  number: '4900 0000 0000 0003',
  expiry: '12/35',
  cvc: '123',
} as const;

/** Test credentials shown in samples: obviously test values. */
export const testCredentials = {
  apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
  webhookSecret: 'whsec_test_5WbX2kVq8JmN3pLr',
} as const;

/** Change `id` whenever the text changes: readers who closed the old bar see the new one. */
export const announcement = {
  id: 'api-2025-06-01',
  content: `API version 2025-06-01 is live: payouts can now run synchronously. <a href="/changelog">Read the changelog</a>.`,
} as const;

/** Desktop breakpoint of the classic theme (px); the Test Card widget shows at this width and up. */
export const desktopBreakpoint = 996;

/** How long the copy confirmation check mark stays (ms). */
export const copyConfirmationMs = 1500;

/** A sandbox test card and what it does; the testing page's table is rendered from this list. */
export type TestCardScenario = {
  scenario: string;
  brand: 'Visa' | 'Mastercard' | 'American Express';
  number: string;
  /** What the sandbox does with it. */
  result: string;
  /** The `code` of the ErrorCode the API returns, when the payment fails. */
  errorCode?: string;
};

/** Luhn-valid sandbox cards. Any future expiry works unless the row says otherwise; CVC 123 (1234 for Amex). */
export const testCards: readonly TestCardScenario[] = [
  {
    scenario: 'Approved',
    brand: 'Visa',
    number: testCard.number,
    result: 'Authorised; no 3-D Secure challenge (scaStatus frictionless).',
  },
  {
    scenario: 'Approved',
    brand: 'Mastercard',
    number: '5100 0000 0000 0008',
    result: 'Authorised; no 3-D Secure challenge (scaStatus frictionless).',
  },
  { scenario: 'Approved', brand: 'American Express', number: '3700 0000 0000 002', result: 'Authorised. Use CVC 1234.' },
  {
    scenario: '3-D Secure challenge',
    brand: 'Visa',
    number: '4900 0000 0000 1001',
    result: 'Shows the sandbox challenge page; enter any code to pass (scaStatus challenge_completed).',
  },
  {
    scenario: '3-D Secure challenge failed',
    brand: 'Mastercard',
    number: '5100 0000 0000 1006',
    result: 'The challenge fails; the transaction is declined (scaStatus challenge_failed).',
    errorCode: 'authentication_required',
  },
  {
    scenario: 'Declined',
    brand: 'Visa',
    number: '4900 0000 0000 2009',
    result: 'Declined by the issuer without a reason.',
    errorCode: 'card_declined',
  },
  {
    scenario: 'Insufficient funds',
    brand: 'Visa',
    number: '4900 0000 0000 3007',
    result: 'Declined: not enough funds.',
    errorCode: 'insufficient_funds',
  },
  {
    scenario: 'Expired card',
    brand: 'Mastercard',
    number: '5100 0000 0000 4000',
    result: 'Declined as expired, whatever expiry you enter.',
    errorCode: 'expired_card',
  },
] as const;
