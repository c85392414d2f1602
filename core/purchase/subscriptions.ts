/**
 * PUR-31: the subscriptions sold beside the tiers (the boost subscription): the terms on sale with their boosts a
 * month, and the member's live subscriptions as the server holds them
 * (`{id, expire_date, is_auto_renewing, platform, product_type, pending_sub_offer.offer_discount_percentage}`).
 */
import type { Cart, Terms } from './purchase-state';

/** PUR-05, PUR-31: the subscription products other than the tiers. */
export const SUBSCRIPTION_PRODUCTS = ['boost_subscription'] as const;
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];

export const isSubscriptionProduct = (value: string | null | undefined): value is SubscriptionProduct => value != null && (SUBSCRIPTION_PRODUCTS as readonly string[]).includes(value);

/** A subscription product for a term (it has no offer at checkout). */
export interface SubscriptionCart {
  readonly productType: SubscriptionProduct;
  readonly terms: Terms;
  readonly offerId?: undefined;
}

export const isSubscriptionCart = (cart: Cart): cart is SubscriptionCart => isSubscriptionProduct(cart.productType);

/** A term of a subscription product on sale; the price in cents for the whole term. */
export interface SubscriptionTerm {
  readonly productType: SubscriptionProduct;
  readonly terms: Terms;
  readonly price: number;
  readonly currency: string;
  readonly boostsPerMonth: number;
}

/** A live subscription of the member (a tier or a subscription product). */
export interface HeldSubscription {
  readonly id: string;
  /** Epoch ms. */
  readonly expireDate: number;
  readonly isAutoRenewing: boolean;
  readonly platform: string;
  readonly productType: string;
  readonly terms: Terms;
  /** `pending_sub_offer.offer_discount_percentage`: the discount on the next renewal, when an offer was claimed. */
  readonly pendingDiscountPercentage?: number;
}

export interface SubscriptionsCatalogue {
  readonly products: readonly SubscriptionTerm[];
  readonly held: readonly HeldSubscription[];
}

/** The terms of one product, shortest first. */
export const termsOf = (catalogue: SubscriptionsCatalogue, product: SubscriptionProduct): SubscriptionTerm[] =>
  catalogue.products.filter((p) => p.productType === product).sort((a, b) => a.terms - b.terms);

/** The member's live subscription of one product, if any. */
export const heldOf = (catalogue: SubscriptionsCatalogue, product: SubscriptionProduct): HeldSubscription | undefined => catalogue.held.find((s) => s.productType === product);
