import type { AuthFailure } from './auth-answer';

/**
 * AUTH-27: when the auth service failed. `pre-auth`: the member is signed out and a sign-in call failed;
 * `re-auth`: the member is signed in and the refresh of the auth token failed.
 */
export type OutagePhase = 'pre-auth' | 're-auth';

/** AUTH-27, NAV-15: the queue kinds of the outage modals ("outage pre-auth and re-auth"). */
export const OUTAGE_MODAL_KINDS = { 'pre-auth': 'outage-pre-auth', 're-auth': 'outage-re-auth' } as const satisfies Record<OutagePhase, string>;
export type OutageModalKind = (typeof OUTAGE_MODAL_KINDS)[OutagePhase];

/** The phase of an outage modal kind, or null for any other modal. */
export const outagePhaseOf = (kind: string): OutagePhase | null =>
  kind === OUTAGE_MODAL_KINDS['pre-auth'] ? 'pre-auth' : kind === OUTAGE_MODAL_KINDS['re-auth'] ? 're-auth' : null;

/**
 * AUTH-27 (what an outage is, not shown in the spec): the auth service answered with a 5xx status, or could not be
 * reached at all (network failure or timeout). When the server answered, its status decides: a 50000-series code
 * sent with a 4xx status (50020, a rejected photo) is the member's error, not an outage. Without a status, a
 * 50000-series code still counts.
 */
export const isOutageFailure = (failure: AuthFailure): boolean => {
  if (failure.status !== undefined) return failure.status >= 500 && failure.status <= 599;
  if (failure.code === 'API.NETWORK' || failure.code === 'API.TIMEOUT') return true;
  return typeof failure.code === 'number' && failure.code >= 50000 && failure.code <= 59999;
};
