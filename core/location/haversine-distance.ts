import { meters, type LatLng, type Meters } from '../shared';

/** LOC-04: the earth's mean radius used for distances. */
export const EARTH_RADIUS_METERS = 6_371_000;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** LOC-04: great-circle distance between two points (haversine formula). */
export const haversineDistance = (a: LatLng, b: LatLng): Meters => {
  const sinHalfDLat = Math.sin(toRadians(b.lat - a.lat) / 2);
  const sinHalfDLng = Math.sin(toRadians(b.lng - a.lng) / 2);
  const h =
    sinHalfDLat * sinHalfDLat + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * sinHalfDLng * sinHalfDLng;
  // Rounding can push h a hair outside [0, 1] near antipodes, where asin would give NaN.
  const clamped = Math.min(1, Math.max(0, h));
  return meters(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(clamped)));
};
