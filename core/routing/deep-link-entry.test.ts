import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { FakeTime, flushMicrotasks, MemoryLogger } from '../shared/testing';
import type { RouteFacts } from './decide-route';
import { enterDeepLinks } from './deep-link-entry';
import * as deepLinkReader from './deep-link-reader';
import { GuardNavigationUseCase } from './guard-navigation.use-case';
import { OnEnterActions } from './on-enter-actions';
import { RouterStore } from './router.store';
import { FakeNavigation } from './testing/fake-navigation';

const facts = (loggedIn: boolean): RouteFacts => ({
  loggedIn,
  initialised: true,
  profileLoaded: loggedIn,
  enabledFeatures: undefined,
  levers: undefined,
  ownUsername: undefined,
});

/** The app opened on `href` (its first navigation), the guards and the deep-link entries wired as the app wires them. */
const openApp = async (
  href: string,
  loggedIn: boolean,
  flows: Parameters<typeof enterDeepLinks>[0]['flows'] = undefined,
  reader: Parameters<typeof enterDeepLinks>[0]['reader'] = async () => deepLinkReader,
) => {
  const time = new FakeTime();
  const navigation = new FakeNavigation(href);
  const onEnterActions = new OnEnterActions();
  const logger = new MemoryLogger();
  const store = new RouterStore();
  const guards = new GuardNavigationUseCase(
    { store, navigation, facts: signal(facts(loggedIn)), clock: time, scheduler: time, logger, onEnterActions },
    { baseTimeUnitMs: 1_000 },
  );
  enterDeepLinks({ actions: onEnterActions, loggedIn: () => loggedIn, go: (to) => guards.go(to, { replace: true }), logger, reader, ...(flows ? { flows } : {}) });
  guards.start();
  await flushMicrotasks();
  return { navigation, logger, guards, store, onEnterActions };
};

describe('deep links opened from outside', () => {
  it('ROUTE-39: a navigate link opens its screen: the messages feed → matches, discovery → recs, settings → settings', async () => {
    expect((await openApp('/app/deeplink/navigate/messages_feed', true)).navigation.href).toBe('/app/matches');
    expect((await openApp('/app/deeplink/navigate/discovery', true)).navigation.href).toBe('/app/recs');
    expect((await openApp('/app/deeplink/navigate/settings', true)).navigation.href).toBe('/app/settings');
  });

  it('PUR-16: vip/{promoCode} hands its code to the incentive flow, then takes the default redirect (the landing for a visitor)', async () => {
    const codes: Array<string | undefined> = [];
    const { navigation } = await openApp('/app/vip/SPRING', false, { incentive: ({ promoCode }) => codes.push(promoCode) });
    expect(codes).toEqual(['SPRING']);
    expect(navigation.href).toBe('/app');
  });

  it('ROUTE-34, ROUTE-31: an unknown type takes the default redirect: recs for a member, login for a visitor', async () => {
    expect((await openApp('/app/deeplink/no_such_type/confirm/123456', true)).navigation.href).toBe('/app/recs');
    expect((await openApp('/app/deeplink/no_such_type/confirm/123456', false)).navigation.href).toBe('/app');
  });

  it('ROUTE-34: select goes to the select route; web_discount to the subscription settings', async () => {
    expect((await openApp('/app/deeplink/select/confirm/123456', true)).navigation.href).toBe('/app/select');
    expect((await openApp('/app/deeplink/web_discount/confirm/123456', true)).navigation.href).toBe('/app/settings/subscription');
  });

  it('ROUTE-40: a navigate link to a user-action-only target (start boost) does nothing of itself: the default redirect', async () => {
    expect((await openApp('/app/deeplink/navigate/start_boost', true)).navigation.href).toBe('/app/recs');
  });

  it('a link whose flow the app does not have yet (account recovery) is logged and takes the default redirect', async () => {
    const { navigation, logger } = await openApp('/app/deeplink/account-recovery/confirm/123456', false);
    expect(navigation.href).toBe('/app');
    expect(logger.entries).toContainEqual({ level: 'info', message: 'deep link not handled yet', context: { kind: 'flow', route: 'deeplinkConfirm' } });
  });

  it('ROUTE-28: a deep link reached by navigating inside the app is not followed (not the first navigation)', async () => {
    const { navigation, guards } = await openApp('/app/recs', true);
    guards.go('/app/deeplink/navigate/messages_feed');
    await flushMicrotasks();
    expect(navigation.href).toBe('/app/deeplink/navigate/messages_feed');
  });

  it('ROUTE-29, ROUTE-32: while the link\'s reader loads the route is held (the loading screen), then the link leads on', async () => {
    let arrive: (reader: typeof deepLinkReader) => void = () => undefined;
    const loading = new Promise<typeof deepLinkReader>((resolve) => (arrive = resolve));
    const { navigation, store } = await openApp('/app/deeplink/navigate/settings', true, undefined, () => loading);
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'onEnter' });
    expect(navigation.href).toBe('/app/deeplink/navigate/settings');
    arrive(deepLinkReader);
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/settings');
    expect(store.ready.value).toBe(true);
  });

  it('a reader that fails to load is logged and the link takes the default redirect', async () => {
    const { navigation, logger, store } = await openApp('/app/deeplink/navigate/settings', true, undefined, () => Promise.reject(new Error('offline')));
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/recs');
    expect(store.ready.value).toBe(true);
    expect(logger.messages('warn')).toContain('deep link not read');
  });
  it('ROUTE-31: an unknown type sends a member straight to recs, without a detour by the login landing', async () => {
    const { navigation } = await openApp('/app/deeplink/no_such_type/confirm/123456', true);
    expect(navigation.calls).toEqual([{ href: '/app/recs', replace: true }]);
  });

  it('ROUTE-28: only deep-link routes have an entry action: the first navigation to any other route runs none and is ready at once', async () => {
    const { onEnterActions, store } = await openApp('/app/recs', true);
    expect([...onEnterActions.ran.value]).toEqual([]);
    expect(store.ready.value).toBe(true);
  });

  it('a reader that fails to load is logged with the route and the error', async () => {
    const { logger } = await openApp('/app/deeplink/navigate/settings', true, undefined, () => Promise.reject(new Error('offline')));
    await flushMicrotasks(10);
    expect(logger.entries).toContainEqual({ level: 'warn', message: 'deep link not read', context: { route: 'deeplinkNavigate', error: 'Error: offline' } });
  });

  it('once the entries are stopped, a deep link opened from outside is no longer followed', async () => {
    const time = new FakeTime();
    const navigation = new FakeNavigation('/app/deeplink/navigate/settings');
    const onEnterActions = new OnEnterActions();
    const logger = new MemoryLogger();
    const guards = new GuardNavigationUseCase(
      { store: new RouterStore(), navigation, facts: signal(facts(true)), clock: time, scheduler: time, logger, onEnterActions },
      { baseTimeUnitMs: 1_000 },
    );
    const stop = enterDeepLinks({ actions: onEnterActions, loggedIn: () => true, go: (to) => guards.go(to, { replace: true }), logger, reader: async () => deepLinkReader });
    stop();
    guards.start();
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/deeplink/navigate/settings');
  });
});
