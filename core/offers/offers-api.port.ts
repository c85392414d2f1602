import type { ApiFailure } from '../api/api-failure';
import type { Result } from '../shared';
import type { Incentive } from './incentives';
import type { Offer } from './offer';

/** PUR-07: how an offer was seen: the intro price shown (`introPriceViewed`) or an offer marked seen (`setOfferSeen`). */
export type OfferView = { readonly kind: 'intro_price'; readonly offerId: string } | { readonly kind: 'seen'; readonly offerId: string; readonly discountId?: string };

/** What the offers module needs from the provider (PUR-07, PUR-39). */
export interface OffersApiPort {
  /** `POST /purchase/offer`: the member's current offers. */
  offers(): Promise<Result<readonly Offer[], ApiFailure>>;
  /** `POST /v1/paywall/offers`: the offers a paywall shows. */
  paywallOffers(): Promise<Result<readonly Offer[], ApiFailure>>;
  /** `POST /purchase/offer/view`. */
  view(view: OfferView): Promise<Result<void, ApiFailure>>;
  /** `claimOffer`: takes a discount offer for the next term (40048 without a saved card). */
  claim(offerId: string): Promise<Result<Offer, ApiFailure>>;
  /** `POST /v2/purchase/discount/view`: the discount banner was shown (PUR-39). */
  discountViewed(offerId: string | null): Promise<Result<void, ApiFailure>>;
  /** PUR-15 `POST /v2/incentives/eligibility`: a promo code's campaign for the member. */
  eligibility(promoCode: string): Promise<Result<Incentive, ApiFailure>>;
  /** PUR-15 `POST /v2/incentives/redeem`: the member takes the campaign; its offer is made. */
  redeem(promoCode: string): Promise<Result<Incentive, ApiFailure>>;
  /** PUR-15 `POST /v2/incentives/intro-price`: the member's own intro price as an incentive. */
  introPrice(): Promise<Result<Incentive, ApiFailure>>;
}
