import type { OutboundMessage, Outbox } from './outbox.port';

export interface SentMessage extends OutboundMessage {
  readonly sentAt: number;
}

/**
 * Delivers nothing: logs each message and keeps the most recent ones so that a person trying the app, and the
 * browser tests, can read their codes (GET /api/demo/outbox, demo and dev modes only).
 */
export class DemoOutbox implements Outbox {
  readonly #messages: SentMessage[] = [];

  constructor(
    private readonly deps: {
      readonly now: () => number;
      readonly log?: (message: SentMessage) => void;
      readonly capacity?: number;
    },
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    const sent = { ...message, sentAt: this.deps.now() };
    this.#messages.push(sent);
    const overflow = this.#messages.length - (this.deps.capacity ?? 500);
    if (overflow > 0) this.#messages.splice(0, overflow);
    this.deps.log?.(sent);
  }

  /** Messages to one destination, latest first. */
  messagesTo(to: string): SentMessage[] {
    return this.#messages.filter((message) => message.to === to).reverse();
  }

  clear(): void {
    this.#messages.length = 0;
  }
}
