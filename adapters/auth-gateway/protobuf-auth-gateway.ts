import type { ApiFailure, HttpPort } from '../../core/api';
import {
  EMAIL_MARKETING_OPTIONS,
  type AuthAnswer,
  type AuthFailure,
  type AuthGatewayPort,
  type AuthRequestContext,
  type AuthResult,
  type EmailMarketingOption,
} from '../../core/auth';
import { err, ok } from '../../core/shared';
import { authgateway } from '../protobuf/generated/auth-gateway.js';
import { failureOf } from './failure';

const PROTOBUF = 'application/x-protobuf';
const LOGIN_PATH = '/v3/auth/login';
const TOKEN_PATH = '/v4/auth/token';

type Factor = Pick<authgateway.AuthGatewayRequest.$Properties, 'phone' | 'phoneOtp' | 'email' | 'emailOtp' | 'refreshAuth' | 'resendOtp'>;

const marketing = (value: string | null | undefined): EmailMarketingOption | undefined =>
  (EMAIL_MARKETING_OPTIONS as readonly string[]).includes(value ?? '') ? (value as EmailMarketingOption) : undefined;

/** Proto3 scalars arrive as their defaults, but the generated types also allow null. */
const num = (v: number | null | undefined): number => v ?? 0;
const str = (v: string | null | undefined): string => v ?? '';
const bool = (v: boolean | null | undefined): boolean => v ?? false;

/** Turns a decoded gateway answer into the domain's words (AUTH-04, AUTH-05). */
export const answerOf = (r: authgateway.AuthGatewayResponse): AuthAnswer | undefined => {
  switch (r.data) {
    case 'getPhoneState':
      return { kind: 'phone-requested' };
    case 'getEmailState': {
      const m = marketing(r.getEmailState?.emailMarketing);
      return { kind: 'email-requested', ...(m ? { emailMarketing: m } : {}) };
    }
    case 'validatePhoneOtpState': {
      const s = r.validatePhoneOtpState!;
      return { kind: 'otp-sent', channel: 'sms', otpLength: num(s.otpLength), bindingToken: str(s.refreshToken), masked: str(s.maskedPhoneNumber), resendAfterSeconds: num(s.resendAfter) };
    }
    case 'validateEmailOtpState': {
      const s = r.validateEmailOtpState!;
      const m = marketing(s.emailMarketing);
      return {
        kind: 'otp-sent',
        channel: 'email',
        otpLength: num(s.otpLength),
        bindingToken: str(s.refreshToken),
        masked: str(s.maskedEmail),
        resendAfterSeconds: num(s.resendAfter),
        newAccountAllowed: bool(s.newAccountAllowed),
        ...(m ? { emailMarketing: m } : {}),
      };
    }
    case 'captchaState': {
      const s = r.captchaState!;
      return { kind: 'captcha', publicKey: str(s.captchaPublicKey), data: str(s.dataBlob), referenceToken: str(s.referenceToken), vendor: str(s.vendor) };
    }
    case 'loginResult': {
      const s = r.loginResult!;
      return {
        kind: 'login',
        authToken: str(s.authToken),
        authTokenTtlMs: num(s.authTokenTtl),
        userId: str(s.userId),
        isNewUser: bool(s.isNewUser),
        ...(s.refreshToken ? { refreshToken: s.refreshToken } : {}),
      };
    }
    case 'onboardingState': {
      const s = r.onboardingState!;
      return { kind: 'onboarding', onboardingToken: str(s.onboardingToken), userId: str(s.userId), ...(s.refreshToken ? { refreshToken: s.refreshToken } : {}) };
    }
    default:
      return undefined;
  }
};

const decode = (bytes: unknown): authgateway.AuthGatewayResponse | undefined => {
  if (!(bytes instanceof Uint8Array)) return undefined;
  try {
    return authgateway.AuthGatewayResponse.decode(bytes);
  } catch {
    return undefined;
  }
};

/** The codes that say how many attempts a code has left: wrong (41201, 41202) and killed (42905, 42907). */
const ATTEMPT_CODES: ReadonlySet<number> = new Set([41201, 41202, 42905, 42907]);

/** A failed call, with the gateway's own error (code, retry-after, attempts left) when its body is protobuf. */
export const gatewayFailureOf = (f: ApiFailure): AuthFailure => {
  const base = failureOf(f);
  if (f.kind !== 'http' && f.kind !== 'rate-limited' && f.kind !== 'forced-logout') return base;
  const e = decode(f.response.data)?.error;
  if (!e?.code) return base;
  return {
    ...base,
    code: e.code,
    message: str(e.message) || base.message,
    ...(e.retryAfter ? { retryAfterSeconds: e.retryAfter } : {}),
    // A wrong code says how many attempts are left; a killed code (42905, 42907) has none, which protobuf does
    // not send (zero is its default), so it is written out here.
    ...(ATTEMPT_CODES.has(e.code) || e.attemptsRemaining ? { attemptsRemaining: num(e.attemptsRemaining) } : {}),
    ...(e.ban ? { ban: banFieldsOf(e.ban) } : {}),
  };
};

/** BAN-01: the gateway's ban payload in the JSON API's field names (core/bans reads one shape). */
const banFieldsOf = (b: authgateway.IBanPayload): Record<string, unknown> => {
  const fields: Record<string, unknown> = { isBan: true, isAppealable: b.isAppealable === true };
  for (const key of ['name', 'policy', 'status', 'appealToken', 'challengeToken', 'selfieChallengeToken', 'selfieStatus'] as const) {
    const value = str(b[key]);
    if (value !== '') fields[key] = value;
  }
  if (b.ttl) fields['ttl'] = num(b.ttl);
  return fields;
};

/**
 * The auth gateway over the binary schema (AUTH-06): every call is a protobuf POST through the one HTTP client.
 * Loaded on demand, so the protobuf runtime stays out of the start-up bundle.
 */
export class ProtobufAuthGateway implements AuthGatewayPort {
  constructor(private readonly http: HttpPort) {}

  submitPhone(phone: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(LOGIN_PATH, { phone: { phone } }, ctx);
  }

  submitPhoneOtp(phone: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(LOGIN_PATH, { phoneOtp: { phone, otp, refreshToken: bindingToken } }, ctx);
  }

  submitEmail(email: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(LOGIN_PATH, { email: { email } }, ctx);
  }

  submitEmailOtp(email: string, otp: string, bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(LOGIN_PATH, { emailOtp: { email, otp, refreshToken: bindingToken } }, ctx);
  }

  resendOtp(bindingToken: string, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(LOGIN_PATH, { resendOtp: { refreshToken: bindingToken } }, ctx);
  }

  refresh(refreshToken: string | undefined, ctx: AuthRequestContext): Promise<AuthResult> {
    return this.#call(TOKEN_PATH, { refreshAuth: { refreshToken: refreshToken ?? '' } }, ctx);
  }

  async #call(path: string, factor: Factor, ctx: AuthRequestContext): Promise<AuthResult> {
    const bytes = authgateway.AuthGatewayRequest.encode({
      ...factor,
      funnelSessionId: ctx.funnelSessionId,
      captchaToken: ctx.captchaToken ?? '',
      marketingOptIn: ctx.marketingOptIn ?? false,
    }).finish();
    const result = await this.http.request<Uint8Array>({
      method: 'POST',
      path,
      body: { kind: 'binary', bytes, contentType: PROTOBUF },
      auth: false,
      responseType: 'bytes',
    });
    if (!result.ok) return err(gatewayFailureOf(result.error));
    const answer = (() => {
      const decoded = decode(result.value);
      return decoded ? answerOf(decoded) : undefined;
    })();
    return answer ? ok(answer) : err({ code: 'API.BAD_RESPONSE', message: 'the gateway answer could not be read' });
  }
}
