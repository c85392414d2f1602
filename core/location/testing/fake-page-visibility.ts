import type { Unsubscribe } from '../../shared';
import type { PageVisibilityPort } from '../page-visibility.port';

/** An in-memory page visibility that a test flips with `setVisible`. */
export class FakePageVisibility implements PageVisibilityPort {
  readonly #listeners = new Set<(visible: boolean) => void>();
  #visible: boolean;

  constructor(visible = true) {
    this.#visible = visible;
  }

  isVisible(): boolean {
    return this.#visible;
  }

  subscribe(listener: (visible: boolean) => void): Unsubscribe {
    // A wrapper per subscription, so the same function subscribed twice is called twice.
    const entry = (visible: boolean): void => listener(visible);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /** Changes the visibility; listeners hear only real changes, as with `visibilitychange`. */
  setVisible(visible: boolean): void {
    if (visible === this.#visible) return;
    this.#visible = visible;
    for (const listener of [...this.#listeners]) listener(visible);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
