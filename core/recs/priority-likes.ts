/**
 * RECS-17: the priority-likes offer shows at most once per 28,800 s (8 hours), and only once the member has made
 * at least 10 right swipes (likes and super likes) this session.
 */
export const PRIORITY_LIKES_INTERVAL_MS = 28_800 * 1000;
export const PRIORITY_LIKES_MIN_RIGHT_SWIPES = 10;

export const shouldOfferPriorityLikes = (rightSwipes: number, lastShownAt: number | null, now: number): boolean =>
  rightSwipes >= PRIORITY_LIKES_MIN_RIGHT_SWIPES && (lastShownAt === null || now - lastShownAt >= PRIORITY_LIKES_INTERVAL_MS);
