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
import { failure, type Failure } from '../http/failure';
import { likeRepository } from '../likes/like.repository';
import { matchRepository, type Match } from '../matches/match.repository';
import { newId } from '../platform/secrets';
import type { Nudger } from '../realtime';
import { paywallFailure, tierHas, type Tier } from '../users';
import { isVisible } from '../users/user';
import { userRepository } from '../users/user.repository';
import { allowanceAt, LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, windowStart, type Allowance } from './allowance';
import { passRepository } from './pass.repository';

export type LikeKind = 'like' | 'super';
/** A swipe as the last-swipe record names it. */
export type SwipeKind = 'like' | 'superlike' | 'pass';

export interface Allowances {
  readonly likes: Allowance;
  readonly superLikes: Allowance;
}

export interface LikeOutcome {
  readonly allowances: Allowances;
  /** The pair's live match: new with this like, or there already (a repeated like); null when there is none. */
  readonly match: Match | null;
}

export interface SwipeServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly nudge: Nudger;
}

const allowancesOf = async (q: Queryable, memberId: string, now: number): Promise<Allowances> => {
  const [likes, superLikes] = await Promise.all([
    likeRepository.timesSince(q, memberId, false, windowStart(LIKES_ALLOWANCE, now)),
    likeRepository.timesSince(q, memberId, true, windowStart(SUPER_LIKES_ALLOWANCE, now)),
  ]);
  return { likes: allowanceAt(LIKES_ALLOWANCE, likes, now), superLikes: allowanceAt(SUPER_LIKES_ALLOWANCE, superLikes, now) };
};

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

/** RECS-14: the swipe is now the member's last, the one a rewind may undo. */
const recordLastSwipe = (q: Queryable, memberId: string, targetId: string, kind: SwipeKind, now: number) =>
  q.query('UPDATE users SET last_swipe_id = $2, last_swipe_kind = $3, last_swipe_at = $4 WHERE id = $1', [memberId, targetId, kind, new Date(now)]);

export class SwipeService {
  constructor(private readonly deps: SwipeServiceDeps) {}

  /** The member's allowances now. */
  allowances(memberId: string): Promise<Allowances> {
    return allowancesOf(this.deps.db, memberId, this.deps.clock.now());
  }

  async like(likerId: string, likedId: string, kind: LikeKind): Promise<Result<LikeOutcome, Failure>> {
    if (likerId === likedId) return err(failure.badRequest('A member cannot like themselves'));
    const now = this.deps.clock.now();
    const freshMatchId = newId();
    const done = await this.deps.db.transaction(async (tx): Promise<Result<LikeOutcome & { readonly created: boolean }, Failure>> => {
      const target = await userRepository.findById(tx, likedId);
      if (target === null || !isVisible(target)) return err(failure.notFound('No such member'));
      // One pair at a time (two likes meeting make one match), then one member's likes at a time (the allowance).
      // The pair first, so two members liking each other wait in one place; NO KEY UPDATE, so the foreign-key
      // checks of other members' likes of this member never wait on it (no deadlock between crossing likes).
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`like:${[likerId, likedId].sort().join(':')}`]);
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [likerId]);
      if ((await likeRepository.find(tx, likerId, likedId)) !== null) {
        const match = liveMatch(await matchRepository.findBetween(tx, [likerId, likedId]));
        return ok({ allowances: await allowancesOf(tx, likerId, now), match, created: false });
      }
      const before = await allowancesOf(tx, likerId, now);
      const spent = kind === 'super' ? before.superLikes : before.likes;
      if (spent.remaining === 0) return err(exhausted(kind, spent, now));
      await likeRepository.insertMany(tx, [{ likerId, likedId, isSuper: kind === 'super', createdAt: now }]);
      await recordLastSwipe(tx, likerId, likedId, kind === 'super' ? 'superlike' : 'like', now);
      const likedBack = (await likeRepository.find(tx, likedId, likerId)) !== null;
      const match = likedBack ? liveMatch(await matchRepository.findOrCreate(tx, { id: freshMatchId, between: [likerId, likedId], now })) : null;
      return ok({ allowances: await allowancesOf(tx, likerId, now), match, created: match?.id === freshMatchId });
    });
    if (!done.ok) return done;
    const { created, ...outcome } = done.value;
    if (created && outcome.match) for (const memberId of outcome.match.members) this.deps.nudge(memberId, { type: 'match', matchId: outcome.match.id });
    return ok(outcome);
  }

  /** RECS-10: the member does not want to see `passedId` again; a second pass changes nothing. */
  async pass(passerId: string, passedId: string): Promise<Result<void, Failure>> {
    if (passerId === passedId) return err(failure.badRequest('A member cannot pass on themselves'));
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const target = await userRepository.findById(tx, passedId);
      if (target === null || !isVisible(target)) return err(failure.notFound('No such member'));
      if (await passRepository.insert(tx, { passerId, passedId, createdAt: now })) await recordLastSwipe(tx, passerId, passedId, 'pass', now);
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
      const [member] = await tx.query<{ tier: Tier; last_swipe_id: string | null; last_swipe_kind: SwipeKind | null }>(
        'SELECT tier, last_swipe_id, last_swipe_kind FROM users WHERE id = $1 FOR NO KEY UPDATE',
        [memberId],
      );
      if (!member) return err(failure.notFound());
      if (!tierHas(member.tier, 'undo')) return err(paywallFailure('undo'));
      if (member.last_swipe_id !== targetId || member.last_swipe_kind !== kind) return err(notLastSwipe());
      if (kind === 'pass') {
        await tx.query('DELETE FROM passes WHERE passer_id = $1 AND passed_id = $2', [memberId, targetId]);
      } else {
        if ((await matchRepository.findBetween(tx, [memberId, targetId])) !== null) return err(conflict('A match cannot be rewound'));
        await tx.query('DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2', [memberId, targetId]);
      }
      await tx.query('UPDATE users SET last_swipe_id = NULL, last_swipe_kind = NULL, last_swipe_at = NULL WHERE id = $1', [memberId]);
      return ok(await allowancesOf(tx, memberId, now));
    });
  }
}

const conflict = (message: string): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message });
const notLastSwipe = (): Failure => conflict('Only the last swipe can be undone');
