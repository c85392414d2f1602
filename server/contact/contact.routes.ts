/**
 * PL-05: POST /contact/request?redirect=0 — after signing in, the app says what it runs on (short fields: `pf`
 * platform, `os`, `av` app version, `uid` the member, `lat`/`lon` where it is, `lc` locale, the two flags (0 or 1) `nu` new
 * member and `em` has an e-mail address, `sid` social id). The server keeps the latest of these per member
 * (`contact_contexts`), the place rounded to city level, so a support request is answered for the right platform,
 * version and language. `redirect=0` asks for the answer itself; the redirect to a help centre (`redirect=1`)
 * does not exist here and is refused (400). `uid` must be the caller (403 otherwise).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../core/shared';
import type { Database } from '../db/database';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { body, Id, Locale, withLocale } from '../http/schemas';

const Word = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9 ._()/-]+$' });

/** A short-field flag: 0 or 1. */
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

const ContactQuery = withLocale({ redirect: Type.Literal('0') });

const ContactBody = body({
  pf: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_-]*$' }),
  os: Type.Optional(Type.Union([Word(64), Type.Null()])),
  av: Type.Optional(Type.Union([Word(32), Type.Null()])),
  uid: Id,
  lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  lon: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  lc: Type.Optional(Locale),
  nu: Flag,
  em: Flag,
  sid: Type.Optional(Type.Union([Id, Type.Null()])),
});

/** About 11 km: a support agent needs the region, never the street. */
const cityLevel = (value: number): number => Math.round(value * 10) / 10;

export interface ContactRouteDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly member: preHandlerAsyncHookHandler;
}

export const registerContactRoutes = (api: FastifyInstance, deps: ContactRouteDeps): void => {
  const { db, clock, member } = deps;
  api.post<{ Querystring: Static<typeof ContactQuery>; Body: Static<typeof ContactBody> }>(
    '/contact/request',
    { preHandler: member, schema: { querystring: ContactQuery, body: ContactBody } },
    async (request, reply) => {
      const { userId } = authOf(request);
      const b = request.body;
      if (b.uid !== userId) return sendFailure(reply, failure.forbidden('uid is not the signed-in member'));
      const placed = typeof b.lat === 'number' && typeof b.lon === 'number';
      await db.query(
        `INSERT INTO contact_contexts (user_id, platform, os, app_version, locale, place_lat, place_lng, is_new_user, has_email, social_id, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id) DO UPDATE SET platform = $2, os = $3, app_version = $4, locale = $5, place_lat = $6, place_lng = $7,
           is_new_user = $8, has_email = $9, social_id = $10, updated_at = $11`,
        [
          userId,
          b.pf,
          b.os ?? null,
          b.av ?? null,
          b.lc ?? null,
          placed ? cityLevel(b.lat!) : null,
          placed ? cityLevel(b.lon!) : null,
          b.nu === 1,
          b.em === 1,
          b.sid ?? null,
          new Date(clock.now()),
        ],
      );
      return sendData(reply, {});
    },
  );
};
