/** How long a persisted slice stays usable after its last write: 14 days (PERS-03). */
export const PERSIST_GRACE_MS = 1_209_600_000;

/** How long writes wait for further changes before they reach storage (PERS-04). */
export const PERSIST_WRITE_WAIT_MS = 1_000;

/** Storage keys of persisted slices start with this, so they never collide with other stored data. */
export const PERSIST_KEY_PREFIX = 'spark:persist:';

/** The storage key that holds one slice. */
export const persistKey = (sliceName: string): string => `${PERSIST_KEY_PREFIX}${sliceName}`;
