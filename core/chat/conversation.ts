/**
 * A conversation's messages, merged from every source (pages, updates, send answers) into one list: each message
 * once (by id, and by the sender's own id), in the server's order (CHAT-15: the sequence of the match).
 */
import type { AsyncLoadStatus } from '../app';
import type { ChatMessage } from './message';

/** A conversation as the chat holds it. */
export interface Conversation {
  readonly matchId: string;
  /** The shared async-load status (APP-10). */
  readonly status: AsyncLoadStatus;
  /** Every message held, in order, each once. */
  readonly messages: readonly ChatMessage[];
  /** Where older messages start; absent once the first message is held. */
  readonly olderPageToken?: string;
  readonly loadingOlder: boolean;
  readonly error?: string | number;
}

export const emptyConversation = (matchId: string): Conversation => ({ matchId, status: 'not-loaded', messages: [], loadingOlder: false });

/** The order of a conversation: by sequence, then time, then id (messages without a sequence sort by time). */
export const byConversationOrder = (a: ChatMessage, b: ChatMessage): number =>
  (a.seq > 0 && b.seq > 0 ? a.seq - b.seq : 0) || a.sentAt - b.sentAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Messages in conversation order, each once (a later copy replaces an earlier one of the same id). */
const ordered = (messages: readonly ChatMessage[]): ChatMessage[] => {
  const byId = new Map(messages.map((message) => [message.id, message]));
  return [...byId.values()].sort(byConversationOrder);
};

/**
 * Merges messages into a list: each once (a later copy replaces an earlier one of the same id), in order. An
 * older page that ends before what is held, or new messages that start after it (the usual cases), are joined
 * without sorting what is held again: a long conversation costs its page, not its length.
 */
export const mergeMessages = (held: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] => {
  if (incoming.length === 0) return held;
  const fresh = ordered(incoming);
  if (held.length === 0) return fresh;
  // Only by sequence numbers: messages without one are ordered by time among all the others.
  if (fresh.every((message) => message.seq > 0) && held.every((message) => message.seq > 0)) {
    if (fresh.at(-1)!.seq < held[0]!.seq) return [...fresh, ...held];
    if (fresh[0]!.seq > held.at(-1)!.seq) return [...held, ...fresh];
  }
  return ordered([...held, ...incoming]);
};

/** The highest sequence number held (0 for none). */
export const lastSeq = (messages: readonly ChatMessage[]): number => messages.reduce((max, message) => Math.max(max, message.seq), 0);

/**
 * Whether messages arriving for a conversation leave a gap after what is held (a sequence number skipped): the
 * newest page must then be read again.
 */
export const leavesGap = (held: readonly ChatMessage[], incoming: readonly ChatMessage[]): boolean => {
  if (held.length === 0) return false;
  const known = new Set(held.map((message) => message.seq));
  let expected = lastSeq(held) + 1;
  for (const seq of incoming.map((message) => message.seq).filter((seq) => seq > 0).sort((a, b) => a - b)) {
    if (known.has(seq)) continue;
    if (seq > expected) return true;
    expected = seq + 1;
  }
  return false;
};

/**
 * The newest page of a conversation joined to what is held: kept together when they meet or overlap, otherwise
 * the page replaces what was held (older messages read again on scroll, from the page's token).
 */
export const joinNewestPage = (held: Conversation, page: readonly ChatMessage[], olderPageToken: string | undefined): Conversation => {
  const oldest = page.reduce((min, message) => Math.min(min, message.seq), Number.POSITIVE_INFINITY);
  const meets = held.messages.length > 0 && (oldest === Number.POSITIVE_INFINITY || oldest <= lastSeq(held.messages) + 1);
  if (meets) return { ...held, status: 'loaded', messages: mergeMessages(held.messages, page) };
  const { olderPageToken: _old, error: _error, ...rest } = held;
  return { ...rest, status: 'loaded', messages: mergeMessages([], page), ...(olderPageToken === undefined ? {} : { olderPageToken }) };
};

/** Messages grouped by conversation, each group in arrival order. */
export const groupByMatch = (messages: readonly ChatMessage[]): Map<string, ChatMessage[]> => {
  const groups = new Map<string, ChatMessage[]>();
  for (const message of messages) groups.set(message.matchId, [...(groups.get(message.matchId) ?? []), message]);
  return groups;
};
