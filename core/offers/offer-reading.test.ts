import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutOffer, OffersStore, parseRemoteCheckout, pricePerTerm, readIncentive, readOffer, readWebBannerTracker } from './index';
import { fakeOffer } from './testing/fake-offers-api';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

describe('reading an offer from the provider (the fields the model has, and what is not usable)', () => {
  it('PUR-01: every field of the model read from camelCase, none taken from its default', () => {
    const offer = readOffer({
      productId: 'p1', productType: 'gold', offerType: 'DISCOUNT', offerId: 'o1', price: 2400, pricePerTerm: 777, terms: 6, termsUnit: 'week', currency: 'EUR',
      adjustmentPrice: 5, originalPrice: 4800, originalProductId: 'p0', discount: 2400, discountPercentage: 50, duration: 30, amount: 2,
      isPrimary: true, isBaseGroup: true, isReplacement: true, isReplaceable: true, isBestValue: true, isMostPopular: true,
      iconUrl: 'https://x/i.png', productSignature: 'sig', purchaseType: 'subscription', expiresAt: '2026-12-01T00:00:00Z', purpose: 'winback', claimed: true, prompt: true,
      paymentMethods: [{ platform: 'web', price: 2400, currency: 'EUR', offerId: 'o1', skuId: 'sku', taxRate: 0.2, pricePerTerm: 400 }],
    });
    expect(offer).toEqual({
      productId: 'p1', productType: 'gold', offerType: 'DISCOUNT', offerId: 'o1', price: 2400, pricePerTerm: 777, terms: 6, termsUnit: 'week', currency: 'EUR',
      adjustmentPrice: 5, originalPrice: 4800, originalProductId: 'p0', discount: 2400, discountPercentage: 50, duration: 30, amount: 2,
      isPrimary: true, isBaseGroup: true, isReplacement: true, isReplaceable: true, isBestValue: true, isMostPopular: true,
      iconUrl: 'https://x/i.png', productSignature: 'sig', bundle: [], purchaseType: 'subscription', expiresAt: Date.parse('2026-12-01T00:00:00Z'), purpose: 'winback', claimed: true, prompt: true,
      paymentMethods: [{ platform: 'web', price: 2400, currency: 'EUR', offerId: 'o1', skuId: 'sku', taxRate: 0.2, pricePerTerm: 400 }],
    });
  });

  it('PUR-01: the snake_case fields the provider may send instead, none taken from its default', () => {
    const offer = readOffer({
      product_type: 'plus', offer_type: 'SUB_OFFER', price: 1200, price_per_term: 333, terms: 12, terms_unit: 'year', expires_at: NOW + DAY,
      payment_methods: [{ platform: 'web', price: 1200, price_per_term: 100, tax_rate: 0.1 }],
    })!;
    expect([offer.productType, offer.offerType, offer.pricePerTerm, offer.termsUnit, offer.expiresAt]).toEqual(['plus', 'SUB_OFFER', 333, 'year', NOW + DAY]);
    expect(offer.paymentMethods[0]).toMatchObject({ price: 1200, pricePerTerm: 100, taxRate: 0.1 });
  });

  it('PUR-03: an offer naming only its product takes the defaults for every other field (REGULAR, monthly, one term, USD, no end)', () => {
    expect(readOffer({ productType: 'superlike' })).toEqual({
      productId: '', productType: 'superlike', offerType: 'REGULAR', offerId: '', price: 0, pricePerTerm: 0, terms: 1, termsUnit: 'month', currency: 'USD',
      adjustmentPrice: 0, originalPrice: 0, originalProductId: '', discount: 0, discountPercentage: 0, duration: 0, amount: 0,
      isPrimary: false, isBaseGroup: false, isReplacement: false, isReplaceable: false, isBestValue: false, isMostPopular: false,
      iconUrl: '', productSignature: '', bundle: [], paymentMethods: [], purchaseType: '', expiresAt: null, purpose: null, claimed: false, prompt: false,
    });
  });

  it('PUR-03: a field of the wrong kind takes the default (property: a non-number price, a non-string id, a non-list of methods)', () => {
    const junk = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(Number.POSITIVE_INFINITY), fc.constant(Number.NaN), fc.dictionary(fc.string(), fc.string()));
    fc.assert(
      fc.property(junk, (value) => {
        const offer = readOffer({ productType: 'gold', price: value, productId: typeof value === 'string' ? 5 : value, paymentMethods: typeof value === 'string' ? { platform: value } : value })!;
        expect([offer.price, offer.productId, offer.paymentMethods]).toEqual([0, '', []]);
      }),
    );
    // A payment method that is no object is one with every default.
    expect(readOffer({ productType: 'gold', paymentMethods: [null] })!.paymentMethods).toEqual([{ platform: '', price: 0, currency: 'USD', offerId: '', skuId: '', taxRate: 0, pricePerTerm: 0 }]);
    expect(readOffer(null)).toBeNull();
  });

  it('PUR-01: an offer ends at an ISO time or at a time in ms; an end that does not read is no end', () => {
    expect(readOffer({ productType: 'gold', expiresAt: '2026-12-01T00:00:00Z' })!.expiresAt).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(readOffer({ productType: 'gold', expiresAt: 1000 })!.expiresAt).toBe(1000);
    expect(readOffer({ productType: 'gold', expiresAt: 'soon' })!.expiresAt).toBeNull();
    expect(readOffer({ productType: 'gold', expiresAt: true })!.expiresAt).toBeNull();
  });

  it('PUR-02: a product sold without terms is one term: its price is the price per term', () => {
    expect(pricePerTerm(500, 0)).toBe(500);
    expect(readOffer({ productType: 'superlike', price: 500, terms: 0 })!.pricePerTerm).toBe(500);
  });

  it('PUR-06: a bundle entry of an unknown product is left out', () => {
    const offer = readOffer({ offerType: 'BUNDLE_OFFER', bundle: [{ productType: 'rocket', amount: 9 }, { productType: 'boost', amount: 3 }] })!;
    expect(offer.bundle).toEqual([{ productType: 'boost', amount: 3 }]);
    expect([offer.productType, offer.amount]).toEqual(['boost', 3]);
  });
});

describe('the offer a checkout is bought at', () => {
  const reduced = { productType: 'gold', terms: 1, price: 1250, originalPrice: 2499 };

  it('an offer without an end applies; one that ended does not', () => {
    const open = fakeOffer({ ...reduced, offerType: 'INTRO_PRICE', offerId: 'open' });
    expect(checkoutOffer([open], 'gold', 1, NOW)?.offerId).toBe('open');
    const ended = fakeOffer({ ...reduced, offerType: 'INTRO_PRICE', offerId: 'ended', expiresAt: NOW });
    expect(checkoutOffer([ended], 'gold', 1, NOW)).toBeNull();
  });

  it('PUR-07: a discount already claimed for the next term is not bought at again; the regular price applies', () => {
    const claimed = fakeOffer({ ...reduced, offerType: 'DISCOUNT', offerId: 'd1', claimed: true });
    expect(checkoutOffer([claimed], 'gold', 1, NOW)).toBeNull();
    const fresh = fakeOffer({ ...reduced, offerType: 'DISCOUNT', offerId: 'd2' });
    expect(checkoutOffer([claimed, fresh], 'gold', 1, NOW)?.offerId).toBe('d2');
  });
});

describe('the member\'s offers as signals', () => {
  it('PUR-37: the banner stands for the member\'s discount offer, not for the first offer they have', () => {
    const store = new OffersStore();
    expect(store.discountOffer.value).toBeNull();
    store.setOffers([fakeOffer({ productType: 'gold', offerType: 'REGULAR', offerId: 'r1' }), fakeOffer({ productType: 'gold', offerType: 'DISCOUNT', offerId: 'd1' })]);
    expect(store.discountOffer.value?.offerId).toBe('d1');
    store.setOffers([fakeOffer({ productType: 'gold', offerType: 'INTRO_PRICE', offerId: 'i1' })]);
    expect(store.discountOffer.value).toBeNull();
  });
});

describe('incentives read from the provider', () => {
  it('PUR-15: flags are true only when the provider says true; fields of the wrong kind are empty', () => {
    const read = readIncentive({ incentivesType: 'free_trial', eligible: 'yes', code: 7, isIntroPrice: 'yes', ccRequired: 1, offers: [{ amount: '3', productType: 4 }] })!;
    expect(read).toMatchObject({ eligible: false, code: '', campaignId: '', isIntroPrice: false, ccRequired: false });
    expect(read.offer).toMatchObject({ amount: 0, productType: '', purchaseType: '' });
  });

  it('PUR-15: an empty offers list is no offer; an offers[0] that is no object reads as empty', () => {
    expect(readIncentive({ incentivesType: 'intro_price', offers: [] })!.offer).toBeNull();
    expect(readIncentive({ incentivesType: 'intro_price', offers: [null] })!.offer).toEqual({ purchaseType: '', productType: '', amount: 0, unit: '', price: null, originalPrice: null, currency: 'USD', offerId: null, prompt: false });
  });
});

describe('the web banner\'s upsell tracker kept on the device', () => {
  it('PUR-41: {amountShown, shown, timestamp, stopShowingUpsell} read back; what does not read is a new tracker', () => {
    const fresh = { amountShown: 0, shown: false, timestamp: null, stopShowingUpsell: false };
    expect(readWebBannerTracker({ amountShown: 2, shown: true, timestamp: NOW, stopShowingUpsell: true })).toEqual({ amountShown: 2, shown: true, timestamp: NOW, stopShowingUpsell: true });
    expect(readWebBannerTracker(null)).toEqual(fresh);
    expect(readWebBannerTracker('x')).toEqual(fresh);
    expect(readWebBannerTracker({ amountShown: 2.5 }).amountShown).toBe(0);
    expect(readWebBannerTracker({ amountShown: -1 }).amountShown).toBe(0);
    expect(readWebBannerTracker({ amountShown: '2' }).amountShown).toBe(0);
  });
});

describe('remote checkout links', () => {
  const query = 'product_type=gold&sku_id=s1';

  it('PUR-42: the token is the hash\'s `token=`, or the whole hash when it is only the token', () => {
    expect(parseRemoteCheckout(`/remote?${query}#abc`)).toMatchObject({ ok: true, value: { token: 'abc' } });
    expect(parseRemoteCheckout(`/remote?${query}#token=xyz&a=1`)).toMatchObject({ ok: true, value: { token: 'xyz' } });
  });

  it('PUR-43: a token only in the query, an empty hash, a hash without a token, or parameters outside the query is "proper parameters not found"', () => {
    const failed = { ok: false, error: { code: 'proper parameters not found' } };
    expect(parseRemoteCheckout(`/remote?sku_id=s1&product_type=gold&token=t`)).toEqual(failed);
    expect(parseRemoteCheckout(`/remote?${query}#`)).toEqual(failed);
    expect(parseRemoteCheckout(`/remote?${query}#foo=bar`)).toEqual(failed);
    expect(parseRemoteCheckout(`${query}#token=t`)).toEqual(failed);
  });

  it('PUR-42: `from` is a number (default 0): one that does not read is 0', () => {
    expect(parseRemoteCheckout(`/remote?${query}&from=3#token=t`)).toMatchObject({ ok: true, value: { from: 3 } });
    expect(parseRemoteCheckout(`/remote?${query}&from=abc#token=t`)).toMatchObject({ ok: true, value: { from: 0 } });
    expect(parseRemoteCheckout(`/remote?${query}&from=#token=t`)).toMatchObject({ ok: true, value: { from: 0 } });
  });
});
