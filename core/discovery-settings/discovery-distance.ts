/**
 * SET-05 and the miles / km rule: the discovery distance is kept in miles (`distanceMax`, 1..100, SET-02), and
 * shown in the member's unit (LOC-06). In kilometres it is `distanceMax` × 1.609344, rounded to a whole number
 * (100 mi → 161 km); a distance picked in kilometres is kept as the nearest whole number of miles within the
 * bounds, so the kilometres shown afterwards are the rounding of that (at most 1 km from what was picked).
 */
import { kmToMiles, milesToKm, type DistanceUnit } from '../location';
import { DISTANCE_MAX_MI, DISTANCE_MIN_MI } from './bounds';

/** SET-05: the distance in whole kilometres. */
export const distanceMaxKm = (distanceMaxMi: number): number => Math.round(milesToKm(distanceMaxMi));

/** The distance as the member sees it, in their unit. */
export const distanceIn = (unit: DistanceUnit, distanceMaxMi: number): number => (unit === 'mi' ? distanceMaxMi : distanceMaxKm(distanceMaxMi));

/** The distance in miles to keep for a value picked in `unit`, within the SET-02 bounds. */
export const distanceMaxFrom = (unit: DistanceUnit, value: number): number => {
  const miles = unit === 'mi' ? value : kmToMiles(value);
  return Math.min(DISTANCE_MAX_MI, Math.max(DISTANCE_MIN_MI, Math.round(miles)));
};

/** The bounds of the distance in the member's unit (1..100 mi, or 2..161 km). */
export const distanceBoundsIn = (unit: DistanceUnit): { readonly min: number; readonly max: number } => ({
  min: distanceIn(unit, DISTANCE_MIN_MI),
  max: distanceIn(unit, DISTANCE_MAX_MI),
});
