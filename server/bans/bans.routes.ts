/**
 * Appeals (BAN-13), in the provider's paths:
 * GET /v1/banned-user/appeals/cases — no session; `X-Appeal-Token` names the ban. Answers `{ ban, cases }`.
 * POST /v1/banned-user/appeals — no session; `X-Appeal-Token`; `{ statement, captcha_token, vendor }` (10 to 1,000
 *   characters; a solved captcha). Answers `{ case }`; 409 while an appeal is open; 404 for a token that names no ban
 *   (a lifted ban has none); 403/40350 with a fresh `captcha` challenge without a solved, unused captcha token.
 * POST /challenge/verify — no session; `{ challenge_token, captcha_token, vendor }`: a `challenge` ban's challenge
 *   (BAN-06); answers `{ appeal_token }`; 404 for a token that names no challenge; 403/40350 as above.
 * GET /v1/appeals/cases — a signed-in member's own cases. Answers `{ cases }`.
 * POST /v1/appeals — a signed-in member appeals a warning: `{ alert_id, statement }`. Answers `{ case }`; 409 while
 *   an appeal of that warning is open; 404 for no such warning of theirs.
 * GET /v1/alerts — a signed-in member's alerts not yet acknowledged (BAN-11): `{ alerts: [{ id, type, meta }] }`.
 * POST /v1/alerts/:id/acknowledge — the member read it.
 * POST /v2/selfie-challenge — no session; `X-Selfie-Challenge-Token`; the selfie as the raw image body (BAN-07).
 *   Answers `{ status: 'passed' | 'rejected' }`; 404 for a token that names no challenge.
 *
 * And the administrator's calls, used by `npm run admin` on the same machine: only from a loopback address and with
 * the admin token the server wrote in its data folder (`X-Admin-Token`):
 * POST /admin/bans `{ member, tier, policy, code?, days? }`, POST /admin/warnings `{ member, tier, policy }`, POST /admin/bans/lift `{ member }`, POST /admin/appeals/deny
 * `{ member }`, GET /admin/appeals. A member is named by id, e-mail or phone number.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Header } from '../../core/api/constants';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure, FailureError } from '../http/failure';
import { body, Id } from '../http/schemas';
import { PHOTO_TYPES } from '../media/image-sniff';
import { sha256, sameHash } from '../platform/secrets';
import { APPEAL_STATEMENT_LENGTH } from '../../core/bans/appeal-case';
import { BAN_TIERS, WARNING_TIERS } from './ban-tiers';
import type { AlertRecord, AppealRecord } from './bans.repository';
import { MAX_BAN_DAYS, type BansService, type BanView } from './bans.service';

/** BAN-13: the captcha answer of a guarded call: a solved challenge's reference token and its vendor. */
const captchaFields = { captcha_token: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })), vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) };
const AppealBody = body({ statement: Type.String({ minLength: 1, maxLength: APPEAL_STATEMENT_LENGTH.max + 200 }), ...captchaFields });
const ChallengeBody = body({ challenge_token: Type.String({ minLength: 1, maxLength: 256 }), ...captchaFields });
type ChallengeBody = Static<typeof ChallengeBody>;
type AppealBody = Static<typeof AppealBody>;
const MemberRef = Type.String({ minLength: 1, maxLength: 200 });
const BanBody = body({
  member: MemberRef,
  tier: Type.Union(BAN_TIERS.map((tier) => Type.Literal(tier))),
  policy: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Optional(Type.Integer({ minimum: 40000, maximum: 49999 })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BAN_DAYS })),
});
type BanBody = Static<typeof BanBody>;
const MemberBody = body({ member: MemberRef });
type MemberBody = Static<typeof MemberBody>;
const WarnBody = body({ member: MemberRef, tier: Type.Union(WARNING_TIERS.map((tier) => Type.Literal(tier))), policy: Type.String({ minLength: 1, maxLength: 200 }) });
type WarnBody = Static<typeof WarnBody>;
const AlertParams = Type.Object({ id: Id });
type AlertParams = Static<typeof AlertParams>;
const WarningAppealBody = body({ alert_id: Id, statement: Type.String({ minLength: 1, maxLength: APPEAL_STATEMENT_LENGTH.max + 200 }) });
type WarningAppealBody = Static<typeof WarningAppealBody>;
/** BAN-07: a selfie is at most 10 MB, like a profile photo. */
const MAX_SELFIE_BYTES = 10 * 1024 * 1024;

const alertJson = (a: AlertRecord) => ({ id: a.id, type: a.type, meta: { tier: a.tier, policy: a.policy }, created_at: new Date(a.createdAt).toISOString() });

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
    const { statement, captcha_token: token, vendor } = request.body;
    const filed = await bans.appealByToken(appealToken(request), statement, { token, vendor });
    return filed.ok ? sendData(reply, { case: caseJson(filed.value) }) : sendFailure(reply, filed.error);
  });

  // BAN-06, BAN-13 (EP-005): a `challenge` ban's challenge, passed with a solved captcha and no session.
  api.post<{ Body: ChallengeBody }>('/challenge/verify', { schema: { body: ChallengeBody } }, async (request, reply) => {
    const { challenge_token: challengeToken, captcha_token: token, vendor } = request.body;
    const passed = await bans.passChallenge(challengeToken, { token, vendor });
    return passed.ok ? sendData(reply, { appeal_token: passed.value.appealToken }) : sendFailure(reply, passed.error);
  });

  api.get('/v1/appeals/cases', { preHandler: member }, async (request, reply) => sendData(reply, { cases: (await bans.casesOf(authOf(request).userId)).map(caseJson) }));

  // BAN-13: a signed-in member's appeal of a warning (BAN-11).
  api.post<{ Body: WarningAppealBody }>('/v1/appeals', { preHandler: member, schema: { body: WarningAppealBody } }, async (request, reply) => {
    const filed = await bans.appealWarning(authOf(request).userId, request.body.alert_id, request.body.statement);
    return filed.ok ? sendData(reply, { case: caseJson(filed.value) }) : sendFailure(reply, filed.error);
  });

  // BAN-11, PL-11: the member's alerts, and their acknowledgement.
  api.get('/v1/alerts', { preHandler: member }, async (request, reply) => sendData(reply, { alerts: (await bans.alertsOf(authOf(request).userId)).map(alertJson) }));
  api.post<{ Params: AlertParams }>('/v1/alerts/:id/acknowledge', { preHandler: member, schema: { params: AlertParams } }, async (request, reply) =>
    (await bans.acknowledge(authOf(request).userId, request.params.id)) ? sendData(reply, { acknowledged: true }) : sendFailure(reply, failure.notFound('No such alert')),
  );

  // BAN-07: the selfie, as the raw image body, with the challenge's token and no session (a child scope keeps the
  // image parser away from every other route).
  api.register(async (selfies) => {
    selfies.addContentTypeParser([...PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: MAX_SELFIE_BYTES }, (_request, raw, done) => done(null, raw));
    selfies.post('/v2/selfie-challenge', { config: { rawBody: true } }, async (request, reply) => {
      const value = request.headers[Header.SELFIE_CHALLENGE_TOKEN];
      if (typeof value !== 'string' || value.trim() === '') return sendFailure(reply, failure.unauthorized('Missing selfie challenge token'));
      if (!Buffer.isBuffer(request.body)) return sendFailure(reply, failure.unsupportedMediaType());
      const answered = await bans.answerSelfie(value.trim(), new Uint8Array(request.body));
      return answered.ok ? sendData(reply, { status: answered.value }) : sendFailure(reply, answered.error);
    });
  });

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
    const { tier, policy, code, days } = request.body;
    const banned = await bans.ban(await memberId(request.body.member), tier, policy, { ...(code === undefined ? {} : { code }), ...(days === undefined ? {} : { days }) });
    return banned.ok ? sendData(reply, { ban: banJson(banned.value) }) : sendFailure(reply, banned.error);
  });
  api.post<{ Body: WarnBody }>('/admin/warnings', { preHandler: admin, schema: { body: WarnBody } }, async (request, reply) => {
    const warned = await bans.warn(await memberId(request.body.member), request.body.tier, request.body.policy);
    return warned.ok ? sendData(reply, { alert: alertJson(warned.value) }) : sendFailure(reply, warned.error);
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
