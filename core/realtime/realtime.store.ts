import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { RealtimeStatus } from './realtime-status';

/** CHAT-05: the realtime link's state as signals (`isConnected`, `lastNudgeDate`). Written only by RealtimeConnection. */
export class RealtimeStore {
  readonly #status = signal<RealtimeStatus>({ kind: 'idle' });
  readonly #lastNudgeDate = signal<number | undefined>(undefined);

  readonly status: ReadonlySignal<RealtimeStatus> = this.#status;
  /** Milliseconds since the epoch of the last nudge received (pongs do not count). */
  readonly lastNudgeDate: ReadonlySignal<number | undefined> = this.#lastNudgeDate;
  readonly isConnected: ReadonlySignal<boolean> = computed(() => this.#status.value.kind === 'open');
  /** True once the server ended the session; the auth layer watches it to sign the user out. */
  readonly sessionEnded: ReadonlySignal<boolean> = computed(() => {
    const status = this.#status.value;
    return status.kind === 'stopped' && status.reason === 'session-ended';
  });

  setStatus(status: RealtimeStatus): void {
    this.#status.value = status;
  }

  recordNudge(at: number): void {
    this.#lastNudgeDate.value = at;
  }
}
