/**
 * core/session — app and user sessions, idle timeouts and the one active tab (SESS-01..07, SESS-10, SESS-11).
 * Owns: the app session (new per load), the user session (resumed across reloads within its limits, renewed
 * after a timeout, the TTL, a long idle or a lever change), the throttled last activity, the idle state
 * (source, isExpired), the persistent device id, the session part of the API request context (API-02), and
 * which tab is active.
 * Needs: KeyValueStorage, Clock, Scheduler, IdGenerator and Logger (core/shared), and a TabPresencePort.
 * Exposes: the rules and types below, SessionStore, SessionTracker, ActiveTab, the SESSION tokens; fakes under ./testing.
 */
import { token } from '../shared';
import type { ActiveTab } from './active-tab.use-case';
import type { SessionConfig } from './session-config';
import type { SessionRequestContext } from './session-request-context';
import type { SessionStore } from './session.store';
import type { TabPresencePort } from './tab-presence.port';
import type { SessionTracker } from './track-session.use-case';

export * from './session-config';
export * from './session-activity';
export * from './user-session';
export * from './activity-throttle';
export * from './idle';
export * from './within-ttl';
export * from './tab-claim';
export { SESSION_STORAGE_KEYS } from './session-storage-keys';
export {
  STORED_USER_SESSION_VERSION,
  decodeStoredUserSession,
  encodeStoredUserSession,
  type StoredUserSession,
} from './stored-user-session';
export { isUsableDeviceId, loadPersistentDeviceId } from './persistent-device-id';
export { SessionStore, type AppSession, type SessionTracking, type UserSessionView } from './session.store';
export { SessionTracker, type SessionTrackerDeps } from './track-session.use-case';
export { sessionRequestContext, sessionRequestContextProvider, type SessionRequestContext } from './session-request-context';
export type { TabPresenceError, TabPresencePort } from './tab-presence.port';
export { ActiveTab, type ActiveTabDeps, type TabState } from './active-tab.use-case';

export const SESSION = {
  Config: token<SessionConfig>('session.Config'),
  Store: token<SessionStore>('session.Store'),
  Tracker: token<SessionTracker>('session.Tracker'),
  RequestContext: token<() => SessionRequestContext>('session.RequestContext'),
  TabPresence: token<TabPresencePort>('session.TabPresence'),
  ActiveTab: token<ActiveTab>('session.ActiveTab'),
} as const;
