import type { AppError, Result } from './result';

export type StorageError = AppError<'STORAGE.QUOTA_EXCEEDED' | 'STORAGE.UNAVAILABLE'>;

/**
 * A small string key-value store (localStorage in a browser, AsyncStorage in React Native).
 * Asynchronous so that both fit; a write that cannot be kept answers with an error, never a throw.
 */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<Result<void, StorageError>>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<readonly string[]>;
}
