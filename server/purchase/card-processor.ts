/**
 * The card processor the reference server plays (PUR-20, PUR-22): it takes a Visa or Mastercard number once,
 * answers a token (random, unrelated to the number) with the brand and last four digits, and decides by the test
 * card table whether a charge succeeds, is declined, or needs the issuer's 3-D Secure challenge. The number goes
 * no further than this file: nothing stores or logs it.
 */
import { checkCardNumber, lastFour, testCardOutcome, TEST_3DS_CODE, type CardBrand, type TestCardOutcome } from '../../core/purchase';
import { newToken } from '../platform/secrets';

export interface CardInput {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc: string;
}

export interface TokenisedCard {
  readonly token: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** What charging this card does. */
  readonly outcome: TestCardOutcome;
}

export type Tokenised = { readonly ok: true; readonly card: TokenisedCard } | { readonly ok: false; readonly reason: 'unsupported_brand' | 'invalid_number' | 'expired' };

export const cardProcessor = {
  tokenise(card: CardInput, now: number): Tokenised {
    const checked = checkCardNumber(card.number);
    if (!checked.ok) return checked;
    const date = new Date(now);
    if (card.exp_year * 12 + card.exp_month - 1 < date.getUTCFullYear() * 12 + date.getUTCMonth()) return { ok: false, reason: 'expired' };
    const outcome = testCardOutcome(checked.digits);
    // The test processor writes what a charge of the card does into its token (a random one otherwise).
    const token = `tok_${outcome}_${newToken()}`;
    return { ok: true, card: { token, brand: checked.brand, lastFour: lastFour(checked.digits), expMonth: card.exp_month, expYear: card.exp_year, outcome } };
  },
  /** What charging a token does. */
  outcomeOf(token: string): TestCardOutcome {
    const outcome = token.split('_')[1];
    return outcome === 'decline' || outcome === 'challenge' ? outcome : 'succeed';
  },
  /** The issuer's check of a challenge answer. */
  challengePassed(answer: string): boolean {
    return answer === TEST_3DS_CODE;
  },
};
