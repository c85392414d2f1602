import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { insertCandidates, northOf, place, recIds, setColumns, signedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';

const DURATION_MS = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { boosts: { durationMs: DURATION_MS } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const DAY = 86_400_000;

describe('boosts (BOOST-01, BOOST-04): POST /boost, GET /boost/result', () => {
  it('BOOST-04, BOOST-01, BOOST-02: a Gold member starts a boost: the entity with its expiry, duration, remaining and the unit m; it ends after its duration', async () => {
    const me = await signedIn(t, '+14155550701');
    await setColumns(t, me.id, { tier: 'gold' });
    const before = await t.client().get('/boost/result', { token: me.token });
    expect(before.body.data).toMatchObject({ boost_id: null, boost_ended: true, remaining: 1, boost_refresh_interval_unit: 'm' });
    const started = await t.client().post('/boost', { token: me.token });
    expect(started.status).toBe(200);
    const now = t.time.now();
    expect(started.body.data).toMatchObject({
      duration: DURATION_MS,
      expires_at: now + DURATION_MS,
      boost_ended: false,
      remaining: 0,
      resets_at: now + 30 * DAY,
      boost_refresh_amount: 1,
      boost_refresh_interval: 30 * 24 * 60,
      boost_refresh_interval_unit: 'm',
      is_super_boost: false,
      is_primetime_boost: false,
      consumed_from: 'subscription',
    });
    expect(typeof started.body.data.boost_id).toBe('string');
    expect((await t.client().post('/boost', { token: me.token })).status).toBe(409);
    t.time.advance(DURATION_MS);
    const after = await t.client().get('/boost/result', { token: me.token });
    expect(after.body.data).toMatchObject({ boost_id: started.body.data.boost_id, boost_ended: true, remaining: 0 });
    const out = await t.client().post('/boost', { token: me.token });
    expect(out.status).toBe(429);
    expect(out.body.error).toMatchObject({ code: ErrorCode.RATE_LIMITED, boost: { remaining: 0, resets_at: now + 30 * DAY } });
    t.time.advance(30 * DAY);
    const again = await signedIn(t, '+14155550701');
    expect((await t.client().post('/boost', { token: again.token })).status).toBe(200);
  });

  it('BOOST-04: a tier without boosts is refused with the paywall code', async () => {
    const me = await signedIn(t, '+14155550702');
    const refused = await t.client().post('/boost', { token: me.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature: 'boost' } });
  });

  it('BOOST-04, RECS-03: a boost raises the member in others\' recs at once, and its end brings them back down', async () => {
    const viewer = await signedIn(t, '+14155550703');
    const booster = await signedIn(t, '+14155550704', { name: 'Bo' });
    await setColumns(t, booster.id, { tier: 'gold' });
    // The others at the default location, the booster 10 km north of it: last without the boost, first with it.
    await place(t, booster.id, northOf({ lat: 52.52, lng: 13.405 }, 10));
    await insertCandidates(t, [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }, { id: 'c4' }]);
    const before = await recIds(t, viewer.token);
    expect(before.at(-1)).toBe(booster.id);
    expect((await t.client().post('/boost', { token: booster.token })).status).toBe(200);
    expect((await recIds(t, viewer.token))[0]).toBe(booster.id);
    const rec = (await t.client().get('/v2/recs/core', { token: viewer.token })).body.data.results[0];
    expect(rec).toMatchObject({ is_boost: true });
    t.time.advance(DURATION_MS);
    expect(await recIds(t, viewer.token)).toEqual(before);
  });
});
