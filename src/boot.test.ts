import { describe, expect, it } from 'vitest';
import { AUTH } from '../core/auth';
import { APP } from '../core/app';
import { NAVIGATION } from '../core/navigation';
import { PROFILE } from '../core/profile';
import { ROUTING } from '../core/routing';
import { SESSION } from '../core/session';
import { ok } from '../core/shared';
import { flushMicrotasks } from '../core/shared/testing';
import { STARTUP, STARTUP_WAIT_MS } from '../core/startup';
import type { Fakes } from './adapter-sets/fake';
import { boot } from './boot';
import { fakeApp } from './testing/fake-app';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const asMember = (fakes: Fakes) => {
  fakes.hint.present = true;
  fakes.gateway.refreshAnswer = ok(MEMBER);
};

const start = async (href: string, setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await fakeApp(href, setup);
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
  const settle = async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
    await fakes.time.advanceAsync(300, 50);
  };
  return { resolver, fakes, restored, settle };
};

describe('start-up (src/boot.ts on the fake adapter set)', () => {
  it('APP-01, LEV-07: the app settings and the pre-auth levers load before the auth decision; then a returning member is restored', async () => {
    const { resolver, fakes, settle } = await start('/app', (f) => {
      asMember(f);
      f.startupApi.hold();
      f.startupApi.levers = { levers: { developerTools: { pid: 'exp_1', value: true } } };
    });
    await fakes.time.advanceAsync(300, 50);
    const auth = resolver.get(AUTH.Session);
    const startup = resolver.get(STARTUP.Store);
    expect(startup.preAuthLeversLoaded.value).toBe(false);
    expect(auth.initialised.value).toBe(false);

    fakes.startupApi.release();
    await settle();
    expect(startup.preAuthLeversLoaded.value).toBe(true);
    expect(auth.initialised.value).toBe(true);
    expect(auth.loggedIn.value).toBe(true);
    // The lever request carried the persistent device id (LEV-03).
    expect(fakes.startupApi.deviceIds).toEqual([resolver.get(SESSION.Store).persistentDeviceId.value]);
  });

  it('APP-01, LEV-07: a returning member\'s refresh goes out beside the start-up settings; the decision still waits for them', async () => {
    const { resolver, fakes, settle } = await start('/app', (f) => {
      asMember(f);
      f.startupApi.hold();
    });
    await fakes.time.advanceAsync(300, 50);
    expect(fakes.gateway.count('refresh')).toBe(1);
    expect(resolver.get(AUTH.Session).initialised.value).toBe(false);
    fakes.startupApi.release();
    await settle();
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(true);
    expect(fakes.gateway.count('refresh')).toBe(1);
  });

  it('APP-01: a visitor ends in the logged-out state; a provider that cannot answer the settings does not stop start-up', async () => {
    const { resolver, settle } = await start('/app', (f) => {
      f.startupApi.failSettings = true;
      f.startupApi.failLevers = true;
    });
    await settle();
    expect(resolver.get(AUTH.Session).initialised.value).toBe(true);
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(false);
    expect(resolver.get(STARTUP.Store).preAuthLeversLoaded.value).toBe(true);
  });

  it('ROUTE-14: a lever-gated page opens when its lever is delivered on, and sends the member to recs when it is off', async () => {
    const open = await start('/app/settings/levers', (f) => {
      asMember(f);
      f.startupApi.levers = { levers: { developerTools: { pid: 'exp_1', value: true } } };
    });
    await open.settle();
    expect(open.fakes.navigation.current().pathname).toBe('/app/settings/levers');

    const closed = await start('/app/settings/levers', asMember);
    await closed.settle();
    expect(closed.fakes.navigation.current().pathname).toBe('/app/recs');
  });

  it('SESS-09: the app state the shell reads: preAuthLeversLoaded, profileLoaded, offline and the active tab', async () => {
    const { resolver, fakes, settle } = await start('/app', asMember);
    await settle();
    await flushMicrotasks();
    expect(resolver.get(STARTUP.Store).preAuthLeversLoaded.value).toBe(true);
    expect(resolver.get(PROFILE.Store).profile.value).toBeDefined();
    expect(resolver.get(APP.ConnectivityStore).offline.value).toBe(false);
    expect(resolver.get(SESSION.ActiveTab).tabState.value).toBe('active');
    fakes.connectivity.setOnline(false);
    expect(resolver.get(APP.ConnectivityStore).offline.value).toBe(true);
    expect(resolver.get(ROUTING.Store).location.value.pathname).toBe('/app/recs');
  });

  it('NAV-05, AUTH-34: logging out forgets the unread counts and the own profile', async () => {
    const { resolver, settle } = await start('/app', asMember);
    await settle();
    const inbox = resolver.get(NAVIGATION.InboxBadge);
    inbox.setUnread({ newMatches: 2, unreadConversations: 1 });
    expect(inbox.matchesDot.value).toBe(true);
    await resolver.get(AUTH.Logout).execute('member');
    await flushMicrotasks();
    expect(inbox.matchesDot.value).toBe(false);
    expect(resolver.get(PROFILE.Store).profile.value).toBeUndefined();
  });

  it('APP-01, ROUTE-27: settings slower than the wait do not hold the auth decision; the levers still arrive later', async () => {
    const { resolver, fakes, restored } = await start('/app/recs', (f) => {
      asMember(f);
      f.startupApi.hold();
      f.startupApi.levers = { levers: { developerTools: { pid: 'exp_1', value: true } } };
    });
    const auth = resolver.get(AUTH.Session);
    await fakes.time.advanceAsync(STARTUP_WAIT_MS - 100, 50);
    expect(auth.initialised.value).toBe(false);
    await fakes.time.advanceAsync(400, 50);
    await restored;
    expect(auth.loggedIn.value).toBe(true);
    expect(fakes.navigation.current().pathname).toBe('/app/recs');
    expect(fakes.logger.messages('warn')).toContain('start-up settings are slow; deciding sign-in without them');
    fakes.startupApi.release();
    await flushMicrotasks();
    expect(resolver.get(STARTUP.Store).levers.value).toEqual({ developerTools: { pid: 'exp_1', value: true } });
  });
});
