import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS, haversineDistance } from './haversine-distance';
import { latLngArb, pos } from './testing/arbitraries';

/** Rounding near antipodal points costs well under a metre. */
const EPSILON_METERS = 1;

describe('haversineDistance', () => {
  it('LOC-04: uses an earth radius of 6371 km (one degree of longitude on the equator)', () => {
    expect(EARTH_RADIUS_METERS).toBe(6_371_000);
    const oneDegree = haversineDistance(pos(0, 0, 0), pos(0, 1, 0));
    expect(oneDegree).toBeCloseTo((2 * Math.PI * 6_371_000) / 360, 6);
  });

  it('LOC-04: Paris to London is about 343.6 km', () => {
    const d = haversineDistance(pos(48.8566, 2.3522, 0), pos(51.5074, -0.1278, 0));
    expect(d / 1000).toBeCloseTo(343.56, 1);
  });

  it('LOC-04: distance is zero between equal points', () => {
    fc.assert(fc.property(latLngArb, (a) => haversineDistance(a, a) === 0));
  });

  it('LOC-04: distance is symmetric', () => {
    fc.assert(
      fc.property(latLngArb, latLngArb, (a, b) => {
        expect(haversineDistance(a, b)).toBeCloseTo(haversineDistance(b, a), 6);
      }),
    );
  });

  it('LOC-04: distance is non-negative and at most half the circumference', () => {
    fc.assert(
      fc.property(latLngArb, latLngArb, (a, b) => {
        const d = haversineDistance(a, b);
        return d >= 0 && d <= Math.PI * EARTH_RADIUS_METERS + EPSILON_METERS;
      }),
    );
  });

  it('LOC-04: distance obeys the triangle inequality', () => {
    fc.assert(
      fc.property(latLngArb, latLngArb, latLngArb, (a, b, c) => {
        return haversineDistance(a, c) <= haversineDistance(a, b) + haversineDistance(b, c) + EPSILON_METERS;
      }),
    );
  });

  it('LOC-04: the poles are half a circumference apart, whatever the longitudes', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (l1, l2) => {
        expect(haversineDistance(pos(90, l1, 0), pos(-90, l2, 0))).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3);
      }),
    );
  });
});
