/**
 * core/settings — what the member sets about themselves beyond discovery, and the right to leave.
 * Owns: the SET-01 state (e-mail and push notifications, message controls; persisted, reset on logout), the SET-09
 * error flag, read receipts, the SET-13 e-mail subscription state, the SET-15 e-mail and phone change flows and
 * PROF-26 account deletion; the SET-14 passport (travel location, recent, popular and searched places, zoom);
 * their stores and use-cases.
 * Needs: SettingsApiPort, PassportApiPort, the logout (to end the session after a deletion) and a callback for a
 * travel change (RECS-06: recs reload). Recently active and discoverable
 * are visibility toggles of core/discovery-settings.
 * Exposes: the rules and types below, the store, the use-cases and the SETTINGS tokens; a fake under ./testing.
 */
import { token } from '../shared';
import type { ChangeContactUseCase } from './change-contact.use-case';
import type { DeleteAccountUseCase } from './delete-account.use-case';
import type { EmailSubscriptionsUseCase } from './email-subscriptions.use-case';
import type { EmailPromptUseCase } from './email-prompt.use-case';
import type { LoadSettingsUseCase } from './load-settings.use-case';
import type { SettingsApiPort } from './settings-api.port';
import type { SettingsStore } from './settings.store';
import type { UpdateSettingsUseCase } from './update-settings.use-case';
import type { PassportApiPort } from './passport-api.port';
import type { PassportStore } from './passport.store';
import type { PassportUseCase } from './passport.use-case';

export * from './contact-change';
export * from './email-subscriptions';
export * from './member-settings';
export type { SettingsApiPort, SettingsChange, SettingsProfile } from './settings-api.port';
export { SettingsStore, type RefusedChange, type SettingsStatus } from './settings.store';
export { LoadSettingsUseCase } from './load-settings.use-case';
export { UpdateSettingsUseCase } from './update-settings.use-case';
export { ChangeContactUseCase, CODE_REQUIRED, CONTACT_REQUIRED } from './change-contact.use-case';
export { EmailSubscriptionsUseCase } from './email-subscriptions.use-case';
export { EmailPromptUseCase } from './email-prompt.use-case';
export { DeleteAccountUseCase } from './delete-account.use-case';
export * from './passport';
export type { PassportApiPort, PassportProfile } from './passport-api.port';
export { PassportStore, type PassportStatus, type TravelChange } from './passport.store';
export { PassportUseCase, TRAVEL_BUSY, type PassportDeps, type TravelChanged } from './passport.use-case';

export const SETTINGS = {
  Api: token<SettingsApiPort>('settings.Api'),
  Store: token<SettingsStore>('settings.Store'),
  Load: token<LoadSettingsUseCase>('settings.Load'),
  Update: token<UpdateSettingsUseCase>('settings.Update'),
  ChangeContact: token<ChangeContactUseCase>('settings.ChangeContact'),
  Subscriptions: token<EmailSubscriptionsUseCase>('settings.Subscriptions'),
  DeleteAccount: token<DeleteAccountUseCase>('settings.DeleteAccount'),
  EmailPrompt: token<EmailPromptUseCase>('settings.EmailPrompt'),
  PassportApi: token<PassportApiPort>('settings.PassportApi'),
  PassportStore: token<PassportStore>('settings.PassportStore'),
  Passport: token<PassportUseCase>('settings.Passport'),
} as const;
