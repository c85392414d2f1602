/**
 * The distance between two members as a card shows it (LOC-04 haversine, LOC-06 unit): between the centres of
 * their cells (cells.ts), as a whole number of kilometres or miles, at least 1, so that nobody's position can be
 * narrowed down from it.
 */
import { distanceUnitFor, haversineDistance, metersIn, type DistanceUnit } from '../../core/location';
import { latLng, type LatLng, type Meters } from '../../core/shared';
import type { Position } from './position';

const toLatLng = (position: Position): LatLng => {
  const checked = latLng(position.lat, position.lng);
  // Stored positions are checked on the way in (schema and table constraints); a bad one is a bug.
  if (!checked.ok) throw new Error(`Invalid stored position ${position.lat}, ${position.lng}`);
  return checked.value;
};

export const distanceBetween = (a: Position, b: Position): Meters => haversineDistance(toLatLng(a), toLatLng(b));

export interface ShownDistance {
  readonly value: number;
  readonly unit: DistanceUnit;
}

/** The rounded distance between two cell centres in the viewer's unit (from the viewer's country, LOC-06). */
export const shownDistance = (viewerCell: Position, memberCell: Position, viewerCountry: string | null): ShownDistance => {
  const unit = distanceUnitFor(viewerCountry);
  return { value: Math.max(1, Math.round(metersIn(unit, distanceBetween(viewerCell, memberCell)))), unit };
};
