import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ClaimNotice } from './claim';
import type { DiscountBannerViews } from './discount-banner';
import type { Offer } from './offer';

/** The member's offers, the claim notice and the discount banner's views, as signals. */
export class OffersStore {
  readonly #offers = signal<readonly Offer[] | null>(null);
  readonly #notice = signal<ClaimNotice | null>(null);
  readonly #banner = signal<DiscountBannerViews>({ views: 0, lastShownAt: null });
  /** The member's current offers, once loaded. */
  readonly offers: ReadonlySignal<readonly Offer[] | null> = this.#offers;
  /** The notice after a claim (PUR-13, PUR-14), until it is dismissed or times out. */
  readonly notice: ReadonlySignal<ClaimNotice | null> = this.#notice;
  readonly banner: ReadonlySignal<DiscountBannerViews> = this.#banner;
  /** The discount offer the banner stands for, if any (PUR-37's eligibility). */
  // Stryker disable next-line ArrayDeclaration: a list of anything but offers finds no DISCOUNT either
  readonly discountOffer = computed(() => (this.#offers.value ?? []).find((o) => o.offerType === 'DISCOUNT') ?? null);

  setOffers(offers: readonly Offer[]): void {
    this.#offers.value = offers;
  }

  setNotice(notice: ClaimNotice | null): void {
    this.#notice.value = notice;
  }

  setBanner(views: DiscountBannerViews): void {
    this.#banner.value = views;
  }
}
