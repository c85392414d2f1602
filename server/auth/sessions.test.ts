import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import type { SessionEnded } from '../auth';
import { completeOnboarding, signInByPhone, signedInMember } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const PHONE = '+14155550123';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TRUSTED = 'https://app.example.com';

let t: TestServer;
let ended: SessionEnded[];
beforeAll(async () => {
  t = await startTestServer({ overrides: { trustedOrigins: [TRUSTED] } });
  t.server.auth.events.onSessionEnded((event) => ended.push(event));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  ended = [];
});

const refresh = (client: TestClient, refreshToken: string, headers: Record<string, string> = {}) =>
  client.gateway({ refreshAuth: { refreshToken } }, { path: '/v4/auth/token', headers });

const profile = (client: TestClient, token: string) => client.get('/v2/profile', { token });

const cookieOf = (headers: Headers): string | undefined => headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-refresh_token='));

const cookieValue = (cookie: string): string => /^__Host-refresh_token=([^;]*)/.exec(cookie)![1]!;

describe('access tokens', () => {
  it('AUTH-25: a call without a token is 401/40100 in the envelope', async () => {
    const answer = await t.client().get('/v2/profile');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ meta: { status: 401 }, error: { code: ErrorCode.UNAUTHORIZED, message: expect.any(String) } });
  });

  it('AUTH-25: an unknown token is 401/40100', async () => {
    const answer = await profile(t.client(), 'not-a-token');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('AUTH-18, AUTH-25: the access token lives auth_token_ttl ms: valid a second before, 401/40100 at expiry', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    t.time.advance(login.authTokenTtl - 1000);
    expect((await profile(client, login.authToken)).status).toBe(200);
    t.time.advance(1000);
    const expired = await profile(client, login.authToken);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(expired.body.logout).toBeUndefined();
  });

  it('AUTH-26: a revoked session answers 403 with logout: true at the top of the body', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    await client.post('/v2/auth/logout', { token: login.authToken });
    const answer = await profile(client, login.authToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ meta: { status: 403 }, error: { code: ErrorCode.FORBIDDEN, message: expect.any(String) }, logout: true });
  });

  it('AUTH-45: an onboarding token opens only onboarding calls: member calls answer 403/40300 without a logout flag', async () => {
    const client = t.client();
    const state = (await signInByPhone(client, PHONE)).body.onboardingState!;
    const answer = await profile(client, state.onboardingToken!);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe(ErrorCode.FORBIDDEN);
    expect(answer.body.logout).toBeUndefined();
    const granted = await t.server.auth.sessions.authenticate(state.onboardingToken!, 'onboarding');
    expect(granted).toEqual({ ok: true, value: expect.objectContaining({ userId: state.userId, scope: 'onboarding' }) });
  });
});

describe('refresh tokens', () => {
  it('AUTH-25: refresh_auth answers a new login result and rotates the refresh token', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    t.time.advance(45 * MINUTE);
    const answer = await refresh(client, login.refreshToken);
    expect(answer.status).toBe(200);
    const next = answer.body.loginResult!;
    expect(next.userId).toBe(login.userId);
    expect(next.authTokenTtl).toBe(30 * MINUTE);
    expect(next.refreshToken).not.toBe(login.refreshToken);
    expect(next.authToken).not.toBe(login.authToken);
    expect((await profile(client, next.authToken!)).status).toBe(200);
    expect((await refresh(client, next.refreshToken!)).status).toBe(200);
  });

  it('AUTH-25: /v3/auth/login takes refresh_auth too; /v4/auth/token takes nothing else (400/40000)', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    expect((await client.gateway({ refreshAuth: { refreshToken: login.refreshToken } })).body.loginResult).toBeTruthy();
    const wrong = await client.gateway({ phone: { phone: PHONE } }, { path: '/v4/auth/token' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('AUTH-26: reusing a rotated refresh token is 401 and revokes the whole family: its access tokens answer 403 + logout, its newest refresh token dies', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    const rotated = (await refresh(client, login.refreshToken)).body.loginResult!;
    const other = (await signInByPhone(t.client(), '+14155550999')).body.onboardingState!;

    const reuse = await refresh(client, login.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.code).toBe(ErrorCode.UNAUTHORIZED);
    for (const token of [login.authToken, rotated.authToken!]) {
      const answer = await profile(client, token);
      expect(answer.status).toBe(403);
      expect(answer.body.logout).toBe(true);
    }
    expect((await refresh(client, rotated.refreshToken!)).status).toBe(401);
    expect(ended).toEqual([{ userId: login.userId, familyIds: [expect.any(String)], reason: 'refresh-reuse' }]);
    // Another member's session is untouched.
    expect((await refresh(t.client(), other.refreshToken!)).body.onboardingState).toBeTruthy();
  });

  it('AUTH-26: a refresh token expires after 30 days (401), and an empty or unknown one is 401', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    expect((await refresh(client, '')).status).toBe(401);
    expect((await refresh(client, 'unknown')).status).toBe(401);
    t.time.advance(30 * DAY);
    const answer = await refresh(client, login.refreshToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('AUTH-19: a member still onboarding refreshes into a new onboarding state; after onboarding, into a login result', async () => {
    const client = t.client();
    const state = (await signInByPhone(client, PHONE)).body.onboardingState!;
    const again = (await refresh(client, state.refreshToken!)).body.onboardingState!;
    expect(again.userId).toBe(state.userId);
    expect(again.onboardingToken).not.toBe(state.onboardingToken);
    await completeOnboarding(t.database.db, state.userId!);
    expect((await refresh(client, again.refreshToken!)).body.loginResult?.userId).toBe(state.userId);
  });
});

describe('browser clients: the refresh token as a cookie', () => {
  it('a web sign-in gets an empty refresh_token in the body and a __Host- cookie: HttpOnly, Secure, SameSite=Strict, on / for 30 days', async () => {
    const client = t.client().with({ platform: 'web' });
    const answer = await signInByPhone(client, PHONE);
    expect(answer.body.onboardingState?.refreshToken).toBe('');
    const cookie = cookieOf(answer.headers)!;
    expect(cookieValue(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attributes = cookie.split(';').slice(1).map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(attributes).toHaveLength(5);
  });

  it('beside it goes the session marker: "1", readable by scripts, Secure, SameSite=Strict, on / for as long', async () => {
    const answer = await signInByPhone(t.client().with({ platform: 'web' }), PHONE);
    const marker = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-spark_session='))!;
    const [value, ...attributes] = marker.split(';').map((part) => part.trim());
    expect(value).toBe('__Host-spark_session=1');
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'Secure', 'SameSite=Strict']));
    expect(attributes).not.toContain('HttpOnly');
  });

  it('other platforms get the refresh token in the body and no cookie', async () => {
    const answer = await signInByPhone(t.client().with({ platform: 'ios' }), PHONE);
    expect(answer.body.onboardingState?.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(answer.headers)).toBeUndefined();
  });

  it('AUTH-25: a web refresh carries an empty refresh_token; the cookie is used and replaced by the rotated one', async () => {
    const client = t.client().with({ platform: 'web' });
    const first = await signInByPhone(client, PHONE);
    await completeOnboarding(t.database.db, first.body.onboardingState!.userId!);
    const cookie = cookieValue(cookieOf(first.headers)!);
    const answer = await refresh(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: TRUSTED });
    expect(answer.status).toBe(200);
    expect(answer.body.loginResult?.refreshToken).toBe('');
    const rotated = cookieValue(cookieOf(answer.headers)!);
    expect(rotated).not.toBe(cookie);
    expect((await refresh(client, '', { cookie: `__Host-refresh_token=${rotated}` })).status).toBe(200);
  });

  it('the cookie works only for the server`s own pages and trusted origins: another origin is 403/40300', async () => {
    const client = t.client().with({ platform: 'web' });
    const cookie = cookieValue(cookieOf((await signInByPhone(client, PHONE)).headers)!);
    const answer = await refresh(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe(ErrorCode.FORBIDDEN);
    const sameOrigin = await refresh(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: new URL(t.baseUrl).origin });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('logout, health and bans', () => {
  it('AUTH-33: logout ends the session of the presented token and its refresh family, clears the cookie, and says so on the events', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    const otherDevice = (await refresh(t.client(), login.refreshToken)).body.loginResult!;
    t.time.advance(MINUTE);
    const secondFamily = (await signInByPhone(t.client(), PHONE)).body.loginResult!;

    const answer = await client.post('/v2/auth/logout', { token: otherDevice.authToken! });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ meta: { status: 200 }, data: {} });
    const cleared = cookieOf(answer.headers)!;
    expect(cleared).toMatch(/^__Host-refresh_token=;/);
    expect(cleared).toMatch(/Path=\/(;|$)/);
    expect((await refresh(client, otherDevice.refreshToken!)).status).toBe(401);
    expect((await profile(client, otherDevice.authToken!)).body.logout).toBe(true);
    expect(ended).toEqual([{ userId: login.userId, familyIds: [expect.any(String)], reason: 'logout' }]);
    // The member's other sign-in (another family) goes on.
    expect((await profile(client, secondFamily.authToken!)).status).toBe(200);
  });

  it('AUTH-33: an expired access token still names its session, so logout ends it', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    t.time.advance(2 * 60 * MINUTE);
    expect((await client.post('/v2/auth/logout', { token: login.authToken })).status).toBe(200);
    expect((await refresh(client, login.refreshToken)).status).toBe(401);
  });

  it('AUTH-33: a web logout ends the family of the cookie', async () => {
    const client = t.client().with({ platform: 'web' });
    const first = await signInByPhone(client, PHONE);
    const cookie = cookieValue(cookieOf(first.headers)!);
    expect((await client.post('/v2/auth/logout', { headers: { cookie: `__Host-refresh_token=${cookie}` } })).status).toBe(200);
    expect((await refresh(client, '', { cookie: `__Host-refresh_token=${cookie}` })).status).toBe(401);
  });

  it('AUTH-33: logout with nothing to end is 401/40100 and, refused, leaves the cookies alone', async () => {
    const answer = await t.client().post('/v2/auth/logout', { headers: { cookie: '__Host-refresh_token=unknown; __Host-spark_session=1' } });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('AUTH-24: the auth health check is true for a live member token and false (status 200) when absent, unknown, expired, revoked or onboarding-only', async () => {
    const client = t.client();
    const health = async (token?: string) => {
      const answer = await client.get('/healthcheck/auth', token === undefined ? {} : { token });
      expect(answer.status).toBe(200);
      return answer.body as { meta: { status: number }; data: { is_healthy: boolean } };
    };
    const login = await signedInMember(client, t.database.db, PHONE);
    expect(await health(login.authToken)).toEqual({ meta: { status: 200 }, data: { is_healthy: true } });
    expect((await health()).data.is_healthy).toBe(false);
    expect((await health('unknown')).data.is_healthy).toBe(false);
    const onboarding = (await signInByPhone(t.client(), '+14155550999')).body.onboardingState!;
    expect((await health(onboarding.onboardingToken!)).data.is_healthy).toBe(false);
    t.time.advance(30 * MINUTE);
    expect((await health(login.authToken)).data.is_healthy).toBe(false);
    const fresh = (await refresh(client, login.refreshToken)).body.loginResult!;
    expect((await health(fresh.authToken!)).data.is_healthy).toBe(true);
    await client.post('/v2/auth/logout', { token: fresh.authToken! });
    expect((await health(fresh.authToken!)).data.is_healthy).toBe(false);
  });

  it('AUTH-26: banUser ends every session of the member at once: 403 + logout, refresh refused, one event; signing in again is 403/40303', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    t.time.advance(MINUTE);
    const second = (await signInByPhone(t.client(), PHONE)).body.loginResult!;
    const familyIds = await t.server.auth.sessions.banUser(login.userId);
    expect(familyIds).toHaveLength(2);
    expect(ended).toEqual([{ userId: login.userId, familyIds: expect.arrayContaining([...familyIds]), reason: 'ban' }]);
    for (const token of [login.authToken, second.authToken!]) {
      const answer = await profile(client, token);
      expect(answer.status).toBe(403);
      expect(answer.body.logout).toBe(true);
    }
    expect((await refresh(client, second.refreshToken!)).status).toBe(401);
    t.time.advance(MINUTE);
    const again = await signInByPhone(t.client(), PHONE);
    expect(again.status).toBe(403);
    expect(again.body.error?.code).toBe(ErrorCode.BLACKLISTED);
  });
});
