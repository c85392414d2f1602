import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { clientId, matchOf, member, say, serverWithSockets, type Member } from './testing/members';

const DAY = 86_400_000;

// Tokens outlive the 14 days a match takes to expire.
const world = serverWithSockets({ overrides: { auth: { accessTokenTtlMs: 60 * DAY } } });

const list = async (who: Member, query = '') => {
  const answer = await who.get(`/v2/matches${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { matches: Array<Record<string, any>>; next_page_token?: string };
};

const ids = (matches: ReadonlyArray<Record<string, unknown>>) => matches.map((match) => match['_id']);

describe('GET /v2/matches/{matchId}', () => {
  it('MATCH-01, MATCH-03: a match as one member sees it: the other member as person, messages, seen markers, flags, dates', async () => {
    const ann = await member(world.server, 'Ann');
    const bob = await member(world.server, 'Bob');
    const matchId = await matchOf(world.server, ann, bob);
    const created = new Date(world.server.time.now()).toISOString();
    const answer = await ann.get(`/v2/matches/${matchId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      _id: matchId,
      id: matchId,
      created_date: created,
      last_activity_date: created,
      // The other member's card as discovery shows it: of the birth date only the year the age gives (RECS-08).
      person: {
        _id: bob.userId,
        name: 'Bob',
        age: 30,
        birth_date: `${new Date(world.server.time.now()).getUTCFullYear() - 30}-01-01T00:00:00.000Z`,
        s_number: expect.any(Number),
      },
      messages: [],
      last_seq: 0,
      seen: { match_seen: false, last_seen_msg_id: null },
      is_super_boost_match: false,
      is_boost_match: false,
      is_fast_match: false,
      is_primetime_boost_match: false,
      expire_at: new Date(world.server.time.now() + 14 * DAY).toISOString(),
      archive_at: new Date(world.server.time.now() + 14 * DAY).toISOString(),
      is_archived_v2: false,
      read_receipt: { enabled: false },
    });
    // MATCH-03: created_date is the server's date, which the client parses.
    expect(Date.parse(answer.body.data.created_date)).toBe(world.server.time.now());
    const fromBob = await bob.get(`/v2/matches/${matchId}`);
    expect(fromBob.body.data.person).toMatchObject({ _id: ann.userId, name: 'Ann' });
    expect(JSON.stringify(fromBob.body)).not.toMatch(/phone|email|lat|lng/);
    expect(fromBob.body.data.person.birth_date).toMatch(/^\d{4}-01-01T00:00:00\.000Z$/);
  });

  it('MATCH-01: the latest message travels in `messages`; the first message clears expiry', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    world.server.time.advance(60_000);
    await say(world.server, ann, matchId, 'Hi Bob');
    world.server.time.advance(1000);
    const last = await say(world.server, bob, matchId, 'Hi Ann!');
    const answer = (await ann.get(`/v2/matches/${matchId}`)).body.data;
    expect(answer.messages).toEqual([last]);
    expect(answer).toMatchObject({ last_seq: 2, expire_at: null, archive_at: null, is_archived_v2: false, last_activity_date: last['sent_date'] });
  });

  it('MATCH-11: a match made by a super like names who super-liked', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    await world.server.database.db.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, true, $3)', [bob.userId, ann.userId, new Date(world.server.time.now())]);
    expect((await ann.post(`/like/${bob.userId}`)).body.data.match).not.toBe(false);
    const [match] = (await list(ann, '?filter=withoutMessages')).matches;
    expect(match?.['super_liker']).toBe(bob.userId);
  });

  it('MATCH-04: a match that ended, of a blocked pair, or with a banned member is 404/40400 to both', async () => {
    const [ann, bob, cat, dan] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Cat'), await member(world.server, 'Dan')];
    const ended = await matchOf(world.server, ann, bob);
    expect((await bob.delete(`/user/matches/${ended}`)).status).toBe(200);
    const blocked = await matchOf(world.server, ann, cat);
    await world.server.database.db.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)', [cat.userId, ann.userId, new Date(world.server.time.now())]);
    const banned = await matchOf(world.server, ann, dan);
    await world.server.server.auth.sessions.banUser(dan.userId);
    for (const [who, matchId] of [
      [ann, ended],
      [bob, ended],
      [ann, blocked],
      [cat, blocked],
      [ann, banned],
    ] as const) {
      const answer = await who.get(`/v2/matches/${matchId}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(ErrorCode.NOT_FOUND);
    }
  });
});

describe('GET /v2/matches: the lists', () => {
  it('MATCH-08, MATCH-07: withMessages holds conversations by latest message, newest first; withoutMessages new matches, newest first', async () => {
    const ann = await member(world.server, 'Ann');
    const others = [await member(world.server, 'Bob'), await member(world.server, 'Cat'), await member(world.server, 'Dan'), await member(world.server, 'Eve')];
    const matchIds: string[] = [];
    for (const other of others) {
      matchIds.push(await matchOf(world.server, ann, other));
      world.server.time.advance(60_000);
    }
    const [bobMatch, catMatch, danMatch, eveMatch] = matchIds as [string, string, string, string];
    await say(world.server, ann, catMatch, 'Hi Cat');
    world.server.time.advance(1000);
    await say(world.server, others[0]!, bobMatch, 'Hi Ann');
    world.server.time.advance(1000);
    await say(world.server, others[1]!, catMatch, 'Hello again');
    expect(ids((await list(ann, '?filter=withMessages')).matches)).toEqual([catMatch, bobMatch]);
    expect(ids((await list(ann)).matches)).toEqual([catMatch, bobMatch]);
    expect(ids((await list(ann, '?filter=withoutMessages')).matches)).toEqual([eveMatch, danMatch]);
    expect(ids((await list(others[3]!, '?filter=withoutMessages')).matches)).toEqual([eveMatch]);
  });

  it('MATCH-09: pages follow next_page_token until a page comes without one; every match once, in order', async () => {
    const ann = await member(world.server, 'Ann');
    const expected: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const other = await member(world.server, `Member ${i}`);
      expected.unshift(await matchOf(world.server, ann, other));
      world.server.time.advance(i % 2 === 0 ? 0 : 1000);
    }
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await list(ann, `?filter=withoutMessages&count=3${token === undefined ? '' : `&page_token=${token}`}`);
      seen.push(...(ids(page.matches) as string[]));
      token = page.next_page_token;
      pages += 1;
    } while (token !== undefined);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    // Ties in time are broken by id, newest first by time.
    const byTime = (await list(ann, '?filter=withoutMessages&count=100')).matches;
    expect(seen).toEqual(ids(byTime));
    expect(new Set(seen)).toEqual(new Set(expected));
  });

  it('MATCH-09: a page token that does not read back, a count out of range or an unknown filter is 400/40000', async () => {
    const ann = await member(world.server, 'Ann');
    for (const query of ['?page_token=not-a-token!', `?page_token=${Buffer.from('"x"').toString('base64url')}`, '?count=0', '?count=101', '?filter=all']) {
      const answer = await ann.get(`/v2/matches${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('MATCH-04: ended and blocked matches leave every list', async () => {
    const [ann, bob, cat] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Cat')];
    const withBob = await matchOf(world.server, ann, bob);
    const withCat = await matchOf(world.server, ann, cat);
    await say(world.server, bob, withBob, 'hey');
    await bob.delete(`/user/matches/${withBob}`);
    await cat.put('/v2/block/profile/direct', { user_id: ann.userId });
    for (const filter of ['withMessages', 'withoutMessages', 'archivedMatches']) {
      expect((await list(ann, `?filter=${filter}`)).matches).toEqual([]);
      expect((await list(cat, `?filter=${filter}`)).matches).toEqual([]);
    }
    expect(withCat).toBeDefined();
  });

  it('MATCH-02, MATCH-17: a match nobody wrote in is archived 14 days after it was made: it moves to the archived list, sorted by archive time', async () => {
    const ann = await member(world.server, 'Ann');
    const [bob, cat] = [await member(world.server, 'Bob'), await member(world.server, 'Cat')];
    const first = await matchOf(world.server, ann, bob);
    world.server.time.advance(DAY);
    const second = await matchOf(world.server, ann, cat);
    world.server.time.advance(13 * DAY - 1);
    expect((await ann.get(`/v2/matches/${first}`)).body.data.is_archived_v2).toBe(false);
    expect(ids((await list(ann, '?filter=withoutMessages')).matches)).toEqual([second, first]);
    world.server.time.advance(1);
    expect((await ann.get(`/v2/matches/${first}`)).body.data.is_archived_v2).toBe(true);
    expect(ids((await list(ann, '?filter=withoutMessages')).matches)).toEqual([second]);
    world.server.time.advance(DAY);
    expect(ids((await list(ann, '?filter=archivedMatches')).matches)).toEqual([second, first]);
    const archived = await ann.get('/v1/match-expiration/archived-matches?count=1');
    expect(ids(archived.body.data.matches)).toEqual([second]);
    const rest = await ann.get(`/v1/match-expiration/archived-matches?count=1&page_token=${archived.body.data.next_page_token}`);
    expect(ids(rest.body.data.matches)).toEqual([first]);
    expect(rest.body.data.next_page_token).toBeUndefined();
  });
});

describe('GET /user/{userId}: the match profile', () => {
  it('MATCH-14: a match`s person has a card the member can open (messages/{matchId}/profile/{userId})', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    const personId = (await ann.get(`/v2/matches/${matchId}`)).body.data.person._id;
    const card = await ann.get(`/user/${personId}`);
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ _id: bob.userId, name: 'Bob' });
  });
});

describe('DELETE /user/matches/{matchId}: unmatch', () => {
  it('MATCH-13: either member unmatches; both sockets hear `unmatch`; the match is gone for both; repeating answers the same', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    const [annSocket, bobSocket] = [await world.sockets.online(ann), await world.sockets.online(bob)];
    expect((await bob.delete(`/user/matches/${matchId}`)).body).toEqual({ meta: { status: 200 }, data: {} });
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([{ type: 'unmatch', matchId }]);
    expect(await world.sockets.nudgesOf(bobSocket)).toEqual([{ type: 'unmatch', matchId }]);
    expect((await ann.get(`/v2/matches/${matchId}`)).status).toBe(404);
    expect((await ann.delete(`/user/matches/${matchId}`)).status).toBe(200);
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([]);
    // Nothing more can be written in it.
    const late = await ann.post(`/user/matches/${matchId}`, { message: 'Wait!', client_message_id: clientId(world.server.time.now()) });
    expect(late.status).toBe(404);
  });
});

describe('POST /v2/seen', () => {
  it('MATCH-05, MATCH-06, MATCH-12: seeing the match sets match_seen; reading up to a message sets last_seen_msg_id, only ever forward (what the unseen rule reads)', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    expect((await ann.post(`/v2/seen/${matchId}`)).body).toEqual({ meta: { status: 200 }, data: {} });
    expect((await ann.get(`/v2/matches/${matchId}`)).body.data.seen).toEqual({ match_seen: true, last_seen_msg_id: null });
    expect((await bob.get(`/v2/matches/${matchId}`)).body.data.seen).toEqual({ match_seen: false, last_seen_msg_id: null });
    const first = await say(world.server, bob, matchId, 'one');
    const second = await say(world.server, bob, matchId, 'two');
    await ann.post(`/v2/seen/${matchId}/${second['_id']}`);
    await ann.post(`/v2/seen/${matchId}/${first['_id']}`);
    expect((await ann.get(`/v2/matches/${matchId}`)).body.data.seen).toEqual({ match_seen: true, last_seen_msg_id: second['_id'] });
  });

  it('MATCH-12: a message of another match, an unknown message or someone else`s match is 404/40400', async () => {
    const [ann, bob, cat] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Cat')];
    const annBob = await matchOf(world.server, ann, bob);
    const bobCat = await matchOf(world.server, bob, cat);
    const elsewhere = await say(world.server, cat, bobCat, 'hi');
    for (const path of [`/v2/seen/${annBob}/${elsewhere['_id']}`, `/v2/seen/${annBob}/abc_1767225600000`, `/v2/seen/${bobCat}`, `/v2/seen/${bobCat}/${elsewhere['_id']}`]) {
      expect((await ann.post(path)).status).toBe(404);
    }
  });
});

describe('read receipts', () => {
  it('CHAT-08: each member has 10 read receipts; turning them on for a match spends one once; with none left, 409/40900', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await ann.get('/v2/read-receipts')).body.data).toEqual({ read_receipts: { remaining: 10 } });
    const matches: string[] = [];
    for (let i = 0; i < 11; i += 1) matches.push(await matchOf(world.server, ann, await member(world.server, `M${i}`)));
    const first = await ann.post(`/v2/read-receipts/${matches[0]}`);
    expect(first.body.data).toEqual({ match_id: matches[0], enabled: true, read_receipts: { remaining: 9 } });
    expect((await ann.post(`/v2/read-receipts/${matches[0]}`)).body.data.read_receipts).toEqual({ remaining: 9 });
    for (const matchId of matches.slice(1, 10)) expect((await ann.post(`/v2/read-receipts/${matchId}`)).status).toBe(200);
    const none = await ann.post(`/v2/read-receipts/${matches[10]}`);
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: ErrorCode.CONFLICT, read_receipts: { remaining: 0 } });
    expect((await ann.get(`/v2/matches/${matches[10]}`)).body.data.read_receipt).toEqual({ enabled: false });
  });

  it('CHAT-08: with receipts on, the sender sees how far the other read and hears `read`; without, neither; the reader`s own tabs always hear it', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    const [annSocket, bobSocket] = [await world.sockets.online(ann), await world.sockets.online(bob)];
    const hello = await say(world.server, ann, matchId, 'Hello');
    await world.sockets.nudgesOf(annSocket);
    await world.sockets.nudgesOf(bobSocket);
    await bob.post(`/v2/seen/${matchId}/${hello['_id']}`);
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([]);
    expect(await world.sockets.nudgesOf(bobSocket)).toEqual([{ type: 'read', matchId, messageId: hello['_id'] }]);
    expect((await ann.get(`/v2/matches/${matchId}`)).body.data.read_receipt).toEqual({ enabled: false });

    await ann.post(`/v2/read-receipts/${matchId}`);
    expect((await ann.get(`/v2/matches/${matchId}`)).body.data.read_receipt).toEqual({ enabled: true, last_read_msg_id: hello['_id'] });
    const again = await say(world.server, ann, matchId, 'Are you there?');
    await world.sockets.nudgesOf(annSocket);
    await world.sockets.nudgesOf(bobSocket);
    await bob.post(`/v2/seen/${matchId}/${again['_id']}`);
    expect(await world.sockets.nudgesOf(annSocket)).toEqual([{ type: 'read', matchId, messageId: again['_id'] }]);
    expect((await ann.get(`/v2/matches/${matchId}`)).body.data.read_receipt).toEqual({ enabled: true, last_read_msg_id: again['_id'] });
    // Bob's view never shows Ann's reading: he has no receipts on.
    expect((await bob.get(`/v2/matches/${matchId}`)).body.data.read_receipt).toEqual({ enabled: false });
  });
});

describe('POST /updates', () => {
  it('MATCH-10, CHAT-04: without a date, only the date to ask from; then matches and messages (incoming message events) since, in the provider`s shape', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const start = await ann.post('/updates', {});
    expect(start.body.data).toEqual({
      matches: [],
      inbox: [],
      blocks: [],
      deleted: [],
      last_activity_date: new Date(world.server.time.now()).toISOString(),
      poll_interval: { standard: 2000 },
    });
    world.server.time.advance(10_000);
    const matchId = await matchOf(world.server, ann, bob);
    const message = await say(world.server, bob, matchId, '<b>Hi</b> Ann');
    world.server.time.advance(10_000);
    const since = await ann.post('/updates', { last_activity_date: start.body.data.last_activity_date, nudge: true });
    expect(ids(since.body.data.matches)).toEqual([matchId]);
    expect(since.body.data.matches[0].messages).toEqual([message]);
    // CHAT-04: new messages as incoming message events.
    expect(since.body.data.inbox).toEqual([
      {
        message_id: message['_id'],
        user_id: bob.userId,
        created_date: message['created_date'],
        text: '<b>Hi</b> Ann',
        conversation_id: matchId,
        type: 'text',
        seq: 1,
        client_message_id: message['client_message_id'],
      },
    ]);
    expect(since.body.data.last_activity_date).toBe(new Date(world.server.time.now()).toISOString());
    // Nothing new: nothing but the date (and what the look-back of 5 s repeats, which the client merges).
    world.server.time.advance(10_000);
    const quiet = await ann.post('/updates', { last_activity_date: since.body.data.last_activity_date });
    expect(quiet.body.data).toMatchObject({ matches: [], inbox: [], blocks: [], deleted: [] });
  });

  it('MATCH-10: a message committed a moment before the date asked from is still answered (5 s look-back)', async () => {
    const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
    const matchId = await matchOf(world.server, ann, bob);
    const message = await say(world.server, bob, matchId, 'late commit');
    const since = new Date(world.server.time.now() + 4_000).toISOString();
    world.server.time.advance(4_000);
    expect((await ann.post('/updates', { last_activity_date: since })).body.data.inbox.map((event: { message_id: string }) => event.message_id)).toEqual([message['_id']]);
  });

  it('MATCH-04, SAFE-02: ended matches come as `deleted` to both; members the member blocked come as `blocks`', async () => {
    const [ann, bob, cat] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Cat')];
    const withBob = await matchOf(world.server, ann, bob);
    const withCat = await matchOf(world.server, ann, cat);
    const since = (await ann.post('/updates', {})).body.data.last_activity_date;
    world.server.time.advance(10_000);
    await bob.delete(`/user/matches/${withBob}`);
    world.server.time.advance(1);
    await ann.put('/v2/block/profile/direct', { user_id: cat.userId });
    const forAnn = (await ann.post('/updates', { last_activity_date: since })).body.data;
    expect(forAnn).toMatchObject({ matches: [], blocks: [cat.userId], deleted: [withBob, withCat] });
    const forCat = (await cat.post('/updates', { last_activity_date: since })).body.data;
    expect(forCat).toMatchObject({ matches: [], blocks: [], deleted: [withCat] });
  });

  it('MATCH-10: a date that is no date is 400/40000; a body is optional', async () => {
    const ann = await member(world.server, 'Ann');
    expect((await ann.post('/updates', { last_activity_date: 'yesterday' })).status).toBe(400);
    expect((await ann.post('/updates')).status).toBe(200);
    expect((await ann.post('/updates', { since: 'x' })).status).toBe(400);
  });
});

describe('access control', () => {
  it('another member`s token acts as that member: every match route answers 404/40400 for a match that is not theirs', async () => {
    const [ann, bob, eve] = [await member(world.server, 'Ann'), await member(world.server, 'Bob'), await member(world.server, 'Eve')];
    const matchId = await matchOf(world.server, ann, bob);
    const message = await say(world.server, ann, matchId, 'private');
    const attempts = [
      eve.get(`/v2/matches/${matchId}`),
      eve.delete(`/user/matches/${matchId}`),
      eve.post(`/user/matches/${matchId}`, { message: 'hi', client_message_id: clientId(world.server.time.now()) }),
      eve.post(`/v2/seen/${matchId}`),
      eve.post(`/v2/seen/${matchId}/${message['_id']}`),
      eve.post(`/v2/read-receipts/${matchId}`),
      eve.get(`/messages?match_id=${matchId}`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await ann.get(`/v2/matches/${matchId}`)).status).toBe(200);
    expect((await eve.post('/updates', { last_activity_date: new Date(0).toISOString() })).body.data).toMatchObject({ matches: [], inbox: [], deleted: [] });
  });

  it('every route needs a member token: none is 401/40100', async () => {
    const anonymous = world.server.client();
    const routes: ReadonlyArray<readonly [string, string, unknown?]> = [
      ['GET', '/v2/matches'],
      ['GET', '/v2/matches/abc'],
      ['GET', '/v1/match-expiration/archived-matches'],
      ['DELETE', '/user/matches/abc'],
      ['POST', '/user/matches/abc', { message: 'hi', client_message_id: 'a_1767225600000' }],
      ['POST', '/v2/seen/abc'],
      ['POST', '/v2/seen/abc/def'],
      ['POST', '/updates'],
      ['GET', '/v2/read-receipts'],
      ['POST', '/v2/read-receipts/abc'],
      ['GET', '/messages?match_id=abc'],
      ['PUT', '/v2/block/profile/direct', { user_id: 'abc' }],
      ['POST', '/v4/report/new', { user_id: 'abc', reason: 'other' }],
      ['GET', '/v4/report/tree'],
      ['GET', '/gif/trending'],
      ['GET', '/gif/search?query=hi'],
      ['GET', '/sticker/trending'],
      ['GET', '/sticker/search?query=hi'],
    ];
    for (const [method, path, body] of routes) {
      const answer = await anonymous.json(method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
