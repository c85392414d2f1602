/**
 * core/onboarding — a new member becomes a complete profile (ONB items, BAN-09/10/15).
 * Owns: the fields and steps (flags, order, progress, updates with skipped fields, the error mapping), the
 * onboarding state as signals, the flow (init and resume, steps, photos with progress and the 20 s timeout,
 * completion, abandoning), the device's date-of-birth flag and the age rule (shared with the server), the
 * queued photos after login and the post-onboarding pages queue.
 * Needs: `OnboardingApiPort` (the provider's `/v2/onboarding/*` and the media service), storage, the scheduler,
 * and from the composition root how to finalise a login and sign out.
 * Exposes: the rules, the store, the use-case and the tokens below; a fake API under ./testing.
 */
import { token } from '../shared';
import type { OnboardingApiPort } from './onboarding-api.port';
import type { OnboardingFlowUseCase } from './onboarding-flow.use-case';
import type { OnboardingStore } from './onboarding.store';
import type { NotificationPermissionPort, PagesQueueStore } from './pages-queue.store';

export * from './age';
export * from './dob-violation';
export * from './onboarding-fields';
export * from './onboarding-queues';
export * from './onboarding-state';
export type * from './onboarding-api.port';
export { OnboardingStore } from './onboarding.store';
export { PagesQueueStore, type NotificationPermissionAnswer, type NotificationPermissionPort } from './pages-queue.store';
export { OnboardingFlowUseCase, OnboardingErrorCode, UPLOAD_TIMEOUT_MS, DOB_VIOLATION_KEY, UNDERAGE_CODES, type OnboardingFlowDeps } from './onboarding-flow.use-case';

export const ONBOARDING = {
  Api: token<OnboardingApiPort>('onboarding.Api'),
  Store: token<OnboardingStore>('onboarding.Store'),
  Flow: token<OnboardingFlowUseCase>('onboarding.Flow'),
  PagesQueue: token<PagesQueueStore>('onboarding.PagesQueue'),
  NotificationPermission: token<NotificationPermissionPort>('onboarding.NotificationPermission'),
} as const;
