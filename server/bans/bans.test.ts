import { describe, expect, it } from 'vitest';
import { member, serverWithSockets } from '../matches/testing/members';
import { signInByPhone } from '../testing/sign-in';
import { CHEAP_CAPTCHA, postWithCaptcha } from '../testing/captcha-guard';
import { TEST_ADMIN_TOKEN } from '../testing/test-server';

const world = serverWithSockets({ overrides: { captcha: CHEAP_CAPTCHA } });

/** The administrator's calls, as `npm run admin` makes them: from this machine, with the admin token. */
const admin = (token = TEST_ADMIN_TOKEN) => world.server.client().with({ 'x-admin-token': token });
const ban = (who: string, tier: string, policy = 'harassment') => admin().post('/admin/bans', { body: { member: who, tier, policy } });
const appealer = (token: string) => world.server.client().with({ 'x-appeal-token': token });

describe('bans', () => {
  it('BAN-01, BAN-06: a ban ends the member`s sessions and every later call answers 403/40305 with the ban payload and an appeal token', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await ann.get('/v2/profile')).status).toBe(200);
    const banned = await ban(ann.userId, 'banned');
    expect(banned.status).toBe(200);
    for (const path of ['/v2/profile', '/v2/recs/core', '/v2/matches?filter=withMessages']) {
      const answer = await ann.get(path);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 40305, name: 'ban', isBan: true, policy: 'harassment', isAppealable: true, status: 'banned' });
      expect(answer.body.error.appealToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.error.challengeToken).toBe(answer.body.error.appealToken);
      expect(answer.body.logout).toBeUndefined();
    }
  });

  it('BAN-04: each tier answers its code; only the ban with a challenge can be appealed', async () => {
    const expected = { blacklisted: 40303, underReview: 40306, bcBanned: 40308, banned: 40305 } as const;
    for (const [tier, code] of Object.entries(expected)) {
      const who = await member(world.server, 'Bo');
      await ban(who.userId, tier);
      const answer = await who.get('/v2/profile');
      expect(answer.body.error.code).toBe(code);
      expect(answer.body.error.isAppealable).toBe(tier === 'banned');
      expect('appealToken' in answer.body.error).toBe(tier === 'banned');
    }
  });

  it('BAN-13: with the appeal token and no session, the member reads the ban, files one appeal at a time, and sees its case', async () => {
    const ann = await member(world.server, 'Ann');
    await ban(ann.userId, 'banned', 'spam');
    const token = (await ann.get('/v2/profile')).body.error.appealToken as string;
    const before = await appealer(token).get('/v1/banned-user/appeals/cases');
    expect(before.body.data).toMatchObject({ ban: { tier: 'banned', policy: 'spam', is_appealable: true }, cases: [] });

    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'too short' } })).status).toBe(400);
    const filed = await postWithCaptcha(appealer(token), '/v1/banned-user/appeals', { statement: 'Those messages were my own friends joking.' });
    expect(filed.status).toBe(200);
    expect(filed.body.data.case).toMatchObject({ status: 'open', policy: 'spam', statement: 'Those messages were my own friends joking.' });
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'And once more, please look again.' } })).status).toBe(409);
    expect((await appealer(token).get('/v1/banned-user/appeals/cases')).body.data.cases).toHaveLength(1);

    // A wrong token, or none, names no ban.
    expect((await appealer('x'.repeat(43)).get('/v1/banned-user/appeals/cases')).status).toBe(404);
    expect((await world.server.client().get('/v1/banned-user/appeals/cases')).status).toBe(401);
    // The administrator sees the open case.
    const open = await admin().get('/admin/appeals');
    expect(open.body.data.cases).toEqual([expect.objectContaining({ member: ann.userId, status: 'open' })]);
  });

  it('BAN-13: lifting the ban grants the appeal, ends the token, and the member signs in again and finds the case', async () => {
    const ann = await member(world.server, 'Ann');
    const phone = (await world.server.database.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [ann.userId]))[0]!.phone;
    await ban(phone, 'banned');
    const token = (await ann.get('/v2/profile')).body.error.appealToken as string;
    // Signing in while banned answers the ban (a new code may be sent a while after the last).
    world.server.time.advance(10 * 60_000);
    const refused = await signInByPhone(world.server.client(), phone);
    expect(refused.status).toBe(403);
    expect((await postWithCaptcha(appealer(token), '/v1/banned-user/appeals', { statement: 'I did not send those messages.' })).status).toBe(200);

    expect((await admin().post('/admin/bans/lift', { body: { member: ann.userId } })).status).toBe(200);
    expect((await appealer(token).get('/v1/banned-user/appeals/cases')).status).toBe(404);
    world.server.time.advance(10 * 60_000);
    const again = await signInByPhone(world.server.client(), phone);
    const authToken = again.body.loginResult?.authToken;
    expect(authToken).toBeTruthy();
    const cases = await world.server.client().get('/v1/appeals/cases', { token: authToken! });
    expect(cases.body.data.cases).toEqual([expect.objectContaining({ status: 'granted', statement: 'I did not send those messages.' })]);
    expect((await world.server.client().get('/v2/profile', { token: authToken! })).status).toBe(200);
    // Lifting again: no ban.
    expect((await admin().post('/admin/bans/lift', { body: { member: ann.userId } })).status).toBe(404);
  });

  it('the administrator`s calls need the admin token: a wrong one or none is 403, and an unknown member 404', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await admin('wrong').post('/admin/bans', { body: { member: ann.userId, tier: 'banned', policy: 'spam' } })).status).toBe(403);
    expect((await world.server.client().post('/admin/bans', { body: { member: ann.userId, tier: 'banned', policy: 'spam' } })).status).toBe(403);
    expect((await ann.get('/v2/profile')).status).toBe(200);
    expect((await ban('nobody@example.com', 'banned')).status).toBe(404);
    expect((await ban(ann.userId, 'exiled')).status).toBe(400);
  });
});
