import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api/api-failure';
import { ok } from '../shared';
import { FakeTime } from '../shared/testing';
import { claimErrorNotice, OffersStore, OffersUseCase } from './index';
import { FakeOffersApi, fakeOffer } from './testing/fake-offers-api';

const setUp = () => {
  const time = new FakeTime();
  const api = new FakeOffersApi();
  const store = new OffersStore();
  const offers = new OffersUseCase({ api, store, scheduler: time });
  return { time, api, store, offers };
};

describe('the member\'s offers in the app', () => {
  it('PUR-07: offers that fail to load leave the ones already shown', async () => {
    const { api, store, offers } = setUp();
    api.offersList = [fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1' })];
    await offers.load();
    api.nextFailure = apiFailure.network();
    expect((await offers.load()).ok).toBe(false);
    expect(store.offers.value?.map((o) => o.offerId)).toEqual(['d1']);
  });

  it('PUR-07: viewing an offer that is neither an intro price nor a discount is setOfferSeen without a discountId', async () => {
    const { api, offers } = setUp();
    await offers.viewed(fakeOffer({ productType: 'gold', offerType: 'REGULAR', offerId: 'r1' }));
    expect(api.views).toEqual([{ kind: 'seen', offerId: 'r1' }]);
  });

  it('PUR-07 claimOffer: the claimed offer takes the provider\'s answer; the member\'s other offers stay as they were', async () => {
    const { api, store, offers } = setUp();
    const other = fakeOffer({ productType: 'plus', offerType: 'DISCOUNT', offerId: 'd2' });
    api.offersList = [fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1' }), other];
    await offers.load();
    api.claim = async () => ok(fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1', claimed: true }));
    await offers.claim('d1');
    expect(store.offers.value?.map((o) => [o.offerId, o.claimed])).toEqual([['d1', true], ['d2', false]]);
    expect(store.offers.value?.[1]).toBe(other);
  });

  it('PUR-07 claimOffer: a claim before the offers loaded leaves no offers behind', async () => {
    const { api, store, offers } = setUp();
    api.claim = async () => ok(fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1', claimed: true }));
    await offers.claim('d1');
    expect(store.offers.value).toEqual([]);
  });

  it('PUR-13: the member may close the success notice before its 8 s; no timer is left behind', async () => {
    const { api, store, offers, time } = setUp();
    api.hasCard = true;
    api.offersList = [fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1' })];
    await offers.load();
    await offers.claim('d1');
    expect(store.notice.value?.kind).toBe('success');
    expect(time.pendingTimers).toBe(1);
    offers.dismissNotice();
    expect(store.notice.value).toBeNull();
    expect(time.pendingTimers).toBe(0);
    // A second claim starts its own 8 s, the first one's timer gone.
    await offers.claim('d1');
    await offers.claim('d1');
    expect(time.pendingTimers).toBe(1);
  });

  it('PUR-14: any claim error other than 40048 is "Uh oh, something went wrong" / "please try again" (the error notice\'s keys)', async () => {
    expect(claimErrorNotice(40400)).toEqual({ kind: 'error', titleKey: 'offers.claim.error.title', bodyKey: 'offers.claim.error.body' });
    const { api, store, offers } = setUp();
    api.nextFailure = apiFailure.network();
    await offers.claim('d1');
    expect(store.notice.value).toEqual({ kind: 'error', titleKey: 'offers.claim.error.title', bodyKey: 'offers.claim.error.body' });
  });
});
