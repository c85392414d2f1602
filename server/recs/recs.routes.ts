/**
 * GET /v2/recs/core (RECS-03, EP-070): a page of recommendations.
 * POST /like/{userId} (RECS-09, EP-071), POST /like/{userId}/super (RECS-12, EP-072): a like or a super like,
 * answering the allowances (API-08) and the match it made (MATCH-15).
 * POST /pass/{userId} (RECS-10, EP-075; the spec leaves the verb open): a pass.
 * DELETE /like/{userId}, DELETE /like/{userId}/super (EP-073), DELETE /pass/{userId}: rewind (RECS-14), the
 * member's last swipe undone, answering the allowances.
 * Member token required; the like and pass routes take no body (an empty object is accepted).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { JSON_CONTENT_TYPE, sendData, sendFailure, successBody } from '../http/envelope';
import { body, Id } from '../http/schemas';
import { otherMember, type Match } from '../matches/match.repository';
import type { MemberCards } from '../users';
import type { Allowance } from './allowance';
import type { Rec, RecsService } from './recs.service';
import type { Allowances, LikeKind, SwipeKind, SwipeService } from './swipe.service';

const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });
type UserParams = Static<typeof UserParams>;
/** RECS-15: a swipe note's text (what the member liked sees on the card). */
/** RECS-16: the member the like goes to. */
const BouncerBypassBody = body({ user_id: Id });
const SwipeNoteBody = body({ message: Type.String({ minLength: 1, maxLength: 140, pattern: '\\S' }) });

export interface RecsRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly recs: RecsService;
  readonly swipes: SwipeService;
  readonly cards: MemberCards;
}

/** RECS-11: `likes_remaining`, and `rate_limited_until` (ms since the epoch) while none remain. */
export const likesAllowance = (likes: Allowance) => ({
  likes_remaining: likes.remaining,
  ...(likes.remaining === 0 && likes.nextAt !== null ? { rate_limited_until: likes.nextAt } : {}),
});

/** RECS-12: the super-like allowance; `resets_at` is when the next super like comes back (null: none used). */
export const superLikesAllowance = (superLikes: Allowance & { readonly perDay?: number; readonly purchased?: number }) => ({
  remaining: superLikes.remaining,
  resets_at: superLikes.nextAt === null ? null : new Date(superLikes.nextAt).toISOString(),
  // The tier's super likes per day (the tier tables) and the bought super likes held, both inside `remaining`.
  ...(superLikes.perDay === undefined ? {} : { per_day: superLikes.perDay }),
  ...(superLikes.purchased === undefined ? {} : { purchased: superLikes.purchased }),
});

/** RECS-16: the bouncer bypasses held. */
export const bouncerBypassAllowance = (held: number) => ({ total_bouncer_bypass_remaining: held });

/** The allowances as `GET /v2/profile` carries them (RECS-11, RECS-12). */
export const allowancesJson = (allowances: Allowances) => ({ likes: likesAllowance(allowances.likes), super_likes: superLikesAllowance(allowances.superLikes) });

/** RECS-03: the answer's data for a page of recommendations. */
export const recsAnswer = (page: readonly Rec[]) => ({
  results: page.map((rec) => ({
    type: 'user',
    user: rec.card,
    // RECS-07: the provider's recs carry the interests under experiment_info as well.
    ...(rec.card.user_interests === undefined ? {} : { experiment_info: { user_interests: rec.card.user_interests } }),
    ...(rec.superLikedViewer ? { is_super_like: true } : {}),
    // RECS-15: what the member wrote with their like of the viewer (plain text).
    ...(rec.swipeNote === null ? {} : { swipe_note: { text: rec.swipeNote } }),
    ...(rec.boost === null ? {} : { is_boost: true, ...(rec.boost === 'super' ? { is_super_boost: true } : {}) }),
    s_number: rec.card.s_number,
  })),
});

export const registerRecsRoutes = (api: FastifyInstance, deps: RecsRouteDeps): void => {
  const { member, recs, swipes, cards } = deps;

  /** MATCH-01: the fields of a match that exist so far; `person` is the other member's card. */
  const matchAnswer = async (match: Match, viewerId: string) => {
    const otherId = otherMember(match, viewerId) ?? '';
    const person = (await cards.byIds(await cards.viewer(viewerId), [otherId])).get(otherId);
    if (person === undefined) return false;
    return { _id: match.id, created_date: new Date(match.createdAt).toISOString(), person, messages: [] };
  };

  // A page answered again from memory is the same array: its JSON is made and encoded once (issue 11).
  const answers = new WeakMap<readonly Rec[], Buffer>();
  api.get('/v2/recs/core', { preHandler: member }, async (request, reply) => {
    const page = await recs.page(authOf(request).userId);
    let answer = answers.get(page);
    if (answer === undefined) {
      answer = Buffer.from(JSON.stringify(successBody(recsAnswer(page))));
      answers.set(page, answer);
    }
    return reply.code(200).type(JSON_CONTENT_TYPE).send(answer);
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

  const rewindRoute = (kind: SwipeKind) => async (request: FastifyRequest<{ Params: UserParams }>, reply: FastifyReply) => {
    const rewound = await swipes.rewind(authOf(request).userId, request.params.userId, kind);
    if (!rewound.ok) return sendFailure(reply, rewound.error);
    return sendData(reply, { ...likesAllowance(rewound.value.likes), super_likes: superLikesAllowance(rewound.value.superLikes) });
  };

  const withUser = { preHandler: member, schema: { params: UserParams } };
  api.post<{ Params: UserParams }>('/like/:userId', withUser, likeRoute('like'));
  api.post<{ Params: UserParams }>('/like/:userId/super', withUser, likeRoute('super'));
  // RECS-15: a like with a swipe note.
  api.post<{ Params: UserParams; Body: Static<typeof SwipeNoteBody> }>('/v2/like/:userId/swipenote', { preHandler: member, schema: { params: UserParams, body: SwipeNoteBody } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const liked = await swipes.like(viewerId, request.params.userId, 'like', { note: request.body.message.trim() });
    if (!liked.ok) return sendFailure(reply, liked.error);
    const { allowances, match } = liked.value;
    return sendData(reply, {
      match: match === null ? false : await matchAnswer(match, viewerId),
      ...likesAllowance(allowances.likes),
      swipe_note: { amount: await swipes.swipeNotesHeld(viewerId) },
    });
  });

  // RECS-16: out of likes, a like that goes through with one of the member's bouncer bypasses (with likes left it
  // spends the allowance as any like; liking the member again spends nothing, so a retry never takes a second).
  api.post<{ Body: Static<typeof BouncerBypassBody> }>('/v2/consumables/bouncer-bypass', { preHandler: member, schema: { body: BouncerBypassBody } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const liked = await swipes.like(viewerId, request.body.user_id, 'like', { bypass: true });
    if (!liked.ok) return sendFailure(reply, liked.error);
    const { allowances, bouncerBypasses, match } = liked.value;
    return sendData(reply, {
      match: match === null ? false : await matchAnswer(match, viewerId),
      ...likesAllowance(allowances.likes),
      bouncerBypass: bouncerBypassAllowance(bouncerBypasses),
    });
  });

  api.post<{ Params: UserParams }>('/pass/:userId', withUser, async (request, reply) => {
    const passed = await swipes.pass(authOf(request).userId, request.params.userId);
    return passed.ok ? sendData(reply, {}) : sendFailure(reply, passed.error);
  });

  api.delete<{ Params: UserParams }>('/like/:userId', withUser, rewindRoute('like'));
  api.delete<{ Params: UserParams }>('/like/:userId/super', withUser, rewindRoute('superlike'));
  api.delete<{ Params: UserParams }>('/pass/:userId', withUser, rewindRoute('pass'));
};
