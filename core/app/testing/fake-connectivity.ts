import type { Unsubscribe } from '../../shared';
import type { ConnectivityPort } from '../connectivity.port';

/** An in-memory device network state that a test flips with `setOnline`. */
export class FakeConnectivity implements ConnectivityPort {
  readonly #listeners = new Set<(online: boolean) => void>();
  #online: boolean;

  constructor(online = true) {
    this.#online = online;
  }

  isOnline(): boolean {
    return this.#online;
  }

  subscribe(listener: (online: boolean) => void): Unsubscribe {
    const entry = (online: boolean): void => listener(online);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /** Changes the state; listeners hear only real changes, as with the online and offline events. */
  setOnline(online: boolean): void {
    if (online === this.#online) return;
    this.#online = online;
    for (const listener of [...this.#listeners]) listener(online);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
