/**
 * The auth gateway's wire format (AUTH-06, API-06): `authgateway.AuthGatewayRequest` in and
 * `authgateway.AuthGatewayResponse` out, from adapters/protobuf/auth-gateway.proto. Decoding is the gateway's
 * schema check: unreadable bytes, fields of the wrong wire type (protobufjs keeps those aside as unknown
 * fields), oversized strings and a missing factor are all 400/40000.
 */
import protobuf from 'protobufjs/minimal.js';
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { err, ok, type Result } from '../../core/shared';
import { failure, type Failure } from '../http/failure';
import type { CaptchaChallenge } from './captcha.service';
import type { IssuedSession } from './session.service';
import type { CodeSent } from './sign-in.service';

export type GatewayFactor =
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'phoneOtp'; readonly phone: string; readonly otp: string; readonly bindingToken: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'emailOtp'; readonly email: string; readonly otp: string; readonly bindingToken: string }
  | { readonly kind: 'refreshAuth'; readonly refreshToken: string }
  | { readonly kind: 'resendOtp'; readonly bindingToken: string };

export interface GatewayRequest {
  readonly factor: GatewayFactor;
  readonly captchaToken: string;
  readonly funnelSessionId: string;
}

/** The longest value each string field may carry (the JSON form of the refresh shares them). */
export const MAX_LENGTH = { destination: 320, otp: 16, token: 256 } as const;

const hasUnknownFields = (message: { $unknowns?: Uint8Array[] } | null | undefined): boolean => (message?.$unknowns?.length ?? 0) > 0;

const malformed = (message: string): Result<never, Failure> => err(failure.badRequest(message));

const factorOf = (request: authgateway.AuthGatewayRequest): GatewayFactor | null => {
  switch (request.factor) {
    case 'phone':
      return { kind: 'phone', phone: request.phone?.phone ?? '' };
    case 'phoneOtp':
      return { kind: 'phoneOtp', phone: request.phoneOtp?.phone ?? '', otp: request.phoneOtp?.otp ?? '', bindingToken: request.phoneOtp?.refreshToken ?? '' };
    case 'email':
      return { kind: 'email', email: request.email?.email ?? '' };
    case 'emailOtp':
      return { kind: 'emailOtp', email: request.emailOtp?.email ?? '', otp: request.emailOtp?.otp ?? '', bindingToken: request.emailOtp?.refreshToken ?? '' };
    case 'refreshAuth':
      return { kind: 'refreshAuth', refreshToken: request.refreshAuth?.refreshToken ?? '' };
    case 'resendOtp':
      return { kind: 'resendOtp', bindingToken: request.resendOtp?.refreshToken ?? '' };
    default:
      return null;
  }
};

const tooLong = (factor: GatewayFactor): boolean =>
  Object.entries(factor).some(([field, value]) => {
    if (field === 'kind') return false;
    const limit = field === 'phone' || field === 'email' ? MAX_LENGTH.destination : field === 'otp' ? MAX_LENGTH.otp : MAX_LENGTH.token;
    return typeof value === 'string' && value.length > limit;
  });

export const decodeGatewayRequest = (bytes: Uint8Array): Result<GatewayRequest, Failure> => {
  let request: authgateway.AuthGatewayRequest;
  try {
    // Unknown fields are kept, not dropped, so that a field sent with the wrong wire type can be refused.
    const reader = protobuf.Reader.create(bytes);
    reader.discardUnknown = false;
    request = authgateway.AuthGatewayRequest.decode(reader);
  } catch {
    return malformed('Malformed protobuf message');
  }
  const factorMessage = request.factor === undefined ? null : (request[request.factor] as { $unknowns?: Uint8Array[] } | null | undefined);
  if (hasUnknownFields(request) || hasUnknownFields(factorMessage)) return malformed('Unknown or mistyped protobuf field');
  const factor = factorOf(request);
  if (factor === null) return malformed('The request carries no factor');
  const captchaToken = request.captchaToken ?? '';
  const funnelSessionId = request.funnelSessionId ?? '';
  if (tooLong(factor) || captchaToken.length > MAX_LENGTH.token || funnelSessionId.length > MAX_LENGTH.token) {
    return malformed('A field is too long');
  }
  return ok({ factor, captchaToken, funnelSessionId });
};

const encode = (response: authgateway.AuthGatewayResponse.$Properties): Uint8Array =>
  authgateway.AuthGatewayResponse.encode(response).finish();

/** BAN-01: the ban payload of a failure (ban-failure.ts puts it in `details`), in the gateway's fields. */
const banOf = (details: Failure['details']): authgateway.BanPayload.$Properties | undefined => {
  const d = (details ?? {}) as Record<string, unknown>;
  if (d['isBan'] !== true) return undefined;
  const text = (key: string) => (typeof d[key] === 'string' ? { [key]: d[key] as string } : {});
  return {
    ...text('name'),
    ...text('policy'),
    ...text('status'),
    isAppealable: d['isAppealable'] === true,
    ...text('appealToken'),
    ...text('challengeToken'),
    ...text('selfieChallengeToken'),
    ...text('selfieStatus'),
    ...(typeof d['ttl'] === 'number' ? { ttl: d['ttl'] } : {}),
  };
};

export const encodeFailure = (f: Failure): Uint8Array => {
  const ban = banOf(f.details);
  return encode({
    meta: { status: f.status },
    error: {
      code: f.code,
      message: f.message,
      ...(f.retryAfterSeconds === undefined ? {} : { retryAfter: f.retryAfterSeconds }),
      ...(f.attemptsRemaining === undefined ? {} : { attemptsRemaining: f.attemptsRemaining }),
      ...(ban === undefined ? {} : { ban }),
    },
  });
};

export const encodeCodeSent = (sent: CodeSent): Uint8Array =>
  encode(
    sent.channel === 'sms'
      ? {
          meta: { status: 200 },
          validatePhoneOtpState: {
            otpLength: sent.otpLength,
            smsSent: true,
            refreshToken: sent.bindingToken,
            maskedPhoneNumber: sent.maskedDestination,
            resendAfter: sent.resendAfterSeconds,
          },
        }
      : {
          meta: { status: 200 },
          validateEmailOtpState: {
            refreshToken: sent.bindingToken,
            otpLength: sent.otpLength,
            maskedEmail: sent.maskedDestination,
            unmaskedEmail: sent.destination,
            emailMarketing: 'none',
            newAccountAllowed: true,
            resendAfter: sent.resendAfterSeconds,
          },
        },
  );

export const encodeCaptcha = (challenge: CaptchaChallenge): Uint8Array =>
  encode({
    meta: { status: 200 },
    captchaState: {
      captchaPublicKey: challenge.publicKey,
      dataBlob: challenge.dataBlob,
      referenceToken: challenge.referenceToken,
      vendor: challenge.vendor,
    },
  });

/** A session answer; `refreshToken` is '' when it travels as a cookie instead. */
export const encodeSession = (session: IssuedSession, refreshToken: string): Uint8Array =>
  encode(
    session.kind === 'member'
      ? {
          meta: { status: 200 },
          loginResult: {
            authToken: session.authToken,
            authTokenTtl: session.authTokenTtlMs,
            refreshToken,
            userId: session.userId,
            isNewUser: false,
          },
        }
      : {
          meta: { status: 200 },
          onboardingState: {
            onboardingToken: session.onboardingToken,
            userId: session.userId,
            refreshToken,
            onboardingTokenTtl: session.onboardingTokenTtlMs,
          },
        },
  );
