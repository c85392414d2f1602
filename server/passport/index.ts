/**
 * server/passport — travelling with the passport (SET-14, EP-124..126).
 * Owns: the passport routes and service; the travel columns of `users` (migration 095). The place catalogue is
 * server/geo/places.ts; recs and cards measure a traveller from the travel place (server/users travel.ts).
 * Needs: the database and clock, the member guard.
 * Exposes: `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { registerPassportRoutes } from './passport.routes';
import { PassportService } from './passport.service';

export interface PassportModule {
  registerRoutes(api: FastifyInstance): void;
}

export const createPassportModule = (ctx: Pick<ServerContext, 'db' | 'clock'>, deps: { readonly member: preHandlerAsyncHookHandler }): PassportModule => {
  const passport = new PassportService(ctx.db, ctx.clock);
  return { registerRoutes: (api) => registerPassportRoutes(api, { member: deps.member, passport }) };
};
