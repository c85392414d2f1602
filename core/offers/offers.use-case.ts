/**
 * The member's offers (PUR-07): loads them, reports an offer seen (`introPriceViewed`, `setOfferSeen`) and
 * claims one (`claimOffer`) with its notice: success for 8 s (PUR-13), or the error's notice (PUR-14).
 */
import type { ApiFailure } from '../api/api-failure';
import { ok, type Result, type Scheduler, type TimerHandle } from '../shared';
import { CLAIM_SUCCESS_NOTICE, CLAIM_SUCCESS_NOTICE_MS, claimErrorNotice } from './claim';
import type { Offer } from './offer';
import type { OffersApiPort } from './offers-api.port';
import type { OffersStore } from './offers.store';

export interface OffersDeps {
  readonly api: OffersApiPort;
  readonly store: OffersStore;
  readonly scheduler: Scheduler;
}

export class OffersUseCase {
  #noticeTimer: TimerHandle | null = null;

  constructor(private readonly deps: OffersDeps) {}

  /** `POST /purchase/offer`: the member's current offers into the store. */
  async load(): Promise<Result<readonly Offer[], ApiFailure>> {
    const offers = await this.deps.api.offers();
    if (offers.ok) this.deps.store.setOffers(offers.value);
    return offers;
  }

  /** PUR-07: the paywall showed this offer (an intro price is `introPriceViewed`, any other `setOfferSeen`). */
  async viewed(offer: Offer): Promise<Result<void, ApiFailure>> {
    return this.deps.api.view(offer.offerType === 'INTRO_PRICE' ? { kind: 'intro_price', offerId: offer.offerId } : { kind: 'seen', offerId: offer.offerId, ...(offer.offerType === 'DISCOUNT' ? { discountId: offer.offerId } : {}) });
  }

  /** PUR-07 `claimOffer`, PUR-13, PUR-14: claims and tells the member how it went. */
  async claim(offerId: string): Promise<Result<Offer, ApiFailure>> {
    const { api, store, scheduler } = this.deps;
    this.#clearTimer();
    const claimed = await api.claim(offerId);
    if (!claimed.ok) {
      // An HTTP failure's code is the provider's code when it gave one (apiFailure.http).
      store.setNotice(claimErrorNotice(claimed.error.code));
      return claimed;
    }
    store.setOffers((store.offers.peek() ?? []).map((o) => (o.offerId === offerId ? claimed.value : o)));
    store.setNotice(CLAIM_SUCCESS_NOTICE);
    this.#noticeTimer = scheduler.setTimeout(() => {
      this.#noticeTimer = null;
      store.setNotice(null);
    }, CLAIM_SUCCESS_NOTICE_MS);
    return ok(claimed.value);
  }

  /** The member closed the notice. */
  dismissNotice(): void {
    this.#clearTimer();
    this.deps.store.setNotice(null);
  }

  #clearTimer(): void {
    if (this.#noticeTimer !== null) this.deps.scheduler.clearTimeout(this.#noticeTimer);
    this.#noticeTimer = null;
  }
}
