import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../shared/testing';
import {
  AlternatePaymentUseCase,
  alternatePaymentReducer,
  CheckoutUseCase,
  type PurchaseAnalyticsItem,
  INITIAL_ALTERNATE_PAYMENT,
  paymentKindOf,
  PurchaseStore,
  type AlternatePaymentEvent,
  type Receipt,
} from './index';
import { FakeAlternatePayment } from './testing/fake-alternate-payment';
import { FakePurchaseApi } from './testing/fake-purchase-api';

const setUp = () => {
  const port = new FakeAlternatePayment();
  const store = new PurchaseStore();
  const granted: Receipt[] = [];
  const flow = new AlternatePaymentUseCase({ port, store, ids: new SequentialIds('k'), onGranted: (r) => granted.push(r) });
  store.dispatch({ type: 'addToCart', cart: { productType: 'gold', terms: 1 }, from: null });
  return { port, store, flow, granted };
};

describe('PUR-30: the alternate payment flow (PayPal)', () => {
  it('PUR-30: choosing, awaiting approval, charging, done: an approval charges the cart once and grants its tier', async () => {
    const { port, store, flow, granted } = setUp();
    expect(paymentKindOf('web_braintree_paypal')).toBe('paypal');
    await flow.open();
    expect(flow.state.value.step.kind).toBe('choosing');
    await flow.startApproval();
    const step = flow.state.value.step;
    expect(step.kind).toBe('awaitingApproval');
    const paid = await flow.approve('ada@example.com', '10001', false);
    expect(paid.ok).toBe(true);
    expect(flow.state.value.step).toMatchObject({ kind: 'done', receipt: { productType: 'gold', paymentMethod: 'paypal' } });
    expect(store.state.value.tier).toBe('gold');
    expect(store.state.value.step.kind).toBe('succeeded');
    expect(port.charges).toHaveLength(1);
    // PUR-02: Gold for a month is 24.99.
    expect(port.charges[0]!.amount).toBe(2499);
    expect(granted).toHaveLength(1);
  });

  it('PUR-30, PUR-36, PUR-19: a PayPal charge reports its purchase item on the web_braintree_paypal platform', async () => {
    const port = new FakeAlternatePayment();
    const store = new PurchaseStore();
    const items: PurchaseAnalyticsItem[] = [];
    const checkout = new CheckoutUseCase({ api: new FakePurchaseApi(), store, ids: new SequentialIds('c'), analytics: { track: (item) => items.push(item) } });
    const flow = new AlternatePaymentUseCase({ port, store, ids: new SequentialIds('k'), track: (action, cart, receipt, platform) => checkout.track(action, cart, receipt, platform) });
    checkout.choose({ productType: 'gold', terms: 1 }, null);
    await flow.open();
    await flow.startApproval();
    await flow.approve('ada@example.com', '10001', false);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'purchase', sku: 'gold_1m', paymentMethod: 'web_braintree_paypal', amount: 2499 });
    expect(paymentKindOf(items[0]!.paymentMethod)).toBe('paypal');
  });

  it('PUR-30: a cancelled approval ends the flow cancelled, charges nothing, and tells the provider', async () => {
    const { port, store, flow } = setUp();
    await flow.open();
    await flow.startApproval();
    await flow.cancel();
    expect(flow.state.value.step.kind).toBe('cancelled');
    expect(port.charges).toHaveLength(0);
    expect([...port.sessions.values()]).toEqual(['cancelled']);
    expect(store.state.value.tier).toBe('none');
    // A new attempt after a cancel is a new session.
    await flow.startApproval();
    expect(flow.state.value.step.kind).toBe('awaitingApproval');
  });

  it('PUR-30, PUR-33: a failure of the provider is kept under `provider`, a declined charge under `checkout`', async () => {
    const a = setUp();
    await a.flow.open();
    a.port.failNextClientToken();
    await a.flow.startApproval();
    expect(a.flow.state.value.step.kind).toBe('failed');
    expect(a.store.state.value.errors.provider).not.toBeNull();
    const b = setUp();
    await b.flow.open();
    await b.flow.startApproval();
    await b.flow.approve('declined@example.com', '10001', false);
    expect(b.flow.state.value.step).toMatchObject({ kind: 'failed', error: { code: 40201 } });
    expect(b.store.state.value.errors.checkout).toMatchObject({ code: 40201 });
    expect(b.port.charges).toHaveLength(0);
    expect(b.store.state.value.tier).toBe('none');
  });

  it('PUR-30, PUR-22: a lost answer keeps the key: paying again with the saved account is the same purchase, charged once', async () => {
    const { port, store, flow } = setUp();
    port.saved = { email: 'ada@example.com', emailMasked: 'a***@example.com' };
    await flow.open();
    expect(flow.state.value.saved).toEqual({ emailMasked: 'a***@example.com' });
    port.loseNextAnswer();
    await flow.paySaved('10001');
    expect(flow.state.value.step.kind).toBe('failed');
    const key = store.state.value.attemptKey;
    expect(key).not.toBeNull();
    const again = await flow.paySaved('10001');
    expect(again.ok).toBe(true);
    expect(port.charges.map((c) => c.key)).toEqual([key]);
  });

  it('PUR-30, PUR-22: a lost answer of a nonce payment is retried with the same key and nonce, never a second charge', async () => {
    const { port, flow } = setUp();
    await flow.open();
    await flow.startApproval();
    port.loseNextAnswer();
    await flow.approve('ada@example.com', '10001', false);
    expect(flow.state.value.step).toMatchObject({ kind: 'failed', retryable: true });
    expect((await flow.retry()).ok).toBe(true);
    expect(flow.state.value.step.kind).toBe('done');
    expect(port.charges).toHaveLength(1);
  });

  it('PUR-30: saving the account on purchase makes it the saved one; deleting it forgets it (EP-123)', async () => {
    const { port, flow } = setUp();
    await flow.open();
    await flow.startApproval();
    await flow.approve('jane@example.com', '10001', true);
    await Promise.resolve();
    expect(flow.state.value.saved).toEqual({ emailMasked: 'j***@example.com' });
    expect((await flow.deleteSaved()).ok).toBe(true);
    expect(flow.state.value.saved).toBeNull();
    expect(port.saved).toBeNull();
  });

  it('EP-122: the flow opened to save only saves the approved account, without a charge', async () => {
    const { port, flow } = setUp();
    await flow.open('save');
    await flow.startApproval();
    const done = await flow.approve('jane@example.com', '', false);
    expect(done).toEqual({ ok: true, value: null });
    expect(flow.state.value.step).toEqual({ kind: 'done', receipt: null });
    expect(port.charges).toHaveLength(0);
    expect(port.saved?.emailMasked).toBe('j***@example.com');
  });

  it('PUR-30: [PBT] whatever events arrive, a flow is done only after a charge started, and a cancelled flow was never charging', () => {
    const receipt = { purchaseId: 'p', productType: 'gold', terms: 1, amount: 1, taxPrice: 0, finalPrice: 1, currency: 'USD', brand: 'visa', lastFour: '', createdAt: 0, expiresAt: 0, autoRenew: true, restoreToken: '' } as const;
    const event = fc.constantFrom<AlternatePaymentEvent>(
      { type: 'open', purpose: 'pay' },
      { type: 'close' },
      { type: 'sessionRequested' },
      { type: 'sessionOpened', session: { clientToken: 'c', merchant: 'Spark', expiresAt: 1 } },
      { type: 'approvalSent' },
      { type: 'approved' },
      { type: 'cancelled' },
      { type: 'charging' },
      { type: 'charged', receipt },
      { type: 'failed', error: { code: 40201 }, retryable: false },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = INITIAL_ALTERNATE_PAYMENT;
        for (const e of events) {
          const before = state.step.kind;
          state = alternatePaymentReducer(state, e);
          if (state.step.kind === 'done' && before !== 'done') expect(before).toBe('charging');
          if (state.step.kind === 'cancelled' && before !== 'cancelled') expect(['awaitingApproval', 'opening']).toContain(before);
          if (state.step.kind === 'charging' && before !== 'charging') expect(['awaitingApproval', 'choosing', 'failed']).toContain(before);
        }
      }),
    );
  });
});
