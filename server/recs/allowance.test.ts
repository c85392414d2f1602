import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceAt, LIKES_ALLOWANCE, SUPER_LIKES_ALLOWANCE, type AllowanceRule } from './allowance';

const NOW = Date.UTC(2026, 0, 1);
const rules = fc.record({ max: fc.integer({ min: 1, max: 20 }), windowMs: fc.integer({ min: 1, max: 48 * 3_600_000 }) });
/** Uses up to two windows before now, and none after. */
const usesFor = (rule: AllowanceRule) => fc.array(fc.integer({ min: NOW - 2 * rule.windowMs, max: NOW }), { maxLength: 40 });

describe('swipe allowances', () => {
  it('RECS-11: free members have 100 likes in any 12 hours and 1 super like in any 24 hours', () => {
    expect(LIKES_ALLOWANCE).toEqual({ max: 100, windowMs: 12 * 3_600_000 });
    expect(SUPER_LIKES_ALLOWANCE).toEqual({ max: 1, windowMs: 24 * 3_600_000 });
    expect(allowanceAt(LIKES_ALLOWANCE, [], NOW)).toEqual({ remaining: 100, nextAt: null });
  });

  it('RECS-11: remaining is the maximum less the uses within the window, never below 0', () => {
    fc.assert(
      fc.property(rules.chain((rule) => fc.tuple(fc.constant(rule), usesFor(rule))), ([rule, uses]) => {
        const inWindow = uses.filter((at) => at > NOW - rule.windowMs).length;
        expect(allowanceAt(rule, uses, NOW).remaining).toBe(Math.max(0, rule.max - inWindow));
      }),
    );
  });

  it('RECS-11: when nothing remains, nextAt is in the future and one use is back exactly then, not a millisecond before', () => {
    fc.assert(
      fc.property(rules.chain((rule) => fc.tuple(fc.constant(rule), usesFor(rule))), ([rule, uses]) => {
        const now = allowanceAt(rule, uses, NOW);
        if (now.remaining > 0) return;
        expect(now.nextAt).not.toBeNull();
        expect(now.nextAt!).toBeGreaterThan(NOW);
        expect(allowanceAt(rule, uses, now.nextAt! - 1).remaining).toBe(0);
        expect(allowanceAt(rule, uses, now.nextAt!).remaining).toBeGreaterThan(0);
      }),
    );
  });

  it('RECS-12: uses come back with time: a full window after the last use the whole allowance is back', () => {
    fc.assert(
      fc.property(rules.chain((rule) => fc.tuple(fc.constant(rule), usesFor(rule))), ([rule, uses]) => {
        const last = Math.max(NOW, ...uses);
        expect(allowanceAt(rule, uses, last + rule.windowMs)).toEqual({ remaining: rule.max, nextAt: null });
        // Remaining never decreases as time passes without new uses.
        expect(allowanceAt(rule, uses, NOW + rule.windowMs / 2).remaining).toBeGreaterThanOrEqual(allowanceAt(rule, uses, NOW).remaining);
      }),
    );
  });
});
