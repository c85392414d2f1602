import type { Match } from '../matches';
import type { AppError, Result } from '../shared';
import type { IncomingMessageEvent } from './incoming-message';
import type { ChatMessage, MediaItem, MessageContent } from './message';

/** A failed chat call: the server's numeric code or an `API.*` code, and how long to wait when rate limited. */
export interface ChatError extends AppError {
  readonly retryAfterMs?: number;
  /** The HTTP status, when there was an answer. */
  readonly status?: number;
}

/** MATCH-10: what changed since a date (POST /updates). */
export interface ChatUpdates {
  readonly matches: readonly Match[];
  /** CHAT-04: new messages, as incoming message events. */
  readonly inbox: readonly IncomingMessageEvent[];
  /** Members the member blocked since. */
  readonly blocks: readonly string[];
  /** Matches that ended since. */
  readonly deleted: readonly string[];
  /** Where to ask from next time (epoch ms). */
  readonly lastActivityDate: number;
  /** How often to poll while the socket is down. */
  readonly pollIntervalMs?: number;
  /** More changed than one answer holds: reload the lists and the open conversations. */
  readonly truncated: boolean;
}

export interface MessagePage {
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Older messages start here; absent at the conversation's first message. */
  readonly olderPageToken?: string;
}

/** What chat needs from the provider (CHAT-08..10, CHAT-15, MATCH-10, MATCH-12), in domain words. */
export interface ChatApiPort {
  /** MATCH-10: the changes since `since` (epoch ms); without it, only the date to ask from. */
  fetchUpdates(since: number | undefined): Promise<Result<ChatUpdates, ChatError>>;
  /** CHAT-15: a page of a conversation, the newest without a token. */
  fetchMessages(matchId: string, pageToken?: string): Promise<Result<MessagePage, ChatError>>;
  /** CHAT-15: sends a message under the device's own id; the same id again answers the same message. */
  sendMessage(matchId: string, clientId: string, content: MessageContent): Promise<Result<ChatMessage, ChatError>>;
  /** MATCH-12: the member read up to a message. */
  markMessageSeen(matchId: string, messageId: string): Promise<Result<void, ChatError>>;
  /** CHAT-09, CHAT-10: the catalogue's trending GIFs or stickers, at most `limit`. */
  trendingMedia(type: MediaItem['type'], limit: number): Promise<Result<readonly MediaItem[], ChatError>>;
  /** CHAT-09, CHAT-10: GIFs or stickers matching a query, at most `limit`. */
  searchMedia(type: MediaItem['type'], query: string, limit: number): Promise<Result<readonly MediaItem[], ChatError>>;
  /** CHAT-08: read receipts the member may still turn on. */
  readReceiptsRemaining(): Promise<Result<number, ChatError>>;
  /** CHAT-08: turns read receipts on for a match; answers how many remain. */
  enableReadReceipts(matchId: string): Promise<Result<number, ChatError>>;
}
