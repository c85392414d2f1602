/**
 * What a member sets about themselves beyond discovery: notification preferences (SET-11, SET-12), the e-mail
 * subscriptions reached by token (SET-13), the only-verified-users message control (SET-09), read receipts, and
 * changing the account's e-mail address or phone number with a code sent to the new one (SET-15). Codes are the
 * sign-in codes of server/auth: made, hashed, limited and checked there.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { SignInService } from '../auth/sign-in.service';
import type { Channel } from '../auth/destination';
import { maskDestination, normaliseDestination } from '../auth/destination';
import { authFailure } from '../auth/auth-failures';
import { isUniqueViolation } from '../chat/message.repository';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newToken } from '../platform/secrets';
import { userRepository } from '../users/user.repository';
import {
  type EmailPreferences,
  type MemberSettings,
  type PushPreferences,
  type SettingsColumns,
  type SubscriptionId,
} from './member-settings';
import { pushDeviceRepository, settingsRepository, type PushDevice } from './settings.repository';
import { emailPromptFor, emailPromptRepository, NO_EMAIL_PROMPT, type EmailPromptMode, type EmailPromptSettings } from './email-prompt';
import { ErrorCode } from '../../core/errors/error-codes';

/** SET-11: the most devices one member may register for push (a device renews its own entry). */
export const MAX_PUSH_DEVICES = 20;

export interface ContactCodeSent {
  readonly bindingToken: string;
  readonly maskedDestination: string;
  readonly otpLength: number;
  readonly resendAfterSeconds: number;
}

export interface ContactChanged {
  readonly email: string | null;
  readonly phone: string | null;
}

const contactTaken = (channel: Channel): Failure => ({
  status: 409,
  code: ErrorCode.CONFLICT,
  message: channel === 'sms' ? 'This phone number belongs to another account' : 'This e-mail address belongs to another account',
});

const sameAsNow = (channel: Channel): Failure =>
  failure.badRequest(channel === 'sms' ? 'This is already the account`s phone number' : 'This is already the account`s e-mail address');

export interface SettingsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly signIn: SignInService;
  /** SET-11: the origins of the push services a subscription may point at. */
  readonly pushServices: readonly string[];
  /** PL-10 */
  readonly emailPrompt: EmailPromptMode;
}

/** Whether an endpoint is a URL of one of the push services. */
const atPushService = (endpoint: string, services: readonly string[]): boolean => {
  try {
    const url = new URL(endpoint);
    return services.includes(url.origin) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export class SettingsService {
  constructor(private readonly deps: SettingsServiceDeps) {}

  /** PL-10: the e-mail prompt's settings for a signed-in member in a country (null: unknown). */
  async emailPromptOf(userId: string, country: string | null): Promise<EmailPromptSettings> {
    const state = await emailPromptRepository.stateOf(this.deps.db, userId);
    return state === null ? NO_EMAIL_PROMPT : emailPromptFor(this.deps.emailPrompt, state, country, this.deps.clock.now());
  }

  /** PL-10: the member closed a dismissible prompt; a required one cannot be dismissed. */
  async dismissEmailPrompt(userId: string): Promise<Result<void, Failure>> {
    if (this.deps.emailPrompt === 'required') return err(failure.forbidden('The e-mail address is required'));
    await emailPromptRepository.dismiss(this.deps.db, userId, new Date(this.deps.clock.now()));
    return ok(undefined);
  }

  /** The member's settings; the e-mail subscription token is made the first time it is asked for. */
  async of(userId: string): Promise<MemberSettings> {
    const found = await settingsRepository.find(this.deps.db, userId);
    if (found.subscriptionToken !== null) return found;
    return settingsRepository.ensureSubscriptionToken(this.deps.db, userId, newToken(), this.deps.clock.now());
  }

  async updatePush(userId: string, push: Partial<PushPreferences>): Promise<MemberSettings> {
    return this.#update(userId, {
      push_match: push.match,
      push_message: push.message,
      push_message_like: push.messageLike,
      push_super_like: push.superLike,
    });
  }

  async updateEmail(userId: string, email: Partial<EmailPreferences>): Promise<MemberSettings> {
    return this.#update(userId, { email_matches: email.matches, email_messages: email.messages, email_promotions: email.promotions });
  }

  async setMessageControls(userId: string, onlyVerifiedUsers: boolean): Promise<MemberSettings> {
    return this.#update(userId, { only_verified_messages: onlyVerifiedUsers });
  }

  async setReadReceipts(userId: string, enabled: boolean): Promise<MemberSettings> {
    return this.#update(userId, { read_receipts: enabled });
  }

  /**
   * SET-11: a device to send push notifications to: an endpoint at one of the accepted push services; a member has
   * at most MAX_PUSH_DEVICES.
   */
  async registerDevice(userId: string, deviceParam: string, device: PushDevice): Promise<Result<void, Failure>> {
    if (!atPushService(device.endpoint, this.deps.pushServices)) return err({ ...failure.badRequest('Not a push service this server sends to'), details: { fields: [{ field: 'endpoint', reason: 'unknown' }] } });
    return this.deps.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      const known = (await tx.query('SELECT 1 FROM push_devices WHERE user_id = $1 AND device_param = $2', [userId, deviceParam])).length > 0;
      if (!known && (await pushDeviceRepository.count(tx, userId)) >= MAX_PUSH_DEVICES) {
        return err(failure.badRequest(`At most ${MAX_PUSH_DEVICES} devices take push notifications`));
      }
      await pushDeviceRepository.save(tx, userId, deviceParam, device, this.deps.clock.now());
      return ok(undefined);
    });
  }

  async unregisterDevice(userId: string, deviceParam: string): Promise<Result<void, Failure>> {
    return (await pushDeviceRepository.remove(this.deps.db, userId, deviceParam)) ? ok(undefined) : err(failure.notFound('No such device'));
  }

  /** SET-13: the subscriptions a token opens (the link of an e-mail), or 404 for a token nobody holds. */
  async subscriptionsOf(token: string): Promise<Result<EmailPreferences, Failure>> {
    const userId = await settingsRepository.memberBySubscriptionToken(this.deps.db, token);
    if (userId === null) return err(failure.notFound('Unknown subscription token'));
    return ok((await settingsRepository.find(this.deps.db, userId)).email);
  }

  async updateSubscriptions(token: string, changes: ReadonlyArray<{ readonly id: SubscriptionId; readonly subscribed: boolean }>): Promise<Result<EmailPreferences, Failure>> {
    const userId = await settingsRepository.memberBySubscriptionToken(this.deps.db, token);
    if (userId === null) return err(failure.notFound('Unknown subscription token'));
    const email: { -readonly [K in SubscriptionId]?: boolean } = {};
    for (const change of changes) email[change.id] = change.subscribed;
    return ok((await this.updateEmail(userId, email)).email);
  }

  /** SET-15: a code to the new address or number; it becomes the account's once the code comes back. */
  async startContactChange(userId: string, channel: Channel, raw: string, clientAddress: string): Promise<Result<ContactCodeSent, Failure>> {
    const destination = normaliseDestination(channel, raw);
    if (destination === null) return err(authFailure.invalidDestination(channel));
    const user = await userRepository.findById(this.deps.db, userId);
    if (user === null) return err(failure.notFound());
    if ((channel === 'sms' ? user.phone : user.email) === destination) return err(sameAsNow(channel));
    if (await this.#takenByAnother(userId, channel, destination)) return err(contactTaken(channel));
    const sent = await this.deps.signIn.sendCodeToNewContact(channel, destination, clientAddress);
    if (!sent.ok) return sent;
    await this.#update(userId, channel === 'sms' ? { new_phone: destination } : { new_account_email: destination });
    return ok({
      bindingToken: sent.value.bindingToken,
      maskedDestination: maskDestination(channel, destination),
      otpLength: sent.value.otpLength,
      resendAfterSeconds: sent.value.resendAfterSeconds,
    });
  }

  /** SET-15: the code sent to the new address or number; the right one makes it the account's. */
  async confirmContactChange(
    userId: string,
    channel: Channel,
    input: { readonly destination: string; readonly code: string; readonly bindingToken: string },
  ): Promise<Result<ContactChanged, Failure>> {
    const now = this.deps.clock.now();
    try {
      return await this.deps.db.transaction(async (tx): Promise<Result<ContactChanged, Failure>> => {
        const pending = await settingsRepository.find(tx, userId);
        const destination = normaliseDestination(channel, input.destination);
        if (destination === null) return err(authFailure.invalidDestination(channel));
        if ((channel === 'sms' ? pending.newPhone : pending.newAccountEmail) !== destination) return err(authFailure.requestUnknown());
        const redeemed = await this.deps.signIn.redeemCode(tx, channel, input);
        if (!redeemed.ok) return redeemed;
        const column = channel === 'sms' ? 'phone' : 'email';
        const [row] = await tx.query<{ email: string | null; phone: string | null }>(`UPDATE users SET ${column} = $2 WHERE id = $1 RETURNING email, phone`, [
          userId,
          destination,
        ]);
        await settingsRepository.update(tx, userId, channel === 'sms' ? { new_phone: null } : { new_account_email: null, email_verified: true }, now);
        return row ? ok({ email: row.email, phone: row.phone }) : err(failure.notFound());
      });
    } catch (error) {
      // Someone else's account took the address between the code and now.
      if (isUniqueViolation(error)) return err(contactTaken(channel));
      throw error;
    }
  }

  async #takenByAnother(userId: string, channel: Channel, destination: string): Promise<boolean> {
    const column = channel === 'sms' ? 'phone' : 'email';
    const rows = await this.deps.db.query(`SELECT 1 FROM users WHERE ${column} = $1 AND id <> $2`, [destination, userId]);
    return rows.length > 0;
  }

  async #update(userId: string, columns: SettingsColumns): Promise<MemberSettings> {
    return settingsRepository.update(this.deps.db, userId, columns, this.deps.clock.now());
  }
}
