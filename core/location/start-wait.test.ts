import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITION_EXPIRY_MS } from './position';
import { needsFreshPosition, waitOutcomeMarksTimeout } from './start-wait';
import { pos, positionArb } from './testing/arbitraries';

describe('needsFreshPosition', () => {
  it('LOC-02: a missing stored position means waiting', () => {
    expect(needsFreshPosition(null, 0)).toBe(true);
  });

  it('LOC-02: a stored position means waiting exactly when it is older than 30 minutes', () => {
    fc.assert(
      fc.property(positionArb, fc.integer({ min: -60_000, max: 3 * POSITION_EXPIRY_MS }), (stored, age) => {
        expect(needsFreshPosition(stored, stored.timestamp + age)).toBe(age > 30 * 60_000);
      }),
    );
  });

  it('LOC-02: the boundary is strict: exactly 30 minutes old is still fresh', () => {
    const stored = pos(10, 10, 0);
    expect(needsFreshPosition(stored, 30 * 60_000)).toBe(false);
    expect(needsFreshPosition(stored, 30 * 60_000 + 1)).toBe(true);
  });

  it('LOC-02: a timeout or a dismissal marks timeout, an update or an error does not', () => {
    expect(waitOutcomeMarksTimeout('timeout')).toBe(true);
    expect(waitOutcomeMarksTimeout('dismissal')).toBe(true);
    expect(waitOutcomeMarksTimeout('update')).toBe(false);
    expect(waitOutcomeMarksTimeout('error')).toBe(false);
  });
});
