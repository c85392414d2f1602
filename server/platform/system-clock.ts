import type { Clock } from '../../core/shared';

/** The wall clock; tests inject FakeTime instead. */
export const systemClock: Clock = { now: () => Date.now() };
