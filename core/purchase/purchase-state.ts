/**
 * The purchase state (PUR-18) and its actions (PUR-21) as one reducer. The checkout moves through tagged steps:
 * idle → submitting → (challenge → verifying →) succeeded or failed. A tier is granted only by `success`, which
 * carries the server's receipt of a charge; every error is stored under its kind (PUR-33).
 */
import type { AppError } from '../shared';
import type { CardBrand } from './card';
import type { BillingInfo } from './cpf';
import type { PaymentPlatform } from './platform';
import type { ConsumableProduct } from './consumables';
import type { SubscriptionCart, SubscriptionProduct } from './subscriptions';

/** The paid tiers a member buys. */
export const PRODUCT_TIERS = ['plus', 'gold', 'platinum'] as const;
export type ProductTier = (typeof PRODUCT_TIERS)[number];
export type MemberTier = ProductTier | 'none';

/** A subscription's length in months (our choice of terms, docs/decisions.md). */
export const TERMS = [1, 6, 12] as const;
export type Terms = (typeof TERMS)[number];

export interface TierCart {
  readonly productType: ProductTier;
  readonly terms: Terms;
  /** PUR-07: bought at this offer's price (an intro price), when set. */
  readonly offerId?: string;
}

/** A pack of a consumable (PUR-05), or a bundle offer (`consumable`, `amount` 1, its offer named). */
export interface PackCart {
  readonly productType: ConsumableProduct | 'consumable';
  readonly amount: number;
  readonly offerId?: string;
}

/** What the checkout buys: a tier for a term, a pack of consumables, or a subscription product for a term (PUR-31). */
export type Cart = TierCart | PackCart | SubscriptionCart;

/** The saved card: a token at the processor, its brand and last four digits, never the number. */
export interface SavedCard {
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** What one way to pay is charged for the cart, in cents, as the server quotes it (PUR-10, PUR-23). */
export interface PaymentQuote {
  /** The price listed. */
  readonly listedPrice: number;
  /** PUR-10: what a card takes off it (0 for PayPal). */
  readonly discount: number;
  /** The subtotal paid before tax: the listed price less the discount. */
  readonly price: number;
  readonly taxPrice: number;
  /** What is charged: the subtotal and its tax. */
  readonly finalPrice: number;
}

/** PUR-23: the tax of a zip for the cart, and what it costs by card (PUR-10: less the card discount) and by PayPal. */
export interface TaxQuote {
  readonly zip: string;
  /** Percent. */
  readonly taxRate: number;
  readonly card: PaymentQuote & { readonly discountPercentage: number };
  readonly paypal: PaymentQuote;
}

/** PUR-22: what the card issuer asks in its 3-D Secure challenge. */
export interface ThreeDsChallenge {
  readonly purchaseId: string;
  readonly transactionId: string;
  readonly issuer: string;
  readonly merchant: string;
  /** In cents. */
  readonly amount: number;
  readonly currency: string;
  readonly lastFour: string;
  readonly brand: CardBrand;
}

/** A charge the server made (PUR-29 latest payment). */
export interface Receipt {
  readonly purchaseId: string;
  readonly productType: ProductTier | ConsumableProduct | 'consumable' | SubscriptionProduct;
  readonly terms: Terms;
  /** The units of a pack (absent or 0 for a tier). */
  readonly units?: number;
  /** The subtotal charged before tax (PUR-10: after the card discount). */
  readonly amount: number;
  /** PUR-10: the price listed and what a card took off it (absent when the answer did not say). */
  readonly listedPrice?: number;
  readonly cardDiscount?: number;
  readonly taxPrice: number;
  readonly finalPrice: number;
  readonly currency: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  /** PUR-30: how it was paid (a card when absent); a PayPal charge has no brand or last four digits to show. */
  readonly paymentMethod?: 'card' | 'paypal';
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly autoRenew: boolean;
  readonly restoreToken: string;
}

/** PUR-33: the kinds payment errors are kept under. */
export const PURCHASE_ERROR_KINDS = ['provider', 'checkout', 'vaulting', 'cardUpdate', 'restore', 'emailUpdate', 'contactCard'] as const;
export type PurchaseErrorKind = (typeof PURCHASE_ERROR_KINDS)[number];

export type CheckoutStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'submitting' }
  | { readonly kind: 'challenge'; readonly challenge: ThreeDsChallenge }
  | { readonly kind: 'verifying'; readonly challenge: ThreeDsChallenge }
  | { readonly kind: 'succeeded'; readonly receipt: Receipt }
  | { readonly kind: 'failed'; readonly error: AppError };

/** PUR-18: the purchase state. The typed card form stays in the form itself: no card number is kept here. */
export interface PurchaseState {
  readonly cart: Cart | null;
  /** Where the checkout was opened from (a paywall's feature), for the way back. */
  readonly from: string | null;
  readonly paymentMethod: PaymentPlatform;
  readonly paymentMethods: {
    readonly paymentMethod: SavedCard | null;
    readonly billingInfo: BillingInfo | null;
    readonly requireZip: boolean;
  };
  readonly tax: TaxQuote | null;
  readonly step: CheckoutStep;
  /** The idempotency key of the attempt in flight or to retry; null when the next attempt is a new one. */
  readonly attemptKey: string | null;
  /** What the attempt key was made for (cart and card), so that a changed cart or card gets a new key. */
  readonly attemptFingerprint: string | null;
  readonly purchaseInfo: { readonly purchaseId: string; readonly transactionId: string } | null;
  readonly latestPayment: Receipt | null;
  readonly restoreToken: string | null;
  /** The tier this device knows the member has, as the server answered it. */
  readonly tier: MemberTier;
  readonly errors: Readonly<Record<PurchaseErrorKind, AppError | null>>;
}

const NO_ERRORS = Object.fromEntries(PURCHASE_ERROR_KINDS.map((kind) => [kind, null])) as Record<PurchaseErrorKind, AppError | null>;

export const INITIAL_PURCHASE_STATE: PurchaseState = {
  cart: null,
  from: null,
  paymentMethod: 'web',
  paymentMethods: { paymentMethod: null, billingInfo: null, requireZip: true },
  tax: null,
  step: { kind: 'idle' },
  attemptKey: null,
  attemptFingerprint: null,
  purchaseInfo: null,
  latestPayment: null,
  restoreToken: null,
  tier: 'none',
  errors: NO_ERRORS,
};

/** PUR-21: the purchase actions. */
export type PurchaseAction =
  | { readonly type: 'addToCart'; readonly cart: Cart; readonly from: string | null }
  | { readonly type: 'attempt'; readonly key: string; readonly fingerprint: string }
  | { readonly type: 'post' }
  | { readonly type: 'success'; readonly receipt: Receipt }
  | { readonly type: 'error'; readonly kind: PurchaseErrorKind; readonly error: AppError; readonly retryable: boolean }
  | { readonly type: 'threeDsRequired'; readonly challenge: ThreeDsChallenge }
  | { readonly type: 'threeDsResumed'; readonly cart: Cart; readonly challenge: ThreeDsChallenge }
  | { readonly type: 'threeDsSubmit' }
  | { readonly type: 'threeDsCancel' }
  | { readonly type: 'paymentMethodsLoaded'; readonly card: SavedCard | null; readonly billingInfo: BillingInfo | null; readonly latest: Receipt | null; readonly tier: MemberTier }
  | { readonly type: 'cardAdded'; readonly card: SavedCard }
  | { readonly type: 'cardDeleted' }
  | { readonly type: 'autoRenew'; readonly enabled: boolean }
  | { readonly type: 'restored'; readonly tier: MemberTier }
  | { readonly type: 'emailUpdated'; readonly email: string }
  | { readonly type: 'taxFetched'; readonly tax: TaxQuote }
  | { readonly type: 'taxCleared' }
  | { readonly type: 'clearError'; readonly kind: PurchaseErrorKind };

/** A payment is in flight (sent, or its 3-D Secure answer being checked): nothing else may start. */
export const isCheckoutBusy = (step: CheckoutStep): boolean => step.kind === 'submitting' || step.kind === 'verifying';

export const purchaseReducer = (state: PurchaseState, action: PurchaseAction): PurchaseState => {
  switch (action.type) {
    case 'addToCart':
      if (isCheckoutBusy(state.step)) return state;
      return { ...state, cart: action.cart, from: action.from, tax: null, step: { kind: 'idle' }, attemptKey: null, attemptFingerprint: null, errors: { ...state.errors, checkout: null } };
    case 'attempt':
      if (isCheckoutBusy(state.step) || state.cart === null) return state;
      return { ...state, attemptKey: action.key, attemptFingerprint: action.fingerprint };
    case 'post':
      if (isCheckoutBusy(state.step) || state.attemptKey === null) return state;
      return { ...state, step: { kind: 'submitting' }, errors: { ...state.errors, checkout: null, provider: null } };
    case 'threeDsRequired':
      if (state.step.kind !== 'submitting') return state;
      return { ...state, step: { kind: 'challenge', challenge: action.challenge }, purchaseInfo: { purchaseId: action.challenge.purchaseId, transactionId: action.challenge.transactionId } };
    case 'threeDsResumed':
      // PL-09: a challenge left unanswered before this sign-in, put back so that the member can answer it.
      if (isCheckoutBusy(state.step)) return state;
      return {
        ...state,
        cart: action.cart,
        from: 'post-login',
        tax: null,
        step: { kind: 'challenge', challenge: action.challenge },
        attemptKey: null,
        attemptFingerprint: null,
        purchaseInfo: { purchaseId: action.challenge.purchaseId, transactionId: action.challenge.transactionId },
        errors: { ...state.errors, checkout: null },
      };
    case 'threeDsSubmit':
      if (state.step.kind !== 'challenge') return state;
      return { ...state, step: { kind: 'verifying', challenge: state.step.challenge } };
    case 'threeDsCancel':
      if (state.step.kind !== 'challenge') return state;
      return { ...state, step: { kind: 'idle' }, attemptKey: null, attemptFingerprint: null, purchaseInfo: null };
    case 'success': {
      // Only an attempt in flight can succeed: a late answer after the member left the checkout grants nothing here.
      if (!isCheckoutBusy(state.step)) return state;
      const done = { ...state, step: { kind: 'succeeded', receipt: action.receipt } as const, attemptKey: null, attemptFingerprint: null, purchaseInfo: null };
      const { productType } = action.receipt;
      // A pack grants consumables: the tier, the subscription's latest payment and its restore token stay.
      if (productType !== 'plus' && productType !== 'gold' && productType !== 'platinum') return done;
      return { ...done, latestPayment: action.receipt, restoreToken: action.receipt.restoreToken, tier: productType };
    }
    case 'error': {
      const errors = { ...state.errors, [action.kind]: action.error };
      if (action.kind !== 'checkout' && action.kind !== 'provider') return { ...state, errors };
      if (!isCheckoutBusy(state.step)) return { ...state, errors };
      // A retryable failure (the answer was lost) keeps the key: the retry is the same purchase, never a second charge.
      const keep = action.retryable && state.step.kind === 'submitting';
      return { ...state, errors, step: { kind: 'failed', error: action.error }, attemptKey: keep ? state.attemptKey : null, attemptFingerprint: keep ? state.attemptFingerprint : null, purchaseInfo: null };
    }
    case 'paymentMethodsLoaded':
      return {
        ...state,
        paymentMethods: { ...state.paymentMethods, paymentMethod: action.card, billingInfo: action.billingInfo },
        latestPayment: action.latest,
        restoreToken: action.latest?.restoreToken ?? state.restoreToken,
        tier: action.tier,
      };
    case 'cardAdded':
      return { ...state, paymentMethods: { ...state.paymentMethods, paymentMethod: action.card }, errors: { ...state.errors, vaulting: null, cardUpdate: null } };
    case 'cardDeleted':
      return { ...state, paymentMethods: { ...state.paymentMethods, paymentMethod: null } };
    case 'autoRenew':
      return state.latestPayment === null ? state : { ...state, latestPayment: { ...state.latestPayment, autoRenew: action.enabled } };
    case 'restored':
      return { ...state, tier: action.tier, errors: { ...state.errors, restore: null } };
    case 'emailUpdated': {
      const billing = state.paymentMethods.billingInfo ?? { email: null, zip_code: null, require_brazil_cpf: false };
      return { ...state, paymentMethods: { ...state.paymentMethods, billingInfo: { ...billing, email: action.email } }, errors: { ...state.errors, emailUpdate: null } };
    }
    case 'taxFetched':
      return { ...state, tax: action.tax };
    case 'taxCleared':
      return { ...state, tax: null };
    case 'clearError':
      return { ...state, errors: { ...state.errors, [action.kind]: null } };
  }
};
