import type { WebStorage } from '../local-storage';

/**
 * A Web Storage area that behaves as browsers do: keys and values are strings, `key(i)` and `length`
 * enumerate, and a write that would pass the quota (counted, as browsers do, in UTF-16 code units of
 * keys plus values) throws a DOMException named QuotaExceededError and changes nothing.
 */
export class InProcessWebStorage implements WebStorage {
  readonly #items = new Map<string, string>();

  constructor(private readonly quotaChars = 5_000_000) {}

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    const k = String(key);
    const v = String(value);
    const previous = this.#items.get(k);
    const freed = previous === undefined ? 0 : k.length + previous.length;
    if (this.#used() - freed + k.length + v.length > this.quotaChars) {
      throw new DOMException(`Setting the value of '${k}' exceeded the quota.`, 'QuotaExceededError');
    }
    this.#items.set(k, v);
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }

  #used(): number {
    let n = 0;
    for (const [k, v] of this.#items) n += k.length + v.length;
    return n;
  }
}
