import { batch, signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, flushMicrotasks, MemoryLogger } from '../shared/testing';
import type { RouteFacts } from './decide-route';
import { GuardNavigationUseCase, type RouteEnterListener } from './guard-navigation.use-case';
import { MatchRouteGuardUseCase } from './match-route-guard.use-case';
import { OnEnterActions } from './on-enter-actions';
import { PREMIUM_FEATURES } from './route-gates';
import { RouterStore, type RedirectState } from './router.store';
import { FakeMatchLookup } from './testing/fake-match-lookup';
import { FakeNavigation } from './testing/fake-navigation';

const BTU = 1_000;

const VISITOR: RouteFacts = {
  loggedIn: false,
  initialised: true,
  profileLoaded: false,
  enabledFeatures: undefined,
  levers: undefined,
  ownUsername: undefined,
};

const MEMBER: RouteFacts = {
  loggedIn: true,
  initialised: true,
  profileLoaded: true,
  enabledFeatures: new Set(PREMIUM_FEATURES),
  levers: { preferences: true },
  ownUsername: 'alex',
};

const setup = (startHref: string, initial: RouteFacts, options: { matches?: FakeMatchLookup } = {}) => {
  const time = new FakeTime();
  const navigation = new FakeNavigation(startHref);
  const store = new RouterStore();
  const facts = signal<RouteFacts>(initial);
  const logger = new MemoryLogger();
  const onEnterActions = new OnEnterActions();
  const matchGuard = options.matches
    ? new MatchRouteGuardUseCase({ lookup: options.matches, scheduler: time }, { baseTimeUnitMs: BTU })
    : undefined;
  const guards = new GuardNavigationUseCase(
    { store, navigation, facts, clock: time, scheduler: time, logger, onEnterActions, ...(matchGuard ? { matchGuard } : {}) },
    { baseTimeUnitMs: BTU },
  );
  const update = (patch: Partial<RouteFacts>) => {
    facts.value = { ...facts.value, ...patch };
  };
  return { time, navigation, store, facts, update, logger, onEnterActions, guards };
};

describe('GuardNavigationUseCase', () => {
  it('ROUTE-20: a visitor deep-linking to a member page waits for initialisation, then goes to login; the wanted path comes back after login (ROUTE-19)', () => {
    const { navigation, store, update, guards } = setup('/app/matches?tab=new', { ...VISITOR, initialised: false });
    guards.start();
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'signIn' });
    expect(store.ready.value).toBe(false);
    expect(navigation.href).toBe('/app/matches?tab=new');

    update({ initialised: true });
    expect(navigation.href).toBe('/app?tab=new');
    expect(store.postLoginRedirectPath.value).toBe('/app/matches?tab=new');
    expect(store.ready.value).toBe(true);

    update(MEMBER);
    expect(navigation.href).toBe('/app/matches?tab=new');
    expect(store.postLoginRedirectPath.value).toBeNull();
    expect(store.entered.value).toBe('/app/matches?tab=new');
    // Every guard redirect replaced the entry: Back never lands on a page that bounces again.
    expect(navigation.history).toEqual(['/app/matches?tab=new']);
    expect(navigation.calls.every((c) => c.replace)).toBe(true);
  });

  it('ROUTE-15: the /app root sends a member to recs with the query string unchanged; a visitor stays on the landing', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '?utm_source=x', '?a=1&b=%20'), fc.boolean(), (search, loggedIn) => {
        const { navigation, guards } = setup(`/app${search}`, loggedIn ? MEMBER : VISITOR);
        guards.start();
        expect(navigation.href).toBe(loggedIn ? `/app/recs${search}` : `/app${search}`);
        guards.dispose();
      }),
    );
    const { navigation, guards } = setup('/index.html?ref=old', VISITOR);
    guards.start();
    expect(navigation.href).toBe('/app?ref=old');
  });

  it('ROUTE-27: a guard that keeps waiting falls back after 5 BTU (the sign-in guard sends the visitor to login)', () => {
    const { time, navigation, store, guards } = setup('/app/settings', { ...VISITOR, initialised: false });
    guards.start();
    time.advance(5 * BTU - 1);
    expect(navigation.href).toBe('/app/settings');
    time.advance(1);
    expect(navigation.href).toBe('/app');
    expect(store.postLoginRedirectPath.value).toBe('/app/settings');
    expect(time.pendingTimers).toBe(0);
  });

  it('ROUTE-27: profile editing waits for the profile; it opens when the profile arrives in time', () => {
    const { time, navigation, store, update, guards } = setup('/app/profile/edit', { ...MEMBER, profileLoaded: false });
    guards.start();
    time.advance(3 * BTU);
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'profileEdit' });
    update({ profileLoaded: true });
    expect(store.ready.value).toBe(true);
    expect(navigation.href).toBe('/app/profile/edit');
    time.advance(10 * BTU);
    expect(navigation.href).toBe('/app/profile/edit');
    expect(time.pendingTimers).toBe(0);
  });

  it('ROUTE-29: while a guard waits the route is not ready (the loading screen shows); it is once the guard lets go', () => {
    const { store, update, guards } = setup('/app/gold-home', { ...MEMBER, enabledFeatures: undefined });
    expect(store.status.value).toEqual({ kind: 'starting' });
    guards.start();
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'premiumFeature' });
    expect(store.ready.value).toBe(false);
    update({ enabledFeatures: new Set(['gold']) });
    expect(store.status.value).toEqual({ kind: 'ready' });
    // A guard that has to wait again (the features are reloading) hides the page again until it decides.
    update({ enabledFeatures: undefined });
    expect(store.ready.value).toBe(false);
    update({ enabledFeatures: new Set(['gold']) });
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-17: entering a route first clears the redirect state, then tells the enter listeners', () => {
    const { navigation, store, guards } = setup('/app/recs', VISITOR);
    const seen: { name: string; previousPath: string | null; redirect: RedirectState }[] = [];
    const listener: RouteEnterListener = (e) => seen.push({ name: e.name, previousPath: e.previousPath, redirect: store.redirect.value });
    guards.onEnter(listener);
    // What the redirect state is at the moment each navigation happens.
    const redirects: RedirectState[] = [];
    navigation.subscribe(() => redirects.push(store.redirect.value));
    guards.start();
    expect(redirects.some((r) => r.kind === 'redirecting' && r.reason === 'signInRequired')).toBe(true);
    expect(seen).toEqual([{ name: 'login', previousPath: null, redirect: { kind: 'none' } }]);
    expect(store.redirect.value).toEqual({ kind: 'none' });
    navigation.visit('/app/about');
    expect(seen.at(-1)).toEqual({ name: 'about', previousPath: '/app', redirect: { kind: 'none' } });
    expect(store.previousPath.value).toBe('/app');
  });

  it('ROUTE-28: an on-enter action runs on the first route the app opens, once, and never on a later navigation', () => {
    const { navigation, onEnterActions, guards } = setup('/app/recs', MEMBER);
    const runs: string[] = [];
    onEnterActions.register('recs', (e) => void runs.push(e.href));
    onEnterActions.register('matches', (e) => void runs.push(e.href));
    guards.start();
    navigation.visit('/app/matches');
    navigation.visit('/app/recs');
    expect(runs).toEqual(['/app/recs']);
  });

  it('ROUTE-21: a chat route waits for the match guard; an unknown match → matches', async () => {
    const matches = new FakeMatchLookup({ initiallyLoaded: true });
    const { navigation, store, guards } = setup('/app/messages/m9', MEMBER, { matches });
    guards.start();
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'match' });
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/matches');
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-21: a known match opens; a check overtaken by another navigation is ignored', async () => {
    const matches = new FakeMatchLookup();
    matches.addOnServer('m1');
    const { navigation, store, guards } = setup('/app/messages/m1', MEMBER, { matches });
    guards.start();
    navigation.visit('/app/explore');
    matches.finishInitialLoad([]);
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/explore');
    navigation.visit('/app/messages/m1');
    await flushMicrotasks(10);
    expect(navigation.href).toBe('/app/messages/m1');
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-19: signing out in one batch with the navigation lands on login without remembering the old page', () => {
    const { navigation, store, facts, guards } = setup('/app/settings', MEMBER);
    guards.start();
    batch(() => {
      facts.value = VISITOR;
      navigation.navigate('/app', { replace: true });
    });
    expect(navigation.href).toBe('/app');
    expect(store.postLoginRedirectPath.value).toBeNull();
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-25: a lever switched off while on its page sends the member away', () => {
    const { navigation, update, guards } = setup('/app/settings/levers', { ...MEMBER, levers: { developerTools: true } });
    guards.start();
    expect(navigation.href).toBe('/app/settings/levers');
    update({ levers: {} });
    expect(navigation.href).toBe('/app/recs');
  });

  it('ROUTE-20: after dispose the guards no longer react', () => {
    const { navigation, update, guards, time } = setup('/app/recs', { ...VISITOR, initialised: false });
    guards.start();
    guards.dispose();
    update({ initialised: true });
    time.advance(60 * BTU);
    expect(navigation.href).toBe('/app/recs');
  });
  it('ROUTE-20: guards started twice guard once, and dispose stops them for good', () => {
    const { navigation, guards } = setup('/app/recs', MEMBER);
    guards.start();
    guards.start();
    guards.dispose();
    navigation.visit('/app');
    expect(navigation.href).toBe('/app');
    // Disposing guards that never started, or twice, is harmless.
    const unstarted = setup('/app/recs', MEMBER).guards;
    expect(() => {
      unstarted.dispose();
      unstarted.dispose();
    }).not.toThrow();
  });

  it('ROUTE-27: the 5 BTU scale with the base time unit the app is given (200 ms: a second)', () => {
    const time = new FakeTime();
    const navigation = new FakeNavigation('/app/settings');
    const guards = new GuardNavigationUseCase(
      { store: new RouterStore(), navigation, facts: signal<RouteFacts>({ ...VISITOR, initialised: false }), clock: time, scheduler: time, logger: new MemoryLogger() },
      { baseTimeUnitMs: 200 },
    );
    guards.start();
    time.advance(999);
    expect(navigation.href).toBe('/app/settings');
    time.advance(1);
    expect(navigation.href).toBe('/app');
  });

  it('ROUTE-27: a guard that is asked again while it waits keeps one timer', () => {
    const { time, update, guards, store } = setup('/app/profile/edit', { ...MEMBER, profileLoaded: false });
    guards.start();
    update({ ownUsername: 'sam' });
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'profileEdit' });
    expect(time.pendingTimers).toBe(1);
  });

  it('ROUTE-17: an enter listener that unsubscribed is not told of later routes', () => {
    const { navigation, guards } = setup('/app/recs', MEMBER);
    const seen: string[] = [];
    guards.start();
    const stop = guards.onEnter((route) => seen.push(route.href));
    navigation.visit('/app/matches');
    stop();
    navigation.visit('/app/explore');
    expect(seen).toEqual(['/app/matches']);
  });

  it('ROUTE-17: a change of the member\'s state on the same route does not enter it again', () => {
    const { update, guards, store } = setup('/app/matches', MEMBER);
    const seen: string[] = [];
    guards.onEnter((route) => seen.push(route.href));
    guards.start();
    update({ ownUsername: 'sam' });
    expect(seen).toEqual(['/app/matches']);
    expect(store.previousPath.value).toBeNull();
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-16: the not-found page is entered with no parameters, also when a match guard is wired', async () => {
    const matches = new FakeMatchLookup({ initiallyLoaded: true });
    const { guards, store } = setup('/app/no-such-page', MEMBER, { matches });
    const entered: unknown[] = [];
    guards.onEnter((route) => entered.push(route));
    guards.start();
    expect(entered).toEqual([{ name: 'notFound', params: {}, href: '/app/no-such-page', previousPath: null }]);
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-17: guards wired without on-enter actions enter routes all the same', () => {
    const time = new FakeTime();
    const navigation = new FakeNavigation('/app/recs');
    const store = new RouterStore();
    const guards = new GuardNavigationUseCase({ store, navigation, facts: signal<RouteFacts>(MEMBER), clock: time, scheduler: time, logger: new MemoryLogger() }, { baseTimeUnitMs: BTU });
    guards.start();
    expect(store.entered.value).toBe('/app/recs');
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-19: a redirect that remembers no path leaves no remembered path behind', () => {
    const { guards, store } = setup('/app', MEMBER);
    guards.start();
    expect(store.postLoginRedirectPath.value).toBeNull();
  });

  it('ROUTE-28: an on-enter action that takes time holds the route until it settles, then the route is ready', async () => {
    const { guards, store, onEnterActions } = setup('/app/explore', MEMBER);
    let done: () => void = () => undefined;
    onEnterActions.register('explore', () => new Promise<void>((resolve) => (done = resolve)));
    guards.start();
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'onEnter' });
    done();
    await flushMicrotasks(5);
    expect(store.ready.value).toBe(true);
  });

  it('ROUTE-28, ROUTE-21: an on-enter action that settles after the member moved on does not open the route now waiting for its match', async () => {
    const matches = new FakeMatchLookup({ initiallyLoaded: true });
    matches.holdFetches();
    const { guards, store, onEnterActions, navigation } = setup('/app/explore', MEMBER, { matches });
    let done: () => void = () => undefined;
    onEnterActions.register('explore', () => new Promise<void>((resolve) => (done = resolve)));
    guards.start();
    navigation.visit('/app/messages/m1');
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'match' });
    done();
    await flushMicrotasks(5);
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'match' });
  });

  it('ROUTE-21: while the match is checked a change of the member\'s state does not open the chat; a check the member left behind sends nobody away', async () => {
    const matches = new FakeMatchLookup({ initiallyLoaded: true });
    matches.holdFetches();
    const { guards, store, update, navigation, time } = setup('/app/messages/m1', MEMBER, { matches });
    guards.start();
    update({ ownUsername: 'sam' });
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'match' });
    navigation.visit('/app/recs');
    await time.advanceAsync(5 * BTU, 100);
    expect(navigation.href).toBe('/app/recs');
  });
});
