/**
 * An in-memory card processor behind PurchaseApiPort, with the server's rules: the test cards, a purchase per
 * idempotency key (a repeated key answers the first outcome and never charges again), the tier granted only by a
 * successful charge. `loseNextAnswer()` makes the next purchase reach the processor but its answer not reach the
 * caller, as a dropped connection does.
 */
import type { ApiFailure } from '../../api/api-failure';
import { serverFailure } from '../../api/testing/server-failure';
import { apiFailure } from '../../api/api-failure';
import { err, ok, type Result } from '../../shared';
import { checkCardNumber, lastFour } from '../card';
import type { CardInput, PaymentMethods, PendingChallenge, PurchaseAnswer, PurchaseApiPort, PurchaseRequest, TierOffer } from '../purchase-api.port';
import type { Cart, MemberTier, Receipt, SavedCard, TaxQuote } from '../purchase-state';
import { TEST_3DS_CODE, testCardOutcome } from '../test-cards';

const PRICES: Readonly<Record<Cart['productType'], number>> = { plus: 999, gold: 2499, platinum: 2999 };

interface Attempt {
  readonly id: string;
  readonly cart: Cart;
  status: 'pending' | 'succeeded' | 'declined' | 'failed';
  readonly card: SavedCard;
  answer: Result<PurchaseAnswer, ApiFailure>;
}

export class FakePurchaseApi implements PurchaseApiPort {
  tier: MemberTier = 'none';
  /** Every charge made, in order. */
  readonly charges: Array<{ readonly purchaseId: string; readonly key: string; readonly amount: number }> = [];
  readonly attempts = new Map<string, Attempt>();
  card: SavedCard | null = null;
  email: string | null = null;
  #loseNext = false;
  #ids = 0;

  loseNextAnswer(): void {
    this.#loseNext = true;
  }

  async tiers(): Promise<Result<readonly TierOffer[], ApiFailure>> {
    return ok(
      (['plus', 'gold', 'platinum'] as const).map((tier) => ({
        tier,
        features: [],
        superLikesPerDay: 0,
        boostsPerMonth: 0,
        readReceipts: false,
        preferenceFilters: true,
        prices: [{ terms: 1 as const, price: PRICES[tier], currency: 'USD' }],
      })),
    );
  }

  #charge(attempt: Attempt, key: string): Receipt {
    attempt.status = 'succeeded';
    const amount = PRICES[attempt.cart.productType] * attempt.cart.terms;
    this.charges.push({ purchaseId: attempt.id, key, amount });
    this.tier = attempt.cart.productType;
    return {
      purchaseId: attempt.id,
      productType: attempt.cart.productType,
      terms: attempt.cart.terms,
      amount,
      taxPrice: 0,
      finalPrice: amount,
      currency: 'USD',
      brand: attempt.card.brand,
      lastFour: attempt.card.lastFour,
      createdAt: 0,
      expiresAt: 0,
      autoRenew: true,
      restoreToken: `restore-${attempt.id}`,
    };
  }

  async purchase(request: PurchaseRequest): Promise<Result<PurchaseAnswer, ApiFailure>> {
    const answer = this.#purchase(request);
    if (this.#loseNext) {
      this.#loseNext = false;
      return err(apiFailure.network());
    }
    return answer;
  }

  #purchase({ cart, idempotencyKey, payment }: PurchaseRequest): Result<PurchaseAnswer, ApiFailure> {
    const known = this.attempts.get(idempotencyKey);
    if (known) return known.answer;
    let card: SavedCard;
    let outcome: 'succeed' | 'decline' | 'challenge' = 'succeed';
    if (payment.kind === 'saved') {
      if (this.card === null) return err(serverFailure(400, 40048, 'No saved card'));
      card = this.card;
    } else {
      const checked = checkCardNumber(payment.card.number);
      if (!checked.ok) return err(serverFailure(400, checked.reason === 'unsupported_brand' ? 40020 : 40021, checked.reason));
      card = { brand: checked.brand, lastFour: lastFour(checked.digits), expMonth: payment.card.expMonth, expYear: payment.card.expYear };
      outcome = testCardOutcome(checked.digits);
    }
    this.#ids += 1;
    const attempt: Attempt = { id: `p${this.#ids}`, cart, status: 'pending', card, answer: err(apiFailure.network()) };
    this.attempts.set(idempotencyKey, attempt);
    if (outcome === 'decline') {
      attempt.status = 'declined';
      attempt.answer = err(serverFailure(402, 40201, 'Card declined'));
    } else if (outcome === 'challenge') {
      attempt.answer = ok({
        status: 'challenge',
        challenge: { purchaseId: attempt.id, transactionId: `t${attempt.id}`, issuer: 'Test Bank', merchant: 'Spark', amount: PRICES[cart.productType] * cart.terms, currency: 'USD', lastFour: card.lastFour, brand: card.brand },
      });
    } else {
      attempt.answer = ok({ status: 'succeeded', receipt: this.#charge(attempt, idempotencyKey) });
    }
    return attempt.answer;
  }

  async completeChallenge(purchaseId: string, _transactionId: string, response: string): Promise<Result<Receipt, ApiFailure>> {
    const entry = [...this.attempts.entries()].find(([, a]) => a.id === purchaseId);
    if (!entry || entry[1].status !== 'pending') return err(serverFailure(409, 40900, 'No pending payment'));
    const [key, attempt] = entry;
    if (response !== TEST_3DS_CODE) {
      attempt.status = 'failed';
      attempt.answer = err(serverFailure(402, 40202, '3-D Secure failed'));
      return err(serverFailure(402, 40202, '3-D Secure failed'));
    }
    const receipt = this.#charge(attempt, key);
    attempt.answer = ok({ status: 'succeeded', receipt });
    return ok(receipt);
  }

  async cancelChallenge(purchaseId: string): Promise<Result<void, ApiFailure>> {
    const attempt = [...this.attempts.values()].find((a) => a.id === purchaseId);
    if (!attempt) return err(serverFailure(404, 40400, 'No such payment'));
    if (attempt.status === 'pending') {
      attempt.status = 'failed';
      attempt.answer = err(serverFailure(402, 40202, '3-D Secure failed'));
    }
    return ok(undefined);
  }

  async pendingChallenge(): Promise<Result<PendingChallenge | null, ApiFailure>> {
    const last = [...this.attempts.values()].at(-1);
    if (last === undefined || last.status !== 'pending' || !last.answer.ok || last.answer.value.status !== 'challenge') return ok(null);
    return ok({ cart: last.cart, challenge: last.answer.value.challenge });
  }

  async tax(zip: string, cart: Cart): Promise<Result<TaxQuote, ApiFailure>> {
    const price = PRICES[cart.productType] * cart.terms;
    return ok({ zip, taxRate: 5, taxPrice: Math.round(price * 0.05), finalPrice: price + Math.round(price * 0.05) });
  }

  async paymentMethods(): Promise<Result<PaymentMethods, ApiFailure>> {
    return ok({ card: this.card, billingInfo: { email: this.email, zip_code: null, require_brazil_cpf: false }, latest: null, tier: this.tier });
  }

  async saveCard(card: CardInput): Promise<Result<SavedCard, ApiFailure>> {
    const checked = checkCardNumber(card.number);
    if (!checked.ok || testCardOutcome(checked.digits) === 'decline') return err(serverFailure(402, 40201, 'Card declined'));
    this.card = { brand: checked.brand, lastFour: lastFour(checked.digits), expMonth: card.expMonth, expYear: card.expYear };
    return ok(this.card);
  }

  async deleteCard(): Promise<Result<void, ApiFailure>> {
    this.card = null;
    return ok(undefined);
  }

  async setAutoRenew(): Promise<Result<void, ApiFailure>> {
    return ok(undefined);
  }

  async restore(): Promise<Result<MemberTier, ApiFailure>> {
    return ok(this.tier);
  }

  async updateEmail(email: string): Promise<Result<void, ApiFailure>> {
    this.email = email;
    return ok(undefined);
  }
}
