/**
 * Seeds the demo world into a database that has none: the generated members (complete profiles, visible to
 * everyone, flagged `is_demo`) and their photos, and the guest account (a member like any other, reached by an
 * e-mail address, liked by a third of the world like every newcomer), in one transaction; the members join the
 * Explore catalogs of their interests (the guest joins none). A database that
 * already has demo members is left alone, so a restart never duplicates or reshuffles the world.
 */
import type { Database, Queryable } from '../db/database';
import { joinDemoCatalogs } from '../explore';
import { likeNewcomer } from './demo-likes';
import { generateDemoMembers, type DemoMember, type WorldShape } from './demo-members';
import { PHOTO_SIZE, photoAltText, portraitSvg } from './portraits';

/** One generated photo of a demo member, on its way to the media storage. */
export interface DemoPhoto {
  readonly userId: string;
  /** 0-based order on the profile. */
  readonly index: number;
  readonly bytes: Uint8Array;
  readonly contentType: 'image/svg+xml';
  readonly width: number;
  readonly height: number;
  readonly altText: string;
}

/** Where seeded photos go: the media module's storage and table. */
export interface DemoPhotoStore {
  /** Stores the files, then records them inside the seeding transaction. */
  add(tx: Queryable, photos: readonly DemoPhoto[], now: number): Promise<void>;
}

export interface SeedReport {
  readonly seeded: boolean;
  readonly members: number;
  readonly photos: number;
  readonly elapsedMs: number;
}

/** Rows per INSERT: 16 parameters a row stays far under PostgreSQL's 65,535. */
const CHUNK = 250;
/** Any number, distinct from the migrations' lock. */
const SEED_LOCK = 7_201_494;

const insertMembers = async (tx: Queryable, members: readonly DemoMember[], now: number, isDemo = true): Promise<void> => {
  for (let start = 0; start < members.length; start += CHUNK) {
    const chunk = members.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const rows = chunk.map((m) => {
      const base = params.length;
      params.push(
        m.id,
        m.name,
        m.birthDate,
        new Date(now),
        m.bio,
        m.gender,
        m.interestedIn,
        JSON.stringify(m.jobs),
        JSON.stringify(m.schools),
        m.interests,
        JSON.stringify(m.prompts),
        m.position.lat,
        m.position.lng,
        new Date(now),
        m.verified,
        isDemo,
      );
      const p = (i: number) => `$${base + i}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}::date, 'complete', ${p(4)}, ${p(5)}, ${p(6)}::smallint, ${p(7)}::smallint[], ${p(8)}::jsonb, ${p(9)}::jsonb, ${p(10)}::text[], ${p(11)}::jsonb, ${p(12)}, ${p(13)}, ${p(14)}, ${p(15)}, ${p(16)})`;
    });
    await tx.query(
      `INSERT INTO users (id, name, birth_date, onboarding_state, created_at, bio, gender, interested_in, jobs, schools, interests, prompts, lat, lng, located_at, is_verified, is_demo)
       VALUES ${rows.join(', ')}`,
      params,
    );
  }
};

const encoder = new TextEncoder();

/** The photos of the generated members, drawn in memory: one person per member, a different place per photo. */
export const demoPhotosOf = (members: readonly DemoMember[]): DemoPhoto[] =>
  members.flatMap((member) =>
    Array.from({ length: member.photoCount }, (_, index) => {
      const altText = photoAltText(member.name, member.photoSeed, index, member.photoCount);
      return {
        userId: member.id,
        index,
        bytes: encoder.encode(portraitSvg(member.look, member.photoSeed, index, member.photoCount, altText)),
        contentType: 'image/svg+xml' as const,
        width: PHOTO_SIZE.width,
        height: PHOTO_SIZE.height,
        altText,
      };
    }),
  );

export const hasDemoWorld = async (q: Queryable): Promise<boolean> =>
  (await q.query('SELECT 1 FROM users WHERE is_demo LIMIT 1')).length > 0;

/**
 * The guest: one member drawn like the world's (another seed, so another id), placed at the world's centre,
 * signed in with an e-mail code like anyone. Not a demo member: demo members do not like or answer it twice.
 */
export const demoGuest = (shape: WorldShape, now: number): DemoMember => {
  const [drawn] = generateDemoMembers({ ...shape, seed: shape.seed + 1, members: 1 }, now);
  return { ...drawn!, position: shape.center };
};

export interface SeedDeps {
  readonly db: Database;
  readonly photos: DemoPhotoStore;
  /** The guest account's e-mail address (normalised). */
  readonly guestEmail: string;
  /** Monotonic milliseconds, to report how long seeding took. */
  readonly elapsed: () => number;
}

/** Seeds the world unless one is there; `now` dates the rows and fixes the members' ages. */
export const seedDemoWorld = async (deps: SeedDeps, shape: WorldShape, now: number): Promise<SeedReport> => {
  const started = deps.elapsed();
  if (await hasDemoWorld(deps.db)) return { seeded: false, members: 0, photos: 0, elapsedMs: deps.elapsed() - started };
  const members = generateDemoMembers(shape, now);
  const guest = demoGuest(shape, now);
  const photos = demoPhotosOf(members);
  const seeded = await deps.db.transaction(async (tx) => {
    // Two servers starting together on one database: the second waits, then finds the world there.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasDemoWorld(tx)) return false;
    await insertMembers(tx, members, now);
    // EXP-01: each member joins the Explore catalogs that name one of their interests, so none is empty.
    await joinDemoCatalogs(tx, now);
    // A database used before may already have a member with the guest's address: that member stays as they are.
    const guestTaken = (await tx.query('SELECT 1 FROM users WHERE email = $1', [deps.guestEmail])).length > 0;
    if (!guestTaken) {
      await insertMembers(tx, [guest], now, false);
      await tx.query('UPDATE users SET email = $2 WHERE id = $1', [guest.id, deps.guestEmail]);
    }
    await deps.photos.add(tx, guestTaken ? photos : [...photos, ...demoPhotosOf([guest])], now);
    if (!guestTaken) await likeNewcomer(tx, guest.id, shape, now);
    return true;
  });
  const elapsedMs = deps.elapsed() - started;
  return seeded ? { seeded, members: members.length, photos: photos.length, elapsedMs } : { seeded, members: 0, photos: 0, elapsedMs };
};
