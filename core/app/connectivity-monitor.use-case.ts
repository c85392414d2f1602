import type { ApiFailure } from '../api';
import type { Disposable, Result, Unsubscribe } from '../shared';
import { connectivityEventOf, connectivityFromDevice } from './connectivity';
import type { ConnectivityPort } from './connectivity.port';
import type { ConnectivityStore } from './connectivity.store';

/** APP-05: follows the device's online/offline events and the outcome of API calls into the ConnectivityStore. */
export class ConnectivityMonitor implements Disposable {
  #unsubscribe: Unsubscribe | undefined;
  #disposed = false;

  constructor(
    private readonly port: ConnectivityPort,
    private readonly store: ConnectivityStore,
  ) {}

  /** Takes the device's current state and listens for changes. Calling it again does nothing. */
  start(): void {
    if (this.#unsubscribe || this.#disposed) return;
    this.#unsubscribe = this.port.subscribe((online) =>
      this.store.apply({ type: online ? 'went-online' : 'went-offline' }),
    );
    this.store.reset(connectivityFromDevice(this.port.isOnline()));
  }

  /** Feeds a finished API call's result in; the composition root calls it for every call. */
  observeRequest(result: Result<unknown, ApiFailure>): void {
    if (this.#disposed) return;
    const event = connectivityEventOf(result);
    if (event) this.store.apply(event);
  }

  dispose(): void {
    this.#disposed = true;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
