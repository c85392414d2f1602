import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kmToMiles, milesToKm } from './mile-conversion';

const distanceArb = fc.double({ min: 0, max: 1e7, noNaN: true });

describe('mile conversion', () => {
  it('LOC-05: one mile is 1.609344 km', () => {
    expect(kmToMiles(1.609344)).toBe(1);
    expect(kmToMiles(160.9344)).toBeCloseTo(100, 9);
  });

  it('LOC-05: miles → km (the discovery distance shown in km, SET-05) undoes km → miles', () => {
    fc.assert(
      fc.property(distanceArb, (km) => {
        expect(milesToKm(kmToMiles(km))).toBeCloseTo(km, 6);
      }),
    );
  });

  it('LOC-05: km → miles divides by exactly 1.609344 and preserves order', () => {
    fc.assert(
      fc.property(distanceArb, distanceArb, (a, b) => {
        expect(kmToMiles(a)).toBeCloseTo(a / 1.609344, 6);
        if (a < b) expect(kmToMiles(a)).toBeLessThanOrEqual(kmToMiles(b));
      }),
    );
  });
});
