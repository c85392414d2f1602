/**
 * What a conversation shows, in order: its messages, then the member's messages still in the outbox. Each row
 * has a stable key (the message id, or the sender's own id while it is in the outbox), its renderer (CHAT-03),
 * and for the member's own messages a delivery state: pending, failed (outbox), sent, or seen (the other member
 * read it: read receipts on, CHAT-08).
 */
import { rendererKey, type RendererKey } from './message-renderer';
import type { ChatMessage } from './message';
import type { OutboxEntry } from './outbox';

export type Delivery = 'pending' | 'failed' | 'sent' | 'seen';

export type ChatItem =
  | { readonly kind: 'message'; readonly key: string; readonly message: ChatMessage; readonly own: boolean; readonly renderer: RendererKey; readonly delivery?: 'sent' | 'seen' }
  | { readonly kind: 'outgoing'; readonly key: string; readonly entry: OutboxEntry; readonly renderer: RendererKey; readonly delivery: 'pending' | 'failed' };

/** The renderer of a message still in the outbox, read as the message it will be. */
export const outboxRenderer = (entry: OutboxEntry): RendererKey =>
  entry.content.kind === 'text' ? rendererKey({ type: 'text', text: entry.content.text }) : rendererKey({ type: entry.content.kind, text: entry.content.item.url, media: entry.content.item });

type MessageItem = Extract<ChatItem, { kind: 'message' }>;

/**
 * The row of each message already made, by message: a conversation that grows by a page or a message makes rows
 * for those only (the renderer reads the text), and an unchanged row stays the same object, so the screen can skip
 * it. Messages are replaced, never changed, when the server says something new of them.
 */
const rowsMade = new WeakMap<ChatMessage, MessageItem>();

const messageItem = (message: ChatMessage, own: boolean, delivery: 'sent' | 'seen' | undefined): MessageItem => {
  const made = rowsMade.get(message);
  if (made !== undefined && made.own === own && made.delivery === delivery) return made;
  const item: MessageItem = { kind: 'message', key: message.id, message, own, renderer: made?.renderer ?? rendererKey(message), ...(delivery === undefined ? {} : { delivery }) };
  rowsMade.set(message, item);
  return item;
};

/** The member's own messages up to this sequence number were read (read receipts on): 0 for none. */
const readUpToOf = (messages: readonly ChatMessage[], lastReadMsgId: string | undefined): number =>
  lastReadMsgId === undefined ? 0 : (messages.findLast((message) => message.id === lastReadMsgId)?.seq ?? 0);

const messageRows = (messages: readonly ChatMessage[], ownId: string, readUpTo: number): ChatItem[] =>
  messages.map((message) => {
    const own = message.fromId === ownId;
    return messageItem(message, own, own ? (message.seq > 0 && message.seq <= readUpTo ? 'seen' : 'sent') : undefined);
  });

/** The outbox's rows after the messages' rows: each entry the server has not delivered yet, oldest first. */
const withOutbox = (messageRows: readonly ChatItem[], messages: readonly ChatMessage[], outbox: readonly OutboxEntry[]): readonly ChatItem[] => {
  if (outbox.length === 0) return messageRows;
  const rows = [...messageRows];
  const delivered = new Set(messages.map((message) => message.clientId).filter((id) => id !== undefined));
  for (const entry of [...outbox].sort((a, b) => a.createdAt - b.createdAt)) {
    if (delivered.has(entry.clientId)) continue;
    rows.push({ kind: 'outgoing', key: entry.clientId, entry, renderer: outboxRenderer(entry), delivery: entry.state === 'failed' ? 'failed' : 'pending' });
  }
  return rows;
};

/** Whether `whole` holds `part` (the same message objects, in order) from index `at`. */
const holdsAt = (whole: readonly ChatMessage[], part: readonly ChatMessage[], at: number): boolean => {
  if (at < 0 || at + part.length > whole.length) return false;
  for (let i = 0; i < part.length; i += 1) if (whole[at + i] !== part[i]) return false;
  return true;
};

/**
 * The rows of one conversation, made again only where its messages changed. An older page put before
 * what is held, or new messages after it, makes rows for those messages only and reuses the rows held as one
 * block; any other change (a message replaced or put between others, the member or the read marker changed) makes
 * them all again. A long conversation's older page then costs the page, not the length of the conversation.
 */
export class ConversationRows {
  #messages: readonly ChatMessage[] = [];
  #rows: readonly ChatItem[] = [];
  #ownId = '';
  #readUpTo = 0;

  rows(messages: readonly ChatMessage[], outbox: readonly OutboxEntry[], ownId: string, lastReadMsgId: string | undefined): readonly ChatItem[] {
    const readUpTo = readUpToOf(messages, lastReadMsgId);
    const held = this.#messages;
    let rows: readonly ChatItem[];
    if (ownId !== this.#ownId || readUpTo !== this.#readUpTo || held.length === 0) rows = messageRows(messages, ownId, readUpTo);
    else if (messages === held) rows = this.#rows;
    else if (holdsAt(messages, held, messages.length - held.length)) rows = [...messageRows(messages.slice(0, messages.length - held.length), ownId, readUpTo), ...this.#rows];
    else if (holdsAt(messages, held, 0)) rows = [...this.#rows, ...messageRows(messages.slice(held.length), ownId, readUpTo)];
    else rows = messageRows(messages, ownId, readUpTo);
    this.#messages = messages;
    this.#rows = rows;
    this.#ownId = ownId;
    this.#readUpTo = readUpTo;
    return withOutbox(rows, messages, outbox);
  }
}
