import type { Disposable, Unsubscribe } from '../shared';
import type { UpdatePort } from './update.port';
import type { UpdateStore } from './update.store';

/** APP-03: a waiting update raises the reload prompt; accepting reloads onto it, declining hides it until the next one. */
export class AppUpdate implements Disposable {
  #unsubscribe: Unsubscribe | undefined;

  constructor(
    private readonly port: UpdatePort,
    private readonly store: UpdateStore,
  ) {}

  start(): void {
    this.#unsubscribe ??= this.port.onUpdateWaiting(() => this.store.setUpdateAvailable(true));
  }

  /** The member accepted the prompt. */
  reload(): void {
    this.store.setUpdateAvailable(false);
    this.port.reload();
  }

  /** The member closed the prompt without reloading. */
  dismiss(): void {
    this.store.setUpdateAvailable(false);
  }

  dispose(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
