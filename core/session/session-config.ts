/** The session constants (SESS-11). Every value may come from config; what is missing or unusable keeps its default. */
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

const YEAR_MS = 365 * 24 * HOUR;

/** A duration worth using: positive, finite, at most a year (browser timers overflow beyond 2^31 ms anyway). */
const isUsableDuration = (value: unknown): value is number =>
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, Number.isFinite refuses anything but a number
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= YEAR_MS;

/**
 * SESS-11: the session config from untrusted remote values. Each field is taken when it has the right type and
 * a usable value, else its default stays, so a bad config can never switch a timer off or make it fire at once.
 */
export const resolveSessionConfig = (
  raw: Readonly<Record<string, unknown>> | null | undefined,
  defaults: SessionConfig = DEFAULT_SESSION_CONFIG,
): SessionConfig => {
  // Only own fields count, so a key such as "constructor" is never read from Object.prototype.
  const field = (key: keyof SessionConfig): unknown => (raw && Object.hasOwn(raw, key) ? raw[key] : undefined);
  const duration = (key: Exclude<keyof SessionConfig, 'shortIdleEnabled'>): number => {
    const value = field(key);
    return isUsableDuration(value) ? value : defaults[key];
  };
  const enabled = field('shortIdleEnabled');
  return {
    activityThrottleMs: duration('activityThrottleMs'),
    sessionTimeoutMs: duration('sessionTimeoutMs'),
    sessionTtlMs: duration('sessionTtlMs'),
    shortIdleEnabled: typeof enabled === 'boolean' ? enabled : defaults.shortIdleEnabled,
    shortIdleMs: duration('shortIdleMs'),
    longIdleMs: duration('longIdleMs'),
    paramsTtlMs: duration('paramsTtlMs'),
  };
};
