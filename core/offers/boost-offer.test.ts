import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { BoostOfferPaywall, offerPaywallExpiryKey, OffersStore, readOffer } from './index';
import { fakeOffer } from './testing/fake-offers-api';

const HOUR = 3_600_000;
const boostOffer = (ends: number, id = 'bo1') =>
  fakeOffer({ product_type: 'boost', offer_type: 'BUNDLE_OFFER', offer_id: id, price: 99, original_price: 799, expires_at: ends, bundle: [{ product_type: 'boost', amount: 1 }] });
const bundle = (ends: number) =>
  fakeOffer({ product_type: 'boost', offer_type: 'BUNDLE_OFFER', offer_id: 'b5', price: 1499, original_price: 1995, expires_at: ends, bundle: [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }] });

describe('the boost offer paywall (BOOST-08)', () => {
  it('BOOST-08: the static boost offer (1 boost for 0.99) keeps its expiry under boost_99_1_static; any other offer under its token', () => {
    const ends = Date.UTC(2026, 10, 28);
    expect(offerPaywallExpiryKey(boostOffer(ends))).toBe('boost_99_1_static');
    expect(offerPaywallExpiryKey(bundle(ends))).toBe('b5');
    expect(offerPaywallExpiryKey(readOffer({ offer_type: 'DISCOUNT', offer_id: 'tok-42', product_type: 'gold', price: 1999 })!)).toBe('tok-42');
  });

  it('BOOST-08: the paywall shows the boost offer until the expiry kept under boost_99_1_static, written the first time and never moved by a later offer', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const store = new OffersStore();
    const paywall = new BoostOfferPaywall({ store, storage, clock: time });
    expect(await paywall.current()).toBeNull();
    const ends = time.now() + 24 * HOUR;
    store.setOffers([bundle(time.now() + 72 * HOUR), boostOffer(ends)]);
    expect(await paywall.current()).toMatchObject({ offer: { offerId: 'bo1' }, expiresAt: ends });
    expect(await storage.getItem('boost_99_1_static')).toBe(String(ends));
    // The same static offer made again with a later end: the countdown kept stays.
    time.advance(2 * HOUR);
    store.setOffers([boostOffer(ends + 48 * HOUR, 'bo2')]);
    expect((await paywall.current())?.expiresAt).toBe(ends);
    time.advance(22 * HOUR);
    expect(await paywall.current()).toBeNull();
  });
});

describe('the static boost offer and its paywall (BOOST-08)', () => {
  it('BOOST-08: only a bundle of exactly one boost for 99 cents is the static offer; an offer differing in any of these keeps its expiry under its token', () => {
    const staticOffer = { offer_type: 'BUNDLE_OFFER', product_type: 'boost', offer_id: 'tok', price: 99, bundle: [{ product_type: 'boost', amount: 1 }] };
    expect(offerPaywallExpiryKey(fakeOffer(staticOffer))).toBe('boost_99_1_static');
    const others = [
      { ...staticOffer, offer_type: 'REGULAR' },
      { ...staticOffer, bundle: [{ product_type: 'boost', amount: 1 }, { product_type: 'boost', amount: 1 }] },
      { ...staticOffer, bundle: [{ product_type: 'superlike', amount: 1 }] },
      { ...staticOffer, bundle: [{ product_type: 'boost', amount: 2 }] },
      { ...staticOffer, price: 199 },
    ];
    for (const other of others) expect(offerPaywallExpiryKey(fakeOffer(other))).toBe('tok');
  });

  it('BOOST-08: a static offer without an end is shown without one and keeps no expiry; an ended one gives way to an open one', async () => {
    const time = new FakeTime();
    const storage = new MemoryStorage();
    const store = new OffersStore();
    const paywall = new BoostOfferPaywall({ store, storage, clock: time });
    store.setOffers([fakeOffer({ product_type: 'boost', offer_type: 'BUNDLE_OFFER', offer_id: 'open', price: 99, bundle: [{ product_type: 'boost', amount: 1 }] })]);
    expect(await paywall.current()).toMatchObject({ offer: { offerId: 'open' }, expiresAt: Number.POSITIVE_INFINITY });
    expect(await storage.getItem('boost_99_1_static')).toBeNull();
    const ends = time.now() + HOUR;
    store.setOffers([boostOffer(time.now() - 1, 'gone'), boostOffer(time.now(), 'now'), boostOffer(ends, 'later')]);
    expect(await paywall.current()).toMatchObject({ offer: { offerId: 'later' }, expiresAt: ends });
  });
});
