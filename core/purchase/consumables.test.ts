import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPackCart, packSaving, packsOf, pricePerUnit, type Pack } from './index';
import { checkoutHarness } from './testing/checkout-harness';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' };
const CARD_3DS = { ...CARD, number: '4000 0000 0000 3220' };

describe('consumable packs (PUR-05)', () => {
  it('PUR-05: a pack cart is told from a tier cart by its units', () => {
    expect(isPackCart({ productType: 'superlike', amount: 5 })).toBe(true);
    expect(isPackCart({ productType: 'gold', terms: 1 })).toBe(false);
  });

  it('PUR-05: the packs of one product, smallest first; the price per unit in whole cents', () => {
    const packs: Pack[] = [
      { productType: 'boost', amount: 10, price: 4999, currency: 'USD' },
      { productType: 'superlike', amount: 1, price: 299, currency: 'USD' },
      { productType: 'boost', amount: 1, price: 799, currency: 'USD' },
    ];
    expect(packsOf(packs, 'boost').map((p) => p.amount)).toEqual([1, 10]);
    expect(pricePerUnit({ price: 1249, amount: 5 })).toBe(250);
    expect(pricePerUnit({ price: 1999, amount: 10 })).toBe(200);
  });

  it('PUR-05: the saving of 5 super likes at 12.49 against 2.99 each is 16 % (rounded down); none without a single-unit pack', () => {
    expect(packSaving({ price: 1249, amount: 5 }, { price: 299, amount: 1 })).toBe(16);
    expect(packSaving({ price: 1999, amount: 10 }, { price: 299, amount: 1 })).toBe(33);
    expect(packSaving({ price: 299, amount: 1 }, { price: 299, amount: 1 })).toBe(0);
    expect(packSaving({ price: 1249, amount: 5 }, undefined)).toBe(0);
  });

  it('PUR-05: a saving is never more than the pack saves, and never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 1_000_000 }), (single, amount, price) => {
        const saving = packSaving({ price, amount }, { price: single, amount: 1 });
        expect(saving).toBeGreaterThanOrEqual(0);
        expect(saving).toBeLessThan(100);
        // What the shown percentage promises is at most what the member saves.
        expect(single * amount - (single * amount * (100 - saving)) / 100).toBeLessThanOrEqual(Math.max(0, single * amount - price) + 1e-9);
      }),
    );
  });
});

describe('buying a pack through the checkout (PUR-21, PUR-22)', () => {
  const setup = checkoutHarness;

  it('PUR-22: a pack bought with a card that needs 3-D Secure grants its units once the challenge passes; the tier and latest payment stay', async () => {
    const { api, store, checkout, granted, subscription } = setup();
    checkout.choose({ productType: 'superlike', amount: 5 }, 'super_like');
    const first = await checkout.buy({ kind: 'card', card: CARD_3DS, save: false });
    expect(first.ok && first.value.kind).toBe('challenge');
    expect(api.held.superlike).toBe(0);
    expect(granted).toEqual([]);
    await checkout.answerChallenge('123456');
    expect(store.state.value.step.kind).toBe('succeeded');
    expect(api.held.superlike).toBe(5);
    expect(api.charges.map((c) => c.amount)).toEqual([1249]);
    expect(store.state.value.tier).toBe('none');
    expect(store.state.value.latestPayment).toBeNull();
    expect(granted.map((r) => [r.productType, r.units])).toEqual([['superlike', 5]]);
    await subscription.loadConsumables();
    expect(store.consumables.value?.held.superlike).toBe(5);
  });

  it('PUR-22: a lost answer is retried with the same key and the pack is charged once; another size is a new attempt', async () => {
    const { api, checkout, store } = setup();
    checkout.choose({ productType: 'boost', amount: 5 }, null);
    api.loseNextAnswer();
    expect((await checkout.buy({ kind: 'card', card: CARD, save: false })).ok).toBe(false);
    const key = store.state.value.attemptKey;
    expect(key).not.toBeNull();
    await checkout.buy({ kind: 'card', card: CARD, save: false });
    expect(api.charges).toHaveLength(1);
    expect(api.held.boost).toBe(5);
    checkout.choose({ productType: 'boost', amount: 10 }, null);
    await checkout.buy({ kind: 'card', card: CARD, save: false });
    expect(api.charges.map((c) => c.amount)).toEqual([2999, 4999]);
    expect(new Set(api.charges.map((c) => c.key)).size).toBe(2);
  });
});
