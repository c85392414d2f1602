import { err, ok, type Result } from '../../shared';
import type { AuthAnswer, AuthFailure } from '../auth-answer';
import type { AuthApiPort, AuthGatewayPort, AuthRequestContext, AuthResult } from '../auth-gateway.port';
import type { CaptchaSolverPort } from '../captcha-solver.port';
import { normaliseEmail, normalisePhone } from '../contact-rules';
import type { CaptchaChallenge } from '../login-flow';

type Call = { readonly op: keyof AuthGatewayPort; readonly args: readonly unknown[]; readonly ctx: AuthRequestContext };

interface OpenCode {
  readonly destination: string;
  readonly code: string;
  readonly channel: Channel;
  attemptsLeft: number;
}

/** Whose refresh the server accepts; without a destination, a member's. */
interface RefreshHolder {
  readonly userId: string;
  readonly destination?: string;
}

/** Wrong guesses a code survives before the server kills it (the fifth wrong one kills it). */
export const FAKE_CODE_ATTEMPTS = 5;

const CODE_LENGTH = 6;
const CODE_SHAPE = /^\d{6}$/;
const RESEND_AFTER_SECONDS = 30;

/** The reference server's codes for the failures the fake plays (core/errors has their meanings). */
const Code = {
  BAD_REQUEST: 40000,
  EMAIL_INVALID: 40009,
  UNAUTHORIZED: 40100,
  PHONE_INVALID: 40315,
  OTP_REQUEST_UNKNOWN: 40317,
  SMS_OTP_INVALID: 41201,
  EMAIL_OTP_INVALID: 41202,
  SMS_OTP_TOO_MANY_INVALID: 42905,
  EMAIL_OTP_TOO_MANY_INVALID: 42907,
} as const;

type Channel = 'sms' | 'email';

const normalised = (channel: Channel, raw: string): string | undefined =>
  channel === 'sms' ? normalisePhone(raw) : normaliseEmail(raw);

/** The server's masks: `+*******0123` (the last four digits), `j***@example.com`. */
const masked = (channel: Channel, destination: string): string => {
  if (channel === 'sms') return `+${'*'.repeat(Math.max(0, destination.length - 5))}${destination.slice(-4)}`;
  return `${destination.slice(0, 1)}***${destination.slice(destination.lastIndexOf('@'))}`;
};

/**
 * An in-memory auth gateway that behaves like the reference server in small (tests/contract/auth-gateway runs
 * both through one suite): phone numbers are E.164 and e-mail addresses lower case, others are refused (40315,
 * 40009); codes are sent to a recorded outbox; the right code with its binding token signs in a known member or
 * starts onboarding for a new one; each wrong code uses up one of five attempts and the fifth kills the code
 * (42905 by SMS, 42907 by e-mail) until a new one is sent; a code is usable once. Refreshes answer for whoever
 * signed in last: the onboarding state until their destination is a member, then a login result with a new auth
 * token. It plays a browser, so no answer carries a refresh token (the cookie does), and it has no clock (no
 * resend cooldown, no code expiry). `script` overrides the next answer of an operation for edge cases (captcha,
 * failures).
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
  #refreshFor: RefreshHolder | undefined;

  /** The next call of `op` answers `result`. */
  script(op: keyof AuthGatewayPort, result: AuthResult): void {
    this.#scripted.set(op, [...(this.#scripted.get(op) ?? []), result]);
  }

  /** Refreshes now succeed for `userId`, as if the browser held that member's refresh cookie. */
  acceptRefreshFor(userId: string): void {
    this.#refreshFor = { userId };
  }

  /** The code last sent to a destination (as typed or normalised). */
  codeFor(destination: string): string | undefined {
    const to = normalisePhone(destination) ?? normaliseEmail(destination) ?? destination;
    return [...this.outbox].reverse().find((m) => m.to === to)?.code;
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
    return this.#scriptedOr('submitPhoneOtp', [phone, otp, bindingToken], ctx, () => this.#verify('sms', phone, otp, bindingToken));
  }

  async submitEmailOtp(email: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('submitEmailOtp', [email, otp, bindingToken], ctx, () => this.#verify('email', email, otp, bindingToken));
  }

  async resendOtp(bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('resendOtp', [bindingToken], ctx, () => {
      const open = this.#open.get(bindingToken);
      if (!open) return err(failure(Code.OTP_REQUEST_UNKNOWN, 400));
      this.#open.delete(bindingToken);
      return this.#sendCode(open.destination, open.channel);
    });
  }

  async refresh(refreshToken: string | undefined, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#scriptedOr('refresh', [refreshToken], ctx, () => {
      if (this.refreshAnswer) return this.refreshAnswer;
      const holder = this.#refreshFor;
      if (holder === undefined) return err(failure(Code.UNAUTHORIZED, 401));
      if (holder.destination !== undefined && !this.#isMember(holder.destination)) return ok(this.#onboarding(holder.userId));
      return ok(this.#login(holder.userId, false));
    });
  }

  #scriptedOr(op: keyof AuthGatewayPort, args: readonly unknown[], ctx: AuthRequestContext, real: () => AuthResult): AuthResult {
    this.calls.push({ op, args, ctx });
    const queue = this.#scripted.get(op);
    const next = queue?.shift();
    return next ?? real();
  }

  #sendCode(rawDestination: string, channel: Channel): AuthResult {
    const destination = normalised(channel, rawDestination);
    if (destination === undefined) return err(failure(channel === 'sms' ? Code.PHONE_INVALID : Code.EMAIL_INVALID, 400));
    this.#n += 1;
    const code = String(100000 + this.#n).slice(-CODE_LENGTH);
    const bindingToken = `bind-${this.#n}`;
    this.#open.set(bindingToken, { destination, code, channel, attemptsLeft: FAKE_CODE_ATTEMPTS });
    this.outbox.push({ to: destination, code });
    const sent = { kind: 'otp-sent', otpLength: CODE_LENGTH, bindingToken, masked: masked(channel, destination), resendAfterSeconds: RESEND_AFTER_SECONDS } as const;
    return ok(channel === 'sms' ? { ...sent, channel } : { ...sent, channel, emailMarketing: 'none', newAccountAllowed: true });
  }

  #verify(channel: Channel, rawDestination: string, otp: string, bindingToken: string): AuthResult {
    const destination = normalised(channel, rawDestination);
    if (destination === undefined) return err(failure(channel === 'sms' ? Code.PHONE_INVALID : Code.EMAIL_INVALID, 400));
    if (!CODE_SHAPE.test(otp)) return err(failure(Code.BAD_REQUEST, 400));
    const open = this.#open.get(bindingToken);
    if (!open || open.channel !== channel || open.destination !== destination) return err(failure(Code.OTP_REQUEST_UNKNOWN, 400));
    const killedCode = channel === 'sms' ? Code.SMS_OTP_TOO_MANY_INVALID : Code.EMAIL_OTP_TOO_MANY_INVALID;
    if (open.attemptsLeft === 0) return err({ ...failure(killedCode, 429), attemptsRemaining: 0 });
    if (open.code !== otp) {
      open.attemptsLeft -= 1;
      if (open.attemptsLeft === 0) return err({ ...failure(killedCode, 429), attemptsRemaining: 0 });
      return err({ ...failure(channel === 'sms' ? Code.SMS_OTP_INVALID : Code.EMAIL_OTP_INVALID, 400), attemptsRemaining: open.attemptsLeft });
    }
    this.#open.delete(bindingToken);
    const userId = `u-${destination}`;
    this.#refreshFor = { userId, destination };
    return ok(this.#isMember(destination) ? this.#login(userId, false) : this.#onboarding(userId));
  }

  /** `members` may hold a destination as it was typed. */
  #isMember(destination: string): boolean {
    return [...this.members].some((m) => m === destination || (normalisePhone(m) ?? normaliseEmail(m)) === destination);
  }

  #onboarding(userId: string): AuthAnswer {
    this.#n += 1;
    return { kind: 'onboarding', onboardingToken: `onb-${this.#n}`, userId };
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

/** A captcha solver in memory: answers `answer` (what FakeAuthApi accepts by default), or fails when told to. */
export class FakeCaptchaSolver implements CaptchaSolverPort {
  answer = '12';
  failure: AuthFailure | undefined;
  readonly solved: CaptchaChallenge[] = [];

  async solve(challenge: CaptchaChallenge): Promise<Result<string, AuthFailure>> {
    this.solved.push(challenge);
    return this.failure ? err(this.failure) : ok(this.answer);
  }
}
