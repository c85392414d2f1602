import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { MatchesStore } from '../matches';
import type { ChatApiPort } from './chat-api.port';

/** CHAT-08 `readReceiptsState`: the last turning-on of read receipts, and how it went. */
export interface ReadReceiptsState {
  readonly enabled: boolean;
  readonly status: 'idle' | 'loading' | 'success' | 'error';
  readonly matchId?: string;
  readonly error?: string | number;
}

const IDLE: ReadReceiptsState = { enabled: false, status: 'idle' };

/**
 * CHAT-08: read receipts. `remaining` (default 0 until the server says) is how many the member may still turn on,
 * one per match; turning them on consumes one (success), or records the error (a paywall reads it) until cleared.
 * With receipts on, the member's own messages the other member read show as seen (chat-items.ts).
 */
export class ReadReceiptsUseCase {
  readonly #remaining = signal(0);
  readonly #state = signal<ReadReceiptsState>(IDLE);
  readonly remaining: ReadonlySignal<number> = this.#remaining;
  readonly state: ReadonlySignal<ReadReceiptsState> = this.#state;

  constructor(private readonly deps: { readonly api: ChatApiPort; readonly matches: MatchesStore }) {}

  async load(): Promise<void> {
    const remaining = await this.deps.api.readReceiptsRemaining();
    if (remaining.ok) this.#remaining.value = remaining.value;
  }

  /** Turns read receipts on for a match; answers whether they are on. */
  async enable(matchId: string): Promise<boolean> {
    const { api, matches } = this.deps;
    if (matches.match(matchId)?.readReceipt.enabled) return true;
    this.#state.value = { enabled: false, status: 'loading', matchId };
    const enabled = await api.enableReadReceipts(matchId);
    batch(() => {
      if (enabled.ok) {
        this.#remaining.value = enabled.value;
        this.#state.value = { enabled: true, status: 'success', matchId };
        matches.enableReadReceipt(matchId);
      } else {
        this.#state.value = { enabled: false, status: 'error', matchId, error: enabled.error.code };
      }
    });
    return enabled.ok;
  }

  clearError(): void {
    if (this.#state.peek().status === 'error') this.#state.value = IDLE;
  }

  reset(): void {
    batch(() => {
      this.#remaining.value = 0;
      this.#state.value = IDLE;
    });
  }
}
