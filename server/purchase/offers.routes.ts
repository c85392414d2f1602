/**
 * The offer routes (PUR-07, PUR-39; EP-103..105, EP-121): the member's offers, the paywall's offers, an offer
 * seen, an offer claimed and the discount banner's view. Every offer id is checked to be the caller's own.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body, Id, optionalBody } from '../http/schemas';
import { offerJson, paywallOffersJson, type OffersService } from './offers.service';

const OffersBody = optionalBody(body({}));
const ViewBody = body({ offer_id: Id, type: Type.Union([Type.Literal('intro_price'), Type.Literal('seen')]), discount_id: Type.Optional(Id) });
const ClaimBody = body({ offer_id: Id });
const DiscountViewBody = optionalBody(body({ offer_id: Type.Optional(Id) }));

export const registerOfferRoutes = (api: FastifyInstance, { member, offers }: { readonly member: preHandlerAsyncHookHandler; readonly offers: OffersService }): void => {
  api.post('/purchase/offer', { preHandler: member, schema: { body: OffersBody } }, async (request, reply) => {
    const rows = await offers.current(authOf(request).userId);
    return sendData(reply, { offers: rows.map(offerJson) });
  });

  api.post('/v1/paywall/offers', { preHandler: member, schema: { body: OffersBody } }, async (request, reply) => {
    const rows = await offers.current(authOf(request).userId);
    return sendData(reply, { offers: paywallOffersJson(rows) });
  });

  api.post<{ Body: Static<typeof ViewBody> }>('/purchase/offer/view', { preHandler: member, schema: { body: ViewBody } }, async (request, reply) => {
    const { offer_id, type, discount_id } = request.body;
    const userId = authOf(request).userId;
    if (discount_id !== undefined && discount_id !== offer_id) {
      const discount = await offers.view(userId, discount_id, 'seen');
      if (!discount.ok) return sendFailure(reply, discount.error);
    }
    const viewed = await offers.view(userId, offer_id, type);
    return viewed.ok ? sendData(reply, { offer: offerJson(viewed.value) }) : sendFailure(reply, viewed.error);
  });

  api.post<{ Body: Static<typeof ClaimBody> }>('/purchase/offer/claim', { preHandler: member, schema: { body: ClaimBody } }, async (request, reply) => {
    const claimed = await offers.claim(authOf(request).userId, request.body.offer_id);
    return claimed.ok ? sendData(reply, { offer: offerJson(claimed.value) }) : sendFailure(reply, claimed.error);
  });

  api.post<{ Body: Static<typeof DiscountViewBody> }>('/v2/purchase/discount/view', { preHandler: member, schema: { body: DiscountViewBody } }, async (request, reply) => {
    const viewed = await offers.discountViewed(authOf(request).userId, request.body?.offer_id ?? null);
    return viewed.ok ? sendData(reply, viewed.value) : sendFailure(reply, viewed.error);
  });
};
