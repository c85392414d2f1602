import {
  isValidTabClaim,
  SESSION_STORAGE_KEYS,
  type TabClaim,
  type TabPresenceError,
  type TabPresencePort,
} from '../../core/session';
import { appError, err, ok, type Result, type Unsubscribe } from '../../core/shared';

/** The part of Web Storage this adapter uses; the page's `localStorage` fits. */
export type TabPresenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of `window` this adapter uses: where `storage` events arrive. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

/** The fields of a `StorageEvent` read here; read off a plain Event, so any environment can dispatch one. */
interface StorageEventFields {
  readonly key?: string | null;
  readonly newValue?: string | null;
  readonly storageArea?: unknown;
}

export interface LocalStorageTabPresenceOptions {
  readonly storage: TabPresenceStorage | undefined;
  readonly window: StorageEventSource | undefined;
  readonly key?: string;
}

const unavailable = (message: string): Result<never, TabPresenceError> =>
  err(appError('SESSION.TAB_PRESENCE_UNAVAILABLE', message));

/** Stored text back into a claim; anything unreadable counts as no claim. */
const parseClaim = (text: string | null | undefined): TabClaim | null => {
  if (text === null || text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isValidTabClaim(parsed) ? { tabId: parsed.tabId, claimedAt: parsed.claimedAt } : null;
  } catch {
    return null;
  }
};

/**
 * SESS-07: TabPresencePort over local storage. The claim is JSON under one key; other tabs learn of a write
 * from the `storage` event, which browsers fire in every other tab of the origin, never in the writing one.
 * Storage that is missing or throws (private modes, disabled storage) reads as empty and refuses writes.
 */
export class LocalStorageTabPresence implements TabPresencePort {
  readonly #storage: TabPresenceStorage | undefined;
  readonly #window: StorageEventSource | undefined;
  readonly #key: string;

  constructor(options: LocalStorageTabPresenceOptions) {
    this.#storage = options.storage;
    this.#window = options.window;
    this.#key = options.key ?? SESSION_STORAGE_KEYS.activeTab;
  }

  read(): TabClaim | null {
    try {
      return parseClaim(this.#storage?.getItem(this.#key));
    } catch {
      return null;
    }
  }

  write(claim: TabClaim): Result<void, TabPresenceError> {
    const storage = this.#storage;
    if (!storage) return unavailable('local storage is not available');
    try {
      storage.setItem(this.#key, JSON.stringify({ tabId: claim.tabId, claimedAt: claim.claimedAt }));
      return ok(undefined);
    } catch {
      return unavailable('local storage refused the write');
    }
  }

  subscribe(listener: (claim: TabClaim | null) => void): Unsubscribe {
    const source = this.#window;
    if (!source) return () => {};
    const onStorage = (event: Event): void => {
      const { key, newValue, storageArea } = event as Event & StorageEventFields;
      // Events of sessionStorage, or of another storage object, are not about this claim.
      if (storageArea !== undefined && storageArea !== null && storageArea !== this.#storage) return;
      // A null key is `localStorage.clear()` in another tab: the claim is gone with everything else.
      if (key === null) listener(null);
      else if (key === this.#key) listener(parseClaim(newValue));
    };
    source.addEventListener('storage', onStorage);
    return () => source.removeEventListener('storage', onStorage);
  }
}
