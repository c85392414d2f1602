import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import type { AuthAnswer } from './auth-answer';
import type { AuthAnalyticsPort, AuthModals, AuthNavigator } from './auth-effects.port';
import { AuthSessionStore } from './auth-session.store';
import { FinaliseLoginUseCase } from './finalise-login.use-case';
import { FakeAuthGateway, FakeBroadcastHub, FakeLockHub, cookieManagedVault } from './testing';
import { MemoryVault, type RefreshTokenVault } from './coordination.port';
import { TokenRefresher } from './token-refresher';

type LoginAnswer = Extract<AuthAnswer, { kind: 'login' }>;

const login = (isNewUser: boolean): LoginAnswer => ({ kind: 'login', authToken: 'tok-1', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser });

/** Finalise login with every effect written to one timeline, noting whether the API token was usable at that moment. */
const setup = (pending?: string, vault: RefreshTokenVault = cookieManagedVault) => {
  const time = new FakeTime();
  const timeline: string[] = [];
  const hub = new FakeBroadcastHub(time);
  const session = new AuthSessionStore(time, 'funnel-1');
  const refresher = new TokenRefresher({
    session,
    gateway: new FakeAuthGateway(),
    locks: new FakeLockHub().port(),
    broadcast: hub.port(),
    vault,
    clock: time,
    scheduler: time,
    ids: new SequentialIds(),
    logger: new MemoryLogger(),
    onLoggedOut: () => undefined,
  });
  const token = () => (refresher.current() === null ? 'no-token' : 'token');
  let pendingRedirect = pending;
  const modals: AuthModals = { clear: () => timeline.push(`modal:clear ${token()}`), openLogin: () => timeline.push('modal:login'), isAnyOpen: () => false };
  const analytics: AuthAnalyticsPort = { track: (e) => timeline.push(`event:${e.type === 'decision' ? e.decision : e.type} ${token()}`) };
  const authNavigator: AuthNavigator = {
    toLogin: () => timeline.push('go:login'),
    toRecs: () => timeline.push('go:recs'),
    toOnboarding: () => timeline.push('go:onboarding'),
    toVerify: (reason) => timeline.push(`go:verify/${reason}`),
    toPath: (path) => timeline.push(`go:${path}`),
    pendingRedirect: () => pendingRedirect,
    clearPendingRedirect: () => {
      pendingRedirect = undefined;
    },
  };
  const listeners = [{ signedIn: async () => void timeline.push(`feeds:start${(await vault.get()) === null ? '' : ' vaulted'}`) }];
  const finalise = new FinaliseLoginUseCase({ session, refresher, vault, modals, authNavigator, analytics, listeners, logger: new MemoryLogger() });
  return { time, session, refresher, hub, timeline, finalise, pendingRedirect: () => pendingRedirect };
};

describe('finalise login', () => {
  it('a native platform\'s refresh token goes to the vault before the feeds start; a browser\'s answer carries none and the vault stays empty', async () => {
    const vault = new MemoryVault();
    const native = setup(undefined, vault);
    await native.finalise.execute({ ...login(false), refreshToken: 'rt-1' });
    expect(await vault.get()).toBe('rt-1');
    expect(native.timeline.at(-1)).toBe('feeds:start vaulted');

    const browserVault = new MemoryVault();
    const browser = setup(undefined, browserVault);
    await browser.finalise.execute(login(false));
    expect(await browserVault.get()).toBeNull();
    expect(browser.timeline.at(-1)).toBe('feeds:start');
  });

  it('AUTH-20: in order: modal cleared, token usable, funnel decision, new-user event, then recs for a new member; feeds start last', async () => {
    const { finalise, timeline } = setup();
    await finalise.execute(login(true));
    expect(timeline).toEqual(['modal:clear token', 'event:sign-in token', 'event:new-user token', 'go:recs', 'feeds:start']);
  });

  it('AUTH-20: a returning member is reported as a login', async () => {
    const { finalise, timeline } = setup();
    await finalise.execute(login(false));
    expect(timeline).toEqual(['modal:clear token', 'event:sign-in token', 'event:login token', 'go:recs', 'feeds:start']);
  });

  it('AUTH-20: a pending verification reason wins over everything: verify/{reason}, and a remembered path stays for later', async () => {
    const { finalise, timeline, pendingRedirect } = setup('/app/matches?tab=new');
    await finalise.execute(login(true), { verifyReason: 'selfie' });
    expect(timeline.slice(3)).toEqual(['go:verify/selfie', 'feeds:start']);
    expect(pendingRedirect()).toBe('/app/matches?tab=new');
  });

  it('AUTH-20: with a remembered path and no verification pending, the member goes to that path (once) instead of recs', async () => {
    const { finalise, timeline, pendingRedirect } = setup('/app/matches?tab=new');
    await finalise.execute(login(false));
    expect(timeline.slice(3)).toEqual(['go:/app/matches?tab=new', 'feeds:start']);
    expect(pendingRedirect()).toBeUndefined();
  });

  it('AUTH-18, AUTH-20: the token is stored with its expiry and handed to the other tabs', async () => {
    const { finalise, session, hub, time } = setup();
    await finalise.execute(login(false));
    expect(session.state.value).toMatchObject({ status: 'signed-in', authToken: 'tok-1', authTokenExpiration: time.now() + 60_000, userId: 'u-1' });
    expect(hub.sent).toContainEqual({ type: 'token', authToken: 'tok-1', authTokenExpiration: time.now() + 60_000, userId: 'u-1' });
  });
});
