import { haversineDistance } from './haversine-distance';
import { isExpired, isStale, withTimestamp, type Position } from './position';

/** LOC-03: a move longer than this (metres, about a mile) is worth storing. */
export const MEANINGFUL_MOVE_METERS = 1609;

/** What to do with a new reading. */
export type PositionUpdate =
  | { readonly kind: 'store'; readonly reason: 'first' | 'moved' | 'expired'; readonly position: Position }
  | { readonly kind: 'refresh'; readonly position: Position }
  | { readonly kind: 'skip' };

/**
 * LOC-03: no previous position → store; moved more than 1609 m or previous expired → store;
 * previous stale → keep its coordinates with the reading's timestamp; otherwise skip.
 * Ages are measured at the reading's own timestamp.
 */
export const decidePositionUpdate = (previous: Position | null, reading: Position): PositionUpdate => {
  if (previous === null) return { kind: 'store', reason: 'first', position: reading };
  if (haversineDistance(previous, reading) > MEANINGFUL_MOVE_METERS) {
    return { kind: 'store', reason: 'moved', position: reading };
  }
  if (isExpired(previous, reading.timestamp)) return { kind: 'store', reason: 'expired', position: reading };
  if (isStale(previous, reading.timestamp)) {
    return { kind: 'refresh', position: withTimestamp(previous, reading.timestamp) };
  }
  return { kind: 'skip' };
};

/** The stored position after an update. */
export const applyPositionUpdate = (previous: Position | null, update: PositionUpdate): Position | null =>
  update.kind === 'skip' ? previous : update.position;
