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
import { priceByPayment } from '../card-discount';
import type { CardInput, PaymentMethods, PendingChallenge, PurchaseAnswer, PurchaseApiPort, PurchaseRequest, TierOffer } from '../purchase-api.port';
import type { Cart, MemberTier, ProductTier, Receipt, SavedCard, TaxQuote, Terms } from '../purchase-state';
import { NO_HOLDINGS, type ConsumablesCatalogue, type Holdings, type Pack } from '../consumables';
import { TEST_3DS_CODE, testCardOutcome } from '../test-cards';
import { isSubscriptionCart, type HeldSubscription, type SubscriptionsCatalogue, type SubscriptionTerm } from '../subscriptions';

/** PUR-31: the boost subscription on sale: 4 boosts a month, 14.99 a month or 59.94 for 6 months. */
export const FAKE_SUBSCRIPTION_TERMS: readonly SubscriptionTerm[] = [
  { productType: 'boost_subscription', terms: 1, price: 1499, currency: 'USD', boostsPerMonth: 4 },
  { productType: 'boost_subscription', terms: 6, price: 5994, currency: 'USD', boostsPerMonth: 4 },
];

const PRICES: Readonly<Record<ProductTier, number>> = { plus: 999, gold: 2499, platinum: 2999 };
/** The packs on sale: 1, 5 and 10 super likes, boosts or read receipts, a unit cheaper in a bigger pack. */
export const FAKE_PACKS: readonly Pack[] = [
  { productType: 'superlike', amount: 1, price: 299, currency: 'USD' },
  { productType: 'superlike', amount: 5, price: 1249, currency: 'USD' },
  { productType: 'superlike', amount: 10, price: 1999, currency: 'USD' },
  { productType: 'boost', amount: 1, price: 799, currency: 'USD' },
  { productType: 'boost', amount: 5, price: 2999, currency: 'USD' },
  { productType: 'boost', amount: 10, price: 4999, currency: 'USD' },
  { productType: 'readreceipt', amount: 1, price: 199, currency: 'USD' },
  { productType: 'readreceipt', amount: 5, price: 799, currency: 'USD' },
  { productType: 'readreceipt', amount: 10, price: 1299, currency: 'USD' },
];
const BUNDLE_PRICE = 1499;

/** The price of a cart: a tier's term, a pack, or the bundle. */
const priceOf = (cart: Cart): number => {
  if (isSubscriptionCart(cart)) return FAKE_SUBSCRIPTION_TERMS.find((t) => t.terms === cart.terms)?.price ?? 0;
  if (!('amount' in cart)) return PRICES[cart.productType] * cart.terms;
  if (cart.productType === 'consumable') return BUNDLE_PRICE;
  return FAKE_PACKS.find((p) => p.productType === cart.productType && p.amount === cart.amount)?.price ?? 0;
};

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
  /** The consumables the member holds (a pack bought adds its units). */
  held: Holdings = NO_HOLDINGS;
  /** The terms each tier is sold for (a month only, unless a test says more). */
  tierTerms: readonly Terms[] = [1];
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
        readReceiptsPerMonth: tier === 'platinum' ? 10 : 0,
        preferenceFilters: true,
        prices: this.tierTerms.map((terms) => ({ terms, price: PRICES[tier] * terms, currency: 'USD' })),
      })),
    );
  }

  #charge(attempt: Attempt, key: string): Receipt {
    attempt.status = 'succeeded';
    const { cart } = attempt;
    const amount = priceOf(cart);
    this.charges.push({ purchaseId: attempt.id, key, amount });
    if (isSubscriptionCart(cart))
      this.subscriptionsHeld = [
        ...this.subscriptionsHeld.filter((s) => s.productType !== cart.productType),
        { id: attempt.id, expireDate: cart.terms * 30 * 86_400_000, isAutoRenewing: true, platform: 'web', productType: cart.productType, terms: cart.terms },
      ];
    else if (!('amount' in cart)) this.tier = cart.productType;
    else if (cart.productType === 'consumable') this.held = { ...this.held, boost: this.held.boost + 5, superlike: this.held.superlike + 5 };
    else this.held = { ...this.held, [cart.productType]: this.held[cart.productType] + cart.amount };
    return {
      purchaseId: attempt.id,
      productType: cart.productType,
      terms: 'amount' in cart ? 1 : cart.terms,
      units: 'amount' in cart ? cart.amount : 0,
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
        challenge: { purchaseId: attempt.id, transactionId: `t${attempt.id}`, issuer: 'Test Bank', merchant: 'Spark', amount: priceOf(cart), currency: 'USD', lastFour: card.lastFour, brand: card.brand },
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
    // 5 % of what is paid: a card's price (PUR-10) or the listed one (PayPal).
    const quote = (kind: 'card' | 'paypal') => {
      const { listed, discount, price } = priceByPayment(priceOf(cart), kind);
      return { listedPrice: listed, discount, price, taxPrice: Math.round(price * 0.05), finalPrice: price + Math.round(price * 0.05) };
    };
    return ok({ zip, taxRate: 5, card: { ...quote('card'), discountPercentage: 10 }, paypal: quote('paypal') });
  }

  /** PUR-31: the member's live subscriptions other than the tier. */
  subscriptionsHeld: HeldSubscription[] = [];

  async subscriptions(): Promise<Result<SubscriptionsCatalogue, ApiFailure>> {
    return ok({ products: FAKE_SUBSCRIPTION_TERMS, held: this.subscriptionsHeld });
  }

  async consumables(): Promise<Result<ConsumablesCatalogue, ApiFailure>> {
    return ok({ packs: FAKE_PACKS, held: this.held });
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

  async setAutoRenew(purchaseId: string, enabled: boolean): Promise<Result<void, ApiFailure>> {
    this.subscriptionsHeld = this.subscriptionsHeld.map((s) => (s.id === purchaseId ? { ...s, isAutoRenewing: enabled } : s));
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
