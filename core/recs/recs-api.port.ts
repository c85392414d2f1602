import type { AppError, Result } from '../shared';
import type { AllowanceUpdate } from './allowances';
import type { SwipeAction } from './gestures';
import type { RecCard, RecMatch } from './rec-card';

/** ERR-01: the server's code for a rate limit (like allowance used up, or too many calls). */
export const RATE_LIMITED = 42901;

/** What a paywall refusal names: the PUR-08 feature and the tier that has it. */
export interface Paywall {
  readonly feature: string;
  readonly requiredTier?: string;
}

/** A failed recs call. A rate limit (code 42901) says when to try again, if the server said. */
export interface RecsError extends AppError {
  /** Epoch ms from which the call may be tried again. */
  readonly rateLimitedUntil?: number;
  /** Or, relative: how long to wait. */
  readonly retryAfterMs?: number;
  /** A feature the member's tier lacks (RECS-14: `undo`). */
  readonly paywall?: Paywall;
}

/** The answer to a like, super like or pass (API-08): the allowances it carries and the match it made, if any. */
export interface SwipeAnswer extends AllowanceUpdate {
  readonly match?: RecMatch;
}

/** What discovery needs from the provider (RECS-03, RECS-09, RECS-10, RECS-12, RECS-14), in domain words. */
export interface RecsApiPort {
  /** RECS-03: the next candidates. */
  fetchRecs(): Promise<Result<readonly RecCard[], RecsError>>;
  /** RECS-05 load by id, RECS-22: one member's full card. */
  fetchPerson(id: string): Promise<Result<RecCard, RecsError>>;
  /** RECS-09 */
  like(id: string): Promise<Result<SwipeAnswer, RecsError>>;
  /** RECS-12 */
  superLike(id: string): Promise<Result<SwipeAnswer, RecsError>>;
  /** RECS-15: a like with a swipe note (`POST /v2/like/{userId}/swipenote`). */
  swipeNote(id: string, message: string): Promise<Result<SwipeAnswer, RecsError>>;
  /**
   * RECS-16: a like past the likes allowance with one of the bouncer bypasses held
   * (`POST /v2/consumables/bouncer-bypass`); none held: the paywall code.
   */
  bouncerBypass(id: string): Promise<Result<SwipeAnswer, RecsError>>;
  /** RECS-10 */
  pass(id: string): Promise<Result<SwipeAnswer, RecsError>>;
  /** RECS-14: undoes the member's last swipe (`action` on `id`); answers the allowances after it. */
  rewind(id: string, action: SwipeAction): Promise<Result<AllowanceUpdate, RecsError>>;
}
