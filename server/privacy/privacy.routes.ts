/**
 * Consents and terms (PRIV-12, PRIV-13, PRIV-19), in the provider's paths:
 * GET /v2/consents/geo — anyone: the consent categories and their defaults for the country of the request (the
 *   `x-country-code` header, else the signed-in member's last position).
 * GET /v2/profile/consents — the member's current answers and the messaging consent's status.
 * PUT /v2/profile/consents — the member's answers (PRIV-02's snake_case update); answers as GET.
 * POST /v2/profile/consents — the messaging variant `{ code, category_code, consent_action }` (PRIV-13); answers
 *   `{ consent_status }`; an unknown consent is 400 with 40302 (ERR-02).
 * POST /v2/account/consents — a guest's answers, sent once signed in (PRIV-06); answers as GET.
 * POST /v2/profile/terms-of-service `{ version }` — accepts the current terms (PRIV-19).
 * GET /v2/suggestions?locale= — CHAT-13: the 89 conversation starters `{ suggestions: [{ id, text }] }`, for a member
 *   whose messaging consent is accepted (PRIV-21); 403/40302 otherwise.
 * An accepted update sets the privacy flags cookie (PRIV-11) for PRIV-20's default max age.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { COOKIE_MAX_AGE_SECONDS, CONSENT_ACTIONS, privacyFlags } from '../../core/privacy/consent';
import { choicesOf } from '../../core/privacy/payload';
import { authOf, readAuthToken, type Authenticate } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body } from '../http/schemas';
import type { Database } from '../db/database';
import { countryAt, normaliseCountryCode } from '../geo/country';
import { positionRepository } from '../users/position.repository';
import type { PrivacyService } from './privacy.service';
import { startersFor } from '../chat/suggestions';
import { ErrorCode } from '../../core/errors/error-codes';

/** CHAT-13: the language of the starters, `?locale=ar` (a language tag). */
const SuggestionsQuery = Type.Object({ locale: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 })) }, { additionalProperties: false });
type SuggestionsQuery = Static<typeof SuggestionsQuery>;

const COUNTRY_HEADER = 'x-country-code';
/** PRIV-11: the privacy flags of the member's latest answers, for pages served without the app. */
export const PRIVACY_FLAGS_COOKIE = '__Host-privacy_flags';

const Code = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9_:]+$' });
const CategoryAnswer = body({ code: Code, default_value: Type.Boolean(), enabled: Type.Boolean(), responded: Type.Boolean(), requires_input: Type.Boolean() });
const ConsentAnswer = body({ category_code: Code, code: Code, enabled: Type.Boolean(), responded: Type.Boolean(), requires_input: Type.Boolean() });
const UpdateBody = body({ categories: Type.Array(CategoryAnswer, { maxItems: 20 }), consents: Type.Array(ConsentAnswer, { maxItems: 60 }) });
type UpdateBody = Static<typeof UpdateBody>;
const MessagingBody = body({ code: Code, category_code: Code, consent_action: Type.Union(CONSENT_ACTIONS.map((a) => Type.Literal(a))) });
type MessagingBody = Static<typeof MessagingBody>;
const TermsBody = body({ version: Type.String({ minLength: 1, maxLength: 40 }) });
type TermsBody = Static<typeof TermsBody>;

const setFlagsCookie = (reply: FastifyReply, categories: readonly { code: string; enabled: boolean }[]): void => {
  const flags = privacyFlags(choicesOf({ categories }));
  // e.g. `advertising.0-analytics.1-social.0`: characters a cookie value may hold without encoding.
  const value = `advertising.${Number(flags.advertising)}-analytics.${Number(flags.analytics)}-social.${Number(flags.social)}`;
  reply.setCookie(PRIVACY_FLAGS_COOKIE, value, { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: COOKIE_MAX_AGE_SECONDS });
};

export const registerPrivacyRoutes = (
  api: FastifyInstance,
  deps: { readonly member: preHandlerAsyncHookHandler; readonly privacy: PrivacyService; readonly db: Database; readonly authenticate: Authenticate },
): void => {
  const { member, privacy } = deps;

  const countryOf = async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers[COUNTRY_HEADER];
    const given = normaliseCountryCode(typeof header === 'string' ? header : undefined);
    if (given !== null) return given;
    const token = readAuthToken(request);
    if (token === undefined) return null;
    const signedIn = await deps.authenticate(token, 'member');
    if (!signedIn.ok) return null;
    const position = await positionRepository.find(deps.db, signedIn.value.userId);
    return position === null ? null : countryAt(position.lat, position.lng);
  };

  api.get('/v2/consents/geo', async (request, reply) => sendData(reply, privacy.geo(await countryOf(request))));

  api.get('/v2/profile/consents', { preHandler: member }, async (request, reply) => sendData(reply, await privacy.consentsOf(authOf(request).userId)));

  const update = (source: 'member' | 'guest') => async (request: FastifyRequest<{ Body: UpdateBody }>, reply: FastifyReply) => {
    const saved = await privacy.update(authOf(request).userId, request.body, source);
    if (!saved.ok) return sendFailure(reply, saved.error);
    setFlagsCookie(reply, saved.value.categories);
    return sendData(reply, saved.value);
  };
  api.put<{ Body: UpdateBody }>('/v2/profile/consents', { preHandler: member, schema: { body: UpdateBody } }, update('member'));
  api.post<{ Body: UpdateBody }>('/v2/account/consents', { preHandler: member, schema: { body: UpdateBody } }, update('guest'));

  api.post<{ Body: MessagingBody }>('/v2/profile/consents', { preHandler: member, schema: { body: MessagingBody } }, async (request, reply) => {
    const answered = await privacy.messaging(authOf(request).userId, request.body);
    return answered.ok ? sendData(reply, answered.value) : sendFailure(reply, answered.error);
  });

  // CHAT-13, PRIV-21: the conversation starters, only for a member whose messaging consent is accepted; without it
  // 403/40302, the message-consent error (ERR-02).
  api.get<{ Querystring: SuggestionsQuery }>('/v2/suggestions', { preHandler: member, schema: { querystring: SuggestionsQuery } }, async (request, reply) => {
    const { messaging } = await privacy.consentsOf(authOf(request).userId);
    if (messaging.consent_status !== 'accepted') return sendFailure(reply, { status: 403, code: ErrorCode.DEVICE_FLAGGED_DOB, message: 'The messaging consent is not accepted' });
    return sendData(reply, { suggestions: startersFor(request.query.locale ?? 'en').map((text, index) => ({ id: index + 1, text })) });
  });

  api.post<{ Body: TermsBody }>('/v2/profile/terms-of-service', { preHandler: member, schema: { body: TermsBody } }, async (request, reply) => {
    const accepted = await privacy.acceptTerms(authOf(request).userId, request.body.version);
    return accepted.ok ? sendData(reply, accepted.value) : sendFailure(reply, accepted.error);
  });
};
