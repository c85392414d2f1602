/**
 * server/explore — Explore's catalogs (EXP-01, EXP-02; EP-134, EP-135).
 * Owns: the catalogs as data and who joined them (migration 190), joining and leaving, a catalog's cards.
 * Needs: the database and clock, the member guard, members' cards, discovery settings and blocks (server/users).
 * Exposes: the service, the demo world's joining (`joinDemoCatalogs`) and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import type { BlockedMembers, MemberCards } from '../users';
import { exploreRepository } from './explore.repository';
import { registerExploreRoutes } from './explore.routes';
import { ExploreService } from './explore.service';

export { EXPLORE_CHANGES_ALLOWANCE, EXPLORE_PAGE_SIZE, type ExploreService } from './explore.service';

/** The demo world's members join the catalogs that name one of their interests (in the world's seeding transaction). */
export const joinDemoCatalogs = (tx: Queryable, now: number): Promise<void> => exploreRepository.joinDemoMembers(tx, now);

export interface ExploreModule {
  readonly explore: ExploreService;
  registerRoutes(api: FastifyInstance): void;
}

export interface ExploreModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
}

export const createExploreModule = (ctx: Pick<ServerContext, 'config' | 'db' | 'clock'>, deps: ExploreModuleDeps): ExploreModule => {
  const { config, db, clock } = ctx;
  const explore = new ExploreService({ db, clock, cards: deps.cards, blocks: deps.blocks, defaultLocation: { lat: config.demo.lat, lng: config.demo.lng } });
  return { explore, registerRoutes: (api) => registerExploreRoutes(api, { member: deps.member, explore }) };
};
