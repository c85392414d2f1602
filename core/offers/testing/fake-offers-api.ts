/**
 * An in-memory provider behind OffersApiPort, with the server's rules: a claim needs a saved card (40048), a
 * claimed offer says so; every view is recorded.
 */
import type { ApiFailure } from '../../api/api-failure';
import { serverFailure } from '../../api/testing/server-failure';
import { err, ok, type Result } from '../../shared';
import { CLAIM_CARD_MISSING_CODE } from '../claim';
import { readIncentive, type Incentive } from '../incentives';
import { readOffer, type Offer } from '../offer';
import type { OfferView, OffersApiPort } from '../offers-api.port';

/** An offer from a few fields (the rest take the model's defaults). */
export const fakeOffer = (fields: Record<string, unknown>): Offer => {
  const offer = readOffer(fields);
  if (offer === null) throw new Error('not an offer');
  return offer;
};

export class FakeOffersApi implements OffersApiPort {
  offersList: Offer[] = [];
  hasCard = false;
  /** The next call fails with this (once). */
  nextFailure: ApiFailure | null = null;
  readonly views: OfferView[] = [];
  readonly discountViews: Array<string | null> = [];
  readonly claimed: string[] = [];

  #fail(): ApiFailure | null {
    const failure = this.nextFailure;
    this.nextFailure = null;
    return failure;
  }

  async offers(): Promise<Result<readonly Offer[], ApiFailure>> {
    const failure = this.#fail();
    return failure ? err(failure) : ok([...this.offersList]);
  }

  async paywallOffers(): Promise<Result<readonly Offer[], ApiFailure>> {
    return this.offers();
  }

  async view(view: OfferView): Promise<Result<void, ApiFailure>> {
    const failure = this.#fail();
    if (failure) return err(failure);
    this.views.push(view);
    return ok(undefined);
  }

  async claim(offerId: string): Promise<Result<Offer, ApiFailure>> {
    const failure = this.#fail();
    if (failure) return err(failure);
    const offer = this.offersList.find((o) => o.offerId === offerId);
    if (!offer) return err(serverFailure(404, 40400, 'No such offer'));
    if (!this.hasCard) return err(serverFailure(400, CLAIM_CARD_MISSING_CODE, 'No saved card'));
    this.claimed.push(offerId);
    return ok(offer);
  }

  async discountViewed(offerId: string | null): Promise<Result<void, ApiFailure>> {
    this.discountViews.push(offerId);
    return ok(undefined);
  }

  /** PUR-15: the campaigns by code, as the provider answers them (`incentivesType`, `eligible`, `offers`…). */
  incentives: Record<string, Record<string, unknown>> = {};
  readonly redeemed: string[] = [];

  async eligibility(promoCode: string): Promise<Result<Incentive, ApiFailure>> {
    const failure = this.#fail();
    if (failure) return err(failure);
    const incentive = readIncentive(this.incentives[promoCode.toUpperCase()]);
    return incentive === null ? err(serverFailure(404, 40400, 'No such promo code')) : ok(incentive);
  }

  /** PUR-15: the member's intro price as the intro-price route answers it (not eligible when unset). */
  introPriceIncentive: Record<string, unknown> = { incentivesType: 'intro_price', eligible: false, isIntroPrice: true, offers: [] };
  readonly introPriceAsked: number[] = [];

  async introPrice(): Promise<Result<Incentive, ApiFailure>> {
    const failure = this.#fail();
    if (failure) return err(failure);
    this.introPriceAsked.push(this.introPriceAsked.length + 1);
    return ok(readIncentive(this.introPriceIncentive)!);
  }

  async redeem(promoCode: string): Promise<Result<Incentive, ApiFailure>> {
    const answer = await this.eligibility(promoCode);
    if (!answer.ok) return answer;
    if (!answer.value.eligible) return err(serverFailure(409, 40900, 'Not for this account'));
    this.redeemed.push(answer.value.code);
    return answer;
  }
}
