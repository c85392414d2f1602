/**
 * Start-up calls, answered signed out and signed in (a token that is not a live member token is ignored):
 * - POST /v2/meta `{ lat?, lon? }` (optional `start-id` header): the app settings (CONF-05). The country comes
 *   from the position in the body, else the signed-in member's last position, else the `x-country-code`
 *   header; a signed-in member's position is kept for distances when the jump limits let it through
 *   (server/users position.service.ts); an ignored one changes nothing and the settings are answered all the same.
 * - POST /v2/buckets `{ experiments?, device_id? }`: the feature switches with their pid and value (LEV-03).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { readAuthToken, type Authenticate, type Authenticated } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { body, CommonHeaders, optionalBody } from '../http/schemas';
import type { Position } from '../geo/position';
import type { PositionService } from '../users/position.service';
import { positionRepository } from '../users/position.repository';
import { appSettingsFor } from './app-settings';
import { countryAt, normaliseCountryCode } from '../geo/country';
import { NO_EMAIL_PROMPT, type EmailPromptSettings } from '../settings/email-prompt';
import { defaultLevers } from './levers';

export const COUNTRY_HEADER = 'x-country-code';

const MetaHeaders = Type.Object(
  {
    ...CommonHeaders.properties,
    'start-id': Type.Optional(Type.String({ maxLength: 128 })),
    [COUNTRY_HEADER]: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: true },
);

const MetaBody = optionalBody(
  body({
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  }),
);

const ExperimentValue = Type.Union([Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean()]);
const BucketsBody = optionalBody(
  body({
    experiments: Type.Optional(
      Type.Union([
        Type.Array(Type.String({ maxLength: 128 }), { maxItems: 500 }),
        Type.Record(Type.String({ maxLength: 128 }), ExperimentValue, { maxProperties: 500 }),
      ]),
    ),
    device_id: Type.Optional(Type.String({ maxLength: 128 })),
  }),
);

export interface StartupRouteDeps {
  readonly db: Database;
  readonly positions: PositionService;
  readonly authenticate: Authenticate;
  /** Keeps the place of the signed-in device (city level) for the member's list of devices. */
  readonly notePlace?: (familyId: string, position: Position) => Promise<void>;
  /** PRIV-19: whether a signed-in member must accept the current terms (server/privacy). */
  readonly termsAcceptanceNeeded?: (userId: string) => Promise<boolean>;
  /** PL-10: the e-mail prompt's settings for a signed-in member (server/settings). */
  readonly emailPrompt?: (userId: string, country: string | null) => Promise<EmailPromptSettings>;
}

/** The signed-in member, or null: start-up calls never fail on a token. */
const memberOf = async (request: FastifyRequest, authenticate: Authenticate): Promise<Authenticated | null> => {
  const token = readAuthToken(request);
  if (token === undefined) return null;
  const result = await authenticate(token, 'member');
  return result.ok ? result.value : null;
};

export const registerStartupRoutes = (api: FastifyInstance, deps: StartupRouteDeps): void => {
  const { db, positions, authenticate } = deps;

  api.post<{ Body: Static<typeof MetaBody> }>('/v2/meta', { schema: { body: MetaBody, headers: MetaHeaders } }, async (request, reply) => {
    const { lat, lon } = request.body ?? {};
    if ((lat === undefined) !== (lon === undefined)) return sendFailure(reply, failure.badRequest('Send lat and lon together'));
    const given: Position | null = lat !== undefined && lon !== undefined ? { lat, lng: lon } : null;
    const member = await memberOf(request, authenticate);
    const userId = member?.userId ?? null;
    if (member !== null && given !== null) {
      await positions.report(member.userId, given);
      await deps.notePlace?.(member.familyId, given);
    }
    const position = given ?? (userId === null ? null : await positionRepository.find(db, userId));
    const header = request.headers[COUNTRY_HEADER];
    const country = position !== null ? countryAt(position.lat, position.lng) : normaliseCountryCode(typeof header === 'string' ? header : undefined);
    const termsAcceptanceNeeded = userId === null ? false : ((await deps.termsAcceptanceNeeded?.(userId)) ?? false);
    const emailPrompt = userId === null ? NO_EMAIL_PROMPT : ((await deps.emailPrompt?.(userId, country)) ?? NO_EMAIL_PROMPT);
    return sendData(reply, { ...appSettingsFor({ country, signedIn: userId !== null, termsAcceptanceNeeded }), ...emailPrompt });
  });

  api.post<{ Body: Static<typeof BucketsBody> }>('/v2/buckets', { schema: { body: BucketsBody } }, async (_request, reply) =>
    sendData(reply, { levers: defaultLevers() }),
  );
};
