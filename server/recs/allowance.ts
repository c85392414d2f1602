/**
 * The swipe allowances of a free member (RECS-11, RECS-12): a number of uses in a sliding window, counted from
 * the stored likes themselves, so nothing else needs to be kept. A use comes back when it leaves the window.
 */

export interface AllowanceRule {
  /** Uses a member has in any window. */
  readonly max: number;
  readonly windowMs: number;
}

const HOUR = 3_600_000;

/** RECS-11: 100 likes in any 12 hours. */
export const LIKES_ALLOWANCE: AllowanceRule = { max: 100, windowMs: 12 * HOUR };
/** RECS-12: 1 super like in any 24 hours. */
export const SUPER_LIKES_ALLOWANCE: AllowanceRule = { max: 1, windowMs: 24 * HOUR };

export interface Allowance {
  readonly remaining: number;
  /** When one more use comes back (the oldest counted use leaves the window); null when none is used. */
  readonly nextAt: number | null;
}

/** The uses still counted at `now`: those after `now - windowMs`, up to `now`. */
export const windowStart = (rule: AllowanceRule, now: number): number => now - rule.windowMs;

/** The allowance left at `now`, given when the member used it (any order; uses outside the window are ignored). */
export const allowanceAt = (rule: AllowanceRule, uses: readonly number[], now: number): Allowance => {
  const counted = uses.filter((at) => at > windowStart(rule, now) && at <= now).sort((a, b) => a - b);
  const remaining = Math.max(0, rule.max - counted.length);
  // With more uses than the rule allows (the rule was lowered), one comes back when enough of them have left.
  const oldestHeld = counted[Math.max(0, counted.length - rule.max)];
  return { remaining, nextAt: oldestHeld === undefined ? null : oldestHeld + rule.windowMs };
};
