import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Logger } from '../shared';
import type { AuthAnswer, AuthFailure } from './auth-answer';
import type { AuthApiPort, AuthGatewayPort, AuthRequestContext, AuthResult } from './auth-gateway.port';
import type { AuthModals, AuthNavigator, BanHandoff } from './auth-effects.port';
import type { OutageReporter } from './auth-outage.use-case';
import type { AuthSessionStore } from './auth-session.store';
import type { FinaliseLoginUseCase } from './finalise-login.use-case';
import { loginReducer, type LoginEvent, type LoginRequest, type LoginStep } from './login-flow';
import { CaptchaSolverError, type CaptchaSolverPort } from './captcha-solver.port';
import { normaliseEmail, normalisePhone } from './contact-rules';
import { DEFAULT_SIGN_IN_METHODS, type SignInMethod } from './sign-in-methods';
import { shouldSubmitSmsCaptcha } from './auth-levers';
import { shouldOpenLoginForUnhandledError } from './check-auth-health.use-case';

export interface LoginFlowDeps {
  readonly gateway: AuthGatewayPort;
  readonly api: AuthApiPort;
  readonly session: AuthSessionStore;
  readonly finalise: FinaliseLoginUseCase;
  readonly authNavigator: AuthNavigator;
  readonly clock: Clock;
  readonly logger: Logger;
  /** LAND-08: the sign-in methods offered (from the levers); phone and e-mail when absent. */
  readonly methods?: ReadonlySignal<readonly SignInMethod[]>;
  /** AUTH-27: hears of failed sign-in calls; an outage among them raises the pre-auth outage modal. */
  readonly outage?: OutageReporter;
  /** AUTH-29: works a captcha out on the device; without one, the member's answer is awaited (`solveCaptcha`). */
  readonly solver?: CaptchaSolverPort;
  /** AUTH-10: the `smsCaptcha` lever; while it is off a captcha met by the phone flow is not submitted. On when absent. */
  readonly smsCaptcha?: ReadonlySignal<boolean>;
  /** AUTH-28: the modal manager, for a login error no step is left to show (the member closed the flow meanwhile). */
  readonly modals?: AuthModals;
  /** BAN-01, BAN-02: a sign-in answered with a ban closes the flow and goes to the bans module. */
  readonly onBan?: BanHandoff;
}

/** BAN-08, ERR-02: 40302 answered to a sign-in: this device gave an under-18 birth date. */
const isDeviceFlagged = (failure: AuthFailure): boolean => String(failure.code) === '40302';

/** The channel a request belongs to: the phone (SMS) flow or the e-mail flow. */
const isSmsRequest = (r: LoginRequest): boolean => r.kind === 'phone' || r.kind === 'phone-otp' || (r.kind === 'resend' && r.channel === 'sms');

/** Client-side refusals, before anything is sent. */
export const LoginErrorCode = {
  INVALID_PHONE: 'AUTH.INVALID_PHONE',
  INVALID_EMAIL: 'AUTH.INVALID_EMAIL',
  INVALID_CODE: 'AUTH.INVALID_CODE',
  CAPTCHA_FAILED: 'AUTH.CAPTCHA_FAILED',
  NO_CODE_REQUEST: 'AUTH.NO_CODE_REQUEST',
} as const;

/**
 * The login modal's flow (AUTH-03..AUTH-20): phone or e-mail, the code, a captcha when a risk rule fires.
 * `step` is null while the modal is closed. What the member typed survives every error.
 */
export class LoginFlowUseCase {
  readonly #step = signal<LoginStep | null>(null);
  readonly #busy = signal(false);
  readonly #choosing = signal(false);
  readonly step: ReadonlySignal<LoginStep | null> = this.#step;
  readonly busy: ReadonlySignal<boolean> = this.#busy;
  /** The modal shows the choice of phone or e-mail before any step. */
  readonly choosing: ReadonlySignal<boolean> = this.#choosing;
  readonly isOpen: ReadonlySignal<boolean> = computed(
    () => this.#choosing.value || (this.#step.value !== null && this.#step.value.step !== 'done'),
  );
  /** LAND-08: the methods the chooser offers. */
  readonly methods: ReadonlySignal<readonly SignInMethod[]>;
  #captchaToken: string | undefined;
  /** Bumped whenever the member starts over or closes: answers to an earlier attempt no longer move the flow. */
  #attempt = 0;

  constructor(private readonly deps: LoginFlowDeps) {
    this.methods = deps.methods ?? signal(DEFAULT_SIGN_IN_METHODS);
  }

  /** Opens the modal on the choice of phone or e-mail. */
  openChooser(): void {
    this.#attempt += 1;
    this.#step.value = null;
    this.#captchaToken = undefined;
    this.#choosing.value = true;
  }

  /** AUTH-21: starting a login resets the auth session but keeps the funnel id. */
  open(method: 'phone' | 'email' = 'phone'): void {
    this.#captchaToken = undefined;
    this.choose(method);
  }

  /** Picks a sign-in method; one that is not offered (LAND-08) is ignored. Phone and e-mail start a login (AUTH-21). */
  choose(method: SignInMethod): void {
    if (!this.methods.peek().includes(method)) return;
    this.#attempt += 1;
    if (method !== 'account-recovery') this.deps.session.startLogin(method);
    this.#choosing.value = false;
    this.#dispatch({ type: 'choose', method });
  }

  close(): void {
    this.#attempt += 1;
    this.#step.value = null;
    this.#choosing.value = false;
  }

  back(): void {
    this.#dispatch({ type: 'back' });
  }

  async submitPhone(raw: string): Promise<void> {
    const phone = normalisePhone(raw);
    if (!phone) return this.#refuse({ kind: 'phone', phone: raw }, LoginErrorCode.INVALID_PHONE);
    await this.#send({ kind: 'phone', phone });
  }

  async submitEmail(raw: string): Promise<void> {
    const email = normaliseEmail(raw);
    if (!email) return this.#refuse({ kind: 'email', email: raw }, LoginErrorCode.INVALID_EMAIL);
    await this.#send({ kind: 'email', email });
  }

  /** Sends the code typed on the code step (AUTH-17: only with the token of the request that sent it). */
  async submitCode(raw: string): Promise<void> {
    const state = this.#step.value;
    if (state?.step !== 'phone-otp' && state?.step !== 'email-otp') return;
    const otp = raw.replace(/\s+/g, '');
    if (!state.code.bindingToken) {
      // AUTH-17: a code means nothing without the token of the request that sent it; only a new code helps.
      this.#dispatch({
        type: 'failure',
        request: state.step === 'phone-otp' ? { kind: 'phone', phone: state.phone } : { kind: 'email', email: state.email },
        failure: { code: LoginErrorCode.NO_CODE_REQUEST, message: 'no code was requested' },
      });
      return;
    }
    if (!new RegExp(`^\\d{${state.code.length}}$`).test(otp)) {
      this.#dispatch({
        type: 'failure',
        request: state.step === 'phone-otp' ? { kind: 'phone-otp', phone: state.phone, otp, bindingToken: state.code.bindingToken } : { kind: 'email-otp', email: state.email, otp, bindingToken: state.code.bindingToken },
        failure: { code: LoginErrorCode.INVALID_CODE, message: 'the code has the wrong length' },
      });
      return;
    }
    await this.#send(
      state.step === 'phone-otp'
        ? { kind: 'phone-otp', phone: state.phone, otp, bindingToken: state.code.bindingToken }
        : { kind: 'email-otp', email: state.email, otp, bindingToken: state.code.bindingToken },
    );
  }

  /** Asks for a new code once the countdown has run out. */
  async resend(): Promise<void> {
    const state = this.#step.value;
    if (state?.step !== 'phone-otp' && state?.step !== 'email-otp') return;
    if (this.deps.clock.now() < state.code.resendAt) return;
    await this.#send(
      state.step === 'phone-otp'
        ? { kind: 'resend', channel: 'sms', destination: state.phone, bindingToken: state.code.bindingToken }
        : { kind: 'resend', channel: 'email', destination: state.email, bindingToken: state.code.bindingToken },
    );
  }

  /** AUTH-30/31: a captcha counts as solved only with `is_success`; then the held request is repeated. */
  async solveCaptcha(answer: string): Promise<void> {
    const state = this.#step.value;
    if (state?.step !== 'captcha' || this.#busy.value) return;
    if (this.#smsCaptchaSkipped(state.retry)) return;
    this.#busy.value = true;
    const attempt = this.#attempt;
    const verified = await this.deps.api.verifyCaptcha({
      referenceToken: state.challenge.referenceToken,
      answer: answer.trim(),
      vendor: state.challenge.vendor,
      funnelSessionId: this.deps.session.state.value.funnelSessionId,
    });
    this.#busy.value = false;
    if (!verified.ok || !verified.value) {
      const failure: AuthFailure = verified.ok ? { code: LoginErrorCode.CAPTCHA_FAILED, message: 'Captcha verification failed' } : verified.error;
      if (attempt !== this.#attempt) return this.#unhandled(failure);
      this.deps.session.recordLoginError(failure);
      this.#dispatch({ type: 'captcha-failed', failure });
      if (!verified.ok) this.deps.outage?.report('pre-auth', verified.error);
      return;
    }
    if (attempt !== this.#attempt) return;
    this.#captchaToken = state.challenge.referenceToken;
    await this.#send(state.retry);
  }

  /**
   * AUTH-29: the device works the captcha out (a proof of work: nothing for the member to read or click), then it
   * is verified and the held request repeated. Runs by itself when a captcha comes; the captcha step offers it
   * again as a button when it could not finish (the accessible way on).
   */
  async proveWork(): Promise<void> {
    const state = this.#step.value;
    const solver = this.deps.solver;
    if (state?.step !== 'captcha' || this.#busy.value) return;
    if (this.#smsCaptchaSkipped(state.retry)) return;
    if (solver === undefined) return;
    this.#busy.value = true;
    const attempt = this.#attempt;
    const solved = await solver.solve(state.challenge);
    this.#busy.value = false;
    if (attempt !== this.#attempt) return;
    if (!solved.ok) {
      this.deps.logger.log('warn', 'captcha not solved', { code: solved.error.code, vendor: state.challenge.vendor });
      // The device could not do the work (yet): the step stays, offering to try again. A vendor this client
      // cannot solve at all is a failed captcha (AUTH-31).
      if (solved.error.code === CaptchaSolverError.UNSUPPORTED) {
        this.deps.session.recordLoginError(solved.error);
        this.#dispatch({ type: 'captcha-failed', failure: solved.error });
      }
      return;
    }
    await this.solveCaptcha(solved.value);
  }

  /**
   * AUTH-10: with the `smsCaptcha` lever off, a captcha the phone flow meets is not submitted at all: no work on
   * the device, no verification, no repeated request. The captcha counts as failed (AUTH-31), so the member is
   * told and sent back to the login.
   */
  #smsCaptchaSkipped(retry: LoginRequest): boolean {
    if (!isSmsRequest(retry) || shouldSubmitSmsCaptcha(this.deps.smsCaptcha?.peek() ?? true)) return false;
    this.deps.logger.log('warn', 'sms captcha not submitted: its lever is off');
    const failure: AuthFailure = { code: LoginErrorCode.CAPTCHA_FAILED, message: 'Captcha verification failed' };
    this.deps.session.recordLoginError(failure);
    this.#dispatch({ type: 'captcha-failed', failure });
    return true;
  }

  /**
   * AUTH-28: a login error that arrives once no step can show it (the member closed the flow or started over)
   * goes to the shared handling: it is recorded, and the login modal opens iff the member is neither logged in
   * nor in a modal (the restarted flow counts as one).
   */
  #unhandled(failure: AuthFailure): void {
    this.deps.session.recordLoginError(failure);
    const loggedIn = this.deps.session.loggedIn.peek();
    const inModal = this.isOpen.peek() || (this.deps.modals?.isAnyOpen() ?? false);
    this.deps.logger.log('warn', 'login error after the flow moved on', { code: failure.code });
    if (shouldOpenLoginForUnhandledError(loggedIn, inModal)) this.deps.modals?.openLogin();
  }

  #refuse(request: LoginRequest, code: string): void {
    this.#dispatch({ type: 'failure', request, failure: { code, message: code } });
  }

  #dispatch(event: LoginEvent): void {
    const current = this.#step.value ?? { step: 'phone', phone: '' };
    this.#step.value = loginReducer(current, event);
  }

  async #send(request: LoginRequest): Promise<void> {
    if (this.#busy.value) return;
    this.#busy.value = true;
    const ctx: AuthRequestContext = {
      funnelSessionId: this.deps.session.state.value.funnelSessionId,
      ...(this.#captchaToken ? { captchaToken: this.#captchaToken } : {}),
    };
    const attempt = this.#attempt;
    const result = await this.#call(request, ctx);
    this.#busy.value = false;
    if (ctx.captchaToken) this.#captchaToken = undefined;
    if (attempt !== this.#attempt) {
      // The member closed the flow or started over meanwhile. A sign-in the server already made still counts; a
      // failure has no step left to show it (AUTH-28).
      if (result.ok) await this.#complete(result.value);
      else this.#unhandled(result.error);
      return;
    }
    if (!result.ok) {
      this.deps.session.recordLoginError(result.error);
      if (isDeviceFlagged(result.error) && this.deps.modals?.openDeviceFlagged) {
        // BAN-08 (ERR-02: 40302 in the login context): every modal closes, the device-flagged modal opens.
        this.close();
        this.deps.modals.clear();
        this.deps.modals.openDeviceFlagged();
        return;
      }
      if (result.error.ban !== undefined && this.deps.onBan) {
        this.close();
        this.deps.onBan(result.error);
        return;
      }
      this.#dispatch({ type: 'failure', request, failure: result.error });
      this.deps.outage?.report('pre-auth', result.error);
      return;
    }
    if (result.value.kind === 'captcha') this.deps.session.recordCaptcha(result.value.publicKey, result.value.vendor);
    this.#dispatch({ type: 'answer', request, answer: result.value, now: this.deps.clock.now() });
    if (result.value.kind === 'captcha') return this.proveWork();
    await this.#complete(result.value);
  }

  #call(r: LoginRequest, ctx: AuthRequestContext): Promise<AuthResult> {
    const { gateway } = this.deps;
    switch (r.kind) {
      case 'phone':
        return gateway.submitPhone(r.phone, ctx);
      case 'phone-otp':
        return gateway.submitPhoneOtp(r.phone, r.otp, r.bindingToken, ctx);
      case 'email':
        return gateway.submitEmail(r.email, ctx);
      case 'email-otp':
        return gateway.submitEmailOtp(r.email, r.otp, r.bindingToken, ctx);
      case 'resend':
        return gateway.resendOtp(r.bindingToken, ctx);
    }
  }

  async #complete(answer: AuthAnswer): Promise<void> {
    if (answer.kind === 'login') {
      await this.deps.finalise.execute(answer);
      this.#step.value = null;
    } else if (answer.kind === 'onboarding') {
      this.deps.session.applyOnboarding(answer);
      await this.deps.finalise.keepRefreshToken(answer);
      this.#step.value = null;
      this.deps.authNavigator.toOnboarding();
    }
  }
}
