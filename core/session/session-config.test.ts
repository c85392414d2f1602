import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_CONFIG, resolveSessionConfig, type SessionConfig } from './session-config';

const DURATIONS = ['activityThrottleMs', 'sessionTimeoutMs', 'sessionTtlMs', 'shortIdleMs', 'longIdleMs', 'paramsTtlMs'] as const;

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
    expect(resolveSessionConfig(undefined)).toEqual(DEFAULT_SESSION_CONFIG);
    expect(resolveSessionConfig(null)).toEqual(DEFAULT_SESSION_CONFIG);
    expect(resolveSessionConfig({})).toEqual(DEFAULT_SESSION_CONFIG);
  });

  it('resolveSessionConfig (the app runs on the defaults; no configuration reaches it yet): configured values replace the defaults field by field', () => {
    expect(resolveSessionConfig({ sessionTimeoutMs: 60_000, shortIdleEnabled: true })).toEqual({
      ...DEFAULT_SESSION_CONFIG,
      sessionTimeoutMs: 60_000,
      shortIdleEnabled: true,
    });
    // At most a year (365 days): a year is kept, a millisecond more falls back to the default.
    expect(resolveSessionConfig({ sessionTtlMs: 31_536_000_000 }).sessionTtlMs).toBe(31_536_000_000);
    expect(resolveSessionConfig({ sessionTtlMs: 31_536_000_001 }).sessionTtlMs).toBe(DEFAULT_SESSION_CONFIG.sessionTtlMs);
  });

  it('resolveSessionConfig (not used by the app yet): for any input, every duration is positive and finite, usable values are kept and the rest default', () => {
    const anyValue = fc.oneof(
      fc.double(),
      fc.integer({ min: -10, max: 10 ** 9 }),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(Number.POSITIVE_INFINITY),
    );
    const rawArb = fc.dictionary(fc.constantFrom(...DURATIONS, 'shortIdleEnabled', 'unknown', '__proto__', 'constructor'), anyValue);
    fc.assert(
      fc.property(rawArb, (raw) => {
        const config = resolveSessionConfig(raw);
        for (const key of DURATIONS) {
          const value = config[key];
          expect(Number.isFinite(value) && value > 0).toBe(true);
          const given = Object.hasOwn(raw, key) ? raw[key] : undefined;
          const usable = typeof given === 'number' && Number.isFinite(given) && given > 0 && given <= 365 * 86_400_000;
          expect(value).toBe(usable ? given : DEFAULT_SESSION_CONFIG[key]);
        }
        const enabled = Object.hasOwn(raw, 'shortIdleEnabled') ? raw.shortIdleEnabled : undefined;
        expect(config.shortIdleEnabled).toBe(typeof enabled === 'boolean' ? enabled : false);
        expect(Object.keys(config).sort()).toEqual(Object.keys(DEFAULT_SESSION_CONFIG).sort());
      }),
    );
  });
});
