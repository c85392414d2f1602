import { isExpired, type Position } from './position';

/** LOC-02: at start, a missing or expired stored position means waiting for a fresh one before watching. */
export const needsFreshPosition = (stored: Position | null, now: number): boolean =>
  stored === null || isExpired(stored, now);

/** How a start-up wait ended. LOC-02: a timeout or a dismissal marks `timeout`. */
export type WaitOutcome = 'update' | 'timeout' | 'dismissal' | 'error';

export const waitOutcomeMarksTimeout = (outcome: WaitOutcome): boolean =>
  outcome === 'timeout' || outcome === 'dismissal';
