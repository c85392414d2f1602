import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KM_PER_MILE } from '../../core/location';
import { distanceBetween } from '../geo/distance';
import { messageRepository } from '../chat/message.repository';
import { matchRepository } from '../matches/match.repository';
import { FileMediaStorage } from '../media/file-media-storage';
import { TestSocket } from '../realtime/testing/test-socket';
import { signInByEmail, signInByPhone, signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { interestById } from '../users/interest-catalogue';
import { ageOn } from '../users/user';
import { demoLikesFor } from './demo-likes';
import { demoPhotosOf } from './demo-seed';
import { demoMemberId, demoMemberLikes, generateDemoMembers, type SeedReport, type WorldShape } from './index';

const BERLIN = { lat: 52.52, lng: 13.405 };
const dataDir = mkdtempSync(join(tmpdir(), 'spark-world-'));

let t: TestServer;
let report: SeedReport;
beforeAll(async () => {
  t = await startTestServer({ overrides: { dataDir } });
  report = await t.server.world.seedIfEmpty();
  console.log(`demo world seeded in ${Math.round(report.elapsedMs)} ms: ${report.members} members, ${report.photos} photos (${t.database.kind})`);
});
afterAll(async () => {
  await t?.close();
});

const shapeOf = (server: TestServer): WorldShape => {
  const { demo } = server.server.config;
  return { seed: demo.seed, members: demo.members, center: { lat: demo.lat, lng: demo.lng }, radiusKm: demo.radiusKm };
};

interface SeededRow {
  id: string;
  name: string;
  birth_date: string;
  gender: number;
  interested_in: number[];
  bio: string;
  jobs: unknown[];
  schools: unknown[];
  interests: string[];
  prompts: Array<{ id: string; answer_text: string }>;
  lat: number;
  lng: number;
  is_verified: boolean;
  onboarding_state: string;
  photos: number;
}

const seededMembers = () =>
  t.database.db.query<SeededRow>(
    `SELECT u.id, u.name, u.birth_date::text AS birth_date, u.gender, u.interested_in, u.bio, u.jobs, u.schools, u.interests, u.prompts,
            u.lat, u.lng, u.is_verified, u.onboarding_state, (SELECT count(*)::int FROM media m WHERE m.user_id = u.id AND m.state = 'ready') AS photos
     FROM users u WHERE u.is_demo ORDER BY u.id`,
  );

describe('the seeded demo world', () => {
  it('LOC-04: seeds at least 500 members within 100 km (great-circle) of the default location, complete and visible', async () => {
    expect(report.seeded).toBe(true);
    const members = await seededMembers();
    expect(members.length).toBe(report.members);
    expect(members.length).toBeGreaterThanOrEqual(500);
    for (const member of members) {
      expect(distanceBetween(member, BERLIN) / 1000, member.id).toBeLessThanOrEqual(100);
      expect(member.onboarding_state).toBe('complete');
      expect(member.name.length).toBeGreaterThan(0);
      expect(member.bio.length).toBeGreaterThan(0);
    }
    // Spread over the area, not heaped in the centre.
    const far = members.filter((member) => distanceBetween(member, BERLIN) > 50_000).length;
    expect(far / members.length).toBeGreaterThan(0.5);
  });

  it('ages run from 18 to 70', async () => {
    const ages = (await seededMembers()).map((member) => ageOn(member.birth_date, t.time.now()));
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(70);
    expect(ages.filter((age) => age > 50).length).toBeGreaterThan(10);
  });

  it('PROF-09: genders are 0, 1 and 2, each present, and everyone is interested in someone', async () => {
    const members = await seededMembers();
    expect(new Set(members.map((member) => member.gender))).toEqual(new Set([0, 1, 2]));
    for (const member of members) {
      expect(member.interested_in.length).toBeGreaterThan(0);
      for (const gender of member.interested_in) expect([0, 1, 2]).toContain(gender);
    }
  });

  it('PROF-05: everyone has 3 to 5 different interests from the catalogue', async () => {
    for (const member of await seededMembers()) {
      expect(member.interests.length).toBeGreaterThanOrEqual(3);
      expect(member.interests.length).toBeLessThanOrEqual(5);
      expect(new Set(member.interests).size).toBe(member.interests.length);
      for (const id of member.interests) expect(interestById(id), id).toBeDefined();
    }
  });

  it('everyone has 3 to 5 photos, stored as illustrated SVG files in the media storage; some members are verified; most have a job and a school', async () => {
    const members = await seededMembers();
    for (const member of members) {
      expect(member.photos).toBeGreaterThanOrEqual(3);
      expect(member.photos).toBeLessThanOrEqual(5);
    }
    expect(members.reduce((sum, member) => sum + member.photos, 0)).toBe(report.photos);
    const storage = new FileMediaStorage(join(dataDir, 'media'));
    const [first] = await t.database.db.query<{ storage_key: string; content_type: string }>('SELECT storage_key, content_type FROM media ORDER BY id LIMIT 1');
    const file = await storage.get(first!.storage_key);
    expect(file?.contentType).toBe('image/svg+xml');
    const svg = new TextDecoder().decode(file!.bytes);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 400"[^>]*role="img"><title>[^<]+ (at sunset|in the city|on the beach|in a café|in the park|in the mountains) \(illustration\)<\/title>/);
    expect(svg).not.toMatch(/<script|href="http|on[a-z]+=/i);
    const verified = members.filter((member) => member.is_verified).length / members.length;
    expect(verified).toBeGreaterThan(0.1);
    expect(verified).toBeLessThan(0.5);
    expect(members.filter((member) => member.jobs.length > 0).length / members.length).toBeGreaterThan(0.6);
    expect(members.filter((member) => member.schools.length > 0).length / members.length).toBeGreaterThan(0.5);
    for (const member of members) {
      expect(member.prompts.length).toBeGreaterThanOrEqual(1);
      for (const prompt of member.prompts) expect(prompt.id).toMatch(/^pr_\d+$/);
    }
  });

  it('is deterministic: the same seed, size, place and day give the same members, ids and photos; another seed another world', async () => {
    const shape = shapeOf(t);
    const once = generateDemoMembers(shape, t.time.now());
    const again = generateDemoMembers(shape, t.time.now());
    expect(again).toEqual(once);
    expect(demoPhotosOf(again.slice(0, 20))).toEqual(demoPhotosOf(once.slice(0, 20)));
    expect(once.map((member) => member.id)).toEqual(once.map((_, index) => demoMemberId(shape.seed, index)));
    expect((await seededMembers()).map((member) => member.id)).toEqual(once.map((member) => member.id).sort());
    const other = generateDemoMembers({ ...shape, seed: shape.seed + 1 }, t.time.now());
    expect(other.filter((member, index) => member.id === once[index]!.id || member.position.lat === once[index]!.position.lat)).toEqual([]);
  });

  it('seeding again leaves the world as it is', async () => {
    const before = await t.database.rowCounts();
    const second = await t.server.world.seedIfEmpty();
    expect(second.seeded).toBe(false);
    expect(await t.database.rowCounts()).toEqual(before);
  });
});

describe('the guest account', () => {
  it('signs in by e-mail as a returning member: a login result, a complete profile with photos at the world`s centre, liked by a third', async () => {
    const { demo } = t.server.config;
    const answer = await signInByEmail(t.client(), demo.guestEmail);
    const login = answer.body.loginResult!;
    expect(login.authToken).toBeTruthy();
    const [guest] = await t.database.db.query<{ id: string; name: string; is_demo: boolean; lat: number; lng: number; photos: number; liked_by: number }>(
      `SELECT u.id, u.name, u.is_demo, u.lat, u.lng,
              (SELECT count(*)::int FROM media m WHERE m.user_id = u.id AND m.state = 'ready') AS photos,
              (SELECT count(*)::int FROM likes l WHERE l.liked_id = u.id) AS liked_by
       FROM users u WHERE u.email = $1`,
      [demo.guestEmail],
    );
    expect(guest).toMatchObject({ id: login.userId, is_demo: false, lat: demo.lat, lng: demo.lng });
    expect(guest!.name).toBeTruthy();
    expect(guest!.photos).toBeGreaterThan(0);
    expect(guest!.liked_by / report.members).toBeGreaterThan(0.27);
    expect(guest!.liked_by / report.members).toBeLessThan(0.4);
  });
});

describe('Explore in the demo world', () => {
  it('EXP-01: each catalog has the demo members who have one of its interests, and only them; the guest joins none', async () => {
    const rows = await t.database.db.query<{ id: string; joined: number; expected: number; others: number }>(
      `SELECT c.id,
              (SELECT count(*)::int FROM explore_members m WHERE m.catalog_id = c.id) AS joined,
              (SELECT count(*)::int FROM users u WHERE u.is_demo AND u.interests && c.interests) AS expected,
              (SELECT count(*)::int FROM explore_members m JOIN users u ON u.id = m.user_id
                WHERE m.catalog_id = c.id AND NOT (u.is_demo AND u.interests && c.interests)) AS others
       FROM explore_catalogs c ORDER BY c.position`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.joined, row.id).toBeGreaterThan(report.members / 20);
      expect(row.joined, row.id).toBe(row.expected);
      expect(row.others, row.id).toBe(0);
    }
  });
});

describe('the guest account on a database used before', () => {
  it('a member who already has the guest`s address keeps it, and the world is seeded all the same', async () => {
    const other = await startTestServer({ overrides: { dataDir: mkdtempSync(join(tmpdir(), 'spark-world-guest-')) } });
    try {
      const { guestEmail } = other.server.config.demo;
      const member = (await signInByEmail(other.client(), guestEmail)).body.onboardingState!.userId!;
      const seeded = await other.server.world.seedIfEmpty();
      expect(seeded.seeded).toBe(true);
      const owners = await other.database.db.query<{ id: string; is_demo: boolean }>('SELECT id, is_demo FROM users WHERE email = $1', [guestEmail]);
      expect(owners).toEqual([{ id: member, is_demo: false }]);
    } finally {
      await other.close();
    }
  });
});

describe('newcomers are liked by a third of the demo world', () => {
  const likesOf = async (userId: string) =>
    t.database.db.query<{ liker_id: string; is_super: boolean; created_at: Date }>('SELECT liker_id, is_super, created_at FROM likes WHERE liked_id = $1', [userId]);

  it('a member created by a sign-in gets likes from about a third of the demo members, the same ones every time', async () => {
    const answer = await signInByPhone(t.client(), '+4915112345601');
    const newcomer = answer.body.onboardingState!.userId!;
    const likes = await likesOf(newcomer);
    const share = likes.length / report.members;
    console.log(`likes on sign-up: ${likes.length} of ${report.members} demo members (${(share * 100).toFixed(1)} %)`);
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.4);
    const demoIds = (await seededMembers()).map((member) => member.id);
    expect(likes.map((like) => like.liker_id).sort()).toEqual(demoIds.filter((id) => demoMemberLikes(newcomer, id)).sort());
    // A few super likes, all dated before the sign-in (within three days).
    const supers = likes.filter((like) => like.is_super).length;
    expect(supers).toBeGreaterThan(0);
    expect(supers).toBeLessThan(likes.length / 4);
    for (const like of likes) {
      expect(like.created_at.getTime()).toBeLessThan(t.time.now());
      expect(like.created_at.getTime()).toBeGreaterThanOrEqual(t.time.now() - 3 * 24 * 3600_000);
    }
  });

  it('signing in again adds no likes; another newcomer gets another third', async () => {
    const first = (await signInByPhone(t.client(), '+4915112345602')).body.onboardingState!.userId!;
    const count = (await likesOf(first)).length;
    t.time.advance(60_000);
    expect((await signInByPhone(t.client(), '+4915112345602')).body.onboardingState!.userId).toBe(first);
    expect((await likesOf(first)).length).toBe(count);
    const second = (await signInByPhone(t.client(), '+4915112345603')).body.onboardingState!.userId!;
    const a = new Set((await likesOf(first)).map((like) => like.liker_id));
    const b = (await likesOf(second)).map((like) => like.liker_id);
    const shared = b.filter((id) => a.has(id)).length;
    // Independent thirds share about a ninth of the world, far from all of it.
    expect(shared / report.members).toBeLessThan(0.2);
  });

  it('only demo members within the radius of the default location like newcomers', () => {
    const far = { id: 'far-away', position: { lat: 48.137, lng: 11.575 } };
    const near = Array.from({ length: 60 }, (_, i) => ({ id: `near-${i}`, position: BERLIN }));
    const likes = demoLikesFor('newcomer', [far, ...near, { id: 'nowhere', position: null }], { center: BERLIN, radiusKm: 100 }, t.time.now());
    expect(likes.map((like) => like.likerId)).not.toContain('far-away');
    expect(likes.map((like) => like.likerId)).toEqual(near.map((m) => m.id).filter((id) => demoMemberLikes('newcomer', id)));
  });
});

/** The cell centres of these members, in the order of the ids (distances between members are between cells). */
const cellsOf = async (...ids: string[]): Promise<Array<{ lat: number; lng: number }>> => {
  const rows = await t.database.db.query<{ id: string; lat: number; lng: number }>('SELECT id, cell_lat AS lat, cell_lng AS lng FROM users WHERE id = ANY($1::text[])', [ids]);
  return ids.map((id) => rows.find((row) => row.id === id)!);
};

describe('GET /user/{userId}: the card of a seeded member', () => {
  it('LOC-06, PROF-01: name, age, bio, photos, jobs, schools, interests and a whole-unit distance in the viewer`s unit; never a position', async () => {
    const [seeded] = await t.database.db.query<SeededRow>(
      "SELECT id, name, lat, lng, birth_date::text AS birth_date FROM users WHERE is_demo AND jsonb_array_length(jobs) > 0 AND jsonb_array_length(schools) > 0 ORDER BY id LIMIT 1",
    );
    const viewer = await signedInMember(t.client(), t.database.db, '+4915112345604', { name: 'Vera', birthDate: '1995-03-03' });
    await t.client().post('/v2/meta', { body: { lat: BERLIN.lat, lon: BERLIN.lng }, token: viewer.authToken! });
    const answer = await t.client().get(`/user/${seeded!.id}`, { token: viewer.authToken! });
    expect(answer.status).toBe(200);
    const card = answer.body.data;
    expect(card).toMatchObject({ _id: seeded!.id, name: seeded!.name, age: ageOn(seeded!.birth_date, t.time.now()), distance_unit: 'km' });
    expect(card.bio).toEqual(expect.any(String));
    expect(card.jobs[0]).toEqual({ company: { name: expect.any(String), displayed: true }, title: { name: expect.any(String), displayed: true } });
    expect(card.schools[0]).toEqual({ name: expect.any(String), displayed: true });
    expect(card.user_interests.selected_interests.length).toBeGreaterThanOrEqual(3);
    for (const interest of card.user_interests.selected_interests) expect(interest).toEqual(interestById(interest.id));
    expect(card.photos.length).toBeGreaterThanOrEqual(3);
    card.photos.forEach((photo: { url: string; width: number; height: number; processedFiles: unknown[] }, index: number) => {
      expect(photo.url).toBe(`/media/demo/${seeded!.id}/${index}.svg`);
      // A 3:4 card picture; the vector file is every size, so it is its own only processed file.
      expect([photo.width, photo.height]).toEqual([600, 800]);
      expect(photo.processedFiles).toEqual([{ url: photo.url, width: 600, height: 800 }]);
    });
    // The photos are served like uploaded ones.
    const photo = await fetch(`${new URL(t.baseUrl).origin}${card.photos[0].url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await photo.text()).toMatch(new RegExp(`<title>${seeded!.name} [^<]+ \\(illustration\\)</title>`));
    expect(card.photos[0].alt_text).toMatch(new RegExp(`^${seeded!.name} (at|in|on) .+ \\(illustration\\)$`));
    // Location privacy: the distance between the two members' cells, never between their positions.
    const cells = await cellsOf(seeded!.id, viewer.userId!);
    expect(card.distance).toBe(Math.max(1, Math.round(distanceBetween(cells[0]!, cells[1]!) / 1000)));
    expect(Number.isInteger(card.distance)).toBe(true);
    // RECS-08: of the birth date, only what the age says.
    expect(card.birth_date).toBe(`${new Date(t.time.now()).getUTCFullYear() - card.age}-01-01T00:00:00.000Z`);
    const text = JSON.stringify(card);
    for (const secret of ['lat', 'lng', 'phone', 'email', seeded!.birth_date, String(seeded!.lat), String(seeded!.lng)]) expect(text).not.toContain(secret);
  });

  it('PROF-07: prompts come in the order of their id numbers', async () => {
    const [seeded] = await t.database.db.query<{ id: string }>('SELECT id FROM users WHERE is_demo AND jsonb_array_length(prompts) >= 2 ORDER BY id LIMIT 1');
    const viewer = await signedInMember(t.client(), t.database.db, '+4915112345605');
    const prompts = (await t.client().get(`/user/${seeded!.id}`, { token: viewer.authToken! })).body.data.user_prompts.prompts as Array<{ id: string }>;
    const numbers = prompts.map((prompt) => Number(prompt.id.slice(3)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('LOC-06: a viewer in a mile country sees miles; a viewer without a position sees no distance', async () => {
    const [seeded] = await t.database.db.query<{ id: string; lat: number; lng: number }>('SELECT id, lat, lng FROM users WHERE is_demo ORDER BY id LIMIT 1');
    const london = { lat: 51.507, lng: -0.128 };
    const viewer = await signedInMember(t.client(), t.database.db, '+4915112345606');
    const unplaced = await t.client().get(`/user/${seeded!.id}`, { token: viewer.authToken! });
    expect(unplaced.body.data.distance).toBeUndefined();
    expect(unplaced.body.data.distance_unit).toBeUndefined();
    await t.client().post('/v2/meta', { body: { lat: london.lat, lon: london.lng }, token: viewer.authToken! });
    const card = (await t.client().get(`/user/${seeded!.id}`, { token: viewer.authToken! })).body.data;
    expect(card.distance_unit).toBe('mi');
    const cells = await cellsOf(seeded!.id, viewer.userId!);
    expect(card.distance).toBe(Math.round(distanceBetween(cells[0]!, cells[1]!) / 1000 / KM_PER_MILE));
  });
});

describe('chatting with a demo member, end to end', () => {
  it('the member`s message and the demo member`s reply 3 s later each nudge the member`s socket', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+4915112345607');
    const [demo] = await t.database.db.query<{ id: string }>('SELECT id FROM users WHERE is_demo ORDER BY id LIMIT 1');
    const match = await matchRepository.findOrCreate(t.database.db, { id: 'match-with-demo', between: [member.userId!, demo!.id], now: t.time.now() });
    const ticket = (await t.client().get('/ws/generate', { token: member.authToken! })).body.data as { url: string };
    const socket = new TestSocket(new URL(t.baseUrl).origin, ticket.url);
    try {
      await socket.opened();
      const sent = await t.client().post(`/user/matches/${match.id}`, {
        token: member.authToken!,
        body: { message: 'Hallo! Coffee this week?', client_message_id: `m1_${t.time.now()}` },
      });
      expect(sent.status).toBe(200);
      expect(await socket.drain()).toEqual([{ type: 'message', matchId: match.id, messageId: sent.body.data._id }]);
      const responder = t.server.world.responder!;
      await responder.settled();
      t.time.advance(t.server.config.demo.replyDelayMs);
      await responder.settled();
      const conversation = await messageRepository.ofMatch(t.database.db, match.id);
      expect(conversation.map((message) => message.fromId)).toEqual([member.userId, demo!.id]);
      expect(await socket.drain()).toEqual([{ type: 'message', matchId: match.id, messageId: conversation[1]!.id }]);
    } finally {
      await socket.close();
    }
  });
});
