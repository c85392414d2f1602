/**
 * The member's settings beyond discovery (docs/api.md, "Settings"):
 * PUT /v2/push/notifications (EP-096, SET-11): push preferences; POST / DELETE /v2/push/devices/{deviceParam}
 * (EP-094, EP-095): a device that takes push notifications. POST /v2/profile/email_settings (EP-056, SET-12):
 * e-mail notification preferences. GET / POST /v2/subscriptions/web (EP-061, EP-062, SET-13): the e-mail
 * subscriptions, by the token of an e-mail's link (no sign-in). POST /v2/profile/message_controls (SET-09),
 * POST /v2/profile/read_receipts. POST /v2/account/account-email/send and /confirm (EP-015, EP-016, SET-15), and
 * POST /v2/account/phone/send and /confirm: a new e-mail address or phone number, with a code sent to it.
 * DELETE /profile (EP-060, PROF-26): the account and everything of it, with the deletion dialog's version.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { body, Id, NoBody, withLocale } from '../http/schemas';
import type { Result } from '../../core/shared';
import type { Failure } from '../http/failure';
import type { AccountDeletionService } from './account-deletion.service';
import { emailJson, pushJson, settingsJson, SUBSCRIPTION_IDS, subscriptionsJson } from './member-settings';
import type { ContactCodeSent, SettingsService } from './settings.service';

const Flag = Type.Boolean();
const PushBody = Type.Object(
  { match: Type.Optional(Flag), message: Type.Optional(Flag), message_like: Type.Optional(Flag), super_like: Type.Optional(Flag) },
  { additionalProperties: false, minProperties: 1 },
);
const EmailSettingsBody = Type.Object(
  { matches: Type.Optional(Flag), messages: Type.Optional(Flag), promotions: Type.Optional(Flag) },
  { additionalProperties: false, minProperties: 1 },
);
const DeviceParams = Type.Object({ deviceParam: Id }, { additionalProperties: false });
const DeviceBody = body({
  endpoint: Type.String({ minLength: 9, maxLength: 2048, pattern: '^https?://[^\\s]+$' }),
  language: Type.Optional(Type.String({ minLength: 2, maxLength: 35, pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$' })),
  keys: Type.Optional(body({ p256dh: Type.String({ minLength: 1, maxLength: 256 }), auth: Type.String({ minLength: 1, maxLength: 256 }) })),
});
const SubscriptionToken = Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const SubscriptionsQuery = withLocale({ token: SubscriptionToken });
const SubscriptionsBody = body({
  token: SubscriptionToken,
  subscriptions: Type.Array(body({ id: Type.Union(SUBSCRIPTION_IDS.map((id) => Type.Literal(id))), subscribed: Flag }), { minItems: 1, maxItems: 10 }),
});
const MessageControlsBody = body({ only_verified_users: Flag });
const ReadReceiptsBody = body({ enabled: Flag });
const EmailSendBody = body({ email: Type.String({ minLength: 3, maxLength: 254 }) });
const PhoneSendBody = body({ phone: Type.String({ minLength: 4, maxLength: 32 }) });
const Code = Type.String({ minLength: 1, maxLength: 16 });
const BindingToken = Type.String({ minLength: 1, maxLength: 128 });
const EmailConfirmBody = body({ email: Type.String({ minLength: 3, maxLength: 254 }), code: Code, binding_token: BindingToken });
const PhoneConfirmBody = body({ phone: Type.String({ minLength: 4, maxLength: 32 }), code: Code, binding_token: BindingToken });
const DeleteBody = body({ deletion_modal_version: Type.Integer({ minimum: 0, maximum: 1_000_000 }) });

const codeSentJson = (sent: ContactCodeSent) => ({
  binding_token: sent.bindingToken,
  masked_destination: sent.maskedDestination,
  otp_length: sent.otpLength,
  resend_after_seconds: sent.resendAfterSeconds,
});

export interface SettingsRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly settings: SettingsService;
  readonly deletion: AccountDeletionService;
}

export const registerSettingsRoutes = (api: FastifyInstance, deps: SettingsRouteDeps): void => {
  const { member, settings, deletion } = deps;
  const answer = <T>(reply: FastifyReply, result: Result<T, Failure>, json: (value: T) => object) =>
    result.ok ? sendData(reply, json(result.value)) : sendFailure(reply, result.error);

  api.put<{ Body: Static<typeof PushBody> }>('/v2/push/notifications', { preHandler: member, schema: { body: PushBody } }, async (request, reply) => {
    const { match, message, message_like: messageLike, super_like: superLike } = request.body;
    const saved = await settings.updatePush(authOf(request).userId, {
      ...(match === undefined ? {} : { match }),
      ...(message === undefined ? {} : { message }),
      ...(messageLike === undefined ? {} : { messageLike }),
      ...(superLike === undefined ? {} : { superLike }),
    });
    return sendData(reply, { push_notifications: pushJson(saved.push) });
  });

  api.post<{ Params: Static<typeof DeviceParams>; Body: Static<typeof DeviceBody> }>(
    '/v2/push/devices/:deviceParam',
    { preHandler: member, schema: { params: DeviceParams, body: DeviceBody } },
    async (request, reply) => {
      const { endpoint, keys, language } = request.body;
      const auth = authOf(request);
      const saved = await settings.registerDevice(auth.userId, request.params.deviceParam, {
        endpoint,
        p256dh: keys?.p256dh ?? null,
        auth: keys?.auth ?? null,
        language: language ?? 'en',
        familyId: auth.familyId,
      });
      return answer(reply, saved, () => ({}));
    },
  );

  api.delete<{ Params: Static<typeof DeviceParams> }>('/v2/push/devices/:deviceParam', { preHandler: member, schema: { params: DeviceParams } }, async (request, reply) =>
    answer(reply, await settings.unregisterDevice(authOf(request).userId, request.params.deviceParam), () => ({})),
  );

  api.post<{ Body: Static<typeof EmailSettingsBody> }>('/v2/profile/email_settings', { preHandler: member, schema: { body: EmailSettingsBody } }, async (request, reply) => {
    const { matches, messages, promotions } = request.body;
    const saved = await settings.updateEmail(authOf(request).userId, {
      ...(matches === undefined ? {} : { matches }),
      ...(messages === undefined ? {} : { messages }),
      ...(promotions === undefined ? {} : { promotions }),
    });
    return sendData(reply, { email_notifications: emailJson(saved.email) });
  });

  api.get<{ Querystring: Static<typeof SubscriptionsQuery> }>('/v2/subscriptions/web', { schema: { querystring: SubscriptionsQuery } }, async (request, reply) =>
    answer(reply, await settings.subscriptionsOf(request.query.token), (email) => ({ subscriptions: subscriptionsJson(email) })),
  );

  api.post<{ Body: Static<typeof SubscriptionsBody> }>('/v2/subscriptions/web', { schema: { body: SubscriptionsBody } }, async (request, reply) =>
    answer(reply, await settings.updateSubscriptions(request.body.token, request.body.subscriptions), (email) => ({ subscriptions: subscriptionsJson(email) })),
  );

  api.post<{ Body: Static<typeof MessageControlsBody> }>('/v2/profile/message_controls', { preHandler: member, schema: { body: MessageControlsBody } }, async (request, reply) => {
    const saved = await settings.setMessageControls(authOf(request).userId, request.body.only_verified_users);
    return sendData(reply, { message_controls: settingsJson(saved).message_controls });
  });

  api.post<{ Body: Static<typeof ReadReceiptsBody> }>('/v2/profile/read_receipts', { preHandler: member, schema: { body: ReadReceiptsBody } }, async (request, reply) => {
    const saved = await settings.setReadReceipts(authOf(request).userId, request.body.enabled);
    return sendData(reply, { read_receipts: settingsJson(saved).read_receipts });
  });

  api.post<{ Body: Static<typeof EmailSendBody> }>('/v2/account/account-email/send', { preHandler: member, schema: { body: EmailSendBody } }, async (request, reply) =>
    answer(reply, await settings.startContactChange(authOf(request).userId, 'email', request.body.email, request.ip), codeSentJson),
  );

  api.post<{ Body: Static<typeof EmailConfirmBody> }>('/v2/account/account-email/confirm', { preHandler: member, schema: { body: EmailConfirmBody } }, async (request, reply) => {
    const { email, code, binding_token: bindingToken } = request.body;
    const changed = await settings.confirmContactChange(authOf(request).userId, 'email', { destination: email, code, bindingToken });
    return answer(reply, changed, (contact) => ({ email: contact.email, is_email_verified: true }));
  });

  // PL-10: a dismissible e-mail prompt was closed; it is not shown again.
  api.post('/v2/account/account-email/dismiss', { preHandler: member, schema: { body: NoBody } }, async (request, reply) =>
    answer(reply, await settings.dismissEmailPrompt(authOf(request).userId), () => ({})),
  );

  api.post<{ Body: Static<typeof PhoneSendBody> }>('/v2/account/phone/send', { preHandler: member, schema: { body: PhoneSendBody } }, async (request, reply) =>
    answer(reply, await settings.startContactChange(authOf(request).userId, 'sms', request.body.phone, request.ip), codeSentJson),
  );

  api.post<{ Body: Static<typeof PhoneConfirmBody> }>('/v2/account/phone/confirm', { preHandler: member, schema: { body: PhoneConfirmBody } }, async (request, reply) => {
    const { phone, code, binding_token: bindingToken } = request.body;
    const changed = await settings.confirmContactChange(authOf(request).userId, 'sms', { destination: phone, code, bindingToken });
    return answer(reply, changed, (contact) => ({ phone: contact.phone }));
  });

  api.delete<{ Body: Static<typeof DeleteBody> }>('/profile', { preHandler: member, schema: { body: DeleteBody } }, async (request, reply) => {
    const deleted = await deletion.delete(authOf(request).userId, request.body.deletion_modal_version);
    return deleted ? sendData(reply, {}) : sendFailure(reply, failure.notFound());
  });
};
