import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineDistance } from './haversine-distance';
import type { Position } from './position';
import { applyPositionUpdate, decidePositionUpdate, MEANINGFUL_MOVE_METERS } from './position-update';
import { pos, positionArb } from './testing/arbitraries';

const MINUTE = 60_000;
const clamp = (x: number, bound: number) => Math.max(-bound, Math.min(bound, x));

/** A reading close to `previous` in space (up to about 3 km) and time (-2 to 45 minutes later), or anywhere. */
const readingAfter = (previous: Position): fc.Arbitrary<Position> =>
  fc.oneof(
    fc
      .tuple(
        fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        fc.integer({ min: -2 * MINUTE, max: 45 * MINUTE }),
      )
      .map(([dLat, dLng, age]) =>
        pos(clamp(previous.lat + dLat, 90), clamp(previous.lng + dLng, 180), previous.timestamp + age),
      ),
    positionArb,
  );

const previousAndReading = fc
  .option(positionArb, { nil: null })
  .chain((previous) => fc.tuple(fc.constant(previous), previous ? readingAfter(previous) : positionArb));

/** LOC-03 restated as a table, independent of the implementation's order of checks. */
const expectedKind = (previous: Position | null, reading: Position): 'store' | 'refresh' | 'skip' => {
  if (previous === null) return 'store';
  const moved = haversineDistance(previous, reading) > 1609;
  const age = reading.timestamp - previous.timestamp;
  if (moved || age > 30 * MINUTE) return 'store';
  return age > 5 * MINUTE ? 'refresh' : 'skip';
};

describe('decidePositionUpdate', () => {
  it('LOC-03: the decision is total and follows the rule for any previous position and reading', () => {
    fc.assert(
      fc.property(previousAndReading, ([previous, reading]) => {
        expect(decidePositionUpdate(previous, reading).kind).toBe(expectedKind(previous, reading));
      }),
      { numRuns: 2000 },
    );
  });

  it('LOC-03: a store keeps the reading, a refresh keeps the old place with the new time, a skip changes nothing', () => {
    fc.assert(
      fc.property(previousAndReading, ([previous, reading]) => {
        const update = decidePositionUpdate(previous, reading);
        const next = applyPositionUpdate(previous, update);
        switch (update.kind) {
          case 'store':
            expect(next).toEqual(reading);
            break;
          case 'refresh':
            expect(next).toEqual({ lat: previous?.lat, lng: previous?.lng, timestamp: reading.timestamp });
            break;
          case 'skip':
            expect(next).toBe(previous);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('LOC-03: the same reading a second time is skipped', () => {
    fc.assert(
      fc.property(previousAndReading, ([previous, reading]) => {
        const once = applyPositionUpdate(previous, decidePositionUpdate(previous, reading));
        expect(decidePositionUpdate(once, reading).kind).toBe('skip');
      }),
    );
  });

  it('LOC-03: with no previous position the reading is stored', () => {
    const reading = pos(52.52, 13.405, 1_000);
    expect(decidePositionUpdate(null, reading)).toEqual({ kind: 'store', reason: 'first', position: reading });
  });

  it('LOC-03: a move of more than 1609 m is stored even when the previous position is recent', () => {
    expect(MEANINGFUL_MOVE_METERS).toBe(1609);
    const previous = pos(0, 0, 0);
    const twoKmNorth = pos(0.018, 0, 1_000);
    expect(decidePositionUpdate(previous, twoKmNorth)).toMatchObject({ kind: 'store', reason: 'moved' });
    const oneKmNorth = pos(0.009, 0, 1_000);
    expect(decidePositionUpdate(previous, oneKmNorth).kind).toBe('skip');
  });

  it('LOC-03: the age thresholds are strict: 5 and 30 minutes exactly do not count as older', () => {
    const previous = pos(0, 0, 0);
    const at = (t: number) => decidePositionUpdate(previous, pos(0, 0.001, t));
    expect(at(5 * MINUTE).kind).toBe('skip');
    expect(at(5 * MINUTE + 1).kind).toBe('refresh');
    expect(at(30 * MINUTE).kind).toBe('refresh');
    expect(at(30 * MINUTE + 1)).toMatchObject({ kind: 'store', reason: 'expired' });
  });
});
