/**
 * Attempts counted per member in this process (searches, promo codes): enough to stop a script, and nothing to
 * store. A member over the rule's allowance waits until their oldest counted attempt leaves the window.
 */
import type { Clock } from '../../core/shared';
import { allowanceAt, type AllowanceRule } from '../recs/allowance';

/** Counts one attempt of `memberId` now: undefined when it is allowed, else the ms until one is. */
export type MemberAttempts = (memberId: string) => number | undefined;

export const memberAttempts = (rule: AllowanceRule, clock: Clock): MemberAttempts => {
  const attempts = new Map<string, number[]>();
  return (memberId) => {
    const now = clock.now();
    const times = (attempts.get(memberId) ?? []).filter((at) => at > now - rule.windowMs);
    const allowance = allowanceAt(rule, times, now);
    if (allowance.remaining === 0) {
      attempts.set(memberId, times);
      return (allowance.nextAt ?? now) - now;
    }
    attempts.set(memberId, [...times, now]);
    if (attempts.size > 10_000) for (const [id, at] of attempts) if ((at.at(-1) ?? 0) <= now - rule.windowMs) attempts.delete(id);
    return undefined;
  };
};
