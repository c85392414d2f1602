/**
 * Attempts counted per member in this process (searches, promo codes, declined payments): enough to stop a script,
 * and nothing to store. A member over the rule's allowance waits until their oldest counted attempt leaves the window.
 */
import type { Clock } from '../../core/shared';
import { allowanceAt, type AllowanceRule } from '../recs/allowance';

/** Counts one attempt of `memberId` now: undefined when it is allowed, else the ms until one is. */
export type MemberAttempts = (memberId: string) => number | undefined;

/** Times per member within the rule's window, forgetting members with none left in it once there are many. */
const countedTimes = (rule: AllowanceRule, clock: Clock) => {
  const times = new Map<string, number[]>();
  return {
    /** The member's counted times now, and the ms until one more is allowed (undefined while allowed). */
    read(memberId: string): { readonly now: number; readonly held: number[]; readonly waitMs: number | undefined } {
      const now = clock.now();
      const held = (times.get(memberId) ?? []).filter((at) => at > now - rule.windowMs);
      const allowance = allowanceAt(rule, held, now);
      return { now, held, waitMs: allowance.remaining === 0 ? (allowance.nextAt ?? now) - now : undefined };
    },
    write(memberId: string, held: number[], now: number): void {
      times.set(memberId, held);
      if (times.size > 10_000) for (const [id, at] of times) if ((at.at(-1) ?? 0) <= now - rule.windowMs) times.delete(id);
    },
  };
};

export const memberAttempts = (rule: AllowanceRule, clock: Clock): MemberAttempts => {
  const counted = countedTimes(rule, clock);
  return (memberId) => {
    const { now, held, waitMs } = counted.read(memberId);
    counted.write(memberId, waitMs === undefined ? [...held, now] : held, now);
    return waitMs;
  };
};

/**
 * Failures counted per member (declined payments): `waitMs` tells, without counting, whether the member must wait
 * before trying again (undefined while allowed); `failed` counts one.
 */
export interface MemberFailures {
  readonly waitMs: (memberId: string) => number | undefined;
  readonly failed: (memberId: string) => void;
}

export const memberFailures = (rule: AllowanceRule, clock: Clock): MemberFailures => {
  const counted = countedTimes(rule, clock);
  return {
    waitMs: (memberId) => counted.read(memberId).waitMs,
    failed: (memberId) => {
      const { now, held } = counted.read(memberId);
      counted.write(memberId, [...held, now], now);
    },
  };
};
