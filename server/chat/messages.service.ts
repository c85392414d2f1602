/**
 * Sending a chat message: only a member of a live match may write in it, to the other member; the text is
 * trimmed and 1 to 5000 characters. Every new message is announced on `events` once committed.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { matchRepository, otherMember } from '../matches/match.repository';
import { MAX_MESSAGE_LENGTH, newMessageId, type Message } from './message';
import type { MessageEvents } from './message-events';
import { messageRepository } from './message.repository';

export interface MessagesServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly events: MessageEvents;
}

export interface SendMessage {
  readonly matchId: string;
  readonly fromId: string;
  readonly text: string;
}

export class MessagesService {
  constructor(private readonly deps: MessagesServiceDeps) {}

  get events(): MessageEvents {
    return this.deps.events;
  }

  async send(input: SendMessage): Promise<Result<Message, Failure>> {
    const text = input.text.trim();
    if (text.length === 0 || text.length > MAX_MESSAGE_LENGTH) {
      return err(failure.badRequest(`A message is 1 to ${MAX_MESSAGE_LENGTH} characters`));
    }
    const now = this.deps.clock.now();
    const sent = await this.deps.db.transaction(async (tx) => {
      const match = await matchRepository.findById(tx, input.matchId);
      const toId = match === null ? undefined : otherMember(match, input.fromId);
      // A match the sender is not in, or one that ended, looks like no match at all.
      if (match === null || toId === undefined || match.unmatchedAt !== null) return null;
      const message: Message = { id: newMessageId(now), matchId: match.id, fromId: input.fromId, toId, text, createdAt: now };
      await messageRepository.insert(tx, message);
      return message;
    });
    if (sent === null) return err(failure.notFound('No such match'));
    this.deps.events.emit(sent);
    return ok(sent);
  }

  /** A conversation, oldest first, for one of its members; anyone else gets not-found. */
  async conversation(matchId: string, memberId: string): Promise<Result<Message[], Failure>> {
    const match = await matchRepository.findById(this.deps.db, matchId);
    if (match === null || otherMember(match, memberId) === undefined) return err(failure.notFound('No such match'));
    return ok(await messageRepository.ofMatch(this.deps.db, matchId));
  }
}
