import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceBoundsIn, distanceIn, distanceMaxFrom, distanceMaxKm } from './discovery-distance';

describe('the discovery distance in miles and kilometres (SET-05)', () => {
  it('SET-05: distanceMaxKm is distanceMax (miles) × 1.609344, rounded: 100 mi is 161 km', () => {
    expect(distanceMaxKm(100)).toBe(161);
    expect(distanceMaxKm(1)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (mi) => {
        expect(distanceMaxKm(mi)).toBe(Math.round(mi * 1.609344));
        expect(distanceIn('mi', mi)).toBe(mi);
        expect(distanceIn('km', mi)).toBe(Math.round(mi * 1.609344));
      }),
    );
  });

  it('SET-05, SET-02: a distance picked in km is kept as whole miles within 1..100, and shown again within 1 km of what was picked', () => {
    expect(distanceBoundsIn('km')).toEqual({ min: 2, max: 161 });
    expect(distanceBoundsIn('mi')).toEqual({ min: 1, max: 100 });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 161 }), (km) => {
        const mi = distanceMaxFrom('km', km);
        expect(Number.isInteger(mi) && mi >= 1 && mi <= 100).toBe(true);
        expect(Math.abs(distanceIn('km', mi) - km)).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), (value) => {
        expect(distanceMaxFrom('mi', value)).toBe(Math.min(100, Math.max(1, value)));
      }),
    );
  });
});
