import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { DiscountBannerUseCase, NEW_UPSELL_TRACKER, OffersStore, OffersUseCase, readWebBannerTracker, stopShowingUpsell, upsellShown } from './index';
import { FakeOffersApi, fakeOffer } from './testing/fake-offers-api';

describe('PUR-41: upsell trackers', () => {
  it('PUR-41: a tracker is {amountShown, shown, timestamp}; a web banner\'s also stopShowingUpsell; each showing counts one at its time', () => {
    expect(NEW_UPSELL_TRACKER).toEqual({ amountShown: 0, shown: false, timestamp: null, stopShowingUpsell: false });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e12 }), { maxLength: 20 }), (times) => {
        const tracker = times.reduce((t, now) => upsellShown(t, now), NEW_UPSELL_TRACKER);
        expect(tracker).toEqual({ amountShown: times.length, shown: times.length > 0, timestamp: times.at(-1) ?? null, stopShowingUpsell: false });
        expect(readWebBannerTracker(JSON.parse(JSON.stringify(tracker)))).toEqual(tracker);
      }),
    );
    expect(stopShowingUpsell(NEW_UPSELL_TRACKER).stopShowingUpsell).toBe(true);
    expect(readWebBannerTracker('nonsense')).toEqual(NEW_UPSELL_TRACKER);
  });

  it('PUR-41: the discount banner (a web banner) tracks its showings, and once its offer is taken stopShowingUpsell keeps it off, across a reload', async () => {
    const time = new FakeTime(1_000);
    const api = new FakeOffersApi();
    const store = new OffersStore();
    const storage = new MemoryStorage();
    api.offersList = [fakeOffer({ product_type: 'gold', offer_type: 'DISCOUNT', offer_id: 'd1' })];
    await new OffersUseCase({ api, store, scheduler: time }).load();
    const banner = new DiscountBannerUseCase({ api, store, clock: time, storage });
    expect(banner.shows('/app/recs', true)).toBe(true);
    await banner.shown();
    expect(banner.upsellTracker).toEqual({ amountShown: 1, shown: true, timestamp: 1_000, stopShowingUpsell: false });
    time.advance(129_600_000);
    expect(banner.shows('/app/recs', true)).toBe(true);
    await banner.stopShowing();
    expect(banner.shows('/app/recs', true)).toBe(false);
    const reloaded = new DiscountBannerUseCase({ api, store: new OffersStore(), clock: time, storage });
    await reloaded.restore();
    expect(reloaded.upsellTracker).toEqual({ amountShown: 1, shown: true, timestamp: 1_000, stopShowingUpsell: true });
  });
});
