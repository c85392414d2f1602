import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiClient, type ApiRequest, type AuthTokenSource, type HttpTransport, type ReauthOutcome } from '../../core/api';
import { FakeHttp } from '../../core/api/testing';
import { type AuthGatewayPort, PEER_TOKEN_WAIT_MS } from '../../core/auth';
import { FakeAuthGateway, FakeAuthTab, FakeBroadcastHub, FakeLockHub, failure } from '../../core/auth/testing';
import { err } from '../../core/shared';
import { FakeTime, flushMicrotasks } from '../../core/shared/testing';

/**
 * AUTH-25 / AUTH-26 as a model: tabs of one browser share a lock, a broadcast channel and one server. Every tab
 * holds the same auth token, which the server no longer accepts; each tab fires a random number of authorised
 * calls, and the network answers them (and the refresh) in a random order while time moves on. The model says:
 * one refresh reaches the server, every call succeeds on its retry, and every tab ends with the same fresh token.
 */

const MEMBER = 'u-1';
const STALE = 'stale-token';
const PROFILE: ApiRequest = { method: 'GET', path: '/v2/profile', auth: true };
/** The `n`th of several calls at once: each its own request (the same GET twice at once would go out once). */
const nth = (n: number): ApiRequest => ({ ...PROFILE, query: { call: n } });

type Deliver = <T>(answer: Promise<T>) => Promise<T>;

/** The gateway with its answers delivered when `deliver` lets them through (the server has already acted). */
const deliveredBy = (gateway: AuthGatewayPort, deliver: Deliver): AuthGatewayPort => ({
  submitPhone: (...a) => deliver(gateway.submitPhone(...a)),
  submitPhoneOtp: (...a) => deliver(gateway.submitPhoneOtp(...a)),
  submitEmail: (...a) => deliver(gateway.submitEmail(...a)),
  submitEmailOtp: (...a) => deliver(gateway.submitEmailOtp(...a)),
  resendOtp: (...a) => deliver(gateway.resendOtp(...a)),
  refresh: (...a) => deliver(gateway.refresh(...a)),
});

/** An HTTP server that accepts only the auth token the gateway issued last. */
const apiServer = (gateway: FakeAuthGateway): FakeHttp =>
  new FakeHttp().route('GET', '/v2/profile', (req) =>
    req.headers['x-auth-token'] !== undefined && req.headers['x-auth-token'] === gateway.validToken
      ? { status: 200, body: { meta: { status: 200 }, data: { id: MEMBER } } }
      : { status: 401, body: { meta: { status: 401 }, error: { code: 40100, message: 'expired' } } },
  );

/** The refresher as the API client's token source, with every outcome it gave recorded. */
const recording = (source: AuthTokenSource, outcomes: ReauthOutcome[]): AuthTokenSource => ({
  current: () => source.current(),
  reauthenticate: async () => {
    const outcome = await source.reauthenticate();
    outcomes.push(outcome);
    return outcome;
  },
});

interface Browser {
  readonly time: FakeTime;
  readonly server: FakeAuthGateway;
  readonly http: FakeHttp;
  readonly tabs: readonly { readonly tab: FakeAuthTab; readonly client: ApiClient; readonly outcomes: ReauthOutcome[] }[];
}

const browser = (tabCount: number, deliver: Deliver = (p) => p): Browser => {
  const time = new FakeTime();
  const server = new FakeAuthGateway();
  server.acceptRefreshFor(MEMBER);
  const http = apiServer(server);
  const locks = new FakeLockHub();
  const broadcast = new FakeBroadcastHub(time);
  const transport: HttpTransport = { send: (prepared) => deliver(http.send(prepared)) };
  const tabs = Array.from({ length: tabCount }, (_, i) => {
    const tab = new FakeAuthTab({ time, gateway: deliveredBy(server, deliver), locks, broadcast, name: `tab${i}` });
    tab.session.applyLogin({ kind: 'login', authToken: STALE, authTokenTtlMs: 30 * 60_000, userId: MEMBER, isNewUser: false });
    const outcomes: ReauthOutcome[] = [];
    const client = new ApiClient({ transport, tokens: recording(tab.refresher, outcomes), context: () => ({ locale: 'en' }), clock: time });
    return { tab, client, outcomes };
  });
  return { time, server, http, tabs };
};

/** Runs `work` to its end, letting time pass 1 ms at a time (timers fire, broadcasts arrive). */
const settle = async <T>(time: FakeTime, work: Promise<T>, maxMs = 5_000): Promise<T> => {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  for (let ms = 0; !done; ms++) {
    if (ms > maxMs) throw new Error(`still running after ${maxMs} ms of fake time`);
    await time.advanceAsync(1);
  }
  return work;
};

/**
 * Runs `work` with the network answers (scheduled on `s`) let through one at a time in the scheduler's order; before
 * each answer, time moves on by the next generated pause, so timers fire and broadcasts arrive in between.
 */
const interleave = async <T>(time: FakeTime, s: fc.Scheduler, pauses: readonly number[], work: Promise<T>): Promise<T> => {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  for (let round = 0; !done; round++) {
    if (round > 20_000) throw new Error('the calls never settled');
    await flushMicrotasks();
    if (s.count() === 0) {
      time.advance(1);
      continue;
    }
    await time.advanceAsync(pauses[round % pauses.length]!);
    await s.waitNext(1);
  }
  return work;
};

const callsPerTab = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 4 });
const pauses = fc.array(fc.integer({ min: 0, max: 2 * PEER_TOKEN_WAIT_MS }), { minLength: 1, maxLength: 40 });

const fireAll = (tabs: Browser['tabs'], counts: readonly number[]) =>
  Promise.all(tabs.flatMap(({ client }, i) => Array.from({ length: counts[i]! }, (_, n) => client.request(nth(n)))));

describe('token refresh across tabs (model)', () => {
  it('AUTH-25: any number of tabs with 1..50 concurrent 401s each, answered in any order, cause exactly one refresh; every tab ends with the same fresh token', async () => {
    await fc.assert(
      fc.asyncProperty(callsPerTab, pauses, fc.scheduler(), async (counts, steps, s) => {
        const { time, server, tabs } = browser(counts.length, (p) => s.schedule(p));
        const results = await interleave(time, s, steps, fireAll(tabs, counts));

        expect(server.count('refresh')).toBe(1);
        const fresh = server.validToken;
        expect(fresh).toBeDefined();
        for (const { tab, outcomes } of tabs) {
          expect(tab.session.authToken()).toBe(fresh);
          expect(outcomes.every((o) => o === 'refreshed')).toBe(true);
          expect(tab.authNavigator.visits).toEqual([]);
        }
        expect(results.every((r) => r.ok)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('AUTH-26: a refused refresh, answered in any order, is asked once; every tab signs out and goes to login exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(callsPerTab, pauses, fc.constantFrom(400, 401), fc.scheduler(), async (counts, steps, status, s) => {
        const { time, server, tabs } = browser(counts.length, (p) => s.schedule(p));
        server.refreshAnswer = err(failure(40100, status));
        const results = await interleave(time, s, steps, fireAll(tabs, counts));
        await time.advanceAsync(PEER_TOKEN_WAIT_MS);

        expect(server.count('refresh')).toBe(1);
        expect(results.every((r) => !r.ok && r.error.kind === 'unauthorized')).toBe(true);
        for (const { tab, outcomes } of tabs) {
          expect(tab.session.status.value).toBe('signed-out');
          expect(tab.authNavigator.visits).toEqual(['login']);
          expect(outcomes.every((o) => o === 'logged-out')).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('AUTH-25: 50 concurrent 401s in one tab cause exactly one refresh call, and every call is retried once with the new token', async () => {
    const { time, server, http, tabs } = browser(1);
    const { client, outcomes } = tabs[0]!;
    const results = await settle(time, Promise.all(Array.from({ length: 50 }, (_, n) => client.request<{ id: string }>(nth(n)))));

    expect(server.count('refresh')).toBe(1);
    expect(results.every((r) => r.ok && r.value.id === MEMBER)).toBe(true);
    const fresh = server.validToken;
    expect(http.requests.filter((r) => r.headers['x-auth-token'] === STALE)).toHaveLength(50);
    expect(http.requests.filter((r) => r.headers['x-auth-token'] === fresh)).toHaveLength(50);
    expect(outcomes).toEqual(Array(50).fill('refreshed'));
  });

  it('AUTH-25: with another tab open, a tab asks the other tabs first and refreshes only after waiting PEER_TOKEN_WAIT_MS without an answer', async () => {
    const { time, server, tabs } = browser(2);
    const outcome = tabs[0]!.tab.refresher.reauthenticate();
    await time.advanceAsync(PEER_TOKEN_WAIT_MS - 1);
    expect(server.count('refresh')).toBe(0);
    await time.advanceAsync(1);
    await expect(outcome).resolves.toBe('refreshed');
    expect(server.count('refresh')).toBe(1);
  });

  it('AUTH-25: a 401 that arrives after the token was already refreshed is retried with the new token, without another refresh', async () => {
    // Two calls leave with the stale token; the second one's 401 is held back until the first has refreshed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const { time, server, tabs } = browser(1, async (answer) => {
      sent += 1;
      if (sent === 2) await held;
      return answer;
    });
    const { client } = tabs[0]!;
    const first = client.request(nth(1));
    const late = client.request(nth(2));
    expect((await settle(time, first)).ok).toBe(true);
    release();
    expect((await settle(time, late)).ok).toBe(true);
    expect(server.count('refresh')).toBe(1);
  });

  it('AUTH-25: a token past its expiry time is still sent; the server\'s 401 refreshes it and the call succeeds', async () => {
    const { time, server, tabs } = browser(1);
    const { client } = tabs[0]!;
    time.jump(31 * 60_000);
    const result = await settle(time, client.request(PROFILE));
    expect(result.ok).toBe(true);
    expect(server.count('refresh')).toBe(1);
  });

  it('AUTH-25: a 401 that arrives after the member signed out refreshes nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { time, server, tabs } = browser(1, async (answer) => {
      await held;
      return answer;
    });
    const { tab, client } = tabs[0]!;
    const call = client.request(PROFILE);
    await settle(time, tab.logout.execute('forced'));
    release();
    const result = await settle(time, call);
    expect(result.ok ? undefined : result.error.kind).toBe('unauthorized');
    expect(server.count('refresh')).toBe(0);
    expect(tab.authNavigator.visits).toEqual(['login']);
  });

  it.each([400, 401])('AUTH-26: a refresh answered %i logs out: every waiting call fails as logged out and the logout runs once', async (status) => {
    const { time, server, tabs } = browser(1);
    server.refreshAnswer = err(failure(40100, status));
    const { tab, client, outcomes } = tabs[0]!;
    const results = await settle(time, Promise.all(Array.from({ length: 20 }, (_, n) => client.request(nth(n)))));

    expect(server.count('refresh')).toBe(1);
    expect(outcomes).toEqual(Array(20).fill('logged-out'));
    expect(results.every((r) => !r.ok && r.error.kind === 'unauthorized')).toBe(true);
    expect(tab.authNavigator.visits).toEqual(['login']);
    expect(tab.analytics.events.filter((e) => e.type === 'logout')).toHaveLength(1);
    expect(tab.session.status.value).toBe('signed-out');
  });

  it('AUTH-26: a refresh that cannot reach the server answers unavailable and the member stays signed in', async () => {
    const { time, server, tabs } = browser(1);
    server.refreshAnswer = err(failure('API.NETWORK'));
    const { tab, client, outcomes } = tabs[0]!;
    const results = await settle(time, Promise.all(Array.from({ length: 5 }, (_, n) => client.request(nth(n)))));

    expect(outcomes).toEqual(Array(5).fill('unavailable'));
    expect(results.every((r) => !r.ok && r.error.kind === 'network')).toBe(true);
    expect(tab.session.status.value).toBe('signed-in');
    expect(tab.session.heldToken()).toBe(STALE);
    expect(tab.session.state.value.isReauthing).toBe(false);
    expect(tab.authNavigator.visits).toEqual([]);
  });

  it('AUTH-26: when the refresh is refused, every tab is signed out, the server is asked once, and each tab goes to login once', async () => {
    const { time, server, tabs } = browser(3);
    server.refreshAnswer = err(failure(40100, 401));
    await settle(time, Promise.all(tabs.flatMap(({ client }) => [client.request(nth(1)), client.request(nth(2))])));
    await time.advanceAsync(10);

    expect(server.count('refresh')).toBe(1);
    for (const { tab } of tabs) {
      expect(tab.session.status.value).toBe('signed-out');
      expect(tab.authNavigator.visits).toEqual(['login']);
    }
  });
});
