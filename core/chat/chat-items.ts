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

export const chatItems = (messages: readonly ChatMessage[], outbox: readonly OutboxEntry[], ownId: string, lastReadMsgId: string | undefined): ChatItem[] => {
  const readUpTo = lastReadMsgId === undefined ? 0 : (messages.findLast((message) => message.id === lastReadMsgId)?.seq ?? 0);
  const rows: ChatItem[] = messages.map((message) => {
    const own = message.fromId === ownId;
    return messageItem(message, own, own ? (message.seq > 0 && message.seq <= readUpTo ? 'seen' : 'sent') : undefined);
  });
  if (outbox.length === 0) return rows;
  const delivered = new Set(messages.map((message) => message.clientId).filter((id) => id !== undefined));
  for (const entry of [...outbox].sort((a, b) => a.createdAt - b.createdAt)) {
    if (delivered.has(entry.clientId)) continue;
    rows.push({ kind: 'outgoing', key: entry.clientId, entry, renderer: outboxRenderer(entry), delivery: entry.state === 'failed' ? 'failed' : 'pending' });
  }
  return rows;
};
