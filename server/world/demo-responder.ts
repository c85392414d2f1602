/**
 * Demo members answer: when someone writes to a demo member, a short reply comes back after a few seconds
 * (DEMO_REPLY_DELAY_MS). One reply per burst: messages that arrive while a reply is pending do not add
 * another. The reply is chosen from the message being answered, so a conversation replays the same way. A
 * match that ended in the meantime gets no reply. A reply is sent like any member's message (the messages
 * service: allowance, sequence, nudges), under an id made from the message it answers, so it is never sent twice.
 */
import { createHash } from 'node:crypto';
import type { Disposable, Scheduler, TimerHandle, Unsubscribe } from '../../core/shared';
import type { Message, MessageEvents, MessagesService } from '../chat';
import type { Queryable } from '../db/database';
import { REPLIES } from './demo-content';

export interface DemoResponderDeps {
  readonly db: Queryable;
  readonly messages: MessagesService;
  readonly events: MessageEvents;
  readonly scheduler: Scheduler;
  readonly delayMs: number;
  readonly onError: (error: unknown) => void;
}

/** The reply to a message: fixed by its id. */
export const replyTo = (message: Pick<Message, 'id'>): string =>
  REPLIES[createHash('sha256').update(message.id).digest().readUInt32BE(0) % REPLIES.length]!;

/** The sender's id of the reply to a message (CHAT-02 shape): fixed by the message answered. */
export const replyClientId = (message: Pick<Message, 'id' | 'createdAt'>): string =>
  `demo-${createHash('sha256').update(`demo-reply:${message.id}`).digest('hex').slice(0, 24)}_${String(message.createdAt).padStart(13, '0')}`;

export class DemoResponder implements Disposable {
  readonly #pending = new Map<string, TimerHandle>();
  /** Work under way: messages being looked at (their members looked up), replies being sent. */
  readonly #working = new Set<Promise<unknown>>();
  readonly #unsubscribe: Unsubscribe;
  #disposed = false;

  constructor(private readonly deps: DemoResponderDeps) {
    this.#unsubscribe = deps.events.onMessageCreated((message) => this.#track(this.#consider(message)));
  }

  /** Replies waiting for their delay. */
  get pendingReplies(): number {
    return this.#pending.size;
  }

  /** Resolves once the work under way is done: every message heard looked at, every due reply sent. */
  async settled(): Promise<void> {
    while (this.#working.size > 0) await Promise.all([...this.#working]);
  }

  dispose(): void {
    this.#disposed = true;
    this.#unsubscribe();
    for (const handle of this.#pending.values()) this.deps.scheduler.clearTimeout(handle);
    this.#pending.clear();
  }

  #track(work: Promise<unknown>): void {
    const tracked = work.catch(this.deps.onError).finally(() => this.#working.delete(tracked));
    this.#working.add(tracked);
  }

  async #consider(message: Message): Promise<void> {
    if (this.#pending.has(message.matchId)) return;
    const rows = await this.deps.db.query<{ id: string; is_demo: boolean }>('SELECT id, is_demo FROM users WHERE id = ANY($1::text[])', [
      [message.fromId, message.toId],
    ]);
    const isDemo = (id: string) => rows.some((row) => row.id === id && row.is_demo);
    // Demo members answer people, not each other (and not their own replies).
    if (this.#disposed || !isDemo(message.toId) || isDemo(message.fromId) || this.#pending.has(message.matchId)) return;
    const handle = this.deps.scheduler.setTimeout(() => {
      this.#pending.delete(message.matchId);
      this.#track(
        this.deps.messages.send({ matchId: message.matchId, fromId: message.toId, clientId: replyClientId(message), content: { kind: 'text', text: replyTo(message) } }),
      );
    }, this.deps.delayMs);
    this.#pending.set(message.matchId, handle);
  }
}
