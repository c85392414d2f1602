import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure } from '../api/api-failure';
import { SequentialIds } from '../shared/testing';
import {
  attemptFingerprint,
  cardBrandOf,
  cardDigits,
  CheckoutUseCase,
  checkCardNumber,
  cpfRequired,
  cpfValid,
  expiryValid,
  formatCardNumber,
  INITIAL_PURCHASE_STATE,
  isPaymentPlatform,
  isRetryable,
  lastFour,
  luhnValid,
  parseExpiry,
  PurchaseStore,
  purchaseReducer,
  SubscriptionUseCase,
  TEST_3DS_CODE,
  testCardOutcome,
  type PurchaseApiPort,
  type Receipt,
  type ThreeDsChallenge,
} from './index';
import { FakePurchaseApi } from './testing/fake-purchase-api';

const http = (status: number): ApiFailure => apiFailure.http({ data: null, status, error: null, url: '', ok: false });
const GOLD = { productType: 'gold' as const, terms: 1 as const };
const PLUS6 = { productType: 'plus' as const, terms: 6 as const };
const receipt = (extra: Partial<Receipt> = {}): Receipt => ({
  purchaseId: 'p1',
  productType: 'gold',
  terms: 1,
  amount: 2499,
  taxPrice: 0,
  finalPrice: 2499,
  currency: 'USD',
  brand: 'visa',
  lastFour: '4242',
  createdAt: 0,
  expiresAt: 0,
  autoRenew: true,
  restoreToken: 'r1',
  ...extra,
});
const challenge: ThreeDsChallenge = { purchaseId: 'p1', transactionId: 't1', issuer: 'Bank', merchant: 'Spark', amount: 2499, currency: 'USD', lastFour: '3220', brand: 'visa' };
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada', zip: '10001' });
const failing = <K extends keyof PurchaseApiPort>(api: FakePurchaseApi, method: K, failure: ApiFailure = http(500)) => {
  (api as unknown as Record<string, unknown>)[method] = async () => ({ ok: false, error: failure });
  return failure;
};

describe('PUR-20: card numbers, digit by digit', () => {
  it('PUR-20: spaces and dashes are dropped; anything else makes no number', () => {
    expect(cardDigits('4242 4242-4242')).toBe('424242424242');
    expect(cardDigits('4242x')).toBeNull();
    expect(cardDigits('')).toBe('');
  });

  it('PUR-20: Mastercard is 51-55 or 2221-2720; the edges just outside are no brand; too few digits tell no brand yet', () => {
    expect(cardBrandOf('2221')).toBe('mastercard');
    expect(cardBrandOf('2720')).toBe('mastercard');
    expect(cardBrandOf('2220')).toBeNull();
    expect(cardBrandOf('2721')).toBeNull();
    expect(cardBrandOf('51')).toBe('mastercard');
    expect(cardBrandOf('55')).toBe('mastercard');
    expect(cardBrandOf('50')).toBeNull();
    expect(cardBrandOf('56')).toBeNull();
    expect(cardBrandOf('222')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('4x')).toBeNull();
  });

  it('PUR-20: Visa has 13, 16 or 19 digits and Mastercard 16, each passing the Luhn check', () => {
    expect(checkCardNumber('4222222222222')).toEqual({ ok: true, brand: 'visa', digits: '4222222222222' });
    expect(checkCardNumber('4111111111111111110')).toEqual({ ok: true, brand: 'visa', digits: '4111111111111111110' });
    expect(checkCardNumber('5555555555554444')).toEqual({ ok: true, brand: 'mastercard', digits: '5555555555554444' });
    expect(checkCardNumber('2221000000000009')).toEqual({ ok: true, brand: 'mastercard', digits: '2221000000000009' });
    // Luhn-valid but of the wrong length for the brand.
    expect(checkCardNumber('411111111111116')).toEqual({ ok: false, reason: 'invalid_number' });
    expect(checkCardNumber('5555555555554')).toEqual({ ok: false, reason: 'invalid_number' });
    expect(checkCardNumber('4242424242424241')).toEqual({ ok: false, reason: 'invalid_number' });
  });

  it('PUR-20: fewer than 12 digits is no number at all, whatever its start; 12 digits of another brand are unsupported', () => {
    expect(checkCardNumber('42424242424')).toEqual({ ok: false, reason: 'invalid_number' });
    expect(checkCardNumber('34343434343')).toEqual({ ok: false, reason: 'invalid_number' });
    expect(checkCardNumber('343434343434')).toEqual({ ok: false, reason: 'unsupported_brand' });
  });

  it('PUR-20: the Luhn check (doubling every second digit from the right, 9 taken off above 9)', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('59')).toBe(true);
    expect(luhnValid('18')).toBe(true);
    expect(luhnValid('81')).toBe(false);
    expect(luhnValid('0')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('PUR-20: only the last four digits are shown; the number is grouped by four while typed, at most 19 digits', () => {
    expect(lastFour('4242424242424242')).toBe('4242');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('4242a42/42')).toBe('4242 4242');
  });

  it('PUR-20: the expiry is MM/YY or MM/YYYY with a month from 1 to 12', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('0/30')).toBeNull();
    expect(parseExpiry('12/3')).toBeNull();
    expect(parseExpiry('12/030')).toBeNull();
    expect(parseExpiry('123/30')).toBeNull();
    expect(parseExpiry('x12/30')).toBeNull();
    expect(parseExpiry('12/30x')).toBeNull();
  });

  it('PUR-20: a card is valid to the end of its expiry month', () => {
    const may2026 = Date.UTC(2026, 4, 31, 23, 59);
    expect(expiryValid({ month: 5, year: 2026 }, may2026)).toBe(true);
    expect(expiryValid({ month: 4, year: 2026 }, may2026)).toBe(false);
    expect(expiryValid({ month: 6, year: 2025 }, may2026)).toBe(false);
    expect(expiryValid({ month: 1, year: 2027 }, may2026)).toBe(true);
  });

  it('PUR-20, PUR-22: the test processor\'s cards (decisions PUR-20) and its 3-D Secure code 123456', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeed');
    expect(testCardOutcome('5555555555554444')).toBe('succeed');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('decline');
    expect(testCardOutcome('5105105105105100')).toBe('decline');
    expect(testCardOutcome('4000000000003220')).toBe('challenge');
    expect(testCardOutcome('5200-0000-0000-3225')).toBe('challenge');
    expect(testCardOutcome('4111111111111111')).toBe('succeed');
    expect(testCardOutcome('not a card')).toBe('succeed');
    expect(TEST_3DS_CODE).toBe('123456');
  });
});

describe('PUR-19, PUR-24: platforms and the CPF', () => {
  it('PUR-19: only the seven platforms are platforms', () => {
    expect(isPaymentPlatform('web_braintree_paypal')).toBe(true);
    expect(isPaymentPlatform('web_stripe')).toBe(false);
  });

  it('PUR-24: a CPF passes its two check digits (dots and dash allowed), a repeated digit or a wrong length does not', () => {
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('52998224725')).toBe(true);
    expect(cpfValid('123.456.789-09')).toBe(true);
    expect(cpfValid('935.411.347-80')).toBe(true);
    expect(cpfValid('529.982.247-24')).toBe(false);
    expect(cpfValid('529.982.247-15')).toBe(false);
    // The second check digit fits the first, but the first is wrong.
    expect(cpfValid('529.982.247-33')).toBe(false);
    expect(cpfValid('111.111.111-11')).toBe(false);
    expect(cpfValid('5299822472')).toBe(false);
    expect(cpfValid('529982247251')).toBe(false);
    expect(cpfValid('5299822472a')).toBe(false);
    expect(cpfRequired(null)).toBe(false);
    expect(cpfRequired({ require_brazil_cpf: true })).toBe(true);
  });
});

describe('PUR-22: idempotency keys', () => {
  it('PUR-22: a lost answer (network, timeout, 5xx) is retried with the same key; a 4xx is not', () => {
    expect(isRetryable(apiFailure.network())).toBe(true);
    expect(isRetryable(apiFailure.timeout())).toBe(true);
    expect(isRetryable(http(500))).toBe(true);
    expect(isRetryable(http(503))).toBe(true);
    expect(isRetryable(http(499))).toBe(false);
    expect(isRetryable(http(402))).toBe(false);
    expect(isRetryable(apiFailure.missingToken())).toBe(false);
  });

  it('PUR-22: the key stands for the cart and the card by its last four digits and expiry', () => {
    expect(attemptFingerprint(GOLD, { kind: 'saved' })).toBe('gold:1:saved');
    expect(attemptFingerprint(PLUS6, { kind: 'card', card: card('4242 4242 4242 4242'), save: false })).toBe('plus:6:4242:12/2030');
    expect(attemptFingerprint(GOLD, { kind: 'card', card: card('42x'), save: false })).toBe('gold:1::12/2030');
  });
});

describe('PUR-21: the purchase actions, one by one', () => {
  const reduce = (...actions: Parameters<typeof purchaseReducer>[1][]) => actions.reduce(purchaseReducer, INITIAL_PURCHASE_STATE);
  const submitting = () => reduce({ type: 'addToCart', cart: GOLD, from: 'paywall' }, { type: 'attempt', key: 'k', fingerprint: 'f' }, { type: 'post' });

  it('PUR-18: the state starts on the web platform with no cart, zip required, no tier and no errors', () => {
    expect(INITIAL_PURCHASE_STATE).toEqual({
      cart: null,
      from: null,
      paymentMethod: 'web',
      paymentMethods: { paymentMethod: null, billingInfo: null, requireZip: true },
      tax: null,
      step: { kind: 'idle' },
      attemptKey: null,
      attemptFingerprint: null,
      purchaseInfo: null,
      latestPayment: null,
      restoreToken: null,
      tier: 'none',
      errors: { provider: null, checkout: null, vaulting: null, cardUpdate: null, restore: null, emailUpdate: null, contactCard: null },
    });
  });

  it('PUR-21: add to cart sets the cart and where from, starts afresh (no tax, no key, no checkout error) and keeps other errors', () => {
    let s = reduce({ type: 'error', kind: 'checkout', error: { code: 1 }, retryable: false }, { type: 'error', kind: 'vaulting', error: { code: 2 }, retryable: false });
    s = purchaseReducer(s, { type: 'taxFetched', tax: { zip: '10001', taxRate: 5, card: { listedPrice: 2, discount: 0, discountPercentage: 10, price: 2, taxPrice: 1, finalPrice: 3 }, paypal: { listedPrice: 2, discount: 0, price: 2, taxPrice: 1, finalPrice: 3 } } });
    s = purchaseReducer(s, { type: 'addToCart', cart: GOLD, from: 'paywall' });
    s = purchaseReducer(s, { type: 'attempt', key: 'k', fingerprint: 'f' });
    s = purchaseReducer(s, { type: 'addToCart', cart: PLUS6, from: null });
    expect(s).toMatchObject({ cart: PLUS6, from: null, tax: null, step: { kind: 'idle' }, attemptKey: null, attemptFingerprint: null });
    expect(s.errors.checkout).toBeNull();
    expect(s.errors.vaulting).toEqual({ code: 2 });
  });

  it('PUR-21: attempt needs a cart; post needs a key and clears the checkout and provider errors; neither applies while busy', () => {
    expect(reduce({ type: 'attempt', key: 'k', fingerprint: 'f' })).toBe(INITIAL_PURCHASE_STATE);
    const carted = reduce({ type: 'addToCart', cart: GOLD, from: null });
    expect(purchaseReducer(carted, { type: 'post' })).toBe(carted);
    let s = purchaseReducer(carted, { type: 'attempt', key: 'k', fingerprint: 'f' });
    expect(s).toMatchObject({ attemptKey: 'k', attemptFingerprint: 'f' });
    s = purchaseReducer(s, { type: 'error', kind: 'provider', error: { code: 3 }, retryable: false });
    s = purchaseReducer(s, { type: 'error', kind: 'restore', error: { code: 4 }, retryable: false });
    s = purchaseReducer(s, { type: 'post' });
    expect(s.step).toEqual({ kind: 'submitting' });
    expect(s.errors).toMatchObject({ provider: null, checkout: null, restore: { code: 4 } });
    expect(purchaseReducer(s, { type: 'post' })).toBe(s);
    expect(purchaseReducer(s, { type: 'attempt', key: 'k2', fingerprint: 'f2' })).toBe(s);
    expect(purchaseReducer(s, { type: 'addToCart', cart: PLUS6, from: null })).toBe(s);
  });

  it('PUR-22: 3-D Secure: required while submitting keeps the purchase info; submit from the challenge verifies; cancel forgets the attempt', () => {
    expect(reduce({ type: 'threeDsRequired', challenge })).toBe(INITIAL_PURCHASE_STATE);
    const asked = purchaseReducer(submitting(), { type: 'threeDsRequired', challenge });
    expect(asked.step).toEqual({ kind: 'challenge', challenge });
    expect(asked.purchaseInfo).toEqual({ purchaseId: 'p1', transactionId: 't1' });
    expect(purchaseReducer(asked, { type: 'threeDsRequired', challenge })).toBe(asked);
    const verifying = purchaseReducer(asked, { type: 'threeDsSubmit' });
    expect(verifying.step).toEqual({ kind: 'verifying', challenge });
    expect(purchaseReducer(verifying, { type: 'threeDsSubmit' })).toBe(verifying);
    expect(purchaseReducer(verifying, { type: 'threeDsCancel' })).toBe(verifying);
    const cancelled = purchaseReducer(asked, { type: 'threeDsCancel' });
    expect(cancelled).toMatchObject({ step: { kind: 'idle' }, attemptKey: null, attemptFingerprint: null, purchaseInfo: null, cart: GOLD });
    expect(reduce({ type: 'threeDsSubmit' })).toBe(INITIAL_PURCHASE_STATE);
    expect(reduce({ type: 'threeDsCancel' })).toBe(INITIAL_PURCHASE_STATE);
  });

  it('PUR-21: success while submitting or verifying grants the tier, keeps the receipt and restore token and forgets the attempt', () => {
    const r = receipt({ productType: 'platinum', restoreToken: 'rt' });
    for (const from of [submitting(), purchaseReducer(purchaseReducer(submitting(), { type: 'threeDsRequired', challenge }), { type: 'threeDsSubmit' })]) {
      const s = purchaseReducer(from, { type: 'success', receipt: r });
      expect(s).toMatchObject({ step: { kind: 'succeeded', receipt: r }, attemptKey: null, attemptFingerprint: null, purchaseInfo: null, latestPayment: r, restoreToken: 'rt', tier: 'platinum' });
    }
    const asked = purchaseReducer(submitting(), { type: 'threeDsRequired', challenge });
    expect(purchaseReducer(asked, { type: 'success', receipt: r })).toBe(asked);
  });

  it('PUR-21, PUR-33: a checkout error fails the attempt; only a retryable one while submitting keeps the key', () => {
    const error = { code: 'API.NETWORK' };
    const lost = purchaseReducer(submitting(), { type: 'error', kind: 'checkout', error, retryable: true });
    expect(lost).toMatchObject({ step: { kind: 'failed', error }, attemptKey: 'k', attemptFingerprint: 'f', purchaseInfo: null });
    expect(lost.errors.checkout).toBe(error);
    const refused = purchaseReducer(submitting(), { type: 'error', kind: 'checkout', error, retryable: false });
    expect(refused).toMatchObject({ step: { kind: 'failed', error }, attemptKey: null, attemptFingerprint: null });
    const verifying = purchaseReducer(purchaseReducer(submitting(), { type: 'threeDsRequired', challenge }), { type: 'threeDsSubmit' });
    const lostWhileVerifying = purchaseReducer(verifying, { type: 'error', kind: 'checkout', error, retryable: true });
    expect(lostWhileVerifying).toMatchObject({ step: { kind: 'failed' }, attemptKey: null, attemptFingerprint: null, purchaseInfo: null });
    const provider = purchaseReducer(submitting(), { type: 'error', kind: 'provider', error, retryable: false });
    expect(provider.step.kind).toBe('failed');
  });

  it('PUR-33: an error of another kind, or one outside an attempt, is only stored', () => {
    const s = submitting();
    const vaulting = purchaseReducer(s, { type: 'error', kind: 'vaulting', error: { code: 1 }, retryable: false });
    expect(vaulting).toEqual({ ...s, errors: { ...s.errors, vaulting: { code: 1 } } });
    const idle = reduce({ type: 'error', kind: 'checkout', error: { code: 2 }, retryable: false });
    expect(idle).toEqual({ ...INITIAL_PURCHASE_STATE, errors: { ...INITIAL_PURCHASE_STATE.errors, checkout: { code: 2 } } });
    expect(purchaseReducer(idle, { type: 'clearError', kind: 'checkout' })).toEqual(INITIAL_PURCHASE_STATE);
  });

  it('PUR-28, PUR-29: payment methods loaded keep requireZip; the restore token comes from the latest payment, else stays', () => {
    const billingInfo = { email: 'a@b.c', zip_code: '10001', require_brazil_cpf: true };
    const saved = { brand: 'visa' as const, lastFour: '4242', expMonth: 1, expYear: 2030 };
    const withToken = purchaseReducer(submitting(), { type: 'success', receipt: receipt({ restoreToken: 'old' }) });
    const s = purchaseReducer(withToken, { type: 'paymentMethodsLoaded', card: saved, billingInfo, latest: null, tier: 'plus' });
    expect(s.paymentMethods).toEqual({ paymentMethod: saved, billingInfo, requireZip: true });
    expect(s).toMatchObject({ latestPayment: null, restoreToken: 'old', tier: 'plus' });
    const next = purchaseReducer(s, { type: 'paymentMethodsLoaded', card: null, billingInfo: null, latest: receipt({ restoreToken: 'new' }), tier: 'gold' });
    expect(next).toMatchObject({ restoreToken: 'new', tier: 'gold', paymentMethods: { paymentMethod: null, billingInfo: null } });
  });

  it('PUR-25, PUR-26, PUR-27, PUR-28: card added clears the vaulting and card-update errors; auto-renew needs a payment; restore and e-mail clear their errors', () => {
    let s = reduce(
      { type: 'error', kind: 'vaulting', error: { code: 1 }, retryable: false },
      { type: 'error', kind: 'cardUpdate', error: { code: 2 }, retryable: false },
      { type: 'error', kind: 'restore', error: { code: 3 }, retryable: false },
      { type: 'error', kind: 'emailUpdate', error: { code: 4 }, retryable: false },
    );
    const saved = { brand: 'mastercard' as const, lastFour: '4444', expMonth: 2, expYear: 2031 };
    s = purchaseReducer(s, { type: 'cardAdded', card: saved });
    expect(s.paymentMethods.paymentMethod).toEqual(saved);
    expect(s.errors).toMatchObject({ vaulting: null, cardUpdate: null, restore: { code: 3 } });
    expect(purchaseReducer(s, { type: 'autoRenew', enabled: false })).toBe(s);
    s = purchaseReducer(s, { type: 'restored', tier: 'gold' });
    expect(s.tier).toBe('gold');
    expect(s.errors.restore).toBeNull();
    s = purchaseReducer(s, { type: 'emailUpdated', email: 'ada@example.com' });
    expect(s.paymentMethods.billingInfo).toEqual({ email: 'ada@example.com', zip_code: null, require_brazil_cpf: false });
    expect(s.errors.emailUpdate).toBeNull();
    s = purchaseReducer(s, { type: 'paymentMethodsLoaded', card: saved, billingInfo: { email: 'x@y.z', zip_code: '1', require_brazil_cpf: true }, latest: receipt(), tier: 'gold' });
    s = purchaseReducer(s, { type: 'emailUpdated', email: 'new@example.com' });
    expect(s.paymentMethods.billingInfo).toEqual({ email: 'new@example.com', zip_code: '1', require_brazil_cpf: true });
    s = purchaseReducer(s, { type: 'autoRenew', enabled: false });
    expect(s.latestPayment).toEqual(receipt({ autoRenew: false }));
    s = purchaseReducer(s, { type: 'cardDeleted' });
    expect(s.paymentMethods.paymentMethod).toBeNull();
    expect(s.paymentMethods.requireZip).toBe(true);
  });

  it('PUR-23: tax fetched and cleared', () => {
    const tax = { zip: '10001', taxRate: 5, card: { listedPrice: 2499, discount: 250, discountPercentage: 10, price: 2249, taxPrice: 112, finalPrice: 2361 }, paypal: { listedPrice: 2499, discount: 0, price: 2499, taxPrice: 125, finalPrice: 2624 } };
    const s = reduce({ type: 'taxFetched', tax });
    expect(s.tax).toEqual(tax);
    expect(purchaseReducer(s, { type: 'taxCleared' }).tax).toBeNull();
  });
});

describe('CheckoutUseCase, more', () => {
  const setUp = () => {
    const api = new FakePurchaseApi();
    const store = new PurchaseStore();
    const checkout = new CheckoutUseCase({ api, store, ids: new SequentialIds('k') });
    return { api, store, checkout };
  };

  it('PUR-21: buying without a cart, or while an attempt is in flight, is refused as busy', async () => {
    const { api, store, checkout } = setUp();
    expect(await checkout.buy({ kind: 'saved' })).toEqual({ ok: false, error: { code: 'PURCHASE.BUSY' } });
    checkout.choose(GOLD, 'boost');
    expect(store.state.value.from).toBe('boost');
    const first = checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false });
    expect(store.step.value.kind).toBe('submitting');
    expect(await checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false })).toEqual({ ok: false, error: { code: 'PURCHASE.BUSY' } });
    const done = await first;
    expect(done.ok && done.value.kind).toBe('succeeded');
    expect(api.charges).toHaveLength(1);
  });

  it('PUR-22: a failure that is not lost, or a changed card, makes the next attempt a new key', async () => {
    const { api, store, checkout } = setUp();
    checkout.choose(GOLD, null);
    failing(api, 'purchase', http(402));
    await checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false });
    expect(store.state.value.attemptKey).toBeNull();
    const lost = apiFailure.network();
    failing(api, 'purchase', lost);
    await checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false });
    expect(store.state.value.attemptKey).toBe('k-2');
    await checkout.buy({ kind: 'card', card: card('5555555555554444'), save: false });
    expect(store.state.value.attemptKey).toBe('k-3');
    await checkout.buy({ kind: 'card', card: card('5555555555554444'), save: false });
    expect(store.state.value.attemptKey).toBe('k-3');
  });

  it('PUR-22: answering without a challenge is refused; closing the challenge charges nothing', async () => {
    const { api, store, checkout } = setUp();
    expect(await checkout.answerChallenge('123456')).toEqual({ ok: false, error: { code: 'PURCHASE.NO_CHALLENGE' } });
    checkout.choose(GOLD, null);
    await checkout.buy({ kind: 'card', card: card('4000000000003220'), save: false });
    checkout.cancelChallenge();
    expect(store.state.value).toMatchObject({ step: { kind: 'idle' }, attemptKey: null, purchaseInfo: null, tier: 'none' });
    expect(api.charges).toEqual([]);
  });

  it('PUR-21: buying while the challenge answer is being checked is refused as busy', async () => {
    const { store, checkout } = setUp();
    checkout.choose(GOLD, null);
    await checkout.buy({ kind: 'card', card: card('4000000000003220'), save: false });
    const answering = checkout.answerChallenge('123456');
    expect(store.step.value.kind).toBe('verifying');
    expect(await checkout.buy({ kind: 'saved' })).toEqual({ ok: false, error: { code: 'PURCHASE.BUSY' } });
    expect((await answering).ok).toBe(true);
  });

  it('PUR-22: the challenge answer goes with its purchase and transaction ids', async () => {
    const { api, store, checkout } = setUp();
    checkout.choose(GOLD, null);
    const seen: string[][] = [];
    const complete = api.completeChallenge.bind(api);
    api.completeChallenge = async (purchaseId, transactionId, response) => {
      seen.push([purchaseId, transactionId, response]);
      expect(store.step.value.kind).toBe('verifying');
      return complete(purchaseId, transactionId, response);
    };
    await checkout.buy({ kind: 'card', card: card('4000000000003220'), save: false });
    const done = await checkout.answerChallenge('123456');
    expect(seen).toEqual([['p1', 'tp1', '123456']]);
    expect(done.ok && done.value.productType).toBe('gold');
  });

  it('PUR-23: the tax needs a cart and exactly five digits; a failed look-up clears it', async () => {
    const { api, store, checkout } = setUp();
    await checkout.fetchTax('10001');
    expect(store.state.value.tax).toBeNull();
    checkout.choose(PLUS6, null);
    await checkout.fetchTax('10001');
    // PUR-10: the card's quote is 10 % off the listed 59.94; PayPal's is the listed price.
    expect(store.state.value.tax).toEqual({
      zip: '10001',
      taxRate: 5,
      card: { listedPrice: 5994, discount: 599, discountPercentage: 10, price: 5395, taxPrice: 270, finalPrice: 5665 },
      paypal: { listedPrice: 5994, discount: 0, price: 5994, taxPrice: 300, finalPrice: 6294 },
    });
    await checkout.fetchTax('100011');
    expect(store.state.value.tax).toBeNull();
    await checkout.fetchTax('10001');
    await checkout.fetchTax('1000a');
    expect(store.state.value.tax).toBeNull();
    await checkout.fetchTax('10001');
    failing(api, 'tax');
    await checkout.fetchTax('10001');
    expect(store.state.value.tax).toBeNull();
  });
});

describe('SubscriptionUseCase, more', () => {
  const setUp = () => {
    const api = new FakePurchaseApi();
    const store = new PurchaseStore();
    return { api, store, subscription: new SubscriptionUseCase({ api, store }) };
  };

  it('PUR-02: the tiers are loaded once; a failed load leaves none', async () => {
    const { api, store, subscription } = setUp();
    let calls = 0;
    const tiers = api.tiers.bind(api);
    api.tiers = async () => {
      calls += 1;
      return tiers();
    };
    await subscription.loadTiers();
    await subscription.loadTiers();
    expect(calls).toBe(1);
    expect(store.tiers.value?.map((t) => t.tier)).toEqual(['plus', 'gold', 'platinum']);
    const broken = setUp();
    failing(broken.api, 'tiers');
    await broken.subscription.loadTiers();
    expect(broken.store.tiers.value).toBeNull();
  });

  it('PUR-29, PUR-33: loading the payment methods fills the state; a failure is a provider error', async () => {
    const { api, store, subscription } = setUp();
    api.tier = 'plus';
    api.email = 'ada@example.com';
    expect(await subscription.load()).toEqual({ ok: true, value: undefined });
    expect(store.state.value.tier).toBe('plus');
    expect(store.state.value.paymentMethods.billingInfo).toEqual({ email: 'ada@example.com', zip_code: null, require_brazil_cpf: false });
    const error = failing(api, 'paymentMethods');
    expect(await subscription.load()).toEqual({ ok: false, error });
    expect(store.state.value.errors.provider).toBe(error);
  });

  it('PUR-25: auto-renew needs a subscription; it is set on the latest purchase; a failure is a provider error', async () => {
    const { api, store, subscription } = setUp();
    expect(await subscription.setAutoRenew(false)).toEqual({ ok: false, error: { code: 'PURCHASE.NO_SUBSCRIPTION' } });
    const checkout = new CheckoutUseCase({ api, store, ids: new SequentialIds('k') });
    checkout.choose(GOLD, null);
    await checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false });
    const calls: [string, boolean][] = [];
    (api as PurchaseApiPort).setAutoRenew = async (purchaseId, enabled) => {
      calls.push([purchaseId, enabled]);
      return { ok: true, value: undefined };
    };
    expect((await subscription.setAutoRenew(false)).ok).toBe(true);
    expect(calls).toEqual([['p1', false]]);
    expect(store.state.value.latestPayment?.autoRenew).toBe(false);
    const error = failing(api, 'setAutoRenew');
    expect(await subscription.setAutoRenew(true)).toEqual({ ok: false, error });
    expect(store.state.value.latestPayment?.autoRenew).toBe(false);
    expect(store.state.value.errors.provider).toBe(error);
  });

  it('PUR-26, PUR-33: a failed card replacement or deletion is a card-update error and keeps the card', async () => {
    const { api, store, subscription } = setUp();
    await subscription.saveCard(card('4242424242424242'), false);
    expect((await subscription.saveCard(card('4000000000000002'), true)).ok).toBe(false);
    expect(store.state.value.errors.cardUpdate).toMatchObject({ code: 40201 });
    expect(store.state.value.errors.vaulting).toBeNull();
    const error = failing(api, 'deleteCard');
    expect(await subscription.deleteCard()).toEqual({ ok: false, error });
    expect(store.state.value.paymentMethods.paymentMethod?.lastFour).toBe('4242');
    expect(store.state.value.errors.cardUpdate).toBe(error);
  });

  it('PUR-27, PUR-33: restoring needs the restore token; it restores the tier; a failure is a restore error', async () => {
    const { api, store, subscription } = setUp();
    expect(await subscription.restore()).toEqual({ ok: false, error: { code: 'PURCHASE.NO_RESTORE_TOKEN' } });
    const checkout = new CheckoutUseCase({ api, store, ids: new SequentialIds('k') });
    checkout.choose(PLUS6, null);
    await checkout.buy({ kind: 'card', card: card('4242424242424242'), save: false });
    const tokens: string[] = [];
    (api as PurchaseApiPort).restore = async (token) => {
      tokens.push(token);
      return { ok: true, value: 'platinum' };
    };
    expect(await subscription.restore()).toEqual({ ok: true, value: undefined });
    expect(tokens).toEqual(['restore-p1']);
    expect(store.state.value.tier).toBe('platinum');
    const error = failing(api, 'restore');
    expect(await subscription.restore()).toEqual({ ok: false, error });
    expect(store.state.value.errors.restore).toBe(error);
  });

  it('PUR-28, PUR-33: a failed e-mail update is an e-mail error and keeps the e-mail', async () => {
    const { api, store, subscription } = setUp();
    expect((await subscription.updateEmail('a@example.com')).ok).toBe(true);
    const error = failing(api, 'updateEmail');
    expect(await subscription.updateEmail('b@example.com')).toEqual({ ok: false, error });
    expect(store.state.value.paymentMethods.billingInfo?.email).toBe('a@example.com');
    expect(store.state.value.errors.emailUpdate).toBe(error);
  });
});
