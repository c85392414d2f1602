import { effect } from '@preact/signals-core';
import type { MarkMatchSeenUseCase, MatchesStore } from '../matches';
import type { Disposable, Logger, MatchId } from '../shared';
import type { ChatApiPort } from './chat-api.port';
import type { ChatStore } from './chat.store';
import { toLastMessage } from './message';

/** How many conversations at the top of the list load before they are opened (fewer than the cache holds, MATCH-16). */
export const PREFETCHED_CONVERSATIONS = 3;

export interface ConversationDeps {
  readonly api: ChatApiPort;
  readonly chat: ChatStore;
  readonly matches: MatchesStore;
  readonly markMatchSeen: MarkMatchSeenUseCase;
  readonly logger: Logger;
  readonly ownId: () => string | undefined;
}

/**
 * A conversation on screen (CHAT-15): opening it loads its newest page (unless held), older pages load on demand,
 * and while it is open the member has seen it: the other member's latest message is marked seen (MATCH-12, which
 * also sends a read receipt where the other member turned them on), or the match itself while nobody wrote.
 */
export class ConversationUseCase implements Disposable {
  #stopSeen: (() => void) | undefined;

  constructor(private readonly deps: ConversationDeps) {}

  /**
   * Opens a conversation: it shows its messages (loading the newest page unless held or on its way) and is seen.
   * The page is asked for before the seen marker writes: reading is what the member waits for.
   */
  async open(matchId: string): Promise<void> {
    const loading = this.prepare(matchId);
    this.deps.chat.open(matchId);
    await loading;
  }

  /**
   * Starts loading the newest page of a conversation about to open (the member chose it), unless it is held or on
   * its way: the request runs while the screen draws the conversation.
   */
  async prepare(matchId: string): Promise<void> {
    if (!this.deps.chat.isLoadedOrLoading(matchId)) await this.reloadNewest(matchId);
  }

  close(matchId: string): void {
    this.deps.chat.close(matchId);
  }

  /**
   * MATCH-16: the newest pages of the first conversations of the list (the ones a member most likely opens next)
   * load while the list shows, so opening one draws its messages at once; they stay in the conversation cache.
   */
  prefetch(matchIds: readonly string[]): void {
    for (const matchId of matchIds.slice(0, PREFETCHED_CONVERSATIONS)) void this.prepare(matchId);
  }

  /** Reads the newest page again (on opening, after a gap, after a truncated update). */
  async reloadNewest(matchId: string): Promise<void> {
    const { api, chat, matches } = this.deps;
    const epoch = chat.epoch.peek();
    chat.startLoading(matchId);
    const page = await api.fetchMessages(matchId);
    if (chat.epoch.peek() !== epoch) return;
    if (!page.ok) {
      chat.loadFailed(matchId, page.error.code);
      return;
    }
    chat.newestLoaded(matchId, page.value.messages, page.value.olderPageToken);
    const newest = page.value.messages.at(-1);
    if (newest !== undefined) matches.setLastMessage(matchId, toLastMessage(newest));
  }

  /** The page before the oldest message held (scrolling up); nothing when all is held or a load is under way. */
  async loadOlder(matchId: string): Promise<void> {
    const { api, chat } = this.deps;
    const held = chat.conversation(matchId);
    if (held.olderPageToken === undefined || held.loadingOlder || held.status !== 'loaded') return;
    const epoch = chat.epoch.peek();
    chat.olderLoading(matchId, true);
    const page = await api.fetchMessages(matchId, held.olderPageToken);
    if (chat.epoch.peek() !== epoch) return;
    if (page.ok) chat.olderLoaded(matchId, page.value.messages, page.value.olderPageToken);
    else chat.olderLoading(matchId, false);
  }

  /** Starts marking the open conversation seen; `dispose` stops it. */
  startSeenMarker(): void {
    if (this.#stopSeen !== undefined) return;
    this.#stopSeen = effect(() => {
      const matchId = this.deps.chat.openMatchId.value;
      if (matchId !== undefined) this.#seen(matchId);
    });
  }

  dispose(): void {
    this.#stopSeen?.();
    this.#stopSeen = undefined;
  }

  #seen(matchId: string): void {
    const { chat, matches, api, logger, markMatchSeen } = this.deps;
    const match = matches.match(matchId);
    if (match === undefined) return;
    const ownId = this.deps.ownId();
    const held = chat.conversation(matchId).messages;
    const fromOther = held.findLast((message) => message.fromId !== ownId) ?? (match.lastMessage?.fromId !== ownId ? match.lastMessage : undefined);
    if (fromOther === undefined) {
      if (!match.seen.matchSeen) void markMatchSeen.execute(matchId as MatchId);
      return;
    }
    if (match.seen.lastSeenMsgId === fromOther.id) return;
    matches.markSeen(matchId, { matchSeen: true, lastSeenMsgId: fromOther.id });
    void api.markMessageSeen(matchId, fromOther.id).then((told) => {
      if (!told.ok) logger.log('warn', 'chat.seen-failed', { code: told.error.code });
    });
  }
}
