import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldPublishActivity } from './activity-throttle';

const THROTTLE = 30_000;

describe('SESS-03: activity updates are throttled to once per 30 s', () => {
  it('SESS-03: the first activity publishes; another within 30 s does not; at 30 s it does', () => {
    expect(shouldPublishActivity(null, 1_000, THROTTLE)).toBe(true);
    expect(shouldPublishActivity(1_000, 30_999, THROTTLE)).toBe(false);
    expect(shouldPublishActivity(1_000, 31_000, THROTTLE)).toBe(true);
  });

  it('SESS-03: for any activity times, publishes are at least 30 s apart and every activity is within 30 s of a publish', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 45_000 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        let published: number | null = null;
        const publishes: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldPublishActivity(published, now, THROTTLE)) {
            published = now;
            publishes.push(now);
          }
          expect(published).not.toBeNull();
          expect(now - published!).toBeLessThan(THROTTLE);
        }
        for (let i = 1; i < publishes.length; i++) expect(publishes[i]! - publishes[i - 1]!).toBeGreaterThanOrEqual(THROTTLE);
      }),
    );
  });

  it('SESS-03: a clock that went backwards publishes at once instead of waiting for it to catch up', () => {
    expect(shouldPublishActivity(100_000, 50_000, THROTTLE)).toBe(true);
  });
});
