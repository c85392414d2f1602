import type { HttpPort } from '../../core/api';
import type { ContactChannel, ContactCodeSent, EmailSubscription, SettingsApiPort, SettingsChange, SettingsProfile } from '../../core/settings';
import { DEFAULT_SETTINGS } from '../../core/settings';
import { err, ok, type AppError, type Result } from '../../core/shared';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Reads the settings of `GET /v2/profile` (docs/api.md, "Settings and leaving"); what is missing takes its default. */
export const readSettingsProfile = (data: unknown): SettingsProfile => {
  const d = obj(data);
  const settings = obj(d['settings']);
  const account = obj(d['account']);
  const push = obj(settings['push_notifications']);
  const email = obj(settings['email_notifications']);
  const p = DEFAULT_SETTINGS.pushNotifications;
  const e = DEFAULT_SETTINGS.emailNotifications;
  return {
    pushNotifications: {
      match: bool(push['match'], p.match),
      message: bool(push['message'], p.message),
      messageLike: bool(push['message_like'], p.messageLike),
      superLike: bool(push['super_like'], p.superLike),
    },
    emailNotifications: { matches: bool(email['matches'], e.matches), messages: bool(email['messages'], e.messages), promotions: bool(email['promotions'], e.promotions) },
    onlyVerifiedUsers: bool(obj(settings['message_controls'])['only_verified_users'], false),
    readReceipts: bool(obj(settings['read_receipts'])['enabled'], true),
    subscriptionToken: str(settings['email_subscription_token']),
    account: {
      maskedEmail: str(account['masked_email']),
      maskedPhone: str(account['masked_phone_number']),
      newAccountEmail: str(account['new_account_email']),
      isEmailVerified: bool(account['is_email_verified'], false),
    },
  };
};

const readSubscriptions = (data: unknown): EmailSubscription[] => {
  const list = obj(obj(data)['subscriptions'])['email'];
  return Array.isArray(list) ? list.map(obj).filter((s) => typeof s['id'] === 'string').map((s) => ({ id: s['id'] as string, subscribed: s['subscribed'] === true })) : [];
};

const failed = (e: { readonly code: string | number; readonly message?: string }): AppError => ({ code: e.code, ...(e.message === undefined ? {} : { message: e.message }) });

const saveRequest = (c: SettingsChange): { method: 'PUT' | 'POST'; path: string; value: unknown } => {
  switch (c.kind) {
    case 'push': {
      const { match, message, messageLike, superLike } = c.change;
      return { method: 'PUT', path: '/v2/push/notifications', value: { match, message, message_like: messageLike, super_like: superLike } };
    }
    case 'email':
      return { method: 'POST', path: '/v2/profile/email_settings', value: c.change };
    case 'messageControls':
      return { method: 'POST', path: '/v2/profile/message_controls', value: { only_verified_users: c.onlyVerifiedUsers } };
    case 'readReceipts':
      return { method: 'POST', path: '/v2/profile/read_receipts', value: { enabled: c.enabled } };
  }
};

/** Without the keys whose value is undefined (JSON drops them too; kept explicit for the schema's minProperties). */
const defined = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) : value;

/** The member's settings over the provider's API (SET-01, SET-09, SET-11..13, SET-15, PROF-26). */
export class HttpSettingsApi implements SettingsApiPort {
  constructor(private readonly http: HttpPort) {}

  async load(): Promise<Result<SettingsProfile, AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/profile', auth: true });
    return r.ok ? ok(readSettingsProfile(r.value)) : err(failed(r.error));
  }

  async save(change: SettingsChange): Promise<Result<void, AppError>> {
    const { method, path, value } = saveRequest(change);
    const r = await this.http.request<unknown>({ method, path, body: { kind: 'json', value: defined(value) }, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }

  async sendContactCode(channel: ContactChannel, destination: string): Promise<Result<ContactCodeSent, AppError>> {
    const path = channel === 'email' ? '/v2/account/account-email/send' : '/v2/account/phone/send';
    const value = channel === 'email' ? { email: destination } : { phone: destination };
    const r = await this.http.request<unknown>({ method: 'POST', path, body: { kind: 'json', value }, auth: true });
    if (!r.ok) return err(failed(r.error));
    const d = obj(r.value);
    return ok({
      maskedDestination: str(d['masked_destination']) ?? destination,
      bindingToken: str(d['binding_token']) ?? '',
      otpLength: typeof d['otp_length'] === 'number' ? d['otp_length'] : 6,
    });
  }

  async confirmContactCode(channel: ContactChannel, input: { destination: string; code: string; bindingToken: string }): Promise<Result<void, AppError>> {
    const path = channel === 'email' ? '/v2/account/account-email/confirm' : '/v2/account/phone/confirm';
    const value = { [channel === 'email' ? 'email' : 'phone']: input.destination, code: input.code, binding_token: input.bindingToken };
    const r = await this.http.request<unknown>({ method: 'POST', path, body: { kind: 'json', value }, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }

  async dismissEmailPrompt(): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/account/account-email/dismiss', body: { kind: 'json', value: {} }, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }

  async fetchSubscriptions(token: string): Promise<Result<readonly EmailSubscription[], AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/subscriptions/web', query: { token }, auth: false });
    return r.ok ? ok(readSubscriptions(r.value)) : err(failed(r.error));
  }

  async updateSubscriptions(token: string, changes: readonly EmailSubscription[]): Promise<Result<readonly EmailSubscription[], AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/subscriptions/web', body: { kind: 'json', value: { token, subscriptions: changes } }, auth: false });
    return r.ok ? ok(readSubscriptions(r.value)) : err(failed(r.error));
  }

  async deleteAccount(deletionModalVersion: number): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: '/profile', body: { kind: 'json', value: { deletion_modal_version: deletionModalVersion } }, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }
}
