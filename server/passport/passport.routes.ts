/**
 * The passport (SET-14, EP-124..126): GET /location/popular, GET /location/search?q= (the catalogue's search,
 * docs/decisions.md), POST /passport/user/travel with a place of the catalogue, POST /passport/user/travel/reset.
 * The travel calls answer the profile's `travel` block as GET /v2/profile carries it.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body, Id, LocaleOnlyQuery, NoBody, withLocale } from '../http/schemas';
import { placeJson, travelJson } from '../users';
import type { PassportService } from './passport.service';

/** A search is a few words: at most 64 characters. */
const SearchQuery = withLocale({ q: Type.String({ minLength: 1, maxLength: 64 }) });
const TravelBody = body({ place_id: Id });

export interface PassportRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly passport: PassportService;
}

export const registerPassportRoutes = (api: FastifyInstance, { member, passport }: PassportRouteDeps): void => {
  api.get('/location/popular', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const places = await passport.popular(authOf(request).userId);
    return places.ok ? sendData(reply, { locations: places.value.map(placeJson) }) : sendFailure(reply, places.error);
  });

  api.get<{ Querystring: Static<typeof SearchQuery> }>('/location/search', { preHandler: member, schema: { querystring: SearchQuery } }, async (request, reply) => {
    const places = await passport.search(authOf(request).userId, request.query.q);
    return places.ok ? sendData(reply, { locations: places.value.map(placeJson) }) : sendFailure(reply, places.error);
  });

  api.post<{ Body: Static<typeof TravelBody> }>('/passport/user/travel', { preHandler: member, schema: { body: TravelBody } }, async (request, reply) => {
    const member = await passport.travel(authOf(request).userId, request.body.place_id);
    return member.ok ? sendData(reply, { travel: travelJson(member.value) }) : sendFailure(reply, member.error);
  });

  api.post('/passport/user/travel/reset', { preHandler: member, schema: { body: NoBody } }, async (request, reply) => {
    const member = await passport.reset(authOf(request).userId);
    return member.ok ? sendData(reply, { travel: travelJson(member.value) }) : sendFailure(reply, member.error);
  });
};
