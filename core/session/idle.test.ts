import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleStateAfter, nextIdleChangeIn } from './idle';
import { DEFAULT_SESSION_CONFIG, type SessionConfig } from './session-config';

const MINUTE = 60_000;
const ENABLED: SessionConfig = { ...DEFAULT_SESSION_CONFIG, shortIdleEnabled: true };

describe('SESS-05: the short idle switches the session source', () => {
  it('SESS-05: with the short idle enabled, 30 s without activity moves the source from in-app to browser', () => {
    expect(idleStateAfter(29_999, ENABLED)).toEqual({ source: 'in-app', isExpired: false });
    expect(idleStateAfter(30_000, ENABLED)).toEqual({ source: 'browser', isExpired: false });
  });

  it('SESS-05: with the short idle disabled the source stays in-app, however long the idle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 60 * MINUTE }), (idle) => {
        expect(idleStateAfter(idle, DEFAULT_SESSION_CONFIG).source).toBe('in-app');
      }),
    );
  });

  it('SESS-05: for any idle time, the source is browser exactly when enabled and the idle reached the short idle', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 10 * MINUTE }),
        fc.integer({ min: 0, max: 20 * MINUTE }),
        (enabled, shortIdleMs, idle) => {
          const config = { ...DEFAULT_SESSION_CONFIG, shortIdleEnabled: enabled, shortIdleMs };
          expect(idleStateAfter(idle, config).source).toBe(enabled && idle >= shortIdleMs ? 'browser' : 'in-app');
        },
      ),
    );
  });
});

describe('SESS-06: the long idle expires the session', () => {
  it('SESS-06: 30 min without activity sets isExpired', () => {
    expect(idleStateAfter(30 * MINUTE - 1, ENABLED).isExpired).toBe(false);
    expect(idleStateAfter(30 * MINUTE, ENABLED)).toEqual({ source: 'browser', isExpired: true });
  });

  it('SESS-06: for any idle time, the next change is at the first threshold not yet reached, and nothing changes before it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 40 * MINUTE }), (enabled, idle) => {
        const config = { ...DEFAULT_SESSION_CONFIG, shortIdleEnabled: enabled };
        const wait = nextIdleChangeIn(idle, config);
        if (idle >= config.longIdleMs) {
          expect(wait).toBeNull();
          return;
        }
        expect(wait).not.toBeNull();
        expect(wait!).toBeGreaterThan(0);
        const now = idleStateAfter(idle, config);
        expect(idleStateAfter(idle + wait! - 1, config)).toEqual(now);
        expect(idleStateAfter(idle + wait!, config)).not.toEqual(now);
      }),
    );
  });
});
