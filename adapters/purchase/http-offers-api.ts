import type { HttpPort } from '../../core/api';
import { apiFailure } from '../../core/api/api-failure';
import { readIncentive, readOffer, type Offer, type OfferView, type OffersApiPort, type RemoteCheckoutApiPort } from '../../core/offers';
import { err, ok } from '../../core/shared';

type Json = Record<string, unknown>;
const offersOf = (raw: unknown): Offer[] => (Array.isArray(raw) ? raw.map(readOffer).filter((o): o is Offer => o !== null) : []);

/** The offer endpoints over HTTP (docs/api.md, "Offers"). */
export class HttpOffersApi implements OffersApiPort {
  constructor(private readonly http: HttpPort) {}

  async offers() {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/offer', auth: true, body: { kind: 'json', value: {} } });
    return answer.ok ? ok(offersOf(answer.value['offers'])) : answer;
  }

  async paywallOffers() {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v1/paywall/offers', auth: true, body: { kind: 'json', value: {} } });
    return answer.ok ? ok(offersOf(answer.value['offers'])) : answer;
  }

  async view(view: OfferView) {
    const value = view.kind === 'intro_price' ? { offer_id: view.offerId, type: 'intro_price' } : { offer_id: view.offerId, type: 'seen', ...(view.discountId ? { discount_id: view.discountId } : {}) };
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/offer/view', auth: true, body: { kind: 'json', value } });
    return answer.ok ? ok(undefined) : answer;
  }

  async claim(offerId: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/purchase/offer/claim', auth: true, body: { kind: 'json', value: { offer_id: offerId } } });
    if (!answer.ok) return answer;
    const offer = readOffer(answer.value['offer']);
    return offer === null ? ok(readOffer({ offer_id: offerId, product_type: 'subscription', offer_type: 'DISCOUNT' })!) : ok(offer);
  }

  async discountViewed(offerId: string | null) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/purchase/discount/view', auth: true, body: { kind: 'json', value: offerId === null ? {} : { offer_id: offerId } } });
    return answer.ok ? ok(undefined) : answer;
  }

  eligibility(promoCode: string) {
    return this.#incentive('/v2/incentives/eligibility', promoCode);
  }

  redeem(promoCode: string) {
    return this.#incentive('/v2/incentives/redeem', promoCode);
  }

  introPrice() {
    return this.#incentive('/v2/incentives/intro-price');
  }

  async #incentive(path: string, promoCode?: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path, auth: true, ...(promoCode === undefined ? {} : { body: { kind: 'json', value: { promoCode } } }) });
    if (!answer.ok) return answer;
    const incentive = readIncentive(answer.value);
    return incentive === null ? err(apiFailure.badResponse(200, path)) : ok(incentive);
  }
}

/** PUR-42..45: the remote checkout's calls, made with the native app's token before the web app is signed in. */
export class HttpRemoteCheckoutApi implements RemoteCheckoutApiPort {
  constructor(private readonly http: HttpPort) {}

  async memberOf(token: string) {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/profile', auth: false, headers: { 'X-Auth-Token': token } });
    if (!answer.ok) return answer;
    const user = answer.value['user'];
    const id = typeof user === 'object' && user !== null ? (user as Json)['_id'] : undefined;
    return typeof id === 'string' && id !== '' ? ok({ userId: id }) : err(apiFailure.badResponse(200, '/v2/profile'));
  }

  async products(token: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v1/paywall/offers', auth: false, headers: { 'X-Auth-Token': token }, body: { kind: 'json', value: {} } });
    return answer.ok ? ok(offersOf(answer.value['offers'])) : answer;
  }
}
