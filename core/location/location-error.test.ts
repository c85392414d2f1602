import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../shared/testing';
import { isLocationErrorLogged, LOCATION_ERROR_LOG_RATE } from './location-error';

describe('location error sampling', () => {
  it('LOC-10: an error is logged exactly when the draw falls in the lowest 1 %', () => {
    expect(LOCATION_ERROR_LOG_RATE).toBe(0.01);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        expect(isLocationErrorLogged(draw)).toBe(draw < 0.01);
      }),
    );
  });

  it('LOC-10: over many uniform draws about 1 % are logged', () => {
    const random = new SeededRandom(7);
    let logged = 0;
    const draws = 100_000;
    for (let i = 0; i < draws; i++) if (isLocationErrorLogged(random.next())) logged++;
    expect(logged / draws).toBeGreaterThan(0.008);
    expect(logged / draws).toBeLessThan(0.012);
  });
});
