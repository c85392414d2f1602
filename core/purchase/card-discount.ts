/**
 * PUR-10: the card discount (docs/decisions.md PUR-10). A payment by card (a new card or the saved one) costs
 * `CARD_DISCOUNT_PERCENT` per cent less than the listed price; PayPal pays the listed price. Amounts are integers in
 * the currency's minor unit (cents). The discount is the listed price times the percentage, rounded half up to the
 * minor unit (a half cent goes to the member); the card price is the listed price less the discount, so the two always
 * add up to the listed price. The tax is then taken on the card price (server/purchase/tax.ts).
 */

/** PUR-10: the "cc discount" constant, a percentage off a card payment. */
export const CARD_DISCOUNT_PERCENT = 10;

/** The discount of a card payment on `listed` (minor units), rounded half up to the minor unit. */
export const cardDiscount = (listed: number, percent: number = CARD_DISCOUNT_PERCENT): number => {
  if (!Number.isSafeInteger(listed) || listed <= 0) return 0;
  const rate = Math.min(100, Math.max(0, Math.trunc(percent)));
  return Math.floor((listed * rate + 50) / 100);
};

/** What a card pays for a price listed at `listed` (minor units): the listed price less the card discount. */
export const cardPrice = (listed: number, percent: number = CARD_DISCOUNT_PERCENT): number => (!Number.isSafeInteger(listed) || listed <= 0 ? 0 : listed - cardDiscount(listed, percent));

/** How a payment is made, as far as its price goes: a card is discounted, PayPal is not. */
export type PricedPaymentKind = 'card' | 'paypal';

/** The price a payment of `kind` pays for `listed`, with its discount (0 for PayPal). */
export const priceByPayment = (listed: number, kind: PricedPaymentKind): { readonly listed: number; readonly discount: number; readonly price: number } => {
  const discount = kind === 'card' ? cardDiscount(listed) : 0;
  return { listed, discount, price: listed - discount };
};
