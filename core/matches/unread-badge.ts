import { effect, untracked } from '@preact/signals-core';
import type { InboxBadgeStore } from '../navigation';
import type { Disposable } from '../shared';
import type { MatchesStore } from './matches.store';

/**
 * NAV-05, NAV-12: the matches dot and the new-activity counter read the navigation's InboxBadgeStore; this keeps
 * its counts equal to the matches state: new matches (MATCH-05) and unread conversations (MATCH-06).
 */
export const syncUnreadBadge = (store: MatchesStore, badge: InboxBadgeStore): Disposable => {
  const stop = effect(() => {
    const unread = { newMatches: store.newMatchesCount.value, unreadConversations: store.unreadConversationsCount.value };
    // The badge reads its own counts while it writes them: only the matches state drives this effect.
    untracked(() => badge.setUnread(unread));
  });
  return { dispose: stop };
};
