/**
 * Location privacy, tried as a hostile member would (issue: distances give members' homes away). The attacker
 * moves their own position through `POST /v2/meta` and reads the victims' distances through `GET /v2/recs/core`
 * and `GET /user/{id}`, then places each victim where the distances fit best (least squares over a fine grid).
 * The same attacker, against distances rounded from the exact positions (what the server answered before), places
 * victims within a few hundred metres: the attack is real, and the cells are what stop it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineDistance } from '../../core/location';
import type { LatLng } from '../../core/shared';
import type { Position } from '../geo/position';
import { signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  // The attacker works for a day of fake time: tokens outlive it.
  t = await startTestServer({ overrides: { auth: { accessTokenTtlMs: 7 * 24 * 3_600_000 } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const BERLIN = { lat: 52.52, lng: 13.405 };
const MINUTE = 60_000;
const KM_PER_DEG = (Math.PI * 6371) / 180;
const km = (a: Position, b: Position): number => haversineDistance(a as LatLng, b as LatLng) / 1000;
/** A point `east` and `north` kilometres from `from`. */
const offset = (from: Position, east: number, north: number): Position => ({
  lat: from.lat + north / KM_PER_DEG,
  lng: from.lng + east / (KM_PER_DEG * Math.cos((from.lat * Math.PI) / 180)),
});

/** A seeded generator (mulberry32), so the victims are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
  return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
};

interface Victim {
  readonly id: string;
  readonly home: Position;
  readonly phone: string;
  readonly email: string;
  readonly birthDate: string;
}

const insertVictims = async (count: number): Promise<Victim[]> => {
  const next = random(20_260_101);
  const victims = Array.from({ length: count }, (_, i) => ({
    id: `victim-${String(i).padStart(2, '0')}`,
    // Homes spread over 10 km by 10 km around the centre, at metre precision.
    home: offset(BERLIN, Math.round((next() * 10 - 5) * 1000) / 1000, Math.round((next() * 10 - 5) * 1000) / 1000),
    phone: `+4915100000${String(i).padStart(3, '0')}`,
    email: `victim${i}@example.com`,
    birthDate: `19${80 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
  }));
  for (const v of victims) {
    await t.database.db.query(
      "INSERT INTO users (id, name, phone, email, birth_date, onboarding_state, created_at, lat, lng, located_at) VALUES ($1, $1, $2, $3, $4, 'complete', $5, $6, $7, $5)",
      [v.id, v.phone, v.email, v.birthDate, new Date(t.time.now()), v.home.lat, v.home.lng],
    );
  }
  return victims;
};

/** The attacker's 200 positions: a 14 × 14 grid, 700 m apart, over the victims' area, and four more. */
const ATTACK_POSITIONS: readonly Position[] = [
  ...Array.from({ length: 196 }, (_, i) => offset(BERLIN, ((i % 14) - 6.5) * 0.7, (Math.floor(i / 14) - 6.5) * 0.7)),
  offset(BERLIN, -7, -7),
  offset(BERLIN, 7, -7),
  offset(BERLIN, -7, 7),
  offset(BERLIN, 7, 7),
];

type Reading = { readonly from: Position; readonly shown: number };

/**
 * The attacker's estimate of one victim: the point whose rounded distances (whole km, at least 1) best fit the
 * readings from the positions the attacker sent: a 100 m grid over the area, then a 10 m grid around the best, the
 * centre of the best-fitting points.
 */
const locate = (readings: readonly Reading[]): Position => {
  const cosLat = Math.cos((BERLIN.lat * Math.PI) / 180);
  const flatKm = (a: Position, b: Position) => Math.hypot((a.lat - b.lat) * KM_PER_DEG, (a.lng - b.lng) * KM_PER_DEG * cosLat);
  const misfit = (p: Position) => readings.reduce((sum, r) => sum + (r.shown - Math.max(1, Math.round(flatKm(r.from, p)))) ** 2, 0);
  const search = (centre: Position, halfKm: number, stepKm: number): Position => {
    let best = Number.POSITIVE_INFINITY;
    let fits: Position[] = [];
    for (let x = -halfKm; x <= halfKm + 1e-9; x += stepKm)
      for (let y = -halfKm; y <= halfKm + 1e-9; y += stepKm) {
        const p = offset(centre, x, y);
        const score = misfit(p);
        if (score < best) [best, fits] = [score, [p]];
        else if (score === best) fits.push(p);
      }
    return { lat: fits.reduce((s, p) => s + p.lat, 0) / fits.length, lng: fits.reduce((s, p) => s + p.lng, 0) / fits.length };
  };
  return search(search(BERLIN, 8, 0.1), 0.4, 0.01);
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

const moveTo = async (attacker: SignedIn, to: Position) => {
  const answer = await t.client().post('/v2/meta', { token: attacker.token, body: { lat: to.lat, lon: to.lng } });
  expect(answer.status).toBe(200);
};

const storedPosition = async (id: string) =>
  (await t.database.db.query<{ lat: number; lng: number }>('SELECT lat, lng FROM users WHERE id = $1', [id]))[0];

describe('location privacy against a member spoofing their position', () => {
  it('an attacker with 200 spoofed positions, reading every victim`s distance from each, cannot place 20 victims closer than 500 m (median error)', async () => {
    const victims = await insertVictims(20);
    const attacker = await signedIn(t, '+14155550601', { name: 'Mallory' });
    const readings = new Map<string, Reading[]>(victims.map((v) => [v.id, []]));
    const answers: string[] = [];
    for (const [i, from] of ATTACK_POSITIONS.entries()) {
      // The attacker is patient: six minutes between moves keeps within the jump limits, so every move counts.
      t.time.advance(6 * MINUTE);
      await moveTo(attacker, from);
      expect(await storedPosition(attacker.id)).toEqual(from);
      const recs = await t.client().get('/v2/recs/core', { token: attacker.token });
      answers.push(JSON.stringify(recs.body));
      const results = recs.body.data.results as Array<{ user: { _id: string; distance: number } }>;
      expect(results).toHaveLength(20);
      for (const rec of results) readings.get(rec.user._id)!.push({ from, shown: rec.user.distance });
      // GET /user/{id} answers the same distance.
      const victim = victims[i % victims.length]!;
      const card = await t.client().get(`/user/${victim.id}`, { token: attacker.token });
      answers.push(JSON.stringify(card.body));
      expect(card.body.data.distance).toBe(readings.get(victim.id)!.at(-1)!.shown);
    }

    const errors = victims.map((v) => km(locate(readings.get(v.id)!), v.home));
    expect(median(errors)).toBeGreaterThan(0.5);
    // No attacker can do better than finding each victim's cell: even its centre is more than 500 m off (median).
    const cells = await t.database.db.query<{ id: string; lat: number; lng: number }>("SELECT id, cell_lat AS lat, cell_lng AS lng FROM users WHERE id LIKE 'victim-%'");
    expect(median(victims.map((v) => km(cells.find((c) => c.id === v.id)!, v.home)))).toBeGreaterThan(0.5);

    // No answer held a victim's coordinates, phone, e-mail or birth date.
    const text = answers.join('\n');
    for (const v of victims) {
      for (const secret of [String(v.home.lat), String(v.home.lng), v.phone, v.email, v.birthDate]) expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(lat|lng|lon|phone|email|located_at|cell_lat|cell_lng)"/);
  }, 240_000);

  it('the same attacker against whole-kilometre distances from exact positions (no cells) places victims well within 500 m', async () => {
    const next = random(20_260_101);
    const homes = Array.from({ length: 20 }, () =>
      offset(BERLIN, Math.round((next() * 10 - 5) * 1000) / 1000, Math.round((next() * 10 - 5) * 1000) / 1000),
    );
    const errors = homes.map((home) => {
      const readings = ATTACK_POSITIONS.map((from) => ({ from, shown: Math.max(1, Math.round(km(from, home))) }));
      return km(locate(readings), home);
    });
    expect(median(errors)).toBeLessThan(0.25);
  });
});

describe('location privacy: how often and how far the position may jump (POST /v2/meta)', () => {
  const victimDistance = async (viewer: SignedIn) => (await t.client().get('/user/victim-00', { token: viewer.token })).body.data.distance as number;

  it('a jump faster than an airliner is ignored for distances: they stay measured from the last stored position', async () => {
    await insertVictims(1);
    const traveller = await signedIn(t, '+14155550602');
    await moveTo(traveller, BERLIN);
    const here = await victimDistance(traveller);
    t.time.advance(30 * MINUTE);
    // Berlin to Munich (504 km) in 30 minutes: 1,000 km/h would be fine; to Lisbon (2,300 km): no airliner.
    await moveTo(traveller, { lat: 38.722, lng: -9.139 });
    expect(await victimDistance(traveller)).toBe(here);
    await moveTo(traveller, { lat: 48.137, lng: 11.575 });
    expect(await victimDistance(traveller)).toBeGreaterThan(400);
  });

  it('a second move within 60 s is ignored; after 60 s it counts', async () => {
    await insertVictims(1);
    const member = await signedIn(t, '+14155550603');
    await moveTo(member, BERLIN);
    const first = await victimDistance(member);
    t.time.advance(30 * MINUTE);
    await moveTo(member, offset(BERLIN, 0, 30));
    const second = await victimDistance(member);
    expect(second).not.toBe(first);
    t.time.advance(59_000);
    await moveTo(member, offset(BERLIN, 0, 31));
    expect(await victimDistance(member)).toBe(second);
    t.time.advance(1_000);
    await moveTo(member, offset(BERLIN, 0, 31));
    expect(await victimDistance(member)).not.toBe(second);
  });

  it('at most 12 moves to another cell count in an hour; refreshes within the cell always do, and change nothing others see', async () => {
    await insertVictims(1);
    const member = await signedIn(t, '+14155550604');
    await moveTo(member, BERLIN);
    t.time.advance(60 * MINUTE);
    const moves = Array.from({ length: 13 }, (_, i) => offset(BERLIN, 0, (i + 1) * 3));
    const distances: number[] = [];
    for (const [i, to] of moves.entries()) {
      t.time.advance(2 * MINUTE);
      await moveTo(member, to);
      distances.push(await victimDistance(member));
      // The first of these moves opened a new hour (the first position's hour had ended): 12 count, the 13th not.
      expect(await storedPosition(member.id)).toEqual(i < 12 ? to : moves[11]);
    }
    expect(distances[12]).toBe(distances[11]);
    const seen = distances;
    // A refresh within the stored cell is stored (the exact position moves) and changes no distance.
    const cellOf = async () => (await t.database.db.query<{ cell_lat: number; cell_lng: number }>('SELECT cell_lat, cell_lng FROM users WHERE id = $1', [member.id]))[0];
    const before = await cellOf();
    const stored = await storedPosition(member.id);
    await moveTo(member, { lat: stored!.lat + 0.0001, lng: stored!.lng });
    expect(await cellOf()).toEqual(before);
    expect((await storedPosition(member.id))!.lat).toBeCloseTo(stored!.lat + 0.0001, 9);
    expect(await victimDistance(member)).toBe(seen[11]);
  });
});
