/**
 * SESS-10: whether something saved at `savedAt` is still kept at `now`. A save time in the future (the clock
 * went backwards) cannot be trusted, so it counts as expired.
 */
export const isWithinTtl = (savedAt: number, now: number, ttlMs: number): boolean =>
  now >= savedAt && now - savedAt < ttlMs;
