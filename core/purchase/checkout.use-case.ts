/**
 * The checkout (PUR-21, PUR-22): buys the cart with a card, answers the 3-D Secure challenge, and keeps the
 * idempotency key of an attempt whose answer was lost, so that trying again is the same purchase and never a
 * second charge. Expected failures come back as values and are stored as checkout errors (PUR-33).
 */
import type { ApiFailure } from '../api/api-failure';
import { err, ok, type IdGenerator, type Result } from '../shared';
import { cardDigits, lastFour } from './card';
import type { PaymentInput, PurchaseApiPort } from './purchase-api.port';
import type { PurchaseStore } from './purchase.store';
import { purchaseAnalyticsItem, type PurchaseAnalyticsAction, type PurchaseAnalyticsPort } from './purchase-analytics';
import type { PaymentPlatform } from './platform';
import { isSubscriptionCart } from './subscriptions';
import { isCheckoutBusy, type Cart, type Receipt, type ThreeDsChallenge } from './purchase-state';

export interface CheckoutDeps {
  readonly api: PurchaseApiPort;
  readonly store: PurchaseStore;
  readonly ids: IdGenerator;
  /** A charge went through (a tier or a pack): what it changed elsewhere is read again (allowances, boosts). */
  readonly onGranted?: (receipt: Receipt) => void;
  /** PUR-36: where the purchase analytics items go, and the promo code the member redeemed (PUR-16). */
  readonly analytics?: PurchaseAnalyticsPort;
  readonly promoCode?: () => string | null;
}

export type CheckoutOutcome = { readonly kind: 'succeeded'; readonly receipt: Receipt } | { readonly kind: 'challenge'; readonly challenge: ThreeDsChallenge };

/** A lost answer (the request may have reached the server): the attempt is retried with the same key. */
export const isRetryable = (failure: ApiFailure): boolean => failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && failure.status >= 500);

/** What the attempt's key stands for: the cart and the card (by its last four digits and expiry, never the number). */
export const attemptFingerprint = (cart: Cart, payment: PaymentInput): string => {
  const size = 'amount' in cart ? `x${cart.amount}` : cart.terms;
  const product = cart.offerId === undefined ? `${cart.productType}:${size}` : `${cart.productType}:${size}:${cart.offerId}`;
  return payment.kind === 'saved' ? `${product}:saved` : `${product}:${lastFour(cardDigits(payment.card.number) ?? '')}:${payment.card.expMonth}/${payment.card.expYear}`;
};

export class CheckoutUseCase {
  constructor(private readonly deps: CheckoutDeps) {}

  /** Chooses what to buy (a paywall's choice), from where. */
  choose(cart: Cart, from: string | null): void {
    this.deps.store.dispatch({ type: 'addToCart', cart, from });
  }

  async buy(payment: PaymentInput): Promise<Result<CheckoutOutcome, ApiFailure | { readonly code: 'PURCHASE.BUSY' }>> {
    const { store, api, ids } = this.deps;
    const state = store.state.value;
    const cart = state.cart;
    if (cart === null || isCheckoutBusy(state.step)) return err({ code: 'PURCHASE.BUSY' });
    const fingerprint = attemptFingerprint(cart, payment);
    const key = state.attemptKey !== null && state.attemptFingerprint === fingerprint ? state.attemptKey : ids.next();
    store.dispatch({ type: 'attempt', key, fingerprint });
    store.dispatch({ type: 'post' });
    const answer = await api.purchase({ cart, idempotencyKey: key, payment });
    if (!answer.ok) {
      store.dispatch({ type: 'error', kind: 'checkout', error: answer.error, retryable: isRetryable(answer.error) });
      this.track('failure', cart);
      return answer;
    }
    if (answer.value.status === 'challenge') {
      store.dispatch({ type: 'threeDsRequired', challenge: answer.value.challenge });
      this.track('challenge', cart);
      return ok({ kind: 'challenge', challenge: answer.value.challenge });
    }
    store.dispatch({ type: 'success', receipt: answer.value.receipt });
    this.track('purchase', cart, answer.value.receipt);
    this.deps.onGranted?.(answer.value.receipt);
    return ok({ kind: 'succeeded', receipt: answer.value.receipt });
  }

  /** PUR-22: the member's answer to the issuer's challenge completes (or fails) the pending payment. */
  async answerChallenge(response: string): Promise<Result<Receipt, ApiFailure | { readonly code: 'PURCHASE.NO_CHALLENGE' }>> {
    const { store, api } = this.deps;
    const step = store.state.value.step;
    if (step.kind !== 'challenge') return err({ code: 'PURCHASE.NO_CHALLENGE' });
    store.dispatch({ type: 'threeDsSubmit' });
    const done = await api.completeChallenge(step.challenge.purchaseId, step.challenge.transactionId, response);
    const cart = store.state.value.cart;
    if (!done.ok) {
      store.dispatch({ type: 'error', kind: 'checkout', error: done.error, retryable: false });
      if (cart !== null) this.track('failure', cart);
      return done;
    }
    store.dispatch({ type: 'success', receipt: done.value });
    if (cart !== null) this.track('purchase', cart, done.value);
    this.deps.onGranted?.(done.value);
    return done;
  }

  /**
   * PUR-36: one analytics item per outcome, priced from the tier tables or the packs (the regular price is `basePrice`);
   * paid on `platform` (the checkout's own, or PUR-19's `web_braintree_paypal` for the alternate payments).
   */
  track(action: PurchaseAnalyticsAction, cart: Cart, receipt?: Receipt, platform?: PaymentPlatform): void {
    const { analytics, store, promoCode } = this.deps;
    if (analytics === undefined) return;
    const regular =
      'amount' in cart
        ? store.consumables.value?.packs.find((p) => p.productType === cart.productType && p.amount === cart.amount)
        : isSubscriptionCart(cart)
          ? store.subscriptions.value?.products.find((p) => p.productType === cart.productType && p.terms === cart.terms)
          : store.tiers.value?.find((t) => t.tier === cart.productType)?.prices.find((p) => p.terms === cart.terms);
    const state = store.state.value;
    analytics.track(
      purchaseAnalyticsItem({
        action,
        cart,
        ...(receipt === undefined ? {} : { receipt }),
        basePrice: regular?.price ?? 0,
        currency: regular?.currency ?? 'USD',
        paymentMethod: platform ?? state.paymentMethod,
        promoCode: promoCode?.() ?? null,
        from: state.from,
      }),
    );
  }

  /** The member closed the challenge: nothing is charged, the next attempt is a new one, and the server forgets it. */
  async cancelChallenge(): Promise<void> {
    const step = this.deps.store.state.value.step;
    if (step.kind !== 'challenge') return;
    this.deps.store.dispatch({ type: 'threeDsCancel' });
    await this.deps.api.cancelChallenge(step.challenge.purchaseId, step.challenge.transactionId);
  }

  /**
   * PL-09: after sign-in, a purchase left at its 3-D Secure challenge is put back in the checkout, challenge open;
   * true when there is one (the caller then opens the checkout).
   */
  async resumePending(): Promise<Result<boolean, ApiFailure>> {
    const pending = await this.deps.api.pendingChallenge();
    if (!pending.ok) return pending;
    if (pending.value === null || isCheckoutBusy(this.deps.store.state.value.step)) return ok(false);
    this.deps.store.dispatch({ type: 'threeDsResumed', cart: pending.value.cart, challenge: pending.value.challenge });
    return ok(true);
  }

  /** PUR-23: the tax for a zip (a zip too short to look up clears it). */
  async fetchTax(zip: string): Promise<void> {
    const { store, api } = this.deps;
    const cart = store.state.value.cart;
    if (cart === null || !/^\d{5}$/.test(zip)) {
      store.dispatch({ type: 'taxCleared' });
      return;
    }
    const tax = await api.tax(zip, cart);
    store.dispatch(tax.ok ? { type: 'taxFetched', tax: tax.value } : { type: 'taxCleared' });
  }
}
