/**
 * Messages being created, told to whoever reacts to them in process: the realtime layer nudges both members,
 * the demo world's members reply. Emitted synchronously right after the message is committed.
 */
import type { Unsubscribe } from '../../core/shared';
import type { Message } from './message';

export type MessageCreatedListener = (message: Message) => void;

export class MessageEvents {
  readonly #listeners = new Set<MessageCreatedListener>();

  /** A listener that throws is reported and does not keep the others from hearing. */
  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  onMessageCreated(listener: MessageCreatedListener): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(message: Message): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(message);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
