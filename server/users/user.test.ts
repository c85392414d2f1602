import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from './user';

describe('age', () => {
  it('is the number of birthdays passed (UTC)', () => {
    expect(ageOn('1994-05-17', Date.UTC(2026, 4, 16))).toBe(31);
    expect(ageOn('1994-05-17', Date.UTC(2026, 4, 17))).toBe(32);
    expect(ageOn('2000-02-29', Date.UTC(2026, 1, 28))).toBe(25);
    expect(ageOn('2000-02-29', Date.UTC(2026, 2, 1))).toBe(26);
  });

  it('grows by one each year on the birthday and never decreases with time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2008-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 400 * 24 * 3600 * 1000 }), (birth, later) => {
        const birthDate = birth.toISOString().slice(0, 10);
        const now = Date.UTC(2026, 0, 1);
        expect(ageOn(birthDate, now + later)).toBeGreaterThanOrEqual(ageOn(birthDate, now));
        expect(ageOn(birthDate, Date.parse(`${birthDate}T00:00:00Z`))).toBe(0);
      }),
    );
  });
});
