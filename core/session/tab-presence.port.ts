import type { AppError, Result, Unsubscribe } from '../shared';
import type { TabClaim } from './tab-claim';

export type TabPresenceError = AppError<'SESSION.TAB_PRESENCE_UNAVAILABLE'>;

/**
 * SESS-07: the place all tabs of the app on this device share to say which one is active (local storage in a
 * browser). Reads and writes are immediate; other tabs hear of a change a little later, as with `storage` events.
 * Nothing is ever removed: the last claim stays when its tab closes, and every new claim is made newer than it,
 * so the stored claim also serves all tabs as a clock that only moves forward.
 */
export interface TabPresencePort {
  /** The claim stored now, or null when there is none or it is unreadable. */
  read(): TabClaim | null;
  /** Stores `claim` as the active tab's (the last write wins). */
  write(claim: TabClaim): Result<void, TabPresenceError>;
  /** Hears what other tabs store (null when they remove it), never this tab's own writes. */
  subscribe(listener: (claim: TabClaim | null) => void): Unsubscribe;
}
