import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { mediaRepository } from '../media/media.repository';
import { startTestServer, type TestServer } from '../testing/test-server';
import { recsRepository } from './recs.repository';
import { insertCandidates, northOf, place, recIds, setColumns, signedIn, type SignedIn } from './testing/discovery-members';

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
const ALICE = '+14155550301';
const HOUR = 3_600_000;
const sorted = (ids: readonly string[]) => [...ids].sort();

/** Alice, 35 on 2026-01-01 (born 1990-06-01), at Berlin. */
const alice = async (): Promise<SignedIn> => {
  const member = await signedIn(t, ALICE, { name: 'Alice' });
  await place(t, member.id, BERLIN);
  return member;
};

/** The blocks table as the safety side of chat creates it. */
const createBlocksTable = () =>
  t.database.db.exec('CREATE TABLE IF NOT EXISTS blocks (blocker_id text, blocked_id text, created_at timestamptz, PRIMARY KEY (blocker_id, blocked_id))');

const addPhotos = async (id: string, count: number) => {
  for (let i = 0; i < count; i++) {
    const photo = `${id}-p${i}`;
    await mediaRepository.insertPlaceholders(t.database.db, id, [{ id: photo, position: i }], t.time.now());
    await mediaRepository.fill(t.database.db, photo, id, { storageKey: `photos/${photo}.jpg`, contentType: 'image/jpeg', byteSize: 10, width: 600, height: 750 }, t.time.now());
  }
};

describe('GET /v2/recs/core: both members` settings', () => {
  it('SET-02, SET-04, RECS-03: the viewer`s age range and each candidate`s own range both hold (1000: no upper age; an unknown age passes)', async () => {
    const me = await alice();
    await setColumns(t, me.id, { age_filter_min: 30, age_filter_max: 40 });
    await insertCandidates(t, [
      { id: 'age-29', birthDate: '1996-01-02' },
      { id: 'age-30', birthDate: '1996-01-01' },
      { id: 'age-40', birthDate: '1985-01-02' },
      { id: 'age-41', birthDate: '1985-01-01' },
      { id: 'age-unknown' },
      // 35, but wants 18 to 30: Alice (35) is outside their range.
      { id: 'wants-younger', birthDate: '1990-06-01', columns: { age_filter_max: 30 } },
      { id: 'wants-anyone', birthDate: '1990-06-01', columns: { age_filter_min: 18, age_filter_max: 1000 } },
    ]);
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['age-30', 'age-40', 'age-unknown', 'wants-anyone']));
    await setColumns(t, me.id, { age_filter_max: 1000 });
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['age-30', 'age-40', 'age-41', 'age-unknown', 'wants-anyone']));
  });

  it('SET-04, SET-05, RECS-03: the viewer`s distance (miles) and each candidate`s own distance both hold, between cells; global mode lifts a member`s own limit', async () => {
    const me = await alice();
    // 10 miles: 16 km.
    await setColumns(t, me.id, { distance_filter: 10 });
    await insertCandidates(t, [
      { id: 'near', at: northOf(BERLIN, 8) },
      { id: 'beyond-mine', at: northOf(BERLIN, 25) },
      // 8 km away, but they want members within 2 miles (3 km).
      { id: 'beyond-theirs', at: northOf(BERLIN, 8), columns: { distance_filter: 2 } },
      { id: 'far-global', at: northOf(BERLIN, 400), columns: { global_mode: true } },
      { id: 'far', at: northOf(BERLIN, 400) },
    ]);
    expect(await recIds(t, me.token)).toEqual(['near']);
    await setColumns(t, me.id, { global_mode: true });
    // Global: Alice's own distance no longer counts; the others' still does, unless they are global too.
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['near', 'beyond-mine', 'far-global']));
  });

  it('RECS-03: genders must suit both ways (show me), where both are known', async () => {
    const me = await alice();
    await setColumns(t, me.id, { gender: 1, interested_in: [0] });
    await insertCandidates(t, [
      { id: 'man-open', columns: { gender: 0 } },
      { id: 'man-for-women', columns: { gender: 0, interested_in: [1] } },
      { id: 'man-for-men', columns: { gender: 0, interested_in: [0] } },
      { id: 'woman', columns: { gender: 1, interested_in: [0] } },
      { id: 'unknown' },
    ]);
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['man-open', 'man-for-women', 'unknown']));
  });

  it('RECS-03: a blocked pair never meets, whoever blocked; nor do they find each other`s card', async () => {
    const me = await alice();
    await insertCandidates(t, [{ id: 'blocked-by-me' }, { id: 'blocked-me' }, { id: 'other' }]);
    // Before the blocks table exists, there are no blocks.
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['blocked-by-me', 'blocked-me', 'other']));
    await createBlocksTable();
    await t.database.db.query("INSERT INTO blocks VALUES ($1, 'blocked-by-me', now()), ('blocked-me', $1, now())", [me.id]);
    expect(await recIds(t, me.token)).toEqual(['other']);
    for (const id of ['blocked-by-me', 'blocked-me']) expect((await t.client().get(`/user/${id}`, { token: me.token })).status).toBe(404);
    expect((await t.client().get('/user/other', { token: me.token })).status).toBe(200);
  });

  it('SET-10: a member who is not discoverable is recommended to nobody; one in incognito (discoverable_party liked) only to members they liked', async () => {
    const me = await alice();
    await insertCandidates(t, [
      { id: 'hidden', columns: { discoverable: false } },
      { id: 'incognito-liked-me', columns: { discoverable_party: 'liked' } },
      { id: 'incognito', columns: { discoverable_party: 'liked' } },
      { id: 'open' },
    ]);
    await t.database.db.query("INSERT INTO likes (liker_id, liked_id, created_at) VALUES ('incognito-liked-me', $1, now())", [me.id]);
    expect(sorted(await recIds(t, me.token))).toEqual(sorted(['incognito-liked-me', 'open']));
  });

  it('SET-10: a member who hides their age or distance shows neither on their card, in recs or on GET /user/{id}', async () => {
    const me = await alice();
    await insertCandidates(t, [
      { id: 'no-age', birthDate: '1992-03-03', at: northOf(BERLIN, 5), columns: { hide_age: true } },
      { id: 'no-distance', birthDate: '1992-03-03', at: northOf(BERLIN, 5), columns: { hide_distance: true } },
    ]);
    const results = (await t.client().get('/v2/recs/core', { token: me.token })).body.data.results as Array<{ user: Record<string, unknown> }>;
    const card = (id: string) => results.find((rec) => rec.user['_id'] === id)!.user;
    expect(card('no-age')).not.toHaveProperty('age');
    expect(card('no-age')).not.toHaveProperty('birth_date');
    expect(card('no-age')).toHaveProperty('distance');
    expect(card('no-distance')).not.toHaveProperty('distance');
    expect(card('no-distance')).toHaveProperty('age', 33);
    expect((await t.client().get('/user/no-age', { token: me.token })).body.data).not.toHaveProperty('age');
    expect((await t.client().get('/user/no-distance', { token: me.token })).body.data).not.toHaveProperty('distance');
  });

  it('SET-07: preference filters (photos, bio, verified, interests) apply to a viewer whose tier has them, and not to a free one', async () => {
    const me = await alice();
    await setColumns(t, me.id, { min_photos: 2, has_bio_filter: true, verified_filter: true, interests_filter: ['it_7', 'it_9'] });
    await insertCandidates(t, [
      { id: 'fits', columns: { bio: 'Hi', is_verified: true, interests: ['it_9', 'it_20'] } },
      { id: 'one-photo', columns: { bio: 'Hi', is_verified: true, interests: ['it_9'] } },
      { id: 'no-bio', columns: { is_verified: true, interests: ['it_9'] } },
      { id: 'unverified', columns: { bio: 'Hi', interests: ['it_9'] } },
      { id: 'other-interests', columns: { bio: 'Hi', is_verified: true, interests: ['it_1'] } },
    ]);
    for (const id of ['fits', 'no-bio', 'unverified', 'other-interests']) await addPhotos(id, 2);
    await addPhotos('one-photo', 1);
    const everyone = sorted(['fits', 'one-photo', 'no-bio', 'unverified', 'other-interests']);
    expect(sorted(await recIds(t, me.token))).toEqual(everyone);
    await setColumns(t, me.id, { tier: 'plus' });
    expect(await recIds(t, me.token)).toEqual(['fits']);
  });
});

describe('GET /v2/recs/core: the rank', () => {
  it('RECS-03: members who liked the viewer and boosted members rank higher: distance between cells less 20 km for a like (30 for a super like) and 20 for a running boost', async () => {
    const me = await alice();
    await insertCandidates(t, [
      { id: 'super-liker', at: northOf(BERLIN, 24) },
      { id: 'liker', at: northOf(BERLIN, 20) },
      { id: 'boosted', at: northOf(BERLIN, 26) },
      { id: 'boost-ended', at: northOf(BERLIN, 12) },
      { id: 'plain', at: northOf(BERLIN, 18) },
    ]);
    const now = t.time.now();
    await t.database.db.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $3, true, $4), ($2, $3, false, $4)', ['super-liker', 'liker', me.id, new Date(now)]);
    await t.database.db.query(
      "INSERT INTO boosts (id, user_id, started_at, expires_at) VALUES ('b1', 'boosted', $1, $2), ('b2', 'boost-ended', $3, $1)",
      [new Date(now - HOUR / 4), new Date(now + HOUR / 4), new Date(now - HOUR)],
    );
    // Scores: super-liker 24 - 30, liker 20 - 20, boosted 26 - 20, boost-ended 12, plain 18 (each within 3 km).
    const order = ['super-liker', 'liker', 'boosted', 'boost-ended', 'plain'];
    expect(await recIds(t, me.token)).toEqual(order);
    // The same order every time.
    expect(await recIds(t, me.token)).toEqual(order);
  });

  it('RECS-03: members in one cell come in an order fixed for the viewer, not by where in the cell they are', async () => {
    const me = await alice();
    const ids = Array.from({ length: 12 }, (_, i) => `same-cell-${i}`);
    await insertCandidates(t, ids.map((id, i) => ({ id, at: { lat: BERLIN.lat + (i % 3) * 0.0001, lng: BERLIN.lng + (i % 4) * 0.0001 } })));
    const first = await recIds(t, me.token);
    expect(sorted(first)).toEqual(sorted(ids));
    // Moving the members within their cell changes nothing.
    for (const [i, id] of ids.entries()) await place(t, id, { lat: BERLIN.lat - (i % 2) * 0.0002, lng: BERLIN.lng - (i % 5) * 0.0002 });
    expect(await recIds(t, me.token)).toEqual(first);
  });
});

describe('GET /v2/recs/core: the provider`s card', () => {
  it('RECS-08: badges, birth_date (no more than the age), jobs, schools, user_interests, selected_descriptors, is_super_like, is_boost, is_super_boost and s_number', async () => {
    const me = await alice();
    await insertCandidates(t, [
      {
        id: 'lena',
        name: 'Lena',
        birthDate: '1997-08-15',
        at: northOf(BERLIN, 6),
        columns: {
          bio: 'Board games',
          gender: 1,
          is_verified: true,
          jobs: JSON.stringify([{ company: 'Studio Nord', title: 'Designer' }]),
          schools: JSON.stringify([{ name: 'University of Potsdam' }]),
          interests: ['it_7', 'it_1'],
          descriptors: JSON.stringify([{ id: 'de_29', choice_ids: ['1', '5'] }, { id: 'de_unknown', choice_ids: ['1'] }, { id: 'de_38', choice_ids: ['9'] }]),
        },
      },
    ]);
    await addPhotos('lena', 2);
    await t.database.db.query("INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ('lena', $1, true, now())", [me.id]);
    await t.database.db.query("INSERT INTO boosts (id, user_id, is_super, started_at, expires_at) VALUES ('b', 'lena', true, $1, $2)", [new Date(t.time.now() - 1000), new Date(t.time.now() + HOUR)]);
    const [rec] = (await t.client().get('/v2/recs/core', { token: me.token })).body.data.results;
    expect(rec).toMatchObject({ type: 'user', is_super_like: true, is_boost: true, is_super_boost: true, s_number: rec.user.s_number });
    const interests = { selected_interests: [{ id: 'it_7', name: 'Running' }, { id: 'it_1', name: 'Hiking' }] };
    expect(rec.experiment_info).toEqual({ user_interests: interests });
    expect(rec.user).toEqual({
      _id: 'lena',
      name: 'Lena',
      age: 28,
      birth_date: '1998-01-01T00:00:00.000Z',
      bio: 'Board games',
      gender: 1,
      jobs: [{ company: { name: 'Studio Nord', displayed: true }, title: { name: 'Designer', displayed: true } }],
      schools: [{ name: 'University of Potsdam', displayed: true }],
      photos: [
        expect.objectContaining({ id: 'lena-p0', url: '/media/photos/lena-p0.jpg', width: 600, height: 750 }),
        expect.objectContaining({ id: 'lena-p1', url: '/media/photos/lena-p1.jpg' }),
      ],
      user_interests: interests,
      // Unknown descriptors and choices are left out.
      selected_descriptors: [
        {
          id: 'de_29',
          name: 'Communication style',
          choice_selections: [
            { id: '1', name: 'Big time texter' },
            { id: '5', name: 'Better in person' },
          ],
        },
      ],
      badges: [{ type: 'selfie_verified' }],
      distance: expect.any(Number),
      distance_unit: 'km',
      s_number: expect.any(Number),
    });
    expect(Number.isSafeInteger(rec.user.s_number)).toBe(true);
    // The same card, the same number, on GET /user/{id}; another member has another number.
    const card = (await t.client().get('/user/lena', { token: me.token })).body.data;
    expect(card).toEqual(rec.user);
    expect((await t.client().get(`/user/${me.id}`, { token: me.token })).body.data.s_number).not.toBe(rec.user.s_number);
    expect(JSON.stringify(rec)).not.toMatch(/1997|08-15|"lat"|"lng"/);
  });
});

describe('GET /v2/recs/core: cost', () => {
  it('RECS-03: a page takes the same few statements whatever its size: cards and photos are loaded for the whole page at once', async () => {
    const me = await alice();
    const statementsOfAPage = async () => {
      const recorded: string[] = [];
      const original = t.server.db.query.bind(t.server.db);
      (t.server.db as { query: Queryable['query'] }).query = ((sql: string, params?: readonly unknown[]) => {
        recorded.push(sql);
        return original(sql, params);
      }) as Queryable['query'];
      try {
        await recIds(t, me.token);
      } finally {
        (t.server.db as { query: Queryable['query'] }).query = original;
      }
      return recorded.length;
    };
    await recIds(t, me.token);
    // Each insert of members moves the world's epoch: the next page is built anew.
    await insertCandidates(t, [{ id: 'one' }, { id: 'two' }]);
    await addPhotos('one', 1);
    const small = await statementsOfAPage();
    const many = Array.from({ length: 20 }, (_, i) => `many-${String(i).padStart(2, '0')}`);
    await insertCandidates(t, many.map((id) => ({ id })));
    for (const id of many) await addPhotos(id, 3);
    const full = await statementsOfAPage();
    expect(full).toBe(small);
    // The earliest end of a running boost, the viewer, the blocks, the candidates and the photos (the token is held
    // in memory; the epochs' moves are heard from the database's triggers, migration 180).
    expect(full).toBeLessThanOrEqual(5);
    // Nothing moved since: the same page again, without a statement where the database tells each move at commit
    // (PGlite), else for the one small statement reading the epochs (a PostgreSQL server).
    expect(await statementsOfAPage()).toBe(t.server.db.listenAtCommit === undefined ? 1 : 0);
  });

  it('RECS-03: the candidates come from an index on the cells (a box around the viewer), not from a scan of every member', async () => {
    const me = await alice();
    const world = Array.from({ length: 4_000 }, (_, i) => ({ id: `w-${i}`, lat: -60 + ((i * 7919) % 13_000) / 100, lng: -180 + ((i * 104_729) % 36_000) / 100 }));
    await t.database.db.query(
      "INSERT INTO users (id, name, onboarding_state, created_at, lat, lng) SELECT w.id, w.id, 'complete', now(), w.lat, w.lng FROM unnest($1::text[], $2::float8[], $3::float8[]) AS w (id, lat, lng)",
      [world.map((w) => w.id), world.map((w) => w.lat), world.map((w) => w.lng)],
    );
    await insertCandidates(t, [{ id: 'neighbour', at: northOf(BERLIN, 3) }]);
    await t.database.db.exec('ANALYZE users');
    expect(await recIds(t, me.token)).toContain('neighbour');
    let plan = '';
    const explaining: Queryable = {
      query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
        const rows = await t.database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        return [] as T[];
      },
      exec: (sql: string) => t.database.db.exec(sql),
    };
    // A change of the viewer's own row moves their epoch: the next page is built anew, through the candidates.
    await t.database.db.query('UPDATE users SET bio = bio WHERE id = $1', [me.id]);
    const page = t.server.recs.recs as unknown as { page(id: string): Promise<unknown> };
    const spy = recsRepository.candidates;
    recsRepository.candidates = (_q, query) => spy(explaining, query);
    try {
      await page.page(me.id);
    } finally {
      recsRepository.candidates = spy;
    }
    expect(plan).toContain('users_recs_by_cell');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });
});

describe('GET /v2/recs/core: pages kept in memory (issue 11)', () => {
  const bios = async (token: string): Promise<Record<string, string | undefined>> => {
    const answer = await t.client().get('/v2/recs/core', { token });
    return Object.fromEntries((answer.body.data.results as Array<{ user: { _id: string; bio?: string } }>).map((rec) => [rec.user._id, rec.user.bio]));
  };

  it('what the viewer does and whom others are shown to gives a new page at once: a pass, a ban, a newcomer, a block, a setting', async () => {
    const me = await alice();
    await createBlocksTable();
    await insertCandidates(t, [{ id: 'one' }, { id: 'two' }, { id: 'three' }, { id: 'far', at: northOf(BERLIN, 60) }]);
    expect(sorted(await recIds(t, me.token))).toEqual(['far', 'one', 'three', 'two']);
    expect((await t.client().post('/pass/one', { token: me.token })).status).toBe(200);
    expect(sorted(await recIds(t, me.token))).toEqual(['far', 'three', 'two']);
    await setColumns(t, 'two', { banned_at: new Date(t.time.now()) });
    expect(sorted(await recIds(t, me.token))).toEqual(['far', 'three']);
    await insertCandidates(t, [{ id: 'newcomer' }]);
    expect(sorted(await recIds(t, me.token))).toEqual(['far', 'newcomer', 'three']);
    await t.database.db.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())', ['three', me.id]);
    expect(sorted(await recIds(t, me.token))).toEqual(['far', 'newcomer']);
    // 60 km north is over 30 miles: a shorter distance leaves it out at once.
    await setColumns(t, me.id, { distance_filter: 30 });
    expect(sorted(await recIds(t, me.token))).toEqual(['newcomer']);
  });

  it('requests of one member that arrive together share one build of the page', async () => {
    const me = await alice();
    await insertCandidates(t, [{ id: 'one' }, { id: 'two' }]);
    const spy = recsRepository.candidates;
    let builds = 0;
    recsRepository.candidates = (q, query) => {
      builds += 1;
      return spy(q, query);
    };
    try {
      const pages = await Promise.all(Array.from({ length: 5 }, () => recIds(t, me.token)));
      expect(pages.map(sorted)).toEqual(Array.from({ length: 5 }, () => ['one', 'two']));
    } finally {
      recsRepository.candidates = spy;
    }
    expect(builds).toBe(1);
  });

  it('what only changes a card (words, photos) shows within 30 seconds', async () => {
    const me = await alice();
    await insertCandidates(t, [{ id: 'one' }]);
    await setColumns(t, 'one', { bio: 'Before' });
    expect((await bios(me.token))['one']).toBe('Before');
    await setColumns(t, 'one', { bio: 'After' });
    t.time.advance(29_000);
    expect((await bios(me.token))['one']).toBe('Before');
    t.time.advance(1_000);
    expect((await bios(me.token))['one']).toBe('After');
  });
});
