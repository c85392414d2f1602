/**
 * CHAT-04: an incoming message event `{ message_id, user_id, created_date, text, conversation_id }` (POST /updates
 * lists new messages so) becomes a message of the match `conversation_id`. The provider may add `type`, `seq`,
 * the sender's own id and the GIF or sticker.
 */
import type { ChatMessage, MediaItem } from './message';

export interface IncomingMessageEvent {
  readonly messageId: string;
  readonly userId: string;
  /** Epoch ms of `created_date`. */
  readonly createdDate: number;
  readonly text: string;
  readonly conversationId: string;
  readonly type?: string;
  readonly seq?: number;
  readonly clientMessageId?: string;
  readonly media?: MediaItem;
}

/** The message an event stands for; without a type it is text, without a sequence it sorts by time (seq 0). */
export const messageFromEvent = (event: IncomingMessageEvent): ChatMessage => ({
  id: event.messageId,
  matchId: event.conversationId,
  fromId: event.userId,
  sentAt: event.createdDate,
  seq: event.seq ?? 0,
  type: event.type ?? 'text',
  text: event.text,
  ...(event.clientMessageId === undefined ? {} : { clientId: event.clientMessageId }),
  ...(event.media === undefined ? {} : { media: event.media }),
});
