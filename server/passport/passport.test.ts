import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../testing/sign-in';
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

const BERLIN = { lat: 52.52, lng: 13.405 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const db = () => t.database.db;
const member = async (phone: string, name: string, at: { lat: number; lng: number }, tier = 'none') => {
  const login = await signedInMember(t.client(), db(), phone, { name, birthDate: '1990-06-01' });
  await db().query('UPDATE users SET lat = $2, lng = $3, tier = $4 WHERE id = $1', [login.userId, at.lat, at.lng, tier]);
  return { id: login.userId!, token: login.authToken! };
};
const recs = async (token: string) => {
  const answer = await t.client().get('/v2/recs/core', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.results.map((rec: { user: { _id: string; distance?: number } }) => rec.user);
};
const profile = async (token: string) => (await t.client().get('/v2/profile', { token })).body.data;

describe('SET-14: the passport', () => {
  it('SET-14: a member whose tier lacks the passport is refused every passport call with the paywall code, naming passport and Plus', async () => {
    const free = await member('+14155550301', 'Free', BERLIN);
    const calls = [
      t.client().get('/location/popular', { token: free.token }),
      t.client().get('/location/search?q=par', { token: free.token }),
      t.client().post('/passport/user/travel', { token: free.token, body: { place_id: 'paris-fr' } }),
      t.client().post('/passport/user/travel/reset', { token: free.token }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe(40390);
      expect(answer.body.error.paywall).toEqual({ feature: 'passport', required_tier: 'plus' });
    }
    const own = await profile(free.token);
    expect(own.travel).toEqual({ is_traveling: false, travel_pos: null, travel_location_info: null });
    expect(own.feature_access.passport).toEqual({ allow: false, required_tier: 'plus' });
  });

  it('SET-14: a Plus member gets the popular places and searches the catalogue by the start of a word, accents and case ignored', async () => {
    const plus = await member('+14155550302', 'Plus', BERLIN, 'plus');
    expect((await profile(plus.token)).feature_access.passport).toEqual({ allow: true, required_tier: 'plus' });
    const popular = await t.client().get('/location/popular', { token: plus.token });
    expect(popular.status).toBe(200);
    const names = popular.body.data.locations.map((l: { name: string }) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Paris', 'Tokyo', 'New York', 'London']));
    expect(popular.body.data.locations.find((l: { name: string }) => l.name === 'Paris')).toEqual({
      id: 'paris-fr',
      name: 'Paris',
      country: 'France',
      country_code: 'FR',
      lat: 48.8566,
      lon: 2.3522,
    });
    const search = async (q: string) =>
      (await t.client().get(`/location/search?q=${encodeURIComponent(q)}`, { token: plus.token })).body.data.locations.map((l: { name: string }) => l.name);
    expect(await search('SAO')).toEqual(['São Paulo']);
    expect(await search('paulo')).toEqual(['São Paulo']);
    expect(await search('zur')).toEqual(['Zürich']);
    // A country's name finds its places, after the names that start with the words.
    expect(await search('japan')).toEqual(['Tokyo']);
    expect(await search('xyz')).toEqual([]);
    // At most 10 results.
    expect((await search('a')).length).toBeLessThanOrEqual(10);
  });

  it('SET-14: a search longer than 64 characters, an empty one, a malformed place id and an unknown place are refused', async () => {
    const plus = await member('+14155550303', 'Plus', BERLIN, 'plus');
    expect((await t.client().get(`/location/search?q=${'a'.repeat(65)}`, { token: plus.token })).status).toBe(400);
    expect((await t.client().get('/location/search?q=', { token: plus.token })).status).toBe(400);
    expect((await t.client().post('/passport/user/travel', { token: plus.token, body: { place_id: '../x' } })).status).toBe(400);
    expect((await t.client().post('/passport/user/travel', { token: plus.token, body: { lat: 1, lon: 2 } })).status).toBe(400);
    const unknown = await t.client().post('/passport/user/travel', { token: plus.token, body: { place_id: 'atlantis-xx' } });
    expect(unknown.status).toBe(404);
    expect((await profile(plus.token)).travel.is_traveling).toBe(false);
  });

  it('SET-14: travelling sets the profile travel block and recs come from the travel place; resetting brings them home', async () => {
    const traveller = await member('+14155550304', 'Traveller', BERLIN, 'plus');
    const berliner = await member('+14155550305', 'Berliner', BERLIN);
    const parisienne = await member('+14155550306', 'Parisienne', PARIS);
    expect((await recs(traveller.token)).map((u: { _id: string }) => u._id)).toEqual([berliner.id]);

    const travel = await t.client().post('/passport/user/travel', { token: traveller.token, body: { place_id: 'paris-fr' } });
    expect(travel.status).toBe(200);
    const block = {
      is_traveling: true,
      travel_pos: { lat: 48.8566, lon: 2.3522 },
      travel_location_info: { id: 'paris-fr', name: 'Paris', country: 'France', country_code: 'FR', lat: 48.8566, lon: 2.3522 },
    };
    expect(travel.body.data.travel).toEqual(block);
    expect((await profile(traveller.token)).travel).toEqual(block);
    const inParis = await recs(traveller.token);
    expect(inParis.map((u: { _id: string }) => u._id)).toEqual([parisienne.id]);
    // Distances on the traveller's cards are measured from the travel place: the same cell, 1 km.
    expect(inParis[0].distance).toBe(1);
    expect((await t.client().get(`/user/${parisienne.id}`, { token: traveller.token })).body.data.distance).toBe(1);

    const reset = await t.client().post('/passport/user/travel/reset', { token: traveller.token });
    expect(reset.status).toBe(200);
    expect(reset.body.data.travel).toEqual({ is_traveling: false, travel_pos: null, travel_location_info: null });
    expect((await recs(traveller.token)).map((u: { _id: string }) => u._id)).toEqual([berliner.id]);
  });

  it('SET-14: a traveller whose tier lapses is measured from home again: the stored place no longer applies', async () => {
    const traveller = await member('+14155550307', 'Traveller', BERLIN, 'gold');
    const berliner = await member('+14155550308', 'Berliner', BERLIN);
    await member('+14155550309', 'Parisienne', PARIS);
    expect((await t.client().post('/passport/user/travel', { token: traveller.token, body: { place_id: 'paris-fr' } })).status).toBe(200);
    await db().query("UPDATE users SET tier = 'none' WHERE id = $1", [traveller.id]);
    expect((await profile(traveller.token)).travel.is_traveling).toBe(false);
    expect((await recs(traveller.token)).map((u: { _id: string }) => u._id)).toEqual([berliner.id]);
  });
});
