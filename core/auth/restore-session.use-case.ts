import type { Logger } from '../shared';
import type { AuthAnalyticsPort, AuthLifecycleListener, BanHandoff } from './auth-effects.port';
import { startupDecision } from './auth-session';
import type { AuthSessionStore } from './auth-session.store';
import type { RefreshTokenVault } from './coordination.port';
import type { SessionHintPort } from './session-hint.port';
import { notify } from './auth-lifecycle';
import type { TokenRefresher } from './token-refresher';
import { isOutageFailure } from './auth-outage';

export interface RestoreSessionDeps {
  readonly session: AuthSessionStore;
  readonly refresher: TokenRefresher;
  readonly vault: RefreshTokenVault;
  readonly analytics: AuthAnalyticsPort;
  readonly listeners: readonly AuthLifecycleListener[];
  readonly logger: Logger;
  readonly now: () => number;
  readonly hint: SessionHintPort;
  /** BAN-02: a refresh answered with a ban goes to the bans module (a reload on a warden page keeps the token). */
  readonly onBan?: BanHandoff;
}

/**
 * Start-up (APP-01, AUTH-23): the auth token lives in memory only, so a fresh page asks the gateway for one
 * with the refresh token (an HttpOnly cookie in a browser). A valid token signs in; an expired one logs out with
 * the `token-expired` decision; none signs out. A device without a session hint is signed out without a call.
 * A refresh that cannot reach the server, or that the service cannot answer (an outage, AUTH-27), leaves the
 * member signed out for now (the visitor screens still work) and keeps the hint for the next load; a refused one
 * also drops the hint.
 */
export class RestoreSessionUseCase {
  #done: Promise<void> | undefined;
  #asked: ReturnType<TokenRefresher['restore']> | undefined;

  constructor(private readonly deps: RestoreSessionDeps) {}

  /**
   * Asks for the token the restore will need, now, without deciding anything (APP-01): a start that waits for the
   * start-up settings before the decision (LEV-07) has the refresh on its way meanwhile instead of after. Nothing is
   * asked when a valid token is held or no session hint is present; `execute` reads the answer and decides.
   */
  prefetch(): void {
    if (this.#done !== undefined || this.#asked !== undefined) return;
    if (startupDecision(this.deps.session.state.value, this.deps.now()) === 'sign-in' || !this.deps.hint.maybeSignedIn()) return;
    this.#asked = this.deps.refresher.restore();
    // Read by `execute`; a start that never decides leaves no unhandled rejection behind.
    this.#asked.catch(() => undefined);
  }

  /** Runs once per app load; later calls wait for the first. */
  execute(): Promise<void> {
    this.#done ??= this.#run();
    return this.#done;
  }

  async #run(): Promise<void> {
    const { session, refresher, vault, analytics, logger, now } = this.deps;
    const before = startupDecision(session.state.value, now());
    if (before === 'sign-in') return this.#signedIn();
    if (!this.deps.hint.maybeSignedIn()) {
      session.signOut();
      analytics.track({ type: 'decision', decision: before === 'token-expired' ? 'token-expired' : 'sign-out' });
      return;
    }
    const restored = await (this.#asked ?? refresher.restore());
    if (restored.kind === 'adopted') return this.#signedIn();
    const { result } = restored;
    if (result.ok && result.value.kind === 'login') {
      session.applyLogin(result.value);
      if (result.value.refreshToken) await vault.set(result.value.refreshToken);
      refresher.share();
      return this.#signedIn();
    }
    if (result.ok && result.value.kind === 'onboarding') {
      session.applyOnboarding(result.value);
      return;
    }
    // Only a refusal (an answer with a 4xx status) says the session is gone; no status, or an outage, says nothing.
    if (!result.ok && (result.error.status === undefined || isOutageFailure(result.error))) logger.log('warn', 'session restore could not reach the service', { code: result.error.code, status: result.error.status });
    else this.deps.hint.forget();
    session.signOut();
    analytics.track({ type: 'decision', decision: before === 'token-expired' ? 'token-expired' : 'sign-out' });
    if (!result.ok && result.error.ban !== undefined) this.deps.onBan?.(result.error);
  }

  async #signedIn(): Promise<void> {
    this.deps.analytics.track({ type: 'decision', decision: 'sign-in' });
    await notify(this.deps.listeners, 'signedIn', this.deps.logger);
  }
}
