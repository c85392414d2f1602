/**
 * core/purchase — tiers, consumable packs and their checkout (PUR-05, PUR-18..29, PUR-33).
 * Owns: card brands and numbers (PUR-20), payment platforms (PUR-19), the Brazilian CPF rule (PUR-24), the purchase
 * state and its actions (PUR-18, PUR-21) with errors per kind (PUR-33), the checkout with its 3-D Secure steps and
 * idempotent retries (PUR-22, PUR-23), the subscription settings (PUR-25..29), the alternate payments (PayPal, PUR-30),
 * the dynamic paywall (PUR-35, MISC-02).
 * Needs: PurchaseApiPort, DynamicUiPort, IdGenerator (idempotency keys). Exposes: the rules, PurchaseStore, the use-cases and the
 * PURCHASE tokens; an in-memory card processor under ./testing.
 */
import { token } from '../shared';
import type { CheckoutUseCase } from './checkout.use-case';
import type { DynamicPaywallUseCase, DynamicUiPort } from './dynamic-paywall';
import type { PurchaseApiPort } from './purchase-api.port';
import type { PurchaseStore } from './purchase.store';
import type { SubscriptionUseCase } from './subscription.use-case';
import type { AlternatePaymentPort, AlternatePaymentUseCase } from './alternate-payment';

export * from './card';
export * from './platform';
export * from './cpf';
export * from './test-cards';
export * from './card-discount';
export * from './card-page';
export * from './purchase-state';
export * from './consumables';
export * from './subscriptions';
export type { ConsumablesCatalogue } from './consumables';
export type { CardInput, PaymentInput, PaymentMethods, PendingChallenge, PurchaseAnswer, PurchaseApiPort, PurchaseRequest, TierOffer } from './purchase-api.port';
export { PurchaseStore } from './purchase.store';
export * from './purchase-analytics';
export * from './checkout-destination';
export * from './modal-kinds';
export * from './dynamic-paywall';
export { CheckoutUseCase, attemptFingerprint, isRetryable, type CheckoutDeps, type CheckoutOutcome } from './checkout.use-case';
export { SubscriptionUseCase } from './subscription.use-case';
export * from './alternate-payment';

export const PURCHASE = {
  Api: token<PurchaseApiPort>('purchase.Api'),
  Store: token<PurchaseStore>('purchase.Store'),
  Checkout: token<CheckoutUseCase>('purchase.Checkout'),
  Subscription: token<SubscriptionUseCase>('purchase.Subscription'),
  /** PUR-30: PayPal through the Braintree-like provider (the alternate payments modal). */
  AlternateApi: token<AlternatePaymentPort>('purchase.AlternateApi'),
  AlternatePayment: token<AlternatePaymentUseCase>('purchase.AlternatePayment'),
  /** MISC-02: the provider's dynamic UI content. */
  DynamicUi: token<DynamicUiPort>('purchase.DynamicUi'),
  /** PUR-35: the dynamic paywall of a feature. */
  DynamicPaywall: token<DynamicPaywallUseCase>('purchase.DynamicPaywall'),
} as const;
