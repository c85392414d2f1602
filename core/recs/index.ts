/**
 * core/recs — discovery: the card stack, swipes and their allowances, rewind, and the matches they make.
 * Owns: the recs state and its actions (RECS-04, RECS-05: queues, active queue, previous rec, out-of-likes /
 * out-of-recs / out-of-superlikes and their modals, counts, per-card photo index RECS-19), gesture and rate-method
 * mapping (RECS-01, RECS-02), person normalisation (RECS-07, RECS-08), loading, reloading (RECS-06) and loading by
 * id, like / super like / pass (RECS-09, RECS-10, RECS-12), rewind (RECS-14), the allowances (RECS-11, API-08) and
 * their timers, the priority-likes offer (RECS-17), the recs toolbar (RECS-21) and the matches made this session
 * with their "it's a match" modal (MATCH-15).
 * Needs: RecsApiPort, Clock, Scheduler, the modal queue (NAV-13), a session-activity callback (SESS-03), storage
 * (RECS-17), the settings loader and the location starter (EnterDiscoveryUseCase).
 * Exposes: pure rules, RecsStore, the use-cases and the RECS tokens; the fake under ./testing.
 */
import { token } from '../shared';
import type { AllowanceTimers } from './allowance-timers';
import type { EnterDiscoveryUseCase } from './enter-discovery.use-case';
import type { LoadRecsUseCase } from './load-recs.use-case';
import type { RecsApiPort } from './recs-api.port';
import type { RecsStore } from './recs.store';
import type { RecsToolbar } from './recs-toolbar';
import type { RewindUseCase } from './rewind.use-case';
import type { SwipeUseCase } from './swipe.use-case';

export type { RecCard, RecDescriptor, RecDistance, RecInterest, RecJob, RecMatch, RecPhoto, RecPhotoSize, RecPrompt } from './rec-card';
export { srcSetOf } from './rec-card';
export * from './allowances';
export * from './gestures';
export * from './recs-queue';
export * from './priority-likes';
export { normalisePerson, readCard, readDescriptors, readRecs, readTime } from './person';
export {
  INITIAL_RECS_STATE,
  MAIN_QUEUE,
  NEW_CARD_STATE,
  recsReducer,
  type ConfirmedStatus,
  type PreviousRec,
  type RecCardState,
  type RecsAction,
  type RecsLoadStatus,
  type RecsState,
} from './recs-state';
export { RATE_LIMITED, type Paywall, type RecsApiPort, type RecsError, type SwipeAnswer } from './recs-api.port';
export { RecsStore, recsStatus, type RecsStatus } from './recs.store';
export * from './modal-kinds';
export { LoadRecsUseCase, RECS_RELOAD_TRIGGERS, type LoadRecsDeps, type RecsQueueSource, type RecsReloadTrigger } from './load-recs.use-case';
export { DEFAULT_RATE_LIMIT_MS, rateLimitEnd, SwipeUseCase, type MatchModalQueue, type SwipeDeps, type SwipeOutcome, type SwipeVia } from './swipe.use-case';
export { RewindUseCase, type RewindDeps, type RewindOutcome } from './rewind.use-case';
export { AllowanceTimers } from './allowance-timers';
export { EnterDiscoveryUseCase, type EnterDiscoveryDeps } from './enter-discovery.use-case';
export { SuperLikeUpsellOffer, shouldOfferSuperLikeUpsell, SUPER_LIKE_UPSELL_RATE_UNIT, type SuperLikeUpsellDeps } from './super-like-upsell';
export { PriorityLikesOffer, PRIORITY_LIKES_SHOWN_KEY, type PriorityLikesOfferDeps } from './priority-likes-offer';
export { RecsToolbar, type ToolbarPreferencePort } from './recs-toolbar';

export const RECS = {
  Api: token<RecsApiPort>('recs.Api'),
  Store: token<RecsStore>('recs.Store'),
  Load: token<LoadRecsUseCase>('recs.Load'),
  Swipe: token<SwipeUseCase>('recs.Swipe'),
  Rewind: token<RewindUseCase>('recs.Rewind'),
  Timers: token<AllowanceTimers>('recs.Timers'),
  Enter: token<EnterDiscoveryUseCase>('recs.Enter'),
  Toolbar: token<RecsToolbar>('recs.Toolbar'),
} as const;
