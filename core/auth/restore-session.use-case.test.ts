import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared';
import { FakeTime } from '../shared/testing';
import type { AuthResult } from './auth-gateway.port';
import { PEER_TOKEN_WAIT_MS } from './token-refresher';
import { FakeAuthGateway, FakeAuthTab, FakeBroadcastHub, FakeLockHub, failure, MemoryVault } from './testing';

type Held = 'none' | 'valid' | 'expired';
type ServerAnswer = 'login' | 'refused' | 'unreachable' | 'outage' | 'unreadable' | 'onboarding';

const answers: Record<ServerAnswer, AuthResult> = {
  login: ok({ kind: 'login', authToken: 'fresh', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false }),
  refused: err(failure(40100, 401)),
  unreachable: err(failure('API.NETWORK')),
  outage: err(failure(50000, 503)),
  unreadable: err(failure('API.BAD_RESPONSE')),
  onboarding: ok({ kind: 'onboarding', onboardingToken: 'onb', userId: 'u-1' }),
};

/** Runs the restore while fake time passes the wait for other tabs' tokens. */
const restoreOn = async (tab: FakeAuthTab, time: FakeTime) => {
  const done = tab.restore.execute();
  await time.advanceAsync(PEER_TOKEN_WAIT_MS + 1);
  await done;
};

const start = (held: Held, server: ServerAnswer, vault = new MemoryVault()) => {
  const time = new FakeTime();
  const gateway = new FakeAuthGateway();
  gateway.refreshAnswer = answers[server];
  let signedIn = 0;
  const tab = new FakeAuthTab({ time, gateway, vault, listeners: [{ signedIn: () => void signedIn++ }] });
  if (held !== 'none') {
    tab.session.applyLogin({ kind: 'login', authToken: 'held', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false });
    if (held === 'expired') time.jump(60_000);
  }
  return { time, gateway, tab, vault, signedIn: () => signedIn };
};

describe('restore session at start-up', () => {
  it('AUTH-23: a valid token signs in without asking the server; otherwise the refresh decides: sign-in, or sign-out / token-expired', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Held>('none', 'valid', 'expired'), fc.constantFrom<ServerAnswer>('login', 'refused', 'unreachable', 'onboarding'), async (held, server) => {
        const { gateway, tab, signedIn, time } = start(held, server);
        await restoreOn(tab, time);
        const decisions = tab.analytics.events.filter((e) => e.type === 'decision');

        if (held === 'valid') {
          expect(gateway.count('refresh')).toBe(0);
          expect(decisions).toEqual([{ type: 'decision', decision: 'sign-in' }]);
          expect(signedIn()).toBe(1);
        } else if (server === 'login') {
          expect(tab.session.state.value).toMatchObject({ status: 'signed-in', authToken: 'fresh' });
          expect(decisions).toEqual([{ type: 'decision', decision: 'sign-in' }]);
          expect(signedIn()).toBe(1);
        } else if (server === 'onboarding') {
          expect(tab.session.state.value).toMatchObject({ status: 'onboarding', onboardingToken: 'onb' });
          expect(signedIn()).toBe(0);
        } else {
          expect(tab.session.status.value).toBe('signed-out');
          expect(decisions).toEqual([{ type: 'decision', decision: held === 'expired' ? 'token-expired' : 'sign-out' }]);
          expect(signedIn()).toBe(0);
        }
        expect(tab.session.initialised.value).toBe(true);
      }),
    );
  });

  it('AUTH-23: start-up runs once; later calls wait for the first', async () => {
    const { gateway, tab, time } = start('none', 'login');
    const both = Promise.all([tab.restore.execute(), tab.restore.execute()]);
    await time.advanceAsync(PEER_TOKEN_WAIT_MS + 1);
    await both;
    await tab.restore.execute();
    expect(gateway.count('refresh')).toBe(1);
  });

  it('AUTH-23: on a platform that keeps the refresh token itself, restore sends it and stores the rotated one', async () => {
    const vault = new MemoryVault();
    vault.token = 'refresh-1';
    const { gateway, tab, time } = start('none', 'login', vault);
    gateway.refreshAnswer = ok({ kind: 'login', authToken: 'fresh', authTokenTtlMs: 60_000, refreshToken: 'refresh-2', userId: 'u-1', isNewUser: false });
    await restoreOn(tab, time);
    expect(gateway.calls[0]?.args).toEqual(['refresh-1']);
    expect(vault.token).toBe('refresh-2');
  });

  it('BAN-01, BAN-02: a refresh answered with a ban signs out and hands the ban, with its appeal token, to the bans module', async () => {
    const { tab, time, gateway } = start('none', 'refused');
    const ban = { ...failure(40305, 403), ban: { isBan: true, appealToken: 'appeal-1', policy: 'spam' } };
    gateway.refreshAnswer = err(ban);
    await restoreOn(tab, time);
    expect(tab.session.state.value.status).toBe('signed-out');
    expect(tab.bans).toEqual([ban]);
    // A refusal without a ban hands nothing on.
    const plain = start('none', 'refused');
    await restoreOn(plain.tab, plain.time);
    expect(plain.tab.bans).toEqual([]);
  });

  it('AUTH-23: a restore that cannot reach the server says why in the log', async () => {
    const { tab, time } = start('none', 'unreachable');
    await restoreOn(tab, time);
    expect(tab.logger.messages('warn')).toEqual(['session restore could not reach the service']);
  });

  it('AUTH-23: a tab opening while another tab is signed in takes its token instead of refreshing', async () => {
    const time = new FakeTime();
    const hub = new FakeBroadcastHub(time);
    const locks = new FakeLockHub();
    const gateway = new FakeAuthGateway();
    const first = new FakeAuthTab({ time, gateway, broadcast: hub, locks, name: "a" });
    first.session.applyLogin({ kind: 'login', authToken: 'shared', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false });
    const second = new FakeAuthTab({ time, gateway, broadcast: hub, locks, name: "b" });
    await restoreOn(second, time);
    expect(gateway.count('refresh')).toBe(0);
    expect(second.session.state.value).toMatchObject({ status: 'signed-in', authToken: 'shared', userId: 'u-1' });
  });

  it('APP-01: prefetch asks for the token at once and decides nothing; execute decides from that answer, with no second refresh', async () => {
    const { gateway, tab, time, signedIn } = start('none', 'login');
    tab.restore.prefetch();
    tab.restore.prefetch();
    // Long enough for a second refresh, had the second call asked again.
    await time.advanceAsync(5 * (PEER_TOKEN_WAIT_MS + 1));
    expect(gateway.count('refresh')).toBe(1);
    // Nothing decided yet: the decision waits for execute (LEV-07: after the start-up settings).
    expect(tab.session.status.value).toBe('unknown');
    expect(tab.analytics.events).toEqual([]);
    expect(signedIn()).toBe(0);
    await tab.restore.execute();
    expect(tab.session.state.value).toMatchObject({ status: 'signed-in', authToken: 'fresh' });
    expect(tab.analytics.events).toEqual([{ type: 'decision', decision: 'sign-in' }]);
    expect(signedIn()).toBe(1);
    expect(gateway.count('refresh')).toBe(1);
  });

  it('APP-01: prefetch asks nothing with a valid token held, without a session hint, or once the restore has run', async () => {
    // A valid token: the restore will sign in without the server, so nothing is asked.
    const valid = start('valid', 'login');
    valid.tab.restore.prefetch();
    await valid.time.advanceAsync(5 * (PEER_TOKEN_WAIT_MS + 1));
    expect(valid.gateway.count('refresh')).toBe(0);

    const noHint = start('none', 'login');
    noHint.tab.hint.present = false;
    noHint.tab.restore.prefetch();
    await noHint.time.advanceAsync(5 * (PEER_TOKEN_WAIT_MS + 1));
    expect(noHint.gateway.count('refresh')).toBe(0);

    // A restore that could not reach the server keeps the hint and holds no token: only the guard stops a second ask.
    const after = start('none', 'unreachable');
    await restoreOn(after.tab, after.time);
    expect(after.gateway.count('refresh')).toBe(1);
    after.tab.restore.prefetch();
    await after.time.advanceAsync(5 * (PEER_TOKEN_WAIT_MS + 1));
    expect(after.gateway.count('refresh')).toBe(1);
  });

  it('APP-01: a prefetched refresh the server refuses signs out at execute, as a restore would', async () => {
    const { gateway, tab, time } = start('none', 'refused');
    tab.restore.prefetch();
    await time.advanceAsync(PEER_TOKEN_WAIT_MS + 1);
    expect(tab.session.status.value).toBe('unknown');
    await tab.restore.execute();
    expect(tab.session.status.value).toBe('signed-out');
    expect(tab.hint.present).toBe(false);
    expect(gateway.count('refresh')).toBe(1);
  });

  it('AUTH-23: a device without a session hint is signed out at once, without any call', async () => {
    const { gateway, tab, time } = start('none', 'login');
    tab.hint.present = false;
    await restoreOn(tab, time);
    expect(gateway.count('refresh')).toBe(0);
    expect(tab.session.status.value).toBe('signed-out');
    expect(tab.analytics.events).toEqual([{ type: 'decision', decision: 'sign-out' }]);
  });

  it('AUTH-26, AUTH-27: a refused restore drops the session hint; one that cannot reach the service, or that it cannot answer, keeps it', async () => {
    const refused = start('none', 'refused');
    await restoreOn(refused.tab, refused.time);
    expect(refused.tab.hint.present).toBe(false);
    const unreachable = start('none', 'unreachable');
    await restoreOn(unreachable.tab, unreachable.time);
    expect(unreachable.tab.hint.present).toBe(true);
    const outage = start('none', 'outage');
    await restoreOn(outage.tab, outage.time);
    expect(outage.tab.hint.present).toBe(true);
    expect(outage.tab.session.loggedIn.value).toBe(false);
    const unreadable = start('none', 'unreadable');
    await restoreOn(unreadable.tab, unreadable.time);
    expect(unreadable.tab.hint.present).toBe(true);
  });

  it('AUTH-23: without a session hint an expired token is token-expired; a restore that cannot reach the service logs its code and status', async () => {
    const expired = start('expired', 'login');
    expired.tab.hint.present = false;
    await restoreOn(expired.tab, expired.time);
    expect(expired.tab.analytics.events).toEqual([{ type: 'decision', decision: 'token-expired' }]);
    const outage = start('none', 'outage');
    await restoreOn(outage.tab, outage.time);
    expect(outage.tab.logger.entries.filter((e) => e.level === 'warn')).toEqual([
      { level: 'warn', message: 'session restore could not reach the service', context: { code: 50000, status: 503 } },
    ]);
    expect(outage.tab.session.status.value).toBe('signed-out');
  });

  it('AUTH-19: a restore answered with an onboarding state resumes onboarding, signs nobody in and makes no decision', async () => {
    const { tab, time, signedIn } = start('none', 'onboarding');
    await restoreOn(tab, time);
    expect(tab.session.state.value).toMatchObject({ status: 'onboarding', onboardingToken: 'onb' });
    expect(signedIn()).toBe(0);
    expect(tab.analytics.events).toEqual([]);
  });
});
