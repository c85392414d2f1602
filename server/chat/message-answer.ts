/**
 * Messages in the provider's shapes: the message entity (CHAT-01) of sends and conversation pages, and the
 * incoming message event (CHAT-04) that POST /updates lists new messages as. Text travels as the member typed it:
 * the client shows it as text, never as HTML.
 */
import type { Message } from './message';

const iso = (ms: number): string => new Date(ms).toISOString();

/** A GIF or sticker travels under its kind's name: `gif: {...}` or `sticker: {...}`. */
const mediaOf = (message: Message) => (message.media === null || message.kind === 'text' ? {} : { [message.kind]: message.media });

const clientIdOf = (message: Message) => (message.clientId === null ? {} : { client_message_id: message.clientId });

/** CHAT-01: `_id`, `message_id`, `from`, `to`, `sent_date`, `created_date`, `message`, `match_id`, `timestamp`, `type`, and `seq`. */
export const messageAnswer = (message: Message) => ({
  _id: message.id,
  message_id: message.id,
  match_id: message.matchId,
  from: message.fromId,
  to: message.toId,
  message: message.text,
  type: message.kind,
  sent_date: iso(message.createdAt),
  created_date: iso(message.createdAt),
  timestamp: message.createdAt,
  seq: message.seq,
  ...clientIdOf(message),
  ...mediaOf(message),
});

/** CHAT-04: `message_id`, `user_id` (the sender), `created_date`, `text`, `conversation_id` (the match), and `type`, `seq`. */
export const incomingMessageEvent = (message: Message) => ({
  message_id: message.id,
  user_id: message.fromId,
  created_date: iso(message.createdAt),
  text: message.text,
  conversation_id: message.matchId,
  type: message.kind,
  seq: message.seq,
  ...clientIdOf(message),
  ...mediaOf(message),
});
