/**
 * server/onboarding — a newcomer becomes a member (ONB items, BAN-15; D1 sections 4, 5 and 7).
 * Owns: the onboarding fields and their rules, the newcomer's answers until completion, the under-18 refusal,
 * completion (the member's columns written, visible to others, a member's session in the same sign-in), and
 * abandoning onboarding.
 * Needs: the database and clock, the auth module (the onboarding guard and the session service), the media
 * service (photos are added, ordered and removed through it). Exposes: the service and `registerRoutes(api)`.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import type { ServerContext } from '../context';
import type { MediaService } from '../media';
import { registerOnboardingRoutes } from './onboarding.routes';
import { OnboardingService } from './onboarding.service';

export { PHOTOS_MIN_ONBOARDING, ONBOARDING_FIELDS, type OnboardingField } from './onboarding-fields';
export { OnboardingService, type FieldUpdate, type FieldsView, type FieldView } from './onboarding.service';

export interface OnboardingModule {
  readonly service: OnboardingService;
  registerRoutes(api: FastifyInstance): void;
}

export const createOnboardingModule = (ctx: ServerContext, deps: { readonly auth: AuthModule; readonly media: MediaService }): OnboardingModule => {
  const service = new OnboardingService({ db: ctx.db, clock: ctx.clock, media: deps.media, sessions: deps.auth.sessions });
  return {
    service,
    registerRoutes: (api) => registerOnboardingRoutes(api, { config: ctx.config, onboarding: service, newcomer: deps.auth.guards.onboarding }),
  };
};
