import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { checkoutOffer, IntroReminderUseCase, OFFER_TRACKING_STORAGE_KEY, OffersStore } from './index';
import { fakeOffer } from './testing/fake-offers-api';

const HOUR = 3_600_000;

const setUp = async (storage = new MemoryStorage(), time = new FakeTime(), ends = time.now() + 72 * HOUR) => {
  const store = new OffersStore();
  store.setOffers([
    fakeOffer({ product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'i1', price: 1250, original_price: 2499, expires_at: ends }),
    fakeOffer({ product_type: 'boost', offer_type: 'BUNDLE_OFFER', offer_id: 'b1', expires_at: ends, bundle: [{ product_type: 'boost', amount: 5 }] }),
  ]);
  const reminder = new IntroReminderUseCase({ store, clock: time, storage });
  await reminder.sync();
  return { store, reminder, time, storage, ends };
};

describe('the intro-price reminder in the app', () => {
  it('PUR-11: the device keeps {expiresAt, notificationShown, viewedAt} per offer type, across a reload', async () => {
    const { reminder, time, storage, ends } = await setUp();
    expect(reminder.tracking).toEqual({ INTRO_PRICE: { expiresAt: ends, notificationShown: false, viewedAt: null } });
    time.advance(HOUR);
    await reminder.viewed('INTRO_PRICE');
    expect(reminder.tracking.INTRO_PRICE).toEqual({ expiresAt: ends, notificationShown: false, viewedAt: time.now() });
    expect(JSON.parse((await storage.getItem(OFFER_TRACKING_STORAGE_KEY))!)).toEqual({ INTRO_PRICE: { expiresAt: ends, notificationShown: false, viewedAt: time.now() } });
    // A reload reads it back; the same offer keeps its tracking.
    const { reminder: reloaded } = await setUp(storage, time, ends);
    expect(reloaded.tracking.INTRO_PRICE?.viewedAt).toBe(time.now());
  });

  it('PUR-12: the reminder is due once (expiresAt − now) ≤ the offset (a day by default), and only until it was shown', async () => {
    const { reminder, time, storage, ends } = await setUp();
    // 72 h left: not yet; 24 h + 1 ms left: not yet; exactly 24 h left: due, as a notice (an intro price).
    expect(reminder.due()).toBeNull();
    time.advance(48 * HOUR - 1);
    expect(reminder.due()).toBeNull();
    time.advance(1);
    expect(reminder.due()).toMatchObject({ offer: { offerId: 'i1' }, show: 'notice' });
    await reminder.shown('INTRO_PRICE');
    expect(reminder.due()).toBeNull();
    // Shown is kept: a reload does not show it again.
    const { reminder: reloaded } = await setUp(storage, time, ends);
    expect(reloaded.due()).toBeNull();
    // A new intro price (a new end) starts afresh.
    const { reminder: renewed } = await setUp(storage, time, time.now() + HOUR);
    expect(renewed.due()).toMatchObject({ show: 'notice' });
  });

  it('PUR-12: an offer of the third type (REGULAR) opens the intro-price modal; an ended offer reminds of nothing', async () => {
    const time = new FakeTime();
    const store = new OffersStore();
    store.setOffers([fakeOffer({ product_type: 'gold', offer_type: 'REGULAR', offer_id: 'r1', expires_at: time.now() + 2 * HOUR })]);
    const reminder = new IntroReminderUseCase({ store, clock: time, storage: new MemoryStorage() });
    await reminder.sync();
    expect(reminder.due()).toMatchObject({ offer: { offerId: 'r1' }, show: 'modal' });
    time.advance(2 * HOUR);
    expect(reminder.due()).toBeNull();
  });

  it('PUR-12: due iff time left ≤ offset and not shown (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 200 * HOUR }), fc.integer({ min: 0, max: 100 * HOUR }), fc.boolean(), async (left, offset, alreadyShown) => {
        const time = new FakeTime();
        const store = new OffersStore();
        store.setOffers([fakeOffer({ product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'i1', expires_at: time.now() + left })]);
        const reminder = new IntroReminderUseCase({ store, clock: time, storage: new MemoryStorage() });
        await reminder.sync();
        if (alreadyShown) await reminder.shown('INTRO_PRICE');
        expect(reminder.due(offset) !== null).toBe(left <= offset && !alreadyShown);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the offer a checkout buys at', () => {
  it('PUR-07: the open intro price of the tier and term first, else an unclaimed discount; never an ended, claimed or other-term offer', () => {
    const now = 1_000_000;
    const intro = fakeOffer({ product_type: 'gold', terms: 1, offer_type: 'INTRO_PRICE', offer_id: 'i1', price: 1250, original_price: 2499, expires_at: now + 1 });
    const discount = fakeOffer({ product_type: 'gold', terms: 1, offer_type: 'DISCOUNT', offer_id: 'd1', price: 1999, original_price: 2499, expires_at: now + 1 });
    const claimed = fakeOffer({ product_type: 'gold', terms: 1, offer_type: 'DISCOUNT', offer_id: 'd2', price: 1999, original_price: 2499, expires_at: now + 1, claimed: true });
    expect(checkoutOffer([discount, intro], 'gold', 1, now)?.offerId).toBe('i1');
    expect(checkoutOffer([discount], 'gold', 1, now)?.offerId).toBe('d1');
    expect(checkoutOffer([claimed], 'gold', 1, now)).toBeNull();
    expect(checkoutOffer([intro], 'gold', 6, now)).toBeNull();
    expect(checkoutOffer([intro], 'plus', 1, now)).toBeNull();
    expect(checkoutOffer([intro], 'gold', 1, now + 1)).toBeNull();
    // An "offer" at the regular price is no reduction.
    expect(checkoutOffer([fakeOffer({ product_type: 'gold', terms: 1, offer_type: 'INTRO_PRICE', offer_id: 'i2', price: 2499, original_price: 2499 })], 'gold', 1, now)).toBeNull();
  });
});

describe('the intro-price tracking kept on the device', () => {
  it('PUR-11: only tracking of a known offer type with a numeric end is read back; notificationShown only when true, viewedAt only a time', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(OFFER_TRACKING_STORAGE_KEY, JSON.stringify({
      GIFT: { expiresAt: 1 }, REGULAR: null, DISCOUNT: 5, SUB_OFFER: { expiresAt: 'tomorrow' },
      INTRO_PRICE: { expiresAt: 7 * HOUR, notificationShown: 'yes', viewedAt: 'today' },
      BUNDLE_OFFER: { expiresAt: 9 * HOUR, notificationShown: true, viewedAt: 3 },
    }));
    const store = new OffersStore();
    store.setOffers([]);
    const reminder = new IntroReminderUseCase({ store, clock: new FakeTime(), storage });
    await reminder.sync();
    expect(reminder.tracking).toEqual({ INTRO_PRICE: { expiresAt: 7 * HOUR, notificationShown: false, viewedAt: null }, BUNDLE_OFFER: { expiresAt: 9 * HOUR, notificationShown: true, viewedAt: 3 } });
  });

  it('PUR-11: tracking that does not read is started afresh from the member\'s offers', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(OFFER_TRACKING_STORAGE_KEY, '{not json');
    const { reminder, ends } = await setUp(storage);
    expect(reminder.tracking).toEqual({ INTRO_PRICE: { expiresAt: ends, notificationShown: false, viewedAt: null } });
  });

  it('PUR-11: an intro price without an end is not tracked and reminds of nothing', async () => {
    const store = new OffersStore();
    store.setOffers([fakeOffer({ product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'i1', price: 1250, original_price: 2499 })]);
    const reminder = new IntroReminderUseCase({ store, clock: new FakeTime(), storage: new MemoryStorage() });
    await reminder.sync();
    expect(reminder.tracking).toEqual({});
    expect(reminder.due(1000 * HOUR)).toBeNull();
  });

  it('PUR-12: an offer whose end changed since the tracking was brought up to date reminds of nothing until it is', async () => {
    const { reminder, store, time } = await setUp();
    store.setOffers([fakeOffer({ product_type: 'gold', offer_type: 'INTRO_PRICE', offer_id: 'i2', price: 1250, original_price: 2499, expires_at: time.now() + HOUR })]);
    expect(reminder.due()).toBeNull();
    await reminder.sync();
    expect(reminder.due()).toMatchObject({ offer: { offerId: 'i2' }, show: 'notice' });
  });

  it('PUR-11: shown or viewed for an offer type without tracking changes nothing; viewedAt keeps the first view', async () => {
    const { reminder, time, storage, ends } = await setUp();
    const before = await storage.getItem(OFFER_TRACKING_STORAGE_KEY);
    await reminder.shown('DISCOUNT');
    await reminder.viewed('DISCOUNT');
    expect(reminder.tracking).toEqual({ INTRO_PRICE: { expiresAt: ends, notificationShown: false, viewedAt: null } });
    expect(await storage.getItem(OFFER_TRACKING_STORAGE_KEY)).toBe(before);
    await reminder.viewed('INTRO_PRICE');
    const first = time.now();
    time.advance(HOUR);
    await reminder.viewed('INTRO_PRICE');
    expect(reminder.tracking.INTRO_PRICE?.viewedAt).toBe(first);
  });
});
