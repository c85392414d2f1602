/**
 * The swipe allowances (RECS-11, RECS-12) and how an answer updates them (API-08). Times are epoch milliseconds.
 */

export interface SuperLikeAllowance {
  readonly remaining: number;
  /** RECS-12 `consumption_expiry`: until when super likes held may be used, if the server said. */
  readonly consumptionExpiry?: number;
  /** When the super likes come back, if the server said. */
  readonly resetsAt?: number;
  /** RECS-12: the super likes the member's tier gives a day (the server's tier tables), if the server said. */
  readonly perDay?: number;
  /** Bought super likes held (part of `remaining`), if the server said. */
  readonly purchased?: number;
}

/** The allowance fields a like, super like or pass answer may carry; a field left out says nothing. */
export interface AllowanceUpdate {
  readonly likesRemaining?: number;
  /** RECS-15 `featureAccess.swipe_note.amount`: the swipe notes held. */
  readonly swipeNotes?: number;
  /** RECS-16 `bouncerBypass.total_bouncer_bypass_remaining`: the bouncer bypasses held. */
  readonly bouncerBypasses?: number;
  readonly superLikes?: SuperLikeAllowance;
  readonly rateLimitedUntil?: number;
}

/**
 * What the member may still do. RECS-11: `likesRemaining` is 0 until an answer (or the profile) tells it; a count
 * of 0 alone never blocks a like, the rate limit does. The super likes are unknown (undefined) until told.
 */
export interface Allowances {
  readonly likesRemaining: number;
  /** The profile or an answer has told `likesRemaining` (a rate limit tells 0); until then its 0 is no count to show. */
  readonly likesTold?: true;
  /** RECS-15: the swipe notes held; unknown (undefined) until told. */
  readonly swipeNotes?: number;
  /** RECS-16: the bouncer bypasses held (each lets one like past the rate limit); unknown (undefined) until told. */
  readonly bouncerBypasses?: number;
  readonly superLikes?: SuperLikeAllowance;
  /** Likes are refused until then (RECS-11). */
  readonly rateLimitedUntil?: number;
}

/** RECS-11: `likes_remaining` defaults to 0. */
export const DEFAULT_LIKES_REMAINING = 0;

export const NO_ALLOWANCES: Allowances = { likesRemaining: DEFAULT_LIKES_REMAINING };

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * API-08: an answer's fields replace the ones held; the ones it leaves out keep their value. Counts are whole and
 * never negative. An answer that gives likes back (likes remaining above zero) and no rate limit ends a rate limit.
 */
export const applyAllowances = (held: Allowances, update: AllowanceUpdate): Allowances => {
  const likesRemaining = update.likesRemaining === undefined ? held.likesRemaining : count(update.likesRemaining);
  const superLikes =
    update.superLikes === undefined
      ? held.superLikes
      : {
          remaining: count(update.superLikes.remaining),
          ...(update.superLikes.consumptionExpiry === undefined ? {} : { consumptionExpiry: update.superLikes.consumptionExpiry }),
          ...(update.superLikes.resetsAt === undefined ? {} : { resetsAt: update.superLikes.resetsAt }),
          ...(update.superLikes.perDay === undefined ? {} : { perDay: count(update.superLikes.perDay) }),
          ...(update.superLikes.purchased === undefined ? {} : { purchased: count(update.superLikes.purchased) }),
        };
  const rateLimitedUntil =
    update.rateLimitedUntil !== undefined
      ? update.rateLimitedUntil
      : update.likesRemaining !== undefined && count(update.likesRemaining) > 0
        ? undefined
        : held.rateLimitedUntil;
  const swipeNotes = update.swipeNotes === undefined ? held.swipeNotes : count(update.swipeNotes);
  const bouncerBypasses = update.bouncerBypasses === undefined ? held.bouncerBypasses : count(update.bouncerBypasses);
  const likesTold = update.likesRemaining !== undefined || update.rateLimitedUntil !== undefined || held.likesTold === true;
  return {
    likesRemaining,
    ...(likesTold ? { likesTold } : {}),
    ...(swipeNotes === undefined ? {} : { swipeNotes }),
    ...(bouncerBypasses === undefined ? {} : { bouncerBypasses }),
    ...(superLikes === undefined ? {} : { superLikes }),
    ...(rateLimitedUntil === undefined ? {} : { rateLimitedUntil }),
  };
};

/** RECS-11 (inferred): likes are blocked while `rateLimitedUntil` is in the future. */
export const likesBlocked = (a: Allowances, now: number): boolean => a.rateLimitedUntil !== undefined && a.rateLimitedUntil > now;

/** RECS-16: a like past the rate limit is possible: likes are blocked and a bouncer bypass is held. */
export const canBypassBouncer = (a: Allowances, now: number): boolean => likesBlocked(a, now) && (a.bouncerBypasses ?? 0) > 0;

/** RECS-12: super likes are blocked when none remain and they have not reset yet. */
export const superLikesBlocked = (a: Allowances, now: number): boolean =>
  a.superLikes !== undefined && a.superLikes.remaining === 0 && (a.superLikes.resetsAt === undefined || a.superLikes.resetsAt > now);

/** RECS-11: when likes come back: the rate limit's end while it is in the future. */
export const likesReturnAt = (a: Allowances, now: number): number | undefined =>
  likesBlocked(a, now) ? a.rateLimitedUntil : undefined;
