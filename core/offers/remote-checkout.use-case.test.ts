import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure } from '../api/api-failure';
import { NOTIFICATION_SUPPRESSED_PATHS, isNotificationSuppressed } from '../navigation/notification-suppression';
import { guardTimeoutMs, routeDefinition, routeHref } from '../routing';
import { FakeTime, MemoryLogger } from '../shared/testing';
import { REMOTE_CHECKOUT_FAILURES, RemoteCheckoutStore, RemoteCheckoutUseCase } from './index';
import { fakeOffer } from './testing/fake-offers-api';
import { FakeRemoteCheckoutApi } from './testing/fake-remote-checkout-api';

const LINK = '/app/remote?product_type=gold&sku_id=gold_6m&method=in-app#token=app-token-1';

const setUp = () => {
  const time = new FakeTime();
  const api = new FakeRemoteCheckoutApi();
  api.members = { 'app-token-1': 'user-1' };
  api.productsList = [
    fakeOffer({ product_id: 'gold_1m', product_type: 'gold', terms: 1, price: 2499, payment_methods: [{ sku_id: 'gold_1m', price: 2499 }] }),
    fakeOffer({ product_id: 'gold_6m', product_type: 'gold', terms: 6, price: 11994, payment_methods: [{ sku_id: 'gold_6m', price: 11994 }] }),
  ];
  const store = new RemoteCheckoutStore();
  const logger = new MemoryLogger();
  const signedIn: Array<{ token: string; userId: string; href: string }> = [];
  const useCase = new RemoteCheckoutUseCase({
    api,
    store,
    logger,
    scheduler: time,
    timeoutMs: guardTimeoutMs(routeDefinition('deeplinkRemoteCheckout'), 1_000),
    signIn: async (session, href) => {
      signedIn.push({ ...session, href });
    },
  });
  return { time, api, store, logger, signedIn, useCase };
};

describe('PUR-44, PUR-45: remote checkout', () => {
  it('PUR-45: the route named deeplinkRemoteCheckout is /remote, its guard waits 10 base time units (twice 5), and notifications are held back there (NAV-16)', () => {
    expect(routeHref('deeplinkRemoteCheckout')).toBe('/app/remote');
    expect(guardTimeoutMs(routeDefinition('deeplinkRemoteCheckout'), 1_000)).toBe(10_000);
    expect(guardTimeoutMs(routeDefinition('checkout'), 1_000)).toBe(5_000);
    expect(NOTIFICATION_SUPPRESSED_PATHS).toContain('/remote');
    expect(isNotificationSuppressed('/remote')).toBe(true);
  });

  it('PUR-45, PUR-32: a link signs the member in with its token and opens the route named checkout for its product and term; isRemoteCheckout and isRemoteMethodInApp are set', async () => {
    const { store, signedIn, useCase } = setUp();
    expect(store.isRemoteCheckout.value).toBe(false);
    const status = await useCase.execute(LINK);
    expect(status).toEqual({ kind: 'opened', productType: 'gold', terms: 6 });
    expect(signedIn).toEqual([{ token: 'app-token-1', userId: 'user-1', href: '/app/checkout?product=gold&terms=6&from=remote' }]);
    expect(store.isRemoteCheckout.value).toBe(true);
    expect(store.isRemoteMethodInApp.value).toBe(true);
  });

  it('PUR-44: each failure reason is logged, clears the state and leaves the native-app link', async () => {
    const cases: Array<[string, (t: ReturnType<typeof setUp>) => string]> = [
      ['proper parameters not found', () => '/app/remote?product_type=gold#token=app-token-1'],
      ['login failed', () => LINK.replace('app-token-1', 'stolen')],
      [
        'fetch profile failed',
        (t) => {
          t.api.profileFailure = apiFailure.badResponse(500, '/v2/profile');
          return LINK;
        },
      ],
      [
        'no products found',
        (t) => {
          t.api.productsList = [];
          return LINK;
        },
      ],
      ['product not found', () => LINK.replace('gold_6m', 'gold_24m')],
    ];
    for (const [reason, arrange] of cases) {
      const t = setUp();
      const status = await t.useCase.execute(arrange(t));
      expect(status).toEqual({ kind: 'failed', reason, appLink: `spark://checkout?reason=${reason.replaceAll(' ', '_')}` });
      expect(t.signedIn).toEqual([]);
      expect(t.store.isRemoteCheckout.value).toBe(false);
      expect(t.logger.entries.some((e) => e.message === 'remote checkout failed' && e.context?.['reason'] === reason)).toBe(true);
    }
    expect(cases.map(([r]) => r).sort()).toEqual([...REMOTE_CHECKOUT_FAILURES].filter((r) => r !== 'request timed out').sort());
  });

  it('PUR-44: a provider that has not answered after the 10 s timeout is "request timed out"', async () => {
    const t = setUp();
    let release = () => {};
    t.api.gate = new Promise((resolve) => (release = resolve));
    const running = t.useCase.execute(LINK);
    await t.time.advance(9_999);
    expect(t.store.status.value).toEqual({ kind: 'working' });
    await t.time.advance(1);
    expect(await running).toMatchObject({ kind: 'failed', reason: 'request timed out' });
    // An answer after the timeout signs nobody in.
    release();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.signedIn).toEqual([]);
    expect(t.store.status.value).toMatchObject({ kind: 'failed', reason: 'request timed out' });
  });
});

describe('PUR-44: remote checkout, each way it ends', () => {
  const http = (status: number) => apiFailure.http({ data: null, status, error: { message: 'refused' }, url: '/v2/profile', ok: false });

  it('PUR-44: a token the provider does not accept (unauthorised, missing, logged out, or HTTP 401) is "login failed"; another profile error is "fetch profile failed"', async () => {
    const failures: Array<[ApiFailure, string]> = [
      [apiFailure.unauthorized('rejected'), 'login failed'],
      [apiFailure.missingToken(), 'login failed'],
      [apiFailure.forcedLogout({ data: null, status: 401, error: null, url: '/v2/profile', ok: false }), 'login failed'],
      [http(401), 'login failed'],
      [http(403), 'fetch profile failed'],
      [apiFailure.network(), 'fetch profile failed'],
    ];
    for (const [failure, reason] of failures) {
      const t = setUp();
      t.api.profileFailure = failure;
      expect(await t.useCase.execute(LINK)).toMatchObject({ kind: 'failed', reason });
    }
  });

  it('PUR-44: a provider that throws, or a sign-in that fails, is "login failed"; the state is cleared', async () => {
    const t = setUp();
    t.api.memberOf = async () => {
      throw new Error('offline');
    };
    expect(await t.useCase.execute(LINK)).toMatchObject({ kind: 'failed', reason: 'login failed' });
    const u = setUp();
    const useCase = new RemoteCheckoutUseCase({ api: u.api, store: u.store, logger: u.logger, scheduler: u.time, timeoutMs: 10_000, signIn: async () => Promise.reject(new Error('no session')) });
    expect(await useCase.execute(LINK)).toMatchObject({ kind: 'failed', reason: 'login failed' });
    expect(u.store.isRemoteCheckout.value).toBe(false);
    expect(u.store.isRemoteMethodInApp.value).toBe(false);
  });

  it('PUR-45: the state starts idle; a failure after an in-app checkout clears isRemoteMethodInApp', async () => {
    const t = setUp();
    expect(t.store.status.value).toEqual({ kind: 'idle' });
    expect(t.store.isRemoteMethodInApp.value).toBe(false);
    await t.useCase.execute(LINK);
    expect(t.store.isRemoteMethodInApp.value).toBe(true);
    await t.useCase.execute('/app/remote?product_type=gold#token=app-token-1');
    expect(t.store.isRemoteMethodInApp.value).toBe(false);
  });

  it('PUR-44: the timeout is cancelled once the checkout ended, opened or failed', async () => {
    const t = setUp();
    await t.useCase.execute(LINK);
    expect(t.time.pendingTimers).toBe(0);
    await t.useCase.execute(LINK.replace('gold_6m', 'gold_24m'));
    expect(t.time.pendingTimers).toBe(0);
  });

  it('PUR-42: the product is the link\'s product type whose id or one of whose payment skus is sku_id; a product without terms is bought for one', async () => {
    const bySku = setUp();
    bySku.api.productsList = [
      fakeOffer({ product_id: 'gold_6m', product_type: 'plus', terms: 3 }),
      fakeOffer({ product_id: 'g6', product_type: 'gold', terms: 6, payment_methods: [{ sku_id: 'other' }, { sku_id: 'gold_6m' }] }),
    ];
    expect(await bySku.useCase.execute(LINK)).toEqual({ kind: 'opened', productType: 'gold', terms: 6 });
    const byId = setUp();
    byId.api.productsList = [fakeOffer({ product_id: 'gold_6m', product_type: 'gold', terms: 0 })];
    expect(await byId.useCase.execute(LINK)).toEqual({ kind: 'opened', productType: 'gold', terms: 1 });
    expect(byId.signedIn[0]?.href).toBe('/app/checkout?product=gold&terms=1&from=remote');
    const neither = setUp();
    neither.api.productsList = [fakeOffer({ product_id: 'gold_1m', product_type: 'gold', terms: 1, payment_methods: [{ sku_id: 'gold_1m' }] })];
    expect(await neither.useCase.execute(LINK)).toMatchObject({ kind: 'failed', reason: 'product not found' });
  });
});
