import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounds, isAgeMax, isAgeMin, isDistanceMax, isNumPhotosMin } from './bounds';

/** Integers around every bound, and fractions (fc.double crowds near 0). */
const around = fc.oneof(fc.integer({ min: -5, max: 1_005 }), fc.integer({ min: 0, max: 2_000 }).map((n) => n / 10));

describe('discovery bounds (SET-02)', () => {
  it('SET-02: ages are whole numbers from 18 to 100; the upper age may also be 1000, no upper bound', () => {
    fc.assert(
      fc.property(around, (n) => {
        const inRange = Number.isInteger(n) && n >= 18 && n <= 100;
        expect(isAgeMin(n)).toBe(inRange);
        expect(isAgeMax(n)).toBe(inRange || n === 1000);
      }),
    );
  });

  it('SET-02: the distance is a whole number of miles from 1 to 100; photos from 1 to 9', () => {
    fc.assert(
      fc.property(around, (n) => {
        expect(isDistanceMax(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 100);
        expect(isNumPhotosMin(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 9);
      }),
    );
  });

  it('SET-02: every field out of bounds is named with its bounds; in bounds, a lower age above the upper one is named', () => {
    fc.assert(
      fc.property(around, around, around, around, (ageMin, ageMax, distanceMax, numPhotosMin) => {
        const errors = checkBounds({ ageMin, ageMax, distanceMax, numPhotosMin }, { ageMin: 18, ageMax: 1000 });
        const named = errors.map((e) => e.field);
        expect(named.includes('ageMin') && errors.find((e) => e.field === 'ageMin')?.reason === 'range').toBe(!isAgeMin(ageMin));
        expect(named.includes('distanceMax')).toBe(!isDistanceMax(distanceMax));
        expect(named.includes('numPhotosMin')).toBe(!isNumPhotosMin(numPhotosMin));
        const allInRange = isAgeMin(ageMin) && isAgeMax(ageMax) && isDistanceMax(distanceMax) && isNumPhotosMin(numPhotosMin);
        if (allInRange) expect(errors).toEqual(ageMin > ageMax ? [{ field: 'ageMin', reason: 'order' }] : []);
      }),
    );
    expect(checkBounds({ distanceMax: 101 }, { ageMin: 18, ageMax: 30 })).toEqual([{ field: 'distanceMax', reason: 'range', min: 1, max: 100 }]);
    expect(checkBounds({ ageMax: 25 }, { ageMin: 30, ageMax: 40 })).toEqual([{ field: 'ageMax', reason: 'order' }]);
  });
});
