/**
 * core/profile — the member's own profile (PROF items grow here).
 * Owns: the own-profile state and its loading after sign-in (PL-03); what a member writes about themselves and its
 * edits (the edit state, the rules shared with the server, saving a section with rollback).
 * Needs: ProfileApiPort, ProfileEditApiPort.
 * Exposes: ProfileStore, LoadOwnProfileUseCase, ProfileEditStore, EditProfileUseCase, the rules and their tokens.
 */
import { token } from '../shared';
import type { LoadOwnProfileUseCase } from './load-own-profile.use-case';
import type { ProfileApiPort } from './profile-api.port';
import type { ProfileStore } from './profile.store';
import type { EditProfileUseCase } from './edit-profile.use-case';
import type { ProfileEditApiPort } from './profile-edit-api.port';
import type { ProfileEditStore } from './profile-edit.store';

export type { OwnProfile, OwnProfileState } from './own-profile';
export type { ProfileApiPort } from './profile-api.port';
export { ProfileStore } from './profile.store';
export { LoadOwnProfileUseCase } from './load-own-profile.use-case';
// What a member writes about themselves: the rules shared with the server (PROF-04..07, PROF-23, PROF-25).
export * from './profile-rules';
export * from './all-in-gender';
export type { ChosenDescriptor, DescriptorOption, EditableProfile, EditableProfileState, Interest, ProfileEditError, ProfileSection, SectionKind } from './editable-profile';
export type { ProfileEditApiPort } from './profile-edit-api.port';
export { ProfileEditStore, type RefusedSave } from './profile-edit.store';
export { EditProfileUseCase, INVALID_PROFILE, PROFILE_NOT_LOADED } from './edit-profile.use-case';
export { applySection, checkSection } from './profile-section';

export const PROFILE = {
  Api: token<ProfileApiPort>('profile.Api'),
  Store: token<ProfileStore>('profile.Store'),
  LoadOwn: token<LoadOwnProfileUseCase>('profile.LoadOwn'),
  EditApi: token<ProfileEditApiPort>('profile.EditApi'),
  EditStore: token<ProfileEditStore>('profile.EditStore'),
  Edit: token<EditProfileUseCase>('profile.Edit'),
} as const;
