/**
 * Appeals (BAN-13), in the provider's paths:
 * GET /v1/banned-user/appeals/cases — no session; `X-Appeal-Token` names the ban. Answers `{ ban, cases }`.
 * POST /v1/banned-user/appeals — no session; `X-Appeal-Token`; `{ statement }` (10 to 1,000 characters). Answers
 *   `{ case }`; 409 while an appeal is open; 404 for a token that names no ban (a lifted ban has none).
 * GET /v1/appeals/cases — a signed-in member's own cases. Answers `{ cases }`.
 *
 * And the administrator's calls, used by `npm run admin` on the same machine: only from a loopback address and with
 * the admin token the server wrote in its data folder (`X-Admin-Token`):
 * POST /admin/bans `{ member, tier, policy }`, POST /admin/bans/lift `{ member }`, POST /admin/appeals/deny
 * `{ member }`, GET /admin/appeals. A member is named by id, e-mail or phone number.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Header } from '../../core/api/constants';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure, FailureError } from '../http/failure';
import { body } from '../http/schemas';
import { sha256, sameHash } from '../platform/secrets';
import { APPEAL_STATEMENT_LENGTH } from '../../core/bans/appeal-case';
import { BAN_TIERS } from './ban-tiers';
import type { AppealRecord } from './bans.repository';
import type { BansService, BanView } from './bans.service';

const AppealBody = body({ statement: Type.String({ minLength: 1, maxLength: APPEAL_STATEMENT_LENGTH.max + 200 }) });
type AppealBody = Static<typeof AppealBody>;
const MemberRef = Type.String({ minLength: 1, maxLength: 200 });
const BanBody = body({ member: MemberRef, tier: Type.Union(BAN_TIERS.map((tier) => Type.Literal(tier))), policy: Type.String({ minLength: 1, maxLength: 200 }) });
type BanBody = Static<typeof BanBody>;
const MemberBody = body({ member: MemberRef });
type MemberBody = Static<typeof MemberBody>;

const caseJson = (c: AppealRecord) => ({
  id: c.id,
  status: c.status,
  policy: c.policy,
  statement: c.statement,
  created_at: new Date(c.createdAt).toISOString(),
  decided_at: c.decidedAt === null ? null : new Date(c.decidedAt).toISOString(),
});
const banJson = (ban: BanView) => ({ tier: ban.tier, policy: ban.policy, is_appealable: ban.appealable, since: new Date(ban.since).toISOString() });

const appealToken = (request: FastifyRequest): string => {
  const value = request.headers[Header.APPEAL_TOKEN];
  if (typeof value !== 'string' || value.trim() === '') throw new FailureError(failure.unauthorized('Missing appeal token'));
  return value.trim();
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const registerBansRoutes = (
  api: FastifyInstance,
  deps: { readonly member: preHandlerAsyncHookHandler; readonly bans: BansService; readonly adminTokenHash: string },
): void => {
  const { member, bans } = deps;

  api.get('/v1/banned-user/appeals/cases', async (request, reply) => {
    const found = await bans.casesByToken(appealToken(request));
    return found.ok ? sendData(reply, { ban: banJson(found.value.ban), cases: found.value.cases.map(caseJson) }) : sendFailure(reply, found.error);
  });

  api.post<{ Body: AppealBody }>('/v1/banned-user/appeals', { schema: { body: AppealBody } }, async (request, reply) => {
    const filed = await bans.appealByToken(appealToken(request), request.body.statement);
    return filed.ok ? sendData(reply, { case: caseJson(filed.value) }) : sendFailure(reply, filed.error);
  });

  api.get('/v1/appeals/cases', { preHandler: member }, async (request, reply) => sendData(reply, { cases: (await bans.casesOf(authOf(request).userId)).map(caseJson) }));

  // The administrator's calls: this machine only, with the token from the data folder.
  const admin: preHandlerAsyncHookHandler = async (request) => {
    const token = request.headers['x-admin-token'];
    const fromHere = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!fromHere || typeof token !== 'string' || !sameHash(sha256(`admin:${token}`), deps.adminTokenHash)) throw new FailureError(failure.forbidden('Not an administrator'));
  };
  const memberId = async (reference: string): Promise<string> => {
    const id = await bans.findMember(reference);
    if (id === null) throw new FailureError(failure.notFound('No such member'));
    return id;
  };

  api.post<{ Body: BanBody }>('/admin/bans', { preHandler: admin, schema: { body: BanBody } }, async (request, reply) => {
    const banned = await bans.ban(await memberId(request.body.member), request.body.tier, request.body.policy);
    return banned.ok ? sendData(reply, { ban: banJson(banned.value) }) : sendFailure(reply, banned.error);
  });
  api.post<{ Body: MemberBody }>('/admin/bans/lift', { preHandler: admin, schema: { body: MemberBody } }, async (request, reply) => {
    const lifted = await bans.lift(await memberId(request.body.member));
    return lifted ? sendData(reply, { lifted: true }) : sendFailure(reply, failure.notFound('This member has no ban'));
  });
  api.post<{ Body: MemberBody }>('/admin/appeals/deny', { preHandler: admin, schema: { body: MemberBody } }, async (request, reply) =>
    sendData(reply, { denied: await bans.deny(await memberId(request.body.member)) }),
  );
  api.get('/admin/appeals', { preHandler: admin }, async (_request, reply) => sendData(reply, { cases: (await bans.openAppeals()).map((c) => ({ ...caseJson(c), member: c.userId })) }));
};
