/**
 * The sandbox's card rules over the test cards of config/testCardList.cjs (the list the testing page
 * renders through config/testCards.ts): which behaviour each number has, its brand, the Luhn check.
 */
import { testCards } from '../config/testCardList.cjs';

/** @typedef {'approved'|'challenge'|'challenge_failed'|'declined'|'refused'|'pending'|'refund_fails'|'payout_fails'} CardBehaviour */

export { testCards };

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
  // Real cards are refused in the sandbox (docs: testing, "Outcomes depend on the card").
  if (!card) return { behaviour: 'refused', scenario: 'Not a test card' };
  /** @type {Record<string, CardBehaviour>} */
  const byScenario = {
    Approved: 'approved',
    '3-D Secure challenge': 'challenge',
    '3-D Secure challenge failed': 'challenge_failed',
    'Payment stays pending': 'pending',
    'Refunds fail': 'refund_fails',
    'Payouts fail': 'payout_fails',
  };
  return { behaviour: byScenario[card.scenario] ?? 'declined', errorCode: card.errorCode, scenario: card.scenario };
}
