import type { KeyValueStorage, StorageError } from '../key-value-storage.port';
import { appError, err, ok, type Result } from '../result';

/** An in-memory KeyValueStorage with an optional quota in characters, like a browser's. */
export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();
  constructor(private readonly quotaChars = Number.POSITIVE_INFINITY) {}

  async getItem(key: string): Promise<string | null> {
    return this.#items.get(key) ?? null;
  }

  async setItem(key: string, value: string): Promise<Result<void, StorageError>> {
    const used = this.#used() - (this.#items.get(key)?.length ?? 0) - (this.#items.has(key) ? key.length : 0);
    if (used + key.length + value.length > this.quotaChars) {
      return err(appError('STORAGE.QUOTA_EXCEEDED', 'storage quota exceeded'));
    }
    this.#items.set(key, value);
    return ok(undefined);
  }

  async removeItem(key: string): Promise<void> {
    this.#items.delete(key);
  }

  async keys(): Promise<readonly string[]> {
    return [...this.#items.keys()];
  }

  /** Synchronous view for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }

  #used(): number {
    let n = 0;
    for (const [k, v] of this.#items) n += k.length + v.length;
    return n;
  }
}
