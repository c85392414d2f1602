import { describe, expect, it } from 'vitest';
import { member, serverWithSockets } from '../matches/testing/members';
import { CHEAP_CAPTCHA, postWithCaptcha } from '../testing/captcha-guard';
import { TEST_ADMIN_TOKEN } from '../testing/test-server';
import { runAdminCommand } from './admin-command';

const world = serverWithSockets({ overrides: { captcha: CHEAP_CAPTCHA } });

const admin = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runAdminCommand(args, { baseUrl: world.server.baseUrl, token: TEST_ADMIN_TOKEN }, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
};

describe('npm run admin', () => {
  it('bans a member in a tier with a policy, lists their appeal, and lifts the ban', async () => {
    const ann = await member(world.server, 'Ann');
    const banned = await admin('ban', ann.userId, 'banned', 'fake', 'profile');
    expect(banned).toEqual({ code: 0, out: `${ann.userId} is banned (banned, fake profile); their sessions have ended` });
    const refusal = (await ann.get('/v2/profile')).body.error;
    expect(refusal).toMatchObject({ code: 40305, policy: 'fake profile' });
    await postWithCaptcha(world.server.client().with({ 'x-appeal-token': refusal.appealToken }), '/v1/banned-user/appeals', { statement: 'These photos are me, truly.' });

    const appeals = await admin('appeals');
    expect(appeals.code).toBe(0);
    expect(appeals.out).toContain(`${ann.userId}  (fake profile)  "These photos are me, truly."`);
    expect(await admin('lift', ann.userId)).toEqual({ code: 0, out: `${ann.userId}'s ban is lifted; they may sign in again` });
    expect(await admin('appeals')).toEqual({ code: 0, out: 'no open appeals' });
    expect((await admin('lift', ann.userId)).code).toBe(1);
  });

  it('BAN-05, BAN-06, BAN-03: `ban` takes --code for an underage ban and --days for a ban that ends by itself; the challenge tier answers 40307', async () => {
    const cy = await member(world.server, 'Cy');
    expect(await admin('ban', cy.userId, 'underage', '--code', '40344', '--days', '3', 'age', 'check')).toEqual({ code: 0, out: `${cy.userId} is banned (underage, age check); their sessions have ended` });
    expect((await cy.get('/v2/profile')).body.error).toMatchObject({ code: 40344, name: 'underage', ttl: 3 * 86_400, policy: 'age check' });
    const di = await member(world.server, 'Di');
    expect((await admin('ban', di.userId, 'temporaryBan', '--days', '1')).code).toBe(0);
    expect((await di.get('/v2/profile')).body.error).toMatchObject({ code: 40305, name: 'temporaryBan', ttl: 86_400 });
    expect(await admin('ban', di.userId, 'temporaryBan')).toEqual({ code: 1, out: 'not banned: A temporary ban needs a length in days' });
    expect(await admin('ban', di.userId, 'underage', '--days', 'soon')).toEqual({ code: 2, out: '--days takes a whole number' });
    const ed = await member(world.server, 'Ed');
    expect((await admin('ban', ed.userId, 'challenge')).code).toBe(0);
    expect((await ed.get('/v2/profile')).body.error).toMatchObject({ code: 40307, name: 'challenge' });
  });

  it('answers its usage for an unknown command or tier, and fails with the server`s reason for an unknown member', async () => {
    expect((await admin('exile', 'x')).code).toBe(2);
    expect((await admin('ban', 'x', 'forever')).out).toContain('usage: npm run admin');
    expect(await admin('ban', 'nobody@example.com', 'blacklisted')).toEqual({ code: 1, out: 'not banned: No such member' });
  });

  it('a wrong admin token is refused', async () => {
    const lines: string[] = [];
    const code = await runAdminCommand(['appeals'], { baseUrl: world.server.baseUrl, token: 'guess' }, (line) => lines.push(line));
    expect({ code, lines }).toEqual({ code: 1, lines: ['no list: Not an administrator'] });
  });
});
