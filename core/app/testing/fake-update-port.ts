import type { Unsubscribe } from '../../shared';
import type { UpdatePort } from '../update.port';

/** An update source a test drives: `announceUpdate` plays a new version arriving; reloads are counted. */
export class FakeUpdatePort implements UpdatePort {
  readonly #callbacks = new Set<() => void>();
  reloads = 0;

  onUpdateWaiting(callback: () => void): Unsubscribe {
    const entry = (): void => callback();
    this.#callbacks.add(entry);
    return () => {
      this.#callbacks.delete(entry);
    };
  }

  reload(): void {
    this.reloads += 1;
  }

  announceUpdate(): void {
    for (const callback of [...this.#callbacks]) callback();
  }

  get listenerCount(): number {
    return this.#callbacks.size;
  }
}
