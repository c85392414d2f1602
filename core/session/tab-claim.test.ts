import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewerClaim, isSameClaim, isValidTabClaim, judgeClaims, nextClaim, type TabClaim } from './tab-claim';

const claimArb: fc.Arbitrary<TabClaim> = fc.record({
  tabId: fc.constantFrom('a', 'b', 'c'),
  claimedAt: fc.integer({ min: 0, max: 2 ** 50 }),
});
const smallClaimArb: fc.Arbitrary<TabClaim> = fc.record({
  tabId: fc.constantFrom('a', 'b', 'c'),
  claimedAt: fc.integer({ min: 0, max: 3 }),
});

describe('SESS-07: tab claims', () => {
  it('SESS-07: claims are totally ordered: for two different claims exactly one is newer, and the order is transitive', () => {
    fc.assert(
      fc.property(smallClaimArb, smallClaimArb, smallClaimArb, (a, b, c) => {
        if (isSameClaim(a, b)) expect(isNewerClaim(a, b) || isNewerClaim(b, a)).toBe(false);
        else expect(isNewerClaim(a, b)).not.toBe(isNewerClaim(b, a));
        if (isNewerClaim(a, b) && isNewerClaim(b, c)) expect(isNewerClaim(a, c)).toBe(true);
      }),
    );
  });

  it('SESS-07: a new claim is newer than whatever is stored, even a stale one stamped in the future', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 2 ** 50 }), fc.option(claimArb, { nil: null }), (tabId, now, stored) => {
        const claim = nextClaim(tabId, now, stored);
        expect(claim.tabId).toBe(tabId);
        expect(claim.claimedAt).toBeGreaterThanOrEqual(now);
        if (stored !== null) expect(isNewerClaim(claim, stored)).toBe(true);
        else expect(claim.claimedAt).toBe(now);
      }),
    );
    expect(nextClaim('new', 1_000, { tabId: 'closed', claimedAt: 9_000 })).toEqual({ tabId: 'new', claimedAt: 9_001 });
  });

  it('SESS-07: an active tab gives way exactly to a newer stored claim, and otherwise restores its own claim when storage lost it', () => {
    fc.assert(
      fc.property(smallClaimArb, fc.option(smallClaimArb, { nil: null }), (mine, stored) => {
        const verdict = judgeClaims(mine, stored);
        if (stored !== null && isNewerClaim(stored, mine)) expect(verdict).toEqual({ kind: 'deactivated', by: stored });
        else expect(verdict).toEqual({ kind: 'active', restore: !isSameClaim(stored, mine) });
      }),
    );
  });

  it('SESS-07: only well-formed claims are trusted from shared storage', () => {
    expect(isValidTabClaim({ tabId: 't', claimedAt: 5 })).toBe(true);
    const bad = [
      null,
      'x',
      {},
      { tabId: '', claimedAt: 1 },
      { tabId: 't', claimedAt: -1 },
      { tabId: 't', claimedAt: 1.5 },
      { tabId: 't', claimedAt: 2 ** 53 },
      { tabId: 7, claimedAt: 1 },
    ];
    for (const value of bad) expect(isValidTabClaim(value)).toBe(false);
    // The bounds: a tab id of 1 to 128 characters, a time from 0 to 2^52.
    expect(isValidTabClaim({ tabId: 't'.repeat(128), claimedAt: 0 })).toBe(true);
    expect(isValidTabClaim({ tabId: 't'.repeat(129), claimedAt: 0 })).toBe(false);
    expect(isValidTabClaim({ tabId: 't', claimedAt: 2 ** 52 })).toBe(true);
    expect(isValidTabClaim({ tabId: 't', claimedAt: 2 ** 52 + 1 })).toBe(false);
  });

  it('SESS-07: a missing claim is never the same as another', () => {
    const claim = { tabId: 't', claimedAt: 1 };
    expect(isSameClaim(null, claim)).toBe(false);
    expect(isSameClaim(claim, null)).toBe(false);
    expect(isSameClaim(null, null)).toBe(false);
    expect(isSameClaim(claim, { ...claim })).toBe(true);
  });
});
