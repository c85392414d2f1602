import { describe, expect, it } from 'vitest';
import { heldOf, isPackCart, isSubscriptionCart, isSubscriptionProduct, termsOf } from './index';
import { checkoutHarness } from './testing/checkout-harness';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' };
const CARD_3DS = { ...CARD, number: '4000 0000 0000 3220' };

const setup = checkoutHarness;

describe('the boost subscription (PUR-31)', () => {
  it('PUR-31, PUR-05: boost_subscription is a subscription product bought for a term, told from a tier and from a pack', () => {
    expect(isSubscriptionProduct('boost_subscription')).toBe(true);
    expect(isSubscriptionProduct('gold')).toBe(false);
    expect(isSubscriptionProduct('boost')).toBe(false);
    expect(isSubscriptionCart({ productType: 'boost_subscription', terms: 1 })).toBe(true);
    expect(isSubscriptionCart({ productType: 'gold', terms: 1 })).toBe(false);
    expect(isPackCart({ productType: 'boost_subscription', terms: 1 })).toBe(false);
  });

  it('PUR-31: the terms on sale are listed shortest first with their boosts a month; nothing is held before a purchase', async () => {
    const { store, subscription } = setup();
    await subscription.loadSubscriptions();
    const catalogue = store.subscriptions.value!;
    expect(termsOf(catalogue, 'boost_subscription').map((t) => [t.terms, t.price, t.boostsPerMonth])).toEqual([
      [1, 1499, 4],
      [6, 5994, 4],
    ]);
    expect(heldOf(catalogue, 'boost_subscription')).toBeUndefined();
  });

  it('PUR-31, PUR-22: subscribing with a card that needs 3-D Secure charges once the challenge passes; the tier and the latest payment stay; the subscription is then held and auto-renewing', async () => {
    const { api, store, checkout, granted, subscription } = setup();
    checkout.choose({ productType: 'boost_subscription', terms: 1 }, 'subscription_settings');
    const first = await checkout.buy({ kind: 'card', card: CARD_3DS, save: false });
    expect(first.ok && first.value.kind).toBe('challenge');
    expect(api.subscriptionsHeld).toEqual([]);
    await checkout.answerChallenge('123456');
    expect(store.state.value.step.kind).toBe('succeeded');
    expect(api.charges.map((c) => c.amount)).toEqual([1499]);
    expect(store.state.value.tier).toBe('none');
    expect(store.state.value.latestPayment).toBeNull();
    expect(granted.map((r) => [r.productType, r.terms])).toEqual([['boost_subscription', 1]]);
    await subscription.loadSubscriptions();
    const held = heldOf(store.subscriptions.value!, 'boost_subscription');
    expect(held).toMatchObject({ productType: 'boost_subscription', terms: 1, isAutoRenewing: true, platform: 'web' });
  });

  it('PUR-31, PUR-25: auto-renew of the held boost subscription turns off and on, and the list is read again', async () => {
    const { store, checkout, subscription } = setup();
    checkout.choose({ productType: 'boost_subscription', terms: 6 }, null);
    await checkout.buy({ kind: 'card', card: CARD, save: false });
    await subscription.loadSubscriptions();
    const id = heldOf(store.subscriptions.value!, 'boost_subscription')!.id;
    expect((await subscription.setSubscriptionAutoRenew(id, false)).ok).toBe(true);
    expect(heldOf(store.subscriptions.value!, 'boost_subscription')?.isAutoRenewing).toBe(false);
    await subscription.setSubscriptionAutoRenew(id, true);
    expect(heldOf(store.subscriptions.value!, 'boost_subscription')?.isAutoRenewing).toBe(true);
  });
});
