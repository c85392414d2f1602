import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgePosition, type PositionHistory } from './position-jump';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BERLIN = { lat: 52.52, lng: 13.405 };
/** About 1.1 km north of Berlin per 0.01 degree of latitude. */
const north = (km: number) => ({ lat: BERLIN.lat + km / 111.195, lng: BERLIN.lng });

const history = (over: Partial<PositionHistory> = {}): PositionHistory => ({
  position: BERLIN,
  locatedAt: 0,
  movedAt: null,
  movesSince: null,
  moves: 0,
  ...over,
});

describe('location privacy: how often and how far a position may jump', () => {
  it('the first position of a member is stored, counted as the first move of its hour', () => {
    expect(judgePosition(null, BERLIN, false, 5 * HOUR)).toEqual({ kind: 'store', moved: true, movesSince: 5 * HOUR, moves: 1 });
  });

  it('a position in the cell already stored is a refresh: stored at any speed and any rate, counting no move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 12 }), (seconds, moves) => {
        const h = history({ locatedAt: 0, movedAt: 0, movesSince: 0, moves });
        expect(judgePosition(h, north(0.5), true, seconds * 1000)).toEqual({ kind: 'store', moved: false, movesSince: 0, moves });
      }),
    );
  });

  it('a move faster than an airliner (1,200 km/h over the ground) is ignored; one at most that fast is stored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 2_000 }), fc.integer({ min: 1, max: 600 }), (km, minutes) => {
        const to = north(km);
        const speed = (((to.lat - BERLIN.lat) * 111.195) / minutes) * 60;
        const verdict = judgePosition(history({ locatedAt: 0 }), to, false, minutes * MINUTE);
        if (speed > 1_201) expect(verdict).toEqual({ kind: 'ignore', reason: 'too-fast' });
        if (speed < 1_199) expect(verdict.kind).toBe('store');
      }),
    );
    // Berlin to New York (6,385 km) within 5 hours: no airliner; after 8 hours: a flight.
    const newYork = { lat: 40.713, lng: -74.006 };
    expect(judgePosition(history(), newYork, false, 5 * HOUR)).toEqual({ kind: 'ignore', reason: 'too-fast' });
    expect(judgePosition(history(), newYork, false, 8 * HOUR).kind).toBe('store');
  });

  it('a move within 60 s of the previous move is ignored, whatever the speed; at 60 s it is stored', () => {
    const h = history({ locatedAt: 0, movedAt: 0, movesSince: 0, moves: 1 });
    expect(judgePosition(h, north(2), false, 59_999)).toEqual({ kind: 'ignore', reason: 'too-soon' });
    expect(judgePosition(h, north(2), false, 60_000)).toEqual({ kind: 'store', moved: true, movesSince: 0, moves: 2 });
  });

  it('at most 12 moves to another cell are stored in the hour that began with the first; the next hour starts again', () => {
    let h = null as PositionHistory | null;
    const stored: number[] = [];
    // A member driving north, reporting a new cell every 2 minutes for 3 hours.
    for (let minute = 0; minute <= 180; minute += 2) {
      const to = north(minute);
      const verdict = judgePosition(h, to, false, minute * MINUTE);
      if (verdict.kind === 'store') {
        stored.push(minute);
        h = { position: to, locatedAt: minute * MINUTE, movedAt: minute * MINUTE, movesSince: verdict.movesSince, moves: verdict.moves };
      } else {
        expect(verdict).toEqual({ kind: 'ignore', reason: 'too-many' });
      }
    }
    for (let hour = 0; hour < 3; hour++) expect(stored.filter((m) => m >= hour * 60 && m < (hour + 1) * 60)).toHaveLength(12);
  });

  it('over any run of reports, no stored move is faster than 1,200 km/h, none comes within 60 s of the last, and no sliding hour holds more than 24 (12 per counted hour)', () => {
    const report = fc.record({ afterSeconds: fc.integer({ min: 0, max: 3_600 }), km: fc.integer({ min: -50, max: 50 }), sameCell: fc.boolean() });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 60 }), (reports) => {
        let h = null as PositionHistory | null;
        let now = 0;
        const moves: Array<{ at: number; km: number; fromKm: number; fromAt: number }> = [];
        let km = 0;
        for (const r of reports) {
          now += r.afterSeconds * 1000;
          const to = north(r.km);
          const verdict = judgePosition(h, to, h !== null && r.sameCell, now);
          if (verdict.kind !== 'store') continue;
          if (verdict.moved && h !== null) moves.push({ at: now, km: r.km, fromKm: km, fromAt: h.locatedAt });
          h = { position: to, locatedAt: now, movedAt: verdict.moved ? now : (h?.movedAt ?? null), movesSince: verdict.movesSince, moves: verdict.moves };
          km = r.km;
        }
        for (const [i, m] of moves.entries()) {
          const hours = (m.at - m.fromAt) / HOUR;
          expect(Math.abs(m.km - m.fromKm) / hours).toBeLessThanOrEqual(1_200.5);
          if (i > 0) expect(m.at - moves[i - 1]!.at).toBeGreaterThanOrEqual(60_000);
          expect(moves.filter((other) => other.at >= m.at && other.at < m.at + HOUR).length).toBeLessThanOrEqual(24);
        }
      }),
    );
  });
});
