import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { dequeueModal, enqueueModal, type ModalQueue, type ModalRequest } from './modal-queue';

/** The modal manager's state: the NAV-13 queue, of which only the front modal is shown. */
export class ModalStore {
  readonly #queue = signal<ModalQueue>([]);
  readonly queue: ReadonlySignal<ModalQueue> = this.#queue;
  /** The modal on screen, if any. */
  readonly current: ReadonlySignal<ModalRequest | undefined> = computed(() => this.#queue.value[0]);

  open(modal: ModalRequest, options: { readonly prioritize?: boolean } = {}): void {
    this.#queue.value = enqueueModal(this.#queue.value, modal, options);
  }

  /** Closes the modal on screen; the next one in the queue shows. */
  close(): void {
    this.#queue.value = dequeueModal(this.#queue.value);
  }

  /** Removes every modal (logout, BAN-08). */
  clear(): void {
    this.#queue.value = [];
  }
}
