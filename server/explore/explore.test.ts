import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { insertCandidates, northOf, setColumns, signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  // Tokens outlive the allowance's hour, so a test can move the clock on.
  t = await startTestServer({ overrides: { auth: { accessTokenTtlMs: 7 * 24 * 3_600_000 } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const BERLIN = { lat: 52.52, lng: 13.405 };
const db = () => t.database.db;

const catalogs = async (me: SignedIn) => {
  const answer = await t.client().get('/v2/explore', { token: me.token });
  expect(answer.status).toBe(200);
  return answer.body.data.catalogs as Array<{ id: string; key: string; theme: string; members: number; joined: boolean }>;
};
const join = (me: SignedIn, catalogId: string) => t.client().post(`/v2/explore/${catalogId}/join`, { token: me.token });
const leave = (me: SignedIn, catalogId: string) => t.client().json('DELETE', `/v2/explore/${catalogId}/join`, { token: me.token });
const catalogIds = async (me: SignedIn, catalogId: string): Promise<string[]> => {
  const answer = await t.client().get(`/v2/explore/${catalogId}/recs`, { token: me.token });
  expect(answer.status).toBe(200);
  return (answer.body.data.results as Array<{ type: string; user: { _id: string } }>).map((r) => r.user._id);
};
/** Members written into the database, each joined to the catalog. */
const joined = async (catalogId: string, ids: readonly string[], at = BERLIN) => {
  await insertCandidates(t, ids.map((id) => ({ id, birthDate: '1991-03-01', at })));
  for (const id of ids) await db().query('INSERT INTO explore_members (catalog_id, user_id, joined_at) VALUES ($1, $2, now())', [catalogId, id]);
};

describe('Explore (EXP-01, EXP-02): GET /v2/explore, joining, a catalog`s cards', () => {
  it('EXP-01: the catalogs come in their order with their message key, theme, how many joined and whether the caller did', async () => {
    const me = await signedIn(t, '+14155550901');
    const list = await catalogs(me);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.map((c) => c.id).slice(0, 3)).toEqual(['looking-for-love', 'free-tonight', 'coffee-date']);
    expect(list.every((c) => c.members === 0 && !c.joined)).toBe(true);
    expect(list.find((c) => c.id === 'free-tonight')).toMatchObject({ key: 'freeTonight', theme: expect.stringMatching(/^[a-z]+$/) });
  });

  it('EXP-02: joining opts in (once, however often asked) and counts; leaving opts out; an unknown catalog is 404', async () => {
    const me = await signedIn(t, '+14155550902');
    const other = await signedIn(t, '+14155550903');
    expect((await join(me, 'free-tonight')).body.data.catalog).toMatchObject({ id: 'free-tonight', joined: true, members: 1 });
    expect((await join(me, 'free-tonight')).body.data.catalog).toMatchObject({ joined: true, members: 1 });
    await join(other, 'free-tonight');
    expect((await catalogs(me)).find((c) => c.id === 'free-tonight')).toMatchObject({ joined: true, members: 2 });
    expect((await leave(me, 'free-tonight')).body.data.catalog).toMatchObject({ joined: false, members: 1 });
    expect((await catalogs(other)).find((c) => c.id === 'free-tonight')).toMatchObject({ joined: true, members: 1 });
    for (const answer of [await join(me, 'no-such-catalog'), await leave(me, 'no-such-catalog'), await t.client().get('/v2/explore/no-such-catalog/recs', { token: me.token })]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await join(me, 'Bad_Id!')).status).toBe(400);
  });

  it('EXP-01: a catalog`s cards are the members who joined it, in the shape of GET /v2/recs/core, with a coarse distance and never a position', async () => {
    const me = await signedIn(t, '+14155550904');
    await setColumns(t, me.id, { lat: BERLIN.lat, lng: BERLIN.lng });
    await joined('coffee-date', ['cd-1', 'cd-2']);
    await insertCandidates(t, [{ id: 'outsider', birthDate: '1991-03-01', at: BERLIN }]);
    expect((await catalogIds(me, 'coffee-date')).sort()).toEqual(['cd-1', 'cd-2']);
    expect(await catalogIds(me, 'free-tonight')).toEqual([]);
    const answer = await t.client().get('/v2/explore/coffee-date/recs', { token: me.token });
    const [rec] = answer.body.data.results;
    expect(rec).toMatchObject({ type: 'user', user: { _id: expect.any(String), name: expect.any(String) }, s_number: expect.any(Number) });
    expect(JSON.stringify(answer.body)).not.toMatch(/"lat"|"lng"|52\.52/);
  });

  it('EXP-01: never the viewer, anyone they liked, passed, matched or blocked either way, a banned or unfinished member', async () => {
    const me = await signedIn(t, '+14155550905');
    await join(me, 'music-lovers');
    await joined('music-lovers', ['liked', 'passed', 'matched', 'blocked', 'blocker', 'banned', 'newcomer', 'shown']);
    await db().query("INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, 'liked', false, now())", [me.id]);
    await db().query("INSERT INTO passes (passer_id, passed_id, created_at) VALUES ($1, 'passed', now())", [me.id]);
    await db().query("INSERT INTO matches (id, user_a, user_b, created_at, updated_at) VALUES ('m-1', $1, 'matched', now(), now())", [me.id]);
    await db().query("INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, 'blocked', now()), ('blocker', $1, now())", [me.id]);
    await setColumns(t, 'banned', { banned_at: new Date() });
    await setColumns(t, 'newcomer', { onboarding_state: 'onboarding' });
    expect(await catalogIds(me, 'music-lovers')).toEqual(['shown']);
  });

  it('EXP-01: the viewer`s genders, ages and distance hold, and so do the member`s own', async () => {
    const me = await signedIn(t, '+14155550906', { birthDate: '1990-06-01' });
    await setColumns(t, me.id, { lat: BERLIN.lat, lng: BERLIN.lng, gender: 0, interested_in: [1], age_filter_min: 25, age_filter_max: 45, distance_filter: 10 });
    await joined('outdoorsy', ['fits', 'wrong-gender', 'too-old', 'far', 'not-into-me', 'age-excludes-me']);
    await joined('outdoorsy', ['far-away'], northOf(BERLIN, 50));
    for (const id of ['fits', 'too-old', 'far', 'not-into-me', 'age-excludes-me', 'far-away']) await setColumns(t, id, { gender: 1 });
    await setColumns(t, 'wrong-gender', { gender: 0 });
    await setColumns(t, 'too-old', { birth_date: '1960-01-01' });
    await setColumns(t, 'not-into-me', { interested_in: [1] });
    await setColumns(t, 'age-excludes-me', { age_filter_min: 18, age_filter_max: 25 });
    await setColumns(t, 'far', { distance_filter: 1 });
    await setColumns(t, 'far', { lat: northOf(BERLIN, 5).lat });
    expect(await catalogIds(me, 'outdoorsy')).toEqual(['fits']);
  });
  it('EXP-02: joining and leaving are limited to 30 changes in any hour (429 with when to try again); asking for what is already so costs nothing', async () => {
    const me = await signedIn(t, '+14155550907');
    for (let i = 0; i < 15; i++) {
      expect((await join(me, 'foodies')).status).toBe(200);
      expect((await join(me, 'foodies')).status).toBe(200);
      expect((await leave(me, 'foodies')).status).toBe(200);
    }
    const refused = await join(me, 'foodies');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await leave(me, 'foodies')).status).toBe(200);
    t.time.advance(3_600_000);
    expect((await join(me, 'foodies')).body.data.catalog).toMatchObject({ joined: true });
  });
});
