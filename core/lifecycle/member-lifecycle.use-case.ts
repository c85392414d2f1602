import type { ApiFailure, HttpObserver } from '../api';
import type { AuthLifecycleListener } from '../auth';
import { isBanAnswer } from '../bans/ban-answer';
import type { PersistedSliceName } from '../persistence';
import type { Logger, Result } from '../shared';

/**
 * A part of the app that may live in a module loaded on demand: `load` brings it (and waits for a load under way),
 * `ifLoaded` answers it only when it is already there, so signing out never loads a module just to reset it.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  ifLoaded(): T | undefined;
}

/** The stored slices that belong to the member and go at logout (AUTH-34; the outbox and the recent emoji, CHAT-14). */
export const MEMBER_SLICES = ['user', 'settings', 'privacy', 'appeals', 'outbox', 'recentEmoji'] as const satisfies readonly PersistedSliceName[];

export interface MemberLifecycleDeps {
  /** PL-01..PL-12: the post-login sequence (the own profile, PL-03; realtime, matches and chat, PL-04). */
  readonly postLogin: OnDemand<{ execute(): Promise<unknown>; reset(): void }>;
  /**
   * Resolves once the first screen of the start has what it needs (core/app's FirstScreenGate): the post-login
   * sequence waits for it, so that a member opening Discover gets the first cards before a dozen other calls.
   */
  readonly firstScreen: () => Promise<void>;
  /** The realtime connection (CHAT-05), stopped at sign-out. */
  readonly realtime: OnDemand<{ stop(): void }>;
  /** Matches and chat: what signing out does to them (feeds stopped, caches forgotten). */
  readonly inbox: OnDemand<{ signedOut(): Promise<void> }>;
  /** The stored slices (PERS). */
  readonly persistence: OnDemand<{ clear(slice: (typeof MEMBER_SLICES)[number]): Promise<void> }>;
  /** The user session (SESS), renewed for the next member. */
  readonly sessionTracker: OnDemand<{ renew(): void }>;
  /**
   * What holds the member's state in memory and forgets it at sign-out: the own profile, its edit, the unread counts
   * (NAV-05). One that never loaded holds nothing and stays unloaded.
   */
  readonly forgotten: readonly OnDemand<{ clear(): void }>[];
  /** AUTH-26: the logout that a 403 carrying the logout flag forces. */
  readonly forceLogout: () => Promise<void>;
  /** BAN-02, BAN-04: what a call answered with a ban does (core/bans: sign out on this device to its warden screen). */
  readonly bans: OnDemand<{ execute(failure: ApiFailure): Promise<boolean> }>;
  /** APP-05: timeouts feed the connectivity state. Read when used, as are the stores above: they may call the API this lifecycle observes. */
  readonly connectivity: () => { observeRequest(result: Result<unknown, ApiFailure>): void };
  /**
   * ERR-01, ERR-03, ERR-04: what logs a failed call with the error catalogue's reading (`logFailures` of core/api).
   * The catalogue may load on demand: the first failure loads it, and is logged once it is there.
   */
  readonly failureLog: OnDemand<HttpObserver>;
  readonly logger: Logger;
}

/**
 * How the modules meet around signing in and out and around every API call, the same for every shell (the
 * browser, a native shell, the headless Node client): a shell supplies adapters, and this use-case does the rest.
 * - signed in: the post-login sequence runs;
 * - signed out: the post-login sequence is reset for the next sign-in (PL-02), realtime stops, matches and chat
 *   stop and forget, the own profile and the unread counts are forgotten, the member's stored slices go and the
 *   user session is renewed (AUTH-34);
 * - every API answer: a 403 with the logout flag forces logout (AUTH-26), timeouts feed the connectivity state
 *   (APP-05), failures are logged (ERR-01, ERR-03, ERR-04).
 */
export class MemberLifecycle {
  /** The auth lifecycle listeners (AUTH.Listeners); each runs even when an earlier one failed. */
  readonly listeners: readonly AuthLifecycleListener[];
  /** What hears every API answer (wrapped around the HTTP client with `observeHttp`). */
  readonly observers: readonly HttpObserver[];

  constructor(deps: MemberLifecycleDeps) {
    this.listeners = listenersOf(deps);
    this.observers = observersOf(deps);
  }
}

const listenersOf = (deps: MemberLifecycleDeps): readonly AuthLifecycleListener[] => [
  {
    signedIn: async () => {
      await deps.firstScreen();
      await (await deps.postLogin.load()).execute();
    },
    // PL-02: the next sign-in runs it again.
    signedOut: () => deps.postLogin.ifLoaded()?.reset(),
  },
  { signedOut: async () => (await deps.realtime.load()).stop() },
  { signedOut: () => deps.inbox.ifLoaded()?.signedOut() },
  {
    signedOut: () => {
      for (const state of deps.forgotten) state.ifLoaded()?.clear();
    },
  },
  {
    signedOut: async () => {
      const persistence = await deps.persistence.load();
      await Promise.all(MEMBER_SLICES.map((slice) => persistence.clear(slice)));
      (await deps.sessionTracker.load()).renew();
    },
  },
];

const observersOf = (deps: MemberLifecycleDeps): readonly HttpObserver[] => [
  (_req, result) => {
    if (!result.ok && result.error.kind === 'forced-logout') void deps.forceLogout();
  },
  (_req, result) => {
    if (result.ok || !isBanAnswer(result.error)) return;
    const failure = result.error;
    void deps.bans.load().then((bans) => bans.execute(failure));
  },
  (_req, result) => deps.connectivity().observeRequest(result),
  (req, result) => {
    if (result.ok) return;
    const log = deps.failureLog.ifLoaded();
    if (log) {
      log(req, result);
      return;
    }
    deps.failureLog.load().then(
      (loaded) => loaded(req, result),
      // Without the catalogue the failure is still logged, as an error (it could not be read).
      () => deps.logger.log('error', 'api call failed', { method: req.method, path: req.path, code: result.error.code }),
    );
  },
];
