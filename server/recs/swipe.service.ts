/**
 * Likes, super likes and passes (RECS-09, RECS-10, RECS-12), and undoing the last of them (RECS-14). A like spends
 * one of the member's allowance (allowance.ts) and, when the other member liked them already, creates the match of
 * the pair (stored once) and nudges both members' sockets once it is committed. Liking a member a second time (as a
 * like or a super like) writes nothing and spends nothing: it answers the allowances and the pair's live match, as
 * the first like did. The member liked or passed must be visible (finished onboarding, not banned); yourself is a
 * bad request. Each new swipe becomes the member's last swipe, the only one a rewind may undo: only for a tier with
 * the `undo` paywall feature (403 with the paywall code otherwise), only once, and never a like that made a match.
 * Undoing a like or super like deletes it, so the allowance it spent comes back.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { GroupCommit } from '../db/group-commit';
import { failure, type Failure } from '../http/failure';
import { matchRepository, type Match } from '../matches/match.repository';
import { newId } from '../platform/secrets';
import type { Nudger } from '../realtime';
import { consumables, paywallFailure, tierHas, tierRules, type Tier } from '../users';
import { isVisible, type OnboardingState } from '../users/user';
import { userRepository } from '../users/user.repository';
import { allowanceAt, LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, windowStart, type Allowance, type AllowanceRule } from './allowance';
import { lastSwipeRepository, lastSwipesFrom, type SwipeKind } from './last-swipe.repository';
import { passRepository } from './pass.repository';

export type LikeKind = 'like' | 'super';

/**
 * RECS-16: how a like may go past the allowance: `bypass` spends one of the member's bouncer bypasses when (and
 * only when) they are out of likes; the like then counts in no allowance window.
 */
export interface LikeOptions {
  /** RECS-15: the swipe note that goes with the like. */
  readonly note?: string;
  readonly bypass?: boolean;
}
export type { SwipeKind };

export interface Allowances {
  readonly likes: Allowance;
  /** The day's super likes left plus the bought ones held (`remaining`), and how they are made up. */
  readonly superLikes: Allowance & { readonly perDay: number; readonly purchased: number };
}

/**
 * RECS-12: the super likes a member has in any 24 hours: their tier's super likes per day (the tier tables), or
 * the free allowance without a tier.
 */
export const superLikesRule = (tier: Tier): AllowanceRule => ({ max: tierRules(tier)?.superLikesPerDay ?? SUPER_LIKES_ALLOWANCE.max, windowMs: SUPER_LIKES_ALLOWANCE.windowMs });

export interface LikeOutcome {
  readonly allowances: Allowances;
  /** RECS-16 `bouncerBypass.total_bouncer_bypass_remaining`: the bouncer bypasses held after the like. */
  readonly bouncerBypasses: number;
  /** The pair's live match: new with this like, or there already (a repeated like); null when there is none. */
  readonly match: Match | null;
}

export interface SwipeServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly nudge: Nudger;
}

/** The times of a member's likes and super likes still inside their allowance windows, in any order. */
interface UseTimes {
  readonly likes: readonly number[];
  readonly superLikes: readonly number[];
  /** The member's tier: one with unlimited likes (the tier tables) is never out of likes. */
  readonly tier: Tier;
  /** Bought super likes held. */
  readonly purchased: number;
  /** RECS-16: bouncer bypasses held. */
  readonly bypasses: number;
}

/** The day's super likes alone (what a super like spends first). */
const dailySuperLikes = (uses: UseTimes, now: number): Allowance => allowanceAt(superLikesRule(uses.tier), uses.superLikes, now);

const allowancesFrom = (uses: UseTimes, now: number): Allowances => {
  const daily = dailySuperLikes(uses, now);
  return {
    likes: tierRules(uses.tier)?.unlimitedLikes ? { remaining: LIKES_ALLOWANCE.max, nextAt: null } : allowanceAt(LIKES_ALLOWANCE, uses.likes, now),
    superLikes: { remaining: daily.remaining + uses.purchased, nextAt: daily.nextAt, perDay: superLikesRule(uses.tier).max, purchased: uses.purchased },
  };
};

/** A like's time in milliseconds since the epoch (a float8, exact for whole milliseconds). */
const MILLISECONDS = "round(date_part('epoch', created_at) * 1000)";

/**
 * The select list of a member's uses: `member` is the SQL naming the member, `likesSince` and `superSince` the
 * windows' starts. Subqueries each looked up by the member's key: a join with `users` may be planned as a scan of
 * every member. The times as milliseconds since the epoch: numbers cost the database and the parser far less than
 * dates written out and read back (a member may have a hundred).
 */
const useTimes = (member: string, likesSince: string, superSince: string) => `ARRAY(SELECT ${MILLISECONDS} FROM likes WHERE liker_id = ${member} AND NOT is_super AND consumed_from = 'allowance' AND created_at > ${likesSince}) AS like_times,
  ARRAY(SELECT ${MILLISECONDS} FROM likes WHERE liker_id = ${member} AND is_super AND consumed_from = 'allowance' AND created_at > ${superSince}) AS super_times,
  (SELECT tier FROM users WHERE id = ${member}) AS tier,
  COALESCE((SELECT remaining FROM member_consumables WHERE user_id = ${member} AND product_type = 'superlike'), 0) AS purchased,
  COALESCE((SELECT remaining FROM member_consumables WHERE user_id = ${member} AND product_type = 'bouncerbypass'), 0) AS bypasses`;

const windowStarts = (now: number) => [new Date(windowStart(LIKES_ALLOWANCE, now)), new Date(windowStart(SUPER_LIKES_ALLOWANCE, now))];

interface UseTimesRow {
  like_times: number[];
  super_times: number[];
  tier: Tier | null;
  purchased: number;
  bypasses: number;
}

const useTimesOf = (row: UseTimesRow): UseTimes => ({
  likes: row.like_times,
  superLikes: row.super_times,
  tier: row.tier ?? 'none',
  purchased: row.purchased,
  bypasses: row.bypasses,
});

const allowancesOf = async (q: Queryable, memberId: string, now: number): Promise<Allowances> => {
  const [row] = await q.query<UseTimesRow>(`SELECT ${useTimes('$1', '$2', '$3')}`, [memberId, ...windowStarts(now)]);
  return allowancesFrom(useTimesOf(row!), now);
};

type LikeState = UseTimes & { readonly liked: boolean; readonly likedBack: boolean };

/**
 * The locks a group of likes takes before it reads anything, where transactions run side by side: one pair at a
 * time (two likes meeting make one match), then one member's likes at a time (the allowance). The pairs first, so two
 * members liking each other wait in one place; each kind in the order of its keys, so two groups never wait on each
 * other. The likers' row locks are NO KEY UPDATE, so the foreign-key checks of other members' likes of them never
 * wait on them. The read that follows is a statement of its own, so it sees what a transaction it waited for
 * committed.
 */
const lockGroup = async (q: Queryable, likes: readonly LikeRequest[]): Promise<void> => {
  const pairs = likes.map((like) => pairKey(like.likerId, like.likedId)).sort();
  // The lock is volatile: taken after the sort (PostgreSQL postpones volatile output expressions past ORDER BY).
  await q.query('SELECT pg_advisory_xact_lock(hashtext(w.pair)) IS NULL AS locked FROM unnest($1::text[]) WITH ORDINALITY AS w(pair, place) ORDER BY w.place', [pairs]);
  await q.query('SELECT id FROM users WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE', [likes.map((like) => like.likerId)]);
};

/**
 * What each like of a group needs to know, in one statement: whether the member liked is there to be liked, the
 * liker's uses, and whether either of the pair liked the other already (null for a member liked who is not there or
 * not shown). A group has one like per liker.
 */
const likeStatesOf = async (q: Queryable, likes: readonly LikeRequest[], now: number): Promise<Array<LikeState | null>> => {
  const rows = await q.query<UseTimesRow & { i: string; onboarding_state: OnboardingState | null; banned_at: Date | null; liked: boolean; liked_back: boolean }>(
    // Everything looked up by its key, one lookup each (a join, or an EXISTS, may be planned as a scan of every
    // member, or of every like the member gave or had).
    `SELECT b.i, t.onboarding_state, t.banned_at, ${useTimes('b.liker', '$3', '$4')},
       COALESCE((SELECT true FROM likes WHERE liker_id = b.liker AND liked_id = b.liked), false) AS liked,
       COALESCE((SELECT true FROM likes WHERE liker_id = b.liked AND liked_id = b.liker), false) AS liked_back
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS b(liker, liked, i)
       LEFT JOIN LATERAL (SELECT onboarding_state, banned_at FROM users WHERE id = b.liked) t ON true`,
    [likes.map((like) => like.likerId), likes.map((like) => like.likedId), ...windowStarts(now)],
  );
  const byPlace = new Map(rows.map((row) => [Number(row.i) - 1, row]));
  return likes.map((_, i) => {
    const row = byPlace.get(i);
    if (!row) throw new Error('like: a like of the group was not read');
    if (row.onboarding_state === null || !isVisible({ onboardingState: row.onboarding_state, bannedAt: row.banned_at?.getTime() ?? null })) return null;
    return { ...useTimesOf(row), liked: row.liked, likedBack: row.liked_back };
  });
};

/** A like asked for: who likes whom, how, and with what (RECS-15 note, RECS-16 bypass). */
interface LikeRequest {
  readonly likerId: string;
  readonly likedId: string;
  readonly kind: LikeKind;
  readonly note: string | undefined;
  readonly bypass: boolean;
}

/** The likes of a group and their likers' last swipes, in one statement (a group has one like per liker). */
const writeLikes = (q: Queryable, likes: ReadonlyArray<{ readonly like: LikeRequest; readonly after: After }>, now: number) =>
  q.query(
    `WITH b AS (SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::text[], $6::text[]) AS b(liker, liked, is_super, kind, consumed_from, note)),
     liked AS (INSERT INTO likes (liker_id, liked_id, is_super, created_at, consumed_from, swipe_note) SELECT liker, liked, is_super, $7, consumed_from, note FROM b)
     ${lastSwipesFrom('SELECT liker, liked, kind, $7 FROM b')}`,
    [
      likes.map(({ like }) => like.likerId),
      likes.map(({ like }) => like.likedId),
      likes.map(({ like }) => like.kind === 'super'),
      likes.map(({ like }): SwipeKind => (like.kind === 'super' ? 'superlike' : 'like')),
      likes.map(({ after }) => (after.spent === 'allowance' ? 'allowance' : 'consumable')),
      likes.map(({ like }) => like.note ?? null),
      new Date(now),
    ],
  );

/** The key of a pair's lock and of its place in a group: the same for both directions. */
const pairKey = (a: string, b: string) => `like:${[a, b].sort().join(':')}`;

/** The 429 of an exhausted allowance, with the allowance in the error object (RECS-11, RECS-12). */
const exhausted = (kind: LikeKind, allowance: Allowance, now: number): Failure => {
  const nextAt = allowance.nextAt ?? now;
  return kind === 'super'
    ? failure.rateLimited(nextAt - now, ErrorCode.RATE_LIMITED, 'Out of super likes', {
        super_likes: { remaining: 0, resets_at: new Date(nextAt).toISOString() },
      })
    : failure.rateLimited(nextAt - now, ErrorCode.RATE_LIMITED, 'Out of likes', { likes_remaining: 0, rate_limited_until: nextAt });
};

const liveMatch = (match: Match | null): Match | null => (match !== null && match.unmatchedAt === null ? match : null);

/** The uses after a new like, and what it spent: a bought super like, a bouncer bypass, or the allowance. */
type After = UseTimes & { readonly spent: 'allowance' | 'pack' | 'bypass' };
type Decision = { readonly answer: LikeAnswer } | { readonly after: After };

/**
 * What one like of a group does, from its liker's state: a like already there answers as the first did and
 * writes nothing; otherwise the allowance (or a bypass, a bought super like, a swipe note, each spent here) lets
 * it through or answers why not. At most one thing is spent per like (a note goes with a plain like, a bypass with a
 * like out of likes, a pack with a super like out of the day's), so an answer of failure has spent nothing.
 */
const decide = async (q: Queryable, like: LikeRequest, state: LikeState, now: number): Promise<Decision> => {
  const { likerId, likedId, kind, note, bypass } = like;
  if (state.liked) {
    const match = state.likedBack ? liveMatch(await matchRepository.findBetween(q, [likerId, likedId])) : null;
    return { answer: ok({ allowances: allowancesFrom(state, now), bouncerBypasses: state.bypasses, match, created: false }) };
  }
  const spent = allowancesFrom(state, now)[kind === 'super' ? 'superLikes' : 'likes'];
  // RECS-16: out of likes, a bouncer bypass lets the like through (none held: the paywall naming the pack).
  const bypassed = bypass && kind === 'like' && spent.remaining === 0;
  if (bypassed && !(await consumables.spend(q, likerId, 'bouncerbypass'))) return { answer: err(bouncerBypassPaywall()) };
  if (spent.remaining === 0 && !bypassed) return { answer: err(exhausted(kind, spent, now)) };
  // A super like takes the day's allowance first, then a bought one.
  const fromPack = kind === 'super' && dailySuperLikes(state, now).remaining === 0;
  if (fromPack && !(await consumables.spend(q, likerId, 'superlike'))) return { answer: err(exhausted(kind, spent, now)) };
  if (note !== undefined && !(await consumables.spend(q, likerId, 'swipenote'))) return { answer: err(swipeNotePaywall()) };
  if (kind === 'super') return { after: fromPack ? { ...state, purchased: state.purchased - 1, spent: 'pack' } : { ...state, superLikes: [...state.superLikes, now], spent: 'allowance' } };
  return { after: bypassed ? { ...state, bypasses: state.bypasses - 1, spent: 'bypass' } : { ...state, likes: [...state.likes, now], spent: 'allowance' } };
};

/** What a like answers, and whether it made the pair's match (whose members are then nudged). */
type LikeAnswer = Result<LikeOutcome & { readonly created: boolean }, Failure>;

export class SwipeService {
  /** Likes arriving together are written together (issue 11): one liker's likes, and one pair's, never share one. */
  readonly #likes = new GroupCommit<LikeRequest, LikeAnswer>(
    (likes) => this.#likeGroup(likes),
    (like) => [`liker:${like.likerId}`, pairKey(like.likerId, like.likedId)],
  );

  constructor(private readonly deps: SwipeServiceDeps) {}

  /** RECS-15 `featureAccess.swipe_note.amount`: the swipe notes the member holds. */
  async swipeNotesHeld(memberId: string): Promise<number> {
    return (await consumables.of(this.deps.db, memberId)).swipenote;
  }

  /** The member's allowances now. */
  allowances(memberId: string): Promise<Allowances> {
    return allowancesOf(this.deps.db, memberId, this.deps.clock.now());
  }

  /**
   * A like or super like; with `note` (RECS-15) a like that carries a swipe note, which spends one of the member's
   * bought swipe notes (none held: 403 with the paywall code naming `swipenote`). Answered once it is committed.
   */
  async like(likerId: string, likedId: string, kind: LikeKind, options: LikeOptions = {}): Promise<Result<LikeOutcome, Failure>> {
    if (likerId === likedId) return err(failure.badRequest('A member cannot like themselves'));
    const done = await this.#likes.submit({ likerId, likedId, kind, note: options.note, bypass: options.bypass ?? false });
    if (!done.ok) return done;
    const { created, ...outcome } = done.value;
    if (created && outcome.match) for (const memberId of outcome.match.members) this.deps.nudge(memberId, { type: 'match', matchId: outcome.match.id });
    return ok(outcome);
  }

  /**
   * A group of likes (one per liker and per pair) in one transaction: the same statements whether it holds one like
   * or sixty, so a busy server writes many likes for the cost of one.
   */
  #likeGroup(likes: readonly LikeRequest[]): Promise<LikeAnswer[]> {
    const now = this.deps.clock.now();
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      // Where transactions run one at a time a lock never waits: none is taken.
      if (db.oneTransactionAtATime !== true) await lockGroup(tx, likes);
      const states = await likeStatesOf(tx, likes, now);
      const answers = new Map<LikeRequest, LikeAnswer>();
      const written: Array<{ readonly like: LikeRequest; readonly state: LikeState; readonly after: After }> = [];
      for (const [i, like] of likes.entries()) {
        const state = states[i];
        if (state === null || state === undefined) {
          answers.set(like, err(failure.notFound('No such member')));
          continue;
        }
        const decided = await decide(tx, like, state, now);
        if ('answer' in decided) answers.set(like, decided.answer);
        else written.push({ like, state, after: decided.after });
      }
      if (written.length > 0) await writeLikes(tx, written, now);
      for (const { like, state, after } of written) {
        const freshMatchId = state.likedBack ? newId() : null;
        const match = freshMatchId === null ? null : liveMatch(await matchRepository.findOrCreate(tx, { id: freshMatchId, between: [like.likerId, like.likedId], now }));
        answers.set(like, ok({ allowances: allowancesFrom(after, now), bouncerBypasses: after.bypasses, match, created: match !== null && match.id === freshMatchId }));
      }
      return likes.map((like) => answers.get(like)!);
    });
  }

  /** RECS-10: the member does not want to see `passedId` again; a second pass changes nothing. */
  async pass(passerId: string, passedId: string): Promise<Result<void, Failure>> {
    if (passerId === passedId) return err(failure.badRequest('A member cannot pass on themselves'));
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const target = await userRepository.findById(tx, passedId);
      if (target === null || !isVisible(target)) return err(failure.notFound('No such member'));
      if (await passRepository.insert(tx, { passerId, passedId, createdAt: now })) await lastSwipeRepository.record(tx, passerId, passedId, 'pass', now);
      return ok(undefined);
    });
  }

  /**
   * RECS-14: undoes the member's last swipe, when it was `kind` on `targetId`; answers the allowances after it.
   * 403 with the paywall code for a tier without `undo`; 409 when it is not the last swipe (or was undone already)
   * or when the like made a match.
   */
  async rewind(memberId: string, targetId: string, kind: SwipeKind): Promise<Result<Allowances, Failure>> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [member] = await tx.query<{ tier: Tier; target_id: string | null; kind: SwipeKind | null }>(
        'SELECT u.tier, s.target_id, s.kind FROM users u LEFT JOIN last_swipes s ON s.user_id = u.id WHERE u.id = $1 FOR NO KEY UPDATE OF u',
        [memberId],
      );
      if (!member) return err(failure.notFound());
      if (!tierHas(member.tier, 'undo')) return err(paywallFailure('undo'));
      if (member.target_id !== targetId || member.kind !== kind) return err(notLastSwipe());
      if (kind === 'pass') {
        await tx.query('DELETE FROM passes WHERE passer_id = $1 AND passed_id = $2', [memberId, targetId]);
      } else {
        if ((await matchRepository.findBetween(tx, [memberId, targetId])) !== null) return err(conflict('A match cannot be rewound'));
        const [undone] = await tx.query<{ consumed_from: string; is_super: boolean }>(
          'DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2 RETURNING consumed_from, is_super',
          [memberId, targetId],
        );
        // A bought super like, or the bouncer bypass a like went through with (RECS-16), comes back to the member.
        if (undone?.consumed_from === 'consumable') await consumables.grant(tx, memberId, undone.is_super ? 'superlike' : 'bouncerbypass', 1);
      }
      await lastSwipeRepository.clearOf(tx, memberId);
      return ok(await allowancesOf(tx, memberId, now));
    });
  }
}

/** RECS-15: out of swipe notes: the paywall code, naming the product to buy. */
const swipeNotePaywall = (): Failure => ({
  status: 403,
  code: ErrorCode.PAYWALL_REQUIRED,
  message: 'Out of swipe notes',
  details: { paywall: { feature: 'swipe_note', product_type: 'swipenote' }, swipe_note: { amount: 0 } },
});

/** RECS-16: out of likes and no bouncer bypass held: the paywall code, naming the product to buy. */
const bouncerBypassPaywall = (): Failure => ({
  status: 403,
  code: ErrorCode.PAYWALL_REQUIRED,
  message: 'Out of bouncer bypasses',
  details: { paywall: { feature: 'bouncer_bypass', product_type: 'bouncerbypass' }, bouncerBypass: { total_bouncer_bypass_remaining: 0 } },
});

const conflict = (message: string): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message });
const notLastSwipe = (): Failure => conflict('Only the last swipe can be undone');
