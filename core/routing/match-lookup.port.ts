import type { AppError, MatchId, Result } from '../shared';

/** What the match guard (ROUTE-21) needs from the matches module. */
export interface MatchLookupPort {
  /** Settles once the first load of the match list has finished, whether it succeeded or not. */
  initialMatchesLoaded(): Promise<void>;
  /** Whether the match is in the matches state now. */
  hasMatch(id: MatchId): boolean;
  /** Fetches one match into the matches state. */
  fetchMatch(id: MatchId): Promise<Result<void, AppError>>;
}
