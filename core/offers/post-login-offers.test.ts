import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readIncentive } from './incentives';
import { timeLeft } from './offer';
import { MemoryStorage } from '../shared/testing';
import {
  CONSUMABLE_DISCOUNT_STORAGE_KEY,
  ConsumableDiscountUseCase,
  incentiveModalProps,
  promptedBundle,
  promptedIncentive,
  readIncentiveModalProps,
  readPostLoginOffers,
  redeemIncentive,
} from './post-login-offers';
import { FakeOffersApi, fakeOffer } from './testing/fake-offers-api';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => NOW };
const introAnswer = (fields: { eligible?: boolean; prompt?: boolean } = {}) => ({
  incentivesType: 'intro_price',
  eligible: fields.eligible ?? true,
  code: '',
  isIntroPrice: true,
  ccRequired: true,
  offers: [{ purchaseType: 'subscription', productType: 'gold', amount: 1, unit: 'month', price: 1250, originalPrice: 2499, currency: 'USD', offerId: 'intro-1', prompt: fields.prompt ?? true }],
});

const offerArb = fc.record({
  offer_type: fc.constantFrom('INTRO_PRICE', 'DISCOUNT', 'REGULAR', 'SUB_OFFER', 'BUNDLE_OFFER'),
  offer_id: fc.uuid(),
  product_type: fc.constantFrom('gold', 'plus', 'boost'),
  prompt: fc.boolean(),
  expires_at: fc.option(fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }), { nil: undefined }),
  bundle: fc.constantFrom([], [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }]),
});

describe('PL-13: the post-login offer candidates', () => {
  it('PL-13 [PBT]: the consumable discount is the first open, prompted bundle offer with entries, and never another offer', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { maxLength: 8 }), (raw) => {
        const offers = raw.map((o) => fakeOffer(o));
        const picked = promptedBundle(offers, NOW);
        const applies = offers.filter((o) => o.offerType === 'BUNDLE_OFFER' && o.prompt && o.bundle.length > 0 && (o.expiresAt === null || o.expiresAt > NOW));
        expect(picked).toBe(applies[0] ?? null);
      }),
    );
  });

  it('PL-13 [PBT]: the incentive applies exactly when the member is eligible and its offer is prompted', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (eligible, prompt) => {
        expect(promptedIncentive(readIncentive(introAnswer({ eligible, prompt }))!)).toBe(eligible && prompt);
      }),
    );
    expect(promptedIncentive(readIncentive({ incentivesType: 'intro_price', eligible: true, offers: [] })!)).toBe(false);
  });

  it('PL-13, PUR-15: both are asked of the provider; an unreadable answer is told and is no candidate', async () => {
    const api = new FakeOffersApi();
    api.introPriceIncentive = introAnswer();
    api.offersList = [fakeOffer({ offer_type: 'BUNDLE_OFFER', offer_id: 'b-1', price: 1499, bundle: [{ product_type: 'boost', amount: 5 }], prompt: true })];
    const held = await readPostLoginOffers({ api, clock, onFailure: () => undefined });
    expect(held.incentive?.offer).toMatchObject({ productType: 'gold', price: 1250, originalPrice: 2499, offerId: 'intro-1', prompt: true });
    expect(held.bundle?.offerId).toBe('b-1');
    const failed: string[] = [];
    api.nextFailure = { kind: 'network', code: 'API.NETWORK' } as never;
    const partial = await readPostLoginOffers({ api, clock, onFailure: (what) => failed.push(what) });
    expect(failed).toEqual(['incentive']);
    expect(partial).toEqual({ incentive: null, bundle: held.bundle });
  });

  it('PUR-15 [PBT]: the incentive modal\'s props travel through the modal queue and read back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(1, 6, 12), fc.string(), (price, original, terms, code) => {
        const incentive = readIncentive({ ...introAnswer(), code, offers: [{ ...introAnswer().offers[0], price, originalPrice: original, amount: terms }] })!;
        const props = incentiveModalProps(incentive)!;
        expect(props).toMatchObject({ price, originalPrice: original, terms, code, productType: 'gold', offerId: 'intro-1' });
        expect(readIncentiveModalProps({ ...props })).toEqual(props);
      }),
    );
    expect(readIncentiveModalProps({ incentivesType: 'intro_price' })).toBeNull();
  });

  it('PUR-15: "Redeem" asks the intro-price route again for the member\'s own intro price, the redeem route for a code, and refuses one no longer eligible', async () => {
    const api = new FakeOffersApi();
    api.introPriceIncentive = introAnswer();
    const props = incentiveModalProps(readIncentive(introAnswer())!)!;
    expect(await redeemIncentive(api, props)).toEqual({ ok: true, value: { productType: 'gold', terms: 1 } });
    expect(api.introPriceAsked).toHaveLength(1);
    api.incentives = { SPRING: { incentivesType: 'free_trial', eligible: true, code: 'SPRING', offers: [{ purchaseType: 'subscription', productType: 'plus', amount: 1, unit: 'month', price: 0, offerId: 'trial-1' }] } };
    expect(await redeemIncentive(api, { ...props, incentivesType: 'free_trial', code: 'SPRING' })).toEqual({ ok: true, value: { productType: 'plus', terms: 1 } });
    expect(api.redeemed).toEqual(['SPRING']);
    api.introPriceIncentive = introAnswer({ eligible: false });
    expect(await redeemIncentive(api, props)).toMatchObject({ ok: false, error: { code: 'OFFERS.NOT_ELIGIBLE' } });
  });

  it('PUR-35 [PBT]: the countdown\'s days, hours and minutes are the time left rounded down to the minute, hours under 24 and minutes under 60; nothing once the offer ended', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), fc.integer({ min: -86_400_000, max: 30 * 86_400_000 }), (now, left) => {
        const { days, hours, minutes } = timeLeft(now + left, now);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(days * 86_400_000 + hours * 3_600_000 + minutes * 60_000).toBe(Math.floor(Math.max(0, left) / 60_000) * 60_000);
      }),
    );
    expect(timeLeft(NOW + (6 * 24 * 60 + 23 * 60 + 59) * 60_000 + 59_999, NOW)).toEqual({ days: 6, hours: 23, minutes: 59 });
  });
});

describe('PUR-40: the consumable discount after sign-in', () => {
  const bundleOffer = (bundle: readonly { product_type: string; amount: number }[]) => fakeOffer({ offer_type: 'BUNDLE_OFFER', offer_id: 'b-1', bundle, prompt: true });
  const BOOSTS = [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }];

  it('PUR-40: shown while the member holds at most 1 of the bundle`s first product, then not again until a day (86,400,000 ms) has passed since', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 48 }), async (held, hoursLater) => {
        let now = NOW;
        const asked: string[] = [];
        const discount = new ConsumableDiscountUseCase({
          clock: { now: () => now },
          storage: new MemoryStorage(),
          held: async (product) => {
            asked.push(product);
            return held;
          },
        });
        const bundle = bundleOffer(BOOSTS);
        expect(await discount.shows(bundle)).toBe(held <= 1);
        expect(asked).toEqual(['boost']);
        await discount.shown();
        now += hoursLater * 3_600_000;
        expect(await discount.shows(bundle)).toBe(held <= 1 && hoursLater >= 24);
      }),
    );
  });

  it('PUR-40: a bundle without entries, a count that cannot be read, or a kept time that does not read', async () => {
    const storage = new MemoryStorage();
    const unreadable = new ConsumableDiscountUseCase({ clock, storage, held: async () => null });
    expect(await unreadable.shows(bundleOffer(BOOSTS))).toBe(false);
    const none = new ConsumableDiscountUseCase({ clock, storage, held: async () => 0 });
    expect(await none.shows({ ...bundleOffer(BOOSTS), bundle: [] })).toBe(false);
    await storage.setItem(CONSUMABLE_DISCOUNT_STORAGE_KEY, 'not a time');
    expect(await none.shows(bundleOffer(BOOSTS))).toBe(true);
  });
});
