/** The session constants (SESS-11): the spec's defaults; no configuration source sends others (docs/decisions.md). */
export interface SessionConfig {
  /** SESS-03: the published last activity (and its stored copy) changes at most once per this many ms. */
  readonly activityThrottleMs: number;
  /** SESS-02: a gap between activities longer than this starts a new user session. */
  readonly sessionTimeoutMs: number;
  /** SESS-04: a user session never lives longer than this from its start. */
  readonly sessionTtlMs: number;
  /** SESS-05: whether the short idle switches the session source at all. */
  readonly shortIdleEnabled: boolean;
  /** SESS-05, SESS-11: idle time after which the member counts as away from the app (the inactivity threshold). */
  readonly shortIdleMs: number;
  /** SESS-06: idle time after which the session is expired. */
  readonly longIdleMs: number;
  /** SESS-10: stored session parameters older than this (since their last save) are dropped, never resumed. */
  readonly paramsTtlMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** SESS-02..06, SESS-10, SESS-11: the values of D1§9 and D2§9. */
export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  activityThrottleMs: 30 * SECOND,
  sessionTimeoutMs: 12 * MINUTE,
  sessionTtlMs: 4 * HOUR,
  shortIdleEnabled: false,
  shortIdleMs: 30 * SECOND,
  longIdleMs: 30 * MINUTE,
  paramsTtlMs: 4 * HOUR,
};
