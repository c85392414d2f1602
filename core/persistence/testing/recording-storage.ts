import type { KeyValueStorage, Result, StorageError } from '../../shared';

type Method = 'getItem' | 'setItem' | 'removeItem' | 'keys';

/**
 * Wraps a KeyValueStorage, counting every call and writing down every write; a test can make one
 * method reject to play a broken platform store.
 */
export class RecordingStorage implements KeyValueStorage {
  readonly calls: Record<Method, number> = { getItem: 0, setItem: 0, removeItem: 0, keys: 0 };
  readonly writes: { readonly key: string; readonly value: string }[] = [];
  readonly #failing = new Set<Method>();

  constructor(private readonly inner: KeyValueStorage) {}

  /** From now on, `method` rejects instead of answering. */
  failOn(method: Method): this {
    this.#failing.add(method);
    return this;
  }

  async getItem(key: string): Promise<string | null> {
    this.#count('getItem');
    return this.inner.getItem(key);
  }

  async setItem(key: string, value: string): Promise<Result<void, StorageError>> {
    this.#count('setItem');
    this.writes.push({ key, value });
    return this.inner.setItem(key, value);
  }

  async removeItem(key: string): Promise<void> {
    this.#count('removeItem');
    return this.inner.removeItem(key);
  }

  async keys(): Promise<readonly string[]> {
    this.#count('keys');
    return this.inner.keys();
  }

  #count(method: Method): void {
    this.calls[method] += 1;
    if (this.#failing.has(method)) throw new Error(`${method} failed`);
  }
}
