import { signal, type ReadonlySignal } from '@preact/signals-core';
import { initialPagesQueue, pagesQueueReducer, type PagesQueueAction, type PagesQueueState } from './onboarding-queues';

/** ONB-16: the post-onboarding pages queue as a signal. */
export class PagesQueueStore {
  readonly #state = signal<PagesQueueState>(initialPagesQueue());
  readonly state: ReadonlySignal<PagesQueueState> = this.#state;

  dispatch(action: PagesQueueAction): void {
    this.#state.value = pagesQueueReducer(this.#state.peek(), action);
  }

  reset(): void {
    this.#state.value = initialPagesQueue();
  }
}
