/** A chat message as stored, and the id shape of the spec (D2 section 3: a prefix, `_`, 13 digits of milliseconds). */
import { newId } from '../platform/secrets';

/** What a message holds: text (links included), or a GIF or sticker of the server's catalogue. */
export type MessageKind = 'text' | 'gif' | 'sticker';

/** A GIF or sticker as a message carries it. */
export interface MessageMedia {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}

export interface Message {
  readonly id: string;
  readonly matchId: string;
  readonly fromId: string;
  readonly toId: string;
  /** The text; for a GIF or a sticker, its URL (as the provider does). */
  readonly text: string;
  readonly createdAt: number;
  /** Orders the conversation: 1 for its first message, then one more for each. */
  readonly seq: number;
  /** The id the sender's device gave it (CHAT-02 shape); null for messages from before such ids. */
  readonly clientId: string | null;
  readonly kind: MessageKind;
  readonly media: MessageMedia | null;
}

/** The longest message text accepted. */
export const MAX_MESSAGE_LENGTH = 5000;

/** `<24 hex>_<13-digit ms>`: unique by its random prefix, ordered and dated by its suffix. */
export const newMessageId = (now: number): string => `${newId()}_${String(Math.max(0, Math.floor(now))).padStart(13, '0')}`;

export const MESSAGE_ID = /^[0-9a-f]{24}_\d{13}$/;

/**
 * CHAT-02: a message id the sender's device makes: a prefix of letters, digits and dashes, `_`, then 13 digits
 * of milliseconds; at most 64 characters in all.
 */
export const CLIENT_MESSAGE_ID = /^[A-Za-z0-9-]{1,50}_\d{13}$/;
