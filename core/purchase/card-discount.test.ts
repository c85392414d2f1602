import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDiscount, cardPrice, priceByPayment } from './index';

/** The spec's "cc discount 10": ten per cent off a card payment (docs/decisions.md PUR-10). */
const PERCENT = 10;
/** Prices in cents, from nothing to well past any price on sale. */
const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('PUR-10: the card discount', () => {
  it('PUR-10: [PBT] a card price is never negative and never above the listed price', () => {
    fc.assert(
      fc.property(cents, (listed) => {
        const price = cardPrice(listed);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(listed);
      }),
    );
  });

  it('PUR-10: [PBT] a card pays exactly 90 % of the listed price, the 10 % discount rounded half up to the cent', () => {
    fc.assert(
      fc.property(cents, (listed) => {
        const discount = cardDiscount(listed);
        // The discount is the nearest cent to 10 % (ties to the member): |100 × discount − 10 × listed| ≤ 50.
        expect(Math.abs(100 * discount - PERCENT * listed)).toBeLessThanOrEqual(50);
        if (100 * discount - PERCENT * listed === -50) expect.unreachable('a half cent is the member\'s');
        expect(cardPrice(listed)).toBe(listed - discount);
        // So the card price is 90 % of the listed price within half a cent, a tie going down.
        expect(Math.abs(100 * cardPrice(listed) - (100 - PERCENT) * listed)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('PUR-10: [PBT] a dearer listed price never has a cheaper card price', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cardPrice(low)).toBeLessThanOrEqual(cardPrice(high));
        expect(cardDiscount(low)).toBeLessThanOrEqual(cardDiscount(high));
      }),
    );
  });

  it('PUR-10: [PBT] a multiple of ten cents is discounted by exactly a tenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (tenths) => {
        expect(cardPrice(tenths * 10)).toBe(tenths * 9);
      }),
    );
  });

  it('PUR-10: the prices on sale, worked by hand: $24.99 is $22.49 by card, $0.05 is $0.04, nothing is nothing', () => {
    expect(cardPrice(2499)).toBe(2249);
    expect(cardDiscount(2499)).toBe(250);
    expect(cardPrice(1499)).toBe(1349);
    expect(cardPrice(5)).toBe(4);
    expect(cardPrice(4)).toBe(4);
    expect(cardPrice(0)).toBe(0);
  });

  it('PUR-10: [PBT] PayPal pays the listed price; a card pays the card price, and price and discount add up to it', () => {
    fc.assert(
      fc.property(cents, (listed) => {
        expect(priceByPayment(listed, 'paypal')).toEqual({ listed, discount: 0, price: listed });
        const card = priceByPayment(listed, 'card');
        expect(card.price).toBe(cardPrice(listed));
        expect(card.price + card.discount).toBe(listed);
      }),
    );
  });
});
