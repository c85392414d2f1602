/**
 * The cells distances are measured between (location privacy). The grid itself lives in the database
 * (migration 020: `spark_cell_lat`, `spark_cell_lng`), which derives each member's cell from the stored position,
 * so no writer can forget it: rows of latitude 2 km high, each cut into columns about 2 km wide. Every distance
 * another member sees is the great-circle distance between two cell centres, rounded to whole units, so it is
 * the same for every query from the same cell and says nothing about where in its cell a member is.
 *
 * Here: the box of cell centres around a viewer that may lie within a distance of theirs, the pre-filter of recs
 * (an indexed range on the stored cell centres, before the exact distance between centres is checked).
 */
import { EARTH_RADIUS_METERS } from '../../core/location';
import type { Queryable } from '../db/database';
import type { Position } from './position';

/** Kilometres in one degree of latitude on the LOC-04 earth. */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_METERS) / 180 / 1000;

/** A range of latitudes and, unless the box wraps around the earth, of longitudes (degrees, inclusive). */
export interface CellBox {
  readonly latLo: number;
  readonly latHi: number;
  /** Null when every longitude is in reach (near a pole, across the antimeridian, or a very wide box). */
  readonly lng: { readonly lo: number; readonly hi: number } | null;
}

/** Every point within `radiusKm` (great-circle) of `centre` lies in this box. */
export const boxAround = (centre: Position, radiusKm: number): CellBox => {
  const dLat = radiusKm / KM_PER_DEGREE;
  const latLo = Math.max(-90, centre.lat - dLat);
  const latHi = Math.min(90, centre.lat + dLat);
  // The box is widest in longitude at the latitude in it furthest from the equator.
  const widest = Math.max(Math.abs(latLo), Math.abs(latHi));
  const cos = Math.cos((widest * Math.PI) / 180);
  if (latHi >= 90 || latLo <= -90 || cos <= 1e-6) return { latLo, latHi, lng: null };
  const dLng = dLat / cos;
  const lo = centre.lng - dLng;
  const hi = centre.lng + dLng;
  return { latLo, latHi, lng: dLng >= 180 || lo < -180 || hi > 180 ? null : { lo, hi } };
};

/** The centre of the grid cell a position is in, asked of the database (the grid lives there: spark_cell_*). */
export const cellCentreOf = async (db: Queryable, at: Position): Promise<Position> => {
  const [row] = await db.query<{ lat: number; lng: number }>('SELECT spark_cell_lat($1) AS lat, spark_cell_lng($1, $2) AS lng', [at.lat, at.lng]);
  if (!row) throw new Error('the database gave no cell');
  return row;
};
