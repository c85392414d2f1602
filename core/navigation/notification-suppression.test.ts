import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { NotificationStore } from './notification.store';
import { isNotificationSuppressed, toRoutePath } from './notification-suppression';

/** The spec's list (NAV-16), written out here so that the test does not read the list under test. */
const SPEC_PATHS = ['/remote', '/checkout', '/deeplink/checkout', '/settings/account', '/settings/update-card'];

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const suffix = fc.array(segment, { maxLength: 3 }).map((s) => (s.length ? `/${s.join('/')}` : ''));
const query = fc.oneof(fc.constant(''), fc.constant('?a=1'), fc.constant('#top'), fc.constant('/'));
const prefix = fc.constantFrom('', '/app', '/APP', '/App');
/** Any mix of upper and lower case letters of a path. */
const anyCase = (path: string) =>
  fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }).map((upper) =>
    [...path].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''),
  );

describe('NAV-16: notification suppression', () => {
  it('NAV-16: every listed path and everything below it suppresses notifications, with or without /app, query or hash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_PATHS), suffix, query, prefix, (p, s, q, pre) => {
        expect(isNotificationSuppressed(`${pre}${p}${s}${q}`)).toBe(true);
      }),
    );
  });

  it('NAV-16: paths outside the list never suppress notifications', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 0, maxLength: 4 }), prefix, (segs, pre) => {
        const route = `/${segs.join('/')}`;
        const listed = SPEC_PATHS.some((p) => route === p || route.startsWith(`${p}/`));
        expect(isNotificationSuppressed(`${pre}${route}`)).toBe(listed);
      }),
    );
    for (const p of ['/recs', '/matches', '/settings', '/settings/accounts', '/checkouts', '/remote-control', '/deeplink']) {
      expect(isNotificationSuppressed(p)).toBe(false);
    }
  });

  it('NAV-16: letter case does not matter, as it does not for the router (/app/Checkout suppresses)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_PATHS).chain((p) => anyCase(p)),
        suffix,
        query,
        prefix,
        (p, s, q, pre) => {
          expect(isNotificationSuppressed(`${pre}${p}${s}${q}`)).toBe(true);
        },
      ),
    );
    expect(isNotificationSuppressed('/app/Checkout')).toBe(true);
    expect(isNotificationSuppressed('/APP/Settings/Account')).toBe(true);
    expect(isNotificationSuppressed('/app/Settings/Accounts')).toBe(false);
  });

  it('NAV-16: route paths drop the /app prefix, query, hash and trailing slash', () => {
    expect(toRoutePath('/app')).toBe('/');
    expect(toRoutePath('/app/')).toBe('/');
    expect(toRoutePath('/app/settings/account/?x=1#y')).toBe('/settings/account');
    expect(toRoutePath('/application')).toBe('/application');
    expect(toRoutePath('app/checkout')).toBe('/checkout');
    expect(toRoutePath('settings/account')).toBe('/settings/account');
    expect(toRoutePath('/settings/account//')).toBe('/settings/account');
    expect(toRoutePath('//')).toBe('/');
    expect(toRoutePath('/')).toBe('/');
  });

  it('NAV-16: the notification manager holds back toasts on a suppressed path and shows them elsewhere', () => {
    const time = new FakeTime();
    let path = '/app/checkout';
    const store = new NotificationStore(time, time, { current: () => path });
    expect(store.notify({ tone: 'info', messageKey: 'x' })).toBeUndefined();
    expect(store.items.value).toHaveLength(0);
    path = '/app/recs';
    const id = store.notify({ tone: 'info', messageKey: 'x', ttlMs: 1000 });
    expect(store.items.value.map((n) => n.id)).toEqual([id]);
    time.advance(999);
    expect(store.items.value).toHaveLength(1);
    time.advance(1);
    expect(store.items.value).toHaveLength(0);
  });
});
