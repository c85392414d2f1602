import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import type { SessionEnded } from '../auth';
import { completeOnboarding, signInByPhone, signedInMember } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const PHONE = '+14155550123';
const DAY = 24 * 60 * 60_000;
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

/** The JSON refresh exactly as the browser client sends it (adapters/auth-gateway/json-token-refresh.ts). */
const refreshJson = (client: TestClient, refreshToken: string, headers: Record<string, string> = {}) =>
  client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: refreshToken }, funnel_session_id: 'funnel-1' }, headers });

const cookieOf = (headers: Headers): string | undefined => headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-refresh_token='));
const cookieValue = (cookie: string): string => /^__Host-refresh_token=([^;]*)/.exec(cookie)![1]!;

const expectUnauthorized = (answer: { status: number; body: any }) => {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ meta: { status: 401 }, error: { code: ErrorCode.UNAUTHORIZED, message: expect.any(String) } });
};

describe('POST /v4/auth/token in JSON', () => {
  it('AUTH-25: a JSON refresh answers the login result in the JSON envelope and rotates the refresh token', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    const answer = await refreshJson(client, login.refreshToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toEqual({
      meta: { status: 200 },
      data: {
        login_result: {
          auth_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          auth_token_ttl: 30 * 60_000,
          refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user_id: login.userId,
          is_new_user: false,
        },
      },
    });
    const next = answer.body.data.login_result;
    expect(next.refresh_token).not.toBe(login.refreshToken);
    expect((await client.get('/v2/profile', { token: next.auth_token })).status).toBe(200);
    // One session service behind both codecs: the protobuf form takes the token the JSON form rotated.
    const protobuf = await client.gateway({ refreshAuth: { refreshToken: next.refresh_token } }, { path: '/v4/auth/token' });
    expect(protobuf.body.loginResult?.userId).toBe(login.userId);
  });

  it('AUTH-25: a member still onboarding gets the onboarding state', async () => {
    const client = t.client();
    const state = (await signInByPhone(client, PHONE)).body.onboardingState!;
    const answer = await refreshJson(client, state.refreshToken!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      onboarding_state: {
        onboarding_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user_id: state.userId,
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        onboarding_token_ttl: 60 * 60_000,
      },
    });
  });

  it('AUTH-25: a missing, empty or unknown refresh token is 401/40100 in the JSON envelope', async () => {
    const client = t.client();
    expectUnauthorized(await refreshJson(client, ''));
    expectUnauthorized(await refreshJson(client, 'unknown'));
  });

  it('AUTH-26: reusing a rotated refresh token is 401/40100 and revokes the whole family, as in the protobuf form', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    const rotated = (await refreshJson(client, login.refreshToken)).body.data.login_result;
    expectUnauthorized(await refreshJson(client, login.refreshToken));
    const revoked = await client.get('/v2/profile', { token: rotated.auth_token });
    expect(revoked.status).toBe(403);
    expect(revoked.body.logout).toBe(true);
    expectUnauthorized(await refreshJson(client, rotated.refresh_token));
    expect(ended).toEqual([{ userId: login.userId, familyIds: [expect.any(String)], reason: 'refresh-reuse' }]);
  });

  it('AUTH-26: an expired refresh token is 401/40100', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    t.time.advance(30 * DAY);
    expectUnauthorized(await refreshJson(client, login.refreshToken));
  });

  it('AUTH-26: a banned member`s refresh is 401/40100', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, PHONE);
    await t.server.auth.sessions.banUser(login.userId);
    expectUnauthorized(await refreshJson(client, login.refreshToken));
  });
});

describe('the JSON refresh of a browser: the cookie', () => {
  it('AUTH-25: a web client sends an empty refresh_token; the cookie is used, replaced by the rotated one, and never put in the body', async () => {
    const client = t.client().with({ platform: 'web' });
    const first = await signInByPhone(client, PHONE);
    await completeOnboarding(t.database.db, first.body.onboardingState!.userId!);
    const cookie = cookieValue(cookieOf(first.headers)!);

    const answer = await refreshJson(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: TRUSTED });
    expect(answer.status).toBe(200);
    expect(answer.body.data.login_result.refresh_token).toBe('');
    const setCookie = cookieOf(answer.headers)!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const rotated = cookieValue(setCookie);
    expect(rotated).not.toBe(cookie);

    // The server's own pages may use the cookie too; the used one is refused and ends the sign-in (AUTH-26).
    const sameOrigin = await refreshJson(client, '', { cookie: `__Host-refresh_token=${rotated}`, origin: new URL(t.baseUrl).origin });
    expect(sameOrigin.status).toBe(200);
    expectUnauthorized(await refreshJson(client, '', { cookie: `__Host-refresh_token=${cookie}` }));
    expect(ended.map((event) => event.reason)).toEqual(['refresh-reuse']);
  });

  it('AUTH-25: without a cookie, an empty refresh_token is 401/40100', async () => {
    expectUnauthorized(await refreshJson(t.client().with({ platform: 'web' }), '', { origin: TRUSTED }));
  });

  it('the cookie from an untrusted origin is 403/40300 in the JSON envelope, and the token stays usable', async () => {
    const client = t.client().with({ platform: 'web' });
    const cookie = cookieValue(cookieOf((await signInByPhone(client, PHONE)).headers)!);
    const answer = await refreshJson(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ meta: { status: 403 }, error: { code: ErrorCode.FORBIDDEN, message: expect.any(String) } });
    expect((await refreshJson(client, '', { cookie: `__Host-refresh_token=${cookie}`, origin: TRUSTED })).status).toBe(200);
  });
});

describe('bad JSON refresh bodies: a 4xx in the JSON envelope, nothing written', () => {
  const send = async (body: string, contentType = 'application/json') => {
    const response = await t.client().fetch('/v4/auth/token', { method: 'POST', headers: { 'content-type': contentType }, body });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as any };
  };

  it('wrong shapes and types are 400/40000', async () => {
    const login = await signedInMember(t.client(), t.database.db, PHONE);
    const before = await t.database.rowCounts();
    for (const body of [
      {},
      { refresh_auth: {} },
      { refresh_auth: { refresh_token: 42 } },
      { refresh_auth: { refresh_token: login.refreshToken }, extra: true },
      { refresh_auth: { refresh_token: login.refreshToken, more: 1 } },
      { refresh_auth: { refresh_token: login.refreshToken }, funnel_session_id: 7 },
      { refresh_auth: { refresh_token: 'x'.repeat(300) } },
      { phone: { phone: PHONE } },
      [],
      null,
    ]) {
      const answer = await send(JSON.stringify(body));
      expect(answer.status).toBe(400);
      expect(answer.type).toContain('application/json');
      expect(answer.body).toEqual({ meta: { status: 400 }, error: { code: ErrorCode.BAD_REQUEST, message: expect.any(String) } });
    }
    expect(await t.database.rowCounts()).toEqual(before);
    // None of them used the token.
    expect((await refreshJson(t.client(), login.refreshToken)).status).toBe(200);
  });

  it('unreadable JSON is 400/40000 and a body over 64 KB is 413/41300, both in JSON', async () => {
    const malformed = await send('{"refresh_auth": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    const huge = await send(JSON.stringify({ refresh_auth: { refresh_token: 'x'.repeat(70_000) } }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('other content types are still 415/41500 (answered in protobuf, the gateway`s own format)', async () => {
    const response = await t.client().fetch('/v4/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'refresh_token=x',
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('application/x-protobuf');
  });
});
