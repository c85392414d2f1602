import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Logger } from '../shared';
import { applyLoadingEvent, type LoadingEvent } from './loading-counter';

/** APP-02: the loading counter as signals; the loading screen shows while `isLoading`. */
export class LoadingStore {
  readonly #count = signal(0);
  readonly count: ReadonlySignal<number> = this.#count;
  readonly isLoading: ReadonlySignal<boolean> = computed(() => this.#count.value > 0);

  constructor(private readonly logger: Logger) {}

  record(event: LoadingEvent): void {
    const step = applyLoadingEvent(this.#count.peek(), event);
    if (step.underflow) this.logger.log('warn', 'Loading counter underflow', { event });
    this.#count.value = step.count;
  }
}
