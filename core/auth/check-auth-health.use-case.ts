import type { AuthApiPort } from './auth-gateway.port';
import type { AuthModals } from './auth-effects.port';
import type { AuthSessionStore } from './auth-session.store';

/**
 * AUTH-24: asks the server whether the session is healthy; a `false` answer or a failed check opens the login
 * modal. Answers the health.
 */
export class CheckAuthHealthUseCase {
  constructor(
    private readonly api: AuthApiPort,
    private readonly session: AuthSessionStore,
    private readonly modals: AuthModals,
  ) {}

  async execute(): Promise<boolean> {
    if (!this.session.loggedIn.value) return true;
    const answer = await this.api.health();
    const healthy = answer.ok && answer.value;
    if (!healthy) this.modals.openLogin();
    return healthy;
  }
}

/** AUTH-28: an unhandled login error opens the login modal iff the member is neither logged in nor in a modal. */
export const shouldOpenLoginForUnhandledError = (loggedIn: boolean, inModal: boolean): boolean => !loggedIn && !inModal;
