/**
 * What the member has not seen yet, as the matches and chat modules count it: new matches (unseen matches with no
 * messages, MATCH-05) and conversations whose last message is unseen (the other unseen matches of MATCH-06).
 */
export interface InboxUnread {
  readonly newMatches: number;
  readonly unreadConversations: number;
}

/** Nothing unread (also the state before the matches module has counted). */
export const NOTHING_UNREAD: InboxUnread = { newMatches: 0, unreadConversations: 0 };

// Stryker disable next-line EqualityOperator: equivalent, a count of 0 floors to 0
const count = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** NAV-12: the number the new-match-or-message counter announces; counts that are not positive integers count as 0. */
export const newActivityCount = (unread: InboxUnread): number => count(unread.newMatches) + count(unread.unreadConversations);

/** NAV-05: the `matches` navigation item shows a dot iff something is unread (MATCH-06). */
export const matchesDot = (unread: InboxUnread): boolean => newActivityCount(unread) > 0;
