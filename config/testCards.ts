/**
 * The sandbox test cards, typed (values in config/testCardList.cjs, which the simulator reads too).
 * Not in config/brand.ts: every page loads that module, and only a few show this list.
 */
import { testCards as testCardList } from './testCardList.cjs';

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

/** Luhn-valid sandbox cards, one per outcome. */
export const testCards: readonly TestCardScenario[] = testCardList as readonly TestCardScenario[];
