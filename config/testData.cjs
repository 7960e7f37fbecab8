/**
 * Test data the site shows and the API simulator (sandbox/) honours: the test cards, the test
 * card of the floating widget, and the credentials in every sample. Plain JavaScript so that the
 * Node scripts and the simulator import the same values as the TypeScript site; the site reads
 * them, typed, through config/brand.ts. CommonJS, not an ES module: Playwright compiles what the
 * TypeScript tests import to CommonJS, and an ES module loaded both that way and natively (by
 * the simulator inside a test) loses its named exports.
 */

/** The test card the floating widget shows (Luhn-valid Visa test number). */
exports.testCard = {
  number: '4900 0000 0000 0003',
  expiry: '12/35',
  cvc: '123',
};

/** Test credentials shown in samples: obviously test values. */
exports.testCredentials = {
  apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  pointOfSaleId: 'pos_test_7Hq2Lm9Xk4',
  webhookSecret: 'whsec_test_5WbX2kVq8JmN3pLr',
};

/**
 * Luhn-valid sandbox cards, one per outcome; the testing page's table renders from this list and
 * the simulator decides each payment by it. Any future expiry works unless the row says
 * otherwise; CVC 123 (1234 for Amex).
 */
exports.testCards = [
  {
    scenario: 'Approved',
    brand: 'Visa',
    number: exports.testCard.number,
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
  {
    scenario: 'Payment stays pending',
    brand: 'Visa',
    number: '4900 0000 0000 5002',
    result: 'The issuer does not answer: the transaction stays pending, no notification is sent, and the customer returns to your returnUrl.',
  },
  {
    scenario: 'Refunds fail',
    brand: 'Visa',
    number: '4900 0000 0000 6000',
    result: 'Authorised; every refund of the payment is refused: 422 card_declined, nothing refunded.',
  },
  {
    scenario: 'Payouts fail',
    brand: 'Mastercard',
    number: '5100 0000 0000 5007',
    result: 'Authorised; store it (storePaymentMethod true) and every payout to the subscription fails (payout.failed, failureCode card_declined).',
  },
];

/**
 * Sandbox identities for Age Verification: the sandbox's payment page asks for a date of birth
 * where production asks the customer to confirm their age with their national electronic ID.
 */
exports.testIdentities = [
  { birthDate: '1990-01-01', result: 'verified', description: 'An adult: verified for any minimumAge from 16 to 25.' },
  { birthDate: '2015-01-01', result: 'rejected', description: 'A child: rejected for any minimumAge.' },
];
