/**
 * The offer model (PUR-01..06, PUR-10): what a product is offered at, read from the provider's answer with the
 * spec's defaults, its price per term, the offer types and purposes, the product types and the bundle rule.
 */

/** PUR-04: the kinds of offer. */
export const OFFER_TYPES = ['INTRO_PRICE', 'DISCOUNT', 'REGULAR', 'SUB_OFFER', 'BUNDLE_OFFER'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** PUR-04: why an offer is made. */
export const OFFER_PURPOSES = ['retention', 'save', 'upgrade', 'winback'] as const;
export type OfferPurpose = (typeof OFFER_PURPOSES)[number];

/** PUR-05: what can be bought. */
export const PRODUCT_TYPES = [
  'plus',
  'gold',
  'platinum',
  'select_subscription',
  'boost',
  'bouncerbypass',
  'primetimeboost',
  'superboost',
  'superlike',
  'readreceipt',
  'swipenote',
  'priorityLikes',
  'consumable',
  'subscription',
  'boost_subscription',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** PUR-03: the values a field the provider leaves out takes. */
export const OFFER_DEFAULTS = { currency: 'USD', price: 0, taxRate: 0, duration: 0 } as const;

export const isOfferType = (value: unknown): value is OfferType => (OFFER_TYPES as readonly unknown[]).includes(value);
export const isOfferPurpose = (value: unknown): value is OfferPurpose => (OFFER_PURPOSES as readonly unknown[]).includes(value);
export const isProductType = (value: unknown): value is ProductType => (PRODUCT_TYPES as readonly unknown[]).includes(value);

/** PUR-02: the price of one term (`price / terms`); a product without terms is one term. */
export const pricePerTerm = (price: number, terms: number): number => (terms > 0 ? price / terms : price);

/** One way to pay for an offer (PUR-01 `paymentMethods`). */
export interface OfferPaymentMethod {
  readonly platform: string;
  readonly price: number;
  readonly currency: string;
  readonly offerId: string;
  readonly skuId: string;
  readonly taxRate: number;
  readonly pricePerTerm: number;
}

/** One entry of a bundle: a product and how many. */
export interface BundleEntry {
  readonly productType: ProductType;
  readonly amount: number;
}

/** PUR-01: an offer of one product. Prices are in the currency's minor unit (cents). */
export interface Offer {
  readonly productId: string;
  readonly productType: ProductType;
  readonly offerType: OfferType;
  readonly offerId: string;
  readonly price: number;
  readonly pricePerTerm: number;
  readonly terms: number;
  readonly termsUnit: string;
  readonly currency: string;
  readonly adjustmentPrice: number;
  readonly originalPrice: number;
  readonly originalProductId: string;
  readonly discount: number;
  readonly discountPercentage: number;
  readonly duration: number;
  readonly amount: number;
  readonly isPrimary: boolean;
  readonly isBaseGroup: boolean;
  readonly isReplacement: boolean;
  readonly isReplaceable: boolean;
  readonly isBestValue: boolean;
  readonly isMostPopular: boolean;
  readonly iconUrl: string;
  readonly productSignature: string;
  readonly bundle: readonly BundleEntry[];
  readonly paymentMethods: readonly OfferPaymentMethod[];
  readonly purchaseType: string;
  /** When the offer ends (ms since the epoch), or null when it does not. */
  readonly expiresAt: number | null;
  readonly purpose: OfferPurpose | null;
  /** A discount taken for the next term (PUR-07 `claimOffer`). */
  readonly claimed: boolean;
  /** PL-13: the provider put the offer before the member, to be shown after their sign-in. */
  readonly prompt: boolean;
}

type Json = Record<string, unknown>;
// A value that is no object (a list, a string, a number) has none of the fields asked for, as an empty one.
const obj = (v: unknown): Json => (v ?? {}) as Json;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const bool = (v: unknown): boolean => v === true;
const pick = (raw: Json, camel: string, snake: string): unknown => (raw[camel] !== undefined ? raw[camel] : raw[snake]);

const readPaymentMethod = (raw: unknown): OfferPaymentMethod => {
  const m = obj(raw);
  const price = num(m['price'], OFFER_DEFAULTS.price);
  return {
    platform: str(m['platform']),
    price,
    currency: str(m['currency'], OFFER_DEFAULTS.currency) || OFFER_DEFAULTS.currency,
    offerId: str(pick(m, 'offerId', 'offer_id')),
    skuId: str(pick(m, 'skuId', 'sku_id')),
    taxRate: num(pick(m, 'taxRate', 'tax_rate'), OFFER_DEFAULTS.taxRate),
    pricePerTerm: num(pick(m, 'pricePerTerm', 'price_per_term'), price),
  };
};

const readBundle = (raw: unknown): BundleEntry[] =>
  list(raw).flatMap((entry) => {
    const e = obj(entry);
    const productType = pick(e, 'productType', 'product_type');
    return isProductType(productType) ? [{ productType, amount: num(e['amount'], 0) }] : [];
  });

/**
 * Reads an offer from the provider's answer (camelCase or snake_case fields), or null when it names no known
 * product or offer type. Missing fields take PUR-03's defaults; `pricePerTerm` is PUR-02's when not given; a
 * bundle offer takes its product type and amount from its first entry (PUR-06).
 */
export const readOffer = (raw: unknown): Offer | null => {
  const o = obj(raw);
  const bundle = readBundle(o['bundle']);
  const offerType = pick(o, 'offerType', 'offer_type') ?? 'REGULAR';
  if (!isOfferType(offerType)) return null;
  const head = offerType === 'BUNDLE_OFFER' ? bundle[0] : undefined;
  const productType = head?.productType ?? pick(o, 'productType', 'product_type');
  if (!isProductType(productType)) return null;
  const price = num(o['price'], OFFER_DEFAULTS.price);
  const terms = num(o['terms'], 1);
  const expires = pick(o, 'expiresAt', 'expires_at');
  const purpose = o['purpose'];
  return {
    productId: str(pick(o, 'productId', 'product_id')),
    productType,
    offerType,
    offerId: str(pick(o, 'offerId', 'offer_id')),
    price,
    pricePerTerm: num(pick(o, 'pricePerTerm', 'price_per_term'), pricePerTerm(price, terms)),
    terms,
    termsUnit: str(pick(o, 'termsUnit', 'terms_unit'), 'month'),
    currency: str(o['currency'], OFFER_DEFAULTS.currency) || OFFER_DEFAULTS.currency,
    adjustmentPrice: num(pick(o, 'adjustmentPrice', 'adjustment_price'), 0),
    originalPrice: num(pick(o, 'originalPrice', 'original_price'), price),
    originalProductId: str(pick(o, 'originalProductId', 'original_product_id')),
    discount: num(o['discount'], 0),
    discountPercentage: num(pick(o, 'discountPercentage', 'discount_percentage'), 0),
    duration: num(o['duration'], OFFER_DEFAULTS.duration),
    amount: head?.amount ?? num(o['amount'], 0),
    isPrimary: bool(pick(o, 'isPrimary', 'is_primary')),
    isBaseGroup: bool(pick(o, 'isBaseGroup', 'is_base_group')),
    isReplacement: bool(pick(o, 'isReplacement', 'is_replacement')),
    isReplaceable: bool(pick(o, 'isReplaceable', 'is_replaceable')),
    isBestValue: bool(pick(o, 'isBestValue', 'is_best_value')),
    isMostPopular: bool(pick(o, 'isMostPopular', 'is_most_popular')),
    iconUrl: str(pick(o, 'iconUrl', 'icon_url')),
    productSignature: str(pick(o, 'productSignature', 'product_signature')),
    bundle,
    paymentMethods: list(pick(o, 'paymentMethods', 'payment_methods')).map(readPaymentMethod),
    purchaseType: str(pick(o, 'purchaseType', 'purchase_type')),
    expiresAt: typeof expires === 'string' && !Number.isNaN(Date.parse(expires)) ? Date.parse(expires) : typeof expires === 'number' ? expires : null,
    purpose: isOfferPurpose(purpose) ? purpose : null,
    claimed: bool(o['claimed']),
    prompt: bool(o['prompt']),
  };
};

/** Whether the offer is cheaper than the product's usual price (the paywall strikes the original through). */
export const isReduced = (offer: Offer): boolean => offer.originalPrice > offer.price;

/** PUR-35: the time left before an offer ends, in whole days, hours and minutes (rounded down; all 0 once it ended). */
export const timeLeft = (expiresAt: number, now: number): { readonly days: number; readonly hours: number; readonly minutes: number } => {
  const ms = Math.max(0, expiresAt - now);
  return { days: Math.floor(ms / 86_400_000), hours: Math.floor((ms % 86_400_000) / 3_600_000), minutes: Math.floor((ms % 3_600_000) / 60_000) };
};

/** Whether the offer is still open at `now`. */
export const isOpen = (offer: Offer, now: number): boolean => offer.expiresAt === null || offer.expiresAt > now;

/**
 * The offer a checkout of `productType` for `terms` months is bought at: the member's open intro price, else their
 * open discount not yet claimed for a renewal; null when the regular price applies.
 */
export const checkoutOffer = (offers: readonly Offer[], productType: string, terms: number, now: number): Offer | null => {
  const fits = (o: Offer) => o.productType === productType && o.terms === terms && isOpen(o, now) && isReduced(o);
  return offers.find((o) => o.offerType === 'INTRO_PRICE' && fits(o)) ?? offers.find((o) => o.offerType === 'DISCOUNT' && !o.claimed && fits(o)) ?? null;
};
