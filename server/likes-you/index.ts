/**
 * server/likes-you — who liked the member, and whom they liked (LIKES-02, LIKES-03, LIKES-08).
 * Owns: the likes-you list, count and teasers, the answer from the list (fast match), my likes, the teaser pictures
 * (blurred on the server, migration 125's random tokens).
 * Needs: the database and clock, the member guard, cards and blocks (server/users), likes and passes
 * (server/recs' SwipeService), and a member's main photo bytes (server/media).
 * Exposes: `registerRoutes(api)` and `registerFileRoutes(app)` (the pictures, beside the API).
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { SwipeService } from '../recs';
import type { BlockedMembers, MemberCards } from '../users';
import { registerLikesYouRoutes, registerTeaserFileRoutes } from './likes-you.routes';
import { LikesYouService } from './likes-you.service';

export { LIKES_PAGE_SIZE, TEASERS_MAX, type LikesYouService } from './likes-you.service';
export { TEASER_PATH } from './likes-you.routes';

export interface LikesYouModule {
  readonly likesYou: LikesYouService;
  registerRoutes(api: FastifyInstance): void;
  registerFileRoutes(app: FastifyInstance): void;
}

export interface LikesYouModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
  readonly swipes: SwipeService;
  readonly mainPhoto: (userId: string) => Promise<Uint8Array | null>;
}

export const createLikesYouModule = (ctx: Pick<ServerContext, 'db' | 'clock'>, deps: LikesYouModuleDeps): LikesYouModule => {
  const likesYou = new LikesYouService({ db: ctx.db, clock: ctx.clock, blocks: deps.blocks, swipes: deps.swipes, mainPhoto: deps.mainPhoto });
  return {
    likesYou,
    registerRoutes: (api) => registerLikesYouRoutes(api, { member: deps.member, likesYou, cards: deps.cards }),
    registerFileRoutes: (app) => registerTeaserFileRoutes(app, { likesYou }),
  };
};
