import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { clientId, matchOf, member, say, serverWithSockets, type Member } from '../matches/testing/members';

const world = serverWithSockets();

/** Everything one member can reach of a match: the match, its messages, sending, seen markers. */
const reachable = async (who: Member, matchId: string) => {
  const answers = await Promise.all([
    who.get(`/v2/matches/${matchId}`),
    who.get(`/messages?match_id=${matchId}`),
    who.post(`/user/matches/${matchId}`, { message: 'still there?', client_message_id: clientId(world.server.time.now()) }),
    who.post(`/v2/seen/${matchId}`),
  ]);
  return answers.map((answer) => answer.status);
};

describe('PUT /v2/block/profile/direct', () => {
  it('SAFE-02: a block ends the pair`s match (both sockets hear `unmatch`) and hides them from each other in matches and chat, both ways', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    await say(world.server, bob, matchId, 'hey');
    const [annSocket, bobSocket] = [await world.sockets.online(ann), await world.sockets.online(bob)];
    await world.sockets.nudgesOf(annSocket);
    await world.sockets.nudgesOf(bobSocket);
    expect((await ann.put('/v2/block/profile/direct', { user_id: bob.userId })).body).toEqual({ meta: { status: 200 }, data: {} });
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([{ type: 'unmatch', matchId }]);
    expect(await world.sockets.nudgesOf(bobSocket)).toEqual([{ type: 'unmatch', matchId }]);
    expect(await reachable(ann, matchId)).toEqual([404, 404, 404, 404]);
    expect(await reachable(bob, matchId)).toEqual([404, 404, 404, 404]);
    for (const who of [ann, bob]) {
      for (const filter of ['withMessages', 'withoutMessages', 'archivedMatches']) expect((await who.get(`/v2/matches?filter=${filter}`)).body.data.matches).toEqual([]);
    }
    // Typing does not reach across a block either.
    bobSocket.send({ type: 'typing', matchId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([]);
  });

  it('SAFE-02: a match the pair makes again after a block (likes from before) stays hidden', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    await bob.put('/v2/block/profile/direct', { user_id: ann.userId });
    const matchId = await matchOf(world.server, ann, bob);
    expect((await ann.get(`/v2/matches/${matchId}`)).status).toBe(404);
    expect((await ann.post('/updates', { last_activity_date: new Date(0).toISOString() })).body.data.matches).toEqual([]);
  });

  it('SAFE-02: blocking again changes nothing; yourself is 400/40000; an unknown member 404/40400', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    expect((await ann.put('/v2/block/profile/direct', { user_id: bob.userId })).status).toBe(200);
    expect((await ann.put('/v2/block/profile/direct', { user_id: bob.userId })).status).toBe(200);
    expect((await world.server.database.rowCounts())['blocks']).toBe(1);
    expect((await ann.put('/v2/block/profile/direct', { user_id: ann.userId })).body.error.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await ann.put('/v2/block/profile/direct', { user_id: '0123456789abcdef01234567' })).status).toBe(404);
  });
});

describe('reports', () => {
  it('SAFE-01: the report tree (version 1) lists reasons; a report with a leaf reason is filed, answers its id, and blocks', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    const tree = (await ann.get('/v4/report/tree')).body.data;
    expect(tree.version).toBe(1);
    expect(tree.reasons.map((reason: { id: string }) => reason.id)).toEqual(['fake', 'behaviour', 'underage', 'other']);
    const filed = await ann.post('/v4/report/new', { user_id: bob.userId, match_id: matchId, reason: 'harassment', comment: 'Rude <b>messages</b>' });
    expect(filed.body.data).toEqual({ report_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const [stored] = await world.server.database.db.query<Record<string, unknown>>('SELECT reporter_id, reported_id, match_id, reason, comment FROM reports');
    expect(stored).toEqual({ reporter_id: ann.userId, reported_id: bob.userId, match_id: matchId, reason: 'harassment', comment: 'Rude <b>messages</b>' });
    expect(await reachable(bob, matchId)).toEqual([404, 404, 404, 404]);
  });

  it('SAFE-01: an unknown or non-leaf reason and yourself are 400/40000; a match that is not the pair`s is 404/40400; nothing is filed', async () => {
    const [ann, bob, cat] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Cat')];
    const bobCat = await matchOf(world.server, bob, cat);
    expect((await ann.post('/v4/report/new', { user_id: bob.userId, reason: 'behaviour' })).status).toBe(400);
    expect((await ann.post('/v4/report/new', { user_id: bob.userId, reason: 'boring' })).status).toBe(400);
    expect((await ann.post('/v4/report/new', { user_id: ann.userId, reason: 'spam' })).status).toBe(400);
    expect((await ann.post('/v4/report/new', { user_id: bob.userId, match_id: bobCat, reason: 'spam' })).status).toBe(404);
    expect((await world.server.database.rowCounts())['reports']).toBe(0);
    expect((await world.server.database.rowCounts())['blocks']).toBe(0);
  });

  it('SAFE-01: a member files at most 20 reports in any 24 hours (429/42901)', async () => {
    const ann = await member(world.server, 'Ann');
    for (let i = 0; i < 20; i += 1) expect((await ann.post('/v4/report/new', { user_id: (await member(world.server, `M${i}`)).userId, reason: 'spam' })).status).toBe(200);
    const other = await member(world.server, 'One more');
    expect((await ann.post('/v4/report/new', { user_id: other.userId, reason: 'spam' })).status).toBe(429);
    // Blocking stays possible without a report.
    expect((await ann.put('/v2/block/profile/direct', { user_id: other.userId })).status).toBe(200);
  });
});
