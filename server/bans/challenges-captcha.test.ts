import { describe, expect, it } from 'vitest';
import { member, serverWithSockets } from '../matches/testing/members';
import { encodeCaptchaAnswer, solveCaptcha } from '../testing/captcha-solver';
import { CHEAP_CAPTCHA, passCaptcha, postWithCaptcha } from '../testing/captcha-guard';
import { signInByPhone } from '../testing/sign-in';
import { TEST_ADMIN_TOKEN } from '../testing/test-server';

const world = serverWithSockets({ overrides: { captcha: CHEAP_CAPTCHA } });

const DAY = 86_400_000;
const admin = () => world.server.client().with({ 'x-admin-token': TEST_ADMIN_TOKEN });
const ban = (who: string, tier: string, extra: Record<string, unknown> = {}) => admin().post('/admin/bans', { body: { member: who, tier, policy: 'harassment', ...extra } });
const appealer = (token: string) => world.server.client().with({ 'x-appeal-token': token });
const phoneOf = async (userId: string) => (await world.server.database.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]))[0]!.phone;

const bannedWithAppealToken = async () => {
  const ann = await member(world.server, 'Ann');
  await ban(ann.userId, 'banned');
  return (await ann.get('/v2/profile')).body.error.appealToken as string;
};

describe('BAN-13: the captcha on the appeal of a ban', () => {
  it('BAN-13: an appeal without a captcha token is refused 403/40350 with an ALTCHA challenge, and nothing is filed', async () => {
    const token = await bannedWithAppealToken();
    const refused = await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'Those were my own friends joking.' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(40350);
    expect(refused.body.error.captcha).toMatchObject({ vendor: 'altcha', captcha_public_key: '', reference_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(JSON.parse(refused.body.error.captcha.data_blob)).toMatchObject({ parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256' }), signature: expect.any(String) });
    expect((await appealer(token).get('/v1/banned-user/appeals/cases')).body.data.cases).toEqual([]);
  });

  it('BAN-13: appealBan sends captcha_token and vendor: a solved captcha files the appeal; the same token again is refused (used up)', async () => {
    const token = await bannedWithAppealToken();
    const statement = 'Those were my own friends joking.';
    const refusal = await appealer(token).post('/v1/banned-user/appeals', { body: { statement } });
    const proof = await passCaptcha(appealer(token), refusal);
    expect(proof.vendor).toBe('altcha');
    const filed = await appealer(token).post('/v1/banned-user/appeals', { body: { statement, ...proof } });
    expect(filed.status).toBe(200);
    expect(filed.body.data.case).toMatchObject({ status: 'open', statement });
    // Denied, the member appeals again with the captcha token already used: refused with a new challenge.
    const who = (await world.server.database.db.query<{ user_id: string }>('SELECT user_id FROM appeals WHERE id = $1', [filed.body.data.case.id]))[0]!.user_id;
    expect((await admin().post('/admin/appeals/deny', { body: { member: who } })).body.data.denied).toBe(1);
    const reused = await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'Please look at it once more.', ...proof } });
    expect(reused.status).toBe(403);
    expect(reused.body.error.code).toBe(40350);
    expect(reused.body.error.captcha.reference_token).not.toBe(proof.captcha_token);
  });

  it('BAN-13: a forged token (never issued, not solved, or the wrong vendor) is refused with 40350', async () => {
    const token = await bannedWithAppealToken();
    const statement = 'Those were my own friends joking.';
    const refusal = await appealer(token).post('/v1/banned-user/appeals', { body: { statement } });
    const captcha = refusal.body.error.captcha;
    // Issued but never solved.
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement, captcha_token: captcha.reference_token, vendor: 'altcha' } })).body.error.code).toBe(40350);
    // Made up.
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement, captcha_token: 'x'.repeat(43), vendor: 'altcha' } })).body.error.code).toBe(40350);
    // A wrong solution fails verify-captcha and the token stays unusable.
    const fresh = (await appealer(token).post('/v1/banned-user/appeals', { body: { statement } })).body.error.captcha;
    const solved = await solveCaptcha(fresh.data_blob);
    const wrong = encodeCaptchaAnswer({ challenge: solved.challenge, solution: { counter: solved.solution.counter + 1, derivedKey: '00'.repeat(32) } });
    expect((await world.server.client().post('/v2/auth/verify-captcha', { body: { token: fresh.reference_token, answer: wrong, vendor: 'altcha' } })).body.data.is_success).toBe(false);
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement, captcha_token: fresh.reference_token, vendor: 'altcha' } })).body.error.code).toBe(40350);
    // Solved, but sent under another vendor's name.
    const other = (await appealer(token).post('/v1/banned-user/appeals', { body: { statement } }));
    const proof = await passCaptcha(appealer(token), other);
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement, captcha_token: proof.captcha_token, vendor: 'recaptcha' } })).body.error.code).toBe(40350);
    expect((await appealer(token).get('/v1/banned-user/appeals/cases')).body.data.cases).toEqual([]);
  });

  it('BAN-13: a refused appeal (a token naming no ban, an appeal already open) spends no captcha', async () => {
    const token = await bannedWithAppealToken();
    const refusal = await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'Those were my own friends joking.' } });
    const proof = await passCaptcha(appealer(token), refusal);
    expect((await appealer('y'.repeat(43)).post('/v1/banned-user/appeals', { body: { statement: 'Those were my own friends joking.', ...proof } })).status).toBe(404);
    expect((await appealer(token).post('/v1/banned-user/appeals', { body: { statement: 'Those were my own friends joking.', ...proof } })).status).toBe(200);
  });
});

describe('BAN-06: the ban challenge (POST /challenge/verify)', () => {
  it('BAN-06, ERR-04: a `challenge` ban answers 403/40307 named `challenge` with its challenge token and no appeal token yet', async () => {
    const bo = await member(world.server, 'Bo');
    expect((await ban(bo.userId, 'challenge')).status).toBe(200);
    const refusal = (await bo.get('/v2/profile')).body.error;
    expect(refusal).toMatchObject({ code: 40307, name: 'challenge', isBan: true, isAppealable: true, status: 'banned', policy: 'harassment' });
    expect(refusal.challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refusal.appealChallengeToken).toBe(refusal.challengeToken);
    expect(refusal.appealToken).toBeUndefined();
    // Sign-in answers the same ban.
    world.server.time.advance(10 * 60_000);
    const signIn = await signInByPhone(world.server.client(), await phoneOf(bo.userId));
    expect(signIn.status).toBe(403);
  });

  it('BAN-06, BAN-13: passing the challenge with a solved captcha answers the appeal token; the ban then carries it, named `ban`', async () => {
    const bo = await member(world.server, 'Bo');
    await ban(bo.userId, 'challenge');
    const challengeToken = (await bo.get('/v2/profile')).body.error.challengeToken as string;
    const refused = await world.server.client().post('/challenge/verify', { body: { challenge_token: challengeToken } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(40350);
    const passed = await postWithCaptcha(world.server.client(), '/challenge/verify', { challenge_token: challengeToken });
    expect(passed.status).toBe(200);
    const appealToken = passed.body.data.appeal_token as string;
    expect(appealToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const after = (await bo.get('/v2/profile')).body.error;
    expect(after).toMatchObject({ code: 40307, name: 'ban', appealToken, challengeToken });
    // The appeal is open now (with its own captcha).
    expect((await appealer(appealToken).get('/v1/banned-user/appeals/cases')).body.data.ban).toMatchObject({ tier: 'challenge', is_appealable: true });
    expect((await postWithCaptcha(appealer(appealToken), '/v1/banned-user/appeals', { statement: 'I am a real person, look again.' })).status).toBe(200);
  });

  it('BAN-06: before the challenge is passed the appeal token opens nothing; an unknown challenge token is 404', async () => {
    const bo = await member(world.server, 'Bo');
    await ban(bo.userId, 'challenge');
    const appealToken = (await world.server.database.db.query<{ appeal_token: string }>('SELECT appeal_token FROM bans WHERE user_id = $1', [bo.userId]))[0]!.appeal_token;
    expect((await appealer(appealToken).get('/v1/banned-user/appeals/cases')).status).toBe(404);
    expect((await world.server.client().post('/challenge/verify', { body: { challenge_token: 'z'.repeat(43) } })).status).toBe(404);
    expect((await world.server.client().post('/challenge/verify', { body: {} })).status).toBe(400);
  });
});

describe('BAN-05: underage bans from the admin command', () => {
  it('BAN-05, BAN-04: an underage ban answers 40802 by default, or the code chosen (40321, 40344), with underageToken, isOnboarding false and not appealable', async () => {
    for (const [code, expected] of [[undefined, 40802], [40321, 40321], [40344, 40344]] as const) {
      const cy = await member(world.server, 'Cy');
      expect((await ban(cy.userId, 'underage', code === undefined ? {} : { code })).status).toBe(200);
      const refusal = (await cy.get('/v2/profile')).body.error;
      expect(refusal).toMatchObject({ code: expected, name: 'underage', isBan: true, isAppealable: false, isOnboarding: false });
      expect(refusal.underageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(refusal.ttl).toBeUndefined();
      expect((await appealer(refusal.underageToken).get('/v1/banned-user/appeals/cases')).status).toBe(404);
    }
  });

  it('BAN-05: an underage ban given --days carries ttl in seconds; 40301 and other codes are refused to the command', async () => {
    const cy = await member(world.server, 'Cy');
    await ban(cy.userId, 'underage', { code: 40321, days: 30 });
    expect((await cy.get('/v2/profile')).body.error).toMatchObject({ code: 40321, ttl: 30 * 86_400 });
    expect((await ban(cy.userId, 'underage', { code: 40301 })).status).toBe(400);
    expect((await ban(cy.userId, 'banned', { code: 40802 })).status).toBe(400);
  });
});

describe('BAN-03: the temporary ban', () => {
  it('BAN-03: a temporaryBan answers 40305 named temporaryBan with a ttl counting down, and ends by itself', async () => {
    const di = await member(world.server, 'Di');
    const phone = await phoneOf(di.userId);
    expect((await ban(di.userId, 'temporaryBan')).status).toBe(400);
    expect((await ban(di.userId, 'temporaryBan', { days: 2 })).status).toBe(200);
    expect((await di.get('/v2/profile')).body.error).toMatchObject({ code: 40305, name: 'temporaryBan', isAppealable: false, ttl: 2 * 86_400 });
    world.server.time.advance(DAY);
    world.server.time.advance(10 * 60_000);
    const refused = await signInByPhone(world.server.client(), phone);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe(40305);
    expect(refused.body.error?.ban).toMatchObject({ name: 'temporaryBan', ttl: DAY / 1000 - 600 });
    world.server.time.advance(DAY);
    const again = await signInByPhone(world.server.client(), phone);
    expect(again.status).toBe(200);
    expect(again.body.loginResult?.authToken).toBeTruthy();
  });
});
