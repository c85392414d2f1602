/**
 * server/recs — discovery: recommendations, likes, super likes and passes (RECS items, EP-070..072, EP-075).
 * Owns: the passes table, the swipe allowances (100 likes in any 12 h, 1 super like in any 24 h), the recs query,
 * and creating a match when a like meets a like.
 * Needs: the database and clock, the member guard, members' cards (server/users), likes and matches, and the
 * realtime nudge (a new match tells both members' sockets).
 * Exposes: the services and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Nudger } from '../realtime';
import { cardLoader } from '../users/card-loader';
import type { CardPhoto } from '../users/member-card';
import { registerRecsRoutes } from './recs.routes';
import { RecsService } from './recs.service';
import { SwipeService } from './swipe.service';

export { LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, allowanceAt, type Allowance, type AllowanceRule } from './allowance';
export { MAX_DISTANCE_KM, RECS_PAGE_SIZE, type Rec } from './recs.service';
export type { Allowances, LikeKind, LikeOutcome } from './swipe.service';
export type { RecsService, SwipeService };

export interface RecsModule {
  readonly recs: RecsService;
  readonly swipes: SwipeService;
  registerRoutes(api: FastifyInstance): void;
}

export interface RecsModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly nudge: Nudger;
  readonly photosOf?: (userId: string) => Promise<readonly CardPhoto[]>;
}

export const createRecsModule = (ctx: Pick<ServerContext, 'config' | 'db' | 'clock'>, deps: RecsModuleDeps): RecsModule => {
  const { config, db, clock } = ctx;
  const cardOf = cardLoader({ db, clock, ...(deps.photosOf === undefined ? {} : { photosOf: deps.photosOf }) });
  const recs = new RecsService({ db, clock, cardOf, defaultLocation: { lat: config.demo.lat, lng: config.demo.lng } });
  const swipes = new SwipeService({ db, clock, nudge: deps.nudge });
  return {
    recs,
    swipes,
    registerRoutes: (api) => registerRecsRoutes(api, { db, member: deps.member, recs, swipes, cardOf }),
  };
};
