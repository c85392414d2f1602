import { describe, expect, it } from 'vitest';
import { member, serverWithSockets } from '../matches/testing/members';
import { TEST_ADMIN_TOKEN } from '../testing/test-server';
import { runAdminCommand } from './admin-command';

const world = serverWithSockets();

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
    await world.server.client().with({ 'x-appeal-token': refusal.appealToken }).post('/v1/banned-user/appeals', { body: { statement: 'These photos are me, truly.' } });

    const appeals = await admin('appeals');
    expect(appeals.code).toBe(0);
    expect(appeals.out).toContain(`${ann.userId}  (fake profile)  "These photos are me, truly."`);
    expect(await admin('lift', ann.userId)).toEqual({ code: 0, out: `${ann.userId}'s ban is lifted; they may sign in again` });
    expect(await admin('appeals')).toEqual({ code: 0, out: 'no open appeals' });
    expect((await admin('lift', ann.userId)).code).toBe(1);
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
