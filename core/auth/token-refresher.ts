import type { AuthTokenSource, ReauthOutcome } from '../api';
import type { Clock, IdGenerator, Logger, Scheduler, Unsubscribe } from '../shared';
import type { AuthGatewayPort, AuthResult } from './auth-gateway.port';
import type { OutageReporter } from './auth-outage.use-case';
import type { AuthSessionStore } from './auth-session.store';
import type { AuthBroadcast, AuthBroadcastPort, LockPort, RefreshTokenVault } from './coordination.port';

export const REFRESH_LOCK = 'spark-auth-refresh';
/** How long a tab waits for another tab to hand over a fresher token before refreshing itself. */
export const PEER_TOKEN_WAIT_MS = 150;

export interface TokenRefresherDeps {
  readonly session: AuthSessionStore;
  readonly gateway: AuthGatewayPort;
  readonly locks: LockPort;
  readonly broadcast: AuthBroadcastPort;
  readonly vault: RefreshTokenVault;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  /** Called when the refresh step says the member is logged out (AUTH-26). */
  readonly onLoggedOut: () => void;
  /** AUTH-27: hears of each refresh that failed without logging out; an outage among them raises the re-auth modal. */
  readonly outage?: OutageReporter;
}

/**
 * AUTH-25/26: gives the HTTP client its token and re-authenticates after a 401, single-flight: any number of
 * concurrent 401s in this tab share one refresh, and across tabs a lock plus a hand-over of the fresh token
 * means only one tab calls the server. A refresh answered 400 or 401 logs out; one that cannot reach the
 * server leaves the member signed in, and an outage (AUTH-27) raises the re-auth outage modal.
 */
export class TokenRefresher implements AuthTokenSource {
  #inFlight: Promise<ReauthOutcome> | undefined;
  readonly #unsubscribe: Unsubscribe;
  readonly #waiting = new Map<string, (m: Extract<AuthBroadcast, { type: 'token' }>) => void>();

  constructor(private readonly deps: TokenRefresherDeps) {
    this.#unsubscribe = deps.broadcast.subscribe((m) => this.#onBroadcast(m));
  }

  /**
   * The token as held, even past its expiry time: the server decides whether it still works, and its 401 starts
   * the refresh. Holding calls back on the local clock alone would fail every call once the token aged, and a
   * device clock running ahead would never let one through.
   */
  current(): string | null {
    return this.deps.session.heldToken();
  }

  reauthenticate(): Promise<ReauthOutcome> {
    if (!this.#inFlight) {
      const stale = this.deps.session.heldToken();
      // Signed out (perhaps while the rejected call was out): there is nothing to refresh.
      if (stale === null) return Promise.resolve('logged-out');
      this.#inFlight = this.deps.locks
        .run(REFRESH_LOCK, () => this.#refreshUnlessFresh(stale))
        .finally(() => {
          this.#inFlight = undefined;
        });
    }
    return this.#inFlight;
  }

  /**
   * Start-up (APP-01): a fresh page has no token in memory. Under the same lock as re-authentication (so a tab
   * opening while another refreshes never presents a refresh token that was just rotated), it takes a token from
   * another tab when one has it, else asks the gateway with the refresh token (the cookie, in a browser).
   */
  restore(): Promise<{ readonly kind: 'adopted' } | { readonly kind: 'answer'; readonly result: AuthResult }> {
    return this.deps.locks.run(REFRESH_LOCK, async () => {
      const { session } = this.deps;
      if (session.authToken() !== null) return { kind: 'adopted' as const };
      const handed = await this.#askPeers(null);
      if (handed) {
        session.adoptToken(handed.authToken, handed.authTokenExpiration, handed.userId);
        return { kind: 'adopted' as const };
      }
      const refreshToken = (await this.deps.vault.get()) ?? undefined;
      const result = await this.deps.gateway.refresh(refreshToken, { funnelSessionId: session.state.value.funnelSessionId });
      return { kind: 'answer' as const, result };
    });
  }

  /** Publishes this tab's fresh token to the others (after a login or a refresh). */
  share(): void {
    const s = this.deps.session.state.value;
    if (s.authToken && s.authTokenExpiration && s.userId && this.deps.session.authToken()) {
      this.deps.broadcast.publish({ type: 'token', authToken: s.authToken, authTokenExpiration: s.authTokenExpiration, userId: s.userId });
    }
  }

  dispose(): void {
    this.#unsubscribe();
    this.#waiting.clear();
  }

  async #refreshUnlessFresh(stale: string): Promise<ReauthOutcome> {
    const { session } = this.deps;
    // Another tab may have refreshed while this one waited for the lock.
    if (this.#hasFresherThan(stale)) return 'refreshed';
    const handed = await this.#askPeers(stale);
    if (handed) {
      session.adoptToken(handed.authToken, handed.authTokenExpiration, handed.userId);
      return 'refreshed';
    }
    // Signed out while this tab waited (another tab's refresh was refused): asking the server again would only
    // be refused again and log out a second time.
    if (session.heldToken() === null) return 'logged-out';
    session.setReauthing(true);
    const refreshToken = (await this.deps.vault.get()) ?? undefined;
    const result = await this.deps.gateway.refresh(refreshToken, { funnelSessionId: session.state.value.funnelSessionId });
    session.setReauthing(false);
    if (result.ok && result.value.kind === 'login') {
      session.applyLogin(result.value);
      if (result.value.refreshToken) await this.deps.vault.set(result.value.refreshToken);
      this.share();
      return 'refreshed';
    }
    if (!result.ok && (result.error.status === 400 || result.error.status === 401 || result.error.status === 403)) {
      this.deps.logger.log('info', 'refresh refused: logged out', { code: result.error.code });
      this.deps.onLoggedOut();
      return 'logged-out';
    }
    if (result.ok) {
      // Anything but a login result (an onboarding state) cannot serve an authorised call.
      this.deps.onLoggedOut();
      return 'logged-out';
    }
    this.deps.logger.log('warn', 'refresh could not reach the server', { code: result.error.code });
    this.deps.outage?.report('re-auth', result.error);
    return 'unavailable';
  }

  #hasFresherThan(stale: string): boolean {
    const token = this.deps.session.authToken();
    return token !== null && token !== stale;
  }

  /**
   * Asks the other tabs for a token fresher than `stale`; answers undefined after a short wait, or at once when no
   * other tab is open (a member's start with one tab then asks the server PEER_TOKEN_WAIT_MS sooner).
   */
  async #askPeers(stale: string | null): Promise<Extract<AuthBroadcast, { type: 'token' }> | undefined> {
    if (!(await this.deps.locks.othersOpen())) return undefined;
    const requestId = this.deps.ids.next();
    return new Promise((resolve) => {
      const timer = this.deps.scheduler.setTimeout(() => {
        this.#waiting.delete(requestId);
        resolve(undefined);
      }, PEER_TOKEN_WAIT_MS);
      this.#waiting.set(requestId, (m) => {
        this.deps.scheduler.clearTimeout(timer);
        this.#waiting.delete(requestId);
        resolve(m);
      });
      this.deps.broadcast.publish({ type: 'token-request', requestId, staleToken: stale });
    });
  }

  #onBroadcast(m: AuthBroadcast): void {
    const { session, clock } = this.deps;
    switch (m.type) {
      case 'token': {
        if (m.authTokenExpiration <= clock.now()) return;
        const mine = session.state.value;
        // Only a token of the member this tab knows, or any when this tab is signed in as nobody yet.
        if (mine.userId && mine.userId !== m.userId) return;
        // A member finishing onboarding in this tab keeps its own flow; every other tab follows the session.
        if (mine.status !== 'onboarding') session.adoptToken(m.authToken, m.authTokenExpiration, m.userId);
        for (const resolve of [...this.#waiting.values()]) resolve(m);
        return;
      }
      case 'token-request': {
        const token = session.authToken();
        if (token !== null && token !== m.staleToken) this.share();
        return;
      }
      case 'logout':
        return;
    }
  }
}
