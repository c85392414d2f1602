/**
 * server/users — members as others see them, and what members set about being seen.
 * Owns: members' cards (member-card.ts, loaded a page at a time by member-cards.ts), the discovery settings and
 * visibility (SET-02..07, SET-10) with `GET /v2/profile` and `POST /v2/profile/user`, `GET /user/{id}`, members'
 * positions and the jump limits they pass (position.service.ts), tiers and their paywall features, and reading
 * blocks (tolerant of the blocks table not existing yet). Members coming into being: users.service.ts.
 * Needs: the database and clock, the member guard, the photos of many members in one call, and the allowances.
 * Exposes: the cards, the positions, the blocks reader and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { blocksTableReader, type BlockedMembers } from './blocked-members';
import type { PhotosOfMany } from './card-photos';
import { DiscoverySettingsService } from './discovery-settings.service';
import { MemberCards } from './member-cards';
import { PositionService } from './position.service';
import { registerUserRoutes, type AllowancesJson, type OwnProfileParts, type ProfileSettingsJson } from './users.routes';

export type { BlockedMembers } from './blocked-members';
export type { PhotosOfMany } from './card-photos';
export type { CardPhoto, CardSource, CardViewer, MemberCard } from './member-card';
export { CARD_COLUMNS, cardSourceOf, type CardSourceRow } from './card-source.repository';
export { discoveryRepository, type MemberDiscovery } from './discovery.repository';
export { MemberCards, viewerOf } from './member-cards';
export { PositionService } from './position.service';
export { paywallFailure, tierFor, tierHas, tierRules, type Tier } from './tier';
export { tierCatalogue, useTierCatalogue, DEFAULT_TIER_CATALOGUE, PAID_TIERS, tiersByRank, type PaidTier, type TierCatalogue, type TierRules, type TierPrice } from './tier-catalogue';
export { consumables, CONSUMABLE_TYPES, isConsumable, type ConsumableType, type Holdings } from './consumables';
export { activeTravel, passportAccess, placeJson, travelJson } from './travel';
export type { MemberTravel } from './discovery.repository';
export type { AllowancesJson, OwnProfileParts, ProfileSettingsJson } from './users.routes';

export interface UsersModule {
  readonly cards: MemberCards;
  readonly positions: PositionService;
  readonly blocks: BlockedMembers;
  registerRoutes(api: FastifyInstance): void;
}

export interface UsersModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  /** The photos of many members in one call (the media module's `photosOfMany`). */
  readonly photosOfMany: PhotosOfMany;
  readonly allowances: AllowancesJson;
  /** The member's settings in GET /v2/profile (server/settings). */
  readonly profileSettings?: ProfileSettingsJson;
  /** The own profile's fields beside the settings in `GET /v2/profile` (server/profile). */
  readonly ownProfile?: OwnProfileParts;
}

export const createUsersModule = (ctx: Pick<ServerContext, 'db' | 'clock'>, deps: UsersModuleDeps): UsersModule => {
  const { db, clock } = ctx;
  const cards = new MemberCards({ db, clock, photosOfMany: deps.photosOfMany });
  const blocks = blocksTableReader(db);
  const positions = new PositionService(db, clock);
  const settings = new DiscoverySettingsService(db);
  return {
    cards,
    positions,
    blocks,
    registerRoutes: (api) => registerUserRoutes(api, {
        db,
        member: deps.member,
        cards,
        blocks,
        settings,
        allowances: deps.allowances,
        ...(deps.profileSettings === undefined ? {} : { profileSettings: deps.profileSettings }),
        ...(deps.ownProfile === undefined ? {} : { ownProfile: deps.ownProfile }),
      }),
  };
};
