/**
 * core/recs — discovery: the card stack, swipes and their allowances, and the matches they make.
 * Owns: the queue of candidates (RECS-03, RECS-04), like / super like / pass (RECS-09, RECS-10, RECS-12), the
 * allowances an answer carries (RECS-11, API-08) and the matches made this session with their "it's a match" modal
 * (MATCH-15). Needs: RecsApiPort, Clock, the modal queue (NAV-13) and a session-activity callback (SESS-03).
 * Exposes: pure rules, RecsStore, LoadRecsUseCase, SwipeUseCase and the RECS tokens; the fake under ./testing.
 */
import { token } from '../shared';
import type { LoadRecsUseCase } from './load-recs.use-case';
import type { RecsApiPort } from './recs-api.port';
import type { RecsStore } from './recs.store';
import type { SwipeUseCase } from './swipe.use-case';

export type { RecCard, RecDistance, RecInterest, RecJob, RecMatch, RecPhoto } from './rec-card';
export * from './allowances';
export * from './recs-queue';
export { recsStatus, type RecsLoad, type RecsStatus, type SwipeAction } from './recs-state';
export { RATE_LIMITED, type RecsApiPort, type RecsError, type SwipeAnswer } from './recs-api.port';
export { RecsStore } from './recs.store';
export { ITS_A_MATCH_MODAL } from './modal-kinds';
export { LoadRecsUseCase, type LoadRecsDeps } from './load-recs.use-case';
export {
  DEFAULT_RATE_LIMIT_MS,
  rateLimitEnd,
  SwipeUseCase,
  type MatchModalQueue,
  type SwipeDeps,
  type SwipeOutcome,
} from './swipe.use-case';

export const RECS = {
  Api: token<RecsApiPort>('recs.Api'),
  Store: token<RecsStore>('recs.Store'),
  Load: token<LoadRecsUseCase>('recs.Load'),
  Swipe: token<SwipeUseCase>('recs.Swipe'),
} as const;
