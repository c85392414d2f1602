import type { RequestContext } from '../api';
import type { Clock } from '../shared';
import type { SessionStore, SessionTracking } from './session.store';

/** The part of the API's request context (API-02) that the session module supplies. */
export type SessionRequestContext = Pick<
  RequestContext,
  'appSessionId' | 'appSessionElapsedMs' | 'userSessionId' | 'userSessionElapsedMs' | 'persistentDeviceId'
>;

/** Milliseconds since `since`; never negative, even when the clock went backwards. */
const elapsedSince = (since: number, now: number): number => Math.max(0, now - since);

/**
 * API-02, SESS-01: session ids with the time elapsed since each session started, and the device id.
 * What is not known yet (before the session module started) is left out, so no empty header is sent.
 */
export const sessionRequestContext = (tracking: SessionTracking, now: number): SessionRequestContext => ({
  appSessionId: tracking.appSessionId,
  appSessionElapsedMs: elapsedSince(tracking.appSessionStartedAt, now),
  ...(tracking.userSessionId !== null && tracking.userSessionStartedAt !== null
    ? { userSessionId: tracking.userSessionId, userSessionElapsedMs: elapsedSince(tracking.userSessionStartedAt, now) }
    : {}),
  ...(tracking.persistentDeviceId !== null ? { persistentDeviceId: tracking.persistentDeviceId } : {}),
});

/** Reads the session part of the request context at call time; the composition root merges it into the API's provider. */
export const sessionRequestContextProvider =
  (store: SessionStore, clock: Clock): (() => SessionRequestContext) =>
  () =>
    sessionRequestContext(store.tracking.value, clock.now());
