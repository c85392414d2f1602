import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { AuthSessionStore, MemoryVault, TokenRefresher, type AuthBroadcast } from './index';
import { failure, FakeAuthGateway, FakeBroadcastHub, FakeLockHub } from './testing';

const member = (authToken: string, userId = 'u-1', refreshToken?: string) => ({ kind: 'login' as const, authToken, authTokenTtlMs: 60_000, userId, isNewUser: false, ...(refreshToken ? { refreshToken } : {}) });

/** This tab and, unless `alone`, another open tab (`other`, its broadcasts). */
const setup = ({ alone = false } = {}) => {
  const time = new FakeTime(1_000_000);
  const hub = new FakeBroadcastHub(time);
  const locks = new FakeLockHub();
  if (!alone) locks.port();
  const session = new AuthSessionStore(time, 'funnel-1');
  const gateway = new FakeAuthGateway();
  const vault = new MemoryVault();
  const logger = new MemoryLogger();
  const reported: unknown[] = [];
  let loggedOut = 0;
  const refresher = new TokenRefresher({
    session,
    gateway,
    locks: locks.port(),
    broadcast: hub.port(),
    vault,
    clock: time,
    scheduler: time,
    ids: new SequentialIds(),
    logger,
    onLoggedOut: () => (loggedOut += 1),
    outage: { report: (phase, f) => (reported.push([phase, f.code]), true) },
  });
  const other = hub.port();
  const heard: AuthBroadcast[] = [];
  other.subscribe((m) => heard.push(m));
  return { time, hub, session, gateway, vault, logger, refresher, other, heard, reported, loggedOut: () => loggedOut };
};

describe('AUTH-25, AUTH-26: re-authentication after a 401', () => {
  it('AUTH-26: signed out, there is nothing to refresh and the server is not asked', async () => {
    const { gateway, refresher } = setup();
    expect(await refresher.reauthenticate()).toBe('logged-out');
    expect(gateway.calls).toEqual([]);
  });

  it('AUTH-25: a refresh with the vaulted token and the funnel id signs in again, vaults the new token and shares it once', async () => {
    const { time, session, gateway, vault, refresher, hub } = setup();
    session.applyLogin(member('tok-1'));
    await vault.set('rt-1');
    gateway.refreshAnswer = ok(member('tok-2', 'u-1', 'rt-2'));
    const refresh = gateway.refresh.bind(gateway);
    let reauthing = false;
    gateway.refresh = (...args) => {
      reauthing = session.state.value.isReauthing;
      return refresh(...args);
    };
    const first = refresher.reauthenticate();
    const second = refresher.reauthenticate();
    expect(first).toBe(second);
    await time.advanceAsync(400);
    expect(await first).toBe('refreshed');
    expect(reauthing).toBe(true);
    expect(session.state.value.isReauthing).toBe(false);
    expect(gateway.calls.map((call) => [call.op, call.args, call.ctx])).toEqual([['refresh', ['rt-1'], { funnelSessionId: 'funnel-1' }]]);
    expect(refresher.current()).toBe('tok-2');
    expect(await vault.get()).toBe('rt-2');
    expect(hub.sent.filter((m) => m.type === 'token')).toEqual([{ type: 'token', authToken: 'tok-2', authTokenExpiration: session.state.value.authTokenExpiration, userId: 'u-1' }]);
  });

  it('AUTH-26: a refresh refused with 400, 401 or 403 logs out; an onboarding answer logs out too', async () => {
    for (const status of [400, 401, 403]) {
      const { time, session, gateway, refresher, logger, loggedOut } = setup();
      session.applyLogin(member('tok-1'));
      gateway.refreshAnswer = err(failure(40100 + status, status));
      const outcome = refresher.reauthenticate();
      await time.advanceAsync(500);
      expect(await outcome).toBe('logged-out');
      expect(loggedOut()).toBe(1);
      expect(logger.entries).toEqual([{ level: 'info', message: 'refresh refused: logged out', context: { code: 40100 + status } }]);
    }
    const { time, session, gateway, refresher, loggedOut, vault } = setup();
    session.applyLogin(member('tok-1'));
    gateway.refreshAnswer = ok({ kind: 'onboarding' as const, onboardingToken: 'ob-1', userId: 'u-1' });
    const outcome = refresher.reauthenticate();
    await time.advanceAsync(500);
    expect(await outcome).toBe('logged-out');
    expect(loggedOut()).toBe(1);
    expect(gateway.calls[0]?.args).toEqual([undefined]);
    expect(await vault.get()).toBeNull();
  });

  it('AUTH-27: a refresh that cannot reach the server leaves the member signed in, is logged and reported as a re-auth outage', async () => {
    const { time, session, gateway, refresher, logger, reported, loggedOut } = setup();
    session.applyLogin(member('tok-1'));
    gateway.refreshAnswer = err(failure('API.NETWORK'));
    const outcome = refresher.reauthenticate();
    await time.advanceAsync(500);
    expect(await outcome).toBe('unavailable');
    expect(loggedOut()).toBe(0);
    expect(refresher.current()).toBe('tok-1');
    expect(logger.entries).toEqual([{ level: 'warn', message: 'refresh could not reach the server', context: { code: 'API.NETWORK' } }]);
    expect(reported).toEqual([['re-auth', 'API.NETWORK']]);
  });

  it('AUTH-25: a token another tab hands over while this one waits is taken instead of asking the server', async () => {
    const { time, session, gateway, refresher, other } = setup();
    session.applyLogin(member('tok-1'));
    const outcome = refresher.reauthenticate();
    await time.advanceAsync(10);
    other.publish({ type: 'token', authToken: 'tok-peer', authTokenExpiration: time.now() + 60_000, userId: 'u-1' });
    await time.advanceAsync(10);
    expect(await outcome).toBe('refreshed');
    expect(refresher.current()).toBe('tok-peer');
    expect(gateway.calls).toEqual([]);
  });
});

describe('AUTH-25: tokens between tabs', () => {
  it('AUTH-25: nothing is shared without a valid token; a valid one is', () => {
    const { time, session, refresher, hub } = setup();
    refresher.share();
    expect(hub.sent).toEqual([]);
    session.applyLogin(member('tok-1'));
    time.advance(60_000);
    refresher.share();
    expect(hub.sent).toEqual([]);
    session.applyLogin(member('tok-2'));
    refresher.share();
    expect(hub.sent).toEqual([{ type: 'token', authToken: 'tok-2', authTokenExpiration: time.now() + 60_000, userId: 'u-1' }]);
  });

  it('AUTH-25: a token from another tab is taken unless expired or of another member; an onboarding tab keeps its own flow', async () => {
    const { time, session, refresher, other } = setup();
    other.publish({ type: 'token', authToken: 'expired', authTokenExpiration: time.now() + 1, userId: 'u-1' });
    await time.advanceAsync(1);
    expect(refresher.current()).toBeNull();
    other.publish({ type: 'token', authToken: 'tok-a', authTokenExpiration: time.now() + 60_000, userId: 'u-1' });
    await time.advanceAsync(1);
    expect(refresher.current()).toBe('tok-a');
    other.publish({ type: 'token', authToken: 'tok-b', authTokenExpiration: time.now() + 60_000, userId: 'u-2' });
    await time.advanceAsync(1);
    expect(refresher.current()).toBe('tok-a');
    other.publish({ type: 'logout' } as AuthBroadcast);
    await time.advanceAsync(1);
    expect(refresher.current()).toBe('tok-a');
    const onboarding = setup();
    onboarding.session.applyOnboarding({ kind: 'onboarding' as const, onboardingToken: 'ob-1', userId: 'u-1' });
    onboarding.other.publish({ type: 'token', authToken: 'tok-c', authTokenExpiration: onboarding.time.now() + 60_000, userId: 'u-1' });
    await onboarding.time.advanceAsync(1);
    expect(onboarding.session.state.value.status).toBe('onboarding');
  });

  it('AUTH-25: a tab with a valid token answers a request for a fresher one, unless its token is the stale one', async () => {
    const { time, session, other, heard } = setup();
    other.publish({ type: 'token-request', requestId: 'r1', staleToken: null });
    await time.advanceAsync(5);
    expect(heard).toEqual([]);
    session.applyLogin(member('tok-1'));
    other.publish({ type: 'token-request', requestId: 'r2', staleToken: 'tok-1' });
    await time.advanceAsync(5);
    expect(heard).toEqual([]);
    other.publish({ type: 'token-request', requestId: 'r3', staleToken: 'tok-0' });
    await time.advanceAsync(5);
    expect(heard.map((m) => m.type)).toEqual(['token']);
  });

  it('APP-01: at start-up a tab with a valid token keeps it; one without asks the other tabs, then the server with the vaulted token', async () => {
    const signedIn = setup();
    signedIn.session.applyLogin(member('tok-1'));
    expect(await signedIn.refresher.restore()).toEqual({ kind: 'adopted' });
    expect(signedIn.gateway.calls).toEqual([]);
    const fresh = setup();
    await fresh.vault.set('rt-1');
    fresh.gateway.refreshAnswer = ok(member('tok-2'));
    const restoring = fresh.refresher.restore();
    await fresh.time.advanceAsync(200);
    expect(await restoring).toEqual({ kind: 'answer', result: ok(member('tok-2')) });
    expect(fresh.gateway.calls.map((call) => [call.args, call.ctx])).toEqual([[['rt-1'], { funnelSessionId: 'funnel-1' }]]);
    const helped = setup();
    const asking = helped.refresher.restore();
    await helped.time.advanceAsync(10);
    helped.other.publish({ type: 'token', authToken: 'tok-peer', authTokenExpiration: helped.time.now() + 60_000, userId: 'u-9' });
    await helped.time.advanceAsync(10);
    expect(await asking).toEqual({ kind: 'adopted' });
    expect(helped.refresher.current()).toBe('tok-peer');
    expect(helped.gateway.calls).toEqual([]);
  });

  it('AUTH-25: a tab alone asks no other tab: it asks the server at once, at start-up and after a 401', async () => {
    const starting = setup({ alone: true });
    starting.gateway.refreshAnswer = ok(member('tok-2'));
    const restoring = starting.refresher.restore();
    await starting.time.advanceAsync(0);
    expect(starting.gateway.calls).toHaveLength(1);
    expect(await restoring).toEqual({ kind: 'answer', result: ok(member('tok-2')) });
    expect(starting.hub.sent).toEqual([]);
    const stale = setup({ alone: true });
    stale.session.applyLogin(member('tok-1'));
    stale.gateway.refreshAnswer = ok(member('tok-3'));
    const outcome = stale.refresher.reauthenticate();
    await stale.time.advanceAsync(0);
    expect(stale.gateway.calls).toHaveLength(1);
    expect(await outcome).toBe('refreshed');
    expect(stale.refresher.current()).toBe('tok-3');
    expect(stale.hub.sent.filter((m) => m.type === 'token-request')).toEqual([]);
  });

  it('AUTH-25: a tab that got a fresher token while waiting for the lock asks nobody; one signed out meanwhile is logged out; a disposed tab hears nothing', async () => {
    const { time, session, gateway, refresher, other } = setup();
    session.applyLogin(member('tok-1'));
    const outcome = refresher.reauthenticate();
    session.applyLogin(member('tok-2'));
    expect(await outcome).toBe('refreshed');
    expect(gateway.calls).toEqual([]);
    const waiting = refresher.reauthenticate();
    session.signOut();
    await time.advanceAsync(200);
    expect(await waiting).toBe('logged-out');
    expect(gateway.calls).toEqual([]);
    refresher.dispose();
    other.publish({ type: 'token', authToken: 'tok-late', authTokenExpiration: time.now() + 60_000, userId: 'u-1' });
    await time.advanceAsync(5);
    expect(refresher.current()).toBeNull();
  });
});
