/**
 * MATCH-02, MATCH-17: a match's archive and expiry times as rules. The server answers `is_archived_v2` with the
 * same rule the client applies between answers.
 */

/** MATCH-17: the urgency period before a match expires, 86,400 s. */
export const MATCH_EXPIRATION_URGENCY_MS = 86_400_000;

/** MATCH-02: archived once `archive_at` has passed (`now >= archive_at`); never without an archive time. */
export const isArchivedV2 = (archiveAt: number | null | undefined, now: number): boolean => typeof archiveAt === 'number' && now >= archiveAt;

/** MATCH-17: the match expires within the urgency period and has not expired yet. */
export const isExpiryUrgent = (expireAt: number | null | undefined, now: number): boolean =>
  typeof expireAt === 'number' && now < expireAt && expireAt - now <= MATCH_EXPIRATION_URGENCY_MS;
