import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldOfferPriorityLikes } from './priority-likes';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('the priority-likes rule', () => {
  it('RECS-17: offered only from the 10th right swipe on, and at most once per 28800 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.option(fc.integer({ min: 0, max: 3 * 28_800_000 }), { nil: null }), (rightSwipes, sinceLast) => {
        const lastShownAt = sinceLast === null ? null : NOW - sinceLast;
        const expected = rightSwipes >= 10 && (sinceLast === null || sinceLast >= 28_800_000);
        expect(shouldOfferPriorityLikes(rightSwipes, lastShownAt, NOW)).toBe(expected);
      }),
    );
  });

  it('RECS-17: the edges: 9 right swipes never, 10 do; 28799.999 s after the last offer not yet, 28800 s after it again', () => {
    expect(shouldOfferPriorityLikes(9, null, NOW)).toBe(false);
    expect(shouldOfferPriorityLikes(10, null, NOW)).toBe(true);
    expect(shouldOfferPriorityLikes(10, NOW - 28_799_999, NOW)).toBe(false);
    expect(shouldOfferPriorityLikes(10, NOW - 28_800_000, NOW)).toBe(true);
  });
});
