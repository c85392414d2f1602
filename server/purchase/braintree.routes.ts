/**
 * PUR-30, EP-122, EP-123, EP-170: PayPal through the Braintree-like provider: the client token, the provider's
 * approval step, the purchase with an approval's nonce (or the saved account), and saving or deleting the account.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { body, Id, LocaleOnlyQuery, NoBody } from '../http/schemas';
import { PROVIDER_MERCHANT } from './braintree-provider';
import type { BraintreeService } from './braintree.service';
import { PurchaseFields, receiptJson } from './purchase.routes';
import type { PurchaseService } from './purchase.service';
import type { PaymentGuard } from './payment-failures';

const ApprovalBody = body({ client_token: Id, decision: Type.Union([Type.Literal('approve'), Type.Literal('cancel')]), email: PurchaseFields.email });
const BraintreePurchaseBody = body({
  ...PurchaseFields,
  payment_method: Type.Union([Type.Literal('paypal'), Type.Literal('saved_paypal')]),
  payment_method_nonce: Type.Optional(Id),
  save_payment_method: Type.Optional(Type.Boolean()),
});
/** PUR-19's Braintree kinds: `paypal` is offered; `applepay` is answered with its own clear refusal. */
const MethodParams = Type.Object({ paymentMethodType: Type.Union([Type.Literal('paypal'), Type.Literal('applepay')]) }, { additionalProperties: false });
const SaveMethodBody = body({ payment_method_nonce: Id });

export const registerBraintreeRoutes = (
  api: FastifyInstance,
  { member, braintree, purchases, payments }: { readonly member: preHandlerAsyncHookHandler; readonly braintree: BraintreeService; readonly purchases: PurchaseService; readonly payments: PaymentGuard },
): void => {
  // EP-170: a client token, opening a short session at the provider.
  api.get('/v2/purchase/braintree/client-token', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) => {
    const session = await braintree.clientToken(authOf(request).userId);
    return sendData(reply, { client_token: session.clientToken, expires_at: session.expiresAt.toISOString(), merchant: PROVIDER_MERCHANT, payment_method_types: ['paypal'] });
  });

  // The provider's approval step (played by this server): approve with a PayPal account, or cancel.
  api.post<{ Body: Static<typeof ApprovalBody> }>('/v2/purchase/braintree/approval', { preHandler: member, schema: { body: ApprovalBody } }, async (request, reply) => {
    const { client_token, decision, email } = request.body;
    const approval = await braintree.approve(authOf(request).userId, client_token, decision, email);
    if (!approval.ok) return sendFailure(reply, approval.error);
    return approval.value === null
      ? sendData(reply, { status: 'cancelled' })
      : sendData(reply, { status: 'approved', payment_method_nonce: approval.value.nonce, expires_at: approval.value.expiresAt.toISOString(), payment_method_type: 'paypal', paypal_metadata: { email: approval.value.emailMasked } });
  });

  // PUR-30: a purchase paid with PayPal, idempotent by key like the card purchase.
  api.post<{ Body: Static<typeof BraintreePurchaseBody> }>('/v2/purchase/braintree', { preHandler: [member, payments.preHandler], schema: { body: BraintreePurchaseBody } }, async (request, reply) => {
    const userId = authOf(request).userId;
    const outcome = payments.counted(userId, await braintree.purchase(userId, request.body));
    if (!outcome.ok) return sendFailure(reply, outcome.error);
    return sendData(reply, { status: 'succeeded', purchase: receiptJson(outcome.value.purchase), tier: await purchases.tierOf(userId) });
  });

  // EP-122: saves the approved account for later.
  api.post<{ Params: Static<typeof MethodParams>; Body: Static<typeof SaveMethodBody> }>(
    '/v2/purchase/payment-methods/braintree/:paymentMethodType',
    { preHandler: member, schema: { params: MethodParams, body: SaveMethodBody } },
    async (request, reply) => {
      const saved = await braintree.saveMethod(authOf(request).userId, request.params.paymentMethodType, request.body.payment_method_nonce);
      return saved.ok ? sendData(reply, { payment_method: { payment_method: saved.value.methodType, platform: 'web_braintree_paypal', paypal_metadata: { email: saved.value.emailMasked } } }) : sendFailure(reply, saved.error);
    },
  );

  // EP-123: forgets it.
  api.delete<{ Params: Static<typeof MethodParams> }>('/v2/purchase/payment-methods/braintree/:paymentMethodType', { preHandler: member, schema: { params: MethodParams, body: NoBody } }, async (request, reply) => {
    const deleted = await braintree.deleteMethod(authOf(request).userId, request.params.paymentMethodType);
    return deleted.ok ? sendData(reply, { deleted: true }) : sendFailure(reply, deleted.error);
  });
};
