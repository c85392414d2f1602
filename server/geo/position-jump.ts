/**
 * How often and how far a member's stored position may jump (location privacy). The exact position a member
 * sends is kept, but another member only ever learns the cell it falls in (cells.ts), so what matters is how
 * often the cell may change and how fast: a member probing others' distances by moving their own position is
 * slowed to a trickle, and a move no traveller could make is ignored.
 *
 * - A position in the cell the member is already in is stored (a refresh): it changes nothing others see.
 * - A move to another cell is ignored when it would be faster than any airliner over the ground
 *   (1,200 km/h, measured from the stored position and the time it was stored), when it comes within 60 s of
 *   the previous move, or when 12 moves were already counted in the hour that began with the first of them.
 * - The first position of a member is always stored.
 * An ignored position is not stored at all: distances stay measured from the last stored one.
 */
import { distanceBetween } from './distance';
import type { Position } from './position';

/** No airliner is faster over the ground, even with the jet stream behind it. */
export const MAX_SPEED_KMH = 1_200;
/** The least time between two moves to another cell. */
export const MIN_MOVE_INTERVAL_MS = 60_000;
/** Moves to another cell counted in one hour. */
export const MAX_MOVES_PER_HOUR = 12;
const HOUR_MS = 3_600_000;

/** What the server knows of a member's position when a new one arrives. */
export interface PositionHistory {
  readonly position: Position;
  /** When the stored position was stored or last refreshed. */
  readonly locatedAt: number;
  /** When the position last moved to another cell. */
  readonly movedAt: number | null;
  /** When the hour the moves are counted in began, and the moves counted in it. */
  readonly movesSince: number | null;
  readonly moves: number;
}

export type PositionVerdict =
  /** Store the position; `moved` when it is in another cell, with the counters to keep. */
  | { readonly kind: 'store'; readonly moved: boolean; readonly movesSince: number | null; readonly moves: number }
  | { readonly kind: 'ignore'; readonly reason: 'too-fast' | 'too-soon' | 'too-many' };

/** The speed in km/h a move from `history` to `next` at `now` implies (Infinity when no time passed). */
export const impliedSpeedKmh = (history: PositionHistory, next: Position, now: number): number => {
  const km = distanceBetween(history.position, next) / 1000;
  const hours = (now - history.locatedAt) / HOUR_MS;
  if (km === 0) return 0;
  return hours <= 0 ? Number.POSITIVE_INFINITY : km / hours;
};

/** Whether to store a position sent at `now`, given what is stored (`sameCell`: it falls in the stored cell). */
export const judgePosition = (history: PositionHistory | null, next: Position, sameCell: boolean, now: number): PositionVerdict => {
  if (history === null) return { kind: 'store', moved: true, movesSince: now, moves: 1 };
  if (sameCell) return { kind: 'store', moved: false, movesSince: history.movesSince, moves: history.moves };
  if (impliedSpeedKmh(history, next, now) > MAX_SPEED_KMH) return { kind: 'ignore', reason: 'too-fast' };
  if (history.movedAt !== null && now - history.movedAt < MIN_MOVE_INTERVAL_MS) return { kind: 'ignore', reason: 'too-soon' };
  const hourRunning = history.movesSince !== null && now - history.movesSince < HOUR_MS;
  if (!hourRunning) return { kind: 'store', moved: true, movesSince: now, moves: 1 };
  if (history.moves >= MAX_MOVES_PER_HOUR) return { kind: 'ignore', reason: 'too-many' };
  return { kind: 'store', moved: true, movesSince: history.movesSince, moves: history.moves + 1 };
};
