/**
 * server/safety — blocking and reporting members (SAFE-01, SAFE-02; EP-129, EP-131, EP-133).
 * Owns: the blocks and reports tables, the report reasons. Needs: the database, the clock, matches (a block ends
 * the pair's match) and the realtime nudge. Exposes: the service, the blocks repository, `registerRoutes`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Nudger } from '../realtime';
import { registerSafetyRoutes } from './safety.routes';
import { SafetyService } from './safety.service';

export { blockRepository } from './block.repository';
export { REPORT_REASON_IDS, REPORT_TREE } from './report-tree';
export { REPORT_ALLOWANCE, type Report, type SafetyService } from './safety.service';

export interface SafetyModule {
  readonly safety: SafetyService;
  registerRoutes(api: FastifyInstance): void;
}

export const createSafetyModule = (ctx: Pick<ServerContext, 'db' | 'clock'>, deps: { readonly member: preHandlerAsyncHookHandler; readonly nudge: Nudger }): SafetyModule => {
  const safety = new SafetyService({ db: ctx.db, clock: ctx.clock, nudge: deps.nudge });
  return { safety, registerRoutes: (api) => registerSafetyRoutes(api, { member: deps.member, safety }) };
};
