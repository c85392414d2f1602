import type { AppError, Result } from '../shared';
import type { OwnProfile } from './own-profile';

/** What the profile module needs from the provider (PROF-03: GET /v2/profile). */
export interface ProfileApiPort {
  fetchOwn(): Promise<Result<OwnProfile, AppError>>;
}
