import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frame-budget';

describe('FrameBudget', () => {
  it('spends up to the budget in one second, then refuses until a second has passed', () => {
    let now = 0;
    const budget = new FrameBudget(3, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now = 999;
    expect(budget.take()).toBe(false);
    now = 1000;
    expect(budget.take()).toBe(true);
  });

  it('never grants more than two budgets in any second, and always grants a frame a second after the last granted one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 200 }), (perSecond, gaps) => {
        let now = 0;
        const budget = new FrameBudget(perSecond, () => now);
        const granted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const previous = granted.at(-1);
          const ok = budget.take();
          if (previous !== undefined && now - previous >= 1000) expect(ok).toBe(true);
          if (ok) granted.push(now);
        }
        // Fixed windows: any second holds at most two windows' worth of granted frames.
        for (const start of granted) {
          const inSecond = granted.filter((at) => at >= start && at < start + 1000).length;
          expect(inSecond).toBeLessThanOrEqual(2 * perSecond);
        }
      }),
    );
  });
});
