import { describe, expect, it } from 'vitest';
import { MemoryLogger, MemoryStorage } from '../shared/testing';
import { PromoSession, PROMO_STORAGE_KEY, RedeemPromoUseCase } from './index';
import { FakeOffersApi } from './testing/fake-offers-api';

const SPRING = {
  incentivesType: 'free_trial',
  eligible: true,
  code: 'SPRING',
  campaignId: 'cmp_spring_trial',
  campaignName: 'Spring free trial',
  isIntroPrice: false,
  ccRequired: true,
  offers: [{ purchaseType: 'subscription', productType: 'plus', amount: 1, unit: 'month' }],
};

const setUp = async () => {
  const storage = new MemoryStorage();
  const session = new PromoSession(storage);
  const api = new FakeOffersApi();
  api.incentives = { SPRING, USED: { ...SPRING, code: 'USED', eligible: false } };
  const logger = new MemoryLogger();
  const went: string[] = [];
  const redeem = new RedeemPromoUseCase({ api, session, logger, navigate: (href) => went.push(href) });
  return { storage, session, api, logger, went, redeem };
};

describe('PUR-16: promo codes in the session', () => {
  it('PUR-16: a link\'s code is the session\'s pendingPromoCode, kept on the device across a reload; a malformed one is no code', async () => {
    const { storage, session } = await setUp();
    session.remember('<b>hi</b>');
    expect(session.pendingPromoCode.value).toBeNull();
    session.remember('SPRING');
    expect(session.pendingPromoCode.value).toBe('SPRING');
    expect(session.promoCode.value).toBeNull();
    expect(session.showPromo.value).toBe(false);
    expect(await storage.getItem(PROMO_STORAGE_KEY)).toBe('SPRING');
    const reloaded = new PromoSession(storage);
    await reloaded.restore();
    expect(reloaded.pendingPromoCode.value).toBe('SPRING');
  });

  it('PUR-15, PUR-16: a signed-in member redeems the pending code: promoCode set, showPromo on, pending dropped, the checkout opened for the campaign\'s product', async () => {
    const { storage, session, api, went, redeem } = await setUp();
    session.remember('spring');
    const incentive = await redeem.execute();
    expect(incentive).toMatchObject({ incentivesType: 'free_trial', eligible: true, code: 'SPRING', campaignId: 'cmp_spring_trial', offer: { purchaseType: 'subscription', productType: 'plus', amount: 1, unit: 'month' } });
    expect(api.redeemed).toEqual(['SPRING']);
    expect(session.promoCode.value).toBe('SPRING');
    expect(session.pendingPromoCode.value).toBeNull();
    expect(session.showPromo.value).toBe(true);
    expect(await storage.getItem(PROMO_STORAGE_KEY)).toBeNull();
    expect(went).toEqual(['/app/checkout?product=plus&from=promo']);
    session.shown();
    expect(session.showPromo.value).toBe(false);
    // Nothing pending: nothing asked.
    expect(await redeem.execute()).toBeNull();
    expect(api.redeemed).toEqual(['SPRING']);
  });

  it('PUR-16: a code the provider refuses (unknown, or not for this member) is logged and dropped; no checkout opens', async () => {
    for (const code of ['NOPE', 'USED']) {
      const { session, logger, went, redeem } = await setUp();
      session.remember(code);
      expect(await redeem.execute()).toBeNull();
      expect(session.pendingPromoCode.value).toBeNull();
      expect(session.promoCode.value).toBeNull();
      expect(went).toEqual([]);
      expect(JSON.stringify(logger)).toContain('promo code not redeemed');
    }
  });
  it('PUR-15, PUR-16: a campaign the provider redeems without an offer opens no checkout; the refusal is logged with its reason', async () => {
    const { session, api, logger, went, redeem } = await setUp();
    api.incentives = { ...api.incentives, EMPTY: { ...SPRING, code: 'EMPTY', offers: [] } };
    session.remember('EMPTY');
    expect(await redeem.execute()).toBeNull();
    expect(went).toEqual([]);
    expect(session.pendingPromoCode.value).toBeNull();
    expect(logger.entries).toContainEqual({ level: 'info', message: 'promo code not redeemed', context: { reason: 'not eligible' } });
    session.remember('USED');
    await redeem.execute();
    expect(logger.entries).toContainEqual({ level: 'info', message: 'promo code not redeemed', context: { reason: 40900 } });
  });

  it('PUR-16: a member who signs out drops the session\'s promo code, its offer still to show, and the pending code kept on the device', async () => {
    const { storage, session, redeem } = await setUp();
    session.remember('SPRING');
    await redeem.execute();
    expect(session.showPromo.value).toBe(true);
    session.remember('USED');
    session.clear();
    expect([session.promoCode.value, session.pendingPromoCode.value, session.showPromo.value]).toEqual([null, null, false]);
    expect(await storage.getItem(PROMO_STORAGE_KEY)).toBeNull();
  });

  it('PUR-16: a pending code from a link wins over one kept from an earlier visit; a malformed kept one is no code', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(PROMO_STORAGE_KEY, 'OLD');
    const session = new PromoSession(storage);
    session.remember('NEW');
    await session.restore();
    expect(session.pendingPromoCode.value).toBe('NEW');
    await storage.setItem(PROMO_STORAGE_KEY, 'bad code!');
    const other = new PromoSession(storage);
    await other.restore();
    expect(other.pendingPromoCode.value).toBeNull();
  });

  it('PUR-16: a promo code is 1 to 64 letters, digits, - or _, with nothing before or after', async () => {
    const { session } = await setUp();
    for (const bad of ['', 'x'.repeat(65), ' SPRING', 'SPRING ', 'SPR ING', 'a/b']) {
      session.remember(bad);
      expect(session.pendingPromoCode.value).toBeNull();
    }
    session.remember('x'.repeat(64));
    expect(session.pendingPromoCode.value).toBe('x'.repeat(64));
  });
});
