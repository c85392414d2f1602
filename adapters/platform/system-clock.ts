import type { Clock } from '../../core/shared';

/** The platform's wall clock. */
export const systemClock: Clock = { now: () => Date.now() };
