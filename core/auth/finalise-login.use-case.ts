import { batch } from '@preact/signals-core';
import type { Logger } from '../shared';
import { notify } from './auth-lifecycle';
import type { AuthAnswer } from './auth-answer';
import type { AuthAnalyticsPort, AuthLifecycleListener, AuthModals, AuthNavigator } from './auth-effects.port';
import type { AuthSessionStore } from './auth-session.store';
import type { RefreshTokenVault } from './coordination.port';
import type { TokenRefresher } from './token-refresher';

export interface FinaliseLoginDeps {
  readonly session: AuthSessionStore;
  readonly refresher: TokenRefresher;
  /** Where a platform that holds its refresh token keeps it (a browser's keeps nothing: the cookie carries it). */
  readonly vault: RefreshTokenVault;
  readonly modals: AuthModals;
  readonly authNavigator: AuthNavigator;
  readonly analytics: AuthAnalyticsPort;
  readonly listeners: readonly AuthLifecycleListener[];
  readonly logger: Logger;
}

/**
 * AUTH-18 and AUTH-20: stores the login result, then in order: clear the modal, set the API token (the token
 * source reads it from the session), report the funnel decision and the login or new-user event, go to verify
 * when a reason is pending, else to the remembered path (PL-12), else new members to recs; then start the
 * member's feeds. A refresh token in the answer (a native platform's: a browser gets a cookie instead) goes to the
 * vault before the feeds start, so the first refresh can present it.
 */
export class FinaliseLoginUseCase {
  constructor(private readonly deps: FinaliseLoginDeps) {}

  async execute(answer: Extract<AuthAnswer, { kind: 'login' }>, options: { readonly verifyReason?: string } = {}): Promise<void> {
    const { session, refresher, modals, authNavigator, analytics } = this.deps;
    const pending = authNavigator.pendingRedirect();
    // One batch: the route guards see the member signed in and at the destination together, so they neither
    // bounce the member through recs nor remember the page being left.
    batch(() => {
      session.applyLogin(answer);
      modals.clear();
      refresher.share();
      analytics.track({ type: 'decision', decision: 'sign-in' });
      analytics.track(answer.isNewUser ? { type: 'new-user', userId: answer.userId } : { type: 'login', userId: answer.userId });
      if (options.verifyReason) authNavigator.toVerify(options.verifyReason);
      else if (pending) {
        authNavigator.clearPendingRedirect();
        authNavigator.toPath(pending);
      } else authNavigator.toRecs();
    });
    await this.keepRefreshToken(answer);
    await notify(this.deps.listeners, 'signedIn', this.deps.logger);
  }

  /** A login or onboarding answer's refresh token, when the platform receives one, goes to the vault. */
  async keepRefreshToken(answer: Extract<AuthAnswer, { kind: 'login' | 'onboarding' }>): Promise<void> {
    if (answer.refreshToken) await this.deps.vault.set(answer.refreshToken);
  }
}
