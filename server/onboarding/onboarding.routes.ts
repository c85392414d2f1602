/**
 * Onboarding under `/v2/onboarding` (ONB-03, ONB-08, ONB-11, ONB-13, ONB-15; D1 section 7), for a newcomer's
 * onboarding token only (a member's token is 403):
 * GET /v2/onboarding/fields → { fields: [{ name, required, editable, data?, meta? }], is_reactivated, has_redacted_enabled }
 * POST /v2/onboarding/fields { fields: [{ name, data } | { name, meta: { skipped: true } }], funnel_session_id? } → the same
 * POST /v2/onboarding/photo multipart/form-data, one file in the part `photo` → { media }
 * POST /v2/onboarding/complete { incentivesData?, refreshToken?, authAttributionData?, funnelSessionId? } → { login_result }
 * DELETE /v2/onboarding/user → {}
 */
import fastifyMultipart from '@fastify/multipart';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Result } from '../../core/shared';
import type { ServerConfig } from '../config';
import { clearRefreshCookie, isWebClient, setRefreshCookie } from '../auth/refresh-cookie';
import { sessionJson } from '../auth/token-refresh-json';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure, type Failure } from '../http/failure';
import { body, optionalBody } from '../http/schemas';
import { imageFormatsFrom, MAX_PHOTO_BYTES, photoTypeOf, type ImageFormat } from '../media';
import { mediaFailure } from '../media/media-failures';
import { ONBOARDING_FIELDS } from './onboarding-fields';
import type { OnboardingService } from './onboarding.service';

const Token = Type.String({ maxLength: 512 });
const FieldUpdate = Type.Object(
  {
    name: Type.Union(ONBOARDING_FIELDS.map((name) => Type.Literal(name))),
    data: Type.Optional(Type.Unknown()),
    meta: Type.Optional(body({ skipped: Type.Boolean() })),
  },
  { additionalProperties: false },
);
const FieldsBody = body({
  fields: Type.Array(FieldUpdate, { minItems: 1, maxItems: ONBOARDING_FIELDS.length }),
  funnel_session_id: Type.Optional(Token),
});
const CompleteBody = optionalBody(
  body({
    incentivesData: Type.Optional(body({ promoCode: Type.Optional(Type.String({ maxLength: 64 })), campaignName: Type.Optional(Type.String({ maxLength: 128 })) })),
    refreshToken: Type.Optional(Token),
    authAttributionData: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 256 }), { maxProperties: 20 })),
    funnelSessionId: Type.Optional(Token),
  }),
);

export interface OnboardingRouteDeps {
  readonly config: ServerConfig;
  readonly onboarding: OnboardingService;
  /** Admits an onboarding token only. */
  readonly newcomer: preHandlerAsyncHookHandler;
}

const formatsOf = (request: FastifyRequest): readonly ImageFormat[] => {
  const header = request.headers['x-supported-image-formats'];
  return imageFormatsFrom(Array.isArray(header) ? header.join(',') : header);
};

const answer = <T>(reply: FastifyReply, result: Result<T, Failure>, data: (value: T) => unknown): FastifyReply =>
  result.ok ? sendData(reply, data(result.value)) : sendFailure(reply, result.error);

/** The multipart errors of @fastify/multipart as the API's failures. */
const multipartFailure = (error: unknown): Failure => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return failure.payloadTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return failure.unsupportedMediaType();
  return failure.badRequest('The body is not a readable multipart form');
};

export const registerOnboardingRoutes = (api: FastifyInstance, deps: OnboardingRouteDeps): void => {
  const { onboarding, newcomer, config } = deps;
  const userOf = (request: FastifyRequest): string => authOf(request).userId;

  api.get('/v2/onboarding/fields', { preHandler: newcomer }, async (request, reply) =>
    answer(reply, await onboarding.fields(userOf(request), formatsOf(request)), (view) => view),
  );

  api.post<{ Body: Static<typeof FieldsBody> }>('/v2/onboarding/fields', { preHandler: newcomer, schema: { body: FieldsBody } }, async (request, reply) =>
    answer(reply, await onboarding.update(userOf(request), request.body.fields, formatsOf(request)), (view) => view),
  );

  api.post<{ Body: Static<typeof CompleteBody> }>('/v2/onboarding/complete', { preHandler: newcomer, schema: { body: CompleteBody } }, async (request, reply) => {
    const session = await onboarding.complete(authOf(request));
    if (!session.ok) return sendFailure(reply, session.error);
    const data = (refreshToken: string) => {
      const json = sessionJson(session.value, refreshToken);
      // A login result like the sign-in one, for a member who is new.
      return 'login_result' in json ? { login_result: { ...json.login_result, is_new_user: true } } : json;
    };
    if (!isWebClient(request)) return sendData(reply, data(session.value.refreshToken));
    setRefreshCookie(request, reply, session.value.refreshToken, { apiBase: config.apiBase, maxAgeMs: config.auth.refreshTokenTtlMs });
    return sendData(reply, data(''));
  });

  api.delete('/v2/onboarding/user', { preHandler: newcomer }, async (request, reply) => {
    const result = await onboarding.abandon(userOf(request));
    if (result.ok && isWebClient(request)) clearRefreshCookie(request, reply, config.apiBase);
    return answer(reply, result, () => ({}));
  });

  // Multipart is read only here: a child scope keeps its parser away from every other route.
  api.register(async (uploads) => {
    // One byte over the limit is read, and refused below: the parser may end a file at its limit without saying so
    // (a truncated file rather than an error), which a photo of exactly the limit could not be told apart from.
    await uploads.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    uploads.post('/v2/onboarding/photo', { preHandler: newcomer, config: { rawBody: true } }, async (request, reply) => {
      let part;
      try {
        part = await request.file();
      } catch (error) {
        return sendFailure(reply, multipartFailure(error));
      }
      if (part === undefined || part.fieldname !== 'photo') return sendFailure(reply, failure.badRequest('One file is expected, in the part `photo`'));
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        return sendFailure(reply, multipartFailure(error));
      }
      if (bytes.byteLength > MAX_PHOTO_BYTES || part.file.truncated) return sendFailure(reply, failure.payloadTooLarge());
      if (bytes.byteLength === 0) return sendFailure(reply, mediaFailure.photoInvalid());
      // The part's declared type, when it names a photo type, must match the bytes; anything else is sniffed.
      const declared = photoTypeOf(part.mimetype) ?? undefined;
      return answer(reply, await onboarding.addPhoto(userOf(request), bytes, declared, formatsOf(request)), (media) => ({ media }));
    });
  });
};
