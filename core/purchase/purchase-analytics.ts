/**
 * PUR-36: the purchase analytics item, with exactly the spec's fields; PUR-41: the upsell trackers.
 */
import type { PaymentPlatform } from './platform';
import type { Cart, Receipt } from './purchase-state';

export type PurchaseAnalyticsAction = 'purchase' | 'challenge' | 'failure';

/** PUR-36. Prices in cents; `duration` in months (the term; 0 for a pack of consumables, which has none). */
export interface PurchaseAnalyticsItem {
  readonly action: PurchaseAnalyticsAction;
  readonly amount: number;
  readonly basePrice: number;
  readonly currency: string;
  readonly duration: number;
  readonly paymentMethod: PaymentPlatform;
  readonly promoCode: string | null;
  readonly sku: string;
  readonly pageType: string | null;
  readonly upsell: boolean;
  readonly type: 'subscription' | 'consumable';
}

/** Where purchase analytics items go. */
export interface PurchaseAnalyticsPort {
  track(item: PurchaseAnalyticsItem): void;
}

/** A tier's sku for a term, as the provider names it (`gold_6m`); a pack's, its product and size (`superlike_5`). */
export const skuOf = (cart: Cart): string => ('amount' in cart ? `${cart.productType}_${cart.amount}` : `${cart.productType}_${cart.terms}m`);

/**
 * PUR-36: the item of a checkout step: what was bought (`sku`, `duration`, `type`), at what price (`amount` charged or
 * asked, `basePrice` the regular price, `currency`), how (`paymentMethod`), with which `promoCode`, from which page
 * (`pageType`, the paywall's feature) and whether an upsell led there (`upsell`: opened from a paywall, not by choice).
 */
export const purchaseAnalyticsItem = (input: {
  readonly action: PurchaseAnalyticsAction;
  readonly cart: Cart;
  readonly receipt?: Receipt;
  readonly basePrice: number;
  readonly currency: string;
  readonly paymentMethod: PaymentPlatform;
  readonly promoCode: string | null;
  readonly from: string | null;
}): PurchaseAnalyticsItem => ({
  action: input.action,
  amount: input.receipt?.amount ?? input.basePrice,
  basePrice: input.basePrice,
  currency: input.receipt?.currency ?? input.currency,
  duration: 'amount' in input.cart ? 0 : input.cart.terms,
  paymentMethod: input.paymentMethod,
  promoCode: input.promoCode,
  sku: skuOf(input.cart),
  pageType: input.from,
  upsell: input.from !== null && input.from !== '' && input.from !== 'promo' && input.from !== 'remote',
  type: 'amount' in input.cart ? 'consumable' : 'subscription',
});
