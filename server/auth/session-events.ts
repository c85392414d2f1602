/**
 * Sessions ending, told to whoever holds something of them (the WebSocket layer closes their sockets). Emitted
 * synchronously, in process, right after the change is committed, so a socket closes well within a second.
 */
import type { Unsubscribe } from '../../core/shared';

/** Why sessions end; `revoked`: the member ended it from another of their devices. */
export const SESSION_END_REASONS = ['logout', 'refresh-reuse', 'ban', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export interface SessionEnded {
  readonly userId: string;
  /** The sign-in families that ended (a ban ends every family of the member). */
  readonly familyIds: readonly string[];
  readonly reason: SessionEndReason;
}

export type SessionEndedListener = (event: SessionEnded) => void;

export class SessionEvents {
  readonly #listeners = new Set<SessionEndedListener>();

  /** A listener that throws is reported and does not keep the others from hearing. */
  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  onSessionEnded(listener: SessionEndedListener): Unsubscribe {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(event: SessionEnded): void {
    if (event.familyIds.length === 0) return;
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
