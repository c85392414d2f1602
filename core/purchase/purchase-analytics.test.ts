import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../shared/testing';
import { CheckoutUseCase, PurchaseStore, type PurchaseAnalyticsItem } from './index';
import { FakePurchaseApi } from './testing/fake-purchase-api';

const CARD = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' });

const setUp = async (promoCode: string | null = null) => {
  const api = new FakePurchaseApi();
  const store = new PurchaseStore();
  const tiers = await api.tiers();
  if (tiers.ok) store.setTiers(tiers.value);
  const items: PurchaseAnalyticsItem[] = [];
  const checkout = new CheckoutUseCase({ api, store, ids: new SequentialIds('k'), analytics: { track: (item) => items.push(item) }, promoCode: () => promoCode });
  return { api, store, items, checkout };
};

describe('PUR-36: purchase analytics items', () => {
  it('PUR-36: a purchase reports an item with exactly action, amount, basePrice, currency, duration, paymentMethod, promoCode, sku, pageType, upsell, type', async () => {
    const { items, checkout } = await setUp('SPRING');
    checkout.choose({ productType: 'gold', terms: 1 }, 'unlimited_swipes');
    expect((await checkout.buy({ kind: 'card', card: CARD('4242424242424242'), save: false })).ok).toBe(true);
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!).sort()).toEqual(['action', 'amount', 'basePrice', 'currency', 'duration', 'paymentMethod', 'promoCode', 'sku', 'pageType', 'upsell', 'type'].sort());
    expect(items[0]).toMatchObject({ action: 'purchase', sku: 'gold_1m', duration: 1, currency: 'USD', promoCode: 'SPRING', pageType: 'unlimited_swipes', upsell: true, type: 'subscription' });
    expect(items[0]!.amount).toBe(items[0]!.basePrice);
  });

  it('PUR-36: a 3-D Secure card reports the challenge then the purchase; a declined card a failure; a checkout opened by choice is no upsell', async () => {
    const { items, checkout } = await setUp();
    checkout.choose({ productType: 'plus', terms: 1 }, null);
    await checkout.buy({ kind: 'card', card: CARD('4000000000003220'), save: false });
    await checkout.answerChallenge('123456');
    expect(items.map((i) => i.action)).toEqual(['challenge', 'purchase']);
    expect(items[1]).toMatchObject({ sku: 'plus_1m', promoCode: null, pageType: null, upsell: false });
    const declined = await setUp();
    declined.checkout.choose({ productType: 'gold', terms: 1 }, null);
    await declined.checkout.buy({ kind: 'card', card: CARD('4000000000000002'), save: false });
    expect(declined.items.map((i) => i.action)).toEqual(['failure']);
  });

  it('PUR-36: a pack of consumables reports its product and size as the sku, no term, its type and its regular price', async () => {
    const { api, store, items, checkout } = await setUp();
    const catalogue = await api.consumables();
    if (catalogue.ok) store.setConsumables(catalogue.value);
    const pack = catalogue.ok ? catalogue.value.packs.find((p) => p.productType === 'superlike' && p.amount === 5) : undefined;
    checkout.choose({ productType: 'superlike', amount: 5 }, null);
    expect((await checkout.buy({ kind: 'card', card: CARD('4242424242424242'), save: false })).ok).toBe(true);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'purchase', sku: 'superlike_5', duration: 0, type: 'consumable', basePrice: pack?.price, currency: pack?.currency });
  });
});
