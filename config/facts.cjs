/**
 * The one home of the facts the docs state: Acme's own numbers (capture windows, retry schedules,
 * tolerances, lifetimes) and the outside facts a payments page leans on (PCI DSS SAQ A, card
 * present or not, PSD2 merchant-initiated transactions, wallet test setup, the PHP versions of
 * the shop systems). Pages render them with <Fact name="..." /> (an MDX global), the API
 * simulator (sandbox/) runs on the numbers, and tests/unit/facts.spec.ts fails when a page,
 * payments.yaml or a product card of src/ states one of them otherwise.
 *
 * Each entry has `text` (what a page shows), `about`, `source` (where the fact comes from: a
 * document with its section, or a URL) and `checked` (the day someone last compared it with that
 * source; re-check outside facts when their source is revised). Then, by `kind`:
 *
 * - `number` (the default): `value` is what code uses; `statements` find the fact stated in prose
 *   with the stated number in group 1. Another number is a contradiction.
 * - `versions`: `value` is the list of versions (PHP `x.y`); `statements` find a stated list in
 *   group 1 ("8.1 to 8.3", "8.1 or 8.2", "8.1, 8.2 and 8.3"). Another list is a contradiction.
 * - `text`: a rule in words; `contradictions` find the stale or wrong claims it replaces. Any
 *   match outside a <Fact> is a contradiction.
 *
 * CommonJS on purpose (see config/testData.cjs): the simulator imports it natively, the
 * TypeScript site and tests through config/facts.ts.
 */

/** A PHP version `x.y` that is not part of a longer version such as 2.4.6. */
const V = String.raw`(?<![\d.])[78]\.\d(?!\.?\d)`;
/** A list of PHP versions as prose writes it; group 1. */
const LIST = String.raw`(${V}(?:\s*(?:,|to|or|and|–)\s*${V})*)`;
/** Statements of the PHP versions of one shop version (`shop` is a regex source such as `2\.4\.6`). */
function phpOf(shop) {
  return [
    new RegExp(String.raw`(?:PHP\s+)?${LIST}\s+(?:for|on)\s+(?:Magento |Shopware )?${shop}(?![\d.]*\d)`, 'gi'),
    new RegExp(String.raw`${shop}(?![.\d])[^.|;]{0,30}?PHP\s+${LIST}`, 'gi'),
  ];
}

const ACME_SPEC = 'openapi/payments.yaml';
const CHECKED = '2026-11-27';

/**
 * A `versions` fact: the PHP versions one shop system release supports (`shop`: its version as a
 * regex source, such as `2\.4\.6`), shown as "8.1 or 8.2" (two) or "8.1 to 8.3" (a longer run).
 * @param {{ shop: string, value: string[], source: string, about: string }} fact
 */
function phpVersions({ shop, value, source, about }) {
  return {
    kind: 'versions',
    source,
    checked: CHECKED,
    value,
    text: value.length === 2 ? value.join(' or ') : `${value[0]} to ${value.at(-1)}`,
    about,
    statements: phpOf(shop),
  };
}

const facts = {
  authorizationValidityDays: {
    source: `${ACME_SPEC}: capturePayment (description)`,
    checked: CHECKED,
    value: 7,
    text: '7 days',
    about:
      'How long a card authorisation (captureMode manual) can be captured. Acme voids it after that; some issuers release the reserved money earlier.',
    statements: [
      /\bcapture (?:it |them |the payment |the money )?(?:[^.|]{0,20} )?within (\d+) days/i,
      /authori[sz]ations? (?:expire|lapse)s? after (\d+) days/i,
      /capturing after (\d+) days/i,
    ],
  },
  notificationRetryHours: {
    source: `${ACME_SPEC}: webhooks, delivery and retries`,
    checked: CHECKED,
    value: 72,
    text: '72 hours',
    about: 'How long Acme retries a notification that was not acknowledged; after that the event is dropped.',
    statements: [
      /(?:retried|retries|retry)[^.|]{0,60}?(?:for )?up to \**(\d+) hours/i,
      /retried for (\d+) hours/i,
      /retries cover (\d+) hours/i,
    ],
  },
  notificationRetrySchedule: {
    source: `${ACME_SPEC}: webhooks, delivery and retries`,
    checked: CHECKED,
    value: [1, 5, 30, 120, 360],
    text: 'after about 1 minute, 5 minutes, 30 minutes and 2 hours, then every 6 hours',
    about: 'The delays between notification attempts, in minutes; the last one repeats.',
    statements: [/after about (\d+) minutes?, \d+ minutes/i],
  },
  notificationResponseSeconds: {
    source: `${ACME_SPEC}: webhooks, delivery and retries`,
    checked: CHECKED,
    value: 10,
    text: '10 seconds',
    about: 'How long Acme waits for a 2xx answer to a notification before counting the attempt as failed.',
    statements: [/2xx`?\** within \**(\d+) (?:seconds|s)\b/i, /within (\d+) seconds; failed deliveries/i],
  },
  signatureToleranceSeconds: {
    source: `${ACME_SPEC}: webhooks, verifying the signature (step 4)`,
    checked: CHECKED,
    value: 300,
    text: '300 seconds',
    about: 'How far the signature timestamp t may be from your clock before you reject the notification.',
    statements: [/(\d+) seconds\** (?:away|from your|off)/i],
  },
  idempotencyRetentionHours: {
    source: `${ACME_SPEC}: info (idempotency) and components.parameters.IdempotencyKey`,
    checked: CHECKED,
    value: 24,
    text: '24 hours',
    about: 'How long Acme keeps an Idempotency-Key with the result of its first request.',
    statements: [
      /keys? (?:are |is )?(?:kept|stored|expire)[^.|]{0,30}?(?:for |after )(\d+)\s+hours/i,
      /(?:keeps|stores) (?:each key|the result of the first request with a key) for (\d+) hours/i,
      /within (?:the last )?(\d+) hours,? (?:with a different|the same key)/i,
    ],
  },
  sessionLifetimeMinutes: {
    source: `${ACME_SPEC}: initializePaymentSession (description)`,
    checked: CHECKED,
    value: 60,
    text: '60 minutes',
    about: 'Default lifetime of a payment session (expiresInMinutes).',
    statements: [
      /(?:default lifetime is|by default|lifetime,?) (\d+) minutes/i,
      /(\d+) minutes by default/i,
      /(\d+) minutes after creation/i,
    ],
  },
  sessionLifetimeMinMinutes: {
    source: `${ACME_SPEC}: PaymentSessionRequest.expiresInMinutes (minimum)`,
    checked: CHECKED,
    value: 5,
    text: '5',
    about: 'Smallest expiresInMinutes.',
    statements: [/expiresInMinutes`? from (\d+) to/i],
  },
  sessionLifetimeMaxMinutes: {
    source: `${ACME_SPEC}: PaymentSessionRequest.expiresInMinutes (maximum)`,
    checked: CHECKED,
    value: 1440,
    text: '1440',
    about: 'Largest expiresInMinutes (24 hours).',
    statements: [/expiresInMinutes`? from \d+ to (\d+)/i],
  },
  paymentLinkDefaultDays: {
    source: `${ACME_SPEC}: createPaymentLink, expiresAt`,
    checked: CHECKED,
    value: 7,
    text: '7 days',
    about: 'Default lifetime of a payment link when expiresAt is not sent.',
    statements: [
      /(?:default|defaults to) (\d+) days/i,
      /(\d+) days (?:after creation )?by default/i,
      /after (\d+) days by default/i,
    ],
  },
  paymentLinkMaxDays: {
    source: `${ACME_SPEC}: createPaymentLink, expiresAt`,
    checked: CHECKED,
    value: 30,
    text: '30 days',
    about: 'Longest lifetime of a payment link (expiresAt at most this far ahead).',
    statements: [/at most (\d+) days/i, /(\d+) days at most/i, /more than (\d+) days ahead/i],
  },
  preAuthorizationTimeoutSeconds: {
    source: `${ACME_SPEC}: webhooks, preAuthorization (decision)`,
    checked: CHECKED,
    value: 3,
    text: '3 seconds',
    about: 'How long Acme waits for the pre-authorisation decision before it applies your fallback.',
    statements: [
      /decision[^.|]{0,60}?within \**(\d+) (?:seconds|s)\b/i,
      /timeout after (\d+) seconds/i,
      /well under (\d+) seconds/i,
      /no valid answer in (\d+) s/i,
      /approve within (\d+) s/i,
    ],
  },
  refundWindowDays: {
    source: `${ACME_SPEC}: ErrorCode x-error-codes, transaction_not_refundable (the 180-day refund window)`,
    checked: CHECKED,
    value: 180,
    text: '180 days',
    about: 'How long after the capture captured money can be refunded.',
    statements: [/refund[^.|]{0,80}?within (\d+) days/i, /(\d+) days after (?:the )?capture/i],
  },
  sriNoticeDays: {
    source: 'docs/changelog.mdx: acme.js release policy (the changelog is where Acme commits to the notice)',
    checked: CHECKED,
    value: 14,
    text: '14 days',
    about: 'How long before a new acme.js release its Subresource Integrity hash is published in the changelog.',
    statements: [/at least (\d+) days before/i],
  },
  // ---- Outside facts: compliance, schemes, wallets and shop platforms. Re-check against the
  // source when it is revised; `checked` says when someone last did.

  saqAScriptEligibility: {
    kind: 'text',
    source:
      'PCI SSC, Self-Assessment Questionnaire A for PCI DSS v4.0.1, revision 1 (January 2025): "Before You Begin", SAQ A merchant eligibility criteria; PCI SSC FAQ 1588 (February 2025)',
    checked: CHECKED,
    value: 'saq-a-2025-script-criterion',
    text: 'Since the January 2025 revision of SAQ A for PCI DSS v4.0.1, requirements 6.4.3 and 11.6.1 are no longer part of SAQ A. In their place is an eligibility criterion: you confirm that your site is not susceptible to attacks from scripts that could affect your e-commerce system(s)',
    about: 'What SAQ A asks of an e-commerce page about scripts, since the January 2025 revision.',
    contradictions: [
      // Requirements 6.4.3 and 11.6.1 named outside this fact: they are no longer part of SAQ A.
      /\b(?:requirements?|PCI DSS[^.|]{0,12})\s+(?:6\.4\.3|11\.6\.1)\b/gi,
      /\bSAQ A\b[^.|]{0,160}\b(?:6\.4\.3|11\.6\.1)\b/gi,
      // PCI DSS v4.0 was retired on 31 December 2024; v4.0.1 is the version SAQ A refers to.
      /\bPCI DSS v?4\.0(?![.\d])/gi,
    ],
  },
  saqAScriptCriterionScope: {
    kind: 'text',
    source:
      'PCI SSC FAQ 1588, "How does an e-commerce merchant meet the SAQ A eligibility criteria for scripts?" (February 2025), on SAQ A r1 for PCI DSS v4.0.1',
    checked: CHECKED,
    value: 'faq-1588-embedded-only-two-ways',
    text: "Under PCI SSC FAQ 1588, that criterion applies only to a page that embeds the provider's payment form (Hosted Fields, the Payment Window overlay). It does not apply to a redirect to the provider's page (the Payment Window or Age Verification by redirect) or to payments you fully outsource (a payment link). Where it applies, you confirm it in one of two ways: with techniques such as those of PCI DSS requirements 6.4.3 and 11.6.1 (an inventory of authorised scripts with an integrity check for each, and detection of unauthorised changes to the page and its security headers), deployed by you or a third party; or with a confirmation from your PCI DSS-compliant payment provider that its embedded form, implemented as the provider instructs, protects your payment page from script attacks",
    about: 'Which integrations the SAQ A script criterion covers, and the two ways to meet it.',
    contradictions: [
      // A redirect or a payment link made subject to the script criterion.
      /\b(?:redirect(?:s|ed)?|payment links?)\b[^.|]{0,80}\b(?:if|provided|as long as|with)\b[^.|]{0,40}\bprotected against script attacks\b/gi,
      // The criterion stated as only the 6.4.3/11.6.1-style controls, leaving out the provider's confirmation.
      /\b(?:SAQ A|the criterion)\b[^.|]{0,40}\b(?:asks|requires|means)\b[^.|]{0,30}\bkeep an inventory of the scripts\b/gi,
    ],
  },
  saqACardNotPresent: {
    kind: 'text',
    source:
      'PCI SSC, SAQ A for PCI DSS v4.0.1, revision 1 (January 2025): "Before You Begin", eligibility criterion "the merchant accepts only card-not-present (e-commerce or mail/telephone-order) transactions"',
    checked: CHECKED,
    value: 'saq-a-card-not-present-only',
    text: 'SAQ A is for card-not-present merchants only: e-commerce, mail and telephone orders, with all card processing outsourced. A card entered or presented on a device at your premises, such as a kiosk or a tablet at a counter, is a card-present payment, even when the page on the screen is an e-commerce page; it needs a certified payment terminal and another questionnaire',
    about: 'Who may use SAQ A, and why a kiosk is not e-commerce.',
    contradictions: [
      /\b(?:card fields|Hosted Fields|card form)\b[^.|]{0,40}\b(?:kiosk|till)s?\b/gi,
      /\bkiosks?\b[^.|]{0,80}\b(?:SAQ A|card-not-present|e-commerce payment)\b/gi,
    ],
  },
  psd2MerchantInitiated: {
    kind: 'text',
    source:
      'EBA Opinion on the implementation of the RTS on SCA and CSC (EBA-Op-2018-04), paragraph 31, and EBA Single Rulebook Q&A 2018_4031; Commission Delegated Regulation (EU) 2018/389',
    checked: CHECKED,
    value: 'mit-out-of-scope',
    text: 'Under PSD2, merchant-initiated transactions are out of scope of strong customer authentication, not exempted from it: the customer is not there to authenticate. What makes them allowed is the mandate, which the customer agrees to with SCA in a customer-initiated transaction (the first payment) that sets up the later charges',
    about: 'Why a merchant-initiated charge needs no SCA, and what must come first.',
    contradictions: [
      /\b(?:merchant-initiated|MITs?)\b[^.|]{0,60}\bexempt(?:ed)? from (?:SCA|strong customer authentication)/gi,
      /\b(?:SCA|strong customer authentication) exemptions?\b[^.|]{0,20}\b(?:for|covers?) (?:merchant-initiated|MITs?)\b/gi,
    ],
  },
  visaSecureDataFields: {
    kind: 'text',
    source:
      'Visa Business News (2024), "Visa Secure: updated EMV 3-D Secure data field requirements", effective 12 August 2024, and the Visa Secure Program Guide: required fields for the browser channel (browser IP address, cardholder name, cardholder e-mail address or phone number)',
    checked: CHECKED,
    value: 'visa-3ds-browser-fields-2024-08-12',
    text: 'Since 12 August 2024 Visa requires three data fields in every 3-D Secure authentication from a browser: the browser\u2019s IP address, which Acme Pay collects itself, the cardholder\u2019s name, and the cardholder\u2019s e-mail address or phone number. Send the name and the e-mail address with every card payment: in the session (`customer.name`, `customer.email`) or, with Hosted Fields, the name from the `cardholderName` field or `submit({ cardholderName })`. Without them the issuer may challenge or decline the authentication more often',
    about: 'What Visa requires in a browser 3-D Secure authentication, and where Acme Pay takes it from.',
    contradictions: [
      /`?cardholderName`? (?:field )?is optional/gi,
      /\bcustomer(?:\.email)?`?\**[^.|]{0,60}\b(?:where|when|if) you have (?:them|it)\b/gi,
    ],
  },
  applePayInIframe: {
    kind: 'text',
    source:
      'Apple, Safari 17 release notes (September 2023) and WWDC23 "What\u2019s new in Wallet and Apple Pay": Apple Pay in cross-origin iframes; Apple Developer Forums thread 777004 (iOS 16 and earlier: Apple Pay only from the top-level page)',
    checked: CHECKED,
    value: 'apple-pay-iframe-safari-17',
    text: 'Apple Pay in a cross-origin frame, such as the Payment Window overlay, needs Safari 17 or later (iOS and iPadOS 17, macOS with Safari 17); on older versions the overlay does not offer Apple Pay, and a customer who wants it pays on the full-page Payment Window at `checkoutUrl`',
    about: 'From which Safari and iOS version Apple Pay works inside an iframe.',
    contradictions: [
      /\bApple Pay\b[^.|]{0,80}\boverlay\b[^.|]{0,60}\b(?:iOS|Safari) 1[3-6]\b/gi,
      // Safari 17 is not tied to macOS Sonoma: it also shipped for Monterey and Ventura.
      /\bSafari 17\b[^.|]{0,40}\(\s*[^)]*\bmacOS (?:Sonoma|14)\)/gi,
    ],
  },
  applePayTesting: {
    kind: 'text',
    source:
      'Apple Developer, "Apple Pay sandbox testing" (developer.apple.com/apple-pay/sandbox-testing), and App Store Connect Help, "Create a Sandbox Apple Account"',
    checked: CHECKED,
    value: 'apple-sandbox-tester',
    text: "Apple Pay is tested with a sandbox tester account, which you create in App Store Connect: that needs a membership of the Apple Developer Program. Sign in to an iPhone, iPad or Mac with the sandbox tester account and add Apple's test cards to Wallet by hand, with the card numbers from Apple's sandbox testing page; no real card is charged",
    about: 'What testing Apple Pay needs on Apple’s side.',
    contradictions: [
      /\btester account\b[^.|]{0,60}\b(?:has|comes with|includes|holds)\b[^.|]{0,30}\btest cards\b/gi,
      /\btest cards\b[^.|]{0,40}\b(?:already|automatically)\b[^.|]{0,20}\bWallet\b/gi,
    ],
  },
  applePayDomainVerification: {
    kind: 'text',
    source:
      'Apple Developer, Apple Pay on the Web, "Setting up your server" (developer.apple.com/documentation/apple_pay_on_the_web/setting_up_your_server): HTTPS with TLS 1.2 or later and one of the listed cipher suites, and "Allow Apple IP addresses for domain verification" (the published IP ranges)',
    checked: CHECKED,
    value: 'apple-domain-verification-server',
    text: "Apple's servers fetch the file from the public internet over HTTPS: the domain needs a valid certificate and TLS 1.2 or later with one of the cipher suites Apple lists, a domain behind a login or a VPN cannot be verified, and a firewall or IP allow list must admit the IP ranges Apple publishes for domain verification",
    about: 'What the web server of a domain registered for Apple Pay must offer Apple’s verification.',
    contradictions: [/\bIP allow[- ]?list\b[^.|]{0,40}\bcannot be verified\b/gi],
  },
  googlePayTesting: {
    kind: 'text',
    source:
      'Google Pay API for the web: "Test card suite" (developers.google.com/pay/api/web/guides/resources/test-card-suite) and "Integration checklist"',
    checked: CHECKED,
    value: 'google-test-environment',
    text: "Google Pay is tested in Google's TEST environment, which needs no registration and charges no card: the sheet shows the cards saved in your Google account, and the payment uses test data instead. To choose from Google's test card suite instead, join the Google group that the test card suite page names with the Google account you test with",
    about: 'What testing Google Pay needs on Google’s side.',
    contradictions: [
      /\bany Google account\b[^.|]{0,80}\btest cards\b/gi,
      /\bregistration (?:that )?Apple Pay and Google Pay need\b/gi,
      /\bregister\b[^.|]{0,30}\bfor (?:Apple Pay and )?Google Pay\b[^.|]{0,30}\btest/gi,
    ],
  },

  php81EndOfLife: {
    kind: 'text',
    source: 'php.net, "Supported Versions" (php.net/supported-versions.php): PHP 8.1, end of security support',
    checked: CHECKED,
    value: 'php-8.1-eol-2025-12-31',
    text: 'PHP 8.1 gets no security fixes since 31 December 2025 (end of life): run the shop on a newer PHP version that your shop release supports',
    about: 'Since when PHP 8.1 is end of life.',
    contradictions: [/\bPHP 8\.1\b[^.|]{0,40}\b(?:is|remains|still) (?:supported|maintained|receives security)/gi],
  },
  magentoEndOfSupport: {
    kind: 'text',
    source:
      'Adobe Commerce, "Lifecycle policy" and "Release availability" (experienceleague.adobe.com, Commerce operations, release planning): end of software support per release line',
    checked: CHECKED,
    value: 'magento-2.4.4-2.4.6-end-of-support',
    text: 'Magento 2.4.4, 2.4.5 and 2.4.6 are past their end of support and get no security patches from Adobe: 2.4.4 since April 2025, 2.4.5 since August 2025, Magento Open Source 2.4.6 since 14 March 2026 (Adobe Commerce 2.4.6 had an extension to 11 August 2026). Upgrade to 2.4.7 or 2.4.8',
    about: 'Which Magento 2.4 release lines Adobe no longer supports.',
    contradictions: [/\b2\.4\.6\b[^.|]{0,40}\b(?:is|remains|still) (?:supported|maintained) by Adobe/gi],
  },
  shopware67Status: {
    kind: 'text',
    source:
      'Shopware documentation, "Update Guide Shopware 6.7" (docs.shopware.com, valid for 6.7.0.0 or newer): PHP 8.2, 8.3 and 8.4; plugins with Administration components need separate versions for 6.6 and 6.7',
    checked: CHECKED,
    value: 'shopware-6.7-released-2025',
    text: 'Shopware 6.7 has been released (PHP 8.2 to 8.4; it moves the Administration from Webpack to Vite, so plugins with Administration components need a separate version for it)',
    about: 'Shopware 6.7 is out, and why a plugin release for 6.6 does not run on it.',
    contradictions: [/\bShopware 6\.7\b[^.|]{0,30}\b(?:is not (?:yet )?released|upcoming|will be released)/gi],
  },
  magento246Php: phpVersions({
    shop: String.raw`2\.4\.6`,
    value: ['8.1', '8.2'],
    source:
      'Adobe Commerce, "System requirements" (experienceleague.adobe.com, Commerce operations, installation guide), PHP row',
    about: 'PHP versions Magento Open Source and Adobe Commerce 2.4.6 support.',
  }),
  magento247Php: phpVersions({
    shop: String.raw`2\.4\.7`,
    value: ['8.2', '8.3'],
    source: 'Adobe Commerce, "System requirements", PHP row',
    about: 'PHP versions Magento 2.4.7 supports.',
  }),
  magento248Php: phpVersions({
    shop: String.raw`2\.4\.8`,
    value: ['8.3', '8.4'],
    source: 'Adobe Commerce, "System requirements", PHP row',
    about: 'PHP versions Magento 2.4.8 supports.',
  }),
  shopware65Php: phpVersions({
    shop: String.raw`6\.5`,
    value: ['8.1', '8.2', '8.3'],
    source:
      'Shopware developer documentation, "Requirements" (6.5), and the `php` constraint of shopware/core 6.5.x in composer.json',
    about: 'PHP versions Shopware 6.5 supports.',
  }),
  shopware66Php: phpVersions({
    shop: String.raw`6\.6`,
    value: ['8.2', '8.3', '8.4'],
    source:
      'Shopware developer documentation, "Requirements" (6.6), and the `php` constraint of shopware/core 6.6.10.x ("~8.2.0 || ~8.3.0 || ~8.4.0")',
    about: 'PHP versions Shopware 6.6 supports (8.4 with the later 6.6.10 releases).',
  }),
  wooCommercePhpMinimum: {
    source:
      'WooCommerce 9.x and 10.x, plugin header and readme.txt "Requires PHP"; WooCommerce documentation, "Server requirements"',
    checked: CHECKED,
    value: 7.4,
    text: '7.4',
    about: 'Oldest PHP version WooCommerce 9.x and 10.x run on (the Acme plugin needs more).',
    statements: [/\bWooCommerce\b[^.|]{0,40}\b(?:requires|needs|runs on) PHP (\d\.\d)\b/gi],
  },
  wordPressPhpRecommended: {
    source: 'WordPress.org, "Requirements" (wordpress.org/about/requirements): recommended PHP version',
    checked: CHECKED,
    value: 8.3,
    text: '8.3',
    about: 'The PHP version WordPress recommends for new installations.',
    statements: [/\b(?:WordPress|WooCommerce) recommends PHP (\d\.\d)\b/gi],
  },
};

module.exports = { facts };
