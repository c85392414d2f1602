/**
 * Consumables (PUR-05): boosts, super boosts, primetime boosts, super likes, swipe notes, bouncer bypasses and read
 * receipts (CHAT-08) sold in packs through the same checkout as the tiers; a bundle offer (`consumable`) sells
 * several at once. A pack's price per unit falls with its size; the saving is shown against the single unit.
 */
import type { Cart, PackCart, ProductTier } from './purchase-state';

export const CONSUMABLE_PRODUCTS = ['superlike', 'boost', 'superboost', 'primetimeboost', 'swipenote', 'bouncerbypass', 'readreceipt'] as const;
export type ConsumableProduct = (typeof CONSUMABLE_PRODUCTS)[number];
/** A pack on sale: `amount` units for `price` cents. */
export interface Pack {
  readonly productType: ConsumableProduct;
  readonly amount: number;
  readonly price: number;
  readonly currency: string;
}

export type Holdings = Readonly<Record<ConsumableProduct, number>>;

export const NO_HOLDINGS: Holdings = { superlike: 0, boost: 0, superboost: 0, primetimeboost: 0, swipenote: 0, bouncerbypass: 0, readreceipt: 0 };

/** The packs on sale and what the member holds. */
export interface ConsumablesCatalogue {
  readonly packs: readonly Pack[];
  readonly held: Holdings;
}

export const isConsumableProduct = (value: string | null | undefined): value is ConsumableProduct => value != null && (CONSUMABLE_PRODUCTS as readonly string[]).includes(value);

export const isPackCart = (cart: Cart): cart is PackCart => 'amount' in cart;

/** A tier (Plus, Gold, Platinum) rather than a pack, a bundle or a subscription product. */
export const isTierProduct = (value: string): value is ProductTier => value === 'plus' || value === 'gold' || value === 'platinum';

/** A product's packs, smallest first. */
export const packsOf = (packs: readonly Pack[], product: ConsumableProduct): Pack[] => packs.filter((p) => p.productType === product).sort((a, b) => a.amount - b.amount);

/** A pack's price per unit, in whole cents. */
export const pricePerUnit = (pack: Pick<Pack, 'price' | 'amount'>): number => Math.round(pack.price / Math.max(1, pack.amount));

/**
 * How much less a unit costs in this pack than bought alone, in whole percent (rounded down: never more than it
 * saves); 0 without a single-unit pack to compare with, or when it saves nothing.
 */
export const packSaving = (pack: Pick<Pack, 'price' | 'amount'>, single: Pick<Pack, 'price' | 'amount'> | undefined): number => {
  if (single === undefined || single.amount !== 1 || single.price <= 0) return 0;
  const full = single.price * pack.amount;
  return pack.price >= full ? 0 : Math.floor(((full - pack.price) * 100) / full);
};
