import type { AppError, Result } from '../shared';
import type { ContactChannel, ContactCodeSent } from './contact-change';
import type { EmailSubscription } from './email-subscriptions';
import type { AccountContacts, EmailNotifications, PushNotifications } from './member-settings';

/** What the settings read from the member's profile. */
export interface SettingsProfile {
  readonly emailNotifications: EmailNotifications;
  readonly pushNotifications: PushNotifications;
  readonly onlyVerifiedUsers: boolean;
  readonly readReceipts: boolean;
  readonly subscriptionToken: string | null;
  readonly account: AccountContacts;
}

/** One change of a setting, in the domain's words. */
export type SettingsChange =
  | { readonly kind: 'push'; readonly change: Partial<PushNotifications> }
  | { readonly kind: 'email'; readonly change: Partial<EmailNotifications> }
  | { readonly kind: 'messageControls'; readonly onlyVerifiedUsers: boolean }
  | { readonly kind: 'readReceipts'; readonly enabled: boolean };

/** What the settings need from the provider (SET-01, SET-09, SET-11..13, SET-15, PROF-26). */
export interface SettingsApiPort {
  load(): Promise<Result<SettingsProfile, AppError>>;
  /** Saves one change; answers the profile's settings as stored afterwards (only the changed part is read). */
  save(change: SettingsChange): Promise<Result<void, AppError>>;
  sendContactCode(channel: ContactChannel, destination: string): Promise<Result<ContactCodeSent, AppError>>;
  confirmContactCode(channel: ContactChannel, input: { readonly destination: string; readonly code: string; readonly bindingToken: string }): Promise<Result<void, AppError>>;
  fetchSubscriptions(token: string): Promise<Result<readonly EmailSubscription[], AppError>>;
  updateSubscriptions(token: string, changes: readonly EmailSubscription[]): Promise<Result<readonly EmailSubscription[], AppError>>;
  deleteAccount(deletionModalVersion: number): Promise<Result<void, AppError>>;
  /** PL-10: the member closed the dismissible e-mail prompt; it is not shown again. */
  dismissEmailPrompt(): Promise<Result<void, AppError>>;
}
