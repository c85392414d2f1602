/**
 * Sessions a member controls (issue 13 item 4; ASVS 5.0 V7.4.3, V7.5.2), proven with two real clients of one
 * member, each with its own address, User-Agent, cookie and open WebSocket: the list shows both devices with
 * their platform, place at city level and last activity; ending one revokes its refresh family and closes its
 * socket at once; ending all others leaves the asking device alone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestSocket } from '../../server/realtime/testing/test-socket';
import { completeOnboarding, signInByPhone } from '../../server/testing/sign-in';
import type { TestClient } from '../../server/testing/test-client';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

const PHONE = '+14155550188';
const MINUTE = 60_000;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

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

interface Device {
  readonly client: TestClient;
  readonly token: string;
  readonly cookie: string;
  readonly socket: TestSocket;
}

/** One device of the member: a browser sign-in (cookie), the member's token, and an open socket. */
const device = async (userAgent: string): Promise<Device> => {
  const client = t.client().with({ platform: 'web', 'user-agent': userAgent });
  const first = await signInByPhone(client, PHONE);
  if (first.body.onboardingState) await completeOnboarding(t.database.db, first.body.onboardingState.userId!);
  const cookieOf = (headers: Headers) => /^__Host-refresh_token=([^;]+)/.exec(headers.getSetCookie().find((c) => c.startsWith('__Host-refresh_token='))!)![1]!;
  const refreshed = await client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `__Host-refresh_token=${cookieOf(first.headers)}`, origin } });
  const token: string = refreshed.body.data.login_result.auth_token;
  const ticket = await client.get('/ws/generate', { token });
  const socket = new TestSocket(t.baseUrl, ticket.body.data.url, { origin });
  await socket.opened();
  return { client, token, cookie: cookieOf(refreshed.headers), socket };
};

const refreshWith = (d: Device) =>
  d.client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: '' } }, headers: { cookie: `__Host-refresh_token=${d.cookie}`, origin } });

const sessionsOf = async (d: Device) => {
  const answer = await d.client.get('/v2/auth/sessions', { token: d.token });
  expect(answer.status).toBe(200);
  return answer.body.data.sessions as Array<Record<string, any>>;
};

describe('two devices of one member', () => {
  it('SEC-SESS-01: the list shows each signed-in device: platform, device, place at city level, last active; the asking one marked current', async () => {
    const laptop = await device(FIREFOX_LINUX);
    t.time.advance(MINUTE);
    const phone = await device(SAFARI_IPHONE);
    // The phone reports where it is (the app does at start-up); the list keeps a town, not a street.
    expect((await phone.client.post('/v2/meta', { token: phone.token, body: { lat: 52.52437, lon: 13.41053 } })).status).toBe(200);
    t.time.advance(10 * MINUTE);
    expect((await laptop.client.get('/v2/profile', { token: laptop.token })).status).toBe(200);

    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      platform: 'web',
      device: 'Firefox on Linux',
      place: null,
      created_at: '2026-01-01T00:00:00.000Z',
      last_active_at: '2026-01-01T00:11:00.000Z',
      current: true,
    });
    expect(second).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      platform: 'web',
      device: 'Safari on iPhone',
      place: { lat: 52.5, lng: 13.4 },
      created_at: '2026-01-01T00:01:00.000Z',
      last_active_at: '2026-01-01T00:01:00.000Z',
      current: false,
    });
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.filter((s) => s.current).map((s) => s.device)).toEqual(['Safari on iPhone']);
  });

  it('SEC-SESS-02: ending the other device revokes its family and closes its socket at once; the asking device goes on', async () => {
    const laptop = await device(FIREFOX_LINUX);
    t.time.advance(MINUTE);
    const phone = await device(SAFARI_IPHONE);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;

    const asked = performance.now();
    const ended = await laptop.client.json('DELETE', `/v2/auth/sessions/${phoneSession.id}`, { token: laptop.token });
    expect(ended.status).toBe(200);
    const closed = await phone.socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at - asked).toBeLessThan(1000);
    expect(phone.socket.frames).toContainEqual({ type: 'logout' });

    const profile = await phone.client.get('/v2/profile', { token: phone.token });
    expect(profile.status).toBe(403);
    expect(profile.body.logout).toBe(true);
    expect((await refreshWith(phone)).status).toBe(401);

    expect((await laptop.client.get('/v2/profile', { token: laptop.token })).status).toBe(200);
    expect((await refreshWith(laptop)).status).toBe(200);
    expect(laptop.socket.ws.readyState).toBe(laptop.socket.ws.OPEN);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it('SEC-SESS-03: ending all other devices leaves only the asking one; its own session cannot be ended this way (409), it logs out instead', async () => {
    const laptop = await device(FIREFOX_LINUX);
    t.time.advance(MINUTE);
    const phone = await device(SAFARI_IPHONE);
    t.time.advance(MINUTE);
    const tablet = await device(SAFARI_IPHONE.replace('iPhone', 'iPad'));

    const answer = await phone.client.post('/v2/auth/sessions/end-others', { token: phone.token });
    expect(answer.body).toEqual({ meta: { status: 200 }, data: { ended: 2 } });
    expect((await laptop.socket.closed).code).toBe(4001);
    expect((await tablet.socket.closed).code).toBe(4001);
    expect((await refreshWith(laptop)).status).toBe(401);
    expect((await refreshWith(tablet)).status).toBe(401);
    expect(phone.socket.ws.readyState).toBe(phone.socket.ws.OPEN);

    const own = (await sessionsOf(phone))[0]!;
    const refused = await phone.client.json('DELETE', `/v2/auth/sessions/${own.id}`, { token: phone.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe(40900);
  });

  it('SEC-SESS-04: another member cannot see or end the member`s sessions: their ids are 404, as unknown ones', async () => {
    const laptop = await device(FIREFOX_LINUX);
    const stranger = t.client().with({ platform: 'web' });
    const signIn = await signInByPhone(stranger, '+14155550189');
    await completeOnboarding(t.database.db, signIn.body.onboardingState!.userId!);
    const strangerToken = (await stranger.gateway({ refreshAuth: { refreshToken: '' } }, { path: '/v4/auth/token', headers: { cookie: `__Host-refresh_token=${/^__Host-refresh_token=([^;]+)/.exec(signIn.headers.getSetCookie()[0]!)![1]}`, origin } })).body.loginResult!.authToken!;
    const laptopSession = (await sessionsOf(laptop))[0]!;
    const list = await stranger.get('/v2/auth/sessions', { token: strangerToken });
    expect(list.body.data.sessions.map((s: { id: string }) => s.id)).not.toContain(laptopSession.id);
    const attempt = await stranger.json('DELETE', `/v2/auth/sessions/${laptopSession.id}`, { token: strangerToken });
    expect(attempt.status).toBe(404);
    expect((await stranger.json('DELETE', '/v2/auth/sessions/0123456789abcdef01234567', { token: strangerToken })).status).toBe(404);
    expect((await laptop.client.get('/v2/profile', { token: laptop.token })).status).toBe(200);
  });
});
