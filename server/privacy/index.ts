/**
 * server/privacy — consents and terms (PRIV items).
 * Owns: the consent catalogue and its defaults by country, the consent_answers and terms_acceptances tables
 * (migration 101), the consent and terms routes. Needs: the database, the clock, the member guard and the token
 * check (the geo call reads a signed-in member's position). Exposes: `registerRoutes(api)` and whether a member must
 * accept the current terms (the app settings of server/startup read it).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Authenticate } from '../http/auth-guard';
import { registerPrivacyRoutes } from './privacy.routes';
import { PrivacyService } from './privacy.service';

export { PrivacyService, TERMS_EFFECTIVE_AT } from './privacy.service';
export { CONSENT_VERSION } from './consent-catalogue';

export interface PrivacyModule {
  readonly privacy: PrivacyService;
  registerRoutes(api: FastifyInstance): void;
}

export const createPrivacyModule = (
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  deps: { readonly member: preHandlerAsyncHookHandler; readonly authenticate: Authenticate },
): PrivacyModule => {
  const privacy = new PrivacyService(ctx.db, ctx.clock);
  return { privacy, registerRoutes: (api) => registerPrivacyRoutes(api, { member: deps.member, privacy, db: ctx.db, authenticate: deps.authenticate }) };
};
