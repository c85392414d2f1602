import type { AppError, MatchId, Result } from '../shared';
import type { Match, MatchFilter, MatchPerson } from './match';

/** A failed matches call: the server's numeric code (40400 no such match, ...) or an `API.*` code. */
export interface MatchesError extends AppError {
  /** How long to wait before trying again, when the server said (a rate limit). */
  readonly retryAfterMs?: number;
}

/** MATCH-09: one page of a list, and where the next one starts (none at the end). */
export interface MatchPage {
  readonly matches: readonly Match[];
  readonly nextPageToken?: string;
}

/** SAFE-01: a reason a report may give; only leaves (no children) are filed. */
export interface ReportReason {
  readonly id: string;
  readonly title: string;
  readonly children?: readonly ReportReason[];
}

export interface ReportDraft {
  readonly userId: string;
  readonly reason: string;
  readonly matchId?: MatchId;
  readonly comment?: string;
}

/** What the matches module needs from the provider (MATCH-09, MATCH-10, MATCH-12..14, SAFE-01, SAFE-02), in domain words. */
export interface MatchesApiPort {
  /** MATCH-09: a page of one list; the first page without a token. */
  listMatches(filter: MatchFilter, pageToken?: string): Promise<Result<MatchPage, MatchesError>>;
  /** MATCH-10: one match (40400 when the member may not see it). */
  getMatch(id: MatchId): Promise<Result<Match, MatchesError>>;
  /** MATCH-13 */
  unmatch(id: MatchId): Promise<Result<void, MatchesError>>;
  /** MATCH-12: the member saw the match. */
  markMatchSeen(id: MatchId): Promise<Result<void, MatchesError>>;
  /** MATCH-14: a member's card. */
  fetchPerson(userId: string): Promise<Result<MatchPerson, MatchesError>>;
  /** SAFE-02 */
  block(userId: string): Promise<Result<void, MatchesError>>;
  /** SAFE-01: files a report (which blocks too); answers its id. */
  report(draft: ReportDraft): Promise<Result<string, MatchesError>>;
  /** SAFE-01 */
  reportReasons(): Promise<Result<readonly ReportReason[], MatchesError>>;
}
