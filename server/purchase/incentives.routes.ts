/**
 * The incentive routes (PUR-15, PUR-16): a promo code's eligibility and its redemption, for the signed-in member.
 * POST /v2/incentives/eligibility { promoCode } → incentive; 404 for an unknown code.
 * POST /v2/incentives/redeem { promoCode } → incentive with its offer; 404 unknown code, 409 not for this member.
 * POST /v2/incentives/intro-price (no body) → the member's own intro price as an incentive (no code): eligible, with
 * its offer, while they never bought and it is open; otherwise not eligible and no offer.
 * Each member has INCENTIVE_ATTEMPTS eligibility and redeem attempts together in any hour (a script guessing codes is
 * stopped): then 429/42901. The intro-price route names no code and is asked at every sign-in (PL-13): not counted.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { memberAttempts } from '../http/member-attempts';
import type { AllowanceRule } from '../recs/allowance';
import type { Clock } from '../../core/shared';
import { body, NoBody } from '../http/schemas';
import type { IncentiveJson, IncentivesService } from './incentives.service';
import { promptsAfterSignIn, type OffersService } from './offers.service';

/** A promo code: letters, digits, `-` and `_`. */
export const PromoCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const PromoBody = body({ promoCode: PromoCode });

/** PUR-15: the intro price is an incentive of its own, named by no code. */
export const INTRO_PRICE_INCENTIVE = { campaignId: 'intro_price', campaignName: 'Intro price' } as const;

/** PUR-15: eligibility and redeem attempts one member may make: 20 in any hour (docs/decisions.md PUR-15). */
export const INCENTIVE_ATTEMPTS: AllowanceRule = { max: 20, windowMs: 3_600_000 };

export const registerIncentiveRoutes = (
  api: FastifyInstance,
  { member, incentives, offers, clock }: { readonly member: preHandlerAsyncHookHandler; readonly incentives: IncentivesService; readonly offers: OffersService; readonly clock: Clock },
): void => {
  const attempt = memberAttempts(INCENTIVE_ATTEMPTS, clock);
  // Counted after the member is known, before anything is read: a refused attempt costs nothing.
  const limited: preHandlerAsyncHookHandler = async (request, reply) => {
    const waitMs = attempt(authOf(request).userId);
    if (waitMs !== undefined) return sendFailure(reply, failure.rateLimited(waitMs, undefined, 'Too many incentive attempts'));
  };
  const guarded = [member, limited];

  // PUR-15's third route: the member's intro price (made with their offers), as an incentive.
  api.post('/v2/incentives/intro-price', { preHandler: member, schema: { body: NoBody } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const [current, userType] = await Promise.all([offers.current(userId), incentives.userTypeOf(userId)]);
    const intro = current.find((o) => o.offer_type === 'INTRO_PRICE');
    const answer: IncentiveJson = {
      incentivesType: 'intro_price',
      eligible: intro !== undefined,
      code: '',
      ...INTRO_PRICE_INCENTIVE,
      isIntroPrice: true,
      ccRequired: true,
      userType,
      offers:
        intro === undefined
          ? []
          : [
              {
                purchaseType: 'subscription',
                productType: intro.product_type as IncentiveJson['offers'][number]['productType'],
                amount: intro.terms,
                unit: 'month',
                price: intro.price_cents,
                originalPrice: intro.original_cents,
                currency: intro.currency,
                offerId: intro.id,
                prompt: promptsAfterSignIn(intro),
              },
            ],
    };
    return sendData(reply, answer);
  });

  api.post<{ Body: Static<typeof PromoBody> }>('/v2/incentives/eligibility', { preHandler: guarded, schema: { body: PromoBody } }, async (request, reply) => {
    const answer = await incentives.eligibility(authOf(request).userId, request.body.promoCode);
    return answer.ok ? sendData(reply, answer.value) : sendFailure(reply, answer.error);
  });

  api.post<{ Body: Static<typeof PromoBody> }>('/v2/incentives/redeem', { preHandler: guarded, schema: { body: PromoBody } }, async (request, reply) => {
    const answer = await incentives.redeem(authOf(request).userId, request.body.promoCode);
    return answer.ok ? sendData(reply, answer.value) : sendFailure(reply, answer.error);
  });
};
