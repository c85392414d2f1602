import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { photo } from '../media/testing/images';
import { insertCandidates, setColumns, signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';

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

const MINUTE = 60_000;

/** Members who liked `me`, the first liking last (so the list's order is the given one), each with a photo. */
const likedBy = async (me: SignedIn, specs: ReadonlyArray<{ id: string; name: string; birthDate: string; interests?: string[]; superLike?: boolean }>) => {
  await insertCandidates(
    t,
    specs.map((spec) => ({ id: spec.id, name: spec.name, birthDate: spec.birthDate, columns: { interests: spec.interests ?? [] } })),
  );
  const photoIds: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const added = await t.server.media.service.addPhoto(spec.id, await photo({ width: 400, height: 500, format: 'jpeg', left: '#ff2200', right: '#0022ff' }));
    if (!added.ok) throw new Error('no photo');
    photoIds.push(added.value.id, ...added.value.processedFiles.map((file) => file.url), added.value.url);
    await t.database.db.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, $3, $4)', [
      spec.id,
      me.id,
      spec.superLike === true,
      new Date(t.time.now() - (specs.length - i) * MINUTE),
    ]);
  }
  return photoIds;
};

const gold = (member: SignedIn) => setColumns(t, member.id, { tier: 'gold' });

describe('likes-you (LIKES-02, LIKES-03): GET /v2/fast-match, count, teasers', () => {
  it('NAV-03: the count behind the likes badge is exact up to 1,000 likes and says it is partial beyond', async () => {
    const me = await signedIn(t, '+14155550609');
    const likers = (n: number, from: number) =>
      t.database.db.query(
        `WITH made AS (
           INSERT INTO users (id, name, onboarding_state, created_at)
           SELECT 'bulk-liker-' || i, 'Bulk ' || i, 'complete', now() FROM generate_series($1::int, $2::int) AS i RETURNING id)
         INSERT INTO likes (liker_id, liked_id, is_super, created_at) SELECT id, $3, false, now() FROM made`,
        [from, from + n - 1, me.id],
      );
    await likers(1_000, 1);
    expect((await t.client().get('/v2/fast-match/count', { token: me.token })).body.data).toMatchObject({ count: 1_000, partial: false });
    await likers(5, 1_001);
    expect((await t.client().get('/v2/fast-match/count', { token: me.token })).body.data).toMatchObject({ count: 1_000, partial: true });
  });

  it('LIKES-02: a member without Gold gets the count and blurred teasers only: no real photo URL, name, id or age in any answer', async () => {
    const me = await signedIn(t, '+14155550601');
    const secrets = await likedBy(me, [
      { id: 'liker-lena-7x', name: 'Lenatheliker', birthDate: '1993-02-03' },
      { id: 'liker-kai-9q', name: 'Kaitheliker', birthDate: '1991-04-05' },
    ]);
    const count = await t.client().get('/v2/fast-match/count', { token: me.token });
    expect(count.body.data).toEqual({ count: 2, partial: false, tier: 'none' });
    const list = await t.client().get('/v2/fast-match', { token: me.token });
    expect(list.status).toBe(403);
    expect(list.body.error).toMatchObject({ code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature: 'likes_you', required_tier: 'gold' } });
    const teasers = await t.client().get('/v2/fast-match/teasers', { token: me.token });
    expect(teasers.status).toBe(200);
    expect(teasers.body.data.count).toBe(2);
    const urls = (teasers.body.data.results as Array<{ user: { photos: Array<{ url: string }> } }>).map((r) => r.user.photos[0]!.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/media\/teasers\/[A-Za-z0-9_-]{43}\.webp$/);
    const posted = await t.client().post('/v2/fast-match', { token: me.token, body: { user_id: 'liker-lena-7x', action: 'like' } });
    expect(posted.status).toBe(403);
    const everything = JSON.stringify([count.body, list.body, teasers.body, posted.body]);
    for (const secret of [...secrets, 'liker-lena-7x', 'liker-kai-9q', 'Lenatheliker', 'Kaitheliker', '1993', '1991', 'birth', 'name', '_id']) {
      expect(everything).not.toContain(secret);
    }
    // The pictures: small, blurred WebP files, whatever the photo was.
    const origin = new URL(t.baseUrl).origin;
    for (const url of urls) {
      const answer = await fetch(`${origin}${url}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
      expect(meta.width! * meta.height!).toBeLessThanOrEqual(96 * 128);
    }
    expect((await fetch(`${origin}/media/teasers/${'A'.repeat(43)}.webp`)).status).toBe(404);
  });

  it('LIKES-02, LIKES-03: Gold gets the real list, newest first, with cards and super likes; a like there matches at once', async () => {
    const me = await signedIn(t, '+14155550602');
    await gold(me);
    await likedBy(me, [
      { id: 'older', name: 'Olde', birthDate: '1990-01-01' },
      { id: 'newer', name: 'Newt', birthDate: '1992-01-01', superLike: true },
    ]);
    const list = await t.client().get('/v2/fast-match', { token: me.token });
    expect(list.status).toBe(200);
    const results = list.body.data.results as Array<{ user: { _id: string; name: string; photos: unknown[] }; is_super_like?: boolean }>;
    expect(results.map((r) => r.user._id)).toEqual(['newer', 'older']);
    expect(results[0]).toMatchObject({ is_super_like: true, user: { name: 'Newt' } });
    expect(results[0]!.user.photos).toHaveLength(1);
    const matched = await t.client().post('/v2/fast-match', { token: me.token, body: { user_id: 'older', action: 'like' } });
    expect(matched.status).toBe(200);
    expect(matched.body.data.match).toMatchObject({ person: { _id: 'older' }, is_fast_match: true });
    const passed = await t.client().post('/v2/fast-match', { token: me.token, body: { user_id: 'newer', action: 'pass' } });
    expect(passed.body.data).toEqual({ match: false });
    expect((await t.client().get('/v2/fast-match', { token: me.token })).body.data.results).toEqual([]);
    expect((await t.client().get('/v2/fast-match/count', { token: me.token })).body.data.count).toBe(0);
    // Someone who did not like the member is not in the list to answer.
    await insertCandidates(t, [{ id: 'stranger' }]);
    expect((await t.client().post('/v2/fast-match', { token: me.token, body: { user_id: 'stranger', action: 'like' } })).status).toBe(404);
  });

  it('LIKES-03, LIKES-07: pages by page token, and filters by passions', async () => {
    const me = await signedIn(t, '+14155550603');
    await gold(me);
    const specs = Array.from({ length: 25 }, (_, i) => ({ id: `l${String(i).padStart(2, '0')}`, name: `L${i}`, birthDate: '1990-01-01', interests: i % 5 === 0 ? ['it_54'] : ['it_1'] }));
    await insertCandidates(t, specs.map((spec) => ({ id: spec.id, columns: { interests: spec.interests } })));
    for (const [i, spec] of specs.entries()) {
      await t.database.db.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, false, $3)', [spec.id, me.id, new Date(t.time.now() - (100 - i) * MINUTE)]);
    }
    const first = await t.client().get('/v2/fast-match', { token: me.token });
    expect(first.body.data.results).toHaveLength(20);
    const second = await t.client().get(`/v2/fast-match?page_token=${first.body.data.next_page_token}`, { token: me.token });
    expect(second.body.data.results).toHaveLength(5);
    expect(second.body.data.next_page_token).toBeUndefined();
    const ids = [...first.body.data.results, ...second.body.data.results].map((r: { user: { _id: string } }) => r.user._id);
    expect(new Set(ids).size).toBe(25);
    const filtered = await t.client().get('/v2/fast-match?passions=it_54,it_7', { token: me.token });
    expect(filtered.body.data.results.map((r: { user: { _id: string } }) => r.user._id)).toEqual(['l20', 'l15', 'l10', 'l05', 'l00']);
    expect((await t.client().get('/v2/fast-match?page_token=nope!', { token: me.token })).status).toBe(400);
  });
});

describe('my likes (LIKES-08): GET /v2/my-likes', () => {
  it('LIKES-08: the likes the member sent, newest first, by page token', async () => {
    const me = await signedIn(t, '+14155550604');
    await insertCandidates(t, [{ id: 'ana' }, { id: 'ben' }]);
    expect((await t.client().post('/like/ana', { token: me.token })).status).toBe(200);
    await t.time.advanceAsync(1000);
    expect((await t.client().post('/like/ben/super', { token: me.token })).status).toBe(200);
    const mine = await t.client().get('/v2/my-likes', { token: me.token });
    expect(mine.body.data.results.map((r: { user: { _id: string } }) => r.user._id)).toEqual(['ben', 'ana']);
    expect(mine.body.data.results[0].is_super_like).toBe(true);
  });
});
