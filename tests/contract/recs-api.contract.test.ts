import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpRecsApi } from '../../adapters/recs/http-recs-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import { ErrorCode } from '../../core/errors/error-codes';
import { RATE_LIMITED, rateLimitEnd, type RecCard, type RecsApiPort, type RecsError, type SwipeAnswer } from '../../core/recs';
import { fakeRec, FakeRecsApi } from '../../core/recs/testing/fake-recs-api';
import type { Result } from '../../core/shared';
import { FakeTime } from '../../core/shared/testing';
import { likeRepository } from '../../server/likes/like.repository';
import { mediaRepository } from '../../server/media/media.repository';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

/** One `RecsApiPort` with the far end it talks to, as the contract sees them. */
interface RecsHarness {
  readonly api: RecsApiPort;
  /** The member signs in (finished onboarding, as `name`) and the client holds their token. */
  signIn(name: string): Promise<{ readonly userId: string }>;
  /** Members near the member, each with one photo, recommendable to them: their ids, in the order of `names`. */
  candidates(names: readonly string[]): Promise<string[]>;
  /** The candidate `id` liked the member already. */
  likesMember(id: string): Promise<void>;
  /** The member's tier gains the paywall feature undo (RECS-14). */
  grantUndo(): Promise<void>;
  /** The member has used every like of the last 12 hours (RECS-11), on other members. */
  outOfLikes(): Promise<void>;
  /** The member holds `n` bouncer bypasses (RECS-16), as a pack bought makes them. */
  holdBouncerBypasses(n: number): Promise<void>;
  /** The time on the far end's clock. */
  now(): number;
  /** Time passes on the far end. */
  later(ms: number): void;
}

type RecsWorld = ContractWorld<RecsHarness>;

const HOUR = 3_600_000;
const PHONE = '+14155550123';
/** A well-formed id nobody has. */
const UNKNOWN_ID = '0123456789abcdef01234567';
/** ERR-01: the server's code for an unknown member. */
const NOT_FOUND = 40400;


const fakeWorld: RecsWorld = {
  start: async () => {},
  open: async () => {
    const time = new FakeTime();
    const fake = new FakeRecsApi({ clock: time, candidates: [] });
    let n = 0;
    return {
      api: fake,
      signIn: async () => ({ userId: 'me' }),
      candidates: async (names) =>
        names.map((name) => {
          n += 1;
          const card = fakeRec(`c-${n}`, name);
          fake.candidates.push(card);
          return card.id;
        }),
      likesMember: async (id) => void fake.likesMe.add(id),
      grantUndo: async () => void (fake.tier = 'plus'),
      outOfLikes: async () => {
        fake.likesRemaining = 0;
        fake.rateLimitedUntil = time.now() + fake.rateLimitMs;
      },
      holdBouncerBypasses: async (n) => void (fake.bouncerBypasses = n),
      now: () => time.now(),
      later: (ms) => time.advance(ms),
    };
  },
  stop: async () => {},
};

/**
 * `HttpRecsApi` over the real ky client against the reference server in-process. The member signs in through the
 * server's test helpers; candidates are written straight into the database as the server's discovery tests do
 * (finished onboarding, no position: at the default location, near the member), each with one stored photo.
 * Tokens outlive the allowance windows, so a test can move the clock on by a day.
 */
const serverWorld = (): RecsWorld =>
  referenceServerWorld(
    (t) => {
      const db = t.database.db;
      const tokens = new FakeAuthTokenSource();
      const http = pageClient(t, tokens);
      let n = 0;
      let memberId: string | undefined;
      return {
        api: new HttpRecsApi(http),
        signIn: async (name) => {
          const login = await memberSignedInByPhone(t.client(), db, PHONE, name);
          tokens.set(login.authToken);
          memberId = login.userId;
          return { userId: login.userId };
        },
        candidates: async (names) => {
          const ids = names.map(() => {
            n += 1;
            return `c-${String(n).padStart(3, '0')}`;
          });
          const now = t.time.now();
          await db.query(
            "INSERT INTO users (id, name, onboarding_state, created_at) SELECT u.id, u.name, 'complete', $3 FROM unnest($1::text[], $2::text[]) AS u (id, name)",
            [ids, names, new Date(now)],
          );
          for (const id of ids) {
            const photo = `${id}-photo-0`;
            await mediaRepository.insertPlaceholders(db, id, [{ id: photo, position: 0 }], now);
            await mediaRepository.fill(db, photo, id, { storageKey: `photos/${photo}.jpg`, contentType: 'image/jpeg', byteSize: 1024, width: 640, height: 800 }, now);
          }
          return ids;
        },
        likesMember: async (id) => {
          if (memberId === undefined) throw new Error('the member has not signed in');
          await likeRepository.insertMany(db, [{ likerId: id, likedId: memberId, isSuper: false, createdAt: t.time.now() }]);
        },
        grantUndo: async () => {
          if (memberId === undefined) throw new Error('the member has not signed in');
          await db.query("UPDATE users SET tier = 'plus' WHERE id = $1", [memberId]);
        },
        outOfLikes: async () => {
          if (memberId === undefined) throw new Error('the member has not signed in');
          await db.query("INSERT INTO users (id, name, onboarding_state, created_at) SELECT 'used-' || g, 'Used', 'complete', $1 FROM generate_series(1, 100) g", [new Date(t.time.now())]);
          await db.query("INSERT INTO likes (liker_id, liked_id, is_super, created_at) SELECT $1, 'used-' || g, false, $2 FROM generate_series(1, 100) g", [memberId, new Date(t.time.now() - 60_000)]);
        },
        holdBouncerBypasses: async (n) => {
          if (memberId === undefined) throw new Error('the member has not signed in');
          await db.query("INSERT INTO member_consumables (user_id, product_type, remaining) VALUES ($1, 'bouncerbypass', $2)", [memberId, n]);
        },
        now: () => t.time.now(),
        later: (ms) => t.time.advance(ms),
      };
    },
    { overrides: { auth: { accessTokenTtlMs: 7 * 24 * HOUR } } },
  );

const valueOf = <T>(result: Result<T, RecsError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const failureOf = <T>(result: Result<T, RecsError>, what: string): RecsError => {
  if (result.ok) throw new Error(`${what} was answered: ${JSON.stringify(result.value)}`);
  return result.error;
};

const recsContract = (name: string, world: RecsWorld) =>
  describe(`RecsApiPort contract: ${name}`, () => {
    let h: RecsHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    const recs = async (): Promise<readonly RecCard[]> => valueOf(await h.api.fetchRecs(), 'fetching recs');
    const recIds = async (): Promise<string[]> => (await recs()).map((card) => card.id).sort();
    const like = async (id: string): Promise<SwipeAnswer> => valueOf(await h.api.like(id), `liking ${id}`);
    const superLike = async (id: string): Promise<SwipeAnswer> => valueOf(await h.api.superLike(id), `super-liking ${id}`);
    const pass = async (id: string): Promise<SwipeAnswer> => valueOf(await h.api.pass(id), `passing ${id}`);

    describe('fetchRecs', () => {
      it('RECS-03: answers the candidates as cards with their id, name and photos (each with a url), and never the member', async () => {
        const { userId } = await h.signIn('Jane');
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        const cards = await recs();
        expect(cards.map((card) => card.id).sort()).toEqual([lena, sami].sort());
        for (const card of cards) {
          expect(card.name).toBe(card.id === lena ? 'Lena' : 'Sami');
          expect(card.photos.length).toBeGreaterThan(0);
          for (const photo of card.photos) expect(photo.url).toMatch(/./);
        }
        expect(cards.map((card) => card.id)).not.toContain(userId);
      });

      it('RECS-03, RECS-09, RECS-10, RECS-12: a candidate liked, super-liked or passed is not answered again; the others still are', async () => {
        await h.signIn('Jane');
        const [liked, superLiked, passed, other] = await h.candidates(['Lena', 'Sami', 'Noor', 'Ada']);
        await like(liked!);
        await superLike(superLiked!);
        await pass(passed!);
        expect(await recIds()).toEqual([other]);
      });
    });

    describe('like', () => {
      it('RECS-09, RECS-11, API-08: each like answers likesRemaining as a number, one less than the like before', async () => {
        await h.signIn('Jane');
        const [lena, sami, noor] = await h.candidates(['Lena', 'Sami', 'Noor']);
        const first = await like(lena!);
        expect(first.likesRemaining).toEqual(expect.any(Number));
        expect(first.match).toBeUndefined();
        expect((await like(sami!)).likesRemaining).toBe(first.likesRemaining! - 1);
        expect((await like(noor!)).likesRemaining).toBe(first.likesRemaining! - 2);
      });

      it('RECS-09: liking the same candidate again spends no like and makes no match', async () => {
        await h.signIn('Jane');
        const [lena] = await h.candidates(['Lena']);
        const first = await like(lena!);
        const again = await like(lena!);
        expect(again.likesRemaining).toBe(first.likesRemaining);
        expect(again.match).toBeUndefined();
      });

      it('MATCH-15, RECS-09: liking a candidate who liked the member first answers the match, with the person’s id and name', async () => {
        await h.signIn('Jane');
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        await h.likesMember(lena!);
        const answer = await like(lena!);
        expect(answer.likesRemaining).toEqual(expect.any(Number));
        expect(answer.match).toMatchObject({ id: expect.stringMatching(/./), person: { id: lena, name: 'Lena' } });
        // Someone who did not like the member first makes no match.
        expect((await like(sami!)).match).toBeUndefined();
      });

      it('MATCH-15: liking the matched person again answers no second match: the same one, if any, and spends no like', async () => {
        await h.signIn('Jane');
        const [lena] = await h.candidates(['Lena']);
        await h.likesMember(lena!);
        const first = await like(lena!);
        const again = await like(lena!);
        expect(again.likesRemaining).toBe(first.likesRemaining);
        if (again.match !== undefined) expect(again.match.id).toBe(first.match?.id);
        expect(await recIds()).toEqual([]);
      });

      it('RECS-11: the last like answers likesRemaining 0 and until when likes rest; the next fails with 42901 until then', async () => {
        await h.signIn('Jane');
        const ids = await h.candidates(Array.from({ length: 101 }, (_, i) => `Member ${i}`));
        let answer = await like(ids[0]!);
        expect(answer.rateLimitedUntil).toBeUndefined();
        for (const id of ids.slice(1, answer.likesRemaining! + 1)) answer = await like(id);
        expect(answer.likesRemaining).toBe(0);
        expect(answer.rateLimitedUntil).toBeGreaterThan(h.now());
        const refused = failureOf(await h.api.like(ids[100]!), 'a like with none left');
        expect(refused.code).toBe(RATE_LIMITED);
        expect(rateLimitEnd(refused, h.now())).toBe(answer.rateLimitedUntil);
        // A pass is no like: it is still taken.
        expect(await pass(ids[100]!)).toEqual({});
      }, 60_000);
    });

    describe('bouncerBypass', () => {
      it('RECS-16: out of likes, a bouncer bypass lets the like through and answers the bypasses left; with none left it fails with the paywall code naming bouncer_bypass', async () => {
        await h.signIn('Jane');
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        await h.outOfLikes();
        await h.holdBouncerBypasses(1);
        expect(failureOf(await h.api.like(lena!), 'a like with none left').code).toBe(RATE_LIMITED);
        const through = valueOf(await h.api.bouncerBypass(lena!), 'a like with a bouncer bypass');
        expect(through.bouncerBypasses).toBe(0);
        expect(through.likesRemaining).toBe(0);
        expect(await recIds()).toEqual([sami]);
        const refused = failureOf(await h.api.bouncerBypass(sami!), 'a bouncer bypass with none left');
        expect(refused.code).toBe(ErrorCode.PAYWALL_REQUIRED);
        expect(refused.paywall?.feature).toBe('bouncer_bypass');
        expect(await recIds()).toEqual([sami]);
      });
    });

    describe('superLike', () => {
      it('RECS-12, API-08: the daily super like answers the super-like allowance (0 remaining, when it resets) and spends no like', async () => {
        await h.signIn('Jane');
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        const likes = (await like(lena!)).likesRemaining!;
        const answer = await superLike(sami!);
        expect(answer.superLikes).toEqual({ remaining: 0, resetsAt: expect.any(Number), perDay: 1, purchased: 0 });
        expect(answer.superLikes!.resetsAt).toBeGreaterThan(h.now());
        expect(answer.likesRemaining).toBe(likes);
        expect(answer.match).toBeUndefined();
      });

      it('RECS-12: a second super like fails with 42901 and says when to try again: when the super like resets', async () => {
        await h.signIn('Jane');
        const [lena, sami, noor] = await h.candidates(['Lena', 'Sami', 'Noor']);
        const resetsAt = (await superLike(lena!)).superLikes?.resetsAt;
        h.later(HOUR);
        const refused = failureOf(await h.api.superLike(sami!), 'a second super like');
        expect(refused.code).toBe(RATE_LIMITED);
        expect(refused.rateLimitedUntil !== undefined || refused.retryAfterMs !== undefined).toBe(true);
        expect(rateLimitEnd(refused, h.now())).toBe(resetsAt);
        // Sami was not swiped: still a candidate; a plain like is its own allowance and still works.
        expect(await recIds()).toEqual([sami, noor].sort());
        expect((await like(sami!)).likesRemaining).toEqual(expect.any(Number));
      });

      it('MATCH-15, RECS-12: super-liking a candidate who liked the member first answers the match', async () => {
        await h.signIn('Jane');
        const [lena] = await h.candidates(['Lena']);
        await h.likesMember(lena!);
        expect((await superLike(lena!)).match).toMatchObject({ person: { id: lena, name: 'Lena' } });
      });
    });

    describe('pass', () => {
      it('RECS-10: a pass answers no match and spends no like, even on someone who liked the member first', async () => {
        await h.signIn('Jane');
        const [lena, sami, noor] = await h.candidates(['Lena', 'Sami', 'Noor']);
        await h.likesMember(sami!);
        const before = (await like(lena!)).likesRemaining!;
        const passed = await pass(sami!);
        expect(passed.match).toBeUndefined();
        expect(passed.likesRemaining ?? before).toBe(before);
        expect((await like(noor!)).likesRemaining).toBe(before - 1);
      });
    });

    describe('fetchPerson', () => {
      it('RECS-05 load by id, RECS-22: answers one member`s card with its id, name, photos and flags; an unknown id fails with 40400', async () => {
        await h.signIn('Jane');
        const [lena] = await h.candidates(['Lena']);
        const card = valueOf(await h.api.fetchPerson(lena!), 'fetching Lena');
        expect(card).toMatchObject({ id: lena, name: 'Lena', badges: [], verified: false, isSuperLike: false, isBoost: false, isSuperBoost: false });
        expect(card.photos.length).toBeGreaterThan(0);
        expect(failureOf(await h.api.fetchPerson(UNKNOWN_ID), 'fetching an unknown id').code).toBe(NOT_FOUND);
      });
    });

    describe('rewind', () => {
      it('RECS-14: without the undo feature, a rewind fails with the paywall code naming undo and a tier; the swipe stays', async () => {
        await h.signIn('Jane');
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        await like(lena!);
        const refused = failureOf(await h.api.rewind(lena!, 'like'), 'a rewind without undo');
        expect(refused.code).toBe(ErrorCode.PAYWALL_REQUIRED);
        expect(refused.paywall).toEqual({ feature: 'undo', requiredTier: 'plus' });
        expect(await recIds()).toEqual([sami]);
      });

      it('RECS-14: with undo, the last like is undone: the like comes back and the candidate is recommended again; a second rewind fails with 40900', async () => {
        await h.signIn('Jane');
        await h.grantUndo();
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        const after = (await like(lena!)).likesRemaining!;
        const undone = valueOf(await h.api.rewind(lena!, 'like'), 'rewinding the like');
        // The like comes back, up to the allowance of 100 (a tier with unlimited likes stays at 100 throughout).
        expect(undone.likesRemaining).toBe(Math.min(after + 1, 100));
        expect(await recIds()).toEqual([lena, sami].sort());
        expect(failureOf(await h.api.rewind(lena!, 'like'), 'a second rewind').code).toBe(ErrorCode.CONFLICT);
      });

      it('RECS-14, RECS-12: a super like and a pass are undone the same way; the super like comes back; only the last swipe counts', async () => {
        await h.signIn('Jane');
        await h.grantUndo();
        const [lena, sami] = await h.candidates(['Lena', 'Sami']);
        expect((await superLike(lena!)).superLikes?.remaining).toBe(0);
        expect(valueOf(await h.api.rewind(lena!, 'superlike'), 'rewinding the super like').superLikes?.remaining).toBe(1);
        await pass(sami!);
        expect(failureOf(await h.api.rewind(sami!, 'like'), 'a rewind of another kind').code).toBe(ErrorCode.CONFLICT);
        expect(valueOf(await h.api.rewind(sami!, 'dislike'), 'rewinding the pass')).toBeDefined();
        expect(await recIds()).toEqual([lena, sami].sort());
      });

      it('RECS-14: a like that made a match cannot be rewound (40900)', async () => {
        await h.signIn('Jane');
        await h.grantUndo();
        const [lena] = await h.candidates(['Lena']);
        await h.likesMember(lena!);
        expect((await like(lena!)).match).toBeDefined();
        expect(failureOf(await h.api.rewind(lena!, 'like'), 'rewinding a match').code).toBe(ErrorCode.CONFLICT);
      });
    });

    describe('errors', () => {
      it('RECS-09, RECS-10, RECS-12: a like, super like or pass of an unknown id fails with 40400 and spends nothing', async () => {
        await h.signIn('Jane');
        const [lena] = await h.candidates(['Lena']);
        expect(failureOf(await h.api.like(UNKNOWN_ID), 'liking an unknown id').code).toBe(NOT_FOUND);
        expect(failureOf(await h.api.superLike(UNKNOWN_ID), 'super-liking an unknown id').code).toBe(NOT_FOUND);
        expect(failureOf(await h.api.pass(UNKNOWN_ID), 'passing an unknown id').code).toBe(NOT_FOUND);
        expect((await superLike(lena!)).superLikes?.remaining).toBe(0);
      });
    });
  });

recsContract('FakeRecsApi', fakeWorld);
recsContract('HttpRecsApi over ky and the reference server', serverWorld());
