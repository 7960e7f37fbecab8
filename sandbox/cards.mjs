/**
 * The sandbox test cards: a copy of `testCards` in config/brand.ts (the testing page's table).
 * tests/unit/sandbox-simulator.spec.ts asserts the two are equal, so they cannot drift.
 * `outcome` is what the simulator does with each (brand.ts describes it in `result`).
 */

/** @typedef {'approved'|'challenge'|'challenge_failed'|'declined'} CardBehaviour */

export const testCards = [
  {
    scenario: 'Approved',
    brand: 'Visa',
    number: '4900 0000 0000 0003',
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
];

/** @param {string} number */
export const digitsOf = (number) => String(number ?? '').replace(/[\s-]/g, '');

/**
 * Luhn check of a card number (spaces and dashes ignored).
 * @param {string} number
 */
export function luhnValid(number) {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The brand of the PaymentMethod schema for a number.
 * @param {string} number
 * @returns {'visa'|'mastercard'|'amex'|'maestro'|'dankort'}
 */
export function cardBrand(number) {
  const d = digitsOf(number);
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^5019/.test(d)) return 'dankort';
  if (/^(50|5[6-9]|6)/.test(d)) return 'maestro';
  return 'visa';
}

/**
 * What the sandbox does with a card: the test card's scenario, or approval for any other
 * Luhn-valid number.
 * @param {string} number
 * @returns {{ behaviour: CardBehaviour, errorCode?: string, scenario: string } | undefined} undefined when not Luhn-valid
 */
export function cardBehaviour(number) {
  if (!luhnValid(number)) return undefined;
  const card = testCards.find((c) => digitsOf(c.number) === digitsOf(number));
  if (!card) return { behaviour: 'approved', scenario: 'Approved (not a test card)' };
  /** @type {Record<string, CardBehaviour>} */
  const byScenario = {
    Approved: 'approved',
    '3-D Secure challenge': 'challenge',
    '3-D Secure challenge failed': 'challenge_failed',
  };
  return { behaviour: byScenario[card.scenario] ?? 'declined', errorCode: card.errorCode, scenario: card.scenario };
}
