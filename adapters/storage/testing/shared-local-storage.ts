import type { WebStorage } from '../local-storage';
import { InProcessWebStorage } from './in-process-web-storage';

/** One simulated browser window of an origin: its event target and its view of the origin's local storage. */
export interface StandInWindow {
  readonly window: EventTarget;
  readonly localStorage: WebStorage & Pick<Storage, 'clear'>;
}

/**
 * The local storage of one origin shared by several simulated windows, with the `storage` events browsers
 * fire: a change made through one window is announced to every OTHER window (never to the one that made it),
 * only when a value really changed, with `storageArea` set to the receiving window's own storage object.
 * As in browsers the events are queued tasks: they are dispatched when the test calls `flush()`.
 */
export class SharedLocalStorage {
  readonly #items = new InProcessWebStorage();
  readonly #windows: StandInWindow[] = [];
  readonly #queue: Array<() => void> = [];

  openWindow(): StandInWindow {
    const items = this.#items;
    const announce = (key: string | null, oldValue: string | null, newValue: string | null): void =>
      this.#announce(opened, key, oldValue, newValue);
    const localStorage = {
      get length(): number {
        return items.length;
      },
      key: (index: number) => items.key(index),
      getItem: (key: string) => items.getItem(key),
      setItem(key: string, value: string): void {
        const oldValue = items.getItem(key);
        items.setItem(key, value);
        if (oldValue !== String(value)) announce(String(key), oldValue, String(value));
      },
      removeItem(key: string): void {
        const oldValue = items.getItem(key);
        items.removeItem(key);
        if (oldValue !== null) announce(String(key), oldValue, null);
      },
      clear(): void {
        const hadItems = items.length > 0;
        items.clear();
        if (hadItems) announce(null, null, null);
      },
    };
    const opened: StandInWindow = { window: new EventTarget(), localStorage };
    this.#windows.push(opened);
    return opened;
  }

  /** Dispatches every queued `storage` event, including any queued while dispatching. */
  flush(): void {
    for (let task = this.#queue.shift(); task; task = this.#queue.shift()) task();
  }

  get pendingEvents(): number {
    return this.#queue.length;
  }

  #announce(from: StandInWindow, key: string | null, oldValue: string | null, newValue: string | null): void {
    for (const target of this.#windows) {
      if (target === from) continue;
      this.#queue.push(() => {
        // Node has no StorageEvent; a plain Event with the same fields is what the adapter reads.
        const fields = { key, oldValue, newValue, url: 'https://app.test/', storageArea: target.localStorage };
        target.window.dispatchEvent(Object.assign(new Event('storage'), fields));
      });
    }
  }
}
