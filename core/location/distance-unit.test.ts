import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meters } from '../shared';
import { distanceUnitFor, metersIn, MILE_COUNTRIES } from './distance-unit';

const MILE_CODES = ['US', 'MM', 'BU', 'LR', 'GB'] as const;

/** Any upper/lower-case spelling of a string. */
const anyCasing = (s: string) =>
  fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((upper) =>
    [...s].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''),
  );

describe('distanceUnitFor', () => {
  it('LOC-06: the mile countries are exactly US, MM, BU, LR and GB', () => {
    expect([...MILE_COUNTRIES].sort()).toEqual([...MILE_CODES].sort());
  });

  it('LOC-06: a mile country in any letter case shows miles', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MILE_CODES).chain(anyCasing), (code) => distanceUnitFor(code) === 'mi'),
    );
  });

  it('LOC-06: every other country code shows kilometres', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !MILE_COUNTRIES.has(s.trim().toUpperCase())),
        (code) => distanceUnitFor(code) === 'km',
      ),
    );
  });

  it('LOC-06: an unknown or empty country shows kilometres', () => {
    expect(distanceUnitFor(undefined)).toBe('km');
    expect(distanceUnitFor(null)).toBe('km');
    expect(distanceUnitFor('')).toBe('km');
    expect(distanceUnitFor('FR')).toBe('km');
  });

  it('LOC-06: a distance in metres reads in the chosen unit', () => {
    expect(metersIn('km', meters(2500))).toBe(2.5);
    expect(metersIn('mi', meters(1609.344))).toBeCloseTo(1, 12);
  });
});
