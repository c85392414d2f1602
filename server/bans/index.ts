/**
 * server/bans — bans and their appeals (BAN-01, BAN-04, BAN-06, BAN-13).
 * Owns: the bans and appeals tables, the ban payload every call of a banned member answers, the appeal routes and
 * the administrator's calls behind `npm run admin`. Needs: the database, the clock, the session service (a ban ends
 * every session). Exposes: the service, `banFailure`, the tiers, `registerRoutes`, the admin token's file.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { CaptchaService } from '../auth/captcha.service';
import type { SessionService } from '../auth/session.service';
import type { ServerContext } from '../context';
import { newToken, sha256 } from '../platform/secrets';
import { registerBansRoutes } from './bans.routes';
import { BansService } from './bans.service';

export { banFailure } from './ban-failure';
export { APPEALABLE, BAN_CODES, BAN_TIERS, isBanTier, type BanTier } from './ban-tiers';
export { BansService } from './bans.service';

/** Where the running server keeps the token `npm run admin` presents (readable by its owner only). */
export const adminTokenFile = (dataDir: string): string => join(dataDir, 'admin-token');

export interface BansModule {
  readonly bans: BansService;
  registerRoutes(api: FastifyInstance): void;
}

/** A fresh admin token per start, written to the data folder; `adminToken` fixes it (tests). */
export const createBansModule = (
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  deps: {
    readonly member: preHandlerAsyncHookHandler;
    readonly sessions: Pick<SessionService, 'banUser'>;
    /** BAN-13: the captcha that guards a ban's appeal and challenge. */
    readonly captcha: Pick<CaptchaService, 'challenge' | 'redeem'>;
    readonly adminToken?: string;
  },
): BansModule => {
  const bans = new BansService({ db: ctx.db, clock: ctx.clock, sessions: deps.sessions, captcha: deps.captcha });
  let token = deps.adminToken;
  if (token === undefined) {
    token = newToken();
    mkdirSync(ctx.config.dataDir, { recursive: true });
    const file = adminTokenFile(ctx.config.dataDir);
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const adminTokenHash = sha256(`admin:${token}`);
  return { bans, registerRoutes: (api) => registerBansRoutes(api, { member: deps.member, bans, adminTokenHash }) };
};
