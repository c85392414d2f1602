import type { Result } from '../shared';
import type { EditableProfile, ProfileEditError, ProfileSection } from './editable-profile';

/** What editing the own profile needs from the provider (PROF-03: `GET /v2/profile` and its edit calls). */
export interface ProfileEditApiPort {
  load(): Promise<Result<EditableProfile, ProfileEditError>>;
  /** Saves one section; answers the profile as stored. */
  save(section: ProfileSection): Promise<Result<EditableProfile, ProfileEditError>>;
  /** PROF-28: the member's own card, as `GET /user/{id}` gives it to others (raw; the recs reader normalises it). */
  ownCard(userId: string): Promise<Result<unknown, ProfileEditError>>;
  /** PROF-27: marks tutorials seen; answers all seen. */
  seeTutorials(names: readonly string[]): Promise<Result<readonly string[], ProfileEditError>>;
}
