import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { LruCache, RECENT_USER_CACHE_SIZE, type MatchesStore } from '../matches';
import { ConversationRows, type ChatItem } from './chat-items';
import { draftFromSearch } from './draft';
import { emptyConversation, groupByMatch, joinNewestPage, mergeMessages, type Conversation } from './conversation';
import type { ChatMessage } from './message';
import type { OutboxEntry } from './outbox';

/**
 * The conversations and the outbox as signals. Conversations of the members last chatted with stay loaded, at
 * most RECENT_USER_CACHE_SIZE (MATCH-16) besides the one on screen; messages for a conversation not loaded are
 * left to the next load. The outbox holds the member's messages the server has not answered (outbox.ts).
 */
export class ChatStore {
  readonly #conversations = signal<ReadonlyMap<string, Conversation>>(new Map());
  readonly #kept = new LruCache<string, true>(RECENT_USER_CACHE_SIZE);
  readonly #outbox = signal<readonly OutboxEntry[]>([]);
  readonly #openMatchId = signal<string | undefined>(undefined);
  readonly #epoch = signal(0);
  readonly #items = new Map<string, ReadonlySignal<readonly ChatItem[]>>();
  /** What the member wrote in a conversation and has not sent (read when a composer opens; not a signal). */
  readonly #drafts = new Map<string, string>();
  readonly #linkDraftsTaken = new Set<string>();

  /** The member's messages not yet answered by the server, oldest first. */
  readonly outbox: ReadonlySignal<readonly OutboxEntry[]> = this.#outbox;
  /** The conversation on screen, if any. */
  readonly openMatchId: ReadonlySignal<string | undefined> = this.#openMatchId;
  /** Changes at every reset: an answer to a call made before it is dropped. */
  readonly epoch: ReadonlySignal<number> = this.#epoch;

  constructor(
    private readonly ownId: ReadonlySignal<string | undefined>,
    private readonly matches: MatchesStore,
  ) {}

  conversation(matchId: string): Conversation {
    return this.#conversations.value.get(matchId) ?? emptyConversation(matchId);
  }

  /** Whether a conversation's messages are held. */
  isLoaded(matchId: string): boolean {
    return this.#conversations.peek().get(matchId)?.status === 'loaded';
  }

  /** The text the member left unsent in a conversation's composer ('' for none). */
  draft(matchId: string): string {
    return this.#drafts.get(matchId) ?? '';
  }

  /**
   * MATCH-15: a draft a link brought (`?draft=`) goes into the conversation's composer once per link: the same
   * address seen again (the screen drawn anew, the member back on it) leaves what the member made of it since.
   */
  takeLinkDraft(matchId: string, search: string): void {
    const text = draftFromSearch(search);
    const link = `${matchId}${search}`;
    if (text === undefined || this.#linkDraftsTaken.has(link)) return;
    this.#linkDraftsTaken.add(link);
    this.keepDraft(matchId, text);
  }

  /** Keeps the composer's text for when the member comes back ('' forgets it). */
  keepDraft(matchId: string, text: string): void {
    if (text === '') this.#drafts.delete(matchId);
    else this.#drafts.set(matchId, text);
  }

  /** Whether a conversation's messages are held or being loaded. */
  isLoadedOrLoading(matchId: string): boolean {
    const status = this.#conversations.peek().get(matchId)?.status;
    return status === 'loaded' || status === 'loading';
  }

  /** The ids of the conversations held. */
  loadedMatchIds(): string[] {
    return [...this.#conversations.peek().values()].filter((conversation) => conversation.status === 'loaded').map((conversation) => conversation.matchId);
  }

  /** The rows of a conversation (chat-items.ts), as a signal. */
  items(matchId: string): ReadonlySignal<readonly ChatItem[]> {
    let items = this.#items.get(matchId);
    if (items === undefined) {
      const rows = new ConversationRows();
      items = computed(() =>
        rows.rows(
          this.conversation(matchId).messages,
          this.#outbox.value.filter((entry) => entry.matchId === matchId),
          this.ownId.value ?? '',
          this.matches.match(matchId)?.readReceipt.lastReadMsgId,
        ),
      );
      this.#items.set(matchId, items);
    }
    return items;
  }

  /** The conversation goes on screen (and is kept loaded). */
  open(matchId: string): void {
    this.#openMatchId.value = matchId;
    this.#keep(matchId);
  }

  close(matchId: string): void {
    if (this.#openMatchId.peek() === matchId) this.#openMatchId.value = undefined;
  }

  startLoading(matchId: string): void {
    this.#keep(matchId);
    this.#set(matchId, { ...this.conversation(matchId), status: 'loading' });
  }

  /** The newest page arrived (on opening, or to close a gap). */
  newestLoaded(matchId: string, messages: readonly ChatMessage[], olderPageToken: string | undefined): void {
    batch(() => {
      this.#set(matchId, joinNewestPage(this.#conversations.peek().get(matchId) ?? emptyConversation(matchId), messages, olderPageToken));
      this.#delivered(messages);
    });
  }

  loadFailed(matchId: string, code: string | number): void {
    this.#set(matchId, { ...this.conversation(matchId), status: 'error', error: code });
  }

  olderLoading(matchId: string, loading: boolean): void {
    const held = this.#conversations.peek().get(matchId);
    if (held !== undefined) this.#set(matchId, { ...held, loadingOlder: loading });
  }

  /** An older page arrived: it goes before what is held. */
  olderLoaded(matchId: string, messages: readonly ChatMessage[], olderPageToken: string | undefined): void {
    const held = this.#conversations.peek().get(matchId);
    if (held === undefined) return;
    const { olderPageToken: _previous, ...rest } = held;
    this.#set(matchId, { ...rest, loadingOlder: false, messages: mergeMessages(held.messages, messages), ...(olderPageToken === undefined ? {} : { olderPageToken }) });
  }

  /** Messages arrived (updates, a send answer): into the conversations held (loaded or not yet); the member's own leave the outbox. */
  receive(messages: readonly ChatMessage[]): void {
    if (messages.length === 0) return;
    batch(() => {
      const held = new Map(this.#conversations.peek());
      let changed = false;
      for (const [matchId, ofMatch] of groupByMatch(messages)) {
        const conversation = held.get(matchId);
        if (conversation === undefined) continue;
        held.set(matchId, { ...conversation, messages: mergeMessages(conversation.messages, ofMatch) });
        changed = true;
      }
      if (changed) this.#conversations.value = held;
      this.#delivered(messages);
    });
  }

  /** A conversation's match ended: it is forgotten, and so are its unsent messages. */
  forget(matchIds: readonly string[]): void {
    batch(() => {
      const held = new Map(this.#conversations.peek());
      for (const matchId of matchIds) {
        held.delete(matchId);
        this.#kept.delete(matchId);
        this.#items.delete(matchId);
        this.#drafts.delete(matchId);
      }
      this.#conversations.value = held;
      this.#outbox.value = this.#outbox.peek().filter((entry) => !matchIds.includes(entry.matchId));
    });
  }

  addOutgoing(entry: OutboxEntry): void {
    this.#outbox.value = [...this.#outbox.peek(), entry];
  }

  updateOutgoing(clientId: string, change: (entry: OutboxEntry) => OutboxEntry): void {
    this.#outbox.value = this.#outbox.peek().map((entry) => (entry.clientId === clientId ? change(entry) : entry));
  }

  /** An entry the server answered (or the member discarded) leaves the outbox. */
  forgetOutgoing(clientId: string): void {
    this.#outbox.value = this.#outbox.peek().filter((entry) => entry.clientId !== clientId);
  }

  /** The outbox as it was kept (a reload): what was being sent is pending again. */
  restoreOutbox(entries: readonly OutboxEntry[]): void {
    const known = new Set(this.#outbox.peek().map((entry) => entry.clientId));
    const restored = entries.filter((entry) => !known.has(entry.clientId)).map((entry) => (entry.state === 'sending' ? { ...entry, state: 'pending' as const } : entry));
    if (restored.length > 0) this.#outbox.value = [...restored, ...this.#outbox.peek()].sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Forgets everything (logout). */
  reset(): void {
    batch(() => {
      this.#conversations.value = new Map();
      this.#kept.clear();
      this.#items.clear();
      this.#drafts.clear();
      this.#linkDraftsTaken.clear();
      this.#outbox.value = [];
      this.#openMatchId.value = undefined;
      this.#epoch.value += 1;
    });
  }

  /** The member's own messages that the server has: they leave the outbox. */
  #delivered(messages: readonly ChatMessage[]): void {
    const ownId = this.ownId.peek();
    const delivered = new Set(messages.filter((message) => message.fromId === ownId && message.clientId !== undefined).map((message) => message.clientId));
    if (delivered.size === 0) return;
    const outbox = this.#outbox.peek();
    if (outbox.some((entry) => delivered.has(entry.clientId) && entry.state !== 'sending')) {
      this.#outbox.value = outbox.filter((entry) => !delivered.has(entry.clientId) || entry.state === 'sending');
    }
  }

  #keep(matchId: string): void {
    let pushedOut = this.#kept.set(matchId, true);
    // The conversation on screen stays: the next least recently used goes instead.
    if (pushedOut !== undefined && pushedOut.key === this.#openMatchId.peek() && pushedOut.key !== matchId) pushedOut = this.#kept.set(pushedOut.key, true);
    if (pushedOut === undefined) return;
    const held = new Map(this.#conversations.peek());
    held.delete(pushedOut.key);
    this.#items.delete(pushedOut.key);
    this.#conversations.value = held;
  }

  #set(matchId: string, conversation: Conversation): void {
    this.#conversations.value = new Map(this.#conversations.peek()).set(matchId, conversation);
  }
}
