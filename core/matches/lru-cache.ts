/**
 * MATCH-16: the caches of the matches and chat state, each bounded: the least recently used entry goes first
 * when one more would not fit. Reading an entry makes it the most recently used.
 */

/** MATCH-16: the match-list entity cache: list items (persons) of 200 matches. */
export const MATCH_LIST_ENTITY_CACHE_SIZE = 200;
/** MATCH-16: the user cache: member cards of 120 members (the match profile, MATCH-14). */
export const USER_CACHE_SIZE = 120;
/** MATCH-16: the small user cache: the conversations of the 4 members last chatted with stay loaded. */
export const RECENT_USER_CACHE_SIZE = 4;
/** MATCH-16: the matches cache: 120 matches fetched one by one (a link to a chat) besides the lists. */
export const MATCHES_CACHE_SIZE = 120;

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`a cache holds at least 1 entry, got ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value, made the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value without touching its recency. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores a value as the most recently used; answers the entry it pushed out, if any. */
  set(key: K, value: V): { readonly key: K; readonly value: V } | undefined {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size <= this.capacity) return undefined;
    const [oldestKey, oldestValue] = this.#entries.entries().next().value as [K, V];
    this.#entries.delete(oldestKey);
    return { key: oldestKey, value: oldestValue };
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Keys from the least to the most recently used. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }

  values(): V[] {
    return [...this.#entries.values()];
  }
}

/**
 * A function of a key and an input that answers the same output object while the input object is the same
 * (so a list re-renders only what changed), remembering the outputs of at most `capacity` keys.
 */
export const memoByKey = <K, I, O>(capacity: number, compute: (input: I) => O): ((key: K, input: I) => O) => {
  const cache = new LruCache<K, { readonly input: I; readonly output: O }>(capacity);
  return (key, input) => {
    const hit = cache.get(key);
    if (hit !== undefined && hit.input === input) return hit.output;
    const output = compute(input);
    cache.set(key, { input, output });
    return output;
  };
};
