/**
 * core/profile — the member's own profile (PROF items grow here).
 * Owns: the own-profile state and its loading after sign-in (PL-03). Needs: ProfileApiPort.
 * Exposes: ProfileStore, LoadOwnProfileUseCase and their tokens.
 */
import { token } from '../shared';
import type { LoadOwnProfileUseCase } from './load-own-profile.use-case';
import type { ProfileApiPort } from './profile-api.port';
import type { ProfileStore } from './profile.store';

export type { OwnProfile, OwnProfileState } from './own-profile';
export type { ProfileApiPort } from './profile-api.port';
export { ProfileStore } from './profile.store';
export { LoadOwnProfileUseCase } from './load-own-profile.use-case';
// What a member writes about themselves: the rules shared with the server (PROF-04..07, PROF-12, PROF-23, PROF-25).
export * from './profile-rules';

export const PROFILE = {
  Api: token<ProfileApiPort>('profile.Api'),
  Store: token<ProfileStore>('profile.Store'),
  LoadOwn: token<LoadOwnProfileUseCase>('profile.LoadOwn'),
} as const;
