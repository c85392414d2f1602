/**
 * The test card processor's numbers (docs/decisions.md PUR-20, PUR-22): the server's processor and the in-memory
 * fake both read this table. Any other valid Visa or Mastercard number succeeds.
 */
import { cardDigits } from './card';

export type TestCardOutcome = 'succeed' | 'decline' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '5105105105105100': 'decline',
  '4000000000003220': 'challenge',
  '5200000000003225': 'challenge',
};

/** What the test processor does with a number. */
export const testCardOutcome = (typed: string): TestCardOutcome => TEST_CARDS[cardDigits(typed) ?? ''] ?? 'succeed';

/** The one-time code the test issuer's 3-D Secure challenge accepts. */
export const TEST_3DS_CODE = '123456';
