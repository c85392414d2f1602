import type { SessionConfig } from './session-config';

/** A value of the session lever as the feature switches deliver it (SESS-02). */
export type LeverValue = string | number | boolean;

/** One user session (SESS-01). Unlike the app session it outlives a reload, within the limits below. */
export interface UserSession {
  readonly id: string;
  readonly startedAt: number;
  /** The exact time of the last refreshing activity, or the start; the published copy is throttled (SESS-03). */
  readonly lastActivityAt: number;
  /** The session lever's value when last seen; null until one is seen. */
  readonly lever: LeverValue | null;
}

/** Why a user session gave way to a new one. */
export type RenewalReason = 'timeout' | 'expired' | 'ttl' | 'lever' | 'reset';

/** The outcome of an event for the user session: the session now, and why it is new, if it is. */
export interface SessionStep {
  readonly session: UserSession;
  readonly renewed: RenewalReason | null;
}

export const beginUserSession = (id: string, now: number, lever: LeverValue | null = null): UserSession => ({
  id,
  startedAt: now,
  lastActivityAt: now,
  lever,
});

/**
 * Why activity at `now` cannot continue `session`, or null when it can: SESS-02 a gap longer than the timeout,
 * SESS-06 a gap that reached the long idle (the session was expired), SESS-04 a session as old as the TTL.
 */
export const renewalReasonAt = (session: UserSession, now: number, config: SessionConfig): RenewalReason | null => {
  const idle = now - session.lastActivityAt;
  if (idle > config.sessionTimeoutMs) return 'timeout';
  if (idle >= config.longIdleMs) return 'expired';
  if (now - session.startedAt >= config.sessionTtlMs) return 'ttl';
  return null;
};

/** SESS-02..04: activity at `now` continues the session, or starts a new one (keeping the lever) when it cannot. */
export const touchUserSession = (
  session: UserSession,
  now: number,
  config: SessionConfig,
  newId: () => string,
): SessionStep => {
  const reason = renewalReasonAt(session, now, config);
  if (reason !== null) return { session: beginUserSession(newId(), now, session.lever), renewed: reason };
  return { session: { ...session, lastActivityAt: now }, renewed: null };
};

/** SESS-02: a change of the session lever's value starts a new session; the first value seen is only recorded. */
export const observeLeverValue = (
  session: UserSession,
  value: LeverValue,
  now: number,
  newId: () => string,
): SessionStep => {
  if (session.lever === null) return { session: { ...session, lever: value }, renewed: null };
  if (Object.is(session.lever, value)) return { session, renewed: null };
  return { session: beginUserSession(newId(), now, value), renewed: 'lever' };
};
