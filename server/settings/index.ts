/**
 * server/settings — what a member sets about themselves beyond discovery, and the right to leave.
 * Owns: the member_settings and push_devices tables; push and e-mail notification preferences (SET-11, SET-12),
 * e-mail subscriptions by token (SET-13), the e-mail prompt after sign-in (PL-10), message controls (SET-09), read receipts, changing the account's e-mail
 * address or phone number with a code to the new one (SET-15), and account deletion (PROF-26).
 * Needs: the database and clock, the member guard, the sign-in service (codes), the sessions (ended on deletion)
 * and the media service (photos and files removed on deletion).
 * Exposes: the service, `profileSettings` (the settings block and account fields of GET /v2/profile) and
 * `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionService } from '../auth/session.service';
import type { SignInService } from '../auth/sign-in.service';
import type { ServerContext } from '../context';
import type { MediaService } from '../media/media.service';
import { AccountDeletionService } from './account-deletion.service';
import { settingsJson } from './member-settings';
import { registerSettingsRoutes } from './settings.routes';
import { SettingsService } from './settings.service';

export { DEFAULT_MEMBER_SETTINGS, type MemberSettings } from './member-settings';
export { MAX_PUSH_DEVICES, type SettingsService } from './settings.service';
export type { AccountDeletionService } from './account-deletion.service';

/** What GET /v2/profile adds for the settings: the `settings` block and the account's e-mail change state. */
export type ProfileSettings = (userId: string) => Promise<{
  readonly settings: ReturnType<typeof settingsJson>;
  readonly account: { readonly new_account_email: string | null; readonly is_email_verified: boolean };
}>;

export interface SettingsModule {
  readonly settings: SettingsService;
  readonly deletion: AccountDeletionService;
  readonly profileSettings: ProfileSettings;
  registerRoutes(api: FastifyInstance): void;
}

export interface SettingsModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly signIn: SignInService;
  readonly sessions: SessionService;
  readonly media: Pick<MediaService, 'removeAllOf'>;
}

export const createSettingsModule = (ctx: Pick<ServerContext, 'db' | 'clock' | 'log' | 'config'>, deps: SettingsModuleDeps): SettingsModule => {
  const settings = new SettingsService({
    db: ctx.db,
    clock: ctx.clock,
    signIn: deps.signIn,
    pushServices: ctx.config.push.services,
    emailPrompt: ctx.config.emailPrompt,
  });
  const deletion = new AccountDeletionService({
    db: ctx.db,
    sessions: deps.sessions,
    media: deps.media,
    log: (userId, modalVersion) => ctx.log.info({ userId, modalVersion }, 'account deleted'),
  });
  return {
    settings,
    deletion,
    profileSettings: async (userId) => {
      const own = await settings.of(userId);
      return { settings: settingsJson(own), account: { new_account_email: own.newAccountEmail, is_email_verified: own.emailVerified } };
    },
    registerRoutes: (api) => registerSettingsRoutes(api, { member: deps.member, settings, deletion }),
  };
};
