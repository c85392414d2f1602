/**
 * V3.3 (cookie setup) and V3.5 (origin separation) of ASVS 5.0: the refresh cookie is `__Host-` prefixed,
 * HttpOnly, Secure, SameSite=Strict on `/`; a refused logout or refresh (another origin, a wrong content type, no
 * cookie, a cookie that opens nothing) sets and clears no cookie; an accepted one does; a browser holding the
 * cookie of before the prefix is moved over on its next refresh.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeOnboarding, signInByPhone } from '../../server/testing/sign-in';
import type { TestClient } from '../../server/testing/test-client';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

let t: TestServer;
let origin: string;
beforeAll(async () => {
  t = await startTestServer();
  origin = new URL(t.baseUrl).origin;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const PHONE = '+14155550177';
const REFRESH = '__Host-refresh_token';

/** A browser member: signed in with `platform: web`, holding the refresh cookie. */
const browserMember = async (): Promise<{ client: TestClient; cookie: string; authToken: string }> => {
  const client = t.client().with({ platform: 'web' });
  const first = await signInByPhone(client, PHONE);
  await completeOnboarding(t.database.db, first.body.onboardingState!.userId!);
  const set = first.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH}=`))!;
  const cookie = /^__Host-refresh_token=([^;]+)/.exec(set)![1]!;
  const refreshed = await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `${REFRESH}=${cookie}`, origin } });
  const rotated = /^__Host-refresh_token=([^;]+)/.exec(refreshed.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH}=`))!)![1]!;
  return { client, cookie: rotated, authToken: refreshed.body.data.login_result.auth_token };
};

const attributesOf = (setCookie: string): string[] => setCookie.split(';').slice(1).map((part) => part.trim());

describe('the refresh cookie', () => {
  it('V3.3.1, V3.3.2: a browser sign-in sets __Host-refresh_token: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain', async () => {
    const answer = await signInByPhone(t.client().with({ platform: 'web' }), PHONE);
    const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH}=`))!;
    expect(attributesOf(set).sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Strict', 'Secure']);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('refresh_token='))).toBe(false);
  });

  it.each([
    ['from a page of another origin on the same site', { origin: 'https://blog.spark.example' }, 403],
    ['from a page of another site', { origin: 'https://evil.example' }, 403],
  ])('V3.5.1: a logout %s is refused (%#) and changes no cookie, and the session goes on', async (_name, headers, status) => {
    const { client, cookie, authToken } = await browserMember();
    const answer = await client.post('/v2/auth/logout', { headers: { ...headers, cookie: `${REFRESH}=${cookie}; __Host-spark_session=1` } });
    expect(answer.status).toBe(status);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/v2/profile', { token: authToken })).status).toBe(200);
    expect((await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `${REFRESH}=${cookie}`, origin } })).status).toBe(200);
  });

  it('V3.5.1: a logout with a wrong content type (a form post) is refused before anything, with no cookie change', async () => {
    const { client, cookie } = await browserMember();
    const response = await client.fetch('/v2/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${REFRESH}=${cookie}`, origin },
      body: 'a=1',
    });
    expect(response.status).toBe(415);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('V3.3: a logout without a cookie or token, or with a cookie that opens nothing, is 401 with no cookie change', async () => {
    for (const cookie of [undefined, `${REFRESH}=never-issued`]) {
      const answer = await t.client().post('/v2/auth/logout', { headers: { origin, ...(cookie ? { cookie } : {}) } });
      expect(answer.status).toBe(401);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('V3.3: refused refreshes (another origin, no cookie, a wrong content type, a dead cookie) set and clear nothing', async () => {
    const { client, cookie } = await browserMember();
    const refusals = [
      await client.fetch('/v4/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${REFRESH}=${cookie}`, origin: 'https://evil.example' }, body: JSON.stringify({ refresh_auth: { refresh_token: '' } }) }),
      await client.fetch('/v4/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ refresh_auth: { refresh_token: '' } }) }),
      await client.fetch('/v4/auth/token', { method: 'POST', headers: { 'content-type': 'text/plain', cookie: `${REFRESH}=${cookie}`, origin }, body: '{}' }),
      await client.fetch('/v4/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${REFRESH}=dead`, origin }, body: JSON.stringify({ refresh_auth: { refresh_token: '' } }) }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 401, 415, 401]);
    for (const refusal of refusals) expect(refusal.headers.getSetCookie()).toEqual([]);
  });

  it('V3.3: an accepted logout clears the cookie and the marker; the cookie then opens nothing', async () => {
    const { client, cookie } = await browserMember();
    const answer = await client.post('/v2/auth/logout', { headers: { cookie: `${REFRESH}=${cookie}`, origin } });
    expect(answer.status).toBe(200);
    const cleared = answer.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith(`${REFRESH}=;`))).toMatch(/Path=\/(;|$)/);
    expect(cleared.find((c) => c.startsWith('__Host-spark_session=;'))).toBeDefined();
    expect((await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `${REFRESH}=${cookie}`, origin } })).status).toBe(401);
  });

  it('V3.3.1, V3.3.3: a browser still holding the cookies of before the prefix keeps its session: the next refresh moves both to __Host- names and clears the old ones', async () => {
    const { client, cookie } = await browserMember();
    const answer = await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `refresh_token=${cookie}; spark_session=1`, origin } });
    expect(answer.status).toBe(200);
    const set = answer.headers.getSetCookie();
    const moved = set.find((c) => c.startsWith(`${REFRESH}=`) && !c.startsWith(`${REFRESH}=;`))!;
    expect(attributesOf(moved)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(set.find((c) => c.startsWith('refresh_token=;'))).toMatch(/Path=\/api/);
    expect(set.find((c) => c.startsWith('__Host-spark_session=1'))).toBeDefined();
    expect(set.find((c) => c.startsWith('spark_session=;'))).toMatch(/Path=\/(;|$)/);
    const next = /^__Host-refresh_token=([^;]+)/.exec(moved)![1]!;
    expect((await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `${REFRESH}=${next}`, origin } })).status).toBe(200);
  });
});
