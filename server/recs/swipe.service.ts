/**
 * Likes, super likes and passes (RECS-09, RECS-10, RECS-12). A like spends one of the member's allowance
 * (allowance.ts) and, when the other member liked them already, creates the match of the pair (stored once) and
 * nudges both members' sockets once it is committed. Liking a member a second time (as a like or a super like)
 * writes nothing and spends nothing: it answers the allowances and the pair's live match, as the first like did.
 * The member liked or passed must be visible (finished onboarding, not banned); yourself is a bad request.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { likeRepository } from '../likes/like.repository';
import { matchRepository, type Match } from '../matches/match.repository';
import { newId } from '../platform/secrets';
import type { Nudger } from '../realtime';
import { isVisible } from '../users/user';
import { userRepository } from '../users/user.repository';
import { allowanceAt, LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, windowStart, type Allowance } from './allowance';
import { passRepository } from './pass.repository';

export type LikeKind = 'like' | 'super';

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
      await passRepository.insert(tx, { passerId, passedId, createdAt: now });
      return ok(undefined);
    });
  }
}
