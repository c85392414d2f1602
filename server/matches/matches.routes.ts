/**
 * GET /v2/matches (EP-085, MATCH-07..09): `?filter=withMessages|withoutMessages|archivedMatches&count=&page_token=`.
 * GET /v1/match-expiration/archived-matches (EP-088, MATCH-17): the archived list, same query without `filter`.
 * GET /v2/matches/{matchId} (EP-086). DELETE /user/matches/{matchId} (EP-091, MATCH-13): unmatch.
 * POST /v2/seen/{matchId} and /v2/seen/{matchId}/{messageId} (EP-092, EP-093, MATCH-12).
 * POST /updates (EP-084, MATCH-10): `{ last_activity_date }`, what changed since.
 * GET /v2/read-receipts, POST /v2/read-receipts/{matchId} (EP-159, CHAT-08; the spec shows no path).
 * Member token required everywhere; a match the member may not see is 404/40400.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../core/shared';
import { incomingMessageEvent } from '../chat/message-answer';
import type { Database } from '../db/database';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { decodePageToken, encodePageToken } from '../http/page-token';
import { body, Id, optionalBody, withLocale } from '../http/schemas';
import type { MemberCards } from '../users';
import { positionRepository } from '../users/position.repository';
import { userRepository } from '../users/user.repository';
import { matchAnswer } from './match-answer';
import type { ListCursor, MatchFilter } from './match.repository';
import { MAX_MATCHES_PAGE, UPDATES_POLL_MS, type MatchDetails, type MatchesService, type MatchPage } from './matches.service';

const MatchParams = Type.Object({ matchId: Id }, { additionalProperties: false });
type MatchParams = Static<typeof MatchParams>;
const MessageParams = Type.Object({ matchId: Id, messageId: Id }, { additionalProperties: false });
type MessageParams = Static<typeof MessageParams>;

const Filter = Type.Union([Type.Literal('withMessages'), Type.Literal('withoutMessages'), Type.Literal('archivedMatches')]);
const pageQuery = {
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MATCHES_PAGE })),
  page_token: Type.Optional(Type.String({ maxLength: 200 })),
};
const ListQuery = withLocale({ filter: Type.Optional(Filter), ...pageQuery });
type ListQuery = Static<typeof ListQuery>;
const ArchivedQuery = withLocale(pageQuery);
type ArchivedQuery = Static<typeof ArchivedQuery>;

const UpdatesBody = optionalBody(
  body({
    last_activity_date: Type.Optional(Type.String({ maxLength: 40 })),
    nudge: Type.Optional(Type.Boolean()),
  }),
);
type UpdatesBody = Static<typeof UpdatesBody>;

/** A list page holds this many matches unless `count` says otherwise. */
export const DEFAULT_MATCHES_PAGE = 60;

const readCursor = (raw: unknown): ListCursor | undefined => {
  if (!Array.isArray(raw) || raw.length !== 2) return undefined;
  const [at, id] = raw as [unknown, unknown];
  return Number.isSafeInteger(at) && typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? { at: at as number, id } : undefined;
};

export interface MatchesRouteDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly member: preHandlerAsyncHookHandler;
  readonly matches: MatchesService;
  readonly cards: MemberCards;
}

export const registerMatchesRoutes = (api: FastifyInstance, deps: MatchesRouteDeps): void => {
  const { db, clock, member, matches, cards } = deps;

  /** The matches in the provider's shape, each with the other member's card; a match whose member is gone is left out. */
  const answers = async (viewerId: string, list: readonly MatchDetails[]) => {
    const viewer = await cards.viewer(viewerId);
    const byId = await cards.byIds(viewer, list.map((details) => details.personId));
    const now = clock.now();
    return list.flatMap((details) => {
      const card = byId.get(details.personId);
      return card === undefined ? [] : [matchAnswer(details, card, now)];
    });
  };

  const answerPage = async (reply: FastifyReply, viewerId: string, page: MatchPage) =>
    sendData(reply, {
      matches: await answers(viewerId, page.matches),
      ...(page.next === undefined ? {} : { next_page_token: encodePageToken([page.next.at, page.next.id]) }),
    });

  const listPage = async (request: FastifyRequest, reply: FastifyReply, filter: MatchFilter, query: ArchivedQuery) => {
    const viewerId = authOf(request).userId;
    const after = query.page_token === undefined ? undefined : decodePageToken(query.page_token, readCursor);
    if (query.page_token !== undefined && after === undefined) return sendFailure(reply, failure.badRequest('Unreadable page_token'));
    const page = await matches.list(viewerId, filter, { limit: query.count ?? DEFAULT_MATCHES_PAGE, ...(after === undefined ? {} : { after }) });
    return answerPage(reply, viewerId, page);
  };

  api.get<{ Querystring: ListQuery }>('/v2/matches', { preHandler: member, schema: { querystring: ListQuery } }, (request, reply) =>
    listPage(request, reply, request.query.filter ?? 'withMessages', request.query),
  );
  api.get<{ Querystring: ArchivedQuery }>('/v1/match-expiration/archived-matches', { preHandler: member, schema: { querystring: ArchivedQuery } }, (request, reply) =>
    listPage(request, reply, 'archivedMatches', request.query),
  );

  api.get<{ Params: MatchParams }>('/v2/matches/:matchId', { preHandler: member, schema: { params: MatchParams } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const found = await matches.get(viewerId, request.params.matchId);
    if (!found.ok) return sendFailure(reply, found.error);
    const [answer] = await answers(viewerId, [found.value]);
    return answer === undefined ? sendFailure(reply, failure.notFound('No such match')) : sendData(reply, answer);
  });

  api.delete<{ Params: MatchParams }>('/user/matches/:matchId', { preHandler: member, schema: { params: MatchParams } }, async (request, reply) => {
    const ended = await matches.unmatch(authOf(request).userId, request.params.matchId);
    return ended.ok ? sendData(reply, {}) : sendFailure(reply, ended.error);
  });

  api.post<{ Params: MatchParams }>('/v2/seen/:matchId', { preHandler: member, schema: { params: MatchParams } }, async (request, reply) => {
    const seen = await matches.markMatchSeen(authOf(request).userId, request.params.matchId);
    return seen.ok ? sendData(reply, {}) : sendFailure(reply, seen.error);
  });

  api.post<{ Params: MessageParams }>('/v2/seen/:matchId/:messageId', { preHandler: member, schema: { params: MessageParams } }, async (request, reply) => {
    const seen = await matches.markMessageSeen(authOf(request).userId, request.params.matchId, request.params.messageId);
    return seen.ok ? sendData(reply, {}) : sendFailure(reply, seen.error);
  });

  api.post<{ Body: UpdatesBody }>('/updates', { preHandler: member, schema: { body: UpdatesBody } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const raw = request.body?.last_activity_date ?? '';
    const since = raw === '' ? null : Date.parse(raw);
    if (since !== null && Number.isNaN(since)) return sendFailure(reply, failure.badRequest('last_activity_date must be an ISO 8601 date'));
    const updates = await matches.updates(viewerId, since);
    return sendData(reply, {
      matches: await answers(viewerId, updates.matches),
      inbox: updates.inbox.map(incomingMessageEvent),
      blocks: updates.blocks,
      deleted: updates.deleted,
      last_activity_date: new Date(updates.lastActivityDate).toISOString(),
      poll_interval: { standard: UPDATES_POLL_MS },
      ...(updates.truncated ? { truncated: true } : {}),
    });
  });

  api.get('/v2/read-receipts', { preHandler: member }, async (request, reply) =>
    sendData(reply, { read_receipts: { remaining: await matches.readReceiptsRemaining(authOf(request).userId) } }),
  );

  api.post<{ Params: MatchParams }>('/v2/read-receipts/:matchId', { preHandler: member, schema: { params: MatchParams } }, async (request, reply) => {
    const enabled = await matches.enableReadReceipts(authOf(request).userId, request.params.matchId);
    return enabled.ok
      ? sendData(reply, { match_id: request.params.matchId, enabled: true, read_receipts: { remaining: enabled.value.remaining } })
      : sendFailure(reply, enabled.error);
  });
};
