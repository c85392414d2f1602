import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_CONFIG as CONFIG, type SessionConfig } from './session-config';
import {
  beginUserSession,
  observeLeverValue,
  renewalReasonAt,
  touchUserSession,
  type LeverValue,
  type UserSession,
} from './user-session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 0, 1);

const counter = () => {
  let n = 0;
  return () => `s-${++n}`;
};

/** Gaps between activities: mostly short, sometimes around the timeout, the long idle or longer. */
const gapArb = fc.oneof(
  fc.integer({ min: 0, max: 2 * MINUTE }),
  fc.integer({ min: 11 * MINUTE, max: 13 * MINUTE }),
  fc.constantFrom(12 * MINUTE, 12 * MINUTE + 1, 30 * MINUTE - 1, 30 * MINUTE),
  fc.integer({ min: 0, max: 5 * HOUR }),
);

const configArb: fc.Arbitrary<SessionConfig> = fc.record({
  activityThrottleMs: fc.constant(CONFIG.activityThrottleMs),
  sessionTimeoutMs: fc.integer({ min: 1, max: 2 * HOUR }),
  sessionTtlMs: fc.integer({ min: 1, max: 6 * HOUR }),
  shortIdleEnabled: fc.boolean(),
  shortIdleMs: fc.constant(CONFIG.shortIdleMs),
  longIdleMs: fc.integer({ min: 1, max: 2 * HOUR }),
  paramsTtlMs: fc.constant(CONFIG.paramsTtlMs),
});

/** Runs activities after the given gaps and returns every session each activity ended in. */
const run = (gaps: readonly number[], config: SessionConfig) => {
  const newId = counter();
  let session = beginUserSession(newId(), T0);
  const steps: Array<{ at: number; before: UserSession; after: UserSession; renewed: string | null }> = [];
  let at = T0;
  for (const gap of gaps) {
    at += gap;
    const step = touchUserSession(session, at, config, newId);
    steps.push({ at, before: session, after: step.session, renewed: step.renewed });
    session = step.session;
  }
  return steps;
};

describe('SESS-02: a new user session after inactivity longer than the timeout', () => {
  it('SESS-02: activity 12 min after the last one continues the session; 12 min and 1 ms later starts a new one', () => {
    const session = beginUserSession('s-1', T0);
    expect(touchUserSession(session, T0 + 12 * MINUTE, CONFIG, () => 's-2')).toEqual({
      session: { ...session, lastActivityAt: T0 + 12 * MINUTE },
      renewed: null,
    });
    expect(touchUserSession(session, T0 + 12 * MINUTE + 1, CONFIG, () => 's-2')).toEqual({
      session: beginUserSession('s-2', T0 + 12 * MINUTE + 1),
      renewed: 'timeout',
    });
  });

  it('SESS-02: for any activity gaps, a session renews exactly when a gap passes the timeout, the long idle or the TTL', () => {
    fc.assert(
      fc.property(fc.array(gapArb, { maxLength: 40 }), configArb, (gaps, config) => {
        for (const { at, before, after, renewed } of run(gaps, config)) {
          const idle = at - before.lastActivityAt;
          const mustRenew = idle > config.sessionTimeoutMs || idle >= config.longIdleMs || at - before.startedAt >= config.sessionTtlMs;
          expect(renewed !== null).toBe(mustRenew);
          if (mustRenew) {
            expect(after.id).not.toBe(before.id);
            expect(after).toEqual({ id: after.id, startedAt: at, lastActivityAt: at, lever: before.lever });
          } else {
            expect(after).toEqual({ ...before, lastActivityAt: at });
          }
        }
      }),
    );
  });

  it('SESS-02: a change of the session lever value starts a new session; the first value and the same value do not', () => {
    const session = beginUserSession('s-1', T0);
    const first = observeLeverValue(session, 'v1', T0 + 5, () => 's-2');
    expect(first).toEqual({ session: { ...session, lever: 'v1' }, renewed: null });
    expect(observeLeverValue(first.session, 'v1', T0 + 6, () => 's-3').session).toBe(first.session);
    expect(observeLeverValue(first.session, 'v2', T0 + 7, () => 's-3')).toEqual({
      session: { id: 's-3', startedAt: T0 + 7, lastActivityAt: T0 + 7, lever: 'v2' },
      renewed: 'lever',
    });
  });

  it('SESS-02: for any sequence of lever values, a new session starts exactly when the value differs from the previous one', () => {
    const leverArb: fc.Arbitrary<LeverValue> = fc.oneof(fc.constantFrom('a', 'b'), fc.constantFrom(0, 1), fc.boolean());
    fc.assert(
      fc.property(fc.array(leverArb, { minLength: 1, maxLength: 20 }), (values) => {
        const newId = counter();
        let session = beginUserSession(newId(), T0);
        let previous: LeverValue | null = null;
        for (const value of values) {
          const step = observeLeverValue(session, value, T0, newId);
          expect(step.renewed !== null).toBe(previous !== null && previous !== value);
          expect(step.session.lever).toBe(value);
          previous = value;
          session = step.session;
        }
      }),
    );
  });
});

describe('SESS-04: session TTL 4 h', () => {
  it('SESS-04: a member active every minute gets a new session when the current one turns 4 h old', () => {
    const steps = run(Array.from({ length: 300 }, () => MINUTE), CONFIG);
    const renewals = steps.filter((s) => s.renewed !== null);
    expect(renewals.map((s) => [s.at - T0, s.renewed])).toEqual([[4 * HOUR, 'ttl']]);
  });

  it('SESS-04: for any activity, a user session never spans 4 h or more from its start', () => {
    fc.assert(
      fc.property(fc.array(gapArb, { maxLength: 60 }), (gaps) => {
        for (const { after } of run(gaps, CONFIG)) expect(after.lastActivityAt - after.startedAt).toBeLessThan(CONFIG.sessionTtlMs);
      }),
    );
  });
});

describe('SESS-06: an expired session does not continue', () => {
  it('SESS-06: activity after the long idle is a renewal even where the timeout is configured longer than the long idle', () => {
    const config = { ...CONFIG, sessionTimeoutMs: HOUR };
    const session = beginUserSession('s-1', T0);
    expect(renewalReasonAt(session, T0 + 30 * MINUTE - 1, config)).toBeNull();
    expect(renewalReasonAt(session, T0 + 30 * MINUTE, config)).toBe('expired');
  });
});
