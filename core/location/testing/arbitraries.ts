import fc from 'fast-check';
import { latLng, type LatLng, type Result } from '../../shared';
import { position, type Position } from '../position';

// Test support only: the property tests of the location rules share these generators.

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`invalid test value: ${String(r.error.code)}`);
  return r.value;
};

export const latitudeArb = fc.double({ min: -90, max: 90, noNaN: true });
export const longitudeArb = fc.double({ min: -180, max: 180, noNaN: true });

export const latLngArb: fc.Arbitrary<LatLng> = fc
  .tuple(latitudeArb, longitudeArb)
  .map(([lat, lng]) => unwrap(latLng(lat, lng)));

/** Timestamps between late 2023 and 2049. */
export const timestampArb = fc.integer({ min: 1_700_000_000_000, max: 2_500_000_000_000 });

export const positionArb: fc.Arbitrary<Position> = fc
  .tuple(latitudeArb, longitudeArb, timestampArb)
  .map(([lat, lng, t]) => unwrap(position(lat, lng, t)));

/** Builds a valid position in a test, failing loudly on a typo. */
export const pos = (lat: number, lng: number, timestamp: number): Position => unwrap(position(lat, lng, timestamp));
