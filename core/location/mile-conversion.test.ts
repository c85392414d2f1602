import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KM_PER_MILE, kmToMiles, milesToKm } from './mile-conversion';

const distanceArb = fc.double({ min: 0, max: 1e7, noNaN: true });

describe('mile conversion', () => {
  it('LOC-05: one mile is 1.609344 km', () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(milesToKm(1)).toBe(1.609344);
    expect(kmToMiles(1.609344)).toBe(1);
  });

  it('LOC-05: km → miles → km gives the distance back', () => {
    fc.assert(
      fc.property(distanceArb, (km) => {
        expect(milesToKm(kmToMiles(km))).toBeCloseTo(km, 6);
      }),
    );
  });

  it('LOC-05: miles → km scales by exactly the factor and preserves order', () => {
    fc.assert(
      fc.property(distanceArb, distanceArb, (a, b) => {
        expect(milesToKm(a)).toBe(a * 1.609344);
        if (a < b) expect(kmToMiles(a)).toBeLessThanOrEqual(kmToMiles(b));
      }),
    );
  });
});
