/**
 * POST /boost (BOOST-04): starts a boost; GET /boost/result: the running or last boost. Both answer the boost
 * entity of BOOST-01 (times in ms since the epoch, `duration` in ms; docs/api.md "Boosts"). Member token required;
 * POST takes no body (an empty object is accepted).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../core/shared';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { Type, type Static } from '@sinclair/typebox';
import { body, LocaleOnlyQuery, optionalBody } from '../http/schemas';
import { BOOST_TYPES, BOOST_VARIANTS, BOOST_WINDOW_MINUTES, type BoostService, type BoostState } from './boost.service';

/** BOOST-01: how much a boost multiplies how often the member is seen (shown to the member). */
export const BOOST_MULTIPLIER = BOOST_VARIANTS.boost.multiplier;

/** BOOST-05: the variant to start; a plain boost when left out. */
const StartBody = optionalBody(body({ boost_type: Type.Optional(Type.Union(BOOST_TYPES.map((type) => Type.Literal(type)))) }));

const multiplierOf = (boost: BoostState['boost']): number =>
  boost === null ? BOOST_MULTIPLIER : boost.isSuper ? BOOST_VARIANTS.super_boost.multiplier : boost.isPrimetime ? BOOST_VARIANTS.primetime_boost.multiplier : BOOST_MULTIPLIER;

/** BOOST-01's entity, with the bought boosts held (BOOST-05). */
export const boostJson = ({ boost, allowance, rule, held }: BoostState, now: number) => ({
  boost_id: boost?.id ?? null,
  multiplier: multiplierOf(boost),
  duration: boost === null ? 0 : boost.expiresAt - boost.startedAt,
  expires_at: boost?.expiresAt ?? null,
  boost_ended: boost === null || now >= boost.expiresAt,
  // The tier's boosts left and the bought ones held: what a plain boost may still be started from.
  remaining: allowance.remaining + held.boost,
  purchased_remaining: held.boost,
  super_boost_remaining: held.superboost,
  resets_at: allowance.nextAt,
  boost_refresh_amount: rule.max,
  boost_refresh_interval: BOOST_WINDOW_MINUTES,
  boost_refresh_interval_unit: 'm',
  is_super_boost: boost?.isSuper ?? false,
  is_primetime_boost: boost?.isPrimetime ?? false,
  primetime_boost_remaining: held.primetimeboost,
  consumed_from: boost?.consumedFrom ?? null,
});

export const registerBoostRoutes = (api: FastifyInstance, deps: { readonly member: preHandlerAsyncHookHandler; readonly boosts: BoostService; readonly clock: Clock }): void => {
  const { member, boosts, clock } = deps;
  api.post<{ Body: Static<typeof StartBody> }>('/boost', { preHandler: member, schema: { querystring: LocaleOnlyQuery, body: StartBody } }, async (request, reply) => {
    const started = await boosts.start(authOf(request).userId, request.body?.boost_type ?? 'boost');
    return started.ok ? sendData(reply, boostJson(started.value, clock.now())) : sendFailure(reply, started.error);
  });
  api.get('/boost/result', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const state = await boosts.state(authOf(request).userId);
    return state === null ? sendFailure(reply, failure.notFound()) : sendData(reply, boostJson(state, clock.now()));
  });
};
