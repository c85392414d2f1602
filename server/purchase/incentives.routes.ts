/**
 * The incentive routes (PUR-15, PUR-16): a promo code's eligibility and its redemption, for the signed-in member.
 * POST /v2/incentives/eligibility { promoCode } → incentive; 404 for an unknown code.
 * POST /v2/incentives/redeem { promoCode } → incentive with its offer; 404 unknown code, 409 not for this member.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body } from '../http/schemas';
import type { IncentivesService } from './incentives.service';

/** A promo code: letters, digits, `-` and `_`. */
export const PromoCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const PromoBody = body({ promoCode: PromoCode });

export const registerIncentiveRoutes = (api: FastifyInstance, { member, incentives }: { readonly member: preHandlerAsyncHookHandler; readonly incentives: IncentivesService }): void => {
  api.post<{ Body: Static<typeof PromoBody> }>('/v2/incentives/eligibility', { preHandler: member, schema: { body: PromoBody } }, async (request, reply) => {
    const answer = await incentives.eligibility(authOf(request).userId, request.body.promoCode);
    return answer.ok ? sendData(reply, answer.value) : sendFailure(reply, answer.error);
  });

  api.post<{ Body: Static<typeof PromoBody> }>('/v2/incentives/redeem', { preHandler: member, schema: { body: PromoBody } }, async (request, reply) => {
    const answer = await incentives.redeem(authOf(request).userId, request.body.promoCode);
    return answer.ok ? sendData(reply, answer.value) : sendFailure(reply, answer.error);
  });
};
