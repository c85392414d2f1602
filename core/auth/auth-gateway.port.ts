import type { Result } from '../shared';
import type { AuthAnswer, AuthFailure } from './auth-answer';

/** What travels with every gateway request (AUTH-06). */
export interface AuthRequestContext {
  readonly funnelSessionId: string;
  /** The reference token of a captcha the member solved (AUTH-29). */
  readonly captchaToken?: string;
  readonly marketingOptIn?: boolean;
}

export type AuthResult = Result<AuthAnswer, AuthFailure>;

/** The binary auth gateway (POST /v3/auth/login, /v4/auth/token), in domain words (AUTH-06). */
export interface AuthGatewayPort {
  submitPhone(phone: string, ctx: AuthRequestContext): Promise<AuthResult>;
  submitPhoneOtp(phone: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult>;
  submitEmail(email: string, ctx: AuthRequestContext): Promise<AuthResult>;
  submitEmailOtp(email: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult>;
  /** Asks for a new code for an open request; answers a new binding token. */
  resendOtp(bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult>;
  /** AUTH-25: a new auth token. `refreshToken` is omitted in a browser (the cookie carries it). */
  refresh(refreshToken: string | undefined, ctx: AuthRequestContext): Promise<AuthResult>;
}

/** The JSON auth endpoints (AUTH-24, AUTH-30, AUTH-33). */
export interface AuthApiPort {
  /** AUTH-30: true only when the server answers `is_success: true`. */
  verifyCaptcha(input: {
    readonly referenceToken: string;
    readonly answer: string;
    readonly vendor: string;
    readonly funnelSessionId: string;
  }): Promise<Result<boolean, AuthFailure>>;
  /** AUTH-33: ends the session on the server. */
  logout(): Promise<Result<void, AuthFailure>>;
  /** AUTH-24: whether the server still accepts the current session. */
  health(): Promise<Result<boolean, AuthFailure>>;
}
