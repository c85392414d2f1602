/**
 * core/chat — conversations between matched members (CHAT items, MATCH-10, MATCH-12).
 * Owns: the message entity and its ids (CHAT-01, CHAT-02), message types and their renderers (CHAT-03), incoming
 * message events (CHAT-04), the conversations (pages, merge, order), the outbox (send at once as pending, kept
 * across reloads, delivered in order under its own ids, retried after a reconnect, ending sent or failed), the
 * updates feed (a nudge fetches updates; a 2 s poll while the socket is down), typing (CHAT-07), seen markers,
 * read receipts (CHAT-08), GIF and sticker search (CHAT-09, CHAT-10) and recent emoji (CHAT-14).
 * Needs: ChatApiPort, ChatRealtimePort, OutboxPersistencePort, RecentEmojiPersistencePort, core/matches, Clock,
 * Scheduler, IdGenerator, Logger, the signed-in member's id.
 * Exposes: the rules, ChatStore, TypingStore, RecentEmojiStore, the use-cases and the CHAT tokens; fakes under
 * ./testing (one in-memory provider for matches and chat, a fake realtime link).
 */
import { token } from '../shared';
import type { ChatApiPort } from './chat-api.port';
import type { ChatRealtimePort } from './chat-realtime.port';
import type { ChatStore } from './chat.store';
import type { ConversationUseCase } from './conversation.use-case';
import type { InboxFeed } from './inbox-feed.use-case';
import type { MediaSearchUseCase } from './media-search.use-case';
import type { OutboxPersistencePort } from './outbox-persistence.port';
import type { OutboxSender } from './outbox-sender';
import type { ReadReceiptsUseCase } from './read-receipts';
import type { RecentEmojiPersistencePort, RecentEmojiStore } from './recent-emoji';
import type { SendMessageUseCase } from './send-message.use-case';
import type { TypingStore, TypingUseCase } from './typing';

export * from './message';
export * from './message-renderer';
export * from './incoming-message';
export * from './conversation';
export * from './outbox';
export * from './chat-items';
export * from './draft';
export type { ChatApiPort, ChatError, ChatUpdates, MessagePage } from './chat-api.port';
export type { ChatNudge, ChatRealtimePort } from './chat-realtime.port';
export type { OutboxPersistencePort } from './outbox-persistence.port';
export { ChatStore } from './chat.store';
export { OutboxSender, fromStoredEntry, toStoredEntry, type OutboxSenderDeps } from './outbox-sender';
export { SendMessageUseCase, type SendError, type SendMessageDeps } from './send-message.use-case';
export { ConversationUseCase, PREFETCHED_CONVERSATIONS, type ConversationDeps } from './conversation.use-case';
export { InboxFeed, type InboxFeedDeps } from './inbox-feed.use-case';
export { TYPING_TIMINGS, TypingStore, TypingUseCase, shouldPulse, type TypingTimings } from './typing';
export { RECENT_EMOJI_LIMIT, RecentEmojiStore, isEmoji, withRecentEmoji, type RecentEmojiPersistencePort } from './recent-emoji';
export { MEDIA_LIMIT, MEDIA_SEARCH_DEBOUNCE_MS, MediaSearchUseCase, type MediaResults } from './media-search.use-case';
export { ReadReceiptsUseCase, type ReadReceiptsState } from './read-receipts';

export { ChatSuggestionsStore, ChatSuggestionsUseCase, pickSuggestions, SUGGESTIONS_SHOWN, type SuggestionsApiPort } from './suggestions';

import type { ChatSuggestionsStore, ChatSuggestionsUseCase, SuggestionsApiPort } from './suggestions';

export const CHAT = {
  Api: token<ChatApiPort>('chat.Api'),
  Realtime: token<ChatRealtimePort>('chat.Realtime'),
  OutboxPersistence: token<OutboxPersistencePort>('chat.OutboxPersistence'),
  RecentEmojiPersistence: token<RecentEmojiPersistencePort>('chat.RecentEmojiPersistence'),
  Store: token<ChatStore>('chat.Store'),
  Typing: token<TypingStore>('chat.Typing'),
  Compose: token<TypingUseCase>('chat.Compose'),
  Sender: token<OutboxSender>('chat.Sender'),
  Send: token<SendMessageUseCase>('chat.Send'),
  Conversation: token<ConversationUseCase>('chat.Conversation'),
  Feed: token<InboxFeed>('chat.Feed'),
  RecentEmoji: token<RecentEmojiStore>('chat.RecentEmoji'),
  GifSearch: token<MediaSearchUseCase>('chat.GifSearch'),
  StickerSearch: token<MediaSearchUseCase>('chat.StickerSearch'),
  ReadReceipts: token<ReadReceiptsUseCase>('chat.ReadReceipts'),
  /** CHAT-13: the conversation starters (PRIV-21 gates them). */
  SuggestionsApi: token<SuggestionsApiPort>('chat.SuggestionsApi'),
  SuggestionsStore: token<ChatSuggestionsStore>('chat.SuggestionsStore'),
  Suggestions: token<ChatSuggestionsUseCase>('chat.Suggestions'),
} as const;
