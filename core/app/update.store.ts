import { signal, type ReadonlySignal } from '@preact/signals-core';

/** APP-03: whether a new version waits, which shows the reload prompt. Written by AppUpdate. */
export class UpdateStore {
  readonly #updateAvailable = signal(false);
  readonly updateAvailable: ReadonlySignal<boolean> = this.#updateAvailable;

  setUpdateAvailable(available: boolean): void {
    this.#updateAvailable.value = available;
  }
}
