import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../realtime/testing/test-socket';
import { signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { dataDir: mkdtempSync(join(tmpdir(), 'spark-recs-')) } });
  await t.server.world.seedIfEmpty();
});
afterAll(async () => {
  await t?.close();
});

describe('discovery in the demo world', () => {
  it('MATCH-15, RECS-03: a newcomer`s recs are demo members near the default location; liking back one who liked them matches at once', async () => {
    const newcomer = await signedInMember(t.client(), t.database.db, '+4915112345701', { name: 'Nina', birthDate: '1996-04-04' });
    const admirers = await t.database.db.query<{ liker_id: string; is_super: boolean }>('SELECT liker_id, is_super FROM likes WHERE liked_id = $1', [newcomer.userId]);
    expect(admirers.length).toBeGreaterThan(100);

    const recs = await t.client().get('/v2/recs/core', { token: newcomer.authToken! });
    expect(recs.status).toBe(200);
    const results = recs.body.data.results as Array<{ type: string; user: { _id: string; photos: unknown[] }; is_super_like?: boolean }>;
    expect(results).toHaveLength(20);
    const superFans = new Set(admirers.filter((row) => row.is_super).map((row) => row.liker_id));
    for (const rec of results) {
      expect(rec.type).toBe('user');
      expect(rec.user.photos.length).toBeGreaterThan(0);
      expect(rec.is_super_like ?? false).toBe(superFans.has(rec.user._id));
    }

    const ticket = (await t.client().get('/ws/generate', { token: newcomer.authToken! })).body.data as { url: string };
    const socket = new TestSocket(new URL(t.baseUrl).origin, ticket.url);
    try {
      await socket.opened();
      const admirer = admirers[0]!.liker_id;
      const liked = await t.client().post(`/like/${admirer}`, { token: newcomer.authToken! });
      expect(liked.status).toBe(200);
      expect(liked.body.data.match).toMatchObject({ person: { _id: admirer }, messages: [] });
      expect(await socket.drain()).toEqual([{ type: 'match', matchId: liked.body.data.match._id }]);

      const admirerIds = new Set(admirers.map((row) => row.liker_id));
      const [stranger] = await t.database.db.query<{ id: string }>('SELECT id FROM users WHERE is_demo AND NOT (id = ANY ($1)) ORDER BY id LIMIT 1', [[...admirerIds]]);
      expect((await t.client().post(`/like/${stranger!.id}`, { token: newcomer.authToken! })).body.data).toEqual({ match: false, likes_remaining: 98 });
      expect(await socket.drain()).toEqual([]);
      const after = (await t.client().get('/v2/recs/core', { token: newcomer.authToken! })).body.data.results as Array<{ user: { _id: string } }>;
      for (const gone of [admirer, stranger!.id]) expect(after.map((rec) => rec.user._id)).not.toContain(gone);
    } finally {
      await socket.close();
    }
  });
});
