/**
 * PUT /v2/block/profile/direct (EP-129, SAFE-02): `{ user_id }`, blocks a member; answers `{}`.
 * GET /v4/report/tree (EP-131, SAFE-01): the reasons a report may give.
 * POST /v4/report/new (EP-133, SAFE-01): `{ user_id, reason, match_id?, comment? }`, reports and blocks; answers
 * `{ report_id }`. Member token required.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body, Id } from '../http/schemas';
import { REPORT_TREE, REPORT_TREE_VERSION } from './report-tree';
import { MAX_REPORT_COMMENT, type SafetyService } from './safety.service';

const BlockBody = body({ user_id: Id });
type BlockBody = Static<typeof BlockBody>;
const ReportBody = body({
  user_id: Id,
  reason: Type.String({ minLength: 1, maxLength: 64 }),
  match_id: Type.Optional(Id),
  comment: Type.Optional(Type.String({ maxLength: MAX_REPORT_COMMENT })),
});
type ReportBody = Static<typeof ReportBody>;

export const registerSafetyRoutes = (api: FastifyInstance, deps: { readonly member: preHandlerAsyncHookHandler; readonly safety: SafetyService }): void => {
  const { member, safety } = deps;

  api.put<{ Body: BlockBody }>('/v2/block/profile/direct', { preHandler: member, schema: { body: BlockBody } }, async (request, reply) => {
    const blocked = await safety.block(authOf(request).userId, request.body.user_id);
    return blocked.ok ? sendData(reply, {}) : sendFailure(reply, blocked.error);
  });

  api.get('/v4/report/tree', { preHandler: member }, async (_request, reply) => sendData(reply, { version: REPORT_TREE_VERSION, reasons: REPORT_TREE }));

  api.post<{ Body: ReportBody }>('/v4/report/new', { preHandler: member, schema: { body: ReportBody } }, async (request, reply) => {
    const { user_id: reportedId, reason, match_id: matchId, comment } = request.body;
    const filed = await safety.report({
      reporterId: authOf(request).userId,
      reportedId,
      reason,
      ...(matchId === undefined ? {} : { matchId }),
      ...(comment === undefined ? {} : { comment }),
    });
    return filed.ok ? sendData(reply, { report_id: filed.value }) : sendFailure(reply, filed.error);
  });
};
