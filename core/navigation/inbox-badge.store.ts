import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { matchesDot, newActivityCount, NOTHING_UNREAD, type InboxUnread } from './inbox-badge';

/**
 * The unread counts behind the matches dot (NAV-05) and the new-match-or-message counter (NAV-12), and the likes
 * badge (NAV-03). The matches, chat and likes-you modules write them; the navigation only reads them.
 */
export class InboxBadgeStore {
  readonly #unread = signal<InboxUnread>(NOTHING_UNREAD);
  readonly #likes = signal<string | undefined>(undefined);
  /** NAV-03: the text of the Likes you item's badge (`likesBadge`), none when undefined. */
  readonly likes: ReadonlySignal<string | undefined> = this.#likes;
  readonly unread: ReadonlySignal<InboxUnread> = this.#unread;
  /** NAV-05: whether the `matches` item shows its dot. */
  readonly matchesDot: ReadonlySignal<boolean> = computed(() => matchesDot(this.#unread.value));
  /** NAV-12: how many new matches and unread conversations there are. */
  readonly newActivity: ReadonlySignal<number> = computed(() => newActivityCount(this.#unread.value));

  /** Replaces the counts it is given and keeps the others (the matches and chat modules each write their own). */
  setUnread(unread: Partial<InboxUnread>): void {
    this.#unread.value = { ...this.#unread.value, ...unread };
  }

  setLikes(badge: string | undefined): void {
    this.#likes.value = badge;
  }

  /** Back to nothing unread (logout, another member). */
  clear(): void {
    this.#unread.value = NOTHING_UNREAD;
    this.#likes.value = undefined;
  }
}
