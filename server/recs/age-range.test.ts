import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from '../users/user';
import { bornBy } from './age-range';

const DAY = 86_400_000;
/** Days from 1950-01-01 to 2060-12-31, as dates (fc.date crowds near the edges; an integer grid does not). */
const day = fc.integer({ min: 0, max: 40_500 }).map((n) => Date.UTC(1950, 0, 1) + n * DAY);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('SET-02: an age range as birth dates', () => {
  it('on any day, a member is at least N years old exactly when born on or before bornBy(today, N), 29 February included', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 0, max: 100 }), (birth, today, years) => {
        fc.pre(birth <= today);
        expect(iso(birth) <= bornBy(today, years)).toBe(ageOn(iso(birth), today) >= years);
      }),
      { numRuns: 2_000 },
    );
    // A leap-day birthday counts on 1 March in other years.
    expect(iso(Date.UTC(2000, 1, 29)) <= bornBy(Date.UTC(2018, 1, 28), 18)).toBe(false);
    expect(iso(Date.UTC(2000, 1, 29)) <= bornBy(Date.UTC(2018, 2, 1), 18)).toBe(true);
  });
});
