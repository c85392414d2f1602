/**
 * Likes-you (LIKES-02, LIKES-03, LIKES-08; docs/api.md "Likes-you"):
 * - GET /v2/fast-match?page_token=&passions=it_54,it_7: Gold's list of who liked the member (cards), newest first;
 *   403 with the paywall code (feature `likes_you`) for other tiers.
 * - POST /v2/fast-match `{ user_id, action: 'like' | 'pass' }`: Gold answers a liker of the list; a like matches at once.
 * - GET /v2/fast-match/count: how many likes wait (any tier; `partial` when there are more than it counts), and the
 *   member's own tier (LIKES-02: the client's gate).
 * - GET /v2/fast-match/teasers: the newest likers as blurred pictures under random tokens (any tier): no names,
 *   ages, ids or photo addresses.
 * - GET /v2/my-likes?page_token=: the likes the member sent, newest first.
 * - GET /media/teasers/<token>.webp (beside the API, like every media file): a teaser picture.
 * Member token required (but for the pictures, whose token is the secret).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { decodePageToken, encodePageToken } from '../http/page-token';
import { body, Id, withLocale } from '../http/schemas';
import type { MemberCards } from '../users';
import type { LikesCursor } from './likes-you.repository';
import type { LikesPage, LikesYouService } from './likes-you.service';

const PageQuery = withLocale({ page_token: Type.Optional(Type.String({ maxLength: 200 })) });
type PageQuery = Static<typeof PageQuery>;
const ListQuery = withLocale({
  page_token: Type.Optional(Type.String({ maxLength: 200 })),
  /** LIKES-07: passion ids, comma-separated. */
  passions: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32}){0,9}$' })),
});
type ListQuery = Static<typeof ListQuery>;
const AnswerBody = body({ user_id: Id, action: Type.Union([Type.Literal('like'), Type.Literal('pass')]) });
type AnswerBody = Static<typeof AnswerBody>;
const TeaserParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.webp$' }) }, { additionalProperties: false });
type TeaserParams = Static<typeof TeaserParams>;

export const TEASER_PATH = '/media/teasers/';

const readCursor = (raw: unknown): LikesCursor | undefined =>
  Array.isArray(raw) && raw.length === 2 && Number.isSafeInteger(raw[0]) && typeof raw[1] === 'string' && raw[1].length <= 64 ? { at: raw[0], id: raw[1] } : undefined;

export interface LikesYouRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly likesYou: LikesYouService;
  readonly cards: MemberCards;
}

export const registerLikesYouRoutes = (api: FastifyInstance, deps: LikesYouRouteDeps): void => {
  const { member, likesYou, cards } = deps;

  /** The likes of a page with the other members' cards (a member whose card is gone is left out). */
  const results = async (viewerId: string, page: LikesPage) => {
    const byId = await cards.byIds(await cards.viewer(viewerId), page.likes.map((like) => like.likerId));
    return {
      results: page.likes.flatMap((like) => {
        const user = byId.get(like.likerId);
        return user === undefined ? [] : [{ type: 'user', user, ...(like.isSuper ? { is_super_like: true } : {}), liked_at: new Date(like.likedAt).toISOString() }];
      }),
      ...(page.next === undefined ? {} : { next_page_token: encodePageToken([page.next.at, page.next.id]) }),
    };
  };

  const cursorOf = (token: string | undefined): LikesCursor | undefined | null =>
    token === undefined ? undefined : (decodePageToken(token, readCursor) ?? null);

  api.get<{ Querystring: ListQuery }>('/v2/fast-match', { preHandler: member, schema: { querystring: ListQuery } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const after = cursorOf(request.query.page_token);
    if (after === null) return sendFailure(reply, failure.badRequest('Unreadable page_token'));
    const passions = request.query.passions === undefined ? [] : request.query.passions.split(',');
    const page = await likesYou.page(viewerId, { passions, ...(after === undefined ? {} : { after }) });
    return page.ok ? sendData(reply, await results(viewerId, page.value)) : sendFailure(reply, page.error);
  });

  api.post<{ Body: AnswerBody }>('/v2/fast-match', { preHandler: member, schema: { body: AnswerBody } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const answered = await likesYou.answer(viewerId, request.body.user_id, request.body.action);
    if (!answered.ok) return sendFailure(reply, answered.error);
    const { match } = answered.value;
    if (match === null) return sendData(reply, { match: false });
    const person = (await cards.byIds(await cards.viewer(viewerId), [request.body.user_id])).get(request.body.user_id);
    if (person === undefined) return sendData(reply, { match: false });
    return sendData(reply, { match: { _id: match.id, created_date: new Date(match.createdAt).toISOString(), person, messages: [], is_fast_match: true } });
  });

  api.get('/v2/fast-match/count', { preHandler: member, schema: { querystring: PageQuery } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const [{ count, partial }, tier] = await Promise.all([likesYou.count(viewerId), likesYou.tierOf(viewerId)]);
    return sendData(reply, { count, partial, tier });
  });

  api.get('/v2/fast-match/teasers', { preHandler: member, schema: { querystring: PageQuery } }, async (request, reply) => {
    const { tokens, count } = await likesYou.teasers(authOf(request).userId);
    return sendData(reply, { count, results: tokens.map((token) => ({ type: 'teaser', user: { photos: [{ url: `${TEASER_PATH}${token}.webp` }] } })) });
  });

  api.get<{ Querystring: PageQuery }>('/v2/my-likes', { preHandler: member, schema: { querystring: PageQuery } }, async (request, reply) => {
    const memberId = authOf(request).userId;
    const after = cursorOf(request.query.page_token);
    if (after === null) return sendFailure(reply, failure.badRequest('Unreadable page_token'));
    return sendData(reply, await results(memberId, await likesYou.sent(memberId, after)));
  });
};

/** GET /media/teasers/<token>.webp: a teaser picture, kept by the browser for a day (the token never changes content). */
export const registerTeaserFileRoutes = (app: FastifyInstance, deps: { readonly likesYou: LikesYouService }): void => {
  app.get<{ Params: TeaserParams }>(`${TEASER_PATH}:file`, { schema: { params: TeaserParams } }, async (request, reply) => {
    const picture = await deps.likesYou.teaserPicture(request.params.file.slice(0, -'.webp'.length));
    if (picture === null) return sendFailure(reply, failure.notFound('No such file'));
    reply.header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').type('image/webp');
    return reply.send(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength));
  });
};
