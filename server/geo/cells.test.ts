import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineDistance } from '../../core/location';
import type { LatLng } from '../../core/shared';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { boxAround } from './cells';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineDistance(a as LatLng, b as LatLng) / 1000;

/** Points on a grid of 1/1000 degree between the polar circles (fc.double crowds near 0). */
const point = fc.record({ lat: fc.integer({ min: -66_000, max: 66_000 }).map((n) => n / 1000), lng: fc.integer({ min: -179_999, max: 179_999 }).map((n) => n / 1000) });

const cellsOf = async (points: ReadonlyArray<{ lat: number; lng: number }>) =>
  t.db.query<{ lat: number; lng: number }>(
    'SELECT spark_cell_lat(p.lat) AS lat, spark_cell_lng(p.lat, p.lng) AS lng FROM unnest($1::float8[], $2::float8[]) WITH ORDINALITY AS p (lat, lng, n) ORDER BY n',
    [points.map((p) => p.lat), points.map((p) => p.lng)],
  );

describe('location privacy: the grid distances are measured on', () => {
  it('every point lies within its cell: at most the half diagonal of a 2 km cell from the centre, so a cell is at least 1 km across', async () => {
    const points = fc.sample(point, 2_000);
    const cells = await cellsOf(points);
    let furthest = 0;
    points.forEach((p, i) => {
      const d = km(p, cells[i]!);
      furthest = Math.max(furthest, d);
      expect(d).toBeLessThanOrEqual(Math.SQRT2 + 0.01);
    });
    // Cells are not points: some members sit far from their cell's centre (a grid of at least 1 km).
    expect(furthest).toBeGreaterThan(1);
  });

  it('points of one cell share its centre, so every distance measured from them is the same; cells are about 2 km apart', async () => {
    const [berlin] = await cellsOf([{ lat: 52.52, lng: 13.405 }]);
    const steps = Array.from({ length: 41 }, (_, i) => ({ lat: 52.52 + (i - 20) * 0.0009, lng: 13.405 }));
    const cells = await cellsOf(steps);
    const centres = [...new Map(cells.map((c) => [`${c.lat},${c.lng}`, c])).values()];
    // 40 steps of 100 m north to south cross about 4 km: 2 or 3 rows of cells, their centres 2 km apart north to
    // south (each row is cut into its own columns, so the centres need not line up east to west).
    expect(centres.length).toBeGreaterThanOrEqual(2);
    expect(centres.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < centres.length; i++) expect(km(centres[i - 1]!, { lat: centres[i]!.lat, lng: centres[i - 1]!.lng })).toBeCloseTo(2, 2);
    // Every point of a row of steps that share a cell gets exactly that cell's centre.
    steps.forEach((step, i) => expect(km(step, cells[i]!)).toBeLessThanOrEqual(Math.SQRT2));
    expect(centres).toContainEqual(berlin);
  });

  it('the cell is derived by the database from any stored position, and follows it when it changes', async () => {
    await t.reset();
    await t.db.query("INSERT INTO users (id, created_at, lat, lng) VALUES ('a', now(), 52.52, 13.405), ('b', now(), NULL, NULL)");
    const [berlin] = await cellsOf([{ lat: 52.52, lng: 13.405 }]);
    const [hamburg] = await cellsOf([{ lat: 53.551, lng: 9.994 }]);
    const cellOf = async (id: string) => (await t.db.query<{ lat: number | null; lng: number | null }>('SELECT cell_lat AS lat, cell_lng AS lng FROM users WHERE id = $1', [id]))[0];
    expect(await cellOf('a')).toEqual(berlin);
    expect(await cellOf('b')).toEqual({ lat: null, lng: null });
    await t.db.query("UPDATE users SET lat = 53.551, lng = 9.994 WHERE id = 'a'");
    expect(await cellOf('a')).toEqual(hamburg);
  });

  it('the pre-filter box around a centre holds every point within the radius', () => {
    fc.assert(
      fc.property(point, fc.integer({ min: 1, max: 161 }), fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 1000 }), (centre, radius, bearing, fraction) => {
        const box = boxAround(centre, radius);
        // A point at `fraction` of the radius on `bearing`, on the sphere.
        const d = ((radius * fraction) / 1000 / 6371) * 0.999;
        const b = (bearing * Math.PI) / 180;
        const lat1 = (centre.lat * Math.PI) / 180;
        const lng1 = (centre.lng * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const p = { lat: (lat2 * 180) / Math.PI, lng: ((((lng2 * 180) / Math.PI + 540) % 360) - 180) };
        expect(p.lat).toBeGreaterThanOrEqual(box.latLo);
        expect(p.lat).toBeLessThanOrEqual(box.latHi);
        if (box.lng !== null) {
          expect(p.lng).toBeGreaterThanOrEqual(box.lng.lo);
          expect(p.lng).toBeLessThanOrEqual(box.lng.hi);
        }
      }),
    );
  });
});
