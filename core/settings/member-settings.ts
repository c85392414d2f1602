/**
 * SET-01: the member's settings state (`emailNotifications`, `messageControls`, `pushNotifications`) with its
 * defaults, the part of it that is persisted (version 2, without the transient error flag), and the SET-09 rule
 * of the message-control error flag.
 */

export interface EmailNotifications {
  readonly matches: boolean;
  readonly messages: boolean;
  readonly promotions: boolean;
}

export interface PushNotifications {
  readonly match: boolean;
  readonly message: boolean;
  readonly messageLike: boolean;
  readonly superLike: boolean;
}

export interface MessageControls {
  readonly onlyVerifiedUsers: boolean;
  /** SET-09: the last change of the control was refused. */
  readonly error: boolean;
}

/** SET-01: `emailNotifications{matches, messages, promotions}`, `messageControls{onlyVerifiedUsers, error}`, `pushNotifications{…}`. */
export interface SettingsState {
  readonly emailNotifications: EmailNotifications;
  readonly messageControls: MessageControls;
  readonly pushNotifications: PushNotifications;
}

/** The defaults (docs/decisions.md, SET-01): every notification on but promotions; anyone may message. */
export const DEFAULT_SETTINGS: SettingsState = {
  emailNotifications: { matches: true, messages: true, promotions: false },
  messageControls: { onlyVerifiedUsers: false, error: false },
  pushNotifications: { match: true, message: true, messageLike: true, superLike: true },
};

/** What the persisted `settings` slice keeps (its version 2): everything but the error flag. */
export interface PersistedSettings {
  readonly emailNotifications: EmailNotifications;
  readonly messageControls: { readonly onlyVerifiedUsers: boolean };
  readonly pushNotifications: PushNotifications;
}

export const toPersisted = (s: SettingsState): PersistedSettings => ({
  emailNotifications: s.emailNotifications,
  messageControls: { onlyVerifiedUsers: s.messageControls.onlyVerifiedUsers },
  pushNotifications: s.pushNotifications,
});

export const fromPersisted = (p: PersistedSettings): SettingsState => ({
  emailNotifications: p.emailNotifications,
  messageControls: { onlyVerifiedUsers: p.messageControls.onlyVerifiedUsers, error: false },
  pushNotifications: p.pushNotifications,
});

/** How a change of the only-verified-users control ended: saved with the value the server keeps, or refused. */
export type MessageControlOutcome = { readonly ok: true; readonly onlyVerifiedUsers: boolean } | { readonly ok: false };

/**
 * SET-09: a refused update sets `error` and keeps the value from before the attempt; a saved one clears `error`
 * and takes the saved value.
 */
export const messageControlsAfter = (before: MessageControls, outcome: MessageControlOutcome): MessageControls =>
  outcome.ok ? { onlyVerifiedUsers: outcome.onlyVerifiedUsers, error: false } : { onlyVerifiedUsers: before.onlyVerifiedUsers, error: true };

/** The account's contact details as the settings pages show them (SET-15). */
export interface AccountContacts {
  readonly maskedEmail: string | null;
  readonly maskedPhone: string | null;
  /** An address a code was sent to and not yet confirmed. */
  readonly newAccountEmail: string | null;
  readonly isEmailVerified: boolean;
}

export const NO_CONTACTS: AccountContacts = { maskedEmail: null, maskedPhone: null, newAccountEmail: null, isEmailVerified: false };

/** PROF-26: the version of the deletion dialog the member confirmed (sent with the deletion). */
export const DELETION_MODAL_VERSION = 1;
