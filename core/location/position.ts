import { appError, err, latLng, mapResult, type InvalidValue, type LatLng, type Result } from '../shared';

/** A known position of the member: where (degrees) and when (ms since the epoch) it was fixed. LOC-01. */
export type Position = LatLng & { readonly timestamp: number };

/** A position older than this is expired: it no longer counts as the member's location (LOC-02, LOC-03). */
export const POSITION_EXPIRY_MS = 30 * 60_000;

/** A position older than this is stale: worth refreshing its timestamp (LOC-03). */
export const POSITION_STALE_MS = 5 * 60_000;

/** Validating constructor: coordinates in range and a finite timestamp. */
export const position = (lat: number, lng: number, timestamp: number): Result<Position, InvalidValue> =>
  Number.isFinite(timestamp)
    ? mapResult(latLng(lat, lng), (point) => ({ ...point, timestamp }) as Position)
    : err(appError('SHARED.INVALID_VALUE', 'invalid timestamp'));

/** The same place, fixed again at `timestamp`. */
export const withTimestamp = (p: Position, timestamp: number): Position => ({ ...p, timestamp });

/** Milliseconds between the position's fix and `now`. */
export const ageOf = (p: Position, now: number): number => now - p.timestamp;

export const isExpired = (p: Position, now: number): boolean => ageOf(p, now) > POSITION_EXPIRY_MS;

export const isStale = (p: Position, now: number): boolean => ageOf(p, now) > POSITION_STALE_MS;
