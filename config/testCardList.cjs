/**
 * The sandbox test cards, one per outcome, and the Age Verification identities: the testing page
 * renders its tables from them and the API simulator (sandbox/cards.mjs) decides each payment by
 * the cards; the site reads the cards, typed, through config/testCards.ts. Apart from config/testData.cjs (which every page loads through
 * config/brand.ts for the widget's card and the sample credentials) so that only the pages that
 * show the list load it. CommonJS for the reason config/testData.cjs gives.
 */

/**
 * Luhn-valid sandbox cards, one per outcome; the testing page's table renders from this list and
 * the simulator decides each payment by it. Any future expiry works unless the row says
 * otherwise; CVC 123 (1234 for Amex).
 */
exports.testCards = [
  {
    scenario: 'Approved',
    brand: 'Visa',
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS (see config/testData.cjs)
    number: require('./testData.cjs').testCard.number, // the floating widget's card
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
