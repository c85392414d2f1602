import { describe, expect, it } from 'vitest';
import { checkoutHref, CHECKOUT_ROUTE } from './index';

describe('PUR-32: the checkout\'s destination', () => {
  it('PUR-32: the checkout\'s default destination is the route named checkout, with what to buy in its query', () => {
    expect(CHECKOUT_ROUTE).toBe('checkout');
    expect(checkoutHref()).toBe('/app/checkout');
    expect(checkoutHref({ product: 'gold', terms: 6, from: 'remote' })).toBe('/app/checkout?product=gold&terms=6&from=remote');
    expect(checkoutHref({ product: 'plus', from: 'super like' })).toBe('/app/checkout?product=plus&from=super%20like');
  });
});
