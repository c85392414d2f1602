import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { Disposable, Logger } from '../shared';
import type { LocationStore } from './location.store';
import type { Position } from './position';
import type { PositionReportPort } from './position-report.port';

export interface ReportPositionDeps {
  readonly store: LocationStore;
  readonly reporter: PositionReportPort;
  /** Positions are sent only for a signed-in member. */
  readonly signedIn: ReadonlySignal<boolean>;
  readonly logger: Logger;
}

/**
 * LOC-03 wired to the provider: every position the update rule stores (a move over 1609 m, an expired one, a
 * refreshed timestamp) is sent while the member is signed in, and the current one when they sign in. One call at
 * a time; a position stored while one is out is sent after it (only the newest). A failed send is logged and the
 * next stored position tries again.
 */
export class ReportPositionUseCase implements Disposable {
  #stop: (() => void) | undefined;
  #sending = false;
  #waiting: Position | null = null;
  #lastSent: Position | null = null;

  constructor(private readonly deps: ReportPositionDeps) {}

  start(): void {
    if (this.#stop) return;
    const { store, signedIn } = this.deps;
    this.#stop = effect(() => {
      const position = store.position.value;
      if (!signedIn.value) {
        this.#lastSent = null;
        return;
      }
      if (position !== null && position !== this.#lastSent) this.#send(position);
    });
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #send(position: Position): void {
    if (this.#sending) {
      this.#waiting = position;
      return;
    }
    this.#sending = true;
    this.#lastSent = position;
    void this.deps.reporter.report(position).then((result) => {
      if (!result.ok) this.deps.logger.log('warn', 'position not sent', { code: result.error.code });
      this.#sending = false;
      const next = this.#waiting;
      this.#waiting = null;
      if (next !== null && next !== this.#lastSent && this.deps.signedIn.peek()) this.#send(next);
    });
  }
}
