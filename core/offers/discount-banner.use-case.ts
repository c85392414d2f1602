/**
 * The web discount banner (PUR-37..39): whether it shows on a path, and its view: counted and kept on the
 * device (the cool-down and the three views survive a reload) and reported to the provider.
 */
import type { Clock, KeyValueStorage } from '../shared';
import { recordBannerView, showsDiscountBanner } from './discount-banner';
import type { OffersApiPort } from './offers-api.port';
import type { OffersStore } from './offers.store';
import { NEW_UPSELL_TRACKER, readWebBannerTracker, stopShowingUpsell, upsellShown, type WebBannerUpsellTracker } from './upsell-tracker';

/** Where the banner's views are kept. */
export const DISCOUNT_BANNER_STORAGE_KEY = 'spark.discountBanner.v1';

export interface DiscountBannerDeps {
  readonly api: OffersApiPort;
  readonly store: OffersStore;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
}

export class DiscountBannerUseCase {
  /** PUR-41: the banner's upsell tracker, kept with its views. */
  #tracker: WebBannerUpsellTracker = NEW_UPSELL_TRACKER;

  constructor(private readonly deps: DiscountBannerDeps) {}

  /** PUR-41: the banner's upsell tracker. */
  get upsellTracker(): WebBannerUpsellTracker {
    return this.#tracker;
  }

  /** Reads the views kept by an earlier visit. */
  async restore(): Promise<void> {
    const raw = await this.deps.storage.getItem(DISCOUNT_BANNER_STORAGE_KEY);
    // Stryker disable next-line ConditionalExpression: JSON.parse(null) is null, whose fields throw, and the catch forgets it too
    if (raw === null) return;
    try {
      const saved = JSON.parse(raw) as { views?: unknown; lastShownAt?: unknown; upsell?: unknown };
      this.#tracker = readWebBannerTracker(saved.upsell);
      this.deps.store.setBanner({
        views: typeof saved.views === 'number' ? Math.max(0, saved.views) : 0,
        lastShownAt: typeof saved.lastShownAt === 'number' ? saved.lastShownAt : null,
      });
    } catch {
      // A value that does not read is forgotten.
    }
  }

  /** PUR-37: whether the banner shows on `path` now (`enabled`: the configuration's switch). */
  shows(path: string, enabled: boolean): boolean {
    const { store, clock } = this.deps;
    const { views, lastShownAt } = store.banner.value;
    // PUR-41: a banner whose upsell was taken stops for good.
    if (this.#tracker.stopShowingUpsell) return false;
    return showsDiscountBanner({ enabled, eligible: store.discountOffer.value !== null, path, views, lastShownAt, now: clock.now() });
  }

  /** The banner was shown: one more view, kept, and reported (`POST /v2/purchase/discount/view`). */
  async shown(): Promise<void> {
    const { store, clock, storage, api } = this.deps;
    const next = recordBannerView(store.banner.peek(), clock.now());
    const offerId = store.discountOffer.peek()?.offerId ?? null;
    store.setBanner(next);
    this.#tracker = upsellShown(this.#tracker, clock.now());
    await this.#keep();
    await api.discountViewed(offerId);
  }

  /** PUR-41: the member took the banner's offer (claimed it): `stopShowingUpsell`, kept. */
  async stopShowing(): Promise<void> {
    this.#tracker = stopShowingUpsell(this.#tracker);
    await this.#keep();
  }

  async #keep(): Promise<void> {
    await this.deps.storage.setItem(DISCOUNT_BANNER_STORAGE_KEY, JSON.stringify({ ...this.deps.store.banner.peek(), upsell: this.#tracker }));
  }
}
