/**
 * server/boosts — boosts (BOOST-01, BOOST-04): starting one within the tier's allowance and reading it back.
 * Owns: the boosts routes and service; writes the boosts table (migration 020) that server/recs ranks by.
 * Needs: the database and clock, the member guard, the boost duration (config `boosts.durationMs`).
 * Exposes: `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { registerBoostRoutes } from './boost.routes';
import { BoostService } from './boost.service';

export { BOOST_MULTIPLIER } from './boost.routes';
export { BOOST_WINDOW_MINUTES } from './boost.service';

export interface BoostsModule {
  readonly boosts: BoostService;
  registerRoutes(api: FastifyInstance): void;
}

export const createBoostsModule = (ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>, deps: { readonly member: preHandlerAsyncHookHandler }): BoostsModule => {
  const boosts = new BoostService({ db: ctx.db, clock: ctx.clock, durationMs: ctx.config.boosts.durationMs });
  return { boosts, registerRoutes: (api) => registerBoostRoutes(api, { member: deps.member, boosts, clock: ctx.clock }) };
};
