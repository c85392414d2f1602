/**
 * The one place where the provider's matches and chat answers are read into domain words. Tolerant: a field
 * missing or of the wrong type reads as undefined; a match without a valid id or person, or a message without an
 * id, is left out.
 *
 * - A match (MATCH-01): `_id`, `person` (a member card), `created_date`, `last_activity_date`, `messages[0]`,
 *   `last_seq`, `seen{match_seen, last_seen_msg_id}`, the `is_*_match` flags, `super_liker`, `expire_at`,
 *   `archive_at`, `read_receipt{enabled, last_read_msg_id}`.
 * - A message (CHAT-01): `_id`, `match_id`, `from`, `sent_date`/`created_date`/`timestamp`, `message`, `type`,
 *   `seq`, `client_message_id`, and `gif` or `sticker` `{id, url, width, height, title}`.
 * - An incoming message event (CHAT-04): `message_id`, `user_id`, `created_date`, `text`, `conversation_id`, and
 *   `type`, `seq`, `client_message_id`, `gif`/`sticker`.
 * - Updates (MATCH-10): `matches`, `inbox`, `blocks`, `deleted`, `last_activity_date`, `poll_interval.standard`,
 *   `truncated`.
 */
import type { ChatMessage, ChatUpdates, IncomingMessageEvent, MediaItem, MessagePage } from '../../core/chat';
import { parseServerDate, type LastMessage, type Match, type MatchPage, type ReportReason } from '../../core/matches';
import { matchId as toMatchId } from '../../core/shared';
import { readCard } from '../../core/recs';

type Json = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const optional = <K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> => (value === undefined ? {} : ({ [key]: value } as Record<K, T>));
const present = <T>(items: readonly (T | undefined)[]): T[] => items.filter((x): x is T => x !== undefined);

/** A GIF or sticker `{ id, url, width, height, title }` of type `type`. */
export const readMedia = (v: unknown, type: MediaItem['type']): MediaItem | undefined => {
  if (!isObject(v)) return undefined;
  const id = str(v['id']);
  const url = str(v['url']);
  if (id === undefined || url === undefined) return undefined;
  return { id, type, url, title: str(v['title']) ?? '', width: num(v['width']) ?? 0, height: num(v['height']) ?? 0 };
};

const mediaOf = (raw: Json, type: string): MediaItem | undefined =>
  type === 'gif' || type === 'sticker' ? readMedia(raw[type], type) : undefined;

/** CHAT-01: a message, or undefined without an id. */
export const readMessage = (raw: unknown, fallbackMatchId?: string): ChatMessage | undefined => {
  if (!isObject(raw)) return undefined;
  const id = str(raw['_id']) ?? str(raw['message_id']);
  const matchId = str(raw['match_id']) ?? fallbackMatchId;
  if (id === undefined || matchId === undefined) return undefined;
  const type = str(raw['type']) ?? 'text';
  return {
    id,
    matchId,
    fromId: str(raw['from']) ?? '',
    sentAt: parseServerDate(raw['sent_date']) ?? parseServerDate(raw['created_date']) ?? num(raw['timestamp']) ?? 0,
    seq: num(raw['seq']) ?? 0,
    type,
    text: typeof raw['message'] === 'string' ? raw['message'] : '',
    ...optional('clientId', str(raw['client_message_id'])),
    ...optional('media', mediaOf(raw, type)),
  };
};

/** CHAT-04: an incoming message event, or undefined without its ids. */
export const readIncomingEvent = (raw: unknown): IncomingMessageEvent | undefined => {
  if (!isObject(raw)) return undefined;
  const messageId = str(raw['message_id']);
  const conversationId = str(raw['conversation_id']);
  const userId = str(raw['user_id']);
  if (messageId === undefined || conversationId === undefined || userId === undefined) return undefined;
  const type = str(raw['type']);
  return {
    messageId,
    userId,
    conversationId,
    createdDate: parseServerDate(raw['created_date']) ?? 0,
    text: typeof raw['text'] === 'string' ? raw['text'] : '',
    ...optional('type', type),
    ...optional('seq', num(raw['seq'])),
    ...optional('clientMessageId', str(raw['client_message_id'])),
    ...optional('media', type === undefined ? undefined : mediaOf(raw, type)),
  };
};

const readLastMessage = (raw: unknown, matchId: string): LastMessage | undefined => {
  const message = readMessage(raw, matchId);
  return message === undefined ? undefined : { id: message.id, fromId: message.fromId, sentAt: message.sentAt, seq: message.seq, type: message.type, text: message.text };
};

/** MATCH-01: a match, or undefined without a valid id and person. */
export const readMatch = (raw: unknown): Match | undefined => {
  if (!isObject(raw)) return undefined;
  const rawId = str(raw['_id']) ?? str(raw['id']);
  const id = rawId === undefined ? undefined : toMatchId(rawId);
  const person = readCard(raw['person']);
  if (!id?.ok || person === undefined) return undefined;
  const createdDate = parseServerDate(raw['created_date']) ?? 0;
  const lastMessage = readLastMessage(list(raw['messages'])[0], id.value);
  const seen = isObject(raw['seen']) ? raw['seen'] : {};
  const receipt = isObject(raw['read_receipt']) ? raw['read_receipt'] : {};
  const expireAt = parseServerDate(raw['expire_at']);
  const archiveAt = parseServerDate(raw['archive_at']);
  return {
    id: id.value,
    person,
    createdDate,
    lastActivityDate: parseServerDate(raw['last_activity_date']) ?? lastMessage?.sentAt ?? createdDate,
    ...optional('lastMessage', lastMessage),
    lastSeq: num(raw['last_seq']) ?? lastMessage?.seq ?? 0,
    seen: { matchSeen: seen['match_seen'] === true, ...optional('lastSeenMsgId', str(seen['last_seen_msg_id'])) },
    isSuperBoostMatch: raw['is_super_boost_match'] === true,
    isBoostMatch: raw['is_boost_match'] === true,
    isFastMatch: raw['is_fast_match'] === true,
    isPrimetimeBoostMatch: raw['is_primetime_boost_match'] === true,
    ...optional('superLiker', str(raw['super_liker'])),
    ...optional('expireAt', expireAt),
    ...optional('archiveAt', archiveAt),
    readReceipt: receipt['enabled'] === true ? { enabled: true, ...optional('lastReadMsgId', str(receipt['last_read_msg_id'])) } : { enabled: false },
  };
};

/** MATCH-09: a list page: `matches` and `next_page_token`. */
export const readMatchPage = (data: unknown): MatchPage => {
  const body = isObject(data) ? data : {};
  return { matches: present(list(body['matches']).map(readMatch)), ...optional('nextPageToken', str(body['next_page_token'])) };
};

/** CHAT-15: a conversation page: `messages` (oldest first) and `next_page_token` for older ones. */
export const readMessagePage = (data: unknown, matchId: string): MessagePage => {
  const body = isObject(data) ? data : {};
  return { messages: present(list(body['messages']).map((raw) => readMessage(raw, matchId))), ...optional('olderPageToken', str(body['next_page_token'])) };
};

/** MATCH-10: an updates answer; without a date, the time of the answer's receipt stands in (`now`). */
export const readUpdates = (data: unknown, now: number): ChatUpdates => {
  const body = isObject(data) ? data : {};
  const poll = isObject(body['poll_interval']) ? num(body['poll_interval']['standard']) : undefined;
  return {
    matches: present(list(body['matches']).map(readMatch)),
    inbox: present(list(body['inbox']).map(readIncomingEvent)),
    blocks: present(list(body['blocks']).map(str)),
    deleted: present(list(body['deleted']).map(str)),
    lastActivityDate: parseServerDate(body['last_activity_date']) ?? now,
    ...optional('pollIntervalMs', poll),
    truncated: body['truncated'] === true,
  };
};

/** SAFE-01: the report tree's reasons. */
export const readReportReasons = (data: unknown): ReportReason[] => {
  const reason = (raw: unknown): ReportReason | undefined => {
    if (!isObject(raw)) return undefined;
    const id = str(raw['id']);
    if (id === undefined) return undefined;
    const children = present(list(raw['children']).map(reason));
    return { id, title: str(raw['title']) ?? id, ...(children.length === 0 ? {} : { children }) };
  };
  return present(list(isObject(data) ? data['reasons'] : undefined).map(reason));
};
