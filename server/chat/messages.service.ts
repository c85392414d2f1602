/**
 * Sending and reading chat messages. Only a member of a visible match (live, no block between the pair) writes in
 * it, to the other member. A message carries the sender's own id for it (CHAT-02 shape): sending the same id
 * again, at any time, answers the message stored the first time and creates nothing. Text is trimmed and 1 to
 * 5,000 characters, stored as it is (never read as HTML); GIFs and stickers come from the server's catalogue.
 * The match's sequence numbers order each conversation. Every new message is announced on `events` once
 * committed. Sending is limited per member (SEND_ALLOWANCES).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { matchRepository, otherMember } from '../matches/match.repository';
import { allowanceAt, type AllowanceRule } from '../recs/allowance';
import { catalogueItem } from './media-catalogue';
import { CLIENT_MESSAGE_ID, MAX_MESSAGE_LENGTH, newMessageId, type Message, type MessageKind, type MessageMedia } from './message';
import type { MessageEvents } from './message-events';
import { isUniqueViolation, messageRepository } from './message.repository';
import { refusedByMessageControls } from '../settings/message-controls';

/** How much one member may send: 50 messages in any 10 seconds and 3,000 in any 24 hours. */
export const SEND_ALLOWANCES: readonly AllowanceRule[] = [
  { max: 50, windowMs: 10_000 },
  { max: 3_000, windowMs: 24 * 3_600_000 },
];

/** A page of a conversation: at most this many messages. */
export const MAX_PAGE_SIZE = 100;

export interface MessagesServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly events: MessageEvents;
  /** Where the API is served (media URLs start with it); default `/api`. */
  readonly apiBase?: string;
  /** Default SEND_ALLOWANCES. */
  readonly sendAllowances?: readonly AllowanceRule[];
}

/** What is sent: text, or a GIF or sticker of the catalogue by its id. */
export type MessageContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'gif' | 'sticker'; readonly itemId: string };

export interface SendMessage {
  readonly matchId: string;
  readonly fromId: string;
  /** The sender's id for the message (CHAT-02 shape). */
  readonly clientId: string;
  readonly content: MessageContent;
}

export interface Sent {
  readonly message: Message;
  /** False when the message had been sent before under the same id. */
  readonly created: boolean;
}

export interface ConversationPage {
  readonly messages: readonly Message[];
  /** The sequence number to read older messages before; null at the start of the conversation. */
  readonly olderBefore: number | null;
}

const noSuchMatch = (): Failure => failure.notFound('No such match');

/** The text and media of a message, or why it cannot be sent. */
const prepare = (content: MessageContent, apiBase: string): Result<{ kind: MessageKind; text: string; media: MessageMedia | null }, Failure> => {
  if (content.kind === 'text') {
    const text = content.text.trim();
    if (text.length === 0 || text.length > MAX_MESSAGE_LENGTH) return err(failure.badRequest(`A message is 1 to ${MAX_MESSAGE_LENGTH} characters`));
    return ok({ kind: 'text', text, media: null });
  }
  const item = catalogueItem(content.kind, content.itemId);
  if (item === undefined) return err(failure.badRequest(`No such ${content.kind}`));
  const media: MessageMedia = { id: item.id, url: `${apiBase}${item.path}`, width: item.width, height: item.height, title: item.title };
  return ok({ kind: content.kind, text: media.url, media });
};

export class MessagesService {
  readonly #allowances: readonly AllowanceRule[];

  constructor(private readonly deps: MessagesServiceDeps) {
    this.#allowances = deps.sendAllowances ?? SEND_ALLOWANCES;
  }

  get events(): MessageEvents {
    return this.deps.events;
  }

  async send(input: SendMessage): Promise<Result<Sent, Failure>> {
    if (!CLIENT_MESSAGE_ID.test(input.clientId)) return err(failure.badRequest('client_message_id must be a prefix, "_" and 13 digits'));
    const prepared = prepare(input.content, this.deps.apiBase ?? '/api');
    if (!prepared.ok) return prepared;
    const earlier = await this.#earlier(input);
    if (earlier !== undefined) return earlier;
    const now = this.deps.clock.now();
    const limited = await this.#overAllowance(input.fromId, now);
    if (limited !== undefined) return err(limited);
    let sent: Message | null | 'refused';
    try {
      sent = await this.deps.db.transaction(async (tx) => {
        const match = await matchRepository.findVisible(tx, input.matchId, input.fromId);
        const toId = match === null ? undefined : otherMember(match, input.fromId);
        if (match === null || toId === undefined) return null;
        if (await refusedByMessageControls(tx, input.fromId, toId)) return 'refused';
        // Numbering locks the match until commit: one conversation's messages are numbered one at a time.
        const seq = await matchRepository.nextSeq(tx, match.id, now);
        if (seq === null) return null;
        const message: Message = { id: newMessageId(now), matchId: match.id, fromId: input.fromId, toId, createdAt: now, seq, clientId: input.clientId, ...prepared.value };
        await messageRepository.insert(tx, message);
        return message;
      });
    } catch (error) {
      // The same id sent twice at the same moment: the other request stored it.
      if (!isUniqueViolation(error)) throw error;
      return (await this.#earlier(input)) ?? Promise.reject(error);
    }
    if (sent === null) return err(noSuchMatch());
    if (sent === 'refused') return err(failure.forbidden('This member takes messages from verified members only'));
    this.deps.events.emit(sent);
    return ok({ message: sent, created: true });
  }

  /** A page of a conversation for one of its members, newest messages first taken, oldest first in the page. */
  async page(matchId: string, memberId: string, options: { readonly limit: number; readonly beforeSeq?: number }): Promise<Result<ConversationPage, Failure>> {
    const match = await matchRepository.findVisible(this.deps.db, matchId, memberId);
    if (match === null) return err(noSuchMatch());
    const limit = Math.min(Math.max(1, Math.floor(options.limit)), MAX_PAGE_SIZE);
    const messages = await messageRepository.page(this.deps.db, matchId, limit, options.beforeSeq);
    const first = messages[0];
    return ok({ messages, olderBefore: first !== undefined && first.seq > 1 ? first.seq : null });
  }

  /** A whole conversation, oldest first, for one of its members; anyone else gets not-found. */
  async conversation(matchId: string, memberId: string): Promise<Result<Message[], Failure>> {
    const match = await matchRepository.findVisible(this.deps.db, matchId, memberId);
    if (match === null) return err(noSuchMatch());
    return ok(await messageRepository.ofMatch(this.deps.db, matchId));
  }

  /** The answer to a message sent before under the same id: that message, or a conflict if it went to another match. */
  async #earlier(input: SendMessage): Promise<Result<Sent, Failure> | undefined> {
    const earlier = await messageRepository.findByClientId(this.deps.db, input.fromId, input.clientId);
    if (earlier === null) return undefined;
    if (earlier.matchId !== input.matchId) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'This message id was used in another match' });
    return ok({ message: earlier, created: false });
  }

  async #overAllowance(fromId: string, now: number): Promise<Failure | undefined> {
    const longest = Math.max(...this.#allowances.map((rule) => rule.windowMs));
    const times = await messageRepository.sentTimesSince(this.deps.db, fromId, now - longest);
    let retryAt: number | undefined;
    for (const rule of this.#allowances) {
      const allowance = allowanceAt(rule, times, now);
      if (allowance.remaining === 0) retryAt = Math.max(retryAt ?? 0, allowance.nextAt ?? now);
    }
    return retryAt === undefined ? undefined : failure.rateLimited(retryAt - now, ErrorCode.RATE_LIMITED, 'Too many messages');
  }
}
