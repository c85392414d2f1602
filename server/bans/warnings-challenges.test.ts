import { describe, expect, it } from 'vitest';
import { member, serverWithSockets } from '../matches/testing/members';
import { pngHeader } from '../media/testing/images';
import { signInByPhone } from '../testing/sign-in';
import { TEST_ADMIN_TOKEN } from '../testing/test-server';

const world = serverWithSockets();

const admin = () => world.server.client().with({ 'x-admin-token': TEST_ADMIN_TOKEN });
const phoneOf = async (userId: string) => (await world.server.database.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]))[0]!.phone;

const sendSelfie = async (token: string | undefined, bytes: Uint8Array, contentType = 'image/png') => {
  const response = await world.server.client().fetch('/v2/selfie-challenge', {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token === undefined ? {} : { 'x-selfie-challenge-token': token }) },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
};

describe('warnings and alerts', () => {
  it('BAN-11, PL-11: a warning from the admin command is an alert {type: warning, meta.tier} until the member acknowledges it', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await ann.get('/v1/alerts')).body.data.alerts).toEqual([]);
    const warned = await admin().post('/admin/warnings', { body: { member: ann.userId, tier: 'finalWarning', policy: 'spam' } });
    expect(warned.status).toBe(200);
    const alerts = (await ann.get('/v1/alerts')).body.data.alerts;
    expect(alerts).toEqual([{ id: expect.any(String), type: 'warning', meta: { tier: 'finalWarning', policy: 'spam' }, created_at: expect.any(String) }]);
    expect((await ann.post(`/v1/alerts/${alerts[0].id}/acknowledge`)).status).toBe(200);
    expect((await ann.get('/v1/alerts')).body.data.alerts).toEqual([]);
    // Someone else's alert, or none, is not found; a warning tier that does not exist is refused.
    const bo = await member(world.server, 'Bo');
    expect((await bo.post(`/v1/alerts/${alerts[0].id}/acknowledge`)).status).toBe(404);
    expect((await admin().post('/admin/warnings', { body: { member: ann.userId, tier: 'scolding', policy: 'spam' } })).status).toBe(400);
  });

  it('BAN-13: POST /v1/appeals: a signed-in member appeals a warning, once while it is open; not another member`s warning', async () => {
    const ann = await member(world.server, 'Ann');
    await admin().post('/admin/warnings', { body: { member: ann.userId, tier: 'warning', policy: 'nudity' } });
    const [warning] = (await ann.get('/v1/alerts')).body.data.alerts;
    expect((await ann.post('/v1/appeals', { alert_id: warning.id, statement: 'short' })).status).toBe(400);
    const filed = await ann.post('/v1/appeals', { alert_id: warning.id, statement: 'That photo is a painting in a museum.' });
    expect(filed.status).toBe(200);
    expect(filed.body.data.case).toMatchObject({ status: 'open', policy: 'nudity', statement: 'That photo is a painting in a museum.' });
    expect((await ann.post('/v1/appeals', { alert_id: warning.id, statement: 'Once more, it is a painting.' })).status).toBe(409);
    expect((await ann.get('/v1/appeals/cases')).body.data.cases).toHaveLength(1);
    const bo = await member(world.server, 'Bo');
    expect((await bo.post('/v1/appeals', { alert_id: warning.id, statement: 'Not mine but let me try.' })).status).toBe(404);
  });

  it('BAN-11, BAN-12: lifting a ban leaves a `banned` alert with the ban`s tier, shown after the member signs in again', async () => {
    const ann = await member(world.server, 'Ann');
    await admin().post('/admin/bans', { body: { member: ann.userId, tier: 'underReview', policy: 'fake profile' } });
    await admin().post('/admin/bans/lift', { body: { member: ann.userId } });
    world.server.time.advance(10 * 60_000);
    const again = await signInByPhone(world.server.client(), await phoneOf(ann.userId));
    const token = again.body.loginResult!.authToken!;
    const alerts = (await world.server.client().get('/v1/alerts', { token })).body.data.alerts;
    expect(alerts).toEqual([expect.objectContaining({ type: 'banned', meta: { tier: 'underReview', policy: 'fake profile' } })]);
  });
});

describe('the selfie challenge', () => {
  it('BAN-07: the selfieChallenge tier answers 40324 with selfieChallengeToken and selfieStatus; a photo the stand-in check accepts lifts it', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await admin().post('/admin/bans', { body: { member: ann.userId, tier: 'selfieChallenge', policy: 'identity check' } })).status).toBe(200);
    const refusal = (await ann.get('/v2/profile')).body.error;
    expect(refusal).toMatchObject({ code: 40324, name: 'selfieChallenge', isBan: true, isAppealable: false, selfieStatus: 'required' });
    expect(refusal.selfieChallengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refusal.appealToken).toBeUndefined();
    const token = refusal.selfieChallengeToken as string;
    // The challenge's token is no appeal token.
    expect((await world.server.client().with({ 'x-appeal-token': token }).get('/v1/banned-user/appeals/cases')).status).toBe(404);

    // No token, not an image, or a picture under 200 pixels a side: the challenge stays.
    expect((await sendSelfie(undefined, pngHeader())).status).toBe(401);
    expect((await sendSelfie(token, new TextEncoder().encode('hello'), 'text/plain')).status).toBe(415);
    expect((await sendSelfie(token, Uint8Array.of(0x89, 0x50, 1, 2, 3))).body.error.code).toBe(40012);
    expect((await sendSelfie(token, pngHeader(199, 800))).body.data).toEqual({ status: 'rejected' });
    expect((await sendSelfie('x'.repeat(43), pngHeader())).status).toBe(404);
    expect((await ann.get('/v2/profile')).body.error.code).toBe(40324);

    expect((await sendSelfie(token, pngHeader(640, 800))).body.data).toEqual({ status: 'passed' });
    expect((await sendSelfie(token, pngHeader(640, 800))).status).toBe(404);
    world.server.time.advance(10 * 60_000);
    const again = await signInByPhone(world.server.client(), await phoneOf(ann.userId));
    expect(again.body.loginResult?.authToken).toBeTruthy();
  });
});

describe('the gateway`s answer to a banned member', () => {
  it('BAN-01, BAN-02: a banned member`s sign-in answers the ban payload through the gateway, with the appeal token that works without a session', async () => {
    const ann = await member(world.server, 'Ann');
    await admin().post('/admin/bans', { body: { member: ann.userId, tier: 'banned', policy: 'spam' } });
    world.server.time.advance(10 * 60_000);
    const refused = await signInByPhone(world.server.client(), await phoneOf(ann.userId));
    expect(refused.body.meta?.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 40305, ban: { name: 'ban', policy: 'spam', status: 'banned', isAppealable: true } });
    const token = refused.body.error!.ban!.appealToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await world.server.client().with({ 'x-appeal-token': token }).get('/v1/banned-user/appeals/cases')).status).toBe(200);
  });
});

describe('a refresh after a ban', () => {
  it('BAN-02: the refresh token of a banned member (its family revoked by the ban) answers the ban and the appeal token', async () => {
    const login = await signInByPhone(world.server.client(), `+1415557${String(Math.floor(Math.random() * 9000) + 1000)}`);
    const refreshToken = login.body.onboardingState?.refreshToken ?? login.body.loginResult?.refreshToken;
    expect(refreshToken).toBeTruthy();
    const userId = login.body.onboardingState?.userId ?? login.body.loginResult?.userId;
    await admin().post('/admin/bans', { body: { member: userId, tier: 'banned', policy: 'spam' } });
    const refused = await world.server.client().gateway({ refreshAuth: { refreshToken: refreshToken! } }, { path: '/v4/auth/token' });
    expect(refused.body.error).toMatchObject({ code: 40305, ban: { status: 'banned', isAppealable: true } });
    expect(refused.body.error?.ban?.appealToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the device flagged for a date-of-birth violation', () => {
  it('BAN-08: after onboarding got an under-18 birth date, a sign-in answers 403/40302 with the ttl until the 18th birthday', async () => {
    const phone = `+1415556${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const client = world.server.client();
    const state = (await signInByPhone(client, phone)).body.onboardingState!;
    const year = new Date(world.server.time.now()).getUTCFullYear() - 16;
    const underage = await client.post('/v2/onboarding/fields', { token: state.onboardingToken!, body: { fields: [{ name: 'birthDate', data: `${year}-01-01` }] } });
    expect(underage.body.error.code).toBe(40301);
    world.server.time.advance(10 * 60_000);
    const again = await signInByPhone(world.server.client(), phone);
    expect(again.body.meta?.status).toBe(403);
    expect(again.body.error?.code).toBe(40302);
    expect(again.body.error?.ban?.ttl).toBeGreaterThan(365 * 86_400);
  });
});
