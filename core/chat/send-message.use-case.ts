import type { MatchesStore } from '../matches';
import { appError, err, ok, type AppError, type Clock, type IdGenerator, type Result } from '../shared';
import type { ChatStore } from './chat.store';
import { MAX_MESSAGE_LENGTH, newClientMessageId, type MessageContent } from './message';
import type { OutboxSender } from './outbox-sender';

export type SendError = AppError<'CHAT.EMPTY' | 'CHAT.TOO_LONG' | 'CHAT.NO_SUCH_MATCH' | 'CHAT.NOT_FAILED'>;

export interface SendMessageDeps {
  readonly store: ChatStore;
  readonly matches: MatchesStore;
  readonly sender: OutboxSender;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Sending (CHAT-15): the message goes into the outbox at once, under an id made on the device (CHAT-02), shows as
 * pending, and the outbox delivers it (outbox-sender.ts). Text is trimmed and 1 to 5,000 characters. A failed
 * message can be sent again (same id: never a second copy) or discarded.
 */
export class SendMessageUseCase {
  constructor(private readonly deps: SendMessageDeps) {}

  /** Puts a message in the outbox; answers its id. */
  send(matchId: string, content: MessageContent): Result<string, SendError> {
    const { store, matches, sender, clock, ids } = this.deps;
    if (matches.match(matchId) === undefined) return err(appError('CHAT.NO_SUCH_MATCH', 'no such match'));
    let checked = content;
    if (content.kind === 'text') {
      const text = content.text.trim();
      if (text.length === 0) return err(appError('CHAT.EMPTY', 'a message needs some text'));
      if (text.length > MAX_MESSAGE_LENGTH) return err(appError('CHAT.TOO_LONG', `a message is at most ${MAX_MESSAGE_LENGTH} characters`));
      checked = { kind: 'text', text };
    }
    const now = clock.now();
    const clientId = newClientMessageId(ids.next(), now);
    store.addOutgoing({ clientId, matchId, createdAt: now, content: checked, state: 'pending', attempts: 0 });
    sender.kick();
    return ok(clientId);
  }

  /** Sends a failed message again, under the same id. */
  retry(clientId: string): Result<void, SendError> {
    const { store, sender } = this.deps;
    const entry = store.outbox.peek().find((candidate) => candidate.clientId === clientId);
    if (entry?.state !== 'failed') return err(appError('CHAT.NOT_FAILED', 'only a failed message is sent again'));
    store.updateOutgoing(clientId, ({ failure: _failure, transient: _transient, ...rest }) => ({ ...rest, state: 'pending', attempts: 0 }));
    sender.kick();
    return ok(undefined);
  }

  /** Drops a failed message from the outbox. */
  discard(clientId: string): Result<void, SendError> {
    const entry = this.deps.store.outbox.peek().find((candidate) => candidate.clientId === clientId);
    if (entry?.state !== 'failed') return err(appError('CHAT.NOT_FAILED', 'only a failed message is discarded'));
    this.deps.store.forgetOutgoing(clientId);
    return ok(undefined);
  }
}
