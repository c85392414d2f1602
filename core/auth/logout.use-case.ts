import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Logger, Unsubscribe } from '../shared';
import type { AuthApiPort } from './auth-gateway.port';
import type { AuthAnalyticsPort, AuthLifecycleListener, AuthModals, AuthNavigator } from './auth-effects.port';
import type { AuthSessionStore } from './auth-session.store';
import type { AuthBroadcastPort, RefreshTokenVault } from './coordination.port';
import { notify } from './auth-lifecycle';

export interface LogoutDeps {
  readonly session: AuthSessionStore;
  readonly api: AuthApiPort;
  readonly vault: RefreshTokenVault;
  readonly broadcast: AuthBroadcastPort;
  readonly modals: AuthModals;
  readonly authNavigator: AuthNavigator;
  readonly analytics: AuthAnalyticsPort;
  readonly listeners: readonly AuthLifecycleListener[];
  readonly logger: Logger;
}

export type LogoutReason = 'member' | 'forced' | 'refresh-refused' | 'other-tab' | 'session-ended' | 'banned';

/**
 * AUTH-33 and AUTH-34: tell the server (unless it already ended the session), clear the API token, go to login,
 * report, clear state (feeds stopped, stored state and recent emoji cleared, settings reset by the listeners).
 * A failing server call changes nothing: the member is signed out all the same. Other tabs follow.
 */
export class LogoutUseCase {
  #running: Promise<void> | undefined;
  readonly #unsubscribe: Unsubscribe;
  readonly #loggingOut = signal(false);

  constructor(private readonly deps: LogoutDeps) {
    this.#unsubscribe = deps.broadcast.subscribe((m) => {
      if (m.type === 'logout' && deps.session.status.value !== 'signed-out') void this.execute('other-tab');
    });
  }

  /** SESS-08: a logout is under way (from the call to the server until the state is cleared). */
  readonly loggingOut: ReadonlySignal<boolean> = this.#loggingOut;

  /** `goTo` replaces the way to the login page (a ban goes to its warden screen, BAN-04). */
  execute(reason: LogoutReason = 'member', goTo?: () => void): Promise<void> {
    if (!this.#running) {
      this.#loggingOut.value = true;
      this.#running = this.#run(reason, goTo).finally(() => {
        this.#running = undefined;
        this.#loggingOut.value = false;
      });
    }
    return this.#running;
  }

  dispose(): void {
    this.#unsubscribe();
  }

  async #run(reason: LogoutReason, goTo?: () => void): Promise<void> {
    const { session, api, vault, broadcast, modals, authNavigator, analytics, logger } = this.deps;
    const hadToken = session.heldToken() !== null;
    if (reason === 'member' && hadToken) {
      const answer = await api.logout();
      if (!answer.ok) logger.log('warn', 'logout call failed; signing out locally', { code: answer.error.code });
    }
    // One batch: the route guards see the member signed out and on the landing together, so they do not
    // remember the page being left as a place to return to.
    batch(() => {
      session.signOut();
      modals.clear();
      if (goTo) goTo();
      else authNavigator.toLogin();
    });
    await vault.clear();
    analytics.track({ type: 'logout' });
    if (reason !== 'other-tab') broadcast.publish({ type: 'logout' });
    await notify(this.deps.listeners, 'signedOut', logger);
  }
}
