import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { BillingInfo } from './cpf';
import type { ConsumablesCatalogue } from './consumables';
import type { SubscriptionsCatalogue } from './subscriptions';
import type { Cart, MemberTier, ProductTier, Receipt, SavedCard, TaxQuote, Terms, ThreeDsChallenge } from './purchase-state';

/** A tier as the server's catalogue describes it: its features, allowances and prices per term. */
export interface TierOffer {
  readonly tier: ProductTier;
  readonly features: readonly string[];
  readonly superLikesPerDay: number;
  readonly boostsPerMonth: number;
  /** CHAT-08: read receipts a month (Platinum's 10). */
  readonly readReceiptsPerMonth: number;
  readonly preferenceFilters: boolean;
  /** In cents, per term; PUR-02's price per term is `price / terms`. */
  readonly prices: ReadonlyArray<{ readonly terms: Terms; readonly price: number; readonly currency: string }>;
}

/** A new card as typed (it goes to the server once, over HTTPS, and is never kept on this device). */
export interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly holderName: string;
  readonly zip: string;
  readonly cpf?: string;
}

/** The saved card names the billing zip its tax is taken at (PUR-23). */
export type PaymentInput = { readonly kind: 'saved'; readonly zip?: string } | { readonly kind: 'card'; readonly card: CardInput; readonly save: boolean };

export interface PurchaseRequest {
  readonly cart: Cart;
  readonly idempotencyKey: string;
  readonly payment: PaymentInput;
}

export type PurchaseAnswer = { readonly status: 'succeeded'; readonly receipt: Receipt } | { readonly status: 'challenge'; readonly challenge: ThreeDsChallenge };

/** PL-09: a purchase attempt left at its 3-D Secure challenge, with what it buys. */
export interface PendingChallenge {
  readonly cart: Cart;
  readonly challenge: ThreeDsChallenge;
}

export interface PaymentMethods {
  readonly card: SavedCard | null;
  readonly billingInfo: BillingInfo;
  readonly latest: Receipt | null;
  readonly tier: MemberTier;
}

/** What the purchase module needs from the provider (PUR-22..29). */
export interface PurchaseApiPort {
  tiers(): Promise<Result<readonly TierOffer[], ApiFailure>>;
  /** The consumable packs on sale and what the member holds. */
  consumables(): Promise<Result<ConsumablesCatalogue, ApiFailure>>;
  /** PUR-31: the subscription products on sale and the member's live subscriptions. */
  subscriptions(): Promise<Result<SubscriptionsCatalogue, ApiFailure>>;
  purchase(request: PurchaseRequest): Promise<Result<PurchaseAnswer, ApiFailure>>;
  completeChallenge(purchaseId: string, transactionId: string, response: string): Promise<Result<Receipt, ApiFailure>>;
  /** PUR-22: the member closed the challenge; the attempt is abandoned (nothing charged). */
  cancelChallenge(purchaseId: string, transactionId: string): Promise<Result<void, ApiFailure>>;
  /** PL-09: the member's last attempt when it still waits for its challenge, or null. */
  pendingChallenge(): Promise<Result<PendingChallenge | null, ApiFailure>>;
  tax(zip: string, cart: Cart): Promise<Result<TaxQuote, ApiFailure>>;
  paymentMethods(): Promise<Result<PaymentMethods, ApiFailure>>;
  saveCard(card: CardInput): Promise<Result<SavedCard, ApiFailure>>;
  deleteCard(): Promise<Result<void, ApiFailure>>;
  setAutoRenew(purchaseId: string, enabled: boolean): Promise<Result<void, ApiFailure>>;
  restore(restoreToken: string): Promise<Result<MemberTier, ApiFailure>>;
  updateEmail(email: string): Promise<Result<void, ApiFailure>>;
}
