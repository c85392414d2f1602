import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { Clock } from '../shared';
import type { AuthAnswer, AuthFailure } from './auth-answer';
import { captchaTypeOf } from './auth-levers';
import {
  applyCaptchaState,
  applyLoginError,
  applyLoginResult,
  applyOnboardingState,
  hasValidToken,
  initialAuthSession,
  resetForLoginStart,
  signedOut,
  type AuthSessionState,
  type LoginType,
} from './auth-session';

/** The auth session as signals. The auth token lives here, in memory only. */
export class AuthSessionStore {
  readonly #state: Signal<AuthSessionState>;
  readonly state: ReadonlySignal<AuthSessionState>;
  readonly status: ReadonlySignal<AuthSessionState['status']>;
  readonly loggedIn: ReadonlySignal<boolean>;
  /** Start-up has decided whether the member is signed in. */
  readonly initialised: ReadonlySignal<boolean>;

  constructor(
    private readonly clock: Clock,
    funnelSessionId: string,
  ) {
    this.#state = signal<AuthSessionState>(initialAuthSession(funnelSessionId));
    this.state = this.#state;
    this.status = computed(() => this.#state.value.status);
    this.loggedIn = computed(() => this.#state.value.status === 'signed-in');
    this.initialised = computed(() => this.#state.value.status !== 'unknown');
  }

  /** The auth token while it is valid, else null. */
  authToken(): string | null {
    const s = this.#state.value;
    return hasValidToken(s, this.clock.now()) ? s.authToken! : null;
  }

  /** The token as held, valid or not (the one a 401 was answered to). */
  heldToken(): string | null {
    return this.#state.value.authToken ?? null;
  }

  startLogin(loginType: LoginType): void {
    this.#state.value = resetForLoginStart(this.#state.value, loginType);
  }

  applyLogin(answer: Extract<AuthAnswer, { kind: 'login' }>): void {
    this.#state.value = applyLoginResult(this.#state.value, answer, this.clock.now());
  }

  /** A token handed over by another tab: same member, same session family; an auth-token success (AUTH-22). */
  adoptToken(authToken: string, authTokenExpiration: number, userId: string): void {
    // Signed in like a login result (AUTH-22): nothing of an onboarding or a failed attempt is left behind.
    const { onboardingToken: _o, onboardingUserId: _u, loginError: _e, guestAuthToken: _g, ...s } = this.#state.value;
    this.#state.value = { ...s, status: 'signed-in', authToken, authTokenExpiration, userId, isOutage: false, isReauthing: false };
  }

  applyOnboarding(answer: Extract<AuthAnswer, { kind: 'onboarding' }>): void {
    this.#state.value = applyOnboardingState(this.#state.value, answer);
  }

  /** AUTH-29: the gateway asked for a captcha. */
  recordCaptcha(publicKey: string, vendor: string): void {
    this.#state.value = applyCaptchaState(this.#state.value, publicKey, captchaTypeOf(vendor));
  }

  recordLoginError(error: AuthFailure): void {
    this.#state.value = applyLoginError(this.#state.value, error);
  }

  setReauthing(value: boolean): void {
    this.#state.value = { ...this.#state.value, isReauthing: value };
  }

  /** AUTH-27: the auth service is failing (set on an outage; AUTH-22 clears it on an auth-token success). */
  setOutage(value: boolean): void {
    if (this.#state.peek().isOutage !== value) this.#state.value = { ...this.#state.peek(), isOutage: value };
  }

  signOut(): void {
    this.#state.value = signedOut(this.#state.value);
  }
}
