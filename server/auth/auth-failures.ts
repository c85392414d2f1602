/**
 * The sign-in failures and their codes (ERR-10, ERR-12; the SMS meanings are chosen in core/errors, Q-05).
 * Status: 400 for a wrong or unusable input, 429 for every "too many" (with Retry-After when waiting helps).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { failure, type Failure } from '../http/failure';
import type { Channel } from './destination';
import type { SendRefusal } from './send-limits';

const bad = (code: number, message: string): Failure => ({ status: 400, code, message });

export const authFailure = {
  /** Ending the session in use from the list of devices: that is a logout. */
  currentSession: (): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: 'This is the session in use: log out instead' }),
  invalidPhone: (): Failure => bad(ErrorCode.PHONE_INVALID, 'Invalid phone number'),
  invalidEmail: (): Failure => bad(ErrorCode.EMAIL_INVALID, 'Invalid e-mail address'),
  invalidDestination: (channel: Channel): Failure => (channel === 'sms' ? authFailure.invalidPhone() : authFailure.invalidEmail()),
  /** No open code request for this binding token (unknown, used, or for another destination). */
  requestUnknown: (): Failure => bad(ErrorCode.OTP_REQUEST_UNKNOWN, 'No open code request; ask for a new code'),
  codeExpired: (): Failure => bad(ErrorCode.OTP_EXPIRED, 'The code has expired; ask for a new code'),
  wrongCode: (channel: Channel, attemptsRemaining: number): Failure => ({
    ...bad(channel === 'sms' ? ErrorCode.SMS_OTP_INVALID : ErrorCode.EMAIL_OTP_INVALID, 'Wrong code'),
    attemptsRemaining,
  }),
  codeKilled: (channel: Channel): Failure => ({
    status: 429,
    code: channel === 'sms' ? ErrorCode.SMS_OTP_TOO_MANY_INVALID : ErrorCode.EMAIL_OTP_TOO_MANY_INVALID,
    message: 'Too many wrong codes; ask for a new code',
    attemptsRemaining: 0,
  }),
  sendRefused: (channel: Channel, refusal: SendRefusal): Failure => {
    const sms = channel === 'sms';
    switch (refusal.rule) {
      case 'client-address':
        return failure.rateLimited(refusal.waitMs);
      case 'daily':
        return failure.rateLimited(refusal.waitMs, sms ? ErrorCode.SMS_OTP_COUNT_LIMIT : ErrorCode.EMAIL_OTP_COUNT_LIMIT, 'Too many codes today');
      case 'short-window':
      case 'cooldown':
        return failure.rateLimited(refusal.waitMs, sms ? ErrorCode.SMS_RATE_LIMIT : ErrorCode.EMAIL_RATE_LIMIT, 'Too many codes; wait before asking again');
    }
  },
  deliveryFailed: (channel: Channel): Failure => ({
    status: 503,
    code: channel === 'sms' ? ErrorCode.SMS_UNAVAILABLE : ErrorCode.SERVER_ERROR,
    message: channel === 'sms' ? 'SMS delivery is unavailable' : 'E-mail delivery is unavailable',
  }),
  refreshRefused: (): Failure => failure.unauthorized('Refresh token invalid, expired or revoked'),
  banned: (): Failure => ({ status: 403, code: ErrorCode.BLACKLISTED, message: 'User is banned' }),
} as const;
