import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './session-config';

describe('SESS-11: session config', () => {
  it('SESS-11: the defaults are throttle 30 s, timeout 12 min, TTL 4 h, short idle 30 s (the inactivity threshold, off), long idle 30 min', () => {
    expect(DEFAULT_SESSION_CONFIG).toEqual({
      activityThrottleMs: 30_000,
      sessionTimeoutMs: 720_000,
      sessionTtlMs: 14_400_000,
      shortIdleEnabled: false,
      shortIdleMs: 30_000,
      longIdleMs: 1_800_000,
      paramsTtlMs: 14_400_000,
    } satisfies SessionConfig);
  });
});
