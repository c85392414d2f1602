import { describe, expect, it } from 'vitest';
import { cardReturnRoute } from './index';

describe('the card pages', () => {
  it('PUR-26: add-card/{returnPage} and update-card/{returnPage} return to the page returnPage names (accountSettings, for one)', () => {
    expect(cardReturnRoute('accountSettings')).toBe('accountSettings');
    expect(cardReturnRoute('subscriptionSettings')).toBe('subscriptionSettings');
    expect(cardReturnRoute('checkout')).toBe('checkout');
  });

  it('PUR-26: a returnPage that names no signed-in page without parameters returns to the subscription settings', () => {
    for (const page of [undefined, '', 'https:', '//evil.example', 'nope', 'toString', '__proto__', 'addCard', 'updateCard', 'messages', 'login', 'deeplinkCheckout'])
      expect(cardReturnRoute(page), String(page)).toBe('subscriptionSettings');
  });
});
