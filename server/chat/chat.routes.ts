/**
 * POST /user/matches/{matchId} (EP-090; the spec leaves its purpose open: it sends a message, CHAT-15): body
 * `{ message, client_message_id, type?, gif_id?, sticker_id? }`; answers the stored message (CHAT-01). The same
 * `client_message_id` again answers the message stored the first time.
 * GET /messages (EP-087): `?match_id=&count=&page_token=`, a page of a conversation, newest page first.
 * GET /gif/trending, /gif/search, /sticker/trending, /sticker/search (EP-099, EP-100, CHAT-09, CHAT-10): the
 * catalogue; GET /gif/assets/{file}, /sticker/assets/{file}: its pictures (public: an image tag sends no token).
 * Member token required except for the pictures.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../core/shared';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { decodePageToken, encodePageToken } from '../http/page-token';
import { body, Id, withLocale } from '../http/schemas';
import { memberAttempts } from '../http/member-attempts';
import type { AllowanceRule } from '../recs/allowance';
import { MEDIA_LIMIT, mediaCatalogue, type CatalogueItem, type MediaType } from './media-catalogue';
import { MAX_MESSAGE_LENGTH } from './message';
import { messageAnswer } from './message-answer';
import { MAX_PAGE_SIZE, type MessageContent, type MessagesService } from './messages.service';

const MatchParams = Type.Object({ matchId: Id }, { additionalProperties: false });
type MatchParams = Static<typeof MatchParams>;

// Room for surrounding white space, which is trimmed before the 5,000-character rule applies.
const SendBody = body({
  message: Type.Optional(Type.String({ maxLength: 2 * MAX_MESSAGE_LENGTH })),
  client_message_id: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('gif'), Type.Literal('sticker')])),
  gif_id: Type.Optional(Id),
  sticker_id: Type.Optional(Id),
});
type SendBody = Static<typeof SendBody>;

const MessagesQuery = withLocale({
  match_id: Id,
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  page_token: Type.Optional(Type.String({ maxLength: 200 })),
});
type MessagesQuery = Static<typeof MessagesQuery>;

const TrendingQuery = withLocale({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEDIA_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
type TrendingQuery = Static<typeof TrendingQuery>;
const SearchQuery = withLocale({ ...TrendingQuery.properties, query: Type.String({ maxLength: 100 }) });
type SearchQuery = Static<typeof SearchQuery>;

const AssetParams = Type.Object({ file: Type.String({ maxLength: 80, pattern: '^[a-z0-9_-]+\\.svg$' }) }, { additionalProperties: false });
type AssetParams = Static<typeof AssetParams>;

/** A conversation page opens at the newest messages. */
export const DEFAULT_PAGE_SIZE = 50;
/** Searches one member may make: 60 in any minute (a search runs at most every 500 ms of typing, CHAT-09). */
export const SEARCH_ALLOWANCE: AllowanceRule = { max: 60, windowMs: 60_000 };
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

const readBeforeSeq = (raw: unknown): number | undefined => (Number.isSafeInteger(raw) && (raw as number) > 1 ? (raw as number) : undefined);

const contentOf = (input: SendBody): MessageContent | string => {
  const type = input.type ?? 'text';
  if (type === 'text') return input.message === undefined ? 'A text message needs `message`' : { kind: 'text', text: input.message };
  const itemId = type === 'gif' ? input.gif_id : input.sticker_id;
  return itemId === undefined ? `A ${type} message needs \`${type}_id\`` : { kind: type, itemId };
};

const itemAnswer = (apiBase: string) => (item: CatalogueItem) => ({
  id: item.id,
  type: item.type,
  title: item.title,
  url: `${apiBase}${item.path}`,
  width: item.width,
  height: item.height,
});

export interface ChatRouteDeps {
  readonly apiBase: string;
  readonly clock: Clock;
  readonly member: preHandlerAsyncHookHandler;
  readonly messages: MessagesService;
}

export const registerChatRoutes = (api: FastifyInstance, deps: ChatRouteDeps): void => {
  const { member, messages, apiBase, clock } = deps;

  api.post<{ Params: MatchParams; Body: SendBody }>(
    '/user/matches/:matchId',
    { preHandler: member, schema: { params: MatchParams, body: SendBody } },
    async (request, reply) => {
      const content = contentOf(request.body);
      if (typeof content === 'string') return sendFailure(reply, failure.badRequest(content));
      const sent = await messages.send({ matchId: request.params.matchId, fromId: authOf(request).userId, clientId: request.body.client_message_id, content });
      return sent.ok ? sendData(reply, messageAnswer(sent.value.message)) : sendFailure(reply, sent.error);
    },
  );

  api.get<{ Querystring: MessagesQuery }>('/messages', { preHandler: member, schema: { querystring: MessagesQuery } }, async (request, reply) => {
    const { match_id: matchId, count, page_token: token } = request.query;
    const beforeSeq = token === undefined ? undefined : decodePageToken(token, readBeforeSeq);
    if (token !== undefined && beforeSeq === undefined) return sendFailure(reply, failure.badRequest('Unreadable page_token'));
    const page = await messages.page(matchId, authOf(request).userId, { limit: count ?? DEFAULT_PAGE_SIZE, ...(beforeSeq === undefined ? {} : { beforeSeq }) });
    if (!page.ok) return sendFailure(reply, page.error);
    return sendData(reply, {
      messages: page.value.messages.map(messageAnswer),
      ...(page.value.olderBefore === null ? {} : { next_page_token: encodePageToken(page.value.olderBefore) }),
    });
  });

  // Searches are counted per member in this process: enough to stop a script, and nothing to store.
  const searchAllowed = memberAttempts(SEARCH_ALLOWANCE, clock);

  const answerItems = (reply: FastifyReply, items: readonly CatalogueItem[]) => sendData(reply, { results: items.map(itemAnswer(apiBase)) });

  for (const type of ['gif', 'sticker'] as const satisfies readonly MediaType[]) {
    api.get<{ Querystring: TrendingQuery }>(`/${type}/trending`, { preHandler: member, schema: { querystring: TrendingQuery } }, async (request, reply) =>
      answerItems(reply, mediaCatalogue.trending(type, request.query.limit, request.query.offset)),
    );

    api.get<{ Querystring: SearchQuery }>(`/${type}/search`, { preHandler: member, schema: { querystring: SearchQuery } }, async (request: FastifyRequest<{ Querystring: SearchQuery }>, reply) => {
      const waitMs = searchAllowed(authOf(request).userId);
      if (waitMs !== undefined) return sendFailure(reply, failure.rateLimited(waitMs));
      return answerItems(reply, mediaCatalogue.search(type, request.query.query, request.query.limit, request.query.offset));
    });

    api.get<{ Params: AssetParams }>(`/${type}/assets/:file`, { schema: { params: AssetParams } }, async (request, reply) => {
      const svg = mediaCatalogue.asset(type, request.params.file);
      if (svg === undefined) return sendFailure(reply, failure.notFound('No such file'));
      return reply
        .header('cache-control', ASSET_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .type('image/svg+xml')
        .send(svg);
    });
  }
};
