import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../shared/testing';
import {
  CheckoutUseCase,
  cardBrandOf,
  checkCardNumber,
  cpfRequired,
  INITIAL_PURCHASE_STATE,
  paymentKindOf,
  PAYMENT_PLATFORMS,
  PURCHASE_ERROR_KINDS,
  PurchaseStore,
  purchaseReducer,
  SubscriptionUseCase,
  type PurchaseState,
} from './index';
import { FakePurchaseApi } from './testing/fake-purchase-api';

const luhnComplete = (prefix: string, length: number): string => {
  // Completes digits to `length` with a last digit that passes the Luhn check.
  const body = prefix.padEnd(length - 1, '0');
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${body}${d}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let n = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
};

describe('PUR-19: payment platforms', () => {
  it('PUR-19: the seven platforms are web, web_adyen_card, web_braintree_applepay, web_braintree_paypal, android_cc, apple_cc, web_blackhawk_giftcard', () => {
    expect([...PAYMENT_PLATFORMS]).toEqual(['web', 'web_adyen_card', 'web_braintree_applepay', 'web_braintree_paypal', 'android_cc', 'apple_cc', 'web_blackhawk_giftcard']);
  });

  it('PUR-19: [PBT] web and web_adyen_card are card, the paypal platform paypal, the applepay platform applepay, the others none of them', () => {
    const oracle: Record<string, string | null> = {
      web: 'card',
      web_adyen_card: 'card',
      web_braintree_paypal: 'paypal',
      web_braintree_applepay: 'applepay',
      android_cc: null,
      apple_cc: null,
      web_blackhawk_giftcard: null,
    };
    fc.assert(fc.property(fc.constantFrom(...PAYMENT_PLATFORMS), (platform) => {
      expect(paymentKindOf(platform)).toBe(oracle[platform]);
    }));
  });
});

describe('PUR-20: card brands', () => {
  it('PUR-20: [PBT] any valid number starting with 4 is Visa and with 51-55 or 2221-2720 Mastercard', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.constantFrom('4', '51', '52', '53', '54', '55', '2221', '2500', '2720'), (rest, prefix) => {
        const number = luhnComplete(`${prefix}${rest}`.slice(0, 15), 16);
        const checked = checkCardNumber(number);
        expect(checked).toEqual({ ok: true, brand: prefix === '4' ? 'visa' : 'mastercard', digits: number });
      }),
    );
  });

  it('PUR-20: [PBT] every other brand (Amex 34/37, Discover 6011/65, JCB 35, Diners 36) is refused as unsupported', () => {
    fc.assert(
      fc.property(fc.constantFrom('34', '37', '6011', '65', '35', '36', '1', '2220', '2721', '56', '50', '9'), fc.stringMatching(/^\d{14}$/), (prefix, rest) => {
        const number = luhnComplete(`${prefix}${rest}`.slice(0, 15), 16);
        expect(checkCardNumber(number)).toEqual({ ok: false, reason: 'unsupported_brand' });
        expect(cardBrandOf(number)).toBeNull();
      }),
    );
  });

  it('PUR-20: [PBT] a Visa or Mastercard number with one digit changed fails the checksum', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 9 }), (rest, at, delta) => {
        const number = luhnComplete(`4${rest}`, 16);
        const changed = number.slice(0, at) + String((Number(number[at]) + delta) % 10) + number.slice(at + 1);
        expect(checkCardNumber(changed)).toEqual({ ok: false, reason: 'invalid_number' });
      }),
    );
  });

  it('PUR-20: spaces and dashes are allowed while typing, and the brand shows from the first digits', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ ok: true, brand: 'visa', digits: '4242424242424242' });
    expect(checkCardNumber('5555-5555-5555-4444').ok).toBe(true);
    expect(cardBrandOf('5')).toBeNull();
    expect(cardBrandOf('53')).toBe('mastercard');
    expect(cardBrandOf('4')).toBe('visa');
    expect(checkCardNumber('4242 abcd')).toEqual({ ok: false, reason: 'invalid_number' });
  });
});

describe('PUR-24: Brazil CPF', () => {
  it('PUR-24: [PBT] the cardCpf field is required iff billing_info.require_brazil_cpf is true', () => {
    fc.assert(
      fc.property(fc.option(fc.record({ require_brazil_cpf: fc.boolean() }), { nil: null }), (billing) => {
        expect(cpfRequired(billing)).toBe(billing !== null && billing.require_brazil_cpf === true);
      }),
    );
  });
});

const store = () => new PurchaseStore();
const GOLD = { productType: 'gold' as const, terms: 1 as const };

describe('PUR-18, PUR-21, PUR-33: the purchase state', () => {
  it('PUR-18: the state has the cart, from, payment method(s), tax, purchase info, restore token and errors per kind', () => {
    const s: PurchaseState = INITIAL_PURCHASE_STATE;
    expect(Object.keys(s)).toEqual(expect.arrayContaining(['cart', 'from', 'paymentMethod', 'paymentMethods', 'tax', 'purchaseInfo', 'restoreToken', 'errors']));
    expect(Object.keys(s.paymentMethods)).toEqual(['paymentMethod', 'billingInfo', 'requireZip']);
  });

  it('PUR-33: errors are kept per kind: provider, checkout, vaulting, card update, restore, e-mail update, contact card', () => {
    expect([...PURCHASE_ERROR_KINDS]).toEqual(['provider', 'checkout', 'vaulting', 'cardUpdate', 'restore', 'emailUpdate', 'contactCard']);
    let s = purchaseReducer(INITIAL_PURCHASE_STATE, { type: 'error', kind: 'vaulting', error: { code: 40201 }, retryable: false });
    s = purchaseReducer(s, { type: 'error', kind: 'emailUpdate', error: { code: 40009 }, retryable: false });
    expect(s.errors.vaulting).toEqual({ code: 40201 });
    expect(s.errors.emailUpdate).toEqual({ code: 40009 });
    expect(s.errors.checkout).toBeNull();
    expect(s.step.kind).toBe('idle');
  });

  it('PUR-21: a success only counts for an attempt in flight', () => {
    const receipt = { purchaseId: 'p', productType: 'gold' as const, terms: 1 as const, amount: 1, taxPrice: 0, finalPrice: 1, currency: 'USD', brand: 'visa' as const, lastFour: '4242', createdAt: 0, expiresAt: 0, autoRenew: true, restoreToken: 'r' };
    expect(purchaseReducer(INITIAL_PURCHASE_STATE, { type: 'success', receipt }).tier).toBe('none');
  });

  it('PUR-21, PUR-22: a card needing 3-D Secure goes through the challenge and grants the tier once answered', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const checkout = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, 'unlimited_swipes');
    const card = { number: '4000 0000 0000 3220', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' };
    const first = await checkout.buy({ kind: 'card', card, save: false });
    expect(first.ok && first.value.kind).toBe('challenge');
    expect(s.state.value.step.kind).toBe('challenge');
    expect(s.state.value.tier).toBe('none');
    expect(api.charges).toHaveLength(0);
    const done = await checkout.answerChallenge('123456');
    expect(done.ok).toBe(true);
    expect(s.state.value.step.kind).toBe('succeeded');
    expect(s.state.value.tier).toBe('gold');
    expect(api.charges).toHaveLength(1);
  });

  it('PL-09: a challenge left unanswered is put back in a later sign-in`s checkout, cart and all, and answering it charges once', async () => {
    const api = new FakePurchaseApi();
    const before = new CheckoutUseCase({ api, store: store(), ids: new SequentialIds('k') });
    before.choose({ productType: 'platinum', terms: 6 }, null);
    await before.buy({ kind: 'card', card: { number: '4000000000003220', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' }, save: false });
    // The member leaves without answering; the next sign-in has a new store.
    const s = store();
    const after = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('j') });
    expect(await after.resumePending()).toEqual({ ok: true, value: true });
    expect(s.state.value.cart).toEqual({ productType: 'platinum', terms: 6 });
    expect(s.state.value.step).toMatchObject({ kind: 'challenge', challenge: { lastFour: '3220' } });
    expect(api.charges).toHaveLength(0);
    expect((await after.answerChallenge('123456')).ok).toBe(true);
    expect(s.state.value.tier).toBe('platinum');
    expect(api.charges).toHaveLength(1);
    // Answered: nothing is pending any more.
    const third = store();
    expect(await new CheckoutUseCase({ api, store: third, ids: new SequentialIds('i') }).resumePending()).toEqual({ ok: true, value: false });
    expect(third.state.value.step.kind).toBe('idle');
  });

  it('PL-09, PUR-21: a challenge the member closed is abandoned: not put back at the next sign-in, and nothing charged', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const checkout = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    await checkout.buy({ kind: 'card', card: { number: '5200000000003225', expMonth: 1, expYear: 2031, cvc: '123', holderName: 'A', zip: '10001' }, save: false });
    await checkout.cancelChallenge();
    expect(s.state.value.step.kind).toBe('idle');
    const next = store();
    expect(await new CheckoutUseCase({ api, store: next, ids: new SequentialIds('j') }).resumePending()).toEqual({ ok: true, value: false });
    expect(next.state.value.step.kind).toBe('idle');
    expect(api.charges).toHaveLength(0);
  });

  it('PUR-21: a wrong challenge answer fails the payment, charges nothing, and the next attempt is a new one', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const checkout = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    await checkout.buy({ kind: 'card', card: { number: '5200000000003225', expMonth: 1, expYear: 2031, cvc: '1', holderName: 'A', zip: '1' }, save: false });
    const wrong = await checkout.answerChallenge('000000');
    expect(wrong.ok).toBe(false);
    expect(s.state.value.step.kind).toBe('failed');
    expect(s.state.value.errors.checkout).toMatchObject({ code: 40202 });
    expect(s.state.value.attemptKey).toBeNull();
    expect(api.charges).toHaveLength(0);
  });

  it('PUR-21: a declined card is a checkout error and charges nothing', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const checkout = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    const answer = await checkout.buy({ kind: 'card', card: { number: '4000000000000002', expMonth: 1, expYear: 2031, cvc: '1', holderName: 'A', zip: '1' }, save: false });
    expect(answer.ok).toBe(false);
    expect(s.state.value.errors.checkout).toMatchObject({ code: 40201 });
    expect(s.state.value.tier).toBe('none');
    expect(api.charges).toHaveLength(0);
  });

  it('PUR-21: after a lost answer the retry uses the same key, and the processor charges once', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const checkout = new CheckoutUseCase({ api, store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    const payment = { kind: 'card' as const, card: { number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '1', holderName: 'A', zip: '1' }, save: false };
    api.loseNextAnswer();
    expect((await checkout.buy(payment)).ok).toBe(false);
    expect(s.state.value.attemptKey).toBe('k-1');
    expect((await checkout.buy(payment)).ok).toBe(true);
    expect(api.charges).toEqual([expect.objectContaining({ key: 'k-1' })]);
  });

  it('PUR-23: the tax comes for a five-digit zip and is cleared otherwise', async () => {
    const s = store();
    const checkout = new CheckoutUseCase({ api: new FakePurchaseApi(), store: s, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    await checkout.fetchTax('10001');
    expect(s.state.value.tax).toEqual({
      zip: '10001',
      taxRate: 5,
      card: { listedPrice: 2499, discount: 250, discountPercentage: 10, price: 2249, taxPrice: 112, finalPrice: 2361 },
      paypal: { listedPrice: 2499, discount: 0, price: 2499, taxPrice: 125, finalPrice: 2624 },
    });
    await checkout.fetchTax('100');
    expect(s.state.value.tax).toBeNull();
  });

  it('PUR-25..28: settings actions: card saved and deleted, a declined card is a vaulting error, e-mail updated', async () => {
    const api = new FakePurchaseApi();
    const s = store();
    const subscription = new SubscriptionUseCase({ api, store: s });
    const card = { number: '5555555555554444', expMonth: 1, expYear: 2031, cvc: '1', holderName: 'A', zip: '1' };
    expect((await subscription.saveCard(card, false)).ok).toBe(true);
    expect(s.state.value.paymentMethods.paymentMethod).toEqual({ brand: 'mastercard', lastFour: '4444', expMonth: 1, expYear: 2031 });
    expect((await subscription.saveCard({ ...card, number: '4000000000000002' }, false)).ok).toBe(false);
    expect(s.state.value.errors.vaulting).toMatchObject({ code: 40201 });
    await subscription.deleteCard();
    expect(s.state.value.paymentMethods.paymentMethod).toBeNull();
    await subscription.updateEmail('ada@example.com');
    expect(s.state.value.paymentMethods.billingInfo?.email).toBe('ada@example.com');
  });
});
