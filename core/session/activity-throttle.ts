/**
 * SESS-03: whether activity at `now` updates the published last activity (and its stored copy), given when
 * it last did: at most once per `throttleMs`. A clock that went backwards publishes at once rather than
 * staying silent until it catches up.
 */
export const shouldPublishActivity = (lastPublishedAt: number | null, now: number, throttleMs: number): boolean =>
  lastPublishedAt === null || now < lastPublishedAt || now - lastPublishedAt >= throttleMs;
