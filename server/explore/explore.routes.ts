/**
 * Explore (EXP-01, EXP-02; docs/api.md "Explore"):
 * - GET /v2/explore (EP-134): the catalogs in order, each with its message key, theme, how many joined and whether
 *   the caller did.
 * - POST /v2/explore/{catalogId}/join, DELETE /v2/explore/{catalogId}/join: the caller opts in or out (404 for an
 *   unknown catalog; 429 past 30 changes in an hour); both answer the catalog as the list carries it.
 * - GET /v2/explore/{catalogId}/recs (EP-135): a page of the catalog's cards, in the shape of GET /v2/recs/core.
 * Member token required; the routes take no body.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { LocaleOnlyQuery, NoBody } from '../http/schemas';
import type { CatalogRow } from './explore.repository';
import type { ExploreService } from './explore.service';

const CatalogParams = Type.Object({ catalogId: Type.String({ minLength: 2, maxLength: 32, pattern: '^[a-z][a-z0-9-]{1,31}$' }) }, { additionalProperties: false });
type CatalogParams = Static<typeof CatalogParams>;

const catalogJson = (row: CatalogRow) => ({ id: row.id, key: row.key, theme: row.theme, members: row.members, joined: row.joined });

export interface ExploreRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly explore: ExploreService;
}

export const registerExploreRoutes = (api: FastifyInstance, deps: ExploreRouteDeps): void => {
  const { member, explore } = deps;

  api.get('/v2/explore', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const catalogs = await explore.catalogs(authOf(request).userId);
    return sendData(reply, { catalogs: catalogs.map(catalogJson) });
  });

  const membership = (joining: boolean) => async (request: { params: CatalogParams }, memberId: string) => {
    const done = await explore.setJoined(request.params.catalogId, memberId, joining);
    if (!done.ok) return done;
    const row = (await explore.catalogs(memberId)).find((c) => c.id === request.params.catalogId);
    return row === undefined ? { ok: false as const, error: failure.notFound('No such catalog') } : { ok: true as const, value: catalogJson(row) };
  };

  for (const [method, joining] of [['POST', true], ['DELETE', false]] as const) {
    api.route<{ Params: CatalogParams }>({
      method,
      url: '/v2/explore/:catalogId/join',
      preHandler: member,
      schema: { params: CatalogParams, querystring: LocaleOnlyQuery, body: NoBody },
      handler: async (request, reply) => {
        const answer = await membership(joining)(request, authOf(request).userId);
        return answer.ok ? sendData(reply, { catalog: answer.value }) : sendFailure(reply, answer.error);
      },
    });
  }

  api.get<{ Params: CatalogParams }>('/v2/explore/:catalogId/recs', { preHandler: member, schema: { params: CatalogParams, querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const page = await explore.cards(request.params.catalogId, authOf(request).userId);
    if (!page.ok) return sendFailure(reply, page.error);
    return sendData(reply, {
      results: page.value.map((card) => ({
        type: 'user',
        user: card,
        ...(card.user_interests === undefined ? {} : { experiment_info: { user_interests: card.user_interests } }),
        s_number: card.s_number,
      })),
    });
  });
};
