import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAllowances, likesBlocked, likesReturnAt, NO_ALLOWANCES, superLikesBlocked, type AllowanceUpdate, type Allowances } from './allowances';

const countArb = fc.integer({ min: -5, max: 200 });
const timeArb = fc.integer({ min: 0, max: 2_000_000_000_000 });
const superArb = fc.record({ remaining: countArb, resetsAt: fc.option(timeArb, { nil: undefined }) }, { requiredKeys: ['remaining'] });
const updateArb: fc.Arbitrary<AllowanceUpdate> = fc.record(
  { likesRemaining: countArb, superLikes: superArb, rateLimitedUntil: timeArb },
  { requiredKeys: [] },
);
const heldArb: fc.Arbitrary<Allowances> = updateArb.map((u) => applyAllowances(NO_ALLOWANCES, u));

describe('allowances', () => {
  it('API-08: like and super-like answers update the allowances: a field given replaces, a field left out keeps', () => {
    fc.assert(
      fc.property(heldArb, updateArb, (held, update) => {
        const next = applyAllowances(held, update);
        expect(next.likesRemaining).toBe(update.likesRemaining === undefined ? held.likesRemaining : Math.max(0, update.likesRemaining));
        expect(next.superLikes?.remaining).toBe(update.superLikes === undefined ? held.superLikes?.remaining : Math.max(0, update.superLikes.remaining));
        expect(next.superLikes?.resetsAt).toBe(update.superLikes === undefined ? held.superLikes?.resetsAt : update.superLikes.resetsAt);
        if (update.rateLimitedUntil !== undefined) expect(next.rateLimitedUntil).toBe(update.rateLimitedUntil);
      }),
    );
  });

  it('RECS-11: the likes remaining are told once an answer gives them or a rate limit (which means none), and stay told; the super likes alone tell nothing of them', () => {
    fc.assert(
      fc.property(heldArb, updateArb, (held, update) => {
        const next = applyAllowances(held, update);
        const tells = update.likesRemaining !== undefined || update.rateLimitedUntil !== undefined;
        expect(next.likesTold === true).toBe(tells || held.likesTold === true);
      }),
    );
    expect(NO_ALLOWANCES.likesTold).toBeUndefined();
    expect(applyAllowances(NO_ALLOWANCES, { superLikes: { remaining: 1 } }).likesTold).toBeUndefined();
  });

  it('API-08: counts are whole and never negative, and applying the same answer twice changes nothing more', () => {
    fc.assert(
      fc.property(heldArb, updateArb, (held, update) => {
        const once = applyAllowances(held, update);
        for (const n of [once.likesRemaining, once.superLikes?.remaining]) if (n !== undefined) expect(Number.isInteger(n) && n >= 0).toBe(true);
        expect(applyAllowances(once, update)).toEqual(once);
      }),
    );
  });

  it('RECS-11: an answer giving likes back without a rate limit ends the rate limit; one without likes keeps it', () => {
    fc.assert(
      fc.property(timeArb, fc.integer({ min: 1, max: 100 }), (until, likes) => {
        const limited = applyAllowances(NO_ALLOWANCES, { likesRemaining: 0, rateLimitedUntil: until });
        expect(applyAllowances(limited, { likesRemaining: likes }).rateLimitedUntil).toBeUndefined();
        expect(applyAllowances(limited, { superLikes: { remaining: 1 } }).rateLimitedUntil).toBe(until);
        expect(applyAllowances(limited, {}).rateLimitedUntil).toBe(until);
      }),
    );
  });

  it('RECS-11: likes are blocked exactly while rate_limited_until is in the future', () => {
    fc.assert(
      fc.property(heldArb, timeArb, (held, now) => {
        expect(likesBlocked(held, now)).toBe(held.rateLimitedUntil !== undefined && held.rateLimitedUntil > now);
      }),
    );
  });

  it('RECS-12: super likes are blocked when none remain until they reset', () => {
    const held = (superLikes?: Allowances['superLikes']): Allowances => ({ likesRemaining: 0, ...(superLikes ? { superLikes } : {}) });
    expect(superLikesBlocked(held(), 10)).toBe(false);
    expect(superLikesBlocked(held({ remaining: 1, resetsAt: 20 }), 10)).toBe(false);
    expect(superLikesBlocked(held({ remaining: 0, resetsAt: 20 }), 10)).toBe(true);
    expect(superLikesBlocked(held({ remaining: 0, resetsAt: 20 }), 20)).toBe(false);
    expect(superLikesBlocked(held({ remaining: 0 }), 10)).toBe(true);
  });

  it('RECS-11: likes_remaining defaults to 0, and a count of 0 alone never blocks a like: only a rate limit in the future does', () => {
    expect(NO_ALLOWANCES.likesRemaining).toBe(0);
    fc.assert(
      fc.property(timeArb, (now) => {
        expect(likesBlocked(NO_ALLOWANCES, now)).toBe(false);
        expect(likesBlocked(applyAllowances(NO_ALLOWANCES, {}), now)).toBe(false);
      }),
    );
  });

  it('likesReturnAt (no screen asks it; the out-of-likes modal reads the rate limit): while out of likes, the state knows when they come back: the rate limit`s end, and nothing once it has passed', () => {
    fc.assert(
      fc.property(timeArb, timeArb, (until, now) => {
        const out = applyAllowances(NO_ALLOWANCES, { likesRemaining: 0, rateLimitedUntil: until });
        expect(likesReturnAt(out, now)).toBe(until > now ? until : undefined);
      }),
    );
  });
});
