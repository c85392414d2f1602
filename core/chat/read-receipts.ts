import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { MatchesStore } from '../matches';
import type { ModalStore } from '../navigation/modal.store';
import { READ_RECEIPT_PAYWALL_MODAL } from '../purchase/modal-kinds';
import { ErrorCode } from '../errors/error-codes';
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
  /** Whether `remaining` is the server's answer (before it, 0 says nothing). */
  #known = false;
  readonly remaining: ReadonlySignal<number> = this.#remaining;
  readonly state: ReadonlySignal<ReadReceiptsState> = this.#state;

  constructor(private readonly deps: { readonly api: ChatApiPort; readonly matches: MatchesStore; readonly modals?: Pick<ModalStore, 'open'> }) {}

  /** Reads how many are left (at sign-in, and again when a conversation's menu opens: some may have been bought). */
  async load(): Promise<void> {
    const remaining = await this.deps.api.readReceiptsRemaining();
    if (!remaining.ok) return;
    this.#known = true;
    this.#remaining.value = remaining.value;
  }

  /**
   * CHAT-08, PUR-35: the member asks for read receipts in a match (`name` their match's name): turned on while some
   * are left; with none left (as last read, or as the server answers) the read-receipt paywall opens instead.
   * Answers whether they are on.
   */
  async turnOn(matchId: string, name: string): Promise<boolean> {
    const { matches, modals } = this.deps;
    if (matches.match(matchId)?.readReceipt.enabled) return true;
    const paywall = () => modals?.open({ kind: READ_RECEIPT_PAYWALL_MODAL, props: { matchId, name } });
    if (this.#known && this.#remaining.peek() <= 0) {
      paywall();
      return false;
    }
    const on = await this.enable(matchId);
    if (!on && this.#state.peek().error === ErrorCode.CONFLICT) {
      this.#known = true;
      this.#remaining.value = 0;
      paywall();
    }
    return on;
  }

  /** Turns read receipts on for a match; answers whether they are on. */
  async enable(matchId: string): Promise<boolean> {
    const { api, matches } = this.deps;
    if (matches.match(matchId)?.readReceipt.enabled) return true;
    this.#state.value = { enabled: false, status: 'loading', matchId };
    const enabled = await api.enableReadReceipts(matchId);
    batch(() => {
      if (enabled.ok) {
        this.#known = true;
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
      this.#known = false;
      this.#remaining.value = 0;
      this.#state.value = IDLE;
    });
  }
}
