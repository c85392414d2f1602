/** RECS-03: the queue is topped up when fewer than this many candidates are left. */
export const RECS_LOW_WATER = 3;

/** Whether the queue is running low and should be topped up. */
export const needsMoreRecs = (queueLength: number, lowWater: number = RECS_LOW_WATER): boolean => queueLength < lowWater;
