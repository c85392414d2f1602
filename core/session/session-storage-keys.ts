/** Where the session module keeps its pieces in KeyValueStorage (and, for the active tab, in the browser's local storage). */
export const SESSION_STORAGE_KEYS = {
  /** SESS-01: the persistent device id, created once per device. */
  deviceId: 'spark:session:device-id',
  /** SESS-01, SESS-10: the user session, resumed after a reload while it is within its TTL. */
  userSession: 'spark:session:user',
  /** SESS-07: the claim of the tab that is active. */
  activeTab: 'spark:session:active-tab',
} as const;
