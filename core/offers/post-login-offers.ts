/**
 * PL-13's offer candidates: what the provider put before the member to be shown after their sign-in. The first is
 * the incentive or intro-price redemption (the member is eligible for their intro price and it is prompted), the
 * fourth the consumable discount (an open, prompted bundle offer). Offers made only because the member asked for
 * them are never prompted, so a member is not shown an offer at every sign-in (docs/decisions.md PL-13).
 */
import type { ApiFailure } from '../api/api-failure';
import { err, ok, type Clock, type KeyValueStorage, type Result } from '../shared';
import { showsConsumableDiscount } from './discount-banner';
import type { Incentive } from './incentives';
import { isOpen, type Offer } from './offer';
import type { OffersApiPort } from './offers-api.port';

/** PL-13: the incentive applies while the member is eligible for it and its offer is prompted. */
export const promptedIncentive = (incentive: Incentive): boolean => incentive.eligible && incentive.offer !== null && incentive.offer.prompt;

/** PL-13, PUR-40: the member's open, prompted bundle offer (the consumable discount), or null. */
export const promptedBundle = (offers: readonly Offer[], now: number): Offer | null =>
  offers.find((o) => o.offerType === 'BUNDLE_OFFER' && o.prompt && o.bundle.length > 0 && isOpen(o, now)) ?? null;

/** What the provider holds for the member's post-login modal. */
export interface PostLoginOffers {
  /** The incentive or intro price to redeem, or null. */
  readonly incentive: Incentive | null;
  /** The consumable discount offer, or null. */
  readonly bundle: Offer | null;
}

export interface PostLoginOffersDeps {
  readonly api: OffersApiPort;
  readonly clock: Clock;
  /** A failure to read one of them: that candidate does not apply. */
  readonly onFailure: (what: 'incentive' | 'offers', failure: ApiFailure) => void;
  /** PUR-40: whether a prompted bundle may show now (ConsumableDiscountUseCase.shows); every prompted one when absent. */
  readonly bundleShows?: (bundle: Offer) => Promise<boolean>;
}

/** PL-13: asks the provider for the offer candidates, both at once; a candidate that cannot be read does not apply. */
export const readPostLoginOffers = async ({ api, clock, onFailure, bundleShows }: PostLoginOffersDeps): Promise<PostLoginOffers> => {
  const [incentive, offers] = await Promise.all([api.introPrice(), api.offers()]);
  const now = clock.now();
  const read = <T>(what: 'incentive' | 'offers', answer: Result<T, ApiFailure>): T | null => {
    if (answer.ok) return answer.value;
    onFailure(what, answer.error);
    return null;
  };
  const heldIncentive = read('incentive', incentive);
  const bundle = promptedBundle(read('offers', offers) ?? [], now);
  return {
    incentive: heldIncentive !== null && promptedIncentive(heldIncentive) ? heldIncentive : null,
    bundle: bundle !== null && (bundleShows === undefined || (await bundleShows(bundle))) ? bundle : null,
  };
};

/** PUR-40: the configured interval between two showings of the consumable discount: a day (docs/decisions.md PUR-40). */
export const CONSUMABLE_DISCOUNT_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Where the last showing of the consumable discount is kept on the device. */
export const CONSUMABLE_DISCOUNT_STORAGE_KEY = 'spark.consumableDiscount.v1';

export interface ConsumableDiscountDeps {
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** How many of a consumable the member holds (null when it cannot be read: the offer does not show). */
  readonly held: (productType: string) => Promise<number | null>;
  readonly intervalMs?: number;
}

/**
 * PUR-40: the consumable discount (a bundle offer) shows at most once per interval, and only while the member holds
 * few of the bundle's first product (CONSUMABLE_LOW_THRESHOLD or fewer); when it was last shown is kept on the device.
 */
export class ConsumableDiscountUseCase {
  constructor(private readonly deps: ConsumableDiscountDeps) {}

  async shows(bundle: Offer): Promise<boolean> {
    const product = bundle.bundle[0]?.productType;
    if (product === undefined) return false;
    const [remaining, lastShownAt] = await Promise.all([this.deps.held(product), this.#lastShownAt()]);
    if (remaining === null) return false;
    return showsConsumableDiscount({ remaining, intervalMs: this.deps.intervalMs ?? CONSUMABLE_DISCOUNT_INTERVAL_MS, lastShownAt, now: this.deps.clock.now() });
  }

  /** The offer was shown now. */
  async shown(): Promise<void> {
    await this.deps.storage.setItem(CONSUMABLE_DISCOUNT_STORAGE_KEY, String(this.deps.clock.now()));
  }

  async #lastShownAt(): Promise<number | null> {
    const raw = await this.deps.storage.getItem(CONSUMABLE_DISCOUNT_STORAGE_KEY);
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  }
}

/** PL-13, PUR-35: what the incentive redemption modal shows and redeems (its `props`). Prices in cents. */
export interface IncentiveModalProps {
  readonly incentivesType: Incentive['incentivesType'];
  /** The promo code redeemed, or '' for the member's own intro price. */
  readonly code: string;
  readonly productType: string;
  readonly terms: number;
  readonly price: number;
  readonly originalPrice: number;
  readonly currency: string;
  readonly offerId: string;
}

/** The modal's props of an incentive whose offer names its price; null when it names none (nothing to show). */
export const incentiveModalProps = (incentive: Incentive): IncentiveModalProps | null => {
  const offer = incentive.offer;
  if (offer === null || offer.price === null || offer.offerId === null) return null;
  return {
    incentivesType: incentive.incentivesType,
    code: incentive.code,
    productType: offer.productType,
    terms: offer.amount,
    price: offer.price,
    originalPrice: offer.originalPrice ?? offer.price,
    currency: offer.currency,
    offerId: offer.offerId,
  };
};

/** Reads the modal's props back (they travel through the modal queue as plain data); null when they are not whole. */
export const readIncentiveModalProps = (props: Readonly<Record<string, unknown>>): IncentiveModalProps | null => {
  const { incentivesType, code, productType, terms, price, originalPrice, currency, offerId } = props;
  if (incentivesType !== 'free_trial' && incentivesType !== 'intro_price') return null;
  if (typeof code !== 'string' || typeof productType !== 'string' || typeof currency !== 'string' || typeof offerId !== 'string') return null;
  if (typeof terms !== 'number' || typeof price !== 'number' || typeof originalPrice !== 'number') return null;
  return { incentivesType, code, productType, terms, price, originalPrice, currency, offerId };
};

/** Why a redemption did not go through: the provider's failure, or the incentive is no longer the member's. */
export type RedeemIncentiveFailure = ApiFailure | { readonly kind: 'not-eligible'; readonly code: 'OFFERS.NOT_ELIGIBLE' };

/**
 * PL-13, PUR-15: "Redeem": a promo code's incentive is redeemed (`POST /v2/incentives/redeem`), the member's own
 * intro price asked again (`POST /v2/incentives/intro-price`); answers the product and terms to buy at the
 * incentive's price (the checkout buys them at the member's offer, a free trial at 0).
 */
export const redeemIncentive = async (api: OffersApiPort, incentive: IncentiveModalProps): Promise<Result<{ readonly productType: string; readonly terms: number }, RedeemIncentiveFailure>> => {
  const answer = incentive.code === '' ? await api.introPrice() : await api.redeem(incentive.code);
  if (!answer.ok) return answer;
  const offer = answer.value.offer;
  if (!answer.value.eligible || offer === null) return err({ kind: 'not-eligible', code: 'OFFERS.NOT_ELIGIBLE' } as const);
  return ok({ productType: offer.productType, terms: offer.amount });
};
