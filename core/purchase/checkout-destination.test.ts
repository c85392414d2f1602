import { describe, expect, it } from 'vitest';
import { checkoutHref, CHECKOUT_ROUTE } from './index';

describe('PUR-32: the checkout\'s destination', () => {
  it('PUR-32: the checkout\'s default destination is the route named checkout, with what to buy in its query', () => {
    expect(CHECKOUT_ROUTE).toBe('checkout');
    expect(checkoutHref()).toBe('/app/checkout');
    expect(checkoutHref({ product: 'gold', terms: 6, from: 'remote' })).toBe('/app/checkout?product=gold&terms=6&from=remote');
    expect(checkoutHref({ product: 'plus', from: 'super like' })).toBe('/app/checkout?product=plus&from=super%20like');
  });

  it('PUR-32, CHAT-08: a pack goes by its size, and the conversation it was bought from rides along to go back to', () => {
    expect(checkoutHref({ product: 'readreceipt', amount: 5, from: 'read_receipts', match: 'm 1' })).toBe('/app/checkout?product=readreceipt&amount=5&from=read_receipts&match=m%201');
  });
});
