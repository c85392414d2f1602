/**
 * server/recs — discovery: recommendations, likes, super likes, passes and rewinding them (RECS items, EP-070..073,
 * EP-075). Owns: the passes table, the swipe allowances (100 likes in any 12 h, 1 super like in any 24 h), the recs
 * query and its ranking, creating a match when a like meets a like, and undoing the last swipe.
 * Needs: the database and clock, the member guard, members' cards, discovery settings and blocks (server/users),
 * likes and matches, and the realtime nudge (a new match tells both members' sockets).
 * Exposes: the services, the allowances as the profile carries them, and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Nudger } from '../realtime';
import type { BlockedMembers, MemberCards } from '../users';
import { allowancesJson, registerRecsRoutes } from './recs.routes';
import { RecsService } from './recs.service';
import { SwipeService } from './swipe.service';

export { LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, allowanceAt, type Allowance, type AllowanceRule } from './allowance';
export { RANK_BONUS_KM } from './recs.repository';
export { RECS_PAGE_SIZE, type Rec } from './recs.service';
export type { Allowances, LikeKind, LikeOutcome, SwipeKind } from './swipe.service';
export type { RecsService, SwipeService };

export interface RecsModule {
  readonly recs: RecsService;
  readonly swipes: SwipeService;
  /** RECS-11, RECS-12: a member's allowances as `GET /v2/profile` carries them. */
  allowancesJson(memberId: string): Promise<ReturnType<typeof allowancesJson>>;
  registerRoutes(api: FastifyInstance): void;
}

export interface RecsModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly nudge: Nudger;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
}

export const createRecsModule = (ctx: Pick<ServerContext, 'config' | 'db' | 'clock'>, deps: RecsModuleDeps): RecsModule => {
  const { config, db, clock } = ctx;
  const { cards, blocks } = deps;
  const recs = new RecsService({ db, clock, cards, blocks, defaultLocation: { lat: config.demo.lat, lng: config.demo.lng } });
  const swipes = new SwipeService({ db, clock, nudge: deps.nudge });
  return {
    recs,
    swipes,
    allowancesJson: async (memberId) => allowancesJson(await swipes.allowances(memberId)),
    registerRoutes: (api) => registerRecsRoutes(api, { member: deps.member, recs, swipes, cards }),
  };
};
