import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSendLimits, waitForWindow, type SendLimits } from './send-limits';

const MINUTE = 60_000;
const LIMITS: SendLimits = {
  perIp: { max: 30, windowMs: 60 * MINUTE },
  perDestinationDaily: { max: 10, windowMs: 24 * 60 * MINUTE },
  perDestinationShort: { max: 3, windowMs: 15 * MINUTE },
  resendCooldownMs: 30_000,
};

const window = fc.record({ max: fc.integer({ min: 1, max: 8 }), windowMs: fc.integer({ min: 1, max: 100_000 }) });
const history = (now: number) => fc.array(fc.integer({ min: now - 200_000, max: now }), { maxLength: 20 });

const countIn = (times: readonly number[], now: number, windowMs: number) => times.filter((t) => t > now - windowMs && t <= now).length;

describe('sliding windows', () => {
  it('an event fits now exactly when fewer than max events are in the window', () => {
    const now = 1_000_000;
    fc.assert(
      fc.property(window, history(now), (w, times) => {
        expect(waitForWindow(times, now, w) === 0).toBe(countIn(times, now, w.windowMs) < w.max);
      }),
    );
  });

  it('after waiting the answered time one more event fits, and a moment earlier it does not', () => {
    const now = 1_000_000;
    fc.assert(
      fc.property(window, history(now), (w, times) => {
        const wait = waitForWindow(times, now, w);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(w.windowMs);
        expect(waitForWindow(times, now + wait, w)).toBe(0);
        if (wait > 0) expect(waitForWindow(times, now + wait - 1, w)).toBeGreaterThan(0);
      }),
    );
  });

  it('a sender that always waits as told never has more than max events in any window', () => {
    fc.assert(
      fc.property(window, fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 40 }), (w, gaps) => {
        const sent: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          now += waitForWindow(sent, now, w);
          sent.push(now);
          expect(countIn(sent, now, w.windowMs)).toBeLessThanOrEqual(w.max);
        }
      }),
    );
  });
});

describe('send limits', () => {
  it('the first code is always allowed', () => {
    expect(checkSendLimits({ destination: [], clientAddress: [] }, 0, LIMITS)).toBeNull();
  });

  it('the refusal named is the one with the longest wait, so Retry-After is never too early', () => {
    const now = 10 * 60 * MINUTE;
    fc.assert(
      fc.property(history(now), history(now), (destination, clientAddress) => {
        const refusal = checkSendLimits({ destination, clientAddress }, now, LIMITS);
        if (refusal === null) return;
        expect(checkSendLimits({ destination, clientAddress }, now + refusal.waitMs, LIMITS)).toBeNull();
      }),
    );
  });

  it('names the rules: cooldown, short window, daily count and client address', () => {
    const now = 48 * 60 * MINUTE;
    expect(checkSendLimits({ destination: [now - 10_000], clientAddress: [] }, now, LIMITS)).toEqual({ rule: 'cooldown', waitMs: 20_000 });
    expect(checkSendLimits({ destination: [now - 3 * MINUTE, now - 2 * MINUTE, now - MINUTE], clientAddress: [] }, now, LIMITS)).toEqual({
      rule: 'short-window',
      waitMs: 12 * MINUTE,
    });
    const daily = Array.from({ length: 10 }, (_, i) => now - (10 - i) * 60 * MINUTE);
    expect(checkSendLimits({ destination: daily, clientAddress: [] }, now, LIMITS)?.rule).toBe('daily');
    const busy = Array.from({ length: 30 }, (_, i) => now - (30 - i) * MINUTE);
    expect(checkSendLimits({ destination: [], clientAddress: busy }, now, LIMITS)).toEqual({ rule: 'client-address', waitMs: 30 * MINUTE });
  });
});
