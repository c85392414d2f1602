import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import {
  claimErrorNotice,
  cooldownElapsed,
  DiscountBannerUseCase,
  introReminder,
  isBannerExcludedPath,
  isOfferPurpose,
  isOfferType,
  isProductType,
  parseRemoteCheckout,
  pricePerTerm,
  readIncentive,
  readOffer,
  reminderDue,
  showsConsumableDiscount,
  showsDiscountBanner,
  showsPendingSubscriptionModal,
  tierTheme,
  OffersStore,
  OffersUseCase,
} from './index';
import { FakeOffersApi, fakeOffer } from './testing/fake-offers-api';

const SPEC_OFFER_TYPES = ['INTRO_PRICE', 'DISCOUNT', 'REGULAR', 'SUB_OFFER', 'BUNDLE_OFFER'];
const SPEC_PURPOSES = ['retention', 'save', 'upgrade', 'winback'];
const SPEC_PRODUCT_TYPES = ['plus', 'gold', 'platinum', 'select_subscription', 'boost', 'bouncerbypass', 'primetimeboost', 'superboost', 'superlike', 'readreceipt', 'swipenote', 'priorityLikes', 'consumable', 'subscription', 'boost_subscription'];
const SPEC_EXCLUDED = ['appeals-center', 'banned', 'checkout', 'gift', 'onboarding', 'select', 'subscription', 'underReview', 'verify'];
const H36_MS = 129_600 * 1000;

const segment = fc.stringMatching(/^[a-z0-9-]{0,12}$/);

describe('the offer model', () => {
  it('PUR-01: an offer is read with every field of the model, from camelCase or snake_case', () => {
    const raw = {
      product_id: 'p1', product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'o1', price: 1249, terms: 1, terms_unit: 'month', currency: 'EUR',
      adjustment_price: 5, original_price: 2499, original_product_id: 'p0', discount: 1250, discount_percentage: 50, duration: 30, amount: 1,
      is_primary: true, is_base_group: true, is_replacement: true, is_replaceable: true, is_best_value: true, is_most_popular: true,
      icon_url: 'https://x/i.png', product_signature: 'sig', purchase_type: 'subscription',
      payment_methods: [{ platform: 'web', price: 1249, currency: 'EUR', offer_id: 'o1', sku_id: 'sku', tax_rate: 0.2, price_per_term: 1249 }],
    };
    const offer = readOffer(raw)!;
    expect(offer).toMatchObject({ productId: 'p1', productType: 'gold', offerType: 'INTRO_PRICE', offerId: 'o1', price: 1249, pricePerTerm: 1249, terms: 1, termsUnit: 'month', currency: 'EUR', adjustmentPrice: 5, originalPrice: 2499, originalProductId: 'p0', discount: 1250, discountPercentage: 50, duration: 30, amount: 1, isPrimary: true, isBaseGroup: true, isReplacement: true, isReplaceable: true, isBestValue: true, isMostPopular: true, iconUrl: 'https://x/i.png', productSignature: 'sig', purchaseType: 'subscription' });
    expect(offer.paymentMethods).toEqual([{ platform: 'web', price: 1249, currency: 'EUR', offerId: 'o1', skuId: 'sku', taxRate: 0.2, pricePerTerm: 1249 }]);
    expect(readOffer({ productType: 'plus', offerType: 'REGULAR', offerId: 'o2', isBestValue: true })).toMatchObject({ productType: 'plus', offerId: 'o2', isBestValue: true });
  });

  it('PUR-02: pricePerTerm = price / terms, also when the offer does not say it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 24 }), (price, terms) => {
        expect(pricePerTerm(price, terms)).toBe(price / terms);
        expect(readOffer({ product_type: 'gold', price, terms })!.pricePerTerm).toBe(price / terms);
      }),
    );
    expect(pricePerTerm(11988, 12)).toBe(999);
  });

  it('PUR-03: defaults currency USD, price 0, taxRate 0, duration 0 (property: given values are kept)', () => {
    const bare = readOffer({ product_type: 'boost', payment_methods: [{ platform: 'web' }] })!;
    expect([bare.currency, bare.price, bare.duration, bare.paymentMethods[0]!.taxRate, bare.paymentMethods[0]!.currency, bare.paymentMethods[0]!.price]).toEqual(['USD', 0, 0, 0, 'USD', 0]);
    fc.assert(
      fc.property(fc.option(fc.constantFrom('EUR', 'GBP', 'BRL'), { nil: undefined }), fc.option(fc.nat(), { nil: undefined }), fc.option(fc.nat(), { nil: undefined }), fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), (currency, price, duration, taxRate) => {
        const offer = readOffer({ product_type: 'gold', currency, price, duration, payment_methods: [{ tax_rate: taxRate }] })!;
        expect(offer.currency).toBe(currency ?? 'USD');
        expect(offer.price).toBe(price ?? 0);
        expect(offer.duration).toBe(duration ?? 0);
        expect(offer.paymentMethods[0]!.taxRate).toBe(taxRate ?? 0);
      }),
    );
  });

  it('PUR-04: the five offer types and four purposes, nothing else (property)', () => {
    for (const t of SPEC_OFFER_TYPES) expect(isOfferType(t)).toBe(true);
    for (const p of SPEC_PURPOSES) expect(isOfferPurpose(p)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isOfferType(s)).toBe(SPEC_OFFER_TYPES.includes(s));
        expect(isOfferPurpose(s)).toBe(SPEC_PURPOSES.includes(s));
        expect(readOffer({ product_type: 'gold', offer_type: s }) !== null).toBe(SPEC_OFFER_TYPES.includes(s));
      }),
    );
  });

  it('PUR-05: the fifteen product types, nothing else (property)', () => {
    for (const t of SPEC_PRODUCT_TYPES) expect(isProductType(t)).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...SPEC_PRODUCT_TYPES)), (s) => {
        expect(isProductType(s)).toBe(SPEC_PRODUCT_TYPES.includes(s));
        expect(readOffer({ product_type: s }) !== null).toBe(SPEC_PRODUCT_TYPES.includes(s));
      }),
    );
  });

  it('PUR-06: a bundle offer takes productType and amount from its first entry (property)', () => {
    const entry = fc.record({ product_type: fc.constantFrom(...SPEC_PRODUCT_TYPES), amount: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.constantFrom(...SPEC_PRODUCT_TYPES), fc.nat(), (bundle, own, amount) => {
        const offer = readOffer({ offer_type: 'BUNDLE_OFFER', product_type: own, amount, bundle })!;
        expect(offer.productType).toBe(bundle[0]!.product_type);
        expect(offer.amount).toBe(bundle[0]!.amount);
        const regular = readOffer({ offer_type: 'REGULAR', product_type: own, amount, bundle })!;
        expect([regular.productType, regular.amount]).toEqual([own, amount]);
      }),
    );
  });

  it('PUR-09: platinum has its own theme and call to action; the other tiers share one', () => {
    expect(tierTheme('platinum')).toEqual({ theme: 'platinum', ctaKey: 'offers.cta.platinum' });
    expect(tierTheme('gold')).toEqual({ theme: 'standard', ctaKey: 'offers.cta.standard' });
    expect(tierTheme('plus')).toEqual(tierTheme('gold'));
  });
});

describe('offer tracking and the intro-price reminder', () => {
  it('PUR-12: the reminder shows iff expiresAt − now ≤ reminderOffset and no notice was shown; REGULAR opens the modal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e9 }), fc.boolean(), fc.constantFrom(...SPEC_OFFER_TYPES), (expiresAt, now, offset, shown, type) => {
        const tracking = { expiresAt, notificationShown: shown, viewedAt: null };
        const due = expiresAt - now <= offset && !shown;
        expect(reminderDue(tracking, offset, now)).toBe(due);
        expect(introReminder(type as never, tracking, offset, now)).toBe(!due ? 'none' : type === 'REGULAR' ? 'modal' : 'notice');
      }),
    );
    // At the boundary: exactly the offset left shows it.
    expect(reminderDue({ expiresAt: 10_000, notificationShown: false, viewedAt: null }, 4_000, 6_000)).toBe(true);
    expect(reminderDue({ expiresAt: 10_000, notificationShown: false, viewedAt: null }, 4_000, 5_999)).toBe(false);
  });
});

describe('claims', () => {
  it('PUR-14, ERR-14: 40048 is "credit card info missing" with a link to update-card; any other code is the generic error (property)', () => {
    expect(claimErrorNotice(40048)).toEqual({ kind: 'card-missing', titleKey: 'offers.claim.cardMissing.title', bodyKey: 'offers.claim.cardMissing.body', route: 'update-card' });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 99_999 }), fc.string(), fc.constant(undefined)), (code) => {
        fc.pre(code !== 40048);
        expect(claimErrorNotice(code).kind).toBe('error');
      }),
    );
  });

  it('PUR-13: a claim shows the success notice for 8 s; PUR-14: a claim without a card shows the card notice', async () => {
    const time = new FakeTime();
    const api = new FakeOffersApi();
    const store = new OffersStore();
    const offers = new OffersUseCase({ api, store, scheduler: time });
    api.offersList = [fakeOffer({ product_type: 'gold', offer_type: 'DISCOUNT', offer_id: 'd1', price: 1999, original_price: 2499 })];
    await offers.load();
    const missing = await offers.claim('d1');
    expect(missing.ok).toBe(false);
    expect(store.notice.value?.kind).toBe('card-missing');
    api.hasCard = true;
    expect((await offers.claim('d1')).ok).toBe(true);
    expect(store.notice.value?.kind).toBe('success');
    await time.advanceAsync(7_999);
    expect(store.notice.value?.kind).toBe('success');
    await time.advanceAsync(1);
    expect(store.notice.value).toBeNull();
    expect(api.claimed).toEqual(['d1']);
  });

  it('PUR-07: viewing an intro price is introPriceViewed; viewing a discount is setOfferSeen with its discountId', async () => {
    const api = new FakeOffersApi();
    const offers = new OffersUseCase({ api, store: new OffersStore(), scheduler: new FakeTime() });
    await offers.viewed(fakeOffer({ product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'i1' }));
    await offers.viewed(fakeOffer({ product_type: 'gold', offer_type: 'DISCOUNT', offer_id: 'd1' }));
    expect(api.views).toEqual([{ kind: 'intro_price', offerId: 'i1' }, { kind: 'seen', offerId: 'd1', discountId: 'd1' }]);
  });
});

describe('the pending-subscription modal', () => {
  it('PUR-34: applies only to a subscription not ending whose purchase has no expiry (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 2e12 }), { nil: null }), (isEnding, purchaseExpiresAt) => {
        expect(showsPendingSubscriptionModal({ isEnding, purchaseExpiresAt })).toBe(!isEnding && purchaseExpiresAt === null);
      }),
    );
    expect(showsPendingSubscriptionModal(null)).toBe(false);
  });
});

describe('the discount banner', () => {
  const input = fc.record({
    enabled: fc.boolean(),
    eligible: fc.boolean(),
    path: fc.oneof(fc.tuple(segment, fc.constantFrom(...SPEC_EXCLUDED), segment).map(([a, p, b]) => `/${a}${p}${b}`), segment.map((s) => `/app/${s}`)),
    lastShownAt: fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }),
    views: fc.integer({ min: 0, max: 6 }),
    now: fc.integer({ min: 0, max: 1e12 }),
  });

  it('PUR-37: shows iff flag on, eligible, path not excluded, 36 h since last shown and fewer than 3 views (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const excluded = SPEC_EXCLUDED.some((p) => i.path.includes(p));
        const cooled = i.lastShownAt === null || i.now - i.lastShownAt >= H36_MS;
        expect(showsDiscountBanner(i)).toBe(i.enabled && i.eligible && !excluded && cooled && i.views < 3);
      }),
    );
  });

  it('PUR-38: every path containing one of the nine parts is excluded, others are not (property)', () => {
    for (const part of SPEC_EXCLUDED) expect(isBannerExcludedPath(`/x/${part}/y`)).toBe(true);
    expect(isBannerExcludedPath('/app/discover')).toBe(false);
    fc.assert(fc.property(segment, fc.constantFrom(...SPEC_EXCLUDED), segment, (a, p, b) => {
      expect(isBannerExcludedPath(`/${a}${p}${b}`)).toBe(true);
    }));
    fc.assert(fc.property(fc.stringMatching(/^\/[a-z/]{0,20}$/), (path) => {
      expect(isBannerExcludedPath(path)).toBe(SPEC_EXCLUDED.some((p) => path.includes(p)));
    }));
  });

  it('PUR-39: the cool-down is 129600 s: not elapsed 1 ms before, elapsed at exactly 36 h (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (last) => {
        expect(cooldownElapsed(last, last + 129_600_000 - 1)).toBe(false);
        expect(cooldownElapsed(last, last + 129_600_000)).toBe(true);
      }),
    );
  });

  it('PUR-37, PUR-39: shown, kept and reported; at most one view per 36 h; stops for good after 3 views', async () => {
    const time = new FakeTime();
    const api = new FakeOffersApi();
    const store = new OffersStore();
    const storage = new MemoryStorage();
    api.offersList = [fakeOffer({ product_type: 'gold', offer_type: 'DISCOUNT', offer_id: 'd1' })];
    await new OffersUseCase({ api, store, scheduler: time }).load();
    const banner = new DiscountBannerUseCase({ api, store, clock: time, storage });
    for (let view = 1; view <= 3; view += 1) {
      expect(banner.shows('/app/discover', true)).toBe(true);
      await banner.shown();
      expect(banner.shows('/app/discover', true)).toBe(false);
      time.advance(129_600_000);
    }
    expect(banner.shows('/app/discover', true)).toBe(false);
    time.advance(10 * 129_600_000);
    expect(banner.shows('/app/discover', true)).toBe(false);
    expect(api.discountViews).toEqual(['d1', 'd1', 'd1']);
    // Kept across a reload.
    const again = new OffersStore();
    again.setOffers(store.offers.value!);
    const reloaded = new DiscountBannerUseCase({ api, store: again, clock: time, storage });
    await reloaded.restore();
    expect(again.banner.value.views).toBe(3);
    expect(reloaded.shows('/app/discover', true)).toBe(false);
  });
});

describe('the consumable discount', () => {
  it('PUR-40: at most once per interval, and only when the remaining count is low (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 1e9 }), fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 5 }), (remaining, intervalMs, lastShownAt, now, threshold) => {
        const shows = showsConsumableDiscount({ remaining, intervalMs, lastShownAt, now, threshold });
        expect(shows).toBe(remaining <= threshold && (lastShownAt === null || now - lastShownAt >= intervalMs));
      }),
    );
    expect(showsConsumableDiscount({ remaining: 1, intervalMs: 1000, lastShownAt: null, now: 0 })).toBe(true);
    expect(showsConsumableDiscount({ remaining: 2, intervalMs: 1000, lastShownAt: null, now: 0 })).toBe(false);
    // Once a whole interval has passed it may show again; not a millisecond before.
    expect(showsConsumableDiscount({ remaining: 1, intervalMs: 1000, lastShownAt: 5000, now: 6000 })).toBe(true);
    expect(showsConsumableDiscount({ remaining: 1, intervalMs: 1000, lastShownAt: 5000, now: 5999 })).toBe(false);
  });
});

describe('remote checkout', () => {
  const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
  const sku = fc.stringMatching(/^[a-z0-9_.]{1,16}$/);

  it('PUR-42: token from the hash; product_type, sku_id, offer_type (default REGULAR), from (default 0), method in-app (property)', () => {
    fc.assert(
      fc.property(token, fc.constantFrom(...SPEC_PRODUCT_TYPES), sku, fc.option(fc.constantFrom(...SPEC_OFFER_TYPES), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }), fc.option(fc.constantFrom('in-app', 'web'), { nil: undefined }), (t, product, skuId, offerType, from, method) => {
        const q = new URLSearchParams({ product_type: product, sku_id: skuId });
        if (offerType !== undefined) q.set('offer_type', offerType);
        if (from !== undefined) q.set('from', String(from));
        if (method !== undefined) q.set('method', method);
        const parsed = parseRemoteCheckout(`https://spark.example/remote/checkout?${q.toString()}#token=${t}`);
        expect(parsed).toEqual({ ok: true, value: { token: t, productType: product, skuId, offerType: offerType ?? 'REGULAR', from: from ?? 0, isRemoteMethodInApp: method === 'in-app' } });
      }),
    );
  });

  it('PUR-43: without token, product_type or sku_id it fails with "proper parameters not found" (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), token, sku, (withToken, withProduct, withSku, t, skuId) => {
        fc.pre(!(withToken && withProduct && withSku));
        const q = new URLSearchParams();
        if (withProduct) q.set('product_type', 'gold');
        if (withSku) q.set('sku_id', skuId);
        const parsed = parseRemoteCheckout(`/remote/checkout?${q.toString()}${withToken ? `#token=${t}` : ''}`);
        expect(parsed).toEqual({ ok: false, error: { code: 'proper parameters not found' } });
      }),
    );
  });
});

describe('incentives and promo codes', () => {
  it('PUR-15: an incentive of type free_trial or intro_price is read with offers[0]; other types are none', () => {
    const read = readIncentive({ incentivesType: 'intro_price', eligible: true, code: 'C', campaignId: 'c1', campaignName: 'Spring', isIntroPrice: true, ccRequired: true, offers: [{ purchaseType: 'subscription', productType: 'gold', amount: 1, unit: 'month' }, { productType: 'plus' }] });
    expect(read).toEqual({ incentivesType: 'intro_price', eligible: true, code: 'C', campaignId: 'c1', campaignName: 'Spring', isIntroPrice: true, ccRequired: true, offer: { purchaseType: 'subscription', productType: 'gold', amount: 1, unit: 'month', price: null, originalPrice: null, currency: 'USD', offerId: null, prompt: false } });
    expect(readIncentive({ incentivesType: 'free_trial' })?.offer).toBeNull();
    expect(readIncentive({ incentivesType: 'gift' })).toBeNull();
  });

});

describe('the discount banner in the app', () => {
  const setUp = async (withDiscount: boolean) => {
    const time = new FakeTime();
    const api = new FakeOffersApi();
    const store = new OffersStore();
    const storage = new MemoryStorage();
    api.offersList = withDiscount ? [fakeOffer({ product_type: 'gold', offer_type: 'DISCOUNT', offer_id: 'd1' })] : [fakeOffer({ product_type: 'gold', offer_type: 'REGULAR', offer_id: 'r1' })];
    await new OffersUseCase({ api, store, scheduler: time }).load();
    return { time, api, store, storage, banner: new DiscountBannerUseCase({ api, store, clock: time, storage }) };
  };

  it('PUR-37: a member without a discount offer is not eligible: no banner; a view then reports no discount', async () => {
    const { banner, api } = await setUp(false);
    expect(banner.shows('/app/discover', true)).toBe(false);
    await banner.shown();
    expect(api.discountViews).toEqual([null]);
  });

  it('PUR-37, PUR-41: kept views and last time are read back; what does not read counts as none', async () => {
    const { storage, store, banner, time } = await setUp(true);
    await storage.setItem('spark.discountBanner.v1', JSON.stringify({ views: 2, lastShownAt: time.now(), upsell: { amountShown: 2, shown: true, timestamp: time.now(), stopShowingUpsell: false } }));
    await banner.restore();
    expect(store.banner.value).toEqual({ views: 2, lastShownAt: time.now() });
    expect(banner.upsellTracker).toEqual({ amountShown: 2, shown: true, timestamp: time.now(), stopShowingUpsell: false });
    await storage.setItem('spark.discountBanner.v1', JSON.stringify({ views: -1, lastShownAt: '2026-11-01' }));
    await banner.restore();
    expect(store.banner.value).toEqual({ views: 0, lastShownAt: null });
    await storage.setItem('spark.discountBanner.v1', JSON.stringify({ views: '2' }));
    await banner.restore();
    expect(store.banner.value).toEqual({ views: 0, lastShownAt: null });
  });
});
