import type { LastMessage } from '../matches';

/** CHAT-03: the message types the provider knows. */
export const MESSAGE_TYPES = ['text', 'link', 'contact_card', 'gif', 'song', 'sticker', 'swipe_note', 'media', 'tombstone', 'contextual', 'profile_photo'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A GIF or sticker of the provider's catalogue, as a message carries it and a picker lists it. */
export interface MediaItem {
  readonly id: string;
  readonly type: 'gif' | 'sticker';
  readonly title: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** CHAT-01: a message of a conversation (the provider's `_id`, `from`, `sent_date`, `message`, `type`, and its sequence). */
export interface ChatMessage {
  readonly id: string;
  /** The id the sender's device gave it (CHAT-02 shape), when it has one. */
  readonly clientId?: string;
  readonly matchId: string;
  readonly fromId: string;
  /** Epoch ms. */
  readonly sentAt: number;
  /** The server's order of the conversation: 1, 2, 3, ... */
  readonly seq: number;
  /** A type of CHAT-03, or another the provider may add (shown with the fallback renderer). */
  readonly type: string;
  /** The text; for a GIF or sticker, its URL. */
  readonly text: string;
  readonly media?: MediaItem;
}

/** CHAT-02: a message id is a prefix, `_`, and a 13-digit millisecond timestamp. */
export const MESSAGE_ID_PATTERN = /^.+_\d{13}$/;

export const isMessageId = (id: string): boolean => MESSAGE_ID_PATTERN.test(id);

/** What the member sends: text (links included), or a GIF or sticker of the catalogue. */
export type MessageContent = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'gif' | 'sticker'; readonly item: MediaItem };

/** The longest text a message may have. */
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * CHAT-02: the id a device gives a message it sends: a prefix of letters, digits and dashes (at most 50) made
 * from `unique`, `_`, and `now` as 13 digits of milliseconds.
 */
export const newClientMessageId = (unique: string, now: number): string => {
  const prefix = unique.replace(/[^A-Za-z0-9-]/g, '').slice(0, 50) || 'm';
  return `${prefix}_${String(Math.max(0, Math.floor(now)) % 1e13).padStart(13, '0')}`;
};

/** The latest message as the match lists keep it. */
export const toLastMessage = (message: ChatMessage): LastMessage => ({
  id: message.id,
  fromId: message.fromId,
  sentAt: message.sentAt,
  seq: message.seq,
  type: message.type,
  text: message.text,
});
