import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { shouldOpenLoginForUnhandledError } from './check-auth-health.use-case';
import { FakeAuthApi, FakeAuthTab } from './testing';

const memberTab = (api: FakeAuthApi) => {
  const tab = new FakeAuthTab({ time: new FakeTime(), api });
  tab.session.applyLogin({ kind: 'login', authToken: 'tok', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false });
  return tab;
};

describe('auth health', () => {
  it('AUTH-24: a healthy answer keeps the member where they are', async () => {
    const tab = memberTab(new FakeAuthApi());
    await expect(tab.health.execute()).resolves.toBe(true);
    expect(tab.modals.open).toEqual([]);
  });

  it('AUTH-24: a false answer opens the login modal', async () => {
    const api = new FakeAuthApi();
    api.healthy = false;
    const tab = memberTab(api);
    await expect(tab.health.execute()).resolves.toBe(false);
    expect(tab.modals.open).toEqual(['login']);
  });

  it('AUTH-24: a check that fails opens the login modal too', async () => {
    const api = new FakeAuthApi();
    api.healthUnreachable = true;
    const tab = memberTab(api);
    await expect(tab.health.execute()).resolves.toBe(false);
    expect(tab.modals.open).toEqual(['login']);
  });

  it('AUTH-24: a visitor has no session to check', async () => {
    const api = new FakeAuthApi();
    api.healthy = false;
    const tab = new FakeAuthTab({ time: new FakeTime(), api });
    await expect(tab.health.execute()).resolves.toBe(true);
    expect(tab.modals.open).toEqual([]);
  });

  it('AUTH-28: an unhandled login error opens the login modal iff the member is neither logged in nor in a modal', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (loggedIn, inModal) => {
        expect(shouldOpenLoginForUnhandledError(loggedIn, inModal)).toBe(!loggedIn && !inModal);
      }),
    );
  });
});
