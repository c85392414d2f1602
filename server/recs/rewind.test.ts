import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_TIER_CATALOGUE, useTierCatalogue } from '../users';
import { insertCandidates, recIds, setColumns, signedIn, type SignedIn } from './testing/discovery-members';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const swipe = (member: SignedIn, kind: 'like' | 'super' | 'pass', id: string) =>
  t.client().post(kind === 'pass' ? `/pass/${id}` : kind === 'super' ? `/like/${id}/super` : `/like/${id}`, { token: member.token });
const rewind = (member: SignedIn, kind: 'like' | 'super' | 'pass', id: string) =>
  t.client().json('DELETE', kind === 'pass' ? `/pass/${id}` : kind === 'super' ? `/like/${id}/super` : `/like/${id}`, { token: member.token });

const plusMember = async (phone: string): Promise<SignedIn> => {
  const member = await signedIn(t, phone);
  await setColumns(t, member.id, { tier: 'plus' });
  return member;
};

describe('rewind (RECS-14): DELETE /like/{id}, DELETE /like/{id}/super (EP-073), DELETE /pass/{id}', () => {
  it('RECS-14: a member whose tier has undo takes back the last like: the candidate is recommended again and the like is given back', async () => {
    const me = await plusMember('+14155550401');
    // A tier with undo but without unlimited likes (the tier tables decide), so the like is counted and given back.
    useTierCatalogue({ ...DEFAULT_TIER_CATALOGUE, plus: { ...DEFAULT_TIER_CATALOGUE.plus, unlimitedLikes: false } });
    onTestFinished(() => useTierCatalogue(DEFAULT_TIER_CATALOGUE));
    await insertCandidates(t, [{ id: 'lena' }, { id: 'kai' }]);
    expect((await swipe(me, 'like', 'lena')).body.data.likes_remaining).toBe(99);
    expect(await recIds(t, me.token)).toEqual(['kai']);
    const undone = await rewind(me, 'like', 'lena');
    expect(undone.status).toBe(200);
    expect(undone.body.data).toEqual({ likes_remaining: 100, super_likes: { remaining: 1, resets_at: null, per_day: 1, purchased: 0 } });
    expect((await recIds(t, me.token)).sort()).toEqual(['kai', 'lena']);
    expect(await t.database.db.query('SELECT * FROM likes')).toEqual([]);
  });

  it('RECS-14, RECS-12: the last super like and the last pass are taken back the same way; the super like comes back', async () => {
    const me = await plusMember('+14155550402');
    await insertCandidates(t, [{ id: 'lena' }, { id: 'kai' }]);
    expect((await swipe(me, 'super', 'lena')).body.data.super_likes.remaining).toBe(0);
    expect((await rewind(me, 'super', 'lena')).body.data.super_likes).toEqual({ remaining: 1, resets_at: null, per_day: 1, purchased: 0 });
    await swipe(me, 'pass', 'kai');
    expect((await rewind(me, 'pass', 'kai')).status).toBe(200);
    expect((await recIds(t, me.token)).sort()).toEqual(['kai', 'lena']);
  });

  it('RECS-14: only the last swipe, once: an earlier one, another kind, a second rewind and nothing swiped are 409/40900', async () => {
    const me = await plusMember('+14155550403');
    await insertCandidates(t, [{ id: 'lena' }, { id: 'kai' }, { id: 'noor' }]);
    expect((await rewind(me, 'like', 'lena')).status).toBe(409);
    await swipe(me, 'like', 'lena');
    await swipe(me, 'pass', 'kai');
    for (const [kind, id] of [['like', 'lena'], ['like', 'kai'], ['super', 'kai']] as const) {
      const refused = await rewind(me, kind, id);
      expect([refused.status, refused.body.error.code], `${kind} ${id}`).toEqual([409, ErrorCode.CONFLICT]);
    }
    expect((await rewind(me, 'pass', 'kai')).status).toBe(200);
    expect((await rewind(me, 'pass', 'kai')).status).toBe(409);
    // The like before it stays: a rewind goes back one swipe only.
    expect((await rewind(me, 'like', 'lena')).status).toBe(409);
    expect(await t.database.db.query('SELECT liked_id FROM likes')).toEqual([{ liked_id: 'lena' }]);
  });

  it('RECS-14: a like that made a match cannot be rewound (409); the match stays', async () => {
    const me = await plusMember('+14155550404');
    await insertCandidates(t, [{ id: 'lena' }]);
    await t.database.db.query("INSERT INTO likes (liker_id, liked_id, created_at) VALUES ('lena', $1, now())", [me.id]);
    expect((await swipe(me, 'like', 'lena')).body.data.match).toMatchObject({ person: { _id: 'lena' } });
    expect((await rewind(me, 'like', 'lena')).status).toBe(409);
    expect(await t.database.db.query('SELECT count(*)::int AS n FROM matches')).toEqual([{ n: 1 }]);
  });

  it('RECS-14, PUR-08: a free member gets 403 with the paywall code, naming undo and the tier that has it; nothing changes', async () => {
    const me = await signedIn(t, '+14155550405');
    await insertCandidates(t, [{ id: 'lena' }]);
    await swipe(me, 'like', 'lena');
    const before = await t.database.rowCounts();
    const refused = await rewind(me, 'like', 'lena');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: ErrorCode.PAYWALL_REQUIRED, message: expect.any(String), paywall: { feature: 'undo', required_tier: 'plus' } });
    expect(await t.database.rowCounts()).toEqual(before);
  });

  it('another member`s token rewinds that member`s own last swipe only: Bob cannot take back Alice`s like', async () => {
    const aliceMember = await plusMember('+14155550406');
    const bob = await plusMember('+14155550407');
    await insertCandidates(t, [{ id: 'lena' }]);
    await swipe(aliceMember, 'like', 'lena');
    expect((await rewind(bob, 'like', 'lena')).status).toBe(409);
    expect((await rewind(bob, 'super', 'lena')).status).toBe(409);
    expect((await rewind(bob, 'pass', 'lena')).status).toBe(409);
    expect(await t.database.db.query('SELECT liker_id FROM likes')).toEqual([{ liker_id: aliceMember.id }]);
    expect((await rewind(aliceMember, 'like', 'lena')).status).toBe(200);
  });
});
