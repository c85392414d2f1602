import { appError, err, ok, type KeyValueStorage, type Result, type StorageError } from '../../core/shared';

/** The part of the Web Storage interface the adapter uses. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Firefox names its quota error differently; legacy codes 22 and 1014 identify the same failure. */
const QUOTA_ERROR_NAMES: ReadonlySet<string> = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_ERROR_CODES: ReadonlySet<number> = new Set([22, 1014]);

const isQuotaError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  const quotaName = typeof name === 'string' && QUOTA_ERROR_NAMES.has(name);
  return quotaName || (typeof code === 'number' && QUOTA_ERROR_CODES.has(code));
};

/**
 * The page's localStorage, or undefined where it is missing or where merely touching it throws
 * (Safari private mode, storage disabled with cookies, sandboxed frames).
 */
export const browserLocalStorage = (): WebStorage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * KeyValueStorage over Web Storage. It never throws: a full store answers STORAGE.QUOTA_EXCEEDED, a
 * missing or failing one answers STORAGE.UNAVAILABLE on writes and reads as empty.
 */
export class LocalStorageKeyValueStorage implements KeyValueStorage {
  readonly #storage: WebStorage | undefined;

  constructor(storage: WebStorage | undefined = browserLocalStorage()) {
    this.#storage = storage;
  }

  async getItem(key: string): Promise<string | null> {
    return this.#attempt((s) => s.getItem(key), null);
  }

  async setItem(key: string, value: string): Promise<Result<void, StorageError>> {
    const storage = this.#storage;
    if (!storage) return err(appError('STORAGE.UNAVAILABLE', 'storage is not available'));
    try {
      storage.setItem(key, value);
      return ok(undefined);
    } catch (error) {
      return isQuotaError(error)
        ? err(appError('STORAGE.QUOTA_EXCEEDED', 'storage quota exceeded'))
        : err(appError('STORAGE.UNAVAILABLE', 'storage refused the write'));
    }
  }

  async removeItem(key: string): Promise<void> {
    this.#attempt((s) => s.removeItem(key), undefined);
  }

  async keys(): Promise<readonly string[]> {
    return this.#attempt((s) => {
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key !== null) keys.push(key);
      }
      return keys;
    }, []);
  }

  #attempt<T>(use: (storage: WebStorage) => T, fallback: T): T {
    if (!this.#storage) return fallback;
    try {
      return use(this.#storage);
    } catch {
      return fallback;
    }
  }
}
