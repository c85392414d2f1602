import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { haversineDistance } from '../../core/location';
import type { LatLng } from '../../core/shared';
import { matchRepository } from '../matches/match.repository';
import { TestSocket } from '../realtime/testing/test-socket';
import { signInByPhone, signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { interestById } from '../users/interest-catalogue';
import { insertMember } from '../world/testing/members';

let t: TestServer;
beforeAll(async () => {
  // Tokens outlive the allowance windows, so a test can move the clock on by a day.
  t = await startTestServer({ overrides: { auth: { accessTokenTtlMs: 7 * 24 * 3_600_000 } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const HOUR = 3_600_000;
const ALICE = '+14155550201';
const BOB = '+14155550202';
const CAROL = '+14155550203';
const BERLIN = { lat: 52.52, lng: 13.405 };
const POTSDAM = { lat: 52.39, lng: 13.065 };
const HAMBURG = { lat: 53.551, lng: 9.994 };

const db = () => t.database.db;
const member = async (phone: string, name = 'Alex') => {
  const login = await signedInMember(t.client(), db(), phone, { name, birthDate: '1990-06-01' });
  return { id: login.userId!, token: login.authToken! };
};
const place = (id: string, position: { lat: number; lng: number }) => db().query('UPDATE users SET lat = $2, lng = $3 WHERE id = $1', [id, position.lat, position.lng]);
const setGenders = (id: string, gender: number | null, interestedIn: number[]) =>
  db().query('UPDATE users SET gender = $2, interested_in = $3 WHERE id = $1', [id, gender, interestedIn]);
/** `count` visible members written straight into the database, ids `<prefix>-000`, … (no position: the default location). */
const insertMembers = async (prefix: string, count: number): Promise<string[]> => {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
  await db().query(
    "INSERT INTO users (id, name, onboarding_state, created_at) SELECT id, 'Member ' || id, 'complete', $2 FROM unnest($1::text[]) AS id",
    [ids, new Date(t.time.now())],
  );
  return ids;
};
/** The distance a card shows between two members: whole kilometres between the centres of their cells. */
const cellKm = async (a: string, b: string): Promise<number> => {
  const rows = await db().query<{ id: string; lat: number; lng: number }>('SELECT id, cell_lat AS lat, cell_lng AS lng FROM users WHERE id IN ($1, $2)', [a, b]);
  const cell = (id: string) => rows.find((row) => row.id === id) as unknown as LatLng;
  return Math.max(1, Math.round(haversineDistance(cell(a), cell(b)) / 1000));
};
const like = (token: string, userId: string, kind: 'like' | 'super' = 'like') =>
  t.client().post(kind === 'super' ? `/like/${userId}/super` : `/like/${userId}`, { token });
const pass = (token: string, userId: string) => t.client().post(`/pass/${userId}`, { token });
const recIds = async (token: string): Promise<string[]> => {
  const answer = await t.client().get('/v2/recs/core', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.results.map((rec: { user: { _id: string } }) => rec.user._id);
};
const count = async (table: string): Promise<number> => (await t.database.rowCounts())[table] ?? 0;
const openSocket = async (token: string): Promise<TestSocket> => {
  const ticket = (await t.client().get('/ws/generate', { token })).body.data as { url: string };
  const socket = new TestSocket(new URL(t.baseUrl).origin, ticket.url);
  await socket.opened();
  return socket;
};

describe('GET /v2/recs/core', () => {
  it('RECS-03: a page of members as cards ({ type: "user", user }), nearest first, with coarse distances and never a position', async () => {
    const alice = await member(ALICE, 'Alice');
    await place(alice.id, BERLIN);
    const bob = await member(BOB, 'Bob');
    await place(bob.id, POTSDAM);
    const carol = await member(CAROL, 'Carol');
    await place(carol.id, BERLIN);
    await db().query("UPDATE users SET bio = 'Hi', interests = '{it_7,it_9,it_54}' WHERE id = $1", [bob.id]);
    const answer = await t.client().get('/v2/recs/core', { token: alice.token });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ status: 200 });
    const results = answer.body.data.results;
    expect(results.map((rec: { user: { _id: string } }) => rec.user._id)).toEqual([carol.id, bob.id]);
    // RECS-08: of the birth date (1990-06-01), only what the age says: 35 on 2026-01-01.
    const birth = '1991-01-01T00:00:00.000Z';
    const sNumber = expect.any(Number);
    expect(results[0]).toEqual({
      type: 'user',
      user: { _id: carol.id, name: 'Carol', age: 35, birth_date: birth, distance: 1, distance_unit: 'km', s_number: sNumber },
      s_number: results[0].user.s_number,
    });
    const interests = { selected_interests: ['it_7', 'it_9', 'it_54'].map((id) => interestById(id)) };
    expect(results[1]).toEqual({
      type: 'user',
      user: { _id: bob.id, name: 'Bob', age: 35, birth_date: birth, bio: 'Hi', user_interests: interests, distance: await cellKm(alice.id, bob.id), distance_unit: 'km', s_number: sNumber },
      experiment_info: { user_interests: interests },
      s_number: results[1].user.s_number,
    });
    expect(Math.abs(results[1].user.distance - 27)).toBeLessThanOrEqual(3);
    const text = JSON.stringify(answer.body);
    for (const secret of ['lat', 'lng', 'phone', 'email', '1990-06-01', String(POTSDAM.lat), String(POTSDAM.lng)]) expect(text).not.toContain(secret);
  });

  it('RECS-03: never the member, nor members they liked, super-liked, passed or matched (even an ended match); members who liked them stay', async () => {
    const alice = await member(ALICE);
    const [liked, superLiked, passed, matched, unmatched, admirer, other] = await insertMembers('m', 7);
    expect((await like(alice.token, liked!)).status).toBe(200);
    expect((await like(alice.token, superLiked!, 'super')).status).toBe(200);
    expect((await pass(alice.token, passed!)).status).toBe(200);
    await matchRepository.findOrCreate(db(), { id: 'match-1', between: [alice.id, matched!], now: t.time.now() });
    await matchRepository.findOrCreate(db(), { id: 'match-2', between: [alice.id, unmatched!], now: t.time.now() });
    await matchRepository.unmatch(db(), 'match-2', unmatched!, t.time.now());
    await db().query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, true, $3)', [admirer, alice.id, new Date(t.time.now())]);
    const ids = await recIds(alice.token);
    expect(ids.sort()).toEqual([admirer, other].sort());
  });

  it('RECS-08: a member who super-liked the viewer comes with is_super_like', async () => {
    const alice = await member(ALICE);
    const [fan, plain] = await insertMembers('m', 2);
    await db().query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $3, true, $4), ($2, $3, false, $4)', [fan, plain, alice.id, new Date(t.time.now())]);
    const results = (await t.client().get('/v2/recs/core', { token: alice.token })).body.data.results as Array<{ user: { _id: string }; is_super_like?: boolean }>;
    expect(results.find((rec) => rec.user._id === fan)?.is_super_like).toBe(true);
    expect(results.find((rec) => rec.user._id === plain)).not.toHaveProperty('is_super_like');
  });

  it('RECS-03: only visible members within 100 km (members without a position count as at the default location), 20 at a time', async () => {
    const alice = await member(ALICE);
    await place(alice.id, POTSDAM);
    const far = await member(BOB);
    await place(far.id, HAMBURG);
    const newcomer = (await signInByPhone(t.client(), CAROL)).body.onboardingState!.userId!;
    await insertMember(db(), 'banned');
    await db().query('UPDATE users SET banned_at = $2 WHERE id = $1', ['banned', new Date(t.time.now())]);
    const near = await insertMembers('near', 25);
    const ids = await recIds(alice.token);
    expect(ids).toHaveLength(20);
    expect(ids.every((id) => near.includes(id))).toBe(true);
    for (const hidden of [far.id, newcomer, 'banned', alice.id]) expect(ids).not.toContain(hidden);
    // The next page: after swiping on these, the other five.
    for (const id of ids) await pass(alice.token, id);
    expect((await recIds(alice.token)).sort()).toEqual(near.filter((id) => !ids.includes(id)).sort());
    // A member far away sees nobody here.
    expect(await recIds(far.token)).toEqual([]);
  });

  it('RECS-03: members are recommended only when each is interested in the other`s gender, where both are known', async () => {
    const alice = await member(ALICE);
    await setGenders(alice.id, 1, [0]);
    const [man, woman, manForMen, unknown, manForWomen] = await insertMembers('g', 5);
    await setGenders(man!, 0, []);
    await setGenders(woman!, 1, [0]);
    await setGenders(manForMen!, 0, [0]);
    await setGenders(manForWomen!, 0, [1]);
    expect((await recIds(alice.token)).sort()).toEqual([man, unknown, manForWomen].sort());
    // A member whose own genders are unknown sees everyone who is open to anyone.
    const bob = await member(BOB);
    expect((await recIds(bob.token)).sort()).toEqual([alice.id, man, woman, manForMen, unknown, manForWomen].sort());
  });
});

describe('POST /like/{userId} and POST /like/{userId}/super', () => {
  it('RECS-09, API-08: a like is stored once and answers the likes allowance; a repeated like writes and spends nothing', async () => {
    const alice = await member(ALICE);
    const [bob] = await insertMembers('m', 1);
    const first = await like(alice.token, bob!);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ meta: { status: 200 }, data: { match: false, likes_remaining: 99 } });
    const again = await like(alice.token, bob!);
    expect(again.body).toEqual(first.body);
    expect(await like(alice.token, bob!, 'super')).toMatchObject({ status: 200, body: { data: { match: false, likes_remaining: 99, super_likes: { remaining: 1, resets_at: null } } } });
    expect(await db().query('SELECT liker_id, liked_id, is_super FROM likes')).toEqual([{ liker_id: alice.id, liked_id: bob, is_super: false }]);
  });

  it('RECS-11: likes count down from 100; the 100th answer says until when; the 101st is 429/42901 with Retry-After and writes nothing; 12 h after the first like one is back', async () => {
    const alice = await member(ALICE);
    const others = await insertMembers('m', 102);
    const start = t.time.now();
    for (let i = 0; i < 99; i++) {
      const answer = await like(alice.token, others[i]!);
      expect(answer.body.data.likes_remaining).toBe(99 - i);
      expect(answer.body.data).not.toHaveProperty('rate_limited_until');
      if (i === 0) t.time.advance(HOUR);
    }
    const last = await like(alice.token, others[99]!);
    expect(last.body.data).toEqual({ match: false, likes_remaining: 0, rate_limited_until: start + 12 * HOUR });
    const before = await t.database.rowCounts();
    const refused = await like(alice.token, others[100]!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(11 * 3600));
    expect(refused.body).toEqual({
      meta: { status: 429 },
      error: { code: ErrorCode.RATE_LIMITED, message: 'Out of likes', retry_after: 11 * 3600, likes_remaining: 0, rate_limited_until: start + 12 * HOUR },
    });
    expect(await t.database.rowCounts()).toEqual(before);
    // Super likes are their own allowance.
    expect((await like(alice.token, others[100]!, 'super')).body.data).toMatchObject({ likes_remaining: 0, super_likes: { remaining: 0 } });
    // The first like leaves the 12-hour window: exactly one comes back; an hour later the other 99.
    t.time.advance(11 * HOUR - 1);
    expect((await like(alice.token, others[101]!)).status).toBe(429);
    t.time.advance(1);
    expect((await like(alice.token, others[101]!)).body.data).toEqual({ match: false, likes_remaining: 0, rate_limited_until: start + 13 * HOUR });
    t.time.advance(HOUR);
    const newcomer = await insertMembers('later', 1);
    expect((await like(alice.token, newcomer[0]!)).body.data.likes_remaining).toBe(98);
  });

  it('RECS-12, API-08: one super like a day: the answer carries super_likes { remaining, resets_at }; the next is 429/42901 until resets_at', async () => {
    const alice = await member(ALICE);
    const [bob, carol, dan] = await insertMembers('m', 3);
    const start = t.time.now();
    const resetsAt = new Date(start + 24 * HOUR).toISOString();
    const superLiked = await like(alice.token, bob!, 'super');
    expect(superLiked.body).toEqual({ meta: { status: 200 }, data: { match: false, likes_remaining: 100, super_likes: { remaining: 0, resets_at: resetsAt, per_day: 1, purchased: 0 } } });
    t.time.advance(HOUR);
    const refused = await like(alice.token, carol!, 'super');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(23 * 3600));
    expect(refused.body.error).toEqual({ code: ErrorCode.RATE_LIMITED, message: 'Out of super likes', retry_after: 23 * 3600, super_likes: { remaining: 0, resets_at: resetsAt } });
    expect(await count('likes')).toBe(1);
    // A plain like still works.
    expect((await like(alice.token, carol!)).body.data).toEqual({ match: false, likes_remaining: 99 });
    t.time.advance(23 * HOUR);
    expect((await like(alice.token, dan!, 'super')).body.data.super_likes).toEqual({ remaining: 0, resets_at: new Date(t.time.now() + 24 * HOUR).toISOString(), per_day: 1, purchased: 0 });
    expect(await db().query('SELECT liked_id, is_super FROM likes ORDER BY created_at')).toEqual([
      { liked_id: bob, is_super: true },
      { liked_id: carol, is_super: false },
      { liked_id: dan, is_super: true },
    ]);
  });

  it('MATCH-15, MATCH-01: a like of a member who liked first makes the match: the answer carries it, both sockets are nudged, once', async () => {
    const alice = await member(ALICE, 'Alice');
    await place(alice.id, BERLIN);
    const bob = await member(BOB, 'Bob');
    await place(bob.id, POTSDAM);
    const aliceSocket = await openSocket(alice.token);
    const bobSocket = await openSocket(bob.token);
    try {
      expect((await like(alice.token, bob.id)).body.data).toEqual({ match: false, likes_remaining: 99 });
      t.time.advance(60_000);
      const matched = await like(bob.token, alice.id);
      expect(matched.status).toBe(200);
      const match = matched.body.data.match;
      expect(matched.body.data).toEqual({
        match: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          created_date: new Date(t.time.now()).toISOString(),
          person: { _id: alice.id, name: 'Alice', age: 35, birth_date: '1991-01-01T00:00:00.000Z', distance: await cellKm(alice.id, bob.id), distance_unit: 'km', s_number: expect.any(Number) },
          messages: [],
        },
        likes_remaining: 99,
      });
      const nudge = { type: 'match', matchId: match._id };
      expect(await aliceSocket.drain()).toEqual([nudge]);
      expect(await bobSocket.drain()).toEqual([nudge]);
      // Liking again, from either side, answers the same match; nothing new is stored and nobody is nudged again.
      expect((await like(bob.token, alice.id)).body.data.match).toEqual(match);
      expect((await like(alice.token, bob.id, 'super')).body.data.match).toEqual({ ...match, person: { ...match.person, _id: bob.id, name: 'Bob', s_number: expect.any(Number) } });
      expect(await db().query('SELECT id FROM matches')).toEqual([{ id: match._id }]);
      expect(await count('likes')).toBe(2);
      expect(await aliceSocket.drain()).toEqual([]);
      expect(await bobSocket.drain()).toEqual([]);
      // Matched members leave each other's recs.
      expect(await recIds(alice.token)).toEqual([]);
    } finally {
      await aliceSocket.close();
      await bobSocket.close();
    }
  });

  it('MATCH-15: a super like back matches too; two likes meeting at the same moment make one match', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const carol = await member(CAROL);
    await like(alice.token, bob.id);
    expect((await like(bob.token, alice.id, 'super')).body.data.match).toMatchObject({ person: { _id: alice.id } });
    const [one, two] = await Promise.all([like(alice.token, carol.id), like(carol.token, alice.id)]);
    const matches = [one.body.data.match, two.body.data.match].filter((m) => m !== false);
    expect(matches.length).toBeGreaterThanOrEqual(1);
    const rows = await db().query<{ id: string }>('SELECT id FROM matches WHERE $1 IN (user_a, user_b) AND $2 IN (user_a, user_b)', [alice.id, carol.id]);
    expect(rows).toHaveLength(1);
    for (const m of matches) expect(m._id).toBe(rows[0]!.id);
  });

  it('RECS-09: likes crossing between three members at the same moment all go through (no deadlock)', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const carol = await member(CAROL);
    const answers = await Promise.all([like(alice.token, carol.id), like(carol.token, bob.id), like(bob.token, alice.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM likes WHERE liker_id IN ($1, $2, $3)', [alice.id, bob.id, carol.id]);
    expect(rows[0]!.n).toBe(3);
  });

  it('RECS-09: liking yourself is 400/40000; an unknown member, one still onboarding or banned is 404/40400; nothing is written', async () => {
    const alice = await member(ALICE);
    const newcomer = (await signInByPhone(t.client(), BOB)).body.onboardingState!.userId!;
    const banned = await member(CAROL);
    await t.server.auth.sessions.banUser(banned.id);
    const before = await t.database.rowCounts();
    for (const kind of ['like', 'super'] as const) {
      const self = await like(alice.token, alice.id, kind);
      expect([self.status, self.body.error.code]).toEqual([400, ErrorCode.BAD_REQUEST]);
      for (const target of ['0123456789abcdef01234567', newcomer, banned.id]) {
        const refused = await like(alice.token, target, kind);
        expect([refused.status, refused.body.error.code]).toEqual([404, ErrorCode.NOT_FOUND]);
      }
    }
    expect(await t.database.rowCounts()).toEqual(before);
  });
});

describe('POST /pass/{userId}', () => {
  it('RECS-10: a pass answers {} and keeps the member out of recs; a second pass changes nothing; yourself 400, unknown 404', async () => {
    const alice = await member(ALICE);
    const [bob, carol] = await insertMembers('m', 2);
    const passed = await pass(alice.token, bob!);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ meta: { status: 200 }, data: {} });
    expect((await pass(alice.token, bob!)).body).toEqual(passed.body);
    expect(await count('passes')).toBe(1);
    expect(await recIds(alice.token)).toEqual([carol]);
    // A pass spends no like.
    expect((await like(alice.token, carol!)).body.data.likes_remaining).toBe(99);
    const self = await pass(alice.token, alice.id);
    expect([self.status, self.body.error.code]).toEqual([400, ErrorCode.BAD_REQUEST]);
    const unknown = await pass(alice.token, '0123456789abcdef01234567');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(await count('passes')).toBe(1);
  });
});

describe('discovery: access control and bad input', () => {
  const routes = (id: string) => [
    ['GET', '/v2/recs/core'],
    ['POST', `/like/${id}`],
    ['POST', `/like/${id}/super`],
    ['POST', `/pass/${id}`],
  ] as const;

  it('API-05: no token is 401/40100 and an onboarding token 403/40300, on every discovery route; nothing is written', async () => {
    const [bob] = await insertMembers('m', 1);
    const onboarding = (await signInByPhone(t.client(), ALICE)).body.onboardingState!.onboardingToken!;
    const before = await t.database.rowCounts();
    for (const [method, path] of routes(bob!)) {
      const anonymous = await t.client().json(method, path);
      expect([anonymous.status, anonymous.body.error.code], `${method} ${path}`).toEqual([401, ErrorCode.UNAUTHORIZED]);
      const early = await t.client().json(method, path, { token: onboarding });
      expect([early.status, early.body.error.code], `${method} ${path}`).toEqual([403, ErrorCode.FORBIDDEN]);
    }
    expect(await t.database.rowCounts()).toEqual(before);
  });

  it('another member`s token acts as that member: Bob`s likes and passes are Bob`s, and Alice`s allowance and recs are untouched', async () => {
    const alice = await member(ALICE);
    const bob = await member(BOB);
    const [carol, dan] = await insertMembers('m', 2);
    await like(bob.token, carol!, 'super');
    await pass(bob.token, dan!);
    expect(await db().query('SELECT liker_id FROM likes')).toEqual([{ liker_id: bob.id }]);
    expect(await db().query('SELECT passer_id FROM passes')).toEqual([{ passer_id: bob.id }]);
    expect((await recIds(alice.token)).sort()).toEqual([bob.id, carol, dan].sort());
    expect((await like(alice.token, carol!, 'super')).body.data).toEqual({ match: false, likes_remaining: 100, super_likes: { remaining: 0, resets_at: expect.any(String), per_day: 1, purchased: 0 } });
  });

  it('a malformed id, a body with unknown fields, a query parameter the route does not take, and a huge body are 4xx with a code; nothing is written', async () => {
    const alice = await member(ALICE);
    const [bob] = await insertMembers('m', 1);
    const before = await t.database.rowCounts();
    for (const [method, path] of routes(encodeURIComponent('bad id!'))) {
      if (method === 'GET') continue;
      const refused = await t.client().json(method, path, { token: alice.token });
      expect([refused.status, refused.body.error.code], path).toEqual([400, ErrorCode.BAD_REQUEST]);
    }
    for (const [method, path] of routes(bob!)) {
      if (method === 'POST') {
        const unknownField = await t.client().post(path, { token: alice.token, body: { s_number: 1 } });
        expect([unknownField.status, unknownField.body.error.code], path).toEqual([400, ErrorCode.BAD_REQUEST]);
        const huge = await t.client().post(path, { token: alice.token, body: { padding: 'x'.repeat(70_000) } });
        expect([huge.status, huge.body.error.code], path).toEqual([413, ErrorCode.PAYLOAD_TOO_LARGE]);
        const text = await t.client().fetch(path, { method, headers: { 'x-auth-token': alice.token, 'content-type': 'text/plain' }, body: 'like' });
        expect(text.status, path).toBe(415);
      }
      const query = await t.client().json(method, `${path}?page=2`, { token: alice.token });
      expect([query.status, query.body.error.code], path).toEqual([400, ErrorCode.BAD_REQUEST]);
    }
    expect(await t.database.rowCounts()).toEqual(before);
    // An empty object or no body at all is fine.
    expect((await t.client().post(`/pass/${bob}`, { token: alice.token, body: {} })).status).toBe(200);
  });
});
