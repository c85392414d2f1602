/**
 * server/profile — what a member writes about themselves (PROF-01, PROF-03..05, PROF-07, PROF-20, PROF-23,
 * PROF-25, PROF-27, PROF-29).
 * Owns: the own profile's fields and their edits (`POST /v2/profile`, `/job`, `/school`, `/interests`,
 * `/prompts`, `/tutorials`), the profile meter, and the own profile's part of `GET /v2/profile`.
 * Needs: the database, the member guard, and the member's photos (for the meter).
 * Exposes: `own(userId)` for `GET /v2/profile` and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { PhotosOfMany } from '../users';
import { registerProfileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import type { OwnProfileJson } from './profile.wire';

export type { OwnProfileJson } from './profile.wire';

export interface ProfileModule {
  /** The own profile's part of `GET /v2/profile`, or null. */
  own(userId: string): Promise<OwnProfileJson | null>;
  registerRoutes(api: FastifyInstance): void;
}

export interface ProfileModuleDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly photosOfMany: PhotosOfMany;
}

export const createProfileModule = (ctx: Pick<ServerContext, 'db'>, deps: ProfileModuleDeps): ProfileModule => {
  const profiles = new ProfileService(ctx.db, deps.photosOfMany);
  return {
    own: (userId) => profiles.own(userId),
    registerRoutes: (api) => registerProfileRoutes(api, { member: deps.member, profiles }),
  };
};
