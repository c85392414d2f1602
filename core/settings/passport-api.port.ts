import type { AppError, Result } from '../shared';
import type { PassportAccess, PassportPlace, Travel } from './passport';

/** What the passport reads from the member's profile (SET-14 `travel`, `feature_access.passport`). */
export interface PassportProfile {
  readonly travel: Travel;
  readonly access: PassportAccess;
}

/** What the passport needs from the provider (SET-14, EP-124..126). A refusal for the tier is code 40390. */
export interface PassportApiPort {
  load(): Promise<Result<PassportProfile, AppError>>;
  popular(): Promise<Result<readonly PassportPlace[], AppError>>;
  search(query: string): Promise<Result<readonly PassportPlace[], AppError>>;
  /** Travels to a place of the catalogue; answers the travel as stored. */
  travel(placeId: string): Promise<Result<Travel, AppError>>;
  /** Comes back home; answers the travel as stored. */
  reset(): Promise<Result<Travel, AppError>>;
}
