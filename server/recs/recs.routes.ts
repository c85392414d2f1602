/**
 * GET /v2/recs/core (RECS-03, EP-070): a page of recommendations.
 * POST /like/{userId} (RECS-09, EP-071), POST /like/{userId}/super (RECS-12, EP-072): a like or a super like,
 * answering the allowances (API-08) and the match it made (MATCH-15).
 * POST /pass/{userId} (RECS-10, EP-075; the spec leaves the verb open): a pass.
 * Member token required; the like and pass routes take no body (an empty object is accepted).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { Id } from '../http/schemas';
import { otherMember, type Match } from '../matches/match.repository';
import type { CardLoader } from '../users/card-loader';
import { positionRepository } from '../users/position.repository';
import { userRepository } from '../users/user.repository';
import type { Allowance } from './allowance';
import type { RecsService } from './recs.service';
import type { LikeKind, SwipeService } from './swipe.service';

const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });
type UserParams = Static<typeof UserParams>;

export interface RecsRouteDeps {
  readonly db: Database;
  readonly member: preHandlerAsyncHookHandler;
  readonly recs: RecsService;
  readonly swipes: SwipeService;
  readonly cardOf: CardLoader;
}

/** RECS-11: `likes_remaining`, and `rate_limited_until` (ms since the epoch) while none remain. */
const likesAllowance = (likes: Allowance) => ({
  likes_remaining: likes.remaining,
  ...(likes.remaining === 0 && likes.nextAt !== null ? { rate_limited_until: likes.nextAt } : {}),
});

/** RECS-12: the super-like allowance; `resets_at` is when the next super like comes back (null: none used). */
const superLikesAllowance = (superLikes: Allowance) => ({
  remaining: superLikes.remaining,
  resets_at: superLikes.nextAt === null ? null : new Date(superLikes.nextAt).toISOString(),
});

export const registerRecsRoutes = (api: FastifyInstance, deps: RecsRouteDeps): void => {
  const { db, member, recs, swipes, cardOf } = deps;

  /** MATCH-01: the fields of a match that exist so far; `person` is the other member's card. */
  const matchAnswer = async (match: Match, viewerId: string) => {
    const other = await userRepository.findById(db, otherMember(match, viewerId) ?? '');
    if (other === null) return false;
    const person = await cardOf(other, await positionRepository.find(db, viewerId));
    return { _id: match.id, created_date: new Date(match.createdAt).toISOString(), person, messages: [] };
  };

  api.get('/v2/recs/core', { preHandler: member }, async (request, reply) => {
    const page = await recs.page(authOf(request).userId);
    return sendData(reply, {
      results: page.map((rec) => ({
        type: 'user',
        user: rec.card,
        // RECS-07: the provider's recs carry the interests under experiment_info as well.
        ...(rec.card.user_interests === undefined ? {} : { experiment_info: { user_interests: rec.card.user_interests } }),
        ...(rec.superLikedViewer ? { is_super_like: true } : {}),
      })),
    });
  });

  const likeRoute = (kind: LikeKind) => async (request: FastifyRequest<{ Params: UserParams }>, reply: FastifyReply) => {
    const viewerId = authOf(request).userId;
    const liked = await swipes.like(viewerId, request.params.userId, kind);
    if (!liked.ok) return sendFailure(reply, liked.error);
    const { allowances, match } = liked.value;
    return sendData(reply, {
      match: match === null ? false : await matchAnswer(match, viewerId),
      ...likesAllowance(allowances.likes),
      ...(kind === 'super' ? { super_likes: superLikesAllowance(allowances.superLikes) } : {}),
    });
  };

  const withUser = { preHandler: member, schema: { params: UserParams } };
  api.post<{ Params: UserParams }>('/like/:userId', withUser, likeRoute('like'));
  api.post<{ Params: UserParams }>('/like/:userId/super', withUser, likeRoute('super'));

  api.post<{ Params: UserParams }>('/pass/:userId', withUser, async (request, reply) => {
    const passed = await swipes.pass(authOf(request).userId, request.params.userId);
    return passed.ok ? sendData(reply, {}) : sendFailure(reply, passed.error);
  });
};
