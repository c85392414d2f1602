/**
 * CONF-14: the one base time unit (BTU) that the timings below are counted in. Its value is not specified;
 * one second (docs/decisions.md CONF-14) gives the route guards 5 s before they fall back (10 s for remote
 * checkout), background rotation every 5 s, the likes-you fetch a 5 s throttle, and the location watch cached
 * readings at most 1 s old. The composition root binds it once (`SHARED.BaseTimeUnitMs`); every user reads it there.
 */
export const BASE_TIME_UNIT_MS = 1_000;
