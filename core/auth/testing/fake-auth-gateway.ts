import { err, ok, type Result } from '../../shared';
import type { AuthAnswer, AuthFailure } from '../auth-answer';
import type { AuthApiPort, AuthGatewayPort, AuthRequestContext, AuthResult } from '../auth-gateway.port';

type Call = { readonly op: keyof AuthGatewayPort; readonly args: readonly unknown[]; readonly ctx: AuthRequestContext };

interface OpenCode {
  readonly destination: string;
  readonly code: string;
  readonly channel: 'sms' | 'email';
  attemptsLeft: number;
}

/** Wrong guesses a code survives before the server kills it (the fifth wrong one kills it). */
export const FAKE_CODE_ATTEMPTS = 5;

/**
 * An in-memory auth gateway that behaves like the reference server in small: codes are sent to a recorded outbox,
 * the right code with its binding token signs in a known member or starts onboarding for a new one; each wrong
 * code uses up one of five attempts and the fifth kills the code (42905 by SMS, 42907 by e-mail) until a new one
 * is sent; refreshes succeed for the member who signed in last and rotate the auth token. `script` overrides the
 * next answer of an operation for edge cases (captcha, failures).
 */
export class FakeAuthGateway implements AuthGatewayPort {
  readonly calls: Call[] = [];
  readonly outbox: { readonly to: string; readonly code: string }[] = [];
  /** Destinations (phone numbers, e-mail addresses) that belong to existing members. */
  readonly members = new Set<string>();
  /** Every auth token issued, in order; the last one is the one the server accepts. */
  readonly issuedTokens: string[] = [];
  /** When set, every refresh answers this (e.g. a 401 failure). */
  refreshAnswer: AuthResult | undefined;
  ttlMs = 30 * 60_000;
  readonly #scripted = new Map<keyof AuthGatewayPort, AuthResult[]>();
  readonly #open = new Map<string, OpenCode>();
  #n = 0;
  #refreshFor: string | undefined;

  /** The next call of `op` answers `result`. */
  script(op: keyof AuthGatewayPort, result: AuthResult): void {
    this.#scripted.set(op, [...(this.#scripted.get(op) ?? []), result]);
  }

  /** Refreshes now succeed for `userId`, as if the browser held that member's refresh cookie. */
  acceptRefreshFor(userId: string): void {
    this.#refreshFor = userId;
  }

  /** The code last sent to a destination. */
  codeFor(destination: string): string | undefined {
    return [...this.outbox].reverse().find((m) => m.to === destination)?.code;
  }

  /** The auth token the server accepts now, if any. */
  get validToken(): string | undefined {
    return this.issuedTokens.at(-1);
  }

  count(op: keyof AuthGatewayPort): number {
    return this.calls.filter((c) => c.op === op).length;
  }

  async submitPhone(phone: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('submitPhone', [phone], ctx, () => this.#sendCode(phone, 'sms'));
  }

  async submitEmail(email: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('submitEmail', [email], ctx, () => this.#sendCode(email, 'email'));
  }

  async submitPhoneOtp(phone: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('submitPhoneOtp', [phone, otp, bindingToken], ctx, () => this.#verify(phone, otp, bindingToken));
  }

  async submitEmailOtp(email: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('submitEmailOtp', [email, otp, bindingToken], ctx, () => this.#verify(email, otp, bindingToken));
  }

  async resendOtp(bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('resendOtp', [bindingToken], ctx, () => {
      const open = this.#open.get(bindingToken);
      if (!open) return err(failure(40317, 400));
      this.#open.delete(bindingToken);
      return this.#sendCode(open.destination, open.channel);
    });
  }

  async refresh(refreshToken: string | undefined, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('refresh', [refreshToken], ctx, () => {
      if (this.refreshAnswer) return this.refreshAnswer;
      if (this.#refreshFor === undefined) return err(failure(40100, 401));
      return ok(this.#login(this.#refreshFor, false));
    });
  }

  #scriptedOr(op: keyof AuthGatewayPort, args: readonly unknown[], ctx: AuthRequestContext, real: () => AuthResult): AuthResult {
    this.calls.push({ op, args, ctx });
    const queue = this.#scripted.get(op);
    const next = queue?.shift();
    return next ?? real();
  }

  #sendCode(destination: string, channel: 'sms' | 'email'): AuthResult {
    this.#n += 1;
    const code = String(100000 + this.#n).slice(-6);
    const bindingToken = `bind-${this.#n}`;
    this.#open.set(bindingToken, { destination, code, channel, attemptsLeft: FAKE_CODE_ATTEMPTS });
    this.outbox.push({ to: destination, code });
    return ok({ kind: 'otp-sent', channel, otpLength: 6, bindingToken, masked: `…${destination.slice(-2)}`, resendAfterSeconds: 30 });
  }

  #verify(destination: string, otp: string, bindingToken: string): AuthResult {
    const open = this.#open.get(bindingToken);
    if (!open || open.destination !== destination) return err(failure(40317, 400));
    const killedCode = open.channel === 'sms' ? 42905 : 42907;
    if (open.attemptsLeft === 0) return err({ ...failure(killedCode, 429), attemptsRemaining: 0 });
    if (open.code !== otp) {
      open.attemptsLeft -= 1;
      if (open.attemptsLeft === 0) return err({ ...failure(killedCode, 429), attemptsRemaining: 0 });
      return err({ ...failure(open.channel === 'sms' ? 41201 : 41202, 400), attemptsRemaining: open.attemptsLeft });
    }
    this.#open.delete(bindingToken);
    const userId = `u-${destination}`;
    this.#refreshFor = userId;
    if (this.members.has(destination)) return ok(this.#login(userId, false));
    this.#n += 1;
    return ok({ kind: 'onboarding', onboardingToken: `onb-${this.#n}`, userId });
  }

  #login(userId: string, isNewUser: boolean): AuthAnswer {
    this.#n += 1;
    const authToken = `tok-${this.#n}`;
    this.issuedTokens.push(authToken);
    return { kind: 'login', authToken, authTokenTtlMs: this.ttlMs, userId, isNewUser };
  }
}

/** The JSON auth endpoints in memory: captcha answers, logout and health are scriptable and recorded. */
export class FakeAuthApi implements AuthApiPort {
  captchaAnswer = '12';
  healthy = true;
  /** The health check cannot reach the server. */
  healthUnreachable = false;
  logoutFails = false;
  logouts = 0;
  readonly captchaChecks: { referenceToken: string; answer: string; vendor: string; funnelSessionId: string }[] = [];

  async verifyCaptcha(input: {
    referenceToken: string;
    answer: string;
    vendor: string;
    funnelSessionId: string;
  }): Promise<Result<boolean, AuthFailure>> {
    this.captchaChecks.push({ ...input });
    return ok(input.answer === this.captchaAnswer);
  }

  async logout(): Promise<Result<void, AuthFailure>> {
    this.logouts += 1;
    return this.logoutFails ? err(failure('API.NETWORK')) : ok(undefined);
  }

  async health(): Promise<Result<boolean, AuthFailure>> {
    return this.healthUnreachable ? err(failure('API.NETWORK')) : ok(this.healthy);
  }
}

export const failure = (code: number | string, status?: number): AuthFailure => ({
  code,
  message: String(code),
  ...(status === undefined ? {} : { status }),
});
