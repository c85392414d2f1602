import { BASE_TIME_UNIT_MS } from '../shared';

/** How the device is asked to watch the position. */
export interface WatchOptions {
  /** How long one reading may take before the device reports a timeout. */
  readonly timeoutMs: number;
  readonly highAccuracy: boolean;
  /** How old a cached reading the device may hand back. */
  readonly maximumAgeMs: number;
}

/** LOC-08: the watch timeout, also the longest start-up wait for a first reading (LOC-02). */
export const WATCH_TIMEOUT_MS = 25_000;

/** LOC-08: timeout 25 s, high accuracy, a cached reading at most one base time unit old. */
export const locationWatchOptions = (baseTimeUnitMs: number = BASE_TIME_UNIT_MS): WatchOptions => ({
  timeoutMs: WATCH_TIMEOUT_MS,
  highAccuracy: true,
  maximumAgeMs: baseTimeUnitMs,
});
