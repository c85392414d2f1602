/** APP-02: what moves the loading counter. */
export type LoadingEvent =
  /** The app starts loading (+1). */
  | 'app-start'
  /** A logout begins (+1). */
  | 'logout'
  /** Each of these ends one loading phase (−1). */
  | 'login-succeeded'
  | 'login-failed'
  | 'onboarding-initialized'
  | 'onboarding-deleted'
  | 'completed';

export const LOADING_RISES: ReadonlySet<LoadingEvent> = new Set<LoadingEvent>(['app-start', 'logout']);

export interface LoadingStep {
  readonly count: number;
  /** A fall from zero: ignored, and to be logged. */
  readonly underflow: boolean;
}

/** APP-02: the counter after `event`. It never goes below zero; a fall from zero is reported as an underflow. */
export const applyLoadingEvent = (count: number, event: LoadingEvent): LoadingStep => {
  if (LOADING_RISES.has(event)) return { count: count + 1, underflow: false };
  return count > 0 ? { count: count - 1, underflow: false } : { count: 0, underflow: true };
};
