/**
 * A member's settings beyond discovery, as stored and as the wire carries them: push and e-mail notification
 * preferences (SET-01, SET-11, SET-12), the only-verified-users message control (SET-09), read receipts, the
 * e-mail subscription token (SET-13) and a contact change waiting for its code (SET-15).
 */

export interface PushPreferences {
  readonly match: boolean;
  readonly message: boolean;
  readonly messageLike: boolean;
  readonly superLike: boolean;
}

export interface EmailPreferences {
  readonly matches: boolean;
  readonly messages: boolean;
  readonly promotions: boolean;
}

export interface MemberSettings {
  readonly push: PushPreferences;
  readonly email: EmailPreferences;
  readonly onlyVerifiedMessages: boolean;
  readonly readReceipts: boolean;
  readonly subscriptionToken: string | null;
  readonly newAccountEmail: string | null;
  readonly newPhone: string | null;
  readonly emailVerified: boolean;
}

/** Every default (docs/decisions.md, SET-01): notifications on except promotions, anyone may message, receipts on. */
export const DEFAULT_MEMBER_SETTINGS: MemberSettings = {
  push: { match: true, message: true, messageLike: true, superLike: true },
  email: { matches: true, messages: true, promotions: false },
  onlyVerifiedMessages: false,
  readReceipts: true,
  subscriptionToken: null,
  newAccountEmail: null,
  newPhone: null,
  emailVerified: false,
};

/** The stored columns a change may set (settings.repository.ts writes only these). */
export interface SettingsColumns {
  push_match?: boolean;
  push_message?: boolean;
  push_message_like?: boolean;
  push_super_like?: boolean;
  email_matches?: boolean;
  email_messages?: boolean;
  email_promotions?: boolean;
  only_verified_messages?: boolean;
  read_receipts?: boolean;
  new_account_email?: string | null;
  new_phone?: string | null;
  email_verified?: boolean;
}

/** The e-mail subscriptions (SET-13) by id, in the order the page lists them. */
export const SUBSCRIPTION_IDS = ['matches', 'messages', 'promotions'] as const;
export type SubscriptionId = (typeof SUBSCRIPTION_IDS)[number];

export const pushJson = (push: PushPreferences) => ({
  match: push.match,
  message: push.message,
  message_like: push.messageLike,
  super_like: push.superLike,
});

export const emailJson = (email: EmailPreferences) => ({ matches: email.matches, messages: email.messages, promotions: email.promotions });

export const subscriptionsJson = (email: EmailPreferences) => ({
  email: SUBSCRIPTION_IDS.map((id) => ({ id, subscribed: email[id] })),
});

/** The `settings` block of `GET /v2/profile`. */
export const settingsJson = (settings: MemberSettings) => ({
  push_notifications: pushJson(settings.push),
  email_notifications: emailJson(settings.email),
  message_controls: { only_verified_users: settings.onlyVerifiedMessages },
  read_receipts: { enabled: settings.readReceipts },
  email_subscription_token: settings.subscriptionToken,
});
